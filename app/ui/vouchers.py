"""A voucher on paper: saved as PDF or printed on a worker thread, with a sentence for staff."""

from __future__ import annotations

import asyncio
from pathlib import Path

from PySide6.QtPrintSupport import QPrinter

from app.counter.voucher import Voucher, voucher_html
from app.ui.documents import print_html, write_pdf
from app.ui.style import paper_ink


async def save_voucher(voucher: Voucher, path: Path) -> tuple[str, bool]:
    """Write the voucher's PDF at ``path`` in a worker; what became of it, and whether it worked."""
    try:
        await asyncio.to_thread(write_pdf, voucher_html(voucher, paper_ink()), path, voucher.title)
    except OSError as exc:
        return (
            f"The voucher could not be written to {path} ({exc.strerror}). Choose another folder.",
            False,
        )
    return f"Voucher saved to {path}.", True


async def print_voucher(voucher: Voucher, printer: QPrinter) -> str:
    """Print the voucher in a worker (the page layout takes a moment); where it went."""
    await asyncio.to_thread(print_html, voucher_html(voucher, paper_ink()), printer)
    where = printer.printerName() or printer.outputFileName() or "the printer"
    return f"Voucher sent to {where}."
