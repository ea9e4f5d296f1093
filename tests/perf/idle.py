"""Counted, a scenario's part ends when the app is idle again, not when its screen first shows
the result: what the step set going (a worker's PDF preview, a draft saved 0.7 s after the last
key, a code encoded once a link settles) is counted in that step, whatever the machine's speed.

Idle: no job of the loop's workers (``asyncio.to_thread``) unfinished, no thread of its own
started since still running (``scan_reader.in_own_thread``'s reads of a scan or the scanner's
folder, which the loop's executor never sees), and no callback of the loop due within
``HORIZON_S`` (a timer the app set for work soon: a debounce, a next page), for
``QUIET_POLLS`` polls in a row, the first ``HORIZON_S`` long (the Qt timers the app sets for
sooner have fired by its end). Timers set further off (the wallet's refresh each minute, the
runtime's rounds) are the app waiting, not working. Only callbacks and jobs set since
``IdleWatch`` was made are seen: made after the start's warm-up, the app's long waits are not.

The garbage collector is off while counted (``gc.collect()``, then ``gc.disable()``, as the
turns' marks do, docs/decisions/counted-turns.md): its runs fall where allocations cross its
threshold, and the idle waits' polls allocate by the clock, so a collection landed in one part
or the next from run to run: the catalogue's boat load had 32.7 M in ``gc_collect_main`` in one
run of 2026-11-28 and none in the others.

A thread of its own is waited for as a worker's job is: a step that set one going (the scanner
folder's look again after a file's second change notice) is closed once what it ends with has
run, not in the next step by the clock (issue 92, item 4). The app's repeats by the clock are
stilled apart (``tests/perf/clocks.py``).
"""

from __future__ import annotations

import asyncio
import gc
import os
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import Executor
from concurrent.futures import thread as pool_thread
from typing import Any

from tests.perf.counting import counting, mark, restart

HORIZON_S = 2.0
QUIET_POLLS = 3
POLL_S = 0.5
# Longest wait for the app to be idle; then the part is closed anyway and what kept the app
# busy is said on stderr (and appended to the file ``IDLE_LOG_ENV`` names, when set).
TIMEOUT_S = 120.0
IDLE_LOG_ENV = "BENCH_IDLE_LOG"


class NeverIdle(RuntimeError):
    """The app was still busy when the wait for it to be idle timed out."""


class IdleWatch:
    """Watches ``loop`` (a ``qasync.QEventLoop``, the app's): its workers' jobs and the
    callbacks it is asked to run soon."""

    def __init__(self, loop: Any) -> None:
        self._loop = loop
        self._jobs: set[asyncio.Future[Any]] = set()
        self._threads_before = set(threading.enumerate())
        self._soon: dict[int, asyncio.Handle] = {}
        run_in_executor = loop.run_in_executor
        add_callback = loop._add_callback  # qasync's: every call_soon and call_later

        def tracked_job(
            executor: Executor | None, func: Callable[..., Any], *args: Any
        ) -> asyncio.Future[Any]:
            job: asyncio.Future[Any] = run_in_executor(executor, func, *args)
            self._jobs.add(job)
            job.add_done_callback(self._jobs.discard)
            return job

        def tracked_callback(handle: asyncio.Handle, delay: float = 0) -> asyncio.Handle:
            if delay < HORIZON_S:
                self._soon[id(handle)] = handle
            added: asyncio.Handle = add_callback(handle, delay)
            return added

        loop.run_in_executor = tracked_job
        loop._add_callback = tracked_callback
        # qasync deletes a callback from its timer once run: what is left there is still due.
        self._pending: dict[int, asyncio.Handle] = loop._timer._SimpleTimer__callbacks

    def _own_threads(self) -> list[str]:
        """The threads started since this watch was made and still running, but the executors'
        workers (their jobs are ``_jobs``) and Qt's threads that ran Python (never ending)."""
        return sorted(
            thread.name
            for thread in threading.enumerate()
            if thread not in self._threads_before
            and not isinstance(thread, threading._DummyThread)
            and getattr(thread, "_target", None) is not pool_thread._worker
        )

    def busy(self) -> list[str]:
        """What keeps the app from being idle now (nothing when it is)."""
        due = {id(handle) for handle in self._pending.values()}
        for key in [key for key in self._soon if key not in due]:
            del self._soon[key]  # run, or dropped
        me = asyncio.current_task()
        soon = [
            repr(handle)
            for handle in self._soon.values()
            # The callback running now, which woke this wait, is still in qasync's timer.
            if not handle.cancelled() and getattr(handle._callback, "__self__", None) is not me  # type: ignore[attr-defined]
        ]
        threads = self._own_threads()
        return (
            [f"{len(self._jobs)} worker jobs"] * bool(self._jobs)
            + [f"threads of their own: {', '.join(threads)}"] * bool(threads)
            + soon
        )

    async def settled(self, timeout_s: float = TIMEOUT_S) -> None:
        """Let the loop run until nothing is due for ``QUIET_POLLS`` polls in a row, the
        first of them ``HORIZON_S`` long: a Qt timer the app set for sooner (which this watch
        does not see) has fired by then, and what it started is seen."""
        deadline = time.monotonic() + timeout_s
        quiet = 0
        while quiet < QUIET_POLLS:
            await asyncio.sleep(HORIZON_S if quiet == 0 else POLL_S)
            busy = self.busy()
            quiet = 0 if busy else quiet + 1
            if busy and time.monotonic() > deadline:
                raise NeverIdle(f"still busy after {timeout_s:.0f} s: {', '.join(busy)[:500]}")


class IdleMarks:
    """A counted scenario's ``mark`` and ``restart``, each once the app is idle again; not
    counted, no wait and no mark. ``waited_s``: the time spent waiting (not the app's)."""

    def __init__(self) -> None:
        self.waited_s = 0.0
        self._idle = IdleWatch(asyncio.get_running_loop()) if counting() else None
        if self._idle is not None:
            # Before the scenario's restart, so not counted (the module's note says why).
            gc.collect()
            gc.disable()

    async def _settled(self) -> None:
        if self._idle is not None:
            started = time.perf_counter()
            try:
                await self._idle.settled()
            except NeverIdle as busy:
                print(f"idle: {busy}", file=sys.stderr, flush=True)
                if log := os.environ.get(IDLE_LOG_ENV):
                    with open(log, "a", encoding="utf-8") as file:
                        file.write(f"{busy}\n")
            self.waited_s += time.perf_counter() - started

    async def mark(self, name: str) -> None:
        """Close the part ``name`` once the app is idle."""
        await self._settled()
        mark(name)

    async def restart(self) -> None:
        """Count from here once the app is idle (what ran before is dropped)."""
        await self._settled()
        restart()
