"""Lookup's bank statement box, wired: the booking's UPI and bank payments and where they stand
against the statements, read in a worker whenever a booking is looked up."""

from __future__ import annotations

import asyncio
import logging

from PySide6.QtCore import QObject

from app.booking.faults import JOURNAL_ERRORS
from app.counter.bank_lookup import booking_proofs
from app.journal.store import DATABASE_NAME, Journal
from app.ui.slots import async_slot
from app.ui.widgets.bank_proofs import BankProofsBox

log = logging.getLogger(__name__)


class BankLookupController(QObject):
    """Fills ``box`` for the booking Lookup shows (kept alive by the box, its parent)."""

    def __init__(self, box: BankProofsBox, journal: Journal) -> None:
        super().__init__(box)
        self.box = box
        self.journal = journal

    @async_slot(str)
    async def show(self, booking_ref: str) -> None:
        """A booking was looked up: its UPI and bank payments against the statements."""
        database = self.journal.folder / DATABASE_NAME
        try:
            proofs = await asyncio.to_thread(
                booking_proofs, database, booking_ref, self.journal.now
            )
        except JOURNAL_ERRORS as error:
            log.warning("The booking's bank proofs could not be read: %s", error)
            proofs = []
        self.box.show_proofs(booking_ref, proofs)
