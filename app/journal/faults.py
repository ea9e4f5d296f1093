"""Why the journal cannot be written (the app then runs read-only), and the refusal of a write."""

from __future__ import annotations

import enum
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager

from app.i18n import QT_TRANSLATE_NOOP, Catalogue

JOURNAL_FAULTS = Catalogue("JOURNAL_FAULTS")

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


class WriteFault(enum.Enum):
    """What stops the journal being written; ``reason`` completes "Selling is off: ..."."""

    DISK_FULL = QT_TRANSLATE_NOOP("JOURNAL_FAULTS", "the disk is full")
    READ_ONLY = QT_TRANSLATE_NOOP("JOURNAL_FAULTS", "the journal's folder cannot be written to")
    DISK_ERROR = QT_TRANSLATE_NOOP(
        "JOURNAL_FAULTS", "the disk reports an error when the journal is written"
    )

    @property
    def reason(self) -> str:
        """The cause in the current language (the value stays English, as logged)."""
        return JOURNAL_FAULTS.known(self.value)

    @property
    def header_text(self) -> str:
        """The header's short form."""
        return JOURNAL_FAULTS.tr("Selling off: {reason}").format(reason=self.reason)

    @property
    def sentence(self) -> str:
        """What staff read when they try to sell or cancel."""
        return JOURNAL_FAULTS.tr(
            "Selling is off: {reason}, so this computer cannot save a sale or a cancellation. "
            "Nothing was sent or charged. The catalogue, Lookup and the wallet still work; fix "
            "the disk, then start Counterdesk again."
        ).format(reason=self.reason)


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
