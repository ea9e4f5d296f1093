"""Each Tally ledger adds up to its account of the books, every ledger of the export: a
registered agency's journal of every kind of money event (written by commit 031aec36: sales
under the agent's scheme with their invoices, a credit note, an exchange, a bank's statement
and a payment app's payout) with a tour operator's sale, cancelled and refunded with its credit
note, an agent's sale at a discount and an unregistered module's sale, exported for the year
and read back from the XML."""

from __future__ import annotations

import datetime as dt
import shutil
import sqlite3
from collections import Counter
from contextlib import closing
from dataclasses import fields
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from app.books.reader import BooksReader
from app.domain.gst import Buyer, Scheme, TallyLedgers, TaxBasis
from app.domain.modules import Module
from app.domain.money import ZERO
from app.domain.payment import Payment
from app.domain.postings import SERVICE_CHARGE, EventKind, day_sql
from app.domain.tenders import CASH
from app.domain.till import Markup, SeatFare, TillRules, customer_price
from app.journal import Journal, money_events
from app.journal.book_vouchers import BOOKS_LEDGERS, WITHIN_ACCOUNTS, ledger_of
from app.journal.period_export import export_period
from app.journal.store import DATABASE_NAME
from app.records.refunds import RefundDue, RefundPart
from tests.books.test_books import BASIS, CHARGED
from tests.books.test_tally_books import vouchers
from tests.journal.entries import (
    SALE_TIME,
    Clock,
    boat_request,
    booking_result,
    cancel_request,
    cancel_result,
)
from tests.journal.till_sales import PRICE, send, till_sale

D = Decimal
DATA = Path(__file__).parent / "data"
# Ledger names of an accountant's own, so that a default name cannot pass for one set.
LEDGERS = TallyLedgers(
    service_charge="Service charges PB1", package="Tour packages PB1", cash="Cash PB1"
)
TOUR_OPERATOR = TaxBasis(Scheme.TOUR_OPERATOR, D(5), "998555", "32", "32", Buyer("Ravi Kumar"))
# Two boat seats 50.00 a seat below their fares: the agent's discount.
DISCOUNTED = customer_price(
    Module.BOAT,
    [SeatFare(D("1850.00"), D("150.00"))] * 2,
    D(5),
    TillRules({Module.BOAT: Markup(per_seat=D("-50.00"))}),
)
NOT_REGISTERED = TaxBasis(Scheme.UNREGISTERED, D(0), "", "32", "32", Buyer("Mini Joseph"))


def tour_operators_sale(journal: Journal, shift_id: int) -> None:
    """A tour operator's sale of ``CHARGED`` (its 100.00 a seat markup within the package) in
    cash, cancelled and all but 100.00 given back in cash: its credit note gives back the
    package and its GST."""
    paid = Payment((CASH.paid(CHARGED.total, tendered=CHARGED.total),))
    send(
        journal, "t-1", till_sale(shift_id=shift_id, payment=paid, price=CHARGED, tax=TOUR_OPERATOR)
    )
    journal.booked("t-1", booking_result(boat_request("t-1"), "TOUR1", cash=4185.0))
    back = CHARGED.total - 100
    journal.add_cancel(
        cancel_request("tc-1", "TOUR1"),
        agent=None,
        due=RefundDue("TOUR1", "Ravi Kumar", ((CASH, back),)),
    )
    journal.cancelled("tc-1", cancel_result(4185.0))
    journal.till.pay_refund(
        "tc-1",
        booking_ref="TOUR1",
        counter="PB1",
        clerk="Leela Menon",
        shift_id=shift_id,
        rule_amount=back,
        parts=(RefundPart(CASH, back),),
        owed={},
    )


# The voucher types a period of every kind of money event holds.
EVERY_VOUCHER = frozenset({"Sales", "Credit Note", "Receipt", "Payment", "Contra", "Journal"})


