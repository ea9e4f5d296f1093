"""A booking's customer documents as the journal holds them, as rich text to lay out, without
Qt: the receipt or tax invoice (the original from the sale's result page), its credit notes,
the voucher; a copy made again marked "DUPLICATE". Each is read through a ``JournalReader``
(off the UI thread, or in the mail child); ``app.ui.customer_documents`` lays the text out as
pages to print or save."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass, replace

from app import i18n
from app.api.models import BookingStatusData
from app.books.queries import note_settled
from app.counter.journal_access.journal_reader import JournalReader
from app.counter.papers.voucher import VoucherDocument, reprint_from_journal
from app.domain.file_names import safe_name
from app.domain.gst import DocumentKind
from app.journal.store import JournalReads
from app.mail.outbox import Document
from app.reports.columns import Paper
from app.reports.ink import Ink
from app.reports.receipt_data import AgencyDetails, NoReceipt, ReceiptData, receipt_data
from app.reports.receipt_print import credit_note_html, receipt_html
from app.reports.tax_invoice import TaxSection

# Each credit note of a booking starts a page of its own in one PDF.
PAGE_BREAK = '<p style="page-break-before: always"></p>'


@dataclass(frozen=True, slots=True)
class DocumentText:
    """One document's rich text, its file name, and its paper (None: the voucher's A4 page)."""

    file_name: str
    html: str
    paper: Paper | None


def bill_file_name(booking_ref: str, invoiced: bool) -> str:
    """The PDF's name of the booking's bill: its tax invoice when ``invoiced``, else its
    receipt."""
    return f"{'tax-invoice' if invoiced else 'receipt'}-{safe_name(booking_ref)}.pdf"


def document_text(
    reads: JournalReads,
    document: Document,
    booking_ref: str,
    agency: AgencyDetails,
    training: bool,
    ink: Ink,
    duplicate: dt.datetime | None = None,
    cancellation: str | None = None,
) -> DocumentText | None:
    """``document`` of the booking in the customer's language recorded with the sale, else the
    current one (None when the journal has none: no payment taken here has no receipt, a refund
    without an invoice no credit note), marked as a copy made at ``duplicate`` when given; the
    credit note of ``cancellation`` alone when given, else all the booking's."""
    sale = reads.till.sale_of(booking_ref)
    language = (sale.customer_language if sale else None) or i18n.language()
    with i18n.in_language(language):
        return _text(reads, document, booking_ref, agency, training, ink, duplicate, cancellation)


def _text(
    reads: JournalReads,
    document: Document,
    booking_ref: str,
    agency: AgencyDetails,
    training: bool,
    ink: Ink,
    duplicate: dt.datetime | None,
    cancellation: str | None,
) -> DocumentText | None:
    if document is Document.RECEIPT:
        try:
            data = receipt_data(reads, booking_ref, agency=agency, training=training)
        except NoReceipt:
            return None
        name = bill_file_name(booking_ref, data.tax is not None)
        data = replace(data, duplicate=duplicate)
        return DocumentText(name, receipt_html(data, ink, Paper.A4), Paper.A4)
    if document is Document.CREDIT_NOTE:
        # The refund's document: its credit note, or the refund slip of a pure agent's
        # reimbursement alone.
        notes = credit_notes(reads, booking_ref, agency, cancellation)
        if not notes:
            return None
        html = PAGE_BREAK.join(
            credit_note_html(agency, section, booking_ref, ink, Paper.A4, duplicate, training)
            for section in notes
        )
        slips = all(note.document.kind is DocumentKind.REFUND_SLIP for note in notes)
        name = "refund-slips" if slips else "credit-notes"
        return DocumentText(f"{name}-{safe_name(booking_ref)}.pdf", html, Paper.A4)
    return _voucher(reads, booking_ref, agency, training, ink)


