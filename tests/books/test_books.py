"""The books kept by the journal's writes: every entry balances, they come out identical when
rebuilt from the money events, and they say what the till's own tables say of the drawer and
of what each customer is owed; a journal of an earlier version is posted once, with progress."""

from __future__ import annotations

import asyncio
import csv
import sqlite3
from contextlib import closing
from decimal import Decimal
from pathlib import Path

import pytest

from app.books.backfill import backfill, wanted
from app.books.queries import with_paid
from app.books.reader import BooksReader
from app.counter.runtime.job_books import BooksJob
from app.counter.services.history import export_csv, read_search
from app.domain.gst import Buyer, DocumentKind, Scheme, TaxBasis
from app.domain.modules import Module
from app.domain.payment import Payment
from app.domain.postings import (
    AGENCY_FEE,
    CASH_OVER_SHORT,
    ROUND_OFF,
    SERVICE_CHARGE,
    WALLET_CASH,
    WALLET_CREDIT,
)
from app.domain.tenders import CARD, CASH, UPI
from app.domain.till import DrawerCount, Markup, SeatFare, TillRules, customer_price
from app.journal import Journal
from app.journal.exchanges import ExchangeKind, ExchangePlan
from app.journal.gstr1 import gstr1_tables
from app.journal.history import History
from app.journal.schema import connect_read_only
from app.journal.store import DATABASE_NAME
from app.records.refunds import RefundDue, RefundPart
from app.reports.drawer import x_report, z_report
from tests.bank.banked import in_the_bank
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
BASIS = TaxBasis(Scheme.AGENT, D(18), "998555", "32", "32", Buyer("Asha Nair"))
# Two boat seats with a 100.00 service charge a seat, GST 18 % in it.
CHARGED = customer_price(
    Module.BOAT,
    [SeatFare(D("1850.00"), D("150.00"))] * 2,
    D(5),
    TillRules({Module.BOAT: Markup(per_seat=D("100.00"))}),
)


def a_day(journal: Journal, *, close: bool = True) -> None:
    """A shift: a sale in cash with change, one over UPI and card with a service charge and its
    invoice, a cancellation of the first owed 2,000.00 in cash, 1,500.00 of it given, and the
    close with the drawer short by 10.00 and 1,000.00 banked."""
    till = journal.till
    shift = till.open_shift("PB1", "Leela Menon", D("2000.00"))
    cash = Payment((CASH.paid(PRICE.total, tendered=D("6000.00")),))
    send(journal, "s-1", till_sale(shift_id=shift.shift_id, payment=cash))
    journal.booked("s-1", booking_result(boat_request("s-1"), "REF1", cash=4950.0))
    split = Payment(
        (UPI.paid(D("2000.00"), "412345678901"), CARD.paid(CHARGED.total - 2000, "4242", "123456"))
    )
    sale = till_sale(shift_id=shift.shift_id, payment=split, price=CHARGED, tax=BASIS)
    send(journal, "s-2", sale)
    journal.booked("s-2", booking_result(boat_request("s-2"), "REF2", cash=3000.0, credit=1950.0))
    due = RefundDue("REF1", "Asha Nair", ((CASH, D("2000.00")),))
    journal.add_cancel(cancel_request("c-1", "REF1"), agent=None, due=due)
    journal.cancelled("c-1", cancel_result(2000.0))
    till.pay_refund(
        "c-1",
        booking_ref="REF1",
        counter="PB1",
        clerk="Leela Menon",
        shift_id=shift.shift_id,
        rule_amount=D("2000.00"),
        parts=(RefundPart(CASH, D("1500.00")),),
        owed={CASH: D("500.00")},
    )
    if close:
        counted = DrawerCount.of({500: 9, 100: 1, 50: 1, 20: 1}, D("5.00"))  # 4,675.00
        z_report(till, shift.shift_id, counted, closed_by="Leela Menon", banked=D("1000.00"))


def a_credit_note(journal: Journal) -> None:
    """The registered agency's sale of ``CHARGED`` (invoice: CGST and SGST on the service
    charge) over UPI, cancelled with all but 100.00 of it given back: the refund, paid in full,
    issues the credit note of the fares and 100.00 of the service charge with its GST."""
    shift = journal.till.open_shift("PB1", "Leela Menon", D("0.00"))
    paid = Payment((UPI.paid(CHARGED.total, "412345678901"),))
    send(journal, "s-1", till_sale(shift_id=shift.shift_id, payment=paid, price=CHARGED, tax=BASIS))
    journal.booked("s-1", booking_result(boat_request("s-1"), "REF1", cash=4185.0))
    back = CHARGED.total - 100
    journal.add_cancel(
        cancel_request("c-1", "REF1"),
        agent=None,
        due=RefundDue("REF1", "Asha Nair", ((UPI, back),)),
    )
    journal.cancelled("c-1", cancel_result(4185.0))
    journal.till.pay_refund(
        "c-1",
        booking_ref="REF1",
        counter="PB1",
        clerk="Leela Menon",
        shift_id=shift.shift_id,
        rule_amount=back,
        parts=(RefundPart(UPI, back, "412345678902"),),
        owed={},
    )


