"""The access log: one entry per read, export, correction or erasure of a customer's data, kept
append-only by the journal, and a rewritten, removed or inserted entry found by its chain."""

from __future__ import annotations

import datetime as dt
import sqlite3
from pathlib import Path

import pytest

from app.journal import Journal
from app.journal.access_log import entry_hash, log_access, prune, verify
from app.journal.store import DATABASE_NAME
from app.records.customers import Access, Action, Who
from tests.journal.entries import boat_request, booking_result

CLERK = Who("Meena", "clerk", "the customer asked for a copy")
SUPERVISOR = Who("Ravi Kumar", "supervisor", "the operator asked to check a passport")


def _journal_with_entries(folder: Path) -> Journal:
    journal = Journal(folder)
    journal.privacy.access(CLERK, Action.REPRINT, "REF00001", "id_number")
    journal.privacy.access(SUPERVISOR, Action.SCAN_VIEW, "REF00001", "scan")
    journal.privacy.access(SUPERVISOR, Action.EXPORT, "REF00002", "all")
    journal.privacy.access(SUPERVISOR, Action.ERASURE, "REF00002", "phone,email,id_number")
    return journal


def test_each_access_is_one_entry_with_who_when_what_and_why(tmp_path: Path) -> None:
    with _journal_with_entries(tmp_path) as journal:
        entries = journal.privacy.entries()
        assert [(e.seq, e.who, e.action, e.subject, e.why) for e in entries] == [
            (1, "Meena", Action.REPRINT, "REF00001", CLERK.why),
            (2, "Ravi Kumar", Action.SCAN_VIEW, "REF00001", SUPERVISOR.why),
            (3, "Ravi Kumar", Action.EXPORT, "REF00002", SUPERVISOR.why),
            (4, "Ravi Kumar", Action.ERASURE, "REF00002", SUPERVISOR.why),
        ]
        assert [e.seq for e in journal.privacy.entries("REF00001")] == [1, 2]
        assert journal.privacy.verify() == []


def test_a_booking_s_entries_take_in_those_logged_under_its_sale_s_request_id(
    tmp_path: Path,
) -> None:
    with Journal(tmp_path) as journal:
        request = boat_request("cd-waited")
        journal.add_create(journal.save_scans(request), product="BOAT", agent=None)
        # A supervisor looks at the scans while the sale waits: logged under its request id.
        assert journal.privacy.scans_of("cd-waited", SUPERVISOR) is not None
        booked = journal.booked("cd-waited", booking_result(request)).booking_ref
        journal.privacy.access(CLERK, Action.REPRINT, booked, "id_number")
        journal.privacy.access(CLERK, Action.REPRINT, "REF-OTHER", "id_number")
        assert [(e.action, e.subject) for e in journal.privacy.entries(booked)] == [
            (Action.SCAN_VIEW, "cd-waited"),
            (Action.REPRINT, booked),
        ]


def test_an_access_without_a_reason_is_refused(tmp_path: Path) -> None:
    with Journal(tmp_path) as journal, pytest.raises(sqlite3.IntegrityError):
        journal.privacy.access(Who("Meena", "clerk", ""), Action.REPRINT, "REF00001", "id")


def test_the_journal_refuses_to_change_or_remove_an_entry(tmp_path: Path) -> None:
    with _journal_with_entries(tmp_path):
        pass
    conn = sqlite3.connect(tmp_path / DATABASE_NAME)
    try:
        with pytest.raises(sqlite3.IntegrityError, match="append-only"):
            conn.execute("UPDATE access_log SET who = 'nobody' WHERE seq = 2")
        with pytest.raises(sqlite3.IntegrityError, match="kept for a year"):
            conn.execute("DELETE FROM access_log WHERE seq = 2")
    finally:
        conn.close()


def _tamper(database: Path, statement: str) -> list[str]:
    """Run ``statement`` with the append-only triggers dropped (as someone editing the file
    would), then what the chain says."""
    conn = sqlite3.connect(database)
    conn.row_factory = sqlite3.Row
    try:
        conn.execute("DROP TRIGGER access_log_append_only")
        conn.execute("DROP TRIGGER access_log_kept_a_year")
        conn.execute(statement)
        conn.commit()
        return verify(conn)
    finally:
        conn.close()


def test_a_rewritten_entry_is_detected(tmp_path: Path) -> None:
    with _journal_with_entries(tmp_path):
        pass
    problems = _tamper(
        tmp_path / DATABASE_NAME, "UPDATE access_log SET who = 'Meena' WHERE seq = 3"
    )
    assert problems == ["entry 3 was changed after it was written"]


def test_a_removed_entry_is_detected(tmp_path: Path) -> None:
    with _journal_with_entries(tmp_path):
        pass
    problems = _tamper(tmp_path / DATABASE_NAME, "DELETE FROM access_log WHERE seq = 2")
    assert problems == ["entries 2 to 2 are missing", "entry 3 does not follow the entry before it"]


def test_a_rewritten_entry_with_its_own_hash_made_again_breaks_the_next(tmp_path: Path) -> None:
    with _journal_with_entries(tmp_path):
        pass
    database = tmp_path / DATABASE_NAME
    conn = sqlite3.connect(database)
    conn.row_factory = sqlite3.Row
    row = conn.execute("SELECT * FROM access_log WHERE seq = 2").fetchone()
    conn.close()
    forged = Access(
        dt.datetime.now(dt.UTC), "nobody", "supervisor", Action.SCAN_VIEW, "REF00001", "scan", "x"
    )
    new_hash = entry_hash(row["prev_hash"], 2, forged)
    stamp = forged.at.strftime("%Y-%m-%dT%H:%M:%SZ")
    problems = _tamper(
        database,
        f"UPDATE access_log SET who = 'nobody', why = 'x', at = '{stamp}', hash = '{new_hash}'"
        " WHERE seq = 2",
    )
    # Without the key, the new hash is a plain SHA-256, not the keyed one the entry needs.
    assert problems == [
        "entry 2 was changed after it was written",
        "entry 3 does not follow the entry before it",
    ]


def test_entries_older_than_a_year_are_pruned_and_the_chain_still_holds(tmp_path: Path) -> None:
    now = dt.datetime.now(dt.UTC)
    old = Access(now - dt.timedelta(days=400), "Meena", "clerk", Action.REPRINT, "R1", "id", "w")
    young = Access(now - dt.timedelta(days=364), "Meena", "clerk", Action.REPRINT, "R2", "id", "w")
    with Journal(tmp_path) as journal:
        conn = sqlite3.connect(tmp_path / DATABASE_NAME)
        conn.row_factory = sqlite3.Row
        try:
            log_access(conn, old)
            log_access(conn, young)
            assert prune(conn) == 1
            assert prune(conn) == 0
            assert verify(conn) == []
        finally:
            conn.close()
        assert [e.subject for e in journal.privacy.entries()] == ["R2"]
        journal.privacy.access(CLERK, Action.REPRINT, "R3", "id")
        assert journal.privacy.verify() == []
        assert [e.seq for e in journal.privacy.entries()] == [2, 3]