def tally_and_books(
    folder: Path,
    first: dt.date,
    last: dt.date,
    balances: dict[str, Decimal],
    kinds: frozenset[str] = EVERY_VOUCHER,
) -> tuple[dict[str, Decimal], dict[str, Decimal], dict[str, Decimal]]:
    """The Tally export of the journal in ``folder`` for the days ``first`` to ``last`` (its
    vouchers of each of ``kinds`` at least): each ledger's total as the books keep it (a ledger
    the books keep within an account added to that account's), the same of the books'
    ``balances`` of those days (none nil), and each ledger's own total in Tally (a debit
    negative, as Tally writes it)."""
    files = export_period(folder / DATABASE_NAME, folder / "out", first, last, LEDGERS)
    (tally,) = [name for name in files.names if name.startswith("tally_")]
    read = vouchers(folder / "out" / tally)
    assert kinds <= set(Counter(kind for kind, _number, _entries in read))
    totals: dict[str, Decimal] = {}
    for _kind, _number, entries in read:
        for ledger, amount in entries:
            totals[ledger] = totals.get(ledger, ZERO) + amount
    # A ledger the books keep within an account (``WITHIN_ACCOUNTS``) is added to that
    # account's ledger; every other ledger is the ledger of the accounts it carries.
    within = {getattr(LEDGERS, name): account for name, account in WITHIN_ACCOUNTS.items()}
    carried: dict[str, Decimal] = {}
    for ledger, total in totals.items():
        own = ledger_of(within[ledger], LEDGERS) if ledger in within else ledger
        carried[own] = carried.get(own, ZERO) + total
    expected: dict[str, Decimal] = {}
    for account, balance in balances.items():
        ledger = ledger_of(account, LEDGERS)
        expected[ledger] = expected.get(ledger, ZERO) - balance
    return (
        {ledger: amount for ledger, amount in carried.items() if amount},
        {ledger: amount for ledger, amount in expected.items() if amount},
        totals,
    )


def month_of_every_kind(folder: Path) -> dict[str, Decimal]:
    """031aec36's journal (every kind of money event of its December) into ``folder``, with a
    tour operator's sale cancelled and refunded, an unregistered module's sale and an agent's
    sale at a discount; each account's balance in its books."""
    shutil.copy(DATA / "031aec36.sqlite3", folder / DATABASE_NAME)
    with Journal(folder, now=Clock(SALE_TIME + dt.timedelta(hours=2))) as journal:
        shift = journal.till.open_shift_of("PB1")
        assert shift is not None
        tour_operators_sale(journal, shift.shift_id)
        paid = Payment((CASH.paid(PRICE.total, tendered=PRICE.total),))
        send(journal, "s-9", till_sale(shift_id=shift.shift_id, payment=paid, tax=NOT_REGISTERED))
        journal.booked("s-9", booking_result(boat_request("s-9"), "REF9", cash=3700.0))
        paid = Payment((CASH.paid(DISCOUNTED.total, tendered=DISCOUNTED.total),))
        sale = till_sale(shift_id=shift.shift_id, payment=paid, price=DISCOUNTED, tax=BASIS)
        send(journal, "s-10", sale)
        journal.booked("s-10", booking_result(boat_request("s-10"), "REF10", cash=3700.0))
        books = BooksReader(journal._conn)
        assert books.unbalanced() == []
        assert books.differences() == []
        return books.balances()


def test_every_tally_ledger_adds_up_to_its_account_of_the_books(tmp_path: Path) -> None:
    balances = month_of_every_kind(tmp_path)
    carried, expected, totals = tally_and_books(
        tmp_path, dt.date(2026, 1, 1), dt.date(2026, 12, 31), balances
    )
    assert carried == expected
    # The service charges' ledger and the discount's are the books' service charge (the
    # agent's two invoices' 169.49 less the credit note's 84.74, the 200.00 an unregistered
    # sale charged, less the agent's 100.00 discount); the tour operator's markup is within
    # its package: the package's taxable value invoiced less that credited, of the 100.00 kept
    # with its 5 %.
    assert totals[LEDGERS.service_charge] == D("454.24")
    assert totals[LEDGERS.discount] == D("-100.00")
    assert -balances[SERVICE_CHARGE] == D("354.24")
    assert totals[LEDGERS.package] == D("95.23")


def test_every_ledger_of_settings_carries_one_account_of_the_books() -> None:
    """Each ``TallyLedgers`` field is declared once: the ledger of an account, or a ledger the
    books keep within one; the bank's is the bank not named's and, with its number, each
    declared account's."""
    declared = [*BOOKS_LEDGERS.values(), *WITHIN_ACCOUNTS]
    assert declared.count("bank") == 2
    declared.remove("bank")
    assert sorted(declared) == sorted(field.name for field in fields(TallyLedgers))


