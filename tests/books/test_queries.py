"""The books asked for the surfaces' figures (``app.books.queries``): each tender's money taken,
given back and net over a shift, the drawer's expected cash and what is owed, as the X and Z
reports show them; the close judges and keeps one expected figure, the books'."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

from app.books.queries import (
    BookQueries,
    customer_owed,
    customers_owed,
    refunds_given,
    refunds_owed,
)
from app.books.reader import BooksReader
from app.counter.services.history import read_search
from app.domain.payment import Payment
from app.domain.tenders import CASH, TENDERS, UPI
from app.domain.till import DrawerCount
from app.journal import Journal, money_events
from app.journal.store import DATABASE_NAME
from app.journal.till import RefundDue
from app.records.refunds import RefundPart
from app.reports.drawer import x_report, z_figures, z_report
from tests.journal.entries import Clock, cancel_request, cancel_result
from tests.journal.till_records import credit_refund
from tests.journal.till_sales import PRICE, UPI_PAID, sell, send, till_sale

D = Decimal
# The first sale's cash: handed 5,000.00, the change no part of what the drawer took.
CASH_PAID = Payment((CASH.paid(PRICE.total, tendered=D("5000.00")),))


def _day(journal: Journal) -> int:
    """A shift: a cash sale with change, a UPI sale, the UPI sale cancelled and its refund of
    1,000.00 given as 600.00 by UPI now and 400.00 owed; the shift's id."""
    till = journal.till
    shift = till.open_shift("PB1", "Leela Menon", D("1000.00"))
    sell(journal, "s-1", till_sale(shift_id=shift.shift_id, payment=CASH_PAID), "REF1")
    sell(journal, "s-2", till_sale(shift_id=shift.shift_id, payment=UPI_PAID), "REF2")
    due = RefundDue("REF2", "Asha Rao", ((UPI, D("1000.00")),))
    journal.add_cancel(cancel_request("c-2", "REF2"), agent=None, due=due)
    journal.cancelled("c-2", cancel_result(900.0))
    till.pay_refund(
        "c-2",
        booking_ref="REF2",
        counter="PB1",
        clerk="Leela Menon",
        shift_id=shift.shift_id,
        rule_amount=D("1000.00"),
        parts=(RefundPart(UPI, D("600.00"), "412345678901"),),
        owed={UPI: D("400.00")},
    )
    return shift.shift_id


def test_the_x_report_reads_each_tender_taken_given_back_and_net_from_the_books(
    tmp_path: Path,
) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        shift_id = _day(journal)
        figures = x_report(journal.till, shift_id)
        books = BookQueries(journal.till.books_connection())
        flows = books.shift_tenders(shift_id)
        drawer = BooksReader(journal.till.books_connection()).drawer()
        owed = books.owed_to("REF2")
    assert (flows.taken[CASH], flows.given[CASH]) == (PRICE.total, D("0.00"))
    assert (flows.taken[UPI], flows.given[UPI], flows.net(UPI)) == (
        PRICE.total,
        D("600.00"),
        PRICE.total - D("600.00"),
    )
    assert (figures.taken, figures.given) == (flows.taken, flows.given)
    assert figures.net(UPI) == flows.net(UPI)
    assert figures.expected == drawer == D("1000.00") + PRICE.total
    assert figures.refunds_owed == owed == D("400.00")


def test_the_close_judges_and_keeps_the_one_expected_figure_the_books_post(
    tmp_path: Path,
) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        shift_id = _day(journal)
        counted = DrawerCount.of({500: 10})
        report = z_report(journal.till, shift_id, counted, closed_by="Leela Menon")
        (body,) = (
            journal.till.books_connection()
            .execute("SELECT body FROM money_events WHERE event_id = ?", (f"count:{shift_id}",))
            .fetchone()
        )
    figures = z_figures(report)
    count = json.loads(body)
    # 031aec36 kept the Z's own expected beside the books' (``z_expected``): one figure now.
    assert count == {
        "shift_id": shift_id,
        "counted": "5000.00",
        "expected": str(D("1000.00") + PRICE.total),
    }
    assert (figures.expected, figures.difference) == (
        D(count["expected"]),
        D("5000.00") - D(count["expected"]),
    )


