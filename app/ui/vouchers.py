"""A voucher or its agency copy on paper: saved as PDF or printed on a worker thread, with a
sentence for staff."""

from __future__ import annotations

import asyncio
from pathlib import Path

from PySide6.QtPrintSupport import QPrinter

from app.counter.voucher import VoucherDocument
from app.ui.documents import print_html, write_pdf
from app.ui.style import paper_ink


async def save_voucher(document: VoucherDocument, path: Path) -> tuple[str, bool]:
    """Write the document's PDF at ``path`` in a worker; what became of it, and whether it
    worked."""
    html = document.html(paper_ink())
    try:
        await asyncio.to_thread(write_pdf, html, path, document.title)
    except OSError as exc:
        return (
            f"The {document.name.lower()} could not be written to {path} ({exc.strerror}). "
            "Choose another folder.",
            False,
        )
    return f"{document.name} saved to {path}.", True


async def print_voucher(document: VoucherDocument, printer: QPrinter) -> str:
    """Print the document in a worker (the page layout takes a moment); where it went."""
    await asyncio.to_thread(print_html, document.html(paper_ink()), printer)
    where = printer.printerName() or printer.outputFileName() or "the printer"
    return f"{document.name} sent to {where}."
