"""A ledger per declared bank account (issue 94): a journal written by the code of commit
031aec36 (``data/031aec36.sqlite3``: one HDFC account's statement, a payment app's settlement,
the till's floats and cash banked, every entry on the one ``bank``) opens with journal version
43, which moves each entry on the bank not named to that account's ``bank:<account>`` by a
correcting entry on the entry's own day: the account's ledger is the old bank's, day by day,
the bank not named nets to nil, and the Tally export has one ledger of the account."""

from __future__ import annotations

import datetime as dt
import json
import shutil
import sqlite3
from decimal import Decimal
from pathlib import Path

from app.books.checks import Problem, check_books
from app.books.reader import BooksReader
from app.domain.gst import TallyLedgers
from app.domain.money import from_paise
from app.domain.postings import BANK, EventKind, day_of, day_sql
from app.journal import Journal
from app.journal.book_vouchers import book_vouchers
from app.journal.store import DATABASE_NAME
from tests.journal.entries import Clock

DATA = Path(__file__).parent / "data"
HDFC = "50200012345678"
ACCOUNT = f"bank:{HDFC}"


def _bank_by_day(path: Path, account: str) -> dict[str, Decimal]:
    """What ``account`` moved by on each day in the books of the journal at ``path``."""
    with sqlite3.connect(path) as conn:
        rows = conn.execute(
            f"SELECT {day_sql()} AS day, SUM(l.debit_paise - l.credit_paise)"
            " FROM money_events AS e JOIN book_lines AS l USING (seq) WHERE l.account = ?"
            " GROUP BY day ORDER BY day",
            (account,),
        ).fetchall()
    return {day: from_paise(paise) for day, paise in rows if paise}


def test_a_journal_of_031aec36_opens_with_its_bank_moved_to_its_account(tmp_path: Path) -> None:
    kept = _bank_by_day(DATA / "031aec36.sqlite3", BANK)
    assert sum(kept.values()) == Decimal("134594.92")
    shutil.copy(DATA / "031aec36.sqlite3", tmp_path / DATABASE_NAME)
    with Journal(tmp_path, now=Clock()) as journal:
        books = BooksReader(journal._conn)
        # Each entry on the bank not named is corrected once, on its own day, by its amount.
        entries = {event.event_id: event for event in books.events()}
        moved = [event for event in entries.values() if event.kind is EventKind.BANK_NAMED]
        on_bank = {
            entry.event_id
            for entry in books.entries()
            if entry.kind is not EventKind.BANK_NAMED
            and any(line.account == BANK for line in entry.lines)
        }
        assert {event.body["corrects"] for event in moved} == on_bank
        assert len(on_bank) == 18
        for event in moved:
            corrected = entries[event.body["corrects"]]
            row = journal._conn.execute(
                "SELECT recorded_at FROM money_events WHERE event_id = ?", (corrected.event_id,)
            ).fetchone()
            assert event.body["on"] == day_of(corrected.kind, corrected.body, row[0]).isoformat()
            assert event.body["bank"] == HDFC
        assert books.balance(BANK) == 0
        assert books.balance(ACCOUNT) == Decimal("134594.92")
        assert books.differences() == [] and books.unbalanced() == []
        # The account reconciled apart, as the one bank was: its statement's closing balance
        # explained to the paisa; the books' check finds nothing of the bank.
        (reconciled,) = journal.bank.reconciliations()
        assert reconciled.account == HDFC
        assert reconciled.statement_closing == Decimal("134919.92")
        assert reconciled.gap == 0
        assert not [
            problem for problem in check_books(books) if problem.problem is Problem.BANK_UNEXPLAINED
        ]
        vouchers = book_vouchers(
            journal._conn, dt.date(2026, 1, 1), dt.date(2026, 12, 31), TallyLedgers()
        )
    # Day by day, the account's ledger is what the bank's was; the bank not named nets nil.
    assert _bank_by_day(tmp_path / DATABASE_NAME, ACCOUNT) == kept
    assert _bank_by_day(tmp_path / DATABASE_NAME, BANK) == {}
    # In Tally: one ledger of the account, named by its number; no voucher of a correction,
    # none on the bank's one ledger.
    ledgers = {ledger for voucher in vouchers for ledger, _amount in voucher.entries}
    assert f"Bank account {HDFC}" in ledgers and "Bank account" not in ledgers
    assert not [voucher for voucher in vouchers if voucher.number.startswith("bank_named:")]
    in_tally = sum(
        (
            -amount
            for voucher in vouchers
            for ledger, amount in voucher.entries
            if ledger == f"Bank account {HDFC}"
        ),
        Decimal(0),
    )
    assert in_tally == Decimal("134594.92")


def test_the_correction_is_written_once(tmp_path: Path) -> None:
    """Opened again, the journal writes no second correction: each names its entry, once."""
    shutil.copy(DATA / "031aec36.sqlite3", tmp_path / DATABASE_NAME)
    for _opening in range(2):
        with Journal(tmp_path, now=Clock()) as journal:
            bodies = [
                json.loads(body)
                for (body,) in journal._conn.execute(
                    "SELECT body FROM money_events WHERE kind = 'bank_named'"
                )
            ]
    assert len(bodies) == len({body["corrects"] for body in bodies}) == 18


def test_each_older_entry_goes_to_the_account_of_its_row(tmp_path: Path) -> None:
    """Of two accounts' rows (the interest credited on another account's statement), each
    older entry is moved to its own row's account; the cash moved, to the one the imports
    name."""
    shutil.copy(DATA / "031aec36.sqlite3", tmp_path / DATABASE_NAME)
    kotak = "1011567891"
    with sqlite3.connect(tmp_path / DATABASE_NAME) as conn:
        conn.execute(
            "UPDATE bank_rows SET account = ? WHERE narration = 'CREDIT INTEREST'", (kotak,)
        )
    with Journal(tmp_path, now=Clock()) as journal:
        books = BooksReader(journal._conn)
        named = {
            event.body["corrects"]: event.body["bank"]
            for event in books.events()
            if event.kind is EventKind.BANK_NAMED
        }
        assert named.pop("bank_voucher:4") == kotak
        assert set(named.values()) == {HDFC} and {"float:1", "banked:1"} <= set(named)
        assert books.balance(f"bank:{kotak}") == Decimal("312.00")
        assert books.balance(ACCOUNT) == Decimal("134594.92") - Decimal("312.00")
        assert books.balance(BANK) == 0