def _two_tender_day(journal: Journal) -> int:
    """A shift: a cash sale handed 5,000.00 (the change given), a sale paid 1,000.00 by UPI and
    the rest in cash, a sale not answered yet, and the split sale cancelled, its refund of
    2,000.55 given 1,400.55 in cash (handed 1,401.00, its round off 0.45) and 600.00 by UPI; the
    shift's id."""
    till = journal.till
    shift = till.open_shift("PB1", "Leela Menon", D("1000.00"))
    split = Payment(
        (
            UPI.paid(D("1000.00"), "412345678901"),
            CASH.paid(PRICE.total - D("1000.00"), tendered=D("3000.00")),
        )
    )
    sell(journal, "s-1", till_sale(shift_id=shift.shift_id, payment=CASH_PAID), "REF1")
    sell(journal, "s-2", till_sale(shift_id=shift.shift_id, payment=split), "REF2")
    send(journal, "s-3", till_sale(shift_id=shift.shift_id))  # its answer not known yet
    due = RefundDue("REF2", "Asha Rao", ((CASH, D("1400.55")), (UPI, D("600.00"))))
    journal.add_cancel(cancel_request("c-2", "REF2"), agent=None, due=due)
    journal.cancelled("c-2", cancel_result(1800.0))
    till.pay_refund(
        "c-2",
        booking_ref="REF2",
        counter="PB1",
        clerk="Leela Menon",
        shift_id=shift.shift_id,
        rule_amount=D("2000.55"),
        parts=(RefundPart(CASH, D("1400.55")), RefundPart(UPI, D("600.00"), "412345678902")),
    )
    return shift.shift_id


def test_the_drawer_s_x_and_z_figures_are_the_books_queries_for_a_day_of_two_tenders(
    tmp_path: Path,
) -> None:
    counted = DrawerCount.of({500: 10}, D("3.00"))
    with Journal(tmp_path, now=Clock()) as journal:
        till = journal.till
        shift_id = _two_tender_day(journal)
        books = BookQueries(till.books_connection())
        flows, drawer, owed = books.shift_tenders(shift_id), books.drawer(), books.owed_in_all()
        x = x_report(till, shift_id, counted)
        report = z_report(till, shift_id, counted, closed_by="Leela Menon")
        after = books.shift_tenders(shift_id)
    cash_in = PRICE.total * 2 - D("1000.00")
    # What the books say: the cash kept (not the change), the UPI taken, what each gave back,
    # the cash refund's round off within the cash given back.
    assert (flows.taken[CASH], flows.taken[UPI]) == (cash_in, D("1000.00"))
    assert (flows.given[CASH], flows.given[UPI], flows.round_off) == (
        D("1401.00"),
        D("600.00"),
        D("0.45"),
    )
    assert drawer == D("1000.00") + cash_in - D("1401.00")
    # The X report, and the Z report as it froze them, say the same, figure for figure.
    for figures in (x, z_figures(report)):
        assert (figures.taken, figures.given) == (flows.taken, flows.given)
        assert [figures.net(kind) for kind in TENDERS] == [flows.net(kind) for kind in TENDERS]
        assert figures.refund_round_off == flows.round_off
        assert (figures.expected, figures.counted) == (drawer, D("5003.00"))
        assert figures.difference == D("5003.00") - drawer
        assert figures.refunds_owed == owed == D("0.00")
        # The till's own: its sales and refunds counted, the cash of the sale not answered.
        assert (figures.sales, figures.refunds, figures.pending_cash) == (2, 2, PRICE.total)
    # The drawer's count moves no tender's money taken or given back.
    assert after == flows


