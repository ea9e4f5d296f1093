"""The inventory of personal data: every column of every table of the journal is classified
(a planted column fails the check, whatever its name), and the privacy audit lists every
personal-data location with what it holds."""

from __future__ import annotations

import datetime as dt
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

from app.api import CreateBookingRequest
from app.counter.paths import AppPaths
from app.domain.personal_data import INVENTORY, NOT_PERSONAL, Store, locations, unclassified
from app.journal import Journal
from app.journal.access_log import Action
from app.journal.privacy_book import Who
from app.journal.retention import erase_due
from app.journal.schema import connect
from app.journal.store import DATABASE_NAME
from tests.domain.samples import boat_body, foreigner, indian
from tests.journal.entries import record_sale


def journal_schema(conn: sqlite3.Connection) -> dict[str, list[str]]:
    """Every table of the journal with its columns, read from the database itself."""
    tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
    return {t: [r[1] for r in conn.execute(f"PRAGMA table_info({t})")] for t in tables}


def test_every_column_of_the_journal_is_classified(tmp_path: Path) -> None:
    conn = connect(tmp_path / "journal.db")
    try:
        schema = journal_schema(conn)
    finally:
        conn.close()
    assert len(schema) > 20
    assert unclassified(Store.JOURNAL, schema) == []


def test_a_planted_column_fails_the_check_whatever_its_name(tmp_path: Path) -> None:
    conn = connect(tmp_path / "journal.db")
    try:
        conn.execute("ALTER TABLE bookings ADD COLUMN notes TEXT")
        conn.execute("CREATE TABLE loyalty (card_no TEXT, request_id TEXT)")
        schema = journal_schema(conn)
    finally:
        conn.close()
    assert unclassified(Store.JOURNAL, schema) == [
        "bookings.notes",
        "loyalty.card_no",
        "loyalty.request_id",
    ]


def test_no_column_is_declared_both_personal_and_not() -> None:
    both = [
        f"{loc.table}.{loc.column}"
        for loc in INVENTORY
        if loc.column in NOT_PERSONAL.get((loc.store, loc.table), frozenset())
    ]
    assert both == []


def _sale(request_id: str, trip: dt.date, passport: str) -> CreateBookingRequest:
    people = [foreigner(id_number=passport), indian(traveler_name="Asha Rao")]
    body = boat_body(people, request_id=request_id, travel_date=trip.isoformat())
    return CreateBookingRequest.model_validate(body)


def test_the_privacy_audit_lists_every_location_with_counts(tmp_path: Path) -> None:
    paths = AppPaths.under(tmp_path).create()
    today = dt.date.today()
    with Journal(paths.journal) as journal:
        record_sale(journal, _sale("cd-old", today - dt.timedelta(days=40), "P1234567"))
        ref = record_sale(journal, _sale("cd-new", today + dt.timedelta(days=3), "P7654321"))
        journal.privacy.access(
            Who("Ravi", "supervisor", "operator's check"), Action.ID_VIEW, ref.booking_ref, "id"
        )
    assert erase_due(paths.journal / DATABASE_NAME, today, 30) == 1
    env = {**os.environ, "COUNTERDESK_HOME": str(tmp_path)}
    printed = subprocess.run(
        [sys.executable, "-m", "app.cli", "--privacy-audit"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    ).stdout
    for location in locations(Store.JOURNAL) + locations(Store.FILES):
        assert location.what in printed
    lines = printed.splitlines()

    def held(where: str) -> int:
        line = next(line for line in lines if line.startswith(where + " "))
        return int(line[42:49])

    assert held("journal: bookings.customer_name") == 2
    assert held("journal: held_documents.sealed") == 1
    assert held("journal: access_log.who") == 1
    assert held("journal: requests.body") == 2
    assert "Erasures recorded: 0" in printed