def test_a_credit_note_gives_back_output_gst_as_the_return_nets_it(tmp_path: Path) -> None:
    """The books' output GST by head is the month's GSTR-1 net of the credit note, to the
    paisa, and the service charge's revenue its taxable value net."""
    with Journal(tmp_path, now=Clock()) as journal:
        a_credit_note(journal)
        books = BooksReader(journal._conn)
        assert books.unbalanced() == []
        assert books.differences() == []
        assert books.owed_to("REF1") == D("0.00")
        documents = journal.tax.documents(SALE_TIME.date().replace(day=1), SALE_TIME.date())
        balances = books.balances()
    kinds = [document.kind for document in documents]
    assert kinds == [DocumentKind.INVOICE, DocumentKind.CREDIT]
    (row,) = gstr1_tables(documents).hsn_b2c
    # The invoice's 15.25 a head less the credit note's 7.63 on its 84.74 of the charge.
    assert (row.cgst, row.sgst, row.igst) == (D("7.62"), D("7.62"), D("0.00"))
    assert -balances["gst:cgst"] == row.cgst
    assert -balances["gst:sgst"] == row.sgst
    # The charge's taxable value: 169.49 invoiced less 84.74 credited.
    assert -balances[SERVICE_CHARGE] == row.taxable == D("84.75")
    # The agency keeps 100.00 of the UPI: that, its GST and the invoice's 0.01 rounded off;
    # the fee the cancellation gave back was the credit note's charge and GST, none left over.
    assert balances == {
        "clearing:upi": D("100.00"),
        "gst:cgst": D("-7.62"),
        "gst:sgst": D("-7.62"),
        SERVICE_CHARGE: D("-84.75"),
        ROUND_OFF: D("-0.01"),
    }


def as_the_version_before(folder: Path) -> None:
    """The journal in ``folder`` as the version before the books left it: no events, no books."""
    with closing(sqlite3.connect(folder / "journal.db")) as conn:
        conn.executescript(
            "DROP TABLE book_lines; DROP TABLE money_events; DROP TABLE books_backfill;"
            " DROP TABLE money_chain;"
            " PRAGMA user_version = 26;"
        )


