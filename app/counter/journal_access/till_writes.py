"""Journal writes staff make from the screen, never waited for on the screen's thread, without
Qt: each try fails at once on another program's lock and is made again a moment later, the
event loop running meanwhile (``app.booking.journal_waits.LockWait``), until it lands or its
patience is spent; then ``JournalLocked`` says that nothing was recorded.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from typing import TypeVar

from app.booking.faults import JOURNAL_UNAVAILABLE, JournalLocked, is_locked, journal_reason
from app.booking.journal_waits import LockWait, Waitless
from app.i18n import Catalogue

COUNTER_TILL_WRITES = Catalogue("COUNTER_TILL_WRITES")

T = TypeVar("T")


async def written(till: Waitless, write: Callable[[], T], show_saving: Callable[[], None]) -> T:
    """``write()`` (one transaction on ``till``'s journal) once the journal takes it,
    ``show_saving()`` while another program holds its lock; ``JournalLocked`` with the sentence
    staff read if it never lets go (nothing recorded)."""
    try:
        return await LockWait(till, show_saving).write(write)
    except sqlite3.OperationalError as error:
        if not is_locked(error):
            raise
        raise JournalLocked(
            COUNTER_TILL_WRITES.tr(
                "This computer could not save it: {reason}. Nothing was recorded and what "
                "you typed is still here: try again in a moment."
            ).format(reason=journal_reason(error)),
            code=JOURNAL_UNAVAILABLE,
        ) from error
