"""The access log as a supervisor reads it, without Qt: every entry (or one booking's) and what
breaks its chain, read on a connection of its own in a worker (the chain's check reads every
entry). Only on a supervisor's decision, which the service asks for itself (``approve``)."""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from pathlib import Path

from app.counter.config.declared import Approve, approved
from app.counter.config.permissions import ACCESS_LOG, CUSTOMER_ACCESS_LOG
from app.journal import Journal
from app.journal.store import DATABASE_NAME, reading
from app.records.customers import Access

log = logging.getLogger(__name__)


def _read(database: Path, booking_ref: str) -> tuple[list[Access], list[str]]:
    with reading(database) as journal:
        return journal.access_log(booking_ref)


class AccessLogService:
    """The access log of ``journal``, read on a supervisor's decision asked of ``approve``."""

    def __init__(self, journal: Journal, approve: Approve) -> None:
        self._journal = journal
        self._approve = approve

    async def read(self, booking_ref: str = "") -> tuple[list[Access], list[str]]:
        """The access log (``booking_ref``: that booking's entries) and what breaks its chain,
        once a supervisor approves (``NotApproved`` with its sentence when nobody does)."""
        if booking_ref:
            await approved(self._approve, CUSTOMER_ACCESS_LOG, booking_ref)
        else:
            await approved(self._approve, ACCESS_LOG)
        journal = self._journal
        try:
            return await asyncio.to_thread(_read, journal.folder / DATABASE_NAME, booking_ref)
        except sqlite3.Error as error:
            # The file cannot be opened read-only beside the app: read it on the journal's own.
            log.warning("The access log is read on the journal's connection: %s", error)
            return journal.privacy.entries(booking_ref), journal.privacy.verify()