def test_every_entry_balances_and_the_books_rebuilt_are_the_books_kept(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        a_day(journal, close=False)
        books = BooksReader(journal._conn)
        assert books.unbalanced() == []
        assert books.differences() == []
        shift = journal.till.open_shift_of("PB1")
        assert shift is not None
        # The drawer by the books is the drawer the till's X report expects.
        assert books.drawer() == x_report(journal.till, shift.shift_id).expected == D("4685.00")
        balances = books.balances()
        assert books.owed_to("REF1") == D("500.00") == journal.till.owed_on("REF1")
        assert books.owed_to("REF2") == D("0.00")
        assert books.owed_to_customers() == {"REF1": D("500.00")}
    assert in_the_bank(balances) == D("-2000.00")  # the float, from the bank
    assert balances["clearing:upi"] == D("2000.00")
    assert balances["clearing:card"] == CHARGED.total - 2000
    # The wallet paid 4,950.00 and 3,000.00 in cash and used 1,950.00 of its credit; the
    # cancellation's 2,000.00 repaid that credit first, then 50.00 to the cash.
    assert WALLET_CREDIT not in balances
    assert balances[WALLET_CASH] == D("-7900.00")
    # The 200.00 service charge holds its 18 % GST (the invoice's heads, CGST and SGST).
    assert balances["gst:cgst"] + balances["gst:sgst"] == D("-30.50")
    assert balances[SERVICE_CHARGE] == D("-169.49")  # its taxable value; 0.01 rounds off
    # What the fares left over the wallet's debits: 4,185.00 - 4,950.00, 4,185.00 - 4,950.00.
    assert balances[AGENCY_FEE] == D("1530.00")
    assert sum(balances.values()) == 0


def test_the_close_counts_the_drawer_into_the_books_and_banks_what_was_taken_out(
    tmp_path: Path,
) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        a_day(journal)
        books = BooksReader(journal._conn)
        assert books.drawer() == D("3675.00")  # 4,675.00 counted, 1,000.00 of it banked
        assert books.balance(CASH_OVER_SHORT) == D("10.00")  # short
        assert in_the_bank(books.balances()) == D("-1000.00")
        # The next shift's float is what was left: nothing is paid in.
        journal.till.open_shift("PB1", "Leela Menon", D("3675.00"))
        assert in_the_bank(books.balances()) == D("-1000.00")
        journal.till.close_shift(
            2,
            DrawerCount.of({500: 7}, D("175.00")),
            {"counted": "3675.00"},
            closed_by="Leela Menon",
        )
        assert books.differences() == []


def test_a_journal_of_the_version_before_is_posted_once_with_its_progress(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        a_day(journal)
        kept = BooksReader(journal._conn).balances()
    as_the_version_before(tmp_path)
    steps: list[tuple[int, int]] = []
    with Journal(tmp_path, now=Clock()) as journal:
        assert wanted(journal._conn)
        recorded = backfill(journal._conn, journal.now, lambda *done: steps.append(done))
        assert BooksReader(journal._conn).balances() == kept
        assert not wanted(journal._conn)
        assert backfill(journal._conn, journal.now) == 0  # once
    # Float, two sales, the cancellation, the payment, the count, the banking.
    assert recorded == 7
    assert steps[-1] == (6, 6)


def test_an_older_registered_journal_posts_its_credit_note_once(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        a_credit_note(journal)
        kept = BooksReader(journal._conn).balances()
    as_the_version_before(tmp_path)
    with Journal(tmp_path, now=Clock()) as journal:
        # The float (none), the sale, the cancellation, the payment, the credit note.
        assert backfill(journal._conn, journal.now) == 4
        books = BooksReader(journal._conn)
        assert books.balances() == kept
        assert kept["gst:cgst"] == D("-7.62")
        assert [event.kind.value for event in books.events()][-1] == "credit_note"
        assert books.differences() == []


def test_a_new_journal_wants_no_backfill(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        assert not wanted(journal._conn)


def test_a_money_event_and_its_lines_are_final(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        a_day(journal, close=False)
        for statement in (
            "UPDATE money_events SET body = '{}'",
            "DELETE FROM book_lines",
        ):
            with pytest.raises(sqlite3.IntegrityError, match="final"), journal._conn as conn:
                conn.execute(statement)


def test_the_books_job_posts_an_older_journal_in_a_worker_and_says_how_far(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        a_day(journal)
        kept = BooksReader(journal._conn).balances()
    as_the_version_before(tmp_path)
    monkeypatch.setattr("app.books.backfill.CHUNK", 4)
    with Journal(tmp_path, now=Clock()) as journal:
        job = BooksJob(tmp_path / "journal.db", journal.now, first_s=0)
        seen: list[str] = []
        job.changed = lambda: seen.append(job.report().summary)
        assert asyncio.run(job.post_now()) == 7
        assert seen == ["Books: 4 of 6 posted", "Books: kept"]
        assert (job.done, job.total) == (6, 6)
        assert BooksReader(journal._conn).balances() == kept
        assert asyncio.run(job.post_now()) == 0


def an_exchange(journal: Journal) -> Decimal:
    """REF1 sold in cash, then rescheduled to REF2, a dearer trip: its 4,185.00 carried, the
    difference paid in cash (returned)."""
    shift = journal.till.open_shift("PB1", "Leela Menon", D("0.00"))
    send(journal, "s-1", till_sale(shift_id=shift.shift_id))
    journal.booked("s-1", booking_result(boat_request("s-1"), "REF1"))
    journal.exchanges.plan(
        ExchangePlan(
            "s-2",
            ExchangeKind.RESCHEDULE,
            "REF1",
            "c-1",
            PRICE.total,
            CASH,
            "PB1",
            journal.now(),
            None,
        )
    )
    difference = CHARGED.total - PRICE.total
    cash = Payment((CASH.paid(difference, tendered=difference),))
    send(journal, "s-2", till_sale(shift_id=shift.shift_id, payment=cash, price=CHARGED))
    journal.booked("s-2", booking_result(boat_request("s-2"), "REF2"))
    return difference


def test_history_counts_an_exchange_once_what_the_till_took(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        difference = an_exchange(journal)
        drawer = BooksReader(journal._conn).drawer()
    found = read_search(tmp_path / DATABASE_NAME, "", None, 10)
    rows = {row.booking_ref: row for row in found.first_page}
    [totals] = found.days
    assert difference == D("200.00")
    assert rows["REF2"].paid == difference
    assert totals.paid == PRICE.total + difference == drawer


def exported_paid(folder: Path) -> dict[str, str]:
    """The CSV export of the journal in ``folder``: each booking's "Customer paid"."""
    out = folder / "bookings.csv"
    export_csv(folder / DATABASE_NAME, out)
    with out.open(newline="", encoding="utf-8-sig") as lines:
        return {line["Booking ref"]: line["Customer paid"] for line in csv.DictReader(lines)}


def test_the_export_writes_what_the_customer_paid_by_the_books(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        difference = an_exchange(journal)
    # History's "Customer paid": the exchange's new booking took 200.00, its credit the rest.
    assert exported_paid(tmp_path) == {"REF1": str(PRICE.total), "REF2": str(difference)}


def test_history_of_a_journal_older_than_the_books_read_without_writing(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        a_day(journal, close=False)
    as_the_version_before(tmp_path)
    with closing(connect_read_only(tmp_path / "journal.db")) as conn:
        rows = {row.booking_ref: row.paid for row in with_paid(conn, History(conn).page())}
    assert rows == {"REF1": PRICE.total, "REF2": CHARGED.total}  # their prices, as before
    # The export too, until the books job has posted it.
    assert exported_paid(tmp_path) == {"REF1": str(PRICE.total), "REF2": str(CHARGED.total)}
