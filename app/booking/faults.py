"""When the journal itself fails (disk full, locked, read-only, damaged): what to tell staff."""

from __future__ import annotations

import errno
import sqlite3

from app.api.errors import NotSent
from app.i18n import Catalogue
from app.journal.faults import JournalReadOnly

BOOKING_FAULTS = Catalogue("BOOKING_FAULTS")

JOURNAL_UNAVAILABLE = "JOURNAL_UNAVAILABLE"

# What SQLite and the OS raise when the journal cannot be written or read.
JOURNAL_ERRORS: tuple[type[Exception], ...] = (sqlite3.Error, OSError)


class JournalFault(NotSent):
    """The journal could not be written before anything was sent: nothing was sent or charged,
    and the same sale can be confirmed again once the computer can save it."""


class JournalLocked(JournalFault):
    """The journal was in use by another program (its lock held): nothing was sent, and the same
    write can be tried again in a moment without waiting on the screen's thread."""


def is_locked(exc: Exception) -> bool:
    """SQLite refused because another connection holds the journal's lock."""
    text = str(exc).lower()
    return isinstance(exc, sqlite3.OperationalError) and ("locked" in text or "busy" in text)


def journal_reason(exc: Exception) -> str:
    """The journal's failure in staff's words: ``the disk is full``, ``... is read-only``."""
    if isinstance(exc, JournalReadOnly):
        # Opened read-only at start: the opening already named the cause.
        return exc.fault.reason
    text = str(exc).lower()
    code = exc.errno if isinstance(exc, OSError) else None
    if "full" in text or code == errno.ENOSPC:
        return BOOKING_FAULTS.tr("the disk is full")
    if "locked" in text or "busy" in text:
        return BOOKING_FAULTS.tr(
            "its journal is in use by another program (another Counterdesk window?)"
        )
    if "readonly" in text or "read-only" in text or code in (errno.EROFS, errno.EACCES):
        return BOOKING_FAULTS.tr("its journal folder is read-only")
    return BOOKING_FAULTS.tr("its journal file is damaged or the disk cannot be read")


def cannot_save(exc: Exception, request_id: str | None = None, what: str = "sale") -> JournalFault:
    """The sale (or cancellation) could not be written down before sending: it was not sent."""
    reason = journal_reason(exc)
    text = (
        BOOKING_FAULTS.tr(
            "This computer cannot save the cancellation: {reason}. Nothing was sent or charged."
        )
        if what == "cancellation"
        else BOOKING_FAULTS.tr(
            "This computer cannot save the sale: {reason}. Nothing was sent or charged."
        )
    )
    fault = JournalLocked if is_locked(exc) else JournalFault
    return fault(
        text.format(reason=reason),
        code=JOURNAL_UNAVAILABLE,
        request_id=request_id,
    )
