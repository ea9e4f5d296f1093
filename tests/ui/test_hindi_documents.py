"""Hindi that renders everywhere: every letter of a Hindi screen and of the customer's Hindi
documents is drawn from a font that has it (no empty boxes), the PDFs embed a Devanagari font,
and a receipt printer gets a Hindi receipt as a raster picture (its code pages have no Hindi)."""

from __future__ import annotations

import datetime as dt
import re
import unicodedata
from dataclasses import replace
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontDatabase, QTextDocument, QTextLayout
from pytestqt.qtbot import QtBot

from app import i18n
from app.counter.devices.printers import PrinterSettings
from app.counter.papers.voucher import VoucherDocument
from app.domain.clock import SERVICE_TZ
from app.domain.tenders import CASH
from app.journal.till import CustomerRefund
from app.reports.columns import INDIAN_SCRIPTS, Paper, rows_html
from app.reports.receipt_print import receipt_html
from app.reports.refund_slip import RefundSlip, refund_slip_rows
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.paper import (
    paper_image,
    print_drawer_report_on,
    print_receipt_on,
    print_refund_slip_on,
    save_paper_pdf,
)
from app.ui.registry import BOOK
from app.ui.style import paper_ink
from app.ui.vouchers import rendered_voucher, save_voucher
from tests.conftest import client_for
from tests.counter.printer_port import printer_port
from tests.reports.documents import booked_sale, drawer_report, receipt
from tests.ui.conftest import save_image, screenshot
from tests.ui.helpers.catalogue import select, shown_names
from tests.ui.helpers.pdf_text import pdf_text
from tests.ui.helpers.sales import confirm_by_keyboard, review_a_sale
from tests.ui.helpers.sales import save_voucher as save_voucher_by_keyboard

GS_V_0 = b"\x1dv0"  # ESC/POS: print a raster bit image
DEVANAGARI_UTF8 = re.compile(rb"\xe0\xa4[\x80-\xbf]|\xe0\xa5[\x80-\xbf]")


def missing_letters(text: str, font: QFont) -> list[str]:
    """The letters of ``text`` that the font Qt draws them from (``font`` or one it falls back
    to) does not have, or the empty box when a glyph 0 is drawn or no font has the script;
    shaped as Qt shapes them."""
    layout = QTextLayout(text, font)
    layout.beginLayout()
    while (line := layout.createLine()).isValid():
        line.setLineWidth(1_000_000)
    layout.endLayout()
    wanted = (
        QTextLayout.GlyphRunRetrievalFlag.RetrieveGlyphIndexes
        | QTextLayout.GlyphRunRetrievalFlag.RetrieveStringIndexes
    )
    # Qt reports where a run's glyphs start in the text unreliably for a fallback font (a danda
    # after a Latin word is said to be at 0), so letters are not matched to glyphs: a letter is
    # missing when no font of the layout has it, and an empty box is glyph 0 in any run.
    every_run = [(run.rawFont(), run.glyphIndexes()) for run in layout.glyphRuns(-1, -1, wanted)]
    # A script no font has is drawn by Qt's box engine: a "font" with no character map that
    # claims every letter and draws each as an empty box (glyph 1, not 0). It draws nothing.
    runs = [(raw, glyphs) for raw, glyphs in every_run if not raw.fontTable("cmap").isEmpty()]
    missing = [
        letter
        for letter in text
        if not letter.isspace()
        and not any(raw.supportsCharacter(ord(letter)) for raw, _glyphs in runs)
    ]
    if not missing and len(runs) < len(every_run):
        missing.append("an empty box (no font)")
    if not missing and any(0 in glyphs for _raw, glyphs in runs):
        missing.append("an empty box (glyph 0)")
    return missing


def plain_text(html: str) -> str:
    """The text of ``html`` as the page shows it: each paragraph with its list number."""
    document = QTextDocument()
    document.setHtml(html)
    paragraphs = []
    block = document.begin()
    while block.isValid():
        numbered = block.textList()
        paragraphs.append((numbered.itemText(block) if numbered else "") + block.text())
        block = block.next()
    return "\n".join(paragraphs)


def letters(text: str) -> str:
    """``text`` without its spaces and pictures (U+FFFC), composed (फ़ as one letter or as फ
    and its dot alike)."""
    return re.sub(r"[\s\ufffc]", "", unicodedata.normalize("NFC", text))


