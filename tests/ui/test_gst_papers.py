"""The papers a Port Blair agency (35, a Union territory without a legislature) hands over, as an
accountant checks them: a tax invoice within the territory (CGST + UTGST, each head's rate), a
tour operator's 5 % bill with its declaration in every language, a credit note to a consumer;
their roll text and A4 sheets, and their PDFs in English and Tamil with no warning about the text
layer. Pictures in tests/ui/screenshots/ (``gst_ut_*``)."""

from __future__ import annotations

import logging
import xml.etree.ElementTree as ET
from decimal import Decimal
from html import unescape
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app import i18n
from app.domain.gst import TOUR_OPERATOR_DECLARATION, Buyer, Registration, Scheme, TaxBasis
from app.domain.modules import Module
from app.domain.till import Markup, SeatFare, TillRules, customer_price
from app.i18n import in_language
from app.journal import Journal
from app.reports.columns import Paper
from app.reports.receipt_data import AgencyDetails, ReceiptData, receipt_data
from app.reports.receipt_print import credit_note_html, credit_note_rows, receipt_html, receipt_rows
from app.reports.tax_invoice import TaxSection
from app.ui.fonts import register_fonts
from app.ui.paper import paper_image, save_paper_pdf
from app.ui.style import paper_ink
from tests.journal.entries import Clock
from tests.journal.till_sales import sell, till_sale
from tests.reports.documents import plain_text
from tests.ui.conftest import save_image
from tests.ui.helpers.tax_sale import taxed_receipt

D = Decimal
TRANSLATIONS = Path(__file__).parents[2] / "resources" / "translations"
AGENCY = AgencyDetails(
    "Island Trails",
    "Aberdeen Bazaar, Port Blair 744101",
    "+91 3192 230000",
    "35AAACI1234F1Z5",
    "Island Trails Private Limited",
)
AGENT = Registration(AGENCY.legal_name, AGENCY.address, AGENCY.gstin, "35")
TOUR_OPERATOR = Registration(
    AGENCY.legal_name, AGENCY.address, AGENCY.gstin, "35", {Module.BOAT: Scheme.TOUR_OPERATOR}
)
CONSUMER = Buyer("Asha Rao", address="12 Goal Ghar Road, Port Blair 744101")
# Two boat seats of 1,233.33 and a service charge of 50.00 each: 100.00 at 18 %, 84.75 taxable,
# CGST 7.63 and UTGST 7.63.
PRICE = customer_price(
    Module.BOAT,
    [SeatFare(D("1233.33"), D("150.00"))] * 2,
    D(5),
    TillRules(markups={Module.BOAT: Markup(per_seat=D("50.00"))}),
)


def _sold(folder: Path, basis: TaxBasis, refund: Decimal | None = None) -> ReceiptData:
    return taxed_receipt(folder, AGENCY, PRICE, basis, refund)


def _note(folder: Path) -> TaxSection:
    data = _sold(folder, AGENT.basis(Module.BOAT, CONSUMER), PRICE.total)
    with Journal(folder, now=Clock()) as journal:
        sale = journal.till.sale_of(data.booking_ref)
        assert sale is not None
        (note,) = journal.tax.credit_notes_of(sale.request_id)
    return TaxSection(AGENCY.legal_name, note)


def _words(text: str) -> str:
    return " ".join(text.split())


def _catalogue_text(language: str, source: str) -> str:
    """How the language's catalogue file words ``source`` (the source itself in English)."""
    if language == "en":
        return source
    root = ET.parse(TRANSLATIONS / f"counterdesk_{language}.ts").getroot()
    for message in root.iter("message"):
        if message.findtext("source") == source:
            return message.findtext("translation") or ""
    raise AssertionError(f"{source!r} is not in the {language} catalogue")


def test_an_intra_territory_invoice_has_equal_cgst_and_utgst_each_at_its_rate(
    qtbot: QtBot, tmp_path: Path
) -> None:
    data = _sold(tmp_path, AGENT.basis(Module.BOAT, CONSUMER))
    text = _words(plain_text(receipt_rows(data, 48), 48))
    assert "CGST 9% 7.63" in text and "UTGST 9% 7.63" in text
    assert "SGST" not in text.replace("UTGST", "")
    sheet = unescape(receipt_html(data, paper_ink(), Paper.A4))
    assert ">UTGST<" in sheet and ">9% + 9%<" in sheet and ">SGST<" not in sheet
    assert data.tax is not None and data.tax.document.totals.total == PRICE.total


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_a_five_percent_bill_declares_the_gross_tour_in_every_language(
    qtbot: QtBot, tmp_path: Path, language: str
) -> None:
    data = _sold(tmp_path, TOUR_OPERATOR.basis(Module.BOAT, CONSUMER))
    assert data.tax is not None and data.tax.document.lines[0].rate == D(5)
    own = _words(_catalogue_text(language, TOUR_OPERATOR_DECLARATION))
    assert own
    with in_language(language):
        roll = _words(plain_text(receipt_rows(data, 48), 48))
        sheet = _words(unescape(receipt_html(data, paper_ink(), Paper.A4)))
    for printed in (roll, sheet):
        # In the customer's language, and in English for the GST officer.
        assert own in printed
        assert _words(TOUR_OPERATOR_DECLARATION) in printed


