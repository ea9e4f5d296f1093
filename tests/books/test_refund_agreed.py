"""A refund agreed other than the rule is in the books: lowered by the clerk (to part of it, or
to nothing) the customer is owed nothing more and the agency keeps the rest as its fee; raised
by a supervisor the customer's account does not go into debit, the agency giving up that much
of its fee. The books balance and rebuild as kept, a journal of the version before the books is
posted the same, and one kept before the difference was posted has it posted once."""

from __future__ import annotations

import sqlite3
from collections.abc import Awaitable, Callable
from contextlib import closing
from decimal import Decimal as D
from pathlib import Path

import pytest

from app.booking.aftersale import Refused
from app.books.backfill import backfill
from app.books.queries import BookQueries, customer_owed
from app.books.reader import BooksReader
from app.domain.postings import AGENCY_FEE, EventKind
from app.domain.tenders import UPI
from app.journal import Journal
from app.journal.till import CustomerRefund, RefundDue
from tests.booking.refunds import Supervisor, aftersale_of
from tests.journal.entries import Clock, cancel_request, cancel_result
from tests.journal.till_sales import UPI_PAID, sell, till_sale

RULE = D("1000.00")


def _cancelled(journal: Journal) -> None:
    """REF1 sold by UPI, its cancellation c-1 confirmed owing the rule's 1,000.00 by UPI (the
    wallet credited 900.00), a shift open at PB1."""
    journal.till.open_shift("PB1", "Leela Menon", D("500.00"))
    sell(journal, "s-1", till_sale(payment=UPI_PAID), "REF1")
    due = RefundDue("REF1", "Asha Rao", ((UPI, RULE),))
    journal.add_cancel(cancel_request("c-1", "REF1"), agent=None, due=due)
    journal.cancelled("c-1", cancel_result(900.0))


def _paid(result: list[CustomerRefund] | Refused) -> list[CustomerRefund]:
    assert not isinstance(result, Refused), result
    return result


async def _lowered_after_900(journal: Journal) -> None:
    """900.00 given, 100.00 left owed; then closed lowered to what was given."""
    aftersale = aftersale_of(journal)
    _paid(await aftersale.pay("c-1", {UPI: D("900.00")}, {UPI: "412345678902"}))
    assert journal.till.owed_on("REF1") == D("100.00")
    _paid(await aftersale.pay("c-1", {UPI: D(0)}, total=D("900.00")))


async def _lowered_to_nothing(journal: Journal) -> None:
    """Nothing given, and closed: a refund of zero."""
    _paid(await aftersale_of(journal).pay("c-1", {UPI: D(0)}, total=D(0)))


Lowering = Callable[[Journal], Awaitable[None]]


@pytest.mark.parametrize(
    ("lower", "given"),
    [(_lowered_after_900, D("900.00")), (_lowered_to_nothing, D(0))],
    ids=["900-of-1000", "to-nothing"],
)
async def test_a_refund_lowered_and_closed_leaves_the_customer_owed_nothing(
    tmp_path: Path, lower: Lowering, given: D
) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        _cancelled(journal)
        books = BookQueries(journal.till.books_connection())
        reader = BooksReader(journal.till.books_connection())
        fee_before = reader.balance(AGENCY_FEE)
        await lower(journal)
        owed, in_all = books.owed_to("REF1"), books.owed_in_all()
        lookup = customer_owed(journal.till, "REF1")
        till_owes = journal.till.refunds_owed()
        unbalanced, differences = reader.unbalanced(), reader.differences()
        kept_back = fee_before - reader.balance(AGENCY_FEE)
        kinds = [event.kind for event in reader.events()]

    assert till_owes == []
    # Lookup's "still owed" and the header's total say nothing is owed, as the till does.
    assert (owed, in_all, lookup) == (D("0.00"), D("0.00"), D("0.00"))
    assert unbalanced == [] and differences == []
    # The agency keeps what the customer agreed to give up: its fee (a credit) grows by it.
    assert kept_back == RULE - given
    assert kinds.count(EventKind.REFUND_AGREED) == 1


async def test_a_refund_above_the_rule_approved_leaves_the_customer_owing_nothing(
    tmp_path: Path,
) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        _cancelled(journal)
        reader = BooksReader(journal.till.books_connection())
        fee_before = reader.balance(AGENCY_FEE)
        decision = journal.till.decide("Priya Nair", "Refund above the rule", "REF1")
        aftersale = aftersale_of(journal, supervisor=Supervisor(decision))
        _paid(await aftersale.pay("c-1", {UPI: D("1000.50")}, {UPI: "412345678902"}))
        owed = BookQueries(journal.till.books_connection()).owed_to("REF1")
        account = reader.balance("customer:REF1")
        given_up = reader.balance(AGENCY_FEE) - fee_before
        unbalanced, differences = reader.unbalanced(), reader.differences()

    # Not in debit: the customer owes nothing back of what the supervisor approved.
    assert (owed, account) == (D("0.00"), D("0.00"))
    assert given_up == D("0.50")  # the agency's fee gives up the excess
    assert unbalanced == [] and differences == []


def _as_the_version_before_the_books(folder: Path) -> None:
    """The journal in ``folder`` as the version before the books left it: no events, no books."""
    with closing(sqlite3.connect(folder / "journal.db")) as conn:
        conn.executescript(
            "DROP TABLE book_lines; DROP TABLE money_events; DROP TABLE books_backfill;"
            " DROP TABLE money_chain;"
            " PRAGMA user_version = 26;"
        )


@pytest.mark.parametrize("lower", [_lowered_after_900, _lowered_to_nothing])
async def test_an_older_journal_posts_the_lowered_refund_as_the_live_books_do(
    tmp_path: Path, lower: Lowering
) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        _cancelled(journal)
        await lower(journal)
        reader = BooksReader(journal.till.books_connection())
        kept = reader.balances()
        kept_kinds = sorted(event.kind for event in reader.events())
    _as_the_version_before_the_books(tmp_path)
    with Journal(tmp_path, now=Clock()) as journal:
        backfill(journal._conn, journal.now)
        reader = BooksReader(journal._conn)
        rebuilt = reader.balances()
        kinds = sorted(event.kind for event in reader.events())
        owed = reader.owed_to("REF1")
        differences = reader.differences()

    assert rebuilt == kept and kinds == kept_kinds
    assert owed == D("0.00") and differences == []


def _without_the_agreed_refund(folder: Path) -> None:
    """The journal in ``folder`` as the version before this one kept it: the refund's payments
    posted, the difference from the rule not."""
    with closing(sqlite3.connect(folder / "journal.db")) as conn:
        conn.executescript(
            "DROP TRIGGER money_events_final_delete; DROP TRIGGER book_lines_final_delete;"
            " DELETE FROM book_lines WHERE seq IN"
            " (SELECT seq FROM money_events WHERE kind = 'refund_agreed');"
            " DELETE FROM money_events WHERE kind = 'refund_agreed';"
            " PRAGMA user_version = 38;"
        )


async def test_a_journal_kept_before_posts_its_lowered_refunds_once(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        _cancelled(journal)
        await _lowered_after_900(journal)
        kept = BooksReader(journal._conn).balances()
    _without_the_agreed_refund(tmp_path)
    for _ in range(2):  # opened again: posted once
        with Journal(tmp_path, now=Clock()) as journal:
            reader = BooksReader(journal._conn)
            balances, owed = reader.balances(), reader.owed_to("REF1")
            agreed = [e for e in reader.events() if e.kind is EventKind.REFUND_AGREED]
            assert reader.differences() == []
        assert balances == kept and owed == D("0.00") and len(agreed) == 1
