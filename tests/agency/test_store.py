"""The agency store against a real PostgreSQL: schema versions, counter registration, idempotent
pushes, the contiguous sequence, and the views over what a real journal's outbox sends."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import psycopg
import pytest

from app.agency.migrate import AgencySchemaTooNew, migrations
from app.agency.store import AgencyStore, CounterClaimed, CounterNotRegistered, SequenceClash
from app.domain.modules import Module
from app.domain.payment import Payment
from app.domain.tenders import CASH, UPI
from app.domain.till import SeatFare, TillRules, customer_price
from app.journal import Journal
from app.journal.till import RefundDue, RefundPart
from tests.agency.agency_rows import CounterWriter, at
from tests.agency.records import counter, sell_many
from tests.journal.entries import Clock, cancel_request, cancel_result
from tests.journal.till_sales import PRICE, outbox_of, sell, till_sale


async def rows(url: str, query: str) -> list[tuple[object, ...]]:
    """All rows of ``query`` on the store at ``url``."""
    async with await psycopg.AsyncConnection.connect(url) as conn:
        return await (await conn.execute(query.encode())).fetchall()


async def test_opening_migrates_once_and_records_the_version(agency_db: str) -> None:
    for _ in range(2):
        store = await AgencyStore.open(agency_db)
        await store.close()
    applied = await rows(agency_db, "SELECT version FROM schema_version ORDER BY version")
    assert applied == [(m.version,) for m in migrations()]


async def test_a_store_of_an_older_version_is_brought_to_the_app_s(agency_db: str) -> None:
    first = migrations()[0]
    async with await psycopg.AsyncConnection.connect(agency_db) as conn:
        await conn.execute(
            "CREATE TABLE schema_version (version int PRIMARY KEY, name text NOT NULL,"
            " applied_at timestamptz NOT NULL DEFAULT now())"
        )
        await conn.execute(first.sql)
        await conn.execute(
            "INSERT INTO schema_version (version, name) VALUES (%s, %s)",
            (first.version, first.name),
        )
    store = await AgencyStore.open(agency_db)
    await store.close()
    applied = await rows(agency_db, "SELECT version FROM schema_version ORDER BY version")
    assert applied == [(m.version,) for m in migrations()]
    assert await rows(agency_db, "SELECT state FROM agency_drafts") == []


async def test_a_schema_newer_than_the_app_is_refused_with_a_sentence(agency_db: str) -> None:
    store = await AgencyStore.open(agency_db)
    await store.close()
    async with await psycopg.AsyncConnection.connect(agency_db) as conn:
        await conn.execute(
            "INSERT INTO schema_version (version, name) VALUES (%s, 'from the future')",
            (migrations()[-1].version + 1,),
        )
    with pytest.raises(AgencySchemaTooNew, match="update Counterdesk on this counter"):
        await AgencyStore.open(agency_db)


async def test_a_second_installation_cannot_claim_a_registered_counter_id(
    agency_db: str,
) -> None:
    first = counter("PB1")
    copied = counter("PB1", counter_id=first.counter_id)  # same id, another installation's key
    store = await AgencyStore.open(agency_db)
    other = await AgencyStore.open(agency_db)
    try:
        await store.register(first)
        with pytest.raises(CounterClaimed, match="Another installation"):
            await other.register(copied)
        with pytest.raises(CounterNotRegistered):
            await other.push(copied.counter_id, [])
        renamed = counter("PB2", counter_id=first.counter_id, key=first.installation_key)
        await store.register(renamed)  # the owner again, under a new code: accepted
    finally:
        await store.close()
        await other.close()
    assert await rows(agency_db, "SELECT code FROM counters") == [("PB2",)]


async def test_a_batch_pushed_twice_is_stored_once(agency_db: str, tmp_path: Path) -> None:
    sell_many(tmp_path, 3)
    records = outbox_of(tmp_path)
    desk = counter()
    store = await AgencyStore.open(agency_db)
    try:
        await store.register(desk)
        assert await store.push(desk.counter_id, records) == len(records)
        assert await store.push(desk.counter_id, records) == 0
        assert await store.push(desk.counter_id, records[1:2]) == 0
        assert await store.contiguous_seq(desk.counter_id) == records[-1].seq
    finally:
        await store.close()
    assert await rows(agency_db, "SELECT count(*) FROM records") == [(len(records),)]


async def test_the_contiguous_sequence_stops_at_a_gap_until_it_is_filled(
    agency_db: str, tmp_path: Path
) -> None:
    sell_many(tmp_path, 2)
    records = outbox_of(tmp_path)
    assert len(records) >= 4
    desk = counter()
    store = await AgencyStore.open(agency_db)
    try:
        await store.register(desk)
        await store.push(desk.counter_id, records[:2] + records[3:])
        assert await store.contiguous_seq(desk.counter_id) == records[1].seq
        await store.push(desk.counter_id, [records[2]])
        assert await store.contiguous_seq(desk.counter_id) == records[-1].seq
    finally:
        await store.close()


async def test_a_fresh_journal_under_a_used_id_is_refused(agency_db: str, tmp_path: Path) -> None:
    sell_many(tmp_path / "first", 1)
    sell_many(tmp_path / "replaced", 1, prefix="other")
    desk = counter()
    store = await AgencyStore.open(agency_db)
    try:
        await store.register(desk)
        await store.push(desk.counter_id, outbox_of(tmp_path / "first"))
        with pytest.raises(SequenceClash, match="not the one that sent them"):
            await store.push(desk.counter_id, outbox_of(tmp_path / "replaced"))
    finally:
        await store.close()


async def test_the_views_show_a_sale_with_its_payment(agency_db: str, tmp_path: Path) -> None:
    sell_many(tmp_path, 1)
    desk = counter("HL2")
    store = await AgencyStore.open(agency_db)
    try:
        await store.register(desk)
        await store.push(desk.counter_id, outbox_of(tmp_path))
    finally:
        await store.close()
    sales = await rows(
        agency_db,
        "SELECT counter_code, request_id, clerk, seats, status, receipt_no, customer_total,"
        " wallet_debit, refunded FROM agency_sales",
    )
    assert len(sales) == 1
    code, request_id, clerk, seats, status, receipt_no, customer_total, debit, refunded = sales[0]
    assert (code, request_id, clerk, seats, status) == (
        "HL2",
        "sale-0",
        "Leela Menon",
        1,
        "Confirmed",
    )
    assert receipt_no == "PB1/26/000001"
    assert (customer_total, debit) == (PRICE.total, Decimal("4950.00"))
    assert refunded == 0
    payments = await rows(agency_db, "SELECT direction, mode, amount FROM agency_payments")
    assert payments == [("sale", "Cash", customer_total)]
    # The request was sent and then settled: nothing is left unresolved.
    assert await rows(agency_db, "SELECT * FROM agency_unresolved") == []


async def test_a_sale_s_wallet_figures_are_read_by_the_service_s_names_and_the_older_keys(
    agency_db: str, tmp_path: Path
) -> None:
    """A sale recorded today names the figures as the service does; one an older app recorded
    keeps ``wallet_debit``, ``wallet_cash`` and ``wallet_credit``: the view reads both."""
    sell_many(tmp_path, 1)
    (new,) = [record for record in outbox_of(tmp_path) if record.kind == "sale"]
    figures = ("total_debited", "deducted_from_cash", "deducted_from_credit")
    assert set(figures) <= new.body.keys()
    assert not {"wallet_debit", "wallet_cash", "wallet_credit"} & new.body.keys()
    desk = counter("HL2")
    store = await AgencyStore.open(agency_db)
    try:
        await store.register(desk)
        await store.push(desk.counter_id, [new])
    finally:
        await store.close()
    old = CounterWriter(agency_db, "OLD1").register().sale("OLDREF", "Ravi", at(10), debit="1500")
    sales = await rows(
        agency_db,
        "SELECT request_id, wallet_debit, wallet_cash, wallet_credit FROM agency_sales"
        " ORDER BY counter_code",
    )
    assert sales == [
        ("sale-0", *(Decimal(new.body[figure]) for figure in figures)),
        (old, Decimal("1500.00"), Decimal("1500.00"), Decimal("0.00")),
    ]


async def test_a_refund_paid_in_two_payments_reaches_the_store_as_two(
    agency_db: str, tmp_path: Path
) -> None:
    """354 in cash and 354 by UPI; 668 goes back, 334 in cash now and 334 by UPI later: each
    payment is its own record, so the store's payments add up to what the drawer gave back."""
    halves = Payment(
        (CASH.paid(Decimal(354), tendered=Decimal(354)), UPI.paid(Decimal(354), "UPI12345"))
    )
    price = customer_price(Module.ACTIVITY, [SeatFare(Decimal(300))] * 2, Decimal(18), TillRules())
    due = RefundDue("REF1", "Asha Rao", ((CASH, Decimal(334)), (UPI, Decimal(334))))
    with Journal(tmp_path, now=Clock()) as journal:
        till = journal.till
        shift = till.open_shift("PB1", "Leela Menon", Decimal(0))
        sell(
            journal, "s-1", till_sale(shift_id=shift.shift_id, payment=halves, price=price), "REF1"
        )
        journal.add_cancel(cancel_request("c-1", "REF1"), agent=None, due=due)
        journal.cancelled("c-1", cancel_result(600.0))
        for part in (RefundPart(CASH, Decimal(334)), RefundPart(UPI, Decimal(334), "RFND1")):
            till.pay_refund(
                "c-1",
                booking_ref="REF1",
                counter="PB1",
                clerk="Leela Menon",
                shift_id=shift.shift_id,
                rule_amount=Decimal(668),
                parts=(part,),
                owed={UPI: Decimal(334)} if part.mode is CASH else None,
            )
    desk = counter("HL3")
    store = await AgencyStore.open(agency_db)
    try:
        await store.register(desk)
        records = outbox_of(tmp_path)
        assert await store.push(desk.counter_id, records) == len(records)
        assert await store.push(desk.counter_id, records) == 0  # at least once, stored once
    finally:
        await store.close()
    payments = await rows(
        agency_db, "SELECT direction, mode, amount FROM agency_payments ORDER BY seq"
    )
    assert payments == [
        ("sale", "Cash", Decimal("354.00")),
        ("sale", "UPI", Decimal("354.00")),
        ("refund", "Cash", Decimal("-334.00")),
        ("refund", "UPI", Decimal("-334.00")),
    ]