def test_the_drawer_reads_the_till_s_rows_until_an_old_journal_is_posted(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        till = journal.till
        shift_id = _two_tender_day(journal)
        posted = x_report(till, shift_id)
        # Nothing posts differently while the books job waits: the same figures, the till's.
        with till.books_connection() as conn:
            conn.execute("INSERT INTO books_backfill (only, wanted_at) VALUES (1, 'now')")
        waiting = x_report(till, shift_id)
    assert waiting == posted


def test_what_a_customer_is_owed_is_the_books_but_before_an_old_journal_is_posted(
    tmp_path: Path,
) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        till = journal.till
        shift_id = _day(journal)
        # A refund credited another way (no part of the app writes one): off the till's
        # list, posted nowhere.
        credit_refund(
            till, "c-2", "credited to her next sale", till.decide("Priya Nair", "x", "c-2")
        )
        books = (
            customer_owed(till, "REF2"),
            customer_owed(till, "REF1"),
            customers_owed(till, "PB1"),
        )
        with till.books_connection() as conn:
            conn.execute("INSERT INTO books_backfill (only, wanted_at) VALUES (1, 'now')")
        waiting = (customer_owed(till, "REF2"), customers_owed(till, "PB1"))
        x = x_report(till, shift_id)
    assert books == (D("400.00"), D("0.00"), D("400.00"))
    # While the books job has a journal of an earlier version to post, the till's own rows.
    assert waiting == (D("0.00"), D("0.00")) and x.refunds_owed == D("0.00")


def test_history_s_day_totals_say_what_was_taken_given_back_and_net(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        _day(journal)
    found = read_search(tmp_path / DATABASE_NAME, "", None, 10)
    [day] = found.days
    # 031aec36's "Customers paid" alone, gross: no column named what went back to customers.
    assert (day.paid, day.given_back, day.customers_net) == (
        PRICE.total * 2,
        D("600.00"),
        PRICE.total * 2 - D("600.00"),
    )


def test_what_each_cancellation_gave_back_is_its_refunds_entries(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        till = journal.till
        _day(journal)
        given = (refunds_given(till, "REF2"), refunds_given(till, "REF1"))
        with till.books_connection() as conn:
            conn.execute("INSERT INTO books_backfill (only, wanted_at) VALUES (1, 'now')")
        waiting = refunds_given(till, "REF2")
    # History's line of the cancellation: the 600.00 its UPI payment settled, by the books.
    assert given == ({"c-2": D("600.00")}, {})
    # While an old journal waits for the books job, History says the wallet's credit alone.
    assert waiting == {}


def test_history_s_day_totals_read_each_booking_s_entries_through_indexes(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        _day(journal)
        conn = journal._conn
        asked: list[str] = []
        conn.set_trace_callback(asked.append)
        BookQueries(conn).days_of_sale()
        conn.set_trace_callback(None)
        (query,) = asked
        plan = " | ".join(str(row[3]) for row in conn.execute(f"EXPLAIN QUERY PLAN {query}"))
    # The bookings are read (a day's through its index); each one's refunds, cancellations and
    # entries are looked up by it, never by reading every one of them.
    for index in (
        "customer_refunds_by_booking",
        "requests_by_booking",
        "sqlite_autoindex_money_events_1",
        "sqlite_autoindex_book_lines_1",
    ):
        assert f"USING INDEX {index}" in plan, plan
    scans = [step.split()[1] for step in plan.split(" | ") if step.startswith("SCAN ")]
    assert not {"c", "r", "e", "l"} & set(scans), plan


def test_the_drawer_s_refunds_owed_by_tender_are_the_books_placed_on_the_till_s_tenders(
    tmp_path: Path,
) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        till = journal.till
        shift_id = _day(journal)
        # A second refund owed, across two tenders: REF1's cash sale cancelled, 700.00 owed
        # by cash and 300.00 by UPI (the till's plan; what is owed is the books').
        due = RefundDue("REF1", "Ravi Kumar", ((CASH, D("700.00")), (UPI, D("300.00"))))
        journal.add_cancel(cancel_request("c-1", "REF1"), agent=None, due=due)
        journal.cancelled("c-1", cancel_result(900.0))
        books = BookQueries(till.books_connection())
        by_tender = books.owed_by_tender(till.refunds_owed("PB1"))
        in_all = books.owed_in_all()
        figures = x_report(till, shift_id)
    assert figures.owed_by == by_tender == {CASH: D("700.00"), UPI: D("700.00")}
    assert sum(by_tender.values()) == figures.refunds_owed == in_all == D("1400.00")


def test_a_refund_payment_s_figures_are_what_its_entry_settled_and_what_left_the_drawer(
    tmp_path: Path,
) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        till = journal.till
        shift_id = _day(journal)
        [upi] = till.refunds_of("REF2")
        due = RefundDue("REF1", "Ravi Kumar", ((CASH, D("1000.50")),))
        journal.add_cancel(cancel_request("c-1", "REF1"), agent=None, due=due)
        journal.cancelled("c-1", cancel_result(900.0))
        [cash] = till.pay_refund(
            "c-1",
            booking_ref="REF1",
            counter="PB1",
            clerk="Leela Menon",
            shift_id=shift_id,
            rule_amount=D("1000.50"),
            parts=(RefundPart(CASH, D("1000.50")),),
        )
        books = BookQueries(till.books_connection())
        one, both, none = (
            books.paid_out([cash.payment_id]),
            books.paid_out([cash.payment_id, upi.payment_id]),
            books.paid_out([]),
        )
    # Cash leaves the drawer in whole rupees: the 0.50 handed over is its round off.
    assert (one.settled, one.handed) == (D("1000.50"), D("1001.00")) == (cash.amount, cash.handed)
    assert (both.settled, both.handed) == (D("1600.50"), D("1601.00"))
    assert (none.settled, none.handed) == (D("0.00"), D("0.00"))


def test_a_booking_s_margin_is_what_the_customer_paid_now_less_what_the_wallet_paid(
    tmp_path: Path,
) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        _day(journal)
        row = journal.history.find("REF2")
        books = BookQueries(journal.till.books_connection()).booking("s-2", "REF2")
    assert row is not None and books is not None
    # The sale's wallet debit less what the cancellation credited back, as the row keeps them.
    assert row.total_refunded == D("900.00")
    assert books.wallet == row.total_debited - row.total_refunded
    assert books.paid_now == PRICE.total - D("600.00")
    assert books.margin == books.paid_now - books.wallet


def test_the_refunds_owed_list_says_what_each_owes_by_the_books(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        till = journal.till
        _day(journal)
        due = RefundDue("REF1", "Ravi Kumar", ((CASH, D("700.00")),))
        journal.add_cancel(cancel_request("c-1", "REF1"), agent=None, due=due)
        journal.cancelled("c-1", cancel_result(600.0))
        # 200.00 of REF1's refund settled in the books alone (no till row says so): the list
        # says what the books owe, not the till's due less its payments.
        settled = money_events.refund_event("elsewhere", "REF1", CASH.code, D("200.00"), D("0"))
        with till.books_connection() as conn:
            money_events.record(conn, settled, journal.now())
        books = BookQueries(till.books_connection())
        listed = refunds_owed(till, "PB1")
        owed = {ref: books.owed_to(ref) for ref in ("REF1", "REF2")}
        with till.books_connection() as conn:
            conn.execute("INSERT INTO books_backfill (only, wanted_at) VALUES (1, 'now')")
        waiting = refunds_owed(till, "PB1")
        tills = till.refunds_owed("PB1")
    # Oldest first, each refund's amount the books' owed to its booking's customer.
    assert [(o.request_id, o.due.booking_ref, o.due.by) for o in listed] == [
        ("c-2", "REF2", ((UPI, owed["REF2"]),)),
        ("c-1", "REF1", ((CASH, owed["REF1"]),)),
    ]
    assert owed == {"REF2": D("400.00"), "REF1": D("500.00")}
    assert [o.due.amount for o in tills] == [D("400.00"), D("700.00")]
    # A journal the books job has still to post: the till's own list.
    assert waiting == tills
