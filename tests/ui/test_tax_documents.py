"""The tax invoice (intra-state and inter-state, to a business) and the credit note, built from
sales journalled with their tax basis, printed on the 80 mm roll and on A4, in English and Hindi:
what they say, that their lines add up, and their pictures in tests/ui/screenshots/."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from pathlib import Path

from pytestqt.qtbot import QtBot

from app.domain.clock import SERVICE_TZ
from app.domain.gst import Buyer, DocumentKind, Registration, TaxBasis, TaxDocument, TaxTotals
from app.domain.modules import Module
from app.domain.till import Markup, SeatFare, TillRules, customer_price
from app.figures import amount_text
from app.i18n import in_language
from app.journal import Journal
from app.reports.columns import Paper
from app.reports.receipt_data import AgencyDetails, ReceiptData
from app.reports.receipt_print import credit_note_html, credit_note_rows, receipt_html, receipt_rows
from app.reports.tax_invoice import TaxSection, head_rows
from app.ui.fonts import register_fonts
from app.ui.paper import paper_image
from app.ui.style import paper_ink
from tests.journal.entries import Clock
from tests.reports.documents import plain_text
from tests.ui.conftest import save_image
from tests.ui.helpers.tax_sale import taxed_receipt

D = Decimal
AGENCY = AgencyDetails(
    "Backwater Trails",
    "14 MG Road, Ernakulam, Kochi 682011",
    "+91 484 236 7788",
    "32AAACB1234F1ZI",
    "Backwater Trails Private Limited",
)
REGISTRATION = Registration(AGENCY.legal_name, AGENCY.address, AGENCY.gstin, "32")
KERALA_FIRM = Buyer("Spice Coast LLP", "32AABFS1234A1Z4", "Fort Kochi, Kochi 682001", "32")
KARNATAKA_FIRM = Buyer(
    "Bengaluru Corporate Tours", "29AAGCB7383J1Z4", "80 Feet Road, Indiranagar, Bengaluru", "29"
)
PRICE = customer_price(
    Module.BOAT,
    [SeatFare(D("1233.33"), D("150.00"))] * 3,
    D(5),
    TillRules(markups={Module.BOAT: Markup(percent=D("7.77"))}),
)


def _receipt(tmp_path: Path, basis: TaxBasis, refund: Decimal | None = None) -> ReceiptData:
    return taxed_receipt(tmp_path, AGENCY, PRICE, basis, refund)


def _credit_note(tmp_path: Path, refund: Decimal) -> tuple[TaxSection, str]:
    data = _receipt(tmp_path, REGISTRATION.basis(Module.BOAT, KERALA_FIRM), refund)
    with Journal(tmp_path, now=Clock()) as journal:
        sale = journal.till.sale_of(data.booking_ref)
        assert sale is not None
        (note,) = journal.tax.refund_documents_of(sale.request_id)
    return TaxSection(AGENCY.legal_name, note), data.booking_ref


def test_an_intra_state_b2b_invoice_says_what_rule_46_asks(qtbot: QtBot, tmp_path: Path) -> None:
    data = _receipt(tmp_path, REGISTRATION.basis(Module.BOAT, KERALA_FIRM))
    assert data.tax is not None
    text = plain_text(receipt_rows(data, 48), 48)
    totals = data.tax.document.totals
    for expected in (
        "TAX INVOICE",
        "Invoice no.",
        "PB1/26/000001",
        "GSTIN 32AAACB1234F1ZI",
        "Supplier's state: Kerala (32)",
        "Customer: Spice Coast LLP",
        "Customer's GSTIN: 32AABFS1234A1Z4",
        "Place of supply: Kerala (32)",
        "Reverse charge: No",
        "SAC 998551",
        "CGST 9%",
        "SGST 9%",
        "Four Thousand",
        "Authorised signatory",
    ):
        assert expected in text, expected
    assert "IGST" not in text
    # The sale's one number: the invoice's, printed once (the receipt under it names none).
    assert text.count("PB1/26/000001") == 1 and "Receipt" in text
    # Printed lines add up to the total the customer paid.
    assert totals.total == PRICE.total == data.total
    assert data.gst_total == totals.cgst + totals.sgst > 0
    assert f"{amount_text(totals.cgst)}" in text and f"{amount_text(totals.sgst)}" in text
    for paper, name in (
        (Paper.ROLL_80, "tax_invoice_intra_80mm"),
        (Paper.A4, "tax_invoice_intra_a4"),
    ):
        save_image(paper_image(receipt_html(data, paper_ink(), paper), paper), name)


def test_an_inter_state_b2b_invoice_is_taxed_as_igst(qtbot: QtBot, tmp_path: Path) -> None:
    data = _receipt(tmp_path, REGISTRATION.basis(Module.BOAT, KARNATAKA_FIRM))
    assert data.tax is not None
    text = plain_text(receipt_rows(data, 48), 48)
    assert "Place of supply: Karnataka (29)" in text
    assert "Customer's state: Karnataka (29)" in text
    assert "IGST 18%" in text and "CGST" not in text
    assert data.gst_total == data.tax.document.totals.igst > 0
    for paper, name in (
        (Paper.ROLL_80, "tax_invoice_inter_80mm"),
        (Paper.A4, "tax_invoice_inter_a4"),
    ):
        save_image(paper_image(receipt_html(data, paper_ink(), paper), paper), name)


def test_the_invoice_in_hindi(qtbot: QtBot, tmp_path: Path) -> None:
    register_fonts()  # the shipped Devanagari font, as the app registers it at start
    data = _receipt(tmp_path, REGISTRATION.basis(Module.BOAT, KARNATAKA_FIRM))
    with in_language("hi"):
        text = plain_text(receipt_rows(data, 48), 48)
        for paper, name in (
            (Paper.ROLL_80, "tax_invoice_hi_80mm"),
            (Paper.A4, "tax_invoice_hi_a4"),
        ):
            save_image(paper_image(receipt_html(data, paper_ink(), paper), paper), name)
    assert "कर बीजक" in text and "कर्नाटक (29)" in text
    assert "चार हज़ार" in text and "मात्र" in text


def test_a_tamil_invoice_keeps_the_english_gst_labels_beside_its_own(
    qtbot: QtBot, tmp_path: Path
) -> None:
    register_fonts()
    data = _receipt(tmp_path, REGISTRATION.basis(Module.BOAT, KARNATAKA_FIRM))
    with in_language("ta"):
        text = " ".join(plain_text(receipt_rows(data, 48), 48).split())
        sheet = receipt_html(data, paper_ink(), Paper.A4)
        for paper, name in (
            (Paper.ROLL_80, "tax_invoice_ta_80mm"),
            (Paper.A4, "tax_invoice_ta_a4"),
        ):
            save_image(paper_image(receipt_html(data, paper_ink(), paper), paper), name)
    for both in (
        "வரி விலைப்பட்டியல் / TAX INVOICE",
        "விலைப்பட்டியல் எண் / Invoice no.",
        "வாடிக்கையாளரின் GSTIN / Customer's GSTIN: 29AAGCB7383J1Z4",
        "வழங்கும் இடம் / Place of supply: கர்நாடகா (29)",
        "தலைகீழ்க் கட்டணம்: இல்லை / Reverse charge: No",
        "வரிக்குட்பட்ட மதிப்பு / Taxable value",
        "IGST 18%",  # the same in both: once
        "அங்கீகரிக்கப்பட்ட கையொப்பமிடுபவர் / Authorised signatory",
    ):
        assert both in text, both
    assert "IGST / IGST" not in text and "எழுத்தில்:" in text
    assert "விவரம் / Description" in sheet and "மொத்தம் / Total" in sheet


def test_an_agency_not_registered_prints_a_plain_receipt_and_credits_nothing(
    qtbot: QtBot, tmp_path: Path
) -> None:
    unregistered = Registration("Backwater Trails", AGENCY.address)
    data = _receipt(tmp_path, unregistered.basis(Module.BOAT, Buyer("Asha Rao")), D("999.00"))
    text = plain_text(receipt_rows(data, 48), 48)
    with Journal(tmp_path, now=Clock()) as journal:
        sale = journal.till.sale_of(data.booking_ref)
        assert sale is not None
        notes = journal.tax.credit_notes_of(sale.request_id)
    # Neither a tax invoice nor a bill of supply: a receipt; its refund has a slip, no note.
    assert data.tax is None and notes == []
    assert "Receipt PB1/26/000001" in text
    for word in ("TAX INVOICE", "BILL OF SUPPLY", "Supplier's state", "Reverse charge", "SAC"):
        assert word not in text, word
    # No field printed without its value.
    assert "()" not in text and not any(line.rstrip().endswith(":") for line in text.splitlines())


def test_a_refund_of_the_fares_alone_prints_a_refund_slip_naming_its_invoice(
    qtbot: QtBot, tmp_path: Path
) -> None:
    note, booking_ref = _credit_note(tmp_path, D("1500.00"))
    text = plain_text(credit_note_rows(AGENCY, note, booking_ref, 48), 48)
    # The refund kept the service charge: it gives back the price paid on the customer's
    # behalf only, no tax, so it is a refund slip of its own series, not a credit note.
    assert "REFUND SLIP" in text and "PB1/26/S00001" in text
    assert "CREDIT NOTE" not in text and "Reverse charge" not in text
    assert "Not a GST document" in text
    assert "Against invoice PB1/26/000001 of " in text
    assert note.document.totals.total == D("1500.00")
    assert TaxTotals.of(note.document.lines).tax == 0
    assert "paid on your behalf" in text and "Service charge" not in text
    assert "One Thousand Five Hundred Rupees Only" in text
    for paper, name in ((Paper.ROLL_80, "refund_slip_80mm"), (Paper.A4, "refund_slip_a4")):
        html = credit_note_html(AGENCY, note, booking_ref, paper_ink(), paper)
        save_image(paper_image(html, paper), name)
    assert note.document.issued_at.date() == dt.date(2026, 12, 1)


def test_a_sandbox_sales_credit_note_carries_the_training_mark_on_roll_and_sheet(
    qtbot: QtBot, tmp_path: Path
) -> None:
    note, booking_ref = _credit_note(tmp_path, D("1500.00"))
    mark = "SANDBOX — training, not valid for travel"
    rows = plain_text(credit_note_rows(AGENCY, note, booking_ref, 48, training=True), 48)
    assert rows.count(mark) == 2  # at the top and at the foot
    sheet = credit_note_html(AGENCY, note, booking_ref, paper_ink(), Paper.A4, training=True)
    assert sheet.count(mark) == 2
    live = credit_note_html(AGENCY, note, booking_ref, paper_ink(), Paper.A4)
    assert mark not in live


def test_a_refund_of_the_service_charge_too_credits_its_tax(qtbot: QtBot, tmp_path: Path) -> None:
    note, booking_ref = _credit_note(tmp_path, PRICE.total)
    text = plain_text(credit_note_rows(AGENCY, note, booking_ref, 48), 48)
    totals = note.document.totals
    assert totals.total == PRICE.total and totals.cgst > 0 and totals.sgst > 0
    assert "Service charge" in text and "CGST 9%" in text


def test_a_bill_of_supply_of_an_earlier_version_prints_no_empty_state(qtbot: QtBot) -> None:
    unregistered = Registration("Backwater Trails", AGENCY.address)
    basis = unregistered.basis(Module.BOAT, Buyer("Asha Rao"))
    assert (basis.supplier_state, basis.place_of_supply) == ("", "")
    bill = TaxDocument(
        "PB1/26/000001",
        DocumentKind.INVOICE,
        "s-1",
        None,
        "PB1",
        "2026-27",
        dt.datetime(2026, 12, 1, 10, 0, tzinfo=SERVICE_TZ),
        basis,
        basis.lines(PRICE),
    )
    text = plain_text(head_rows(TaxSection(AGENCY.legal_name, bill), 48), 48)
    assert "BILL OF SUPPLY" in text and "Customer: Asha Rao" in text
    assert "()" not in text and "state" not in text and "Place of supply" not in text
