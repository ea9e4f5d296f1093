"""The rolling copy of the journal, kept beside it for recovery: taken at shift open and close and
every hour, in a worker (SQLite's backup API on a connection of its own)."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

from PySide6.QtCore import QObject, QTimer

from app.booking.faults import JOURNAL_ERRORS
from app.journal.salvage import COPY_NAME, copy_journal
from app.ui.slots import async_slot

log = logging.getLogger(__name__)

HOUR_MS = 60 * 60 * 1000


class JournalCopier(QObject):
    """Copies the journal file ``database`` to ``journal-copy.db`` beside it, on demand and
    every hour (a copy that fails is logged; the last good one stays)."""

    def __init__(self, database: Path) -> None:
        super().__init__()
        self.database = database
        self.copy = database.with_name(COPY_NAME)
        self._timer = QTimer(self)
        self._timer.setInterval(HOUR_MS)
        self._timer.timeout.connect(self.on_copy_requested)
        self._timer.start()

    def stop(self) -> None:
        """The app is closing: no further hourly copy."""
        self._timer.stop()

    @async_slot()
    async def on_copy_requested(self) -> None:
        """A shift opened or closed, or an hour went by."""
        await self.copy_now()

    async def copy_now(self) -> bool:
        """Take the copy now, in a worker; False when it could not be written."""
        try:
            await asyncio.to_thread(copy_journal, self.database, self.copy)
        except JOURNAL_ERRORS:
            log.exception("The journal's copy could not be written")
            return False
        return True
