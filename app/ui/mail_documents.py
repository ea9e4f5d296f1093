"""The PDFs a customer's message carries, made from the journal in the mail worker's thread
(``QTextDocument`` and ``QPrinter`` only: no widget), in the message's language."""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from pathlib import Path

from app import i18n
from app.api.models import BookingStatusData
from app.counter.voucher import VoucherDocument, reprint_from_journal
from app.journal.store import JournalReads, reading
from app.mail.outbox import Document, MailMessage
from app.mail.smtp import Attachment
from app.reports.columns import Paper
from app.reports.receipt_data import AgencyDetails, NoReceipt, receipt_data
from app.reports.receipt_print import credit_note_html, receipt_html
from app.reports.tax_invoice import TaxSection
from app.ui.documents import write_pdf
from app.ui.paper import save_paper_pdf
from app.ui.style import paper_ink

Made = tuple[str, str, Paper | None]  # file name, HTML, paper (None: the voucher's A4 page)


def mail_renderer(
    journal: Path, agency: Callable[[], AgencyDetails], training: bool
) -> Callable[[MailMessage], tuple[Attachment, ...]]:
    """What makes a message's attachments from the journal at ``journal`` (blocking)."""

    def render(message: MailMessage) -> tuple[Attachment, ...]:
        with reading(journal) as reads, i18n.in_language(message.language):
            made = [
                each
                for document in message.documents
                for each in _made(reads, document, message.booking_ref, agency(), training)
            ]
        return tuple(_pdf(name, html, paper) for name, html, paper in made)

    return render


def _made(
    reads: JournalReads,
    document: Document,
    booking_ref: str,
    agency: AgencyDetails,
    training: bool,
) -> list[Made]:
    """``document``'s files of the booking (none when the journal has none: no payment taken
    here has no receipt, a refund without an invoice no credit note)."""
    ink = paper_ink()
    if document is Document.RECEIPT:
        try:
            data = receipt_data(reads, booking_ref, agency=agency, training=training)
        except NoReceipt:
            return []
        kind = "tax-invoice" if data.tax is not None else "receipt"
        return [(f"{kind}-{booking_ref}.pdf", receipt_html(data, ink, Paper.A4), Paper.A4)]
    if document is Document.CREDIT_NOTE:
        sale = reads.till.sale_of(booking_ref)
        notes = [] if sale is None else reads.tax.credit_notes_of(sale.request_id)
        legal_name = agency.legal_name or agency.name
        return [
            (
                f"credit-note-{note.doc_no.replace('/', '-')}.pdf",
                credit_note_html(agency, TaxSection(legal_name, note), booking_ref, ink, Paper.A4),
                Paper.A4,
            )
            for note in notes
        ]
    row = reads.history.find(booking_ref)
    if row is None:
        return []
    # The voucher as the journal knows the booking (the service's status card is not asked
    # from a worker): its product and passengers as sold, its refunds as recorded.
    status = BookingStatusData(
        booking_reference=booking_ref,
        module=row.module,
        booking_status=row.status,
        payment_status="",
        refund_status="",
    )
    voucher = reprint_from_journal(reads, row, status, training, agency)
    if voucher is None:
        return []
    sheet = VoucherDocument(voucher)
    return [(sheet.file_name, sheet.html(ink), None)]


def _pdf(name: str, html: str, paper: Paper | None) -> Attachment:
    with tempfile.TemporaryDirectory(prefix="counterdesk-mail-") as folder:
        path = Path(folder) / name
        if paper is None:
            write_pdf(html, path, name)
        else:
            save_paper_pdf(html, paper, path, name)
        return Attachment(name, path.read_bytes())
