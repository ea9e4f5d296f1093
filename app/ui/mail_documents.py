"""The PDFs a customer's message carries, made from the journal in the mail worker's thread
(``QTextDocument`` and ``QPrinter`` only: no widget), in the message's language; documents
sent again at the clerk's request are marked as duplicates."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from app import i18n
from app.counter.composition import CounterServices
from app.mail.outbox import Cause, MailMessage
from app.mail.smtp import Attachment
from app.reports.receipt_data import AgencyDetails
from app.ui.customer_documents import Pages
from app.ui.style import paper_ink


def mail_renderer(
    journal: Path, agency: Callable[[], AgencyDetails], training: bool
) -> Callable[[MailMessage], tuple[Attachment, ...]]:
    """What makes a message's attachments from the journal at ``journal`` (blocking)."""
    papers = CounterServices.papers_at(journal)

    def render(message: MailMessage) -> tuple[Attachment, ...]:
        again = message.queued_at if message.cause is Cause.AGAIN else None
        with i18n.in_language(message.language):
            texts = papers.texts(
                message.documents,
                message.booking_ref,
                agency(),
                training,
                paper_ink(),
                again,
                message.cancellation,
            )
            return tuple(Attachment(text.file_name, Pages.of(text).pdf_bytes()) for text in texts)

    return render
