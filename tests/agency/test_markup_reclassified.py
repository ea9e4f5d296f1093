"""A tour operator's markup an older version kept as the service charge, corrected by journal
version 40, reaches the agency store as every money event does (a real PostgreSQL agency
store): the sale's events sent before the correction, the correcting entry after them, the
store's copy is the journal's books, event for event, and the store's day lines date the
correction on the sale's day, as the counter's books do (store version 31)."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from pathlib import Path

import psycopg
import pytest

from app.books.checks import CopiedEvent, check_books, compare_with_copy
from app.books.reader import BooksReader
from app.domain.postings import day_sql
from app.journal import Journal
from tests.agency.deployment import Deployment, Desk, replicate
from tests.agency.records import counter
from tests.books.test_tally_ledgers import as_version_39, older_posting, tour_operators_sale
from tests.journal.entries import SALE_TIME, Clock


async def test_the_correcting_entry_reaches_the_store_as_the_books_hold_it(
    deployment: Deployment, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    identity = counter("TO1")
    desk = Desk(identity, await deployment.admit(identity))
    with monkeypatch.context() as older:
        older_posting(older)
        with Journal(tmp_path, now=Clock()) as journal:
            shift = journal.till.open_shift("PB1", "Leela Menon", Decimal("500.00"))
            tour_operators_sale(journal, shift.shift_id)
    sent = await replicate(desk, tmp_path)
    as_version_39(tmp_path)
    with Journal(tmp_path, now=Clock(SALE_TIME + dt.timedelta(days=1))) as journal:
        books = BooksReader(journal._conn)
        assert await replicate(desk, tmp_path) == 1  # the correcting entry alone
        with psycopg.connect(desk.url) as conn:
            rows = conn.execute(
                "SELECT body FROM records WHERE kind = 'money_event' AND counter_id = %s"
                " ORDER BY seq",
                (desk.counter_id,),
            ).fetchall()
        copy = [CopiedEvent.of(body) for (body,) in rows]
        days = dict(journal._conn.execute(f"SELECT e.event_id, {day_sql()} FROM money_events AS e"))
        assert check_books(books) == []
        assert compare_with_copy(books, copy) == []
    assert sent > 0
    with psycopg.connect(deployment.owner_url) as conn:
        stored_days: dict[str, dt.date] = dict(
            conn.execute(
                "SELECT DISTINCT event_id, day FROM agency_book_day_lines WHERE counter_id = %s",
                (desk.counter_id,),
            ).fetchall()
        )
    # The correction is in the sale's day, though written the next (the store's day of it was
    # the day written before version 31).
    assert stored_days["markup_reclassified:t-1"] == stored_days["sale:t-1"] == SALE_TIME.date()
    assert {event: day.isoformat() for event, day in stored_days.items()} == days
    (moved,) = [item for item in copy if item.event.event_id == "markup_reclassified:t-1"]
    assert moved.event.body["corrects"] == "sale:t-1"
    assert {line.account: line.debit - line.credit for line in moved.entry.lines} == {
        "revenue:service_charge": Decimal("200.00"),
        "revenue:agency_fee": Decimal("-200.00"),
    }
