"""The chart's invariants of a genuine month of the bank (``app.books.checks``): a month of
sales through the sandbox, the bank's statements and two UPI settlement reports imported and
their payouts posted as the Bank statement tab does, breaks none (the clearings are what their
unproved payments and the payouts' shortfalls explain, the bank what the statements do); a half
arrived payment resolved as still owed and another written off break none either."""

from __future__ import annotations

from pathlib import Path

from app.books.checks import check_books
from app.books.reader import BooksReader
from app.journal import Journal
from tests.bank.month import Month, bank_month, imported, settlement_transfers
from tests.bank.test_month import (
    test_a_z_report_says_what_is_owed_and_written_off_apart_and_its_lines_add_up as resolved,
)


def test_a_month_proved_and_its_payouts_posted_breaks_no_invariant(
    month: Month, journal: Journal, tmp_path: Path
) -> None:
    first, second = tmp_path / "first", tmp_path / "second"
    first.mkdir()
    second.mkdir()
    imported(journal, "HDFC Bank", first, bank_month(month, upto=20))
    imported(journal, "PhonePe Business settlement", first, settlement_transfers(month, 16, 23))
    imported(journal, "YES BANK YesBiz UPI settlement", first, settlement_transfers(month, 24, 30))
    imported(journal, "HDFC Bank", second, bank_month(month))
    journal.bank.reconcile()
    assert journal.bank.book_payouts(input_credit=False) > 0
    books = BooksReader(journal._conn)
    assert books.balance("clearing:upi") != 0  # payments in doubt, held to the statements
    assert check_books(books) == []


def test_payments_resolved_as_still_owed_or_written_off_break_no_invariant(
    month: Month, journal: Journal, tmp_path: Path
) -> None:
    resolved(month, journal, tmp_path)
    assert check_books(BooksReader(journal._conn)) == []
