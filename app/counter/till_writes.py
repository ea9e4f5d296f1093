"""Journal writes staff make from the screen, never waited for on the screen's thread, without
Qt: each try fails at once on another program's lock (``Till.without_waiting``) and is made
again a moment later, the event loop running meanwhile, until it lands or ``SAVE_RETRY_S`` has
passed; then ``JournalLocked`` says that nothing was recorded.
"""

from __future__ import annotations

import asyncio
import sqlite3
import time
from collections.abc import Awaitable, Callable
from contextlib import AbstractContextManager
from typing import Protocol, TypeVar

from app.booking.faults import JOURNAL_UNAVAILABLE, JournalLocked, is_locked, journal_reason
from app.i18n import Catalogue

COUNTER_TILL_WRITES = Catalogue("COUNTER_TILL_WRITES")

T = TypeVar("T")

# A write locked out of the journal is tried again every SAVE_RETRY_WAIT_S, for SAVE_RETRY_S
# before staff are told.
SAVE_RETRY_WAIT_S = 0.2
SAVE_RETRY_S = 10.0


async def retried_while_locked(
    write: Callable[[], Awaitable[T]], show_saving: Callable[[], None]
) -> T:
    """``await write()``; while it raises ``JournalLocked`` (nothing written), ``show_saving()``
    and try again every SAVE_RETRY_WAIT_S; past SAVE_RETRY_S the last ``JournalLocked`` is
    raised."""
    deadline = time.monotonic() + SAVE_RETRY_S
    while True:
        try:
            return await write()
        except JournalLocked:
            if time.monotonic() >= deadline:
                raise
        show_saving()
        await asyncio.sleep(SAVE_RETRY_WAIT_S)


class Waitless(Protocol):
    """A part of the journal whose writes can be made without waiting for another program's
    lock (the journal's ``Till`` is one)."""

    def without_waiting(self) -> AbstractContextManager[None]:
        """Within the block, a write fails at once while another connection holds the lock."""
        ...


async def kept(till: Waitless, write: Callable[[], T], show_saving: Callable[[], None]) -> T:
    """``write()`` (one transaction on ``till``'s journal) once the journal takes it,
    ``show_saving()`` while another program holds its lock; ``JournalLocked`` with the sentence
    staff read if it never lets go (nothing recorded)."""

    async def once() -> T:
        try:
            with till.without_waiting():
                return write()
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

    return await retried_while_locked(once, show_saving)