def test_an_agents_bill_and_a_credit_note_make_no_declaration(qtbot: QtBot, tmp_path: Path) -> None:
    data = _sold(tmp_path / "sale", AGENT.basis(Module.BOAT, CONSUMER))
    note = _note(tmp_path / "note")
    printed = plain_text(receipt_rows(data, 48), 48)
    printed += plain_text(credit_note_rows(AGENCY, note, "REF1", 48), 48)
    assert "gross amount for the tour" not in _words(printed)


def test_the_papers_as_pdfs_in_english_and_tamil_say_what_they_show(
    qtbot: QtBot, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    register_fonts()
    invoice = _sold(tmp_path / "invoice", AGENT.basis(Module.BOAT, CONSUMER))
    bill = _sold(tmp_path / "bill", TOUR_OPERATOR.basis(Module.BOAT, CONSUMER))
    note = _note(tmp_path / "note")
    caplog.set_level(logging.WARNING)
    for language in ("en", "ta"):
        with in_language(language):
            sheets = {
                "invoice": receipt_html(invoice, paper_ink(), Paper.A4),
                "bill": receipt_html(bill, paper_ink(), Paper.A4),
                "note": credit_note_html(AGENCY, note, "REF1", paper_ink(), Paper.A4),
            }
            for name, html in sheets.items():
                stem = f"gst_ut_{name}_a4_{language}"
                save_image(paper_image(html, Paper.A4), stem)
                pdf = save_paper_pdf(html, Paper.A4, tmp_path / f"{stem}.pdf", stem)
                assert pdf.stat().st_size > 0
    assert [record.getMessage() for record in caplog.records] == []


def test_the_columns_follow_the_supply_and_keep_their_titles_whole(
    qtbot: QtBot, tmp_path: Path
) -> None:
    # Across states (35 to 29), even with no tax on the invoice (no service charge): IGST.
    firm = Buyer("Bengaluru Tours", "29AAGCB7383J1Z4", "Indiranagar, Bengaluru 560038", "29")
    at_cost = customer_price(Module.BOAT, [SeatFare(D("1233.33"), D("150.00"))], D(5), TillRules())
    with Journal(tmp_path, now=Clock()) as journal:
        result = sell(journal, "s-1", till_sale(price=at_cost, tax=AGENT.basis(Module.BOAT, firm)))
        data = receipt_data(journal, result.booking_ref, agency=AGENCY, training=False)
    with in_language("ta"):
        sheet = receipt_html(data, paper_ink(), Paper.A4)
    assert '<th align="right" style="white-space:nowrap">IGST</th>' in sheet
    assert ">CGST<" not in sheet and "UTGST" not in sheet


@pytest.mark.parametrize("language", ["en", "ta"])
def test_a_credit_note_to_a_consumer_prints_their_name_and_address(
    qtbot: QtBot, tmp_path: Path, language: str
) -> None:
    note = _note(tmp_path)
    assert not note.document.basis.buyer.is_business
    with in_language(language):
        roll = _words(plain_text(credit_note_rows(AGENCY, note, "REF1", 48), 48))
        sheet = _words(unescape(credit_note_html(AGENCY, note, "REF1", paper_ink(), Paper.A4)))
    for printed in (roll, sheet):
        assert "Customer: Asha Rao" in printed
        assert "Address: 12 Goal Ghar Road, Port Blair 744101" in printed


def test_a_receipt_from_before_registration_is_reprinted_as_issued(
    qtbot: QtBot, tmp_path: Path
) -> None:
    # Sold before the agency had its GSTIN; printed again now that Settings hold one.
    before = Registration(AGENCY.legal_name, AGENCY.address, "", "35")
    data = _sold(tmp_path, before.basis(Module.BOAT, CONSUMER))
    assert data.tax is None
    roll = plain_text(receipt_rows(data, 48), 48)
    sheet = unescape(receipt_html(data, paper_ink(), Paper.A4))
    for printed in (roll, sheet):
        assert "GSTIN" not in printed and AGENCY.gstin not in printed
        assert "GST included" not in printed
        assert "Island Trails" in printed
