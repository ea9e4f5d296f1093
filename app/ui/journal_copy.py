"""The rolling copy of the journal taken at shift open and close and every hour
(``app.counter.journal_access.journal_copy`` takes it, in a worker)."""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer

from app.counter.journal_access.journal_copy import JournalCopy
from app.ui.slots import async_slot

HOUR_MS = 60 * 60 * 1000


class JournalCopier(QObject):
    """Takes ``journal_copy`` (the journal file's copy beside it) on demand and every hour (a
    copy that fails is logged; the last good one stays)."""

    def __init__(self, journal_copy: JournalCopy) -> None:
        super().__init__()
        self.journal_copy = journal_copy
        self.copy = self.journal_copy.copy
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
        return await self.journal_copy.take()
