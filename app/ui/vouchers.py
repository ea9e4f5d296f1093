"""A voucher or its agency copy on paper: saved as PDF or printed on a worker thread, with a
sentence for staff.

The customer's voucher is written in the customer's language, the agency's copy in English (the
accountant's); the sentences for staff are in the screen's language.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from PySide6.QtPrintSupport import QPrinter

from app import i18n
from app.counter.papers.voucher import VoucherDocument
from app.i18n import Catalogue
from app.ui.documents import print_html, write_pdf
from app.ui.error_words import reason_of
from app.ui.style import paper_ink

VOUCHERS = Catalogue("VOUCHERS")


def rendered_voucher(
    document: VoucherDocument, customer_language: str | None = None
) -> tuple[str, str]:
    """The document's rich text and title in its language: the customer's voucher in the
    language recorded with its sale, else in ``customer_language`` (the screen's when not
    given), the agency copy in the screen's."""
    language = document.language(customer_language or i18n.language())
    with i18n.in_language(language):
        return document.html(paper_ink()), document.title


async def save_voucher(
    document: VoucherDocument, path: Path, customer_language: str | None = None
) -> tuple[str, bool]:
    """Write the document's PDF at ``path`` in a worker; what became of it, and whether it
    worked."""
    html, title = rendered_voucher(document, customer_language)
    try:
        await asyncio.to_thread(write_pdf, html, path, title)
    except OSError as exc:
        if document.agency_copy:
            text = VOUCHERS.tr(
                "The agency copy could not be written to {path} ({reason}). Choose another folder."
            )
        else:
            text = VOUCHERS.tr(
                "The voucher could not be written to {path} ({reason}). Choose another folder."
            )
        return text.format(path=path, reason=reason_of(exc)), False
    if document.agency_copy:
        return VOUCHERS.tr("Agency copy saved to {path}.").format(path=path), True
    return VOUCHERS.tr("Voucher saved to {path}.").format(path=path), True


async def print_voucher(
    document: VoucherDocument, printer: QPrinter, customer_language: str | None = None
) -> str:
    """Print the document in a worker (the page layout takes a moment); where it went."""
    html, _title = rendered_voucher(document, customer_language)
    await asyncio.to_thread(print_html, html, printer)
    where = printer.printerName() or printer.outputFileName() or VOUCHERS.tr("the printer")
    if document.agency_copy:
        return VOUCHERS.tr("Agency copy sent to {printer}.").format(printer=where)
    return VOUCHERS.tr("Voucher sent to {printer}.").format(printer=where)