def devanagari_fonts() -> list[str]:
    """The families Qt knows that write Devanagari (the shipped one among them)."""
    return QFontDatabase.families(QFontDatabase.WritingSystem.Devanagari)


def test_a_hindi_screen_draws_every_letter(desk: Desk, hindi: None, qtbot: QtBot) -> None:
    assert "Noto Sans Devanagari" in devanagari_fonts()
    screen = desk.window.catalogue
    names = shown_names(screen)
    assert "नॉर्थ बे में स्कूबा डाइविंग" in names  # the demo catalogue's names, in Hindi
    places = [screen.proxy.index(row, 1).data() for row in range(screen.proxy.rowCount())]
    select(screen, "रॉस द्वीप विरासत सैर")
    screen.detail.setFocus(Qt.FocusReason.OtherFocusReason)
    screenshot(desk.window, "catalogue_hindi")
    detail = screen.detail.toPlainText()
    assert "नेताजी सुभाष चंद्र बोस द्वीप" in detail
    shown = [*names, *places]
    assert all(INDIAN_SCRIPTS.search(text) for text in shown)
    for text in shown:
        assert missing_letters(text, screen.table.font()) == [], text
    assert missing_letters(detail, screen.detail.font()) == []


def test_the_customers_hindi_pdfs_embed_a_devanagari_font(
    qtbot: QtBot, hindi: None, run: Any, tmp_path: Path, start_sandbox: Any
) -> None:
    sandbox: EmbeddedSandbox = start_sandbox()
    client = client_for(sandbox, sandbox.demo_key)
    sale = run(booked_sale(client, sandbox))
    run(client.aclose())
    i18n.set_language(i18n.ENGLISH)  # the clerk reads English; the customer gets Hindi
    voucher_pdf = tmp_path / "voucher.pdf"
    text, ok = run(save_voucher(VoucherDocument(sale.voucher), voucher_pdf, i18n.HINDI))
    assert ok and text == f"Voucher saved to {voucher_pdf}."
    with i18n.in_language(i18n.HINDI):
        html = receipt_html(sale.bill, paper_ink(), Paper.A4)
    receipt_pdf = save_paper_pdf(html, Paper.A4, tmp_path / "receipt.pdf", "रसीद")
    # The cancellation terms are journalled in English and printed in the customer's language.
    assert "घंटे" in html and "Cancel 48 h" not in html
    # The text layer reads back every letter the pages show, in the order they are read:
    # conjuncts (प्र, क्ष), the vowel sign drawn before its consonant (दि), the reph (र्थ).
    with i18n.in_language(i18n.HINDI):
        voucher_html = VoucherDocument(sale.voucher).html(paper_ink())
    for pdf, shown in ((voucher_pdf, voucher_html), (receipt_pdf, html)):
        data = pdf.read_bytes()
        # A subset of the Devanagari font the app ships is embedded.
        assert re.search(rb"/FontName /[A-Z]{6}\+NotoSansDevanagari", data), pdf.name
        read = pdf_text(pdf)
        assert letters(read) == letters(plain_text(shown)), pdf.name
        for words in ("बुकिंग वाउचर", "प्रशिक्षण, यात्रा के लिए मान्य नहीं", "दिए गए", "नॉर्थ बे"):
            assert words in read or pdf is receipt_pdf, words
        assert "Island Counter Travels" in read.replace("\xa0", " ")
    assert missing_letters(voucher_html, QFont()) == []
    assert missing_letters(html, QFont()) == []


def test_a_hindi_receipt_goes_to_a_receipt_printer_as_a_raster_picture(
    qtbot: QtBot, hindi: None
) -> None:
    i18n.set_language(i18n.ENGLISH)
    with printer_port() as (port, received):
        printers = PrinterSettings(receipt=f"tcp://127.0.0.1:{port}", receipt_paper=Paper.ROLL_80)
        print_receipt_on(printers, receipt(), paper_ink(), language=i18n.HINDI)
        (sent,) = received()
    # The drawer opens first; the receipt is a picture (GS v 0), 576 dots (72 bytes) across,
    # with no text of it sent as letters; then the cut.
    assert sent.startswith(b"\x1bp")
    start = sent.index(GS_V_0)
    assert sent[start + 4 : start + 6] == (72).to_bytes(2, "little")
    assert DEVANAGARI_UTF8.search(sent) is None
    assert b"INR" not in sent and b"PB1/26/000123" not in sent
    with printer_port() as (port, received):
        english_printer = replace(printers, receipt=f"tcp://127.0.0.1:{port}")
        print_receipt_on(english_printer, receipt(), paper_ink())
        (english,) = received()
    # In English the receipt is text, only its QR code a picture.
    assert english.count(GS_V_0) == 1 and b"Total incl. GST INR" in english


