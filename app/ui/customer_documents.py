"""A booking's customer documents laid out as pages to print or save: the rich text the
counter's ``CustomerPapers`` read from the journal, written as a PDF with
``QTextDocument`` and ``QPrinter`` only (safe in a worker thread)."""

from __future__ import annotations

import tempfile
from dataclasses import dataclass
from pathlib import Path

from app.counter.config.settings import Settings, document_language_of
from app.counter.papers.customer_papers import CustomerPapers, DocumentText
from app.domain.file_names import file_in
from app.mail.outbox import Document
from app.reports.columns import Paper
from app.ui.documents import write_pdf
from app.ui.paper import save_paper_pdf
from app.ui.style import paper_ink


@dataclass(frozen=True, slots=True)
class Pages:
    """One document's rich text, its file name, and its paper (None: the voucher's A4 page)."""

    file_name: str
    html: str
    paper: Paper | None

    @classmethod
    def of(cls, text: DocumentText) -> Pages:
        """The pages of a document's ``text``."""
        return cls(text.file_name, text.html, text.paper)

    def pdf(self, path: Path) -> Path:
        """Save the pages as a PDF at ``path`` (OSError when it cannot)."""
        if self.paper is None:
            return write_pdf(self.html, path, self.file_name)
        return save_paper_pdf(self.html, self.paper, path, self.file_name)

    def pdf_bytes(self) -> bytes:
        """The PDF's bytes (written through a temporary folder: Qt writes to files)."""
        with tempfile.TemporaryDirectory(prefix="counterdesk-") as folder:
            return self.pdf(file_in(Path(folder), self.file_name)).read_bytes()


async def counter_pages(
    papers: CustomerPapers,
    document: Document,
    booking_ref: str,
    settings: Settings,
    training: bool,
    *,
    duplicate: bool = False,
) -> Pages | None:
    """``document`` of the booking read off the UI thread for the counter's ``settings``: their
    agency, and their document language when the sale recorded none; a copy made now when
    ``duplicate``. None when the journal has none."""
    text = await papers.text(
        document,
        booking_ref,
        settings.agency,
        training,
        paper_ink(),
        document_language_of(settings),
        duplicate=duplicate,
    )
    return None if text is None else Pages.of(text)
