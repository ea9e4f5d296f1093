"""The PDFs a customer's message carries, made from the journal in the mail worker's thread
(``QTextDocument`` and ``QPrinter`` only: no widget), in the message's language; documents
sent again at the clerk's request are marked as duplicates."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from app import i18n
from app.journal.store import reading
from app.mail.outbox import Cause, MailMessage
from app.mail.smtp import Attachment
from app.reports.receipt_data import AgencyDetails
from app.ui.customer_documents import document_pages


def mail_renderer(
    journal: Path, agency: Callable[[], AgencyDetails], training: bool
) -> Callable[[MailMessage], tuple[Attachment, ...]]:
    """What makes a message's attachments from the journal at ``journal`` (blocking)."""

    def render(message: MailMessage) -> tuple[Attachment, ...]:
        again = message.queued_at if message.cause is Cause.AGAIN else None
        with reading(journal) as reads, i18n.in_language(message.language):
            made = [
                document_pages(reads, kind, message.booking_ref, agency(), training, again)
                for kind in message.documents
            ]
            return tuple(Attachment(pages.file_name, pages.pdf_bytes()) for pages in made if pages)

    return render
