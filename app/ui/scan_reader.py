"""Reading scans for the Book screen: each in a thread of its own, with a deadline, and staff
may stop it.

A read stuck in the kernel (a stalled network share) cannot be interrupted; in a thread of its
own it ties up only that thread, never the worker pool the rest of the app shares, and the
screen stops waiting for it at the deadline.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TypeVar

from PySide6.QtGui import QImage

from app.domain.scan_structure import prepare_in_background
from app.i18n import Catalogue
from app.ui.scan_file import READ_DEADLINE_S, read_scan, unreadable_in_time
from app.ui.scans import Scan, ScanCancelled, ScanError, scan_from_image
from app.ui.widgets.scan_panel import ScanSource

SCAN_READER = Catalogue("SCAN_READER")

T = TypeVar("T")
# The worker checks its deadline between megabytes; the screen waits this much longer for it.
GRACE_S = 2.0
# ``read_scan``'s signature: the file, the event that stops it, the deadline in seconds.
ReadFile = Callable[[Path, threading.Event, float], Scan]


async def in_own_thread(work: Callable[[], T]) -> T:
    """The result of ``work`` run in a daemon thread of its own (cancelling stops the wait)."""
    loop = asyncio.get_running_loop()
    future: asyncio.Future[T] = loop.create_future()

    def settle(outcome: Callable[[], None]) -> None:
        if not future.done():
            outcome()

    def run() -> None:
        outcome: Callable[[], None]
        try:
            outcome = partial(future.set_result, work())
        except Exception as exc:  # raised in the awaiting task instead
            outcome = partial(future.set_exception, exc)
        with contextlib.suppress(RuntimeError):  # the loop has closed: nobody waits any more
            loop.call_soon_threadsafe(settle, outcome)

    threading.Thread(target=run, name="scan-read", daemon=True).start()
    return await future


class ScanReader:
    """Reads the scans offered for passengers (by key), and shrinks them, one piece of work at a
    time per passenger: a newer one for the passenger, or ``stop``, ends the one under way.

    ``read_file`` reads one file in the worker thread (``read_scan``, unless a test stands in
    a read that never returns, as one from a stalled share).
    """

    def __init__(
        self,
        deadline_s: float = READ_DEADLINE_S,
        grace_s: float = GRACE_S,
        read_file: ReadFile = read_scan,
    ) -> None:
        self.deadline_s = deadline_s
        self.grace_s = grace_s
        self._read_file = read_file
        self._running: dict[int, tuple[threading.Event, asyncio.Task[object] | None]] = {}
        # While staff type the customer, the usual JPEG tables' look-ups are built for the
        # first scan's check (some 40 ms it would otherwise wait for).
        prepare_in_background()

    async def read(self, key: int, source: ScanSource) -> Scan:
        """The scan of ``source`` for passenger ``key``; a newer offer for ``key`` stops this.

        Raises ScanError: ScanCancelled when staff stopped it or a newer offer replaced it.
        """
        if isinstance(source, QImage):
            # A copy: the clipboard's image must not be shared with the worker thread.
            image = source.copy()

            def work(stop: threading.Event) -> Scan:
                return scan_from_image(image)
        else:

            def work(stop: threading.Event) -> Scan:
                return self._read_file(source, stop, self.deadline_s)

        try:
            return await self.run(key, work, self.deadline_s + self.grace_s)
        except TimeoutError:
            name = source.name if isinstance(source, Path) else SCAN_READER.tr("The scan")
            raise ScanError(unreadable_in_time(name, self.deadline_s)) from None

    async def run(
        self, key: int, work: Callable[[threading.Event], Scan], wait_s: float | None = None
    ) -> Scan:
        """What ``work`` gives (in a thread of its own, passed the event that stops it) for
        passenger ``key``; other work for ``key`` started later, or ``stop(key)``, stops this.

        Raises ScanCancelled when stopped (the result of a ``work`` that cannot stop is
        dropped), TimeoutError after ``wait_s`` seconds (None: no limit).
        """
        self.stop(key)
        stop = threading.Event()
        task = asyncio.current_task()
        self._running[key] = (stop, task)
        try:
            async with asyncio.timeout(wait_s):
                scan = await in_own_thread(partial(work, stop))
        except TimeoutError:
            stop.set()
            raise
        except asyncio.CancelledError:
            if not stop.is_set() or task is None:
                raise  # not stopped by staff: the screen or the app is going away
            task.uncancel()
            raise ScanCancelled(SCAN_READER.tr("Reading the scan was stopped.")) from None
        finally:
            if self._running.get(key, (None, None))[0] is stop:
                del self._running[key]
        if stop.is_set():
            raise ScanCancelled(SCAN_READER.tr("Reading the scan was stopped."))
        return scan

    def stop(self, key: int) -> bool:
        """Stop reading or shrinking passenger ``key``'s scan at once; False when none is under
        way."""
        running = self._running.pop(key, None)
        if running is None:
            return False
        stop, task = running
        stop.set()
        if task is not None:
            task.cancel()
        return True