def test_the_clerks_hindi_z_report_prints_as_a_picture_too(qtbot: QtBot, hindi: None) -> None:
    with printer_port() as (port, received):
        printers = PrinterSettings(reports=f"tcp://127.0.0.1:{port}")
        print_drawer_report_on(printers, drawer_report(), paper_ink())
        (sent,) = received()
    assert GS_V_0 in sent and DEVANAGARI_UTF8.search(sent) is None
    assert b"\x1bp" not in sent and b"Z report" not in sent


def test_the_customers_voucher_follows_the_customer_and_the_agency_copy_stays_english(
    qtbot: QtBot, hindi: None, run: Any, start_sandbox: Any
) -> None:
    sandbox: EmbeddedSandbox = start_sandbox()
    client = client_for(sandbox, sandbox.demo_key)
    voucher = run(booked_sale(client, sandbox)).voucher
    run(client.aclose())
    customers = VoucherDocument(voucher)
    agencys = VoucherDocument(voucher, agency_copy=True)
    # A clerk reading Hindi, a customer reading English.
    html, title = rendered_voucher(customers, i18n.ENGLISH)
    assert "Booking voucher" in html and title == f"Voucher {voucher.booking_ref}"
    assert INDIAN_SCRIPTS.search(html) is None
    # The agency's copy is the accountant's: English whoever reads the screens or buys.
    html, title = rendered_voucher(agencys, i18n.HINDI)
    assert "Agency copy" in html and title == f"Agency copy {voucher.booking_ref}"
    found = INDIAN_SCRIPTS.search(html)
    assert found is None, html[max(0, found.start() - 200) : found.start() + 50]
    # And the other way round; without a customer's language, the screen's.
    i18n.set_language(i18n.ENGLISH)
    assert "बुकिंग वाउचर" in rendered_voucher(customers, i18n.HINDI)[0]
    assert "Agency copy" in rendered_voucher(agencys, i18n.HINDI)[0]
    assert "Booking voucher" in rendered_voucher(customers)[0]


def test_a_sale_saves_the_customers_voucher_in_the_language_settings_choose(
    sales_desk: Desk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # The screens stay English; Settings choose Hindi for what the customer takes away.
    connection = sales_desk.connection
    connection.settings = replace(connection.settings, document_language=i18n.HINDI)
    review_a_sale(sales_desk, qtbot)
    ref = confirm_by_keyboard(sales_desk, qtbot)
    text = unicodedata.normalize(
        "NFC", save_voucher_by_keyboard(sales_desk, qtbot, monkeypatch, tmp_path / "v.pdf")
    )
    assert ref in text
    assert "वाउचर" in text
    assert sales_desk.window.page(BOOK).result.state_label.text().startswith("Voucher saved")


def test_a_hindi_refund_slip_opens_the_drawer_and_prints_as_a_picture(
    qtbot: QtBot, hindi: None
) -> None:
    refund = CustomerRefund(
        payment_id="cd-cancel-1",
        request_id="cd-cancel-1",
        booking_ref="K7QW2M9X",
        counter="PB1",
        clerk="Leela Menon",
        shift_id=1,
        rule_amount=Decimal("1170.00"),
        amount=Decimal("1170.00"),
        mode=CASH,
        reference="",
        decision_id=None,
        recorded_at=dt.datetime(2026, 12, 1, 10, 0, tzinfo=SERVICE_TZ),
    )
    slip = RefundSlip(refund, "Asha Rao", "Lata Iyer", "PB1/26/000123")
    paper = Paper.ROLL_80
    rows = refund_slip_rows(slip, paper.columns)
    text = "\n".join(row.text for row in rows)
    assert "मूल रसीद" in text and "रद्द किया गया: Lata Iyer" in text
    html = rows_html(rows, paper_ink(), paper)
    save_image(paper_image(html, paper), "till_refund_slip_paper_hindi")
    assert missing_letters(text, QFont()) == []
    with printer_port() as (port, received):
        print_refund_slip_on(PrinterSettings(receipt=f"tcp://127.0.0.1:{port}"), slip, paper_ink())
        (sent,) = received()
    assert sent.startswith(b"\x1bp") and GS_V_0 in sent and DEVANAGARI_UTF8.search(sent) is None
