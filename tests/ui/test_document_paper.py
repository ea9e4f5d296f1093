"""Each document on its paper, drawn as the printer would: looked at in tests/ui/screenshots/,
the QR code read back from each picture, the roll's page as long as its text."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from PIL import Image
from PySide6.QtGui import QPageSize
from pytestqt.qtbot import QtBot

from app.counter.devices.escpos import PrinterError
from app.counter.devices.printers import DocumentKind, PrinterSettings
from app.reports.columns import DOTS_58MM, DOTS_80MM, Paper
from app.reports.drawer_print import ReportKind, drawer_report_html
from app.reports.receipt_print import receipt_html
from app.sandbox import EmbeddedSandbox
from app.ui.paper import (
    HEAD_DPI,
    page_size,
    paper_image,
    print_document,
    print_drawer_report_on,
    print_receipt_on,
    print_test_page_on,
    save_paper_pdf,
)
from app.ui.style import paper_ink
from tests import qr_codes
from tests.conftest import client_for
from tests.counter.printer_port import printer_port
from tests.reports.documents import booked_sale, drawer_report, receipt
from tests.ui.conftest import save_image
from tests.ui.helpers.document_pictures import RECEIPT_PAPERS, document_pictures
from tests.ui.helpers.pdf_text import pdf_text


def qr_texts(path: Path) -> list[str]:
    """The QR codes zxing-cpp reads in the picture at ``path``."""
    return qr_codes.qr_texts(Image.open(path))


def test_the_receipt_on_each_roll_and_sheet(qtbot: QtBot, tmp_path: Path) -> None:
    for paper, name, dots in (
        (Paper.ROLL_80, "receipt_80mm", DOTS_80MM),
        (Paper.ROLL_58, "receipt_58mm", DOTS_58MM),
        (Paper.A4, "receipt_a4", None),
        (Paper.A5, "receipt_a5", None),
    ):
        image = paper_image(receipt_html(receipt(), paper_ink(), paper), paper)
        path = tmp_path / f"{name}.png"
        assert image.save(str(path))
        # The code printed on the paper reads back as the booking reference.
        assert qr_texts(path) == ["K7QW2M9X"], name
        if dots is not None:
            # The roll's width at the head's 8 dots per mm: its printable dots plus the margins.
            assert image.width() == round(paper_width_mm(paper) * HEAD_DPI / 25.4)


def paper_width_mm(paper: Paper) -> float:
    """The width of ``paper``'s page."""
    return (
        page_size(receipt_html(receipt(), paper_ink(), paper), paper)
        .size(QPageSize.Unit.Millimeter)
        .width()
    )


def test_a_roll_is_cut_as_long_as_its_receipt(qtbot: QtBot) -> None:
    short = receipt(training=False)
    html_short = receipt_html(short, paper_ink(), Paper.ROLL_80)
    html_long = receipt_html(receipt(training=True), paper_ink(), Paper.ROLL_80)
    height = page_size(html_short, Paper.ROLL_80).size(QPageSize.Unit.Millimeter).height()
    longer = page_size(html_long, Paper.ROLL_80).size(QPageSize.Unit.Millimeter).height()
    assert 80 < height < longer
    a5 = page_size(html_short, Paper.A5).size(QPageSize.Unit.Millimeter)
    assert (round(a5.width()), round(a5.height())) == (148, 210)


def test_every_document_of_a_sale_drawn_on_its_paper(
    qtbot: QtBot, run: Any, tmp_path: Path, start_sandbox: Any
) -> None:
    sandbox: EmbeddedSandbox = start_sandbox()
    client = client_for(sandbox, sandbox.demo_key)
    sale = run(booked_sale(client, sandbox))
    run(client.aclose())
    ref = sale.voucher.booking_ref
    pictures = {name: save_image(image, name) for name, image in document_pictures(sale).items()}
    assert set(pictures) == {*RECEIPT_PAPERS, "voucher_a4", "agency_copy_a4", "z_report_80mm"}
    # The code on each customer document and on the agency copy reads back as the booking.
    for name in (*RECEIPT_PAPERS, "voucher_a4", "agency_copy_a4"):
        assert qr_texts(pictures[name]) == [ref], name
    pdf = save_paper_pdf(
        drawer_report_html(drawer_report(ReportKind.Z), paper_ink(), Paper.A4),
        Paper.A4,
        tmp_path / "z.pdf",
        "Z report 17",
    )
    text = pdf_text(pdf).replace("\xa0", " ")
    assert "Z report 17" in text and "12,148.00" in text


def test_the_test_page_goes_to_the_receipt_printer_of_the_settings(qtbot: QtBot) -> None:
    with printer_port() as (port, received):
        printers = PrinterSettings(receipt=f"tcp://127.0.0.1:{port}", receipt_paper=Paper.ROLL_58)
        print_test_page_on(printers, DocumentKind.RECEIPT, paper_ink())
        (job,) = received()
    assert b"Counterdesk test page" in job
    assert b"12345678901234567890123456789012\n" in job
    assert b"\x1bp" not in job


def test_a_document_without_a_usable_printer_says_why(qtbot: QtBot) -> None:
    html = receipt_html(receipt(), paper_ink(), Paper.A4)
    on_roll = PrinterSettings(voucher="tcp://127.0.0.1:9100")
    with pytest.raises(PrinterError, match="is a receipt printer: choose a system printer"):
        print_document(on_roll, DocumentKind.VOUCHER, html, None)
    missing = PrinterSettings(voucher="Back Office Laser")
    with pytest.raises(PrinterError, match="no printer called Back Office Laser"):
        print_document(missing, DocumentKind.VOUCHER, html, None)


def test_each_paper_prints_on_its_own_page_size(qtbot: QtBot, tmp_path: Path) -> None:
    # The PDF printer stands for any system printer: the page it is given is the paper's.
    expected_points = {
        Paper.ROLL_80: 227,
        Paper.ROLL_58: 164,
        Paper.A4: 595,
        Paper.A5: 420,
    }
    for paper, width in expected_points.items():
        html = receipt_html(receipt(), paper_ink(), paper)
        data = save_paper_pdf(html, paper, tmp_path / f"{paper.name}.pdf", "Receipt").read_bytes()
        boxes = re.findall(rb"/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]", data)
        # One page: a roll is cut as long as the receipt, and the receipt fits on A5.
        assert len(boxes) == 1, paper
        assert round(float(boxes[0][0])) == width, paper


def test_a_cash_receipt_and_a_z_report_on_the_receipt_printer(qtbot: QtBot) -> None:
    with printer_port() as (port, received):
        printers = PrinterSettings(receipt=f"tcp://127.0.0.1:{port}", receipt_paper=Paper.ROLL_58)
        print_receipt_on(printers, receipt(), paper_ink())
        (sent,) = received()
    # The drawer opens first, and the total is set in the 58 mm roll's 32 columns.
    assert sent.startswith(b"\x1bp")
    assert b"Total incl. GST INR" + b" " * 4 + b"10,698.00" in sent
    with printer_port() as (port, received):
        printers = PrinterSettings(reports=f"tcp://127.0.0.1:{port}")
        print_drawer_report_on(printers, drawer_report(), paper_ink())
        (sent,) = received()
    assert b"\x1bp" not in sent and b"Z report 17" in sent
