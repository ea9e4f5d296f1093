"""The agency's reads over a real PostgreSQL store: every counter's bookings by counter, clerk,
day and text; lookup across counters; the agency day close; what the counters left unresolved;
how far each counter's records arrived."""

from __future__ import annotations

from collections.abc import AsyncIterator
from decimal import Decimal
from typing import Any

import pytest
from psycopg_pool import AsyncConnectionPool

from app.agency import queries
from app.agency.queries import AgencyFilter
from app.books.queries import ModuleWallet, WalletMoved
from app.domain.accounts import tender_account
from app.domain.modules import Module
from app.domain.postings import EventKind
from app.domain.tenders import TENDERS
from app.reports.day_charts import HourMeasure, sales_by_hour, tenders_by_counter
from app.reports.shift import Check, Operation, OperationKind
from tests.agency.agency_rows import DAY, CounterWriter, at, migrated


@pytest.fixture
async def two_counters(agency_db: str) -> tuple[CounterWriter, CounterWriter]:
    """PB1 and HV1 of one agency, with their day's sales, a cancellation refunded by UPI and
    their Z reports; each sale, cancellation and refund with its money event."""
    await migrated(agency_db)
    port_blair = CounterWriter(agency_db, "PB1", "Front desk", books=True).register()
    havelock = CounterWriter(agency_db, "HV1", books=True).register()
    port_blair.shift(1, "Leela Menon", at(8), at(18))
    port_blair.sale(
        "PB1REF01",
        "Leela Menon",
        at(9, 5),
        passengers=("Ravi Kumar", "Zoë Hartmann"),
        paid={"drawer": "1000.00", "clearing:upi": "500.00"},
    )
    port_blair.sale("PB1REF02", "Leela Menon", at(10), customer="Priya Menon", debit="2400.00")
    havelock.sale(
        "HV1REF01",
        "Arun Das",
        at(9, 30),
        customer="Meena Iyer",
        module="ACTIVITY",
        product="Elephant Beach Snorkel",
    )
    havelock.cancellation("PB1REF02", "2160.00", at(11))  # sold at PB1, cancelled at HV1
    havelock.refund_paid("PB1REF02", "clearing:upi", "2160.00", at(11, 5))
    havelock.sale("HV1REF02", "Arun Das", at(9, 0, DAY.replace(day=2)), debit="900.00")
    return port_blair, havelock


@pytest.fixture
async def pool(agency_db: str) -> AsyncIterator[AsyncConnectionPool[Any]]:
    """A pool of the agency's reads on the test's store."""
    async with AsyncConnectionPool(agency_db, min_size=1, max_size=2) as opened:
        yield opened


async def test_every_counter_s_bookings_by_counter_clerk_day_and_text(
    two_counters: tuple[CounterWriter, CounterWriter], pool: AsyncConnectionPool[Any]
) -> None:
    port_blair, havelock = two_counters
    everything = await queries.search(pool, AgencyFilter())
    assert [row.booking_ref for row in everything.rows] == [
        "HV1REF02",
        "PB1REF02",
        "HV1REF01",
        "PB1REF01",
    ]
    assert everything.total == 4
    assert [(d.day.day, d.bookings, d.total_debited) for d in everything.days] == [
        (2, 1, Decimal("900.00")),
        (1, 3, Decimal("5400.00")),
    ]
    # The customers' money by the books: PB1REF02's refund was given back by UPI at HV1.
    assert [(d.paid, d.given_back, d.customers_net) for d in everything.days] == [
        (Decimal("900.00"), Decimal("0.00"), Decimal("900.00")),
        (Decimal("5400.00"), Decimal("2160.00"), Decimal("3240.00")),
    ]
    cancelled = everything.rows[1]
    assert (cancelled.counter, cancelled.clerk, cancelled.total_refunded, cancelled.status) == (
        "PB1 (Front desk)",
        "Leela Menon",
        Decimal("2160.00"),
        "Cancelled",
    )
    at_havelock = await queries.search(pool, AgencyFilter(counter_id=havelock.counter_id))
    assert {row.booking_ref for row in at_havelock.rows} == {"HV1REF01", "HV1REF02"}
    by_leela = await queries.search(pool, AgencyFilter(clerk="Leela Menon", day=DAY))
    assert {row.booking_ref for row in by_leela.rows} == {"PB1REF01", "PB1REF02"}
    second_passenger = await queries.search(pool, AgencyFilter(text="HARTMANN"))
    assert [row.booking_ref for row in second_passenger.rows] == ["PB1REF01"]
    by_product = await queries.search(pool, AgencyFilter(text="snorkel"))
    assert [row.booking_ref for row in by_product.rows] == ["HV1REF01"]
    assert (await queries.search(pool, AgencyFilter(text="100%"))).total == 0
    assert await queries.clerks(pool) == ["Arun Das", "Leela Menon"]
    assert port_blair.counter_id != havelock.counter_id


