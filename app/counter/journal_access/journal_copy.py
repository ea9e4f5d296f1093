"""The rolling copy of the journal, kept beside it for recovery, without Qt: taken in a worker
(SQLite's backup API on a connection of its own); a copy that fails is logged and the last good
one stays. When it is taken (shift open and close, every hour) is the window's business."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

from app.booking.faults import JOURNAL_ERRORS
from app.journal.salvage import COPY_NAME, copy_journal

log = logging.getLogger(__name__)


class JournalCopy:
    """Copies the journal file ``database`` to ``journal-copy.db`` beside it."""

    def __init__(self, database: Path) -> None:
        self.database = database
        self.copy = database.with_name(COPY_NAME)

    async def take(self) -> bool:
        """Take the copy now, in a worker; False when it could not be written."""
        try:
            await asyncio.to_thread(copy_journal, self.database, self.copy)
        except JOURNAL_ERRORS:
            log.exception("The journal's copy could not be written")
            return False
        return True
