"""The app's event loop in the benches: its longest stall (a 10 ms QTimer that notes how late
each beat is), and waiting for the app without holding the loop."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from PySide6.QtCore import QTimer

from tests.perf.counting import counting
from tests.perf.turn_marks import LOOP_TURNS

BEAT_MS = 10
# Not every millisecond: this PySide6 (6.12.0) drops a reference to None at each qasync loop turn
# and each call answering nullptr; some tens of thousands abort the interpreter (see README.md).
# Counted (tests/perf/counting.py), a poll is a counted turn of the loop and their number follows
# the wall clock: rare (500 ms: the parts that do not wait on another process then repeat within
# 0.06 %, tests/perf/README.md).
POLL_S = 0.5 if counting() else 0.002
# How many times as long a scenario takes under callgrind (50), on a machine whose cores are
# shared with nine other such runs: a counted run must not fail on a busy machine.
SLOWDOWN = 500


class Heartbeat:
    """Beats every ``BEAT_MS`` on the Qt event loop while measuring; ``longest_ms`` is the
    longest gap between two beats (or from the start to the first), so a 10 ms gap is no stall.

    ``longest_busy_ms`` is the most CPU time the UI thread used between two beats: the app's own
    work in the longest turn, without the time the thread waited for a core or the interpreter
    lock, so it stays comparable on a loaded machine where the gaps do not.
    """

    def __init__(self) -> None:
        self._timer = QTimer()
        self._timer.setInterval(BEAT_MS)
        self._timer.timeout.connect(self._beat)
        self._last = 0.0
        self._last_cpu = 0.0
        self.longest_ms = 0.0
        self.longest_busy_ms = 0.0
        self.blocks: list[int] = []  # counted (``LoopTurns``): the blocks whose turns it measured

    def _beat(self) -> None:
        now, cpu = time.perf_counter(), time.thread_time()
        self.longest_ms = max(self.longest_ms, (now - self._last) * 1000)
        self.longest_busy_ms = max(self.longest_busy_ms, (cpu - self._last_cpu) * 1000)
        self._last, self._last_cpu = now, cpu

    @contextmanager
    def measuring(self) -> Iterator[Heartbeat]:
        """Beat for the ``with`` block; its gaps count towards ``longest_ms``. Counted with
        ``TURNS_ENV``, each turn of the loop in it is a part (``LoopTurns``)."""
        self._last, self._last_cpu = time.perf_counter(), time.thread_time()
        # Counted, the beats would count the time the block took (50 times as long): none.
        if not counting():
            self._timer.start()
        with LOOP_TURNS.block() as block:
            if block:
                self.blocks.append(block)
            try:
                yield self
            finally:
                self._timer.stop()
                self._beat()  # the gap up to the block's end counts too

    async def measure_idle(self, seconds: float) -> None:
        """Measure the loop with nothing to do for ``seconds``, just before what is judged
        against it: on a shared machine, its gaps are the machine's (the app waiting for a
        core), not the app's."""
        with self.measuring():
            await asyncio.sleep(seconds)


async def until(condition: Callable[[], object], timeout_s: float = 30.0) -> None:
    """Let the loop run until ``condition()`` holds (checked every POLL_S)."""
    deadline = time.perf_counter() + timeout_s * (SLOWDOWN if counting() else 1)
    while not condition():
        if time.perf_counter() > deadline:
            raise RuntimeError("the app did not get there in time")
        await asyncio.sleep(POLL_S)