async def test_the_bookings_are_read_a_page_at_a_time_and_a_search_finds_one_past_the_first(
    two_counters: tuple[CounterWriter, CounterWriter], pool: AsyncConnectionPool[Any]
) -> None:
    port_blair, _havelock = two_counters
    # Two sales at the same minute: the next page goes on by reference after the same time.
    port_blair.sale("PB1REF00", "Leela Menon", at(9, 5), customer="Asha Rao")
    first = await queries.search(pool, AgencyFilter(), limit=2)
    assert [row.booking_ref for row in first.rows] == ["HV1REF02", "PB1REF02"]
    assert first.total == 5  # counted by the store, not by the page read
    # The refunds of a day are its sales' cancellations, wherever they were made.
    assert [(d.day.day, d.bookings, d.total_refunded) for d in first.days] == [
        (2, 1, Decimal("0.00")),
        (1, 4, Decimal("2160.00")),
    ]
    second = await queries.page(pool, AgencyFilter(), first.rows[-1], limit=2)
    assert [row.booking_ref for row in second] == ["HV1REF01", "PB1REF00"]
    third = await queries.page(pool, AgencyFilter(), second[-1], limit=2)
    assert [row.booking_ref for row in third] == ["PB1REF01"]
    assert await queries.page(pool, AgencyFilter(), third[-1], limit=2) == []
    # The oldest sale, on no first page of the whole list, is found by its customer.
    found = await queries.search(pool, AgencyFilter(text="asha"), limit=2)
    assert [row.booking_ref for row in found.rows] == ["PB1REF00"]
    assert found.total == 1
    by_leela = await queries.search(pool, AgencyFilter(clerk="Leela Menon"), limit=1)
    after = await queries.page(pool, AgencyFilter(clerk="Leela Menon"), by_leela.rows[-1], 5)
    assert [row.booking_ref for row in [*by_leela.rows, *after]] == [
        "PB1REF02",
        "PB1REF00",
        "PB1REF01",
    ]


async def test_a_booking_is_found_by_reference_whichever_counter_sold_it(
    two_counters: tuple[CounterWriter, CounterWriter], pool: AsyncConnectionPool[Any]
) -> None:
    found = await queries.find_booking(pool, "HV1REF01")
    assert found is not None
    assert found.describe() == (
        "Sold at counter HV1 by Arun Das on 01 Dec 2026 09:30 to Meena Iyer: 1 seat(s)."
    )
    assert await queries.find_booking(pool, "NOSUCHRF") is None


