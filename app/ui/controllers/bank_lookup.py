"""Lookup's bank statement box, wired: the booking's UPI and bank payments and where they stand
against the statements, read in a worker whenever a booking is looked up."""

from __future__ import annotations

from PySide6.QtCore import QObject

from app.counter.services.bank_lookup import BankProofService
from app.ui.slots import async_slot
from app.ui.widgets.bank_proofs import BankProofsBox


class BankLookupController(QObject):
    """Fills ``box`` for the booking Lookup shows (kept alive by the box, its parent)."""

    def __init__(self, box: BankProofsBox, proofs: BankProofService) -> None:
        super().__init__(box)
        self.box = box
        self.proofs = proofs
        # The booking looked up last: an older one's read, landing later, is not shown.
        self.asked = ""

    @async_slot(str)
    async def show(self, booking_ref: str) -> None:
        """A booking was looked up: its UPI and bank payments against the statements."""
        self.asked = booking_ref
        proofs = await self.proofs.of(booking_ref)
        if booking_ref == self.asked:
            self.box.show_proofs(booking_ref, proofs)
