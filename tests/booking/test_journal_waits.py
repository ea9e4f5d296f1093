"""The booking's journal writes never wait on the event loop's thread for another program's lock:
each try fails at once and is made again while the loop runs, staff are told after a short
while, and a lock never let go ends in SQLite's refusal with nothing written (or sent)."""

from __future__ import annotations

import asyncio
import sqlite3
import time
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path

import pytest

import app.booking.journal_waits
from app.api import PartnerClient
from app.booking import CancelChoice, JournalLocked, confirm_cancellation
from app.booking.journal_waits import SAY_AFTER_S, LockWait
from app.domain.modules import Module
from app.journal import Journal
from app.journal.store import DATABASE_NAME
from tests.booking.test_cancel import sold

# The journal connection's own wait for a lock, magnified from the app's 50 ms: a try that waits
# on the loop's thread stalls it a whole second (no test machine's noise comes near).
MAGNIFIED_WAIT_MS = 1000
# The longest the loop may go without a turn while a lock is waited out.
MOST_STALL_S = 0.2
# How long the other program holds the journal before it lets go.
HELD_S = 0.8


class LoopGaps:
    """The longest time the event loop went without a turn, while ``watching``."""

    def __init__(self) -> None:
        self.longest_s = 0.0
        self._last = 0.0

    def _tick(self) -> None:
        now = time.perf_counter()
        self.longest_s = max(self.longest_s, now - self._last)
        self._last = now

    async def _ticking(self) -> None:
        while True:
            await asyncio.sleep(0.005)
            self._tick()

    @asynccontextmanager
    async def watching(self) -> AsyncIterator[LoopGaps]:
        """Tick on the loop for the block (from its start: a block that holds the loop before
        the first tick counts, and to its end)."""
        self._last = time.perf_counter()
        ticking = asyncio.ensure_future(self._ticking())
        try:
            yield self
        finally:
            ticking.cancel()
            self._tick()


@contextmanager
def held(journal: Journal) -> Iterator[sqlite3.Connection]:
    """Another connection holding the journal's write lock until it commits (or the block ends),
    the journal's own connection waiting up to ``MAGNIFIED_WAIT_MS`` for a lock."""
    journal.limit_waits(MAGNIFIED_WAIT_MS)
    other = sqlite3.connect(journal.folder / DATABASE_NAME, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        yield other
    finally:
        if other.in_transaction:
            other.execute("COMMIT")
        other.close()


def let_go_later(other: sqlite3.Connection) -> None:
    """The other program commits ``HELD_S`` from now (when the loop gets a turn then)."""
    asyncio.get_running_loop().call_later(HELD_S, other.execute, "COMMIT")


def one_seat(ref: str) -> CancelChoice:
    """One seat of the ACTIVITY booking ``ref``."""
    return CancelChoice(ref, Module.ACTIVITY, 1)


async def test_a_locked_write_lands_once_let_go_without_a_stall_and_says_so_after_a_while(
    tmp_path: Path,
) -> None:
    with Journal(tmp_path) as journal, held(journal) as other:
        said: list[float] = []
        started = time.perf_counter()
        writes = LockWait(journal, lambda: said.append(time.perf_counter() - started))
        let_go_later(other)
        async with LoopGaps().watching() as gaps:
            await writes.write(lambda: journal.remember_mail_choice("a@b.in", True, "hi"))

    assert gaps.longest_s < MOST_STALL_S
    assert said and min(said) >= SAY_AFTER_S  # not at a moment's refusal
    assert time.perf_counter() - started >= HELD_S  # it waited for the other program


async def test_a_lock_never_let_go_raises_it_once_patience_is_spent(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(app.booking.journal_waits, "PATIENCE_S", 0.3)
    with Journal(tmp_path) as journal:
        with held(journal):
            async with LoopGaps().watching() as gaps:
                with pytest.raises(sqlite3.OperationalError, match="locked"):
                    await LockWait(journal).write(lambda: journal.mark_sent("cd-never"))
        assert gaps.longest_s < MOST_STALL_S
        assert journal.sent_at("cd-never") is None


async def test_an_error_other_than_the_lock_is_raised_at_the_first_try(tmp_path: Path) -> None:
    tries: list[int] = []

    def broken() -> None:
        tries.append(1)
        raise sqlite3.OperationalError("database or disk is full")

    with Journal(tmp_path) as journal, pytest.raises(sqlite3.OperationalError, match="full"):
        await LockWait(journal).write(broken)
    assert tries == [1]


async def test_a_cancellation_waits_out_a_lock_off_the_loop_and_is_sent_once_written(
    demo: PartnerClient, tmp_path: Path
) -> None:
    with Journal(tmp_path) as journal:
        ref = await sold(demo, journal, 2)
        with held(journal) as other:
            let_go_later(other)
            async with LoopGaps().watching() as gaps:
                outcome = await confirm_cancellation(
                    demo, journal, one_seat(ref), "cd-cx-wait", None
                )
        assert gaps.longest_s < MOST_STALL_S
        assert outcome.saved and outcome.result.refund_reference
        assert journal.find("cd-cx-wait") is not None


async def test_a_cancellation_whose_lock_is_never_let_go_is_not_sent(
    demo: PartnerClient, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(app.booking.journal_waits, "PATIENCE_S", 0.3)
    with Journal(tmp_path) as journal:
        ref = await sold(demo, journal, 2)
        before = (await demo.booking_status(ref, Module.ACTIVITY)).data
        with held(journal):
            async with LoopGaps().watching() as gaps:
                with pytest.raises(JournalLocked, match="Nothing was sent or charged"):
                    await confirm_cancellation(demo, journal, one_seat(ref), "cd-cx-never", None)
        assert gaps.longest_s < MOST_STALL_S
        after = (await demo.booking_status(ref, Module.ACTIVITY)).data
        assert after == before  # the service heard nothing
        assert journal.find("cd-cx-never") is None