async def test_the_agency_day_close_adds_up_every_counter_and_its_drawers(
    two_counters: tuple[CounterWriter, CounterWriter], pool: AsyncConnectionPool[Any]
) -> None:
    close = await queries.day_close(pool, DAY, snapshot=[])
    report = close.report
    assert report.counter == "Agency · 2 counter(s)"
    assert [line.operation.booking_ref for line in report.lines] == [
        "PB1REF01",
        "HV1REF01",
        "PB1REF02",
        "PB1REF02",
    ]
    assert report.wallet is not None
    assert report.wallet.debited == Decimal("5400.00")
    assert report.wallet.credited == Decimal("2160.00")
    assert report.wallet.net == Decimal("3240.00")
    # An empty ledger snapshot: nothing can be said to match, nothing is claimed to.
    assert {line.check for line in report.lines} == {Check.NOT_CHECKED}
    [z] = close.z_reports
    assert (z.counter, z.z_no, z.clerk, z.closed_by) == ("PB1", 1, "Leela Menon", "Asha Pillai")
    assert (close.drawers_expected, close.drawers_difference) == (
        Decimal("5000.00"),
        Decimal("-10.00"),
    )
    assert [link.label for link in close.counters] == ["HV1", "PB1 (Front desk)"]
    # Each counter's part by its books: the wallet's money, the customers' by tender, the drawer.
    assert [
        (part.counter, part.sales, part.wallet_paid, part.wallet_back, part.drawer)
        for part in close.by_counter
    ] == [
        ("HV1", 1, Decimal("1500.00"), Decimal("2160.00"), Decimal("1500.00")),
        ("PB1", 2, Decimal("3900.00"), Decimal("0.00"), Decimal("3400.00")),
    ]
    assert [
        (part.counter, tender.tender.key, tender.taken, tender.given_back, tender.net)
        for part in close.by_counter
        for tender in part.tenders
    ] == [
        ("HV1", "cash", Decimal("1500.00"), Decimal("0.00"), Decimal("1500.00")),
        ("HV1", "upi", Decimal("0.00"), Decimal("2160.00"), Decimal("-2160.00")),
        ("PB1", "cash", Decimal("3400.00"), Decimal("0.00"), Decimal("3400.00")),
        ("PB1", "upi", Decimal("500.00"), Decimal("0.00"), Decimal("500.00")),
    ]
    # And each figure is what the books' lines as the store keeps them add up to.
    assert close.by_counter == await read_of_the_lines(pool)
    # The wallet's money of the day's operations, and each module's part, is their entries'.
    wallet = report.wallet
    assert (wallet.cash, wallet.credit) == (Decimal("5400.00"), Decimal("0.00"))
    assert [
        (m.module.value, m.sales, m.sold, m.cancellations, m.refunded) for m in wallet.modules
    ] == [
        ("ACTIVITY", 1, Decimal("1500.00"), 0, Decimal("0.00")),
        ("BOAT", 2, Decimal("3900.00"), 1, Decimal("2160.00")),
    ]
    assert wallet == await wallet_of_the_lines(pool, [line.operation for line in report.lines])


async def wallet_of_the_lines(
    pool: AsyncConnectionPool[Any], operations: list[Operation]
) -> WalletMoved:
    """The wallet's money ``operations`` moved, added up here from the lines of their entries
    the store holds (``agency_book_lines``, migration 0021): each sale's credits on the
    wallet's accounts, each cancellation's debits, by module."""
    async with pool.connection() as conn:
        cursor = await conn.execute(
            "SELECT event_id, account, debit, credit FROM agency_book_lines"
            " WHERE account LIKE 'wallet:%'"
        )
        lines = await cursor.fetchall()
    sales = {f"sale:{op.request_id}": op for op in operations if op.kind is OperationKind.SALE}
    cancelled = {
        f"cancellation:{op.request_id}": op
        for op in operations
        if op.kind is OperationKind.CANCELLATION
    }
    zero = Decimal("0.00")

    def paid(account: str = "wallet:", module: Module | None = None) -> Decimal:
        return sum(
            (
                credit - debit
                for event, at_account, debit, credit in lines
                if event in sales
                and at_account.startswith(account)
                and module in (None, sales[event].module)
            ),
            zero,
        )

    def back(module: Module | None = None) -> Decimal:
        return sum(
            (
                debit - credit
                for event, _, debit, credit in lines
                if event in cancelled and module in (None, cancelled[event].module)
            ),
            zero,
        )

    modules = tuple(
        ModuleWallet(
            module,
            sum(1 for op in sales.values() if op.module is module),
            paid(module=module),
            sum(1 for op in cancelled.values() if op.module is module),
            back(module),
        )
        for module in Module
    )
    return WalletMoved(paid("wallet:cash"), paid("wallet:credit"), back(), modules)


