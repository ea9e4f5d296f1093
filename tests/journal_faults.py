"""Journals that fail as disks and databases do: full, locked by another process, read-only,
damaged. Full and read-only are SQLite's own errors on a real file; locked is a second real
connection holding the write lock; damaged is injected (SQLite cannot be made to corrupt on cue).
"""

from __future__ import annotations

import sqlite3
import uuid
from enum import StrEnum
from pathlib import Path
from typing import Any

from app.journal.schema import connect
from app.journal.store import DATABASE_NAME, Journal

# Short, so a locked journal fails in a test at once rather than after the app's 5 s.
TEST_BUSY_MS = 50


class Fault(StrEnum):
    """How the journal fails."""

    FULL = "full"
    LOCKED = "locked"
    READ_ONLY = "read-only"
    CORRUPT = "corrupt"


# What staff read for each (the middle of "This computer cannot save the sale: ... .").
REASON = {
    Fault.FULL: "the disk is full",
    Fault.LOCKED: "its journal is in use by another program (another Counterdesk window?)",
    Fault.READ_ONLY: "its journal folder is read-only",
    Fault.CORRUPT: "its journal file is damaged or the disk cannot be read",
}


class FaultyConnection(sqlite3.Connection):
    """The journal's connection, which fails from ``break_now`` on as its fault says."""

    fault: Fault | None = None
    _broken = False
    _holder: sqlite3.Connection | None = None

    def execute(self, sql: str, parameters: Any = (), /) -> sqlite3.Cursor:
        """Run ``sql``, unless the journal is damaged by now."""
        if self._broken and self.fault is Fault.CORRUPT:
            raise sqlite3.DatabaseError("database disk image is malformed")
        return super().execute(sql, parameters)

    def break_now(self, path: Path) -> None:
        """From now on the journal at ``path`` fails as ``fault`` says."""
        self._broken = True
        if self.fault is Fault.FULL:
            self._fill()
        elif self.fault is Fault.READ_ONLY:
            super().execute("PRAGMA query_only = ON")
        elif self.fault is Fault.LOCKED:
            super().execute(f"PRAGMA busy_timeout = {TEST_BUSY_MS}")
            self._holder = sqlite3.connect(path, isolation_level=None)
            self._holder.execute("BEGIN EXCLUSIVE")

    def mend(self) -> None:
        """The fault is gone (space freed, the other process let go, the folder writable)."""
        self._broken = False
        if self._holder is not None:
            self._holder.rollback()
            self._holder.close()
            self._holder = None
        super().execute("PRAGMA query_only = OFF")
        super().execute("PRAGMA max_page_count = 1073741823")

    def _fill(self) -> None:
        """Cap the file at its size and use up the room left in every table: the next row
        written gets SQLite's real "database or disk is full"."""
        pages = super().execute("PRAGMA page_count").fetchone()[0]
        super().execute(f"PRAGMA max_page_count = {pages}")
        fillers = {
            "requests": "INSERT INTO requests (request_id, endpoint, module, body, state,"
            " created_at, updated_at) VALUES (?, 'create_booking', 'X', '{}', 'done', '', '')",
            "sends": "INSERT INTO sends (request_id, sent_at) VALUES (?, '')",
            "bookings": "INSERT INTO bookings (booking_ref, request_id, module, product,"
            " travel_date, sold_at, sold_on, customer_name, customer_email, customer_phone,"
            " passengers, qty, total_paise, cash_paise, credit_paise, status, haystack)"
            " VALUES (?, ?, '', '', '', '', '', '', '', '', '', 0, 0, 0, 0, '', '')",
            "decisions": "INSERT INTO decisions (request_id, decided_at, decided_by,"
            " supervisor, reason) VALUES (?, '', '', 0, '')",
        }
        for table, sql in fillers.items():
            for _ in range(100_000):
                key = f"filler-{uuid.uuid4().hex}"
                params = (key, key) if table == "bookings" else (key,)
                try:
                    with self:
                        super().execute(sql, params)
                except sqlite3.OperationalError as exc:
                    assert "full" in str(exc), exc
                    break


def faulty_journal(folder: Path, fault: Fault) -> tuple[Journal, FaultyConnection]:
    """A journal in ``folder`` and its connection, which fails from ``break_now`` on."""
    opened: list[FaultyConnection] = []

    class Connection(FaultyConnection):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            opened.append(self)

    Connection.fault = fault
    folder.mkdir(parents=True, exist_ok=True)
    journal = Journal(folder, conn=connect(folder / DATABASE_NAME, Connection))
    [conn] = opened
    return journal, conn