def credit_notes(
    reads: JournalReads,
    booking_ref: str,
    agency: AgencyDetails,
    cancellation: str | None = None,
) -> list[TaxSection]:
    """The refund documents of the booking's sale made here (none for a sale made elsewhere):
    its credit notes and the refund slips of a pure agent's reimbursement alone, oldest first;
    the one of ``cancellation`` (its request) alone when given."""
    sale = reads.till.sale_of(booking_ref)
    notes = [] if sale is None else reads.tax.refund_documents_of(sale.request_id)
    if cancellation is not None:
        notes = [note for note in notes if note.refund_request_id == cancellation]
    legal_name = agency.legal_name or agency.name
    return [TaxSection(legal_name, note, settled=note_settled(reads.till, note)) for note in notes]


def _voucher(
    reads: JournalReads, booking_ref: str, agency: AgencyDetails, training: bool, ink: Ink
) -> DocumentText | None:
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
    return DocumentText(sheet.file_name, sheet.html(ink), None)


@dataclass(frozen=True, slots=True)
class Copies:
    """What a booking has to copy: its bill (a payment taken here), and how many credit notes
    (and refund slips, copied with them)."""

    bill: bool
    credit_notes: int


def copies_of(reads: JournalReads, booking_ref: str) -> Copies:
    """What ``booking_ref`` has to copy."""
    sale = reads.till.sale_of(booking_ref)
    if sale is None or sale.receipt_no is None:
        return Copies(False, 0)
    return Copies(True, len(reads.tax.refund_documents_of(sale.request_id)))


class CustomerPapers:
    """The customer documents of the journal ``reader`` reads, each read off the UI thread
    (``texts``, for the mail child, on the caller's). The journal's errors (sqlite3.Error,
    OSError) are raised; ``NoReceipt`` when a booking has no payment taken here."""

    def __init__(self, reader: JournalReader) -> None:
        self.reader = reader

    async def text(
        self,
        document: Document,
        booking_ref: str,
        agency: AgencyDetails,
        training: bool,
        ink: Ink,
        language: str,
        *,
        duplicate: bool = False,
    ) -> DocumentText | None:
        """``document_text`` of the booking, in ``language`` (the counter's) when its sale
        recorded none, a copy made now when ``duplicate``."""

        def read(reads: JournalReads) -> DocumentText | None:
            with i18n.in_language(language):
                now = reads.now() if duplicate else None
                return document_text(reads, document, booking_ref, agency, training, ink, now)

        return await self.reader.read_off_ui(read)

    def texts(
        self,
        documents: Sequence[Document],
        booking_ref: str,
        agency: AgencyDetails,
        training: bool,
        ink: Ink,
        duplicate: dt.datetime | None = None,
        cancellation: str | None = None,
    ) -> list[DocumentText]:
        """The booking's ``documents`` that it has, read on one connection (blocking): the
        credit note of ``cancellation`` alone when given."""

        def read(reads: JournalReads) -> list[DocumentText]:
            made = (
                document_text(
                    reads, kind, booking_ref, agency, training, ink, duplicate, cancellation
                )
                for kind in documents
            )
            return [text for text in made if text is not None]

        return self.reader.read_here(read)

    async def copies(self, booking_ref: str) -> Copies:
        """What ``booking_ref`` has to copy."""
        return await self.reader.read_off_ui(lambda reads: copies_of(reads, booking_ref))

    async def receipt(
        self, booking_ref: str, agency: AgencyDetails, training: bool, *, duplicate: bool = False
    ) -> ReceiptData:
        """The booking's receipt (its tax invoice's data too), a copy made now when
        ``duplicate``."""

        def read(reads: JournalReads) -> ReceiptData:
            data = receipt_data(reads, booking_ref, agency=agency, training=training)
            return replace(data, duplicate=reads.now()) if duplicate else data

        return await self.reader.read_off_ui(read)

    async def credit_notes(
        self, booking_ref: str, agency: AgencyDetails
    ) -> tuple[list[TaxSection], dt.datetime]:
        """The booking's credit notes, and the journal's time now (a copy's mark)."""
        return await self.reader.read_off_ui(
            lambda reads: (credit_notes(reads, booking_ref, agency), reads.now())
        )