def older_posting(monkeypatch: pytest.MonkeyPatch) -> None:
    """The books' reading of a tax document as 031aec36's code had it (and this code until
    6182f49b): a tour operator's sale kept its markup as the service charge (the sale's body
    keeps its price's markup), and its credit note gave none back."""
    heads = money_events._document_heads

    def older(row: sqlite3.Row) -> dict[str, Any]:
        found = heads(row)
        if found["scheme"] == Scheme.TOUR_OPERATOR.value:
            del found["service_charge"]
        return found

    monkeypatch.setattr(money_events, "_document_heads", older)


def as_version_39(folder: Path) -> None:
    """The journal in ``folder`` as the version before the correction last opened it."""
    with closing(sqlite3.connect(folder / DATABASE_NAME)) as conn:
        conn.execute("PRAGMA user_version = 39")


def _balances_of(conn: sqlite3.Connection, first: dt.date, last: dt.date) -> dict[str, Decimal]:
    """Each account's balance of the entries of the days ``first`` to ``last`` (as the books
    date them, ``day_sql``), none nil."""
    rows = conn.execute(
        f"SELECT l.account, SUM(l.debit_paise - l.credit_paise) FROM money_events AS e"
        f" JOIN book_lines AS l USING (seq) WHERE {day_sql()} BETWEEN ? AND ?"
        " GROUP BY l.account",
        (first.isoformat(), last.isoformat()),
    )
    return {account: Decimal(paise) / 100 for account, paise in rows if paise}


def test_a_tour_operators_markup_kept_as_the_charge_is_moved_on_its_sales_day(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """031aec36's journal with a tour operator's sale, cancellation and credit note posted as
    that code posted them, opened by this version: the markup is moved from the service charge
    to the agency's fee by one correcting event on the sale's day, once; each Tally ledger of
    the sale's month is its account of the books."""
    shutil.copy(DATA / "031aec36.sqlite3", tmp_path / DATABASE_NAME)
    with monkeypatch.context() as older:
        older_posting(older)
        with Journal(tmp_path, now=Clock(SALE_TIME + dt.timedelta(hours=2))) as journal:
            shift = journal.till.open_shift_of("PB1")
            assert shift is not None
            tour_operators_sale(journal, shift.shift_id)
            kept = BooksReader(journal._conn).balance(SERVICE_CHARGE)
    # The journal's 454.24 (the agent's two invoices' 169.49 less the credit note's 84.74, and
    # 200.00 a sale without an invoice charged) and the tour operator's 200.00 markup, which its
    # credit note did not give back.
    assert kept == D("-654.24")
    month = (dt.date(2026, 12, 1), dt.date(2026, 12, 31))
    opened: list[tuple[int, int]] = []
    for _ in range(2):  # opened again by this version: nothing more written
        as_version_39(tmp_path)
        with Journal(tmp_path, now=Clock(SALE_TIME + dt.timedelta(days=1))) as journal:
            books = BooksReader(journal._conn)
            assert books.unbalanced() == []
            assert books.differences() == []
            december = _balances_of(journal._conn, *month)
            events = books.events()
            days = dict(
                journal._conn.execute(f"SELECT e.event_id, {day_sql()} FROM money_events AS e")
            )
            sent = journal._conn.execute(
                "SELECT o.record_id FROM outbox AS o JOIN outbox_chain USING (seq)"
                " WHERE o.kind = 'money_event'"
            ).fetchall()
            opened.append((len(events), len(sent)))
        carried, expected, _totals = tally_and_books(tmp_path, *month, december)
        assert carried == expected
        assert december[SERVICE_CHARGE] == D("-454.24")
    assert opened[0] == opened[1]
    (moved,) = [event for event in events if event.kind is EventKind.MARKUP_RECLASSIFIED]
    assert moved.event_id == "markup_reclassified:t-1"
    assert dict(moved.body) == {
        "booking_ref": "TOUR1",
        "request_id": "t-1",
        "corrects": "sale:t-1",
        "on": "2026-12-01",
        "amount": "200.00",
    }
    assert days[moved.event_id] == days["sale:t-1"] == "2026-12-01"
    # Sent to the agency store as every money event is, chained with them.
    assert ("money:markup_reclassified:t-1",) in [tuple(row) for row in sent]
