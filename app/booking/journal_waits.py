"""Journal writes made on the event loop (the screen's thread) that never wait there for another
program's lock: each try fails at once on the lock (``without_waiting``) and is made again a
moment later, the loop running meanwhile, until it lands or ``PATIENCE_S`` has passed since the
first refusal; then SQLite's own refusal is raised, and nothing was written by that try.

One ``LockWait`` serves the writes of one step (a sale's write-ahead, then its record after the
answer with another; a cancellation's; an exchange's; a till write): its patience is counted
once for all of them, and staff are told (``on_waiting``) once the wait has lasted
``SAY_AFTER_S``, not at a refusal that a moment's write of the app's own workers makes.
"""

from __future__ import annotations

import asyncio
import sqlite3
import time
from collections.abc import Callable
from contextlib import AbstractContextManager
from functools import partial
from typing import Protocol, TypeVar

from app.booking.faults import is_locked

T = TypeVar("T")

# A write refused on the lock is tried again every RETRY_S (a refused try costs the loop
# microseconds), for PATIENCE_S in all before staff read that nothing was recorded.
RETRY_S = 0.05
PATIENCE_S = 10.0
# How long a refusal lasts before staff are told that another program holds the journal.
SAY_AFTER_S = 0.5


class Waitless(Protocol):
    """A part of the journal whose writes can be made without waiting for another program's
    lock (the ``Journal`` and its ``Till`` are)."""

    def without_waiting(self) -> AbstractContextManager[None]:
        """Within the block, a write fails at once while another connection holds the lock."""
        ...


class LockWait:
    """The writes of one action on ``journal``, each tried until another program's lock lets
    go, awaiting between tries, for ``PATIENCE_S`` in all; ``on_waiting`` is called at each try
    once the action has waited ``SAY_AFTER_S`` (it should say that the journal is in use by
    another program, and that nothing is lost or sent meanwhile)."""

    def __init__(self, journal: Waitless, on_waiting: Callable[[], None] | None = None) -> None:
        self._journal = journal
        self._on_waiting = on_waiting
        self._first_refusal: float | None = None

    async def write(self, write: Callable[[], T]) -> T:
        """``write()``: one transaction on the journal, made once it takes it. Raises the last
        ``sqlite3.OperationalError`` (locked: nothing written) once the action's patience is
        spent, and any other journal error at once."""
        while True:
            try:
                with self._journal.without_waiting():
                    return write()
            except sqlite3.OperationalError as error:
                if not is_locked(error):
                    raise
                waited = self._waited()
                if waited >= PATIENCE_S:
                    raise
            if waited >= SAY_AFTER_S and self._on_waiting is not None:
                self._on_waiting()
            await asyncio.sleep(RETRY_S)

    def _waited(self) -> float:
        """Seconds since the action's first refusal (0 at the first)."""
        now = time.monotonic()
        if self._first_refusal is None:
            self._first_refusal = now
        return now - self._first_refusal


async def written(writes: LockWait | None, write: Callable[[], T]) -> T:
    """``write()`` through ``writes``; without one, at once on the connection as it is (a
    round's, which already refuses at the first lock, or a worker's, which may wait)."""
    return write() if writes is None else await writes.write(write)


def told(on_waiting: Callable[[bool], None] | None, *, sent: bool) -> Callable[[], None] | None:
    """``on_waiting`` (a sale's ``Asks.waiting``) told whether the sale was ``sent`` (None:
    nobody to tell)."""
    return None if on_waiting is None else partial(on_waiting, sent)