async def test_the_day_close_s_wallet_is_dashes_until_every_operation_s_entry_has_arrived(
    two_counters: tuple[CounterWriter, CounterWriter],
    pool: AsyncConnectionPool[Any],
    agency_db: str,
) -> None:
    # A third counter of an earlier version: its sale arrives, its books job has still to post
    # the sale and send its entry.
    neil = CounterWriter(agency_db, "NB1", "Neil jetty").register()
    request_id = neil.sale("NB1REF01", "Kiran Rao", at(12), debit="700.00")
    waiting = await queries.day_close(pool, DAY, snapshot=[])
    # Not the books' 5,400.00 short of the sale's 700.00, nor the records' own sum: no figure.
    assert waiting.report.wallet is None
    assert len(waiting.report.lines) == 5
    neil.sale_event("NB1REF01", request_id, at(12), debit="700.00")
    arrived = (await queries.day_close(pool, DAY, snapshot=[])).report.wallet
    assert arrived is not None
    assert (arrived.debited, arrived.credited) == (Decimal("6100.00"), Decimal("2160.00"))


async def read_of_the_lines(pool: AsyncConnectionPool[Any]) -> list[queries.CounterDay]:
    """Each counter's part of ``DAY`` added up here from the lines of its books the store holds
    (``agency_book_lines``, migration 0021; every line is of ``DAY`` or the day after)."""
    async with pool.connection() as conn:
        cursor = await conn.execute(
            "SELECT counter_code, event_id, event_kind, account, debit, credit,"
            " (recorded_at AT TIME ZONE 'Asia/Kolkata')::date FROM agency_book_lines"
        )
        lines = await cursor.fetchall()
    parts = []
    for code in sorted({line[0] for line in lines}):
        mine = [line[1:] for line in lines if line[0] == code]
        today = [line for line in mine if line[5] == DAY]
        sales = {event for event, kind, *_ in today if kind == "sale"}
        wallet_paid = sum(
            (
                credit - debit
                for _, kind, account, debit, credit, _ in today
                if kind == "sale" and account.startswith("wallet:")
            ),
            Decimal(0),
        )
        wallet_back = sum(
            (
                debit - credit
                for _, kind, account, debit, credit, _ in today
                if kind == "cancellation" and account.startswith("wallet:")
            ),
            Decimal(0),
        )
        tenders = []
        for kind in TENDERS:
            account = tender_account(kind)
            taken = sum(
                (d for _, k, a, d, _, _ in today if k == "sale" and a == account), Decimal(0)
            )
            given = sum(
                (c for _, k, a, _, c, _ in today if k == "refund_paid" and a == account),
                Decimal(0),
            )
            if any(a == account and k in ("sale", "refund_paid") for _, k, a, *_ in today):
                tenders.append(queries.TenderDay(kind, taken, given, taken - given))
        drawer = sum(
            (d - c for _, _, a, d, c, day in mine if a == "drawer" and day <= DAY), Decimal(0)
        )
        parts.append(
            queries.CounterDay(code, len(sales), wallet_paid, wallet_back, tuple(tenders), drawer)
        )
    return parts


async def test_a_supervisor_sees_what_every_counter_left_unresolved_and_the_gaps(
    two_counters: tuple[CounterWriter, CounterWriter], pool: AsyncConnectionPool[Any]
) -> None:
    port_blair, havelock = two_counters
    havelock.pending("Elephant Beach Snorkel", "Kiran Rao", "Arun Das", at(12))
    havelock.skip()
    port_blair.draft_voided("2 seats of Ross Island Tour for Anil Kapoor", at(13))
    havelock.sale("HV1REF03", "Arun Das", at(14))  # arrives; the one before it has not
    found = await queries.unresolved(pool)
    assert [(u.counter, u.kind) for u in found] == [
        ("HV1", "Sale: outcome not known"),
        ("PB1 (Front desk)", "Sale in progress discarded"),
    ]
    assert found[0].what == "Elephant Beach Snorkel · Kiran Rao · 2 seat(s) · clerk Arun Das"
    links = {link.code: link for link in await queries.counters(pool)}
    # PB1: a shift's three records, two sales each with its money event, the draft; HV1: two
    # sales and a cancellation each with its money event and the refund's (seven records), the
    # sale in doubt, then a gap and a sale with its money event.
    assert (links["PB1"].received, links["PB1"].contiguous_seq, links["PB1"].missing) == (8, 8, 0)
    assert (links["HV1"].received, links["HV1"].contiguous_seq, links["HV1"].last_seq) == (
        10,
        8,
        11,
    )
    assert links["HV1"].missing == 1


