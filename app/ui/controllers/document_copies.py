"""Duplicates of a booking's receipt or tax invoice and credit notes, from Lookup and History:
read from the journal by the counter's ``CustomerPapers``, laid out and saved or printed in a
worker, marked "DUPLICATE" (a copy, not a new document for the GST returns). No customer
document shows an ID number, so a copy reads no personal data beyond what the booking's card
shows (nothing for the access log)."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

from PySide6.QtCore import QObject

from app.booking.faults import JOURNAL_ERRORS
from app.counter.config.settings import document_language_of
from app.counter.devices.escpos import PrinterError
from app.counter.devices.printers import TargetError
from app.counter.link.service import ServiceConnection
from app.counter.papers.customer_papers import CustomerPapers
from app.i18n import Catalogue
from app.mail.outbox import Document
from app.reports.receipt_data import NoReceipt
from app.ui.customer_documents import counter_pages
from app.ui.error_words import reason_of
from app.ui.paper import print_credit_note_on, print_receipt_on
from app.ui.slots import async_slot
from app.ui.style import paper_ink
from app.ui.widgets.document_copies import DocumentCopies

DOCUMENT_COPIES_CONTROLLER = Catalogue("DOCUMENT_COPIES_CONTROLLER")

log = logging.getLogger(__name__)

# What stops a duplicate's printing: the journal, no payment taken here, the printer.
PRINT_ERRORS: tuple[type[Exception], ...] = (*JOURNAL_ERRORS, NoReceipt, TargetError, PrinterError)


class DocumentCopiesController(QObject):
    """Fills ``box`` for the booking shown and makes its duplicates (kept alive by the box)."""

    def __init__(
        self, box: DocumentCopies, papers: CustomerPapers, connection: ServiceConnection
    ) -> None:
        super().__init__(box)
        self.box = box
        self.papers = papers
        self.connection = connection
        # The booking shown last: an older one's read, landing later, is not shown (the box's
        # keys copy the booking the box holds).
        self.asked = ""
        box.save_requested.connect(self.on_save_requested)
        box.print_requested.connect(self.on_print_requested)

    @async_slot(str)
    async def show(self, booking_ref: str) -> None:
        """What ``booking_ref`` has to copy, read in a worker ('' shows nothing)."""
        self.asked = booking_ref
        if not booking_ref:
            self.box.show_booking("", False, 0)
            return
        try:
            copies = await self.papers.copies(booking_ref)
            bill, notes = copies.bill, copies.credit_notes
        except JOURNAL_ERRORS as error:
            log.warning("The booking's documents could not be read: %s", error)
            bill, notes = False, 0
        if booking_ref == self.asked:
            self.box.show_booking(booking_ref, bill, notes)

    @async_slot(object, object)
    async def on_save_requested(self, document: Document, path: Path) -> None:
        """Save the document's duplicate as a PDF at ``path``."""
        await self.save(document, path)

    async def save(self, document: Document, path: Path) -> bool:
        """Read, lay out and write the duplicate in workers; the box says where it went."""
        ref = self.box.booking_ref
        try:
            # In the sale's customer's language when it was recorded, else the counter's.
            pages = await counter_pages(
                self.papers,
                document,
                ref,
                self.connection.settings,
                self.connection.training,
                duplicate=True,
            )
            if pages is None:
                return False
            await asyncio.to_thread(pages.pdf, path)
        except JOURNAL_ERRORS as error:  # the file (OSError) or the journal
            text = DOCUMENT_COPIES_CONTROLLER.tr("The duplicate was not saved: {reason}")
            self.box.show_state(text.format(reason=reason_of(error)), ok=False)
            return False
        text = DOCUMENT_COPIES_CONTROLLER.tr("Duplicate saved to {path}.").format(path=path)
        self.box.show_state(text, ok=True)
        return True

    @async_slot(object, alone=True)
    async def on_print_requested(self, document: Document) -> None:
        """Print the document's duplicate on the receipt printer."""
        await self.print(document)

    async def print(self, document: Document) -> bool:
        """Read and print the duplicate in workers (a receipt printer's drawer stays shut)."""
        settings = self.connection.settings
        ref = self.box.booking_ref
        training = self.connection.training
        language = document_language_of(settings)
        agency = settings.agency
        try:
            if document is Document.RECEIPT:
                data = await self.papers.receipt(ref, agency, training, duplicate=True)
                await asyncio.to_thread(
                    print_receipt_on, settings.printers, data, paper_ink(), language
                )
            else:
                notes, now = await self.papers.credit_notes(ref, agency)
                for section in notes:
                    await asyncio.to_thread(
                        print_credit_note_on,
                        settings.printers,
                        agency,
                        section,
                        ref,
                        paper_ink(),
                        language,
                        now,
                        training,
                    )
        except PRINT_ERRORS as error:
            text = DOCUMENT_COPIES_CONTROLLER.tr("The duplicate was not printed: {reason}")
            self.box.show_state(text.format(reason=reason_of(error)), ok=False)
            return False
        self.box.show_state(DOCUMENT_COPIES_CONTROLLER.tr("Duplicate printed."), ok=True)
        return True
