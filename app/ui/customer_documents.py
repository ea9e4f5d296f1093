"""A booking's customer documents as the journal holds them, as pages to print or save: the
receipt or tax invoice (the original from the sale's result page), its credit notes, the
voucher; a copy made again marked "DUPLICATE".
``QTextDocument`` and ``QPrinter`` only: safe in a worker thread."""

from __future__ import annotations

import datetime as dt
import tempfile
from dataclasses import dataclass, replace
from pathlib import Path

from app import i18n
from app.api.models import BookingStatusData
from app.counter.settings import Settings, document_language_of
from app.counter.voucher import VoucherDocument, reprint_from_journal
from app.domain.file_names import file_in, safe_name
from app.journal.store import JournalReads
from app.mail.outbox import Document
from app.reports.columns import Paper
from app.reports.receipt_data import AgencyDetails, NoReceipt, receipt_data
from app.reports.receipt_print import credit_note_html, receipt_html
from app.reports.tax_invoice import TaxSection
from app.ui.documents import write_pdf
from app.ui.paper import save_paper_pdf
from app.ui.style import paper_ink

# Each credit note of a booking starts a page of its own in one PDF.
PAGE_BREAK = '<p style="page-break-before: always"></p>'


@dataclass(frozen=True, slots=True)
class Pages:
    """One document's rich text, its file name, and its paper (None: the voucher's A4 page)."""

    file_name: str
    html: str
    paper: Paper | None

    def pdf(self, path: Path) -> Path:
        """Save the pages as a PDF at ``path`` (OSError when it cannot)."""
        if self.paper is None:
            return write_pdf(self.html, path, self.file_name)
        return save_paper_pdf(self.html, self.paper, path, self.file_name)

    def pdf_bytes(self) -> bytes:
        """The PDF's bytes (written through a temporary folder: Qt writes to files)."""
        with tempfile.TemporaryDirectory(prefix="counterdesk-") as folder:
            return self.pdf(file_in(Path(folder), self.file_name)).read_bytes()


def bill_file_name(booking_ref: str, invoiced: bool) -> str:
    """The PDF's name of the booking's bill: its tax invoice when ``invoiced``, else its
    receipt."""
    return f"{'tax-invoice' if invoiced else 'receipt'}-{safe_name(booking_ref)}.pdf"


def counter_pages(
    reads: JournalReads,
    document: Document,
    booking_ref: str,
    settings: Settings,
    training: bool,
    duplicate: dt.datetime | None = None,
) -> Pages | None:
    """``document_pages`` for the counter's ``settings``: their agency, and their document
    language when the sale recorded none."""
    with i18n.in_language(document_language_of(settings)):
        return document_pages(reads, document, booking_ref, settings.agency, training, duplicate)


def document_pages(
    reads: JournalReads,
    document: Document,
    booking_ref: str,
    agency: AgencyDetails,
    training: bool,
    duplicate: dt.datetime | None = None,
) -> Pages | None:
    """``document`` of the booking in the customer's language recorded with the sale, else the
    current one (None when the journal has none: no payment taken here has no receipt, a refund
    without an invoice no credit note), marked as a copy made at ``duplicate`` when given."""
    sale = reads.till.sale_of(booking_ref)
    language = (sale.customer_language if sale else None) or i18n.language()
    with i18n.in_language(language):
        return _pages(reads, document, booking_ref, agency, training, duplicate)


def _pages(
    reads: JournalReads,
    document: Document,
    booking_ref: str,
    agency: AgencyDetails,
    training: bool,
    duplicate: dt.datetime | None,
) -> Pages | None:
    ink = paper_ink()
    if document is Document.RECEIPT:
        try:
            data = receipt_data(reads, booking_ref, agency=agency, training=training)
        except NoReceipt:
            return None
        name = bill_file_name(booking_ref, data.tax is not None)
        data = replace(data, duplicate=duplicate)
        return Pages(name, receipt_html(data, ink, Paper.A4), Paper.A4)
    if document is Document.CREDIT_NOTE:
        sale = reads.till.sale_of(booking_ref)
        notes = [] if sale is None else reads.tax.credit_notes_of(sale.request_id)
        if not notes:
            return None
        legal_name = agency.legal_name or agency.name
        html = PAGE_BREAK.join(
            credit_note_html(
                agency,
                TaxSection(legal_name, note),
                booking_ref,
                ink,
                Paper.A4,
                duplicate,
                training,
            )
            for note in notes
        )
        return Pages(f"credit-notes-{safe_name(booking_ref)}.pdf", html, Paper.A4)
    return _voucher(reads, booking_ref, agency, training)


def _voucher(
    reads: JournalReads, booking_ref: str, agency: AgencyDetails, training: bool
) -> Pages | None:
    """The voucher as the journal knows the booking (the service's status card is not asked
    from a worker): its product and passengers as sold, its refunds as recorded."""
    row = reads.history.find(booking_ref)
    if row is None:
        return None
    status = BookingStatusData(
        booking_reference=booking_ref,
        module=row.module,
        booking_status=row.status,
        payment_status="",
        refund_status="",
    )
    voucher = reprint_from_journal(reads, row, status, training, agency)
    if voucher is None:
        return None
    sheet = VoucherDocument(voucher)
    return Pages(sheet.file_name, sheet.html(paper_ink()), None)
