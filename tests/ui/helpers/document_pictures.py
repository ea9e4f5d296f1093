"""Each document drawn on its paper, as printed, from one real sale: the customer's receipt on
both rolls and both sheets, the customer's voucher and the agency copy on A4, and a Z report on
the 80 mm roll; apart, the customer's receipt (80 mm) and voucher (A4) in Hindi. The document
tests look at them; ``make screenshots`` puts them in the docs."""

from __future__ import annotations

import asyncio
from pathlib import Path

from PySide6.QtGui import QImage

from app import i18n
from app.counter.papers.voucher import VoucherDocument
from app.reports.columns import Paper
from app.reports.drawer_print import ReportKind, drawer_report_html
from app.reports.receipt_print import receipt_html
from app.sandbox import EmbeddedSandbox, SandboxConfig, start_embedded
from app.ui.fonts import register_fonts
from app.ui.paper import paper_image
from app.ui.style import paper_ink
from app.ui.translation import install_translations
from tests.conftest import FROZEN_NOW, client_for
from tests.reports.documents import BookedSale, booked_sale, drawer_report

RECEIPT_PAPERS = {
    "receipt_80mm": Paper.ROLL_80,
    "receipt_58mm": Paper.ROLL_58,
    "receipt_a4": Paper.A4,
    "receipt_a5": Paper.A5,
}


def document_pictures(sale: BookedSale) -> dict[str, QImage]:
    """Every document of ``sale`` (and a shift's Z report) by the name of its picture."""
    ink = paper_ink()
    pictures = {
        name: paper_image(receipt_html(sale.bill, ink, paper), paper)
        for name, paper in RECEIPT_PAPERS.items()
    }
    for name, document in (
        ("voucher_a4", VoucherDocument(sale.voucher)),
        ("agency_copy_a4", VoucherDocument(sale.voucher, agency_copy=True)),
    ):
        pictures[name] = paper_image(document.html(ink), Paper.A4)
    z_report = drawer_report_html(drawer_report(ReportKind.Z), ink, Paper.ROLL_80)
    pictures["z_report_80mm"] = paper_image(z_report, Paper.ROLL_80)
    return pictures


def hindi_pictures(sale: BookedSale) -> dict[str, QImage]:
    """The customer's receipt (80 mm) and voucher (A4) of ``sale`` printed in Hindi, the
    screen left in English (the catalogues compiled, the shipped fonts registered)."""
    register_fonts()
    install_translations(i18n.ENGLISH)
    ink = paper_ink()
    with i18n.in_language(i18n.HINDI):
        receipt = receipt_html(sale.bill, ink, Paper.ROLL_80)
        voucher = VoucherDocument(sale.voucher).html(ink)
    return {
        "receipt_80mm_hi": paper_image(receipt, Paper.ROLL_80),
        "voucher_a4_hi": paper_image(voucher, Paper.A4),
    }


async def _sell(sandbox: EmbeddedSandbox) -> BookedSale:
    client = client_for(sandbox, sandbox.demo_key)
    try:
        return await booked_sale(client, sandbox)
    finally:
        await client.aclose()


def sale_on_its_own_sandbox(folder: Path) -> BookedSale:
    """A booking on a sandbox of its own (its database in ``folder``), sold at the till."""
    config = SandboxConfig(db_path=folder / "documents.db", clock=FROZEN_NOW, boat_fault=False)
    sandbox = start_embedded(config)
    try:
        return asyncio.run(_sell(sandbox))
    finally:
        sandbox.stop()
