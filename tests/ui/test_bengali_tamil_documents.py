"""Bengali and Tamil on the customer's papers: the voucher and the receipt PDFs embed the font
the app ships for the script, draw every letter and read back as shown; a receipt printer gets
the receipt as a raster picture (no receipt printer's code page has either script)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QFont
from pytestqt.qtbot import QtBot

from app import i18n, languages
from app.counter.config.catalogues import catalogue_path
from app.counter.devices.printers import PrinterSettings
from app.counter.papers.voucher import VoucherDocument
from app.reports.columns import Paper
from app.reports.receipt_print import receipt_html
from app.sandbox import EmbeddedSandbox
from app.ui.fonts import register_fonts
from app.ui.paper import print_receipt_on, save_paper_pdf
from app.ui.style import paper_ink
from app.ui.translation import install_translations
from app.ui.vouchers import save_voucher
from tests.conftest import client_for
from tests.counter.printer_port import printer_port
from tests.reports.documents import booked_sale, receipt
from tests.ui.helpers.pdf_text import pdf_text
from tests.ui.test_hindi_documents import GS_V_0, letters, missing_letters, plain_text

# Words each voucher shows in its language: its title, the training mark, a demo place.
WORDS = {
    "bn": ("বুকিং ভাউচার", "প্রশিক্ষণ, যাত্রার জন্য বৈধ নয়", "নর্থ বে"),
    "ta": ("முன்பதிவு வவுச்சர்", "பயிற்சி, பயணத்துக்குச் செல்லாது", "நார்த் பே"),
}
# The script's letters as UTF-8: a receipt printer must get none of them as text.
SCRIPT_UTF8 = {"bn": re.compile(rb"\xe0\xa6[\x80-\xbf]"), "ta": re.compile(rb"\xe0\xae[\x80-\xbf]")}


@pytest.fixture(params=sorted(WORDS))
def customer_language(request: pytest.FixtureRequest) -> Iterator[str]:
    """Bengali, then Tamil: its catalogue compiled and installed beside the clerk's English, the
    shipped fonts registered; afterwards English again."""
    code: str = request.param
    assert catalogue_path(code).exists(), "the catalogues are compiled by make translations"
    register_fonts()
    install_translations(i18n.ENGLISH)
    yield code
    install_translations(i18n.ENGLISH)


def font_name(code: str) -> bytes:
    """The PostScript name of the font the app ships for ``code``'s script."""
    return languages.language_of(code).fonts[0].removesuffix(".ttf").split("-")[0].encode()


def test_the_customers_pdfs_embed_the_scripts_font_and_read_back(
    qtbot: QtBot, customer_language: str, run: Any, tmp_path: Path, start_sandbox: Any
) -> None:
    code = customer_language
    sandbox: EmbeddedSandbox = start_sandbox()
    client = client_for(sandbox, sandbox.demo_key)
    sale = run(booked_sale(client, sandbox))
    run(client.aclose())
    voucher_pdf = tmp_path / "voucher.pdf"
    text, ok = run(save_voucher(VoucherDocument(sale.voucher), voucher_pdf, code))
    assert ok and text == f"Voucher saved to {voucher_pdf}."  # the clerk reads English
    with i18n.in_language(code):
        html = receipt_html(sale.bill, paper_ink(), Paper.A4)
        voucher_html = VoucherDocument(sale.voucher).html(paper_ink())
    receipt_pdf = save_paper_pdf(html, Paper.A4, tmp_path / "receipt.pdf", "receipt")
    for pdf, shown in ((voucher_pdf, voucher_html), (receipt_pdf, html)):
        data = pdf.read_bytes()
        assert re.search(rb"/FontName /[A-Z]{6}\+" + font_name(code), data), pdf.name
        assert letters(pdf_text(pdf)) == letters(plain_text(shown)), pdf.name
    read = pdf_text(voucher_pdf)
    for words in WORDS[code]:
        assert words in read, words
    assert missing_letters(plain_text(voucher_html), QFont()) == []
    assert missing_letters(plain_text(html), QFont()) == []


def test_the_receipt_goes_to_a_receipt_printer_as_a_raster_picture(
    qtbot: QtBot, customer_language: str
) -> None:
    code = customer_language
    with printer_port() as (port, received):
        printers = PrinterSettings(receipt=f"tcp://127.0.0.1:{port}", receipt_paper=Paper.ROLL_80)
        print_receipt_on(printers, receipt(), paper_ink(), language=code)
        (sent,) = received()
    start = sent.index(GS_V_0)
    assert sent[start + 4 : start + 6] == (72).to_bytes(2, "little")  # 576 dots across
    assert SCRIPT_UTF8[code].search(sent) is None
    assert b"INR" not in sent
