"""Why the journal cannot be written (the app then runs read-only), and the refusal of a write."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager

from app.records.faults import WriteFault

# SQLite's primary result codes the opening tells apart (the low byte of an extended code).
SQLITE_BUSY = 5
SQLITE_LOCKED = 6
SQLITE_READONLY = 8
SQLITE_IOERR = 10
SQLITE_CORRUPT = 11
SQLITE_FULL = 13
SQLITE_CANTOPEN = 14
SQLITE_NOTADB = 26


def primary_code(error: sqlite3.Error) -> int:
    """SQLite's primary result code of ``error`` (0 when it carries none)."""
    return (getattr(error, "sqlite_errorcode", 0) or 0) & 0xFF


class JournalReadOnly(sqlite3.OperationalError):
    """A write was asked of a journal opened read-only; nothing was written (or sent)."""

    def __init__(self, fault: WriteFault) -> None:
        super().__init__(fault.sentence)
        self.fault = fault
        # As SQLite's own refusal reads, so a handler of journal errors treats both alike.
        self.sqlite_errorcode = SQLITE_READONLY
        self.sqlite_errorname = "SQLITE_READONLY"


@contextmanager
def without_waiting(conn: sqlite3.Connection) -> Iterator[None]:
    """Within the block, a write on ``conn`` fails at once while another connection holds the
    lock, rather than wait for it on the caller's (the event loop's) thread."""
    previous = conn.execute("PRAGMA busy_timeout").fetchone()[0]
    conn.execute("PRAGMA busy_timeout = 0")
    try:
        yield
    finally:
        conn.execute(f"PRAGMA busy_timeout = {int(previous)}")
