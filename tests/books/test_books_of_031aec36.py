"""The books of a journal written by the code of commit 031aec36 (the last whose posting rules
were one if/elif), rebuilt from its events by today's posting rules, are the books that code
kept, entry for entry. ``data/031aec36.sqlite3`` holds every kind of money event;
``data/every_kind.py`` made it (its docstring says how, and what the days hold)."""

from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path

import pytest

from app.books.reader import BooksReader
from app.domain.accounts import CHART
from app.domain.postings import EventKind
from app.journal import Journal, money_events
from app.journal.schema import SCHEMA_VERSION
from app.journal.store import DATABASE_NAME
from tests.journal.entries import SALE_TIME, Clock

DATA = Path(__file__).parent / "data"


@pytest.fixture
def journal(tmp_path: Path) -> Journal:
    """A copy of 031aec36's journal, opened by today's journal code (which may migrate it)."""
    shutil.copy(DATA / "031aec36.sqlite3", tmp_path / DATABASE_NAME)
    return Journal(tmp_path, now=Clock())


def test_the_books_kept_by_031aec36_are_rebuilt_entry_for_entry(
    journal: Journal,
) -> None:
    with journal:
        assert journal._conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        books = BooksReader(journal._conn)
        kept, rebuilt = books.entries(), books.rebuilt()
        events = books.events()
    # Its 35 events, and the correcting entries journal version 45 wrote of those of them on
    # the bank not named (tests/books/test_bank_named.py).
    assert len(kept) == len(rebuilt) == len(events) == 35 + 18
    for was, now in zip(kept, rebuilt, strict=True):
        assert was == now, was.event_id
    # Every kind of money event is among them, each kind's entries posting lines; but those
    # newer than this journal, which holds none: a refund agreed other than the rule (version
    # 39), a tour operator's markup reclassified (version 40: it sold under the agent's scheme
    # alone, so no sale of it needs the correction), a refund the bank sent back, a
    # customer's excess accepted and paid back, and a card acquirer's settlement with its MDR
    # (issue 94).
    kinds = Counter(entry.kind for entry in kept)
    assert kinds[EventKind.BANK_NAMED] == 18
    assert set(kinds) == set(EventKind) - {
        EventKind.REFUND_AGREED,
        EventKind.MARKUP_RECLASSIFIED,
        EventKind.REFUND_RETURNED,
        EventKind.EXCESS_RECEIVED,
        EventKind.EXCESS_REFUNDED,
        EventKind.CARD_SETTLEMENT,
        EventKind.CARD_MDR,
    }
    assert all(entry.lines for entry in kept)
    assert sum(len(entry.lines) for entry in kept) == 95 + 2 * 18


def test_every_account_031aec36_posted_to_is_in_the_chart(journal: Journal) -> None:
    with journal:
        accounts = {
            line.account for entry in BooksReader(journal._conn).entries() for line in entry.lines
        }
    declared = {account: CHART.entry(account).name for account in sorted(accounts)}
    # Every entry of the chart (of the heads of GST, CGST and SGST: sales within the state) but
    # the card acquirers' MDR, which no code before issue 94 could post.
    assert set(declared.values()) == {entry.name for entry in CHART} - {"expense:card_fees"}


def test_todays_journal_writes_031aec36s_events_as_that_code_wrote_them(
    journal: Journal, tmp_path: Path
) -> None:
    """Each event recorded again by today's write (``money_events.record``), in a new journal:
    its body stored byte for byte as 031aec36 stored it, and its lines the same."""
    query = (
        "SELECT e.event_id, e.body, l.line, l.account, l.debit_paise, l.credit_paise"
        " FROM money_events AS e LEFT JOIN book_lines AS l USING (seq) ORDER BY e.seq, l.line"
    )
    with journal:
        events = BooksReader(journal._conn).events()
        kept = journal._conn.execute(query).fetchall()
    with Journal(tmp_path / "again", now=Clock()) as again:
        with again._conn as conn:
            for event in events:
                assert money_events.record(conn, event, SALE_TIME)
        written = again._conn.execute(query).fetchall()
    assert [tuple(row) for row in written] == [tuple(row) for row in kept]
