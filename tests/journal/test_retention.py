"""Retention: passengers' ID numbers and scans leave the sales' bodies once the trip is over by
the days kept, on both sides of the boundary, into a sealed hold until a year after the sale,
then are erased from the journal and its rolling copy, provably; nothing else changes."""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from pathlib import Path

from app.api import CreateBookingRequest
from app.journal import Journal
from app.journal.held_documents import HELD_FOR, RETENTION
from app.journal.retention import erase_due, last_trip_erased
from app.journal.salvage import COPY_NAME, copy_journal
from app.journal.store import DATABASE_NAME
from tests.domain.samples import boat_body, foreigner, indian
from tests.journal.entries import record_sale

KEEP = 30
TODAY = dt.date(2027, 3, 1)
OUT_OF_USE = dt.datetime(2027, 3, 1, 9, 0, tzinfo=dt.UTC)


def _bytes_of(folder: Path) -> bytes:
    """Every byte of the journal's files (the main file, its log and the rolling copy)."""
    return b"".join(path.read_bytes() for path in sorted(folder.glob("journal*")))


def _bodies(database: Path) -> dict[str, dict[str, object]]:
    conn = sqlite3.connect(database)
    try:
        rows = conn.execute("SELECT request_id, body FROM requests").fetchall()
    finally:
        conn.close()
    return {request_id: json.loads(body) for request_id, body in rows}


def test_the_boundary_is_the_trip_date_plus_the_days_kept() -> None:
    # Kept until the trip date plus 30 days; erased the day after.
    assert last_trip_erased(TODAY, KEEP) == dt.date(2027, 1, 29)
    assert last_trip_erased(TODAY, 0) == dt.date(2027, 2, 28)


def _sale(request_id: str, trip: dt.date, passport: str) -> CreateBookingRequest:
    people = [foreigner(id_number=passport), indian(traveler_name="Asha Rao")]
    body = boat_body(people, request_id=request_id, travel_date=trip.isoformat())
    return CreateBookingRequest.model_validate(body)


def test_retention_erases_exactly_the_documents_due_and_nothing_else(tmp_path: Path) -> None:
    due = TODAY - dt.timedelta(days=KEEP + 1)  # the trip 31 days ago: erased today
    kept = TODAY - dt.timedelta(days=KEEP)  # 30 days ago: kept one more day
    with Journal(tmp_path) as journal:
        database = journal.folder / DATABASE_NAME
        due_ref = record_sale(journal, _sale("cd-due", due, "P0000DUE")).booking_ref
        record_sale(journal, _sale("cd-kept", kept, "P000KEPT"))
        # A sale still waiting for its answer keeps its body whole (a replay sends it as it was).
        waiting = _sale("cd-waiting", due, "P000WAIT")
        journal.add_create(journal.save_scans(waiting), product="Cruise", agent=None)
        before = _bodies(database)
        copy_journal(database, database.with_name(COPY_NAME))
        # The ID number lies sealed in the journal and its copy until it is erased.
        due_passengers = before["cd-due"]["passengers"]
        assert isinstance(due_passengers, list)
        sealed = str(due_passengers[0]["id_number"]).encode()
        assert sealed.startswith(b"sealed:") and b"P0000DUE" not in _bytes_of(journal.folder)
        assert _bytes_of(journal.folder).count(sealed) >= 2

        assert erase_due(database, TODAY, KEEP, OUT_OF_USE) == 1
        assert erase_due(database, TODAY, KEEP, OUT_OF_USE) == 0  # nothing left to take out
        after = _bodies(database)
        held_on_disk = _bytes_of(journal.folder)
        sold = journal.now()
        # Out of every body, held sealed (in the journal and its copy) until a year after the
        # sale; then erased, and the erasure recorded.
        assert sealed.decode() not in json.dumps(after) and b"P0000DUE" not in held_on_disk
        assert held_on_disk.count(sealed) == 2
        assert [p.name for p in journal.privacy.held(due_ref)] == ["Tom Baker"]
        year_over = sold + HELD_FOR + dt.timedelta(minutes=1)
        assert erase_due(database, TODAY, KEEP, year_over - dt.timedelta(minutes=2)) == 0
        assert erase_due(database, TODAY, KEEP, year_over) == 1
        on_disk = _bytes_of(journal.folder)
        copied = _bodies(database.with_name(COPY_NAME))
        assert [(e.subject, e.reason) for e in journal.privacy.erasures()] == [(due_ref, RETENTION)]

    erased = after["cd-due"]
    passengers = erased["passengers"]
    assert isinstance(passengers, list)
    assert all("id_number" not in p and "id_proof_file" not in p for p in passengers)
    # Names, contacts and the rest of the sale stay as they were.
    assert [p["traveler_name"] for p in passengers] == ["Tom Baker", "Asha Rao"]
    assert {k: v for k, v in erased.items() if k != "passengers"} == {
        k: v for k, v in before["cd-due"].items() if k != "passengers"
    }
    assert after["cd-kept"] == before["cd-kept"]
    assert after["cd-waiting"] == before["cd-waiting"]
    # Neither the journal's files nor its rolling copy (made again) hold the erased number.
    assert sealed not in on_disk
    assert copied == after