async def test_a_refund_lowered_reaches_the_store_with_the_difference_it_posted(
    agency_db: str, tmp_path: Path
) -> None:
    """1,000.00 owed by UPI, 900.00 given and the refund closed there: the store's books hold
    the difference the counter posted, so its customer is owed nothing there either and the
    agency's fee kept the 100.00."""
    due = RefundDue("REF1", "Asha Rao", ((UPI, Decimal(1000)),))
    with Journal(tmp_path, now=Clock()) as journal:
        till = journal.till
        shift = till.open_shift("PB1", "Leela Menon", Decimal(0))
        paid = Payment((UPI.paid(PRICE.total, "412345678901"),))
        sell(journal, "s-1", till_sale(shift_id=shift.shift_id, payment=paid), "REF1")
        journal.add_cancel(cancel_request("c-1", "REF1"), agent=None, due=due)
        journal.cancelled("c-1", cancel_result(900.0))
        till.pay_refund(
            "c-1",
            booking_ref="REF1",
            counter="PB1",
            clerk="Leela Menon",
            shift_id=shift.shift_id,
            rule_amount=Decimal(1000),
            parts=(RefundPart(UPI, Decimal(900), "RFND1"),),
        )
    desk = counter("HL3")
    store = await AgencyStore.open(agency_db)
    try:
        await store.register(desk)
        records = outbox_of(tmp_path)
        assert await store.push(desk.counter_id, records) == len(records)
    finally:
        await store.close()
    agreed = await rows(
        agency_db,
        "SELECT account, debit, credit FROM agency_book_lines"
        " WHERE event_kind = 'refund_agreed' ORDER BY account",
    )
    customer = await rows(
        agency_db, "SELECT balance FROM agency_book_balances WHERE account = 'customer:REF1'"
    )
    assert agreed == [
        ("customer:REF1", Decimal("100.00"), Decimal("0.00")),
        ("revenue:agency_fee", Decimal("0.00"), Decimal("100.00")),
    ]
    assert customer == [(Decimal("0.00"),)]
