"""Reads of the journal off the UI thread, without Qt: each on a read-only connection of its own
in a worker (its rows are not made into objects on the UI thread), or, when the file cannot be
read so (a journal that cannot be written, or one in memory), on the journal's own connection
by the caller. The services of the screens read through it; no screen opens the file by name."""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from app.journal import Journal
from app.journal.store import DATABASE_NAME, JournalReads, reading

log = logging.getLogger(__name__)

T = TypeVar("T")


class JournalReader:
    """Reads of the journal's file ``database``; with ``journal`` (the counter's open journal),
    a read that cannot be made apart is made on it instead."""

    def __init__(self, database: Path, journal: Journal | None = None) -> None:
        self.database = database
        self._journal = journal

    @classmethod
    def of(cls, journal: Journal) -> JournalReader:
        """The reads of the counter's open ``journal``."""
        return cls(journal.folder / DATABASE_NAME, journal)

    def read_apart(self, read: Callable[[JournalReads], T]) -> T | None:
        """``read`` on a read-only connection of its own (blocking: for a worker); None when
        the file cannot be read so and the open journal must be read instead. Without an open
        journal the file's errors are raised."""
        journal = self._journal
        if journal is None:
            with reading(self.database) as reads:
                return read(reads)
        if journal.read_only is not None:
            return None
        try:
            with reading(self.database, journal.now) as reads:
                return read(reads)
        except sqlite3.Error as error:
            log.info("The journal was not read apart (%s): read on its own connection", error)
            return None

    def read_here(self, read: Callable[[JournalReads], T]) -> T:
        """``read`` on the caller's thread: apart when it can be, else on the open journal."""
        done = self.read_apart(lambda reads: (read(reads),))
        return done[0] if done is not None else self._on_journal(read)

    async def read_off_ui(self, read: Callable[[JournalReads], T]) -> T:
        """``read`` in a worker (``read_apart``), else on the open journal."""
        done = await asyncio.to_thread(self.read_apart, lambda reads: (read(reads),))
        return done[0] if done is not None else self._on_journal(read)

    def _on_journal(self, read: Callable[[JournalReads], T]) -> T:
        if self._journal is None:
            raise sqlite3.OperationalError(f"the journal {self.database} cannot be read")
        return read(self._journal)