async def test_a_sale_s_cancellations_are_found_through_the_booking_index(
    two_counters: tuple[CounterWriter, CounterWriter], pool: AsyncConnectionPool[Any]
) -> None:
    async with pool.connection() as conn:
        # As on a store of many records, where a scan of every cancellation per sale is what the
        # planner must be able to avoid (the agency's History over 40,000 sales timed out on it).
        await conn.execute("SET enable_seqscan = off")
        cursor = await conn.execute("EXPLAIN SELECT booking_ref, refunded FROM agency_sales")
        plan = "\n".join(str(row[0]) for row in await cursor.fetchall())
        found = await queries.find_booking(pool, "PB1REF02")

    assert "records_by_booking" in plan
    assert found is not None and found.total_refunded == Decimal("2160.00")


async def test_the_day_close_s_charts_split_the_store_s_figures_per_counter(
    two_counters: tuple[CounterWriter, CounterWriter], pool: AsyncConnectionPool[Any]
) -> None:
    close = await queries.day_close(pool, DAY, snapshot=[])
    # Each operation read from the store keeps the counter that made it.
    operations = [line.operation for line in close.report.lines]
    assert [(op.booking_ref, op.counter) for op in operations] == [
        ("PB1REF01", "PB1"),
        ("HV1REF01", "HV1"),
        ("PB1REF02", "PB1"),
        ("PB1REF02", "HV1"),  # sold at PB1, cancelled at HV1
    ]
    hours = sales_by_hour(operations, "", HourMeasure.WALLET_PAID)
    assert hours.rows == ("09:00", "10:00")
    assert hours.series == ("HV1", "PB1")
    # Each counter's column is what the store says it sold; together, what the day debited.
    for part in close.by_counter:
        assert hours.series_total(part.counter) == part.wallet_paid
    assert close.report.wallet is not None
    assert hours.total == close.report.wallet.debited == Decimal("5400.00")
    # By default, what the customers paid: each sale's customer total from the store (none
    # where no till took a payment).
    paid = sales_by_hour(operations, "")
    sold = [op for op in operations if op.kind is OperationKind.SALE]
    assert paid.total == sum((op.paid or Decimal(0) for op in sold), Decimal(0))
    tenders = tenders_by_counter([(z.counter, z.figures) for z in close.z_reports])
    assert tenders.rows == ("PB1",)  # only PB1 closed a drawer
    assert tenders.amount("PB1", "Cash") == Decimal("3000.00")
    assert tenders.total == sum((z.figures.cash_in for z in close.z_reports), Decimal(0))


async def test_a_customer_s_excess_paid_back_is_given_back_in_the_agency_s_figures(
    two_counters: tuple[CounterWriter, CounterWriter], pool: AsyncConnectionPool[Any]
) -> None:
    # PB1 pays back in cash a customer's excess of 1.40 on PB1REF01 (issue 94): 1.00 leaves
    # the drawer, 0.40 round off; migration 0038 counts it as given back, as a refund is.
    port_blair, _havelock = two_counters
    body = {
        "booking_ref": "PB1REF01",
        "payment_key": "sale:cd-1:0",
        "mode": "Cash",
        "account": "drawer",
        "amount": "1.40",
        "round_off": "-0.40",
        "reference": "",
    }
    event_id = "excess_refunded:sale:cd-1:0"
    port_blair.money_event(EventKind.EXCESS_REFUNDED, event_id, body, at(12))
    close = await queries.day_close(pool, DAY, snapshot=[])
    (pb1,) = [part for part in close.by_counter if part.counter == "PB1"]
    assert [(t.tender.key, t.taken, t.given_back, t.net) for t in pb1.tenders] == [
        ("cash", Decimal("3400.00"), Decimal("1.00"), Decimal("3399.00")),
        ("upi", Decimal("500.00"), Decimal("0.00"), Decimal("500.00")),
    ]
    assert pb1.drawer == Decimal("3399.00")
    async with pool.connection() as conn:
        cursor = await conn.execute(
            "SELECT customers_given_back, customers_net FROM agency_book_bookings"
            " WHERE booking_ref = 'PB1REF01'"
        )
        assert await cursor.fetchone() == (Decimal("1.00"), Decimal("1499.00"))
