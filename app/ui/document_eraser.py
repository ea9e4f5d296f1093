"""Passengers' ID numbers and scans erased once their trip is over by the days Settings keep them,
and the files made on customers' requests deleted a week after they were made: at the start and
every day after, in a worker (``app.journal.retention``, ``app.counter.customer_files``)."""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QTimer

from app.booking.faults import JOURNAL_ERRORS
from app.counter.customer_files import prune_customer_files
from app.journal.retention import erase_due, last_trip_erased
from app.ui.slots import async_slot

log = logging.getLogger(__name__)

DAY_MS = 24 * 60 * 60 * 1000


class DocumentEraser(QObject):
    """Erases what is due from the journal file ``database`` (and makes its rolling copy again)
    and from the folder ``customer_files`` on demand and every day; ``keep_days`` reads the
    setting in use, ``today`` the service's date. Only counts and dates are logged, never a
    passenger."""

    def __init__(
        self,
        database: Path,
        keep_days: Callable[[], int],
        today: Callable[[], dt.date],
        customer_files: Path | None = None,
    ) -> None:
        super().__init__()
        self.database = database
        self.customer_files = customer_files
        self._keep_days = keep_days
        self._today = today
        self._timer = QTimer(self)
        self._timer.setInterval(DAY_MS)
        self._timer.timeout.connect(self.on_erase_requested)
        self._timer.start()
        self._first = QTimer(self)
        self._first.setSingleShot(True)
        self._first.timeout.connect(self.on_erase_requested)

    def erase_after(self, delay_ms: int) -> None:
        """Erase what is due once ``delay_ms`` from now (at start: after the first screen is up,
        so the worker's reading does not slow the window coming up)."""
        self._first.start(delay_ms)

    def stop(self) -> None:
        """The app is closing: no further erasure."""
        self._timer.stop()
        self._first.stop()

    @async_slot()
    async def on_erase_requested(self) -> None:
        """The app started, or a day went by."""
        await self.erase_now()

    async def erase_now(self) -> int | None:
        """Erase what is due now, in a worker; how many sales were changed, or None when the
        journal could not be written (logged; tried again the next day)."""
        today, keep_days = self._today(), self._keep_days()
        if self.customer_files is not None:
            await self.prune_files(self.customer_files)
        try:
            erased = await asyncio.to_thread(erase_due, self.database, today, keep_days)
        except JOURNAL_ERRORS:
            log.exception("ID numbers and scans due for erasure could not be erased")
            return None
        log.info(
            "Retention: ID numbers and scans of %d sale(s) erased (trips up to %s, kept %d days)",
            erased,
            last_trip_erased(today, keep_days).isoformat(),
            keep_days,
        )
        return erased

    async def prune_files(self, folder: Path) -> None:
        """Delete the files made on customers' requests a week ago or more, in a worker."""
        now = dt.datetime.now().astimezone()
        try:
            removed = await asyncio.to_thread(prune_customer_files, folder, now)
        except OSError:
            log.exception("Files made on customers' requests could not be deleted")
            return
        if removed:
            log.info("Retention: %d file(s) made on customers' requests deleted", len(removed))
