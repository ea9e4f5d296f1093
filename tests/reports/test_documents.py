"""The customer's documents: receipt rows on both rolls, the voucher without the agency's
figures, the agency copy with them, the X/Z report, the QR code, the training mark."""

from __future__ import annotations

import base64
import io
import re
from dataclasses import replace
from decimal import Decimal
from html import unescape

import pytest
from PIL import Image

from app.api import PartnerClient
from app.counter.papers.voucher import (
    VoucherDocument,
    agency_copy_html,
    customer_voucher_html,
    no_bill_text,
)
from app.domain.environment import TRAINING_MARK
from app.reports.columns import COLUMNS_58MM, COLUMNS_80MM, Paper, amount_text
from app.reports.drawer_print import ReportKind, drawer_report_html, drawer_report_rows
from app.reports.ink import Ink
from app.reports.qr import qr_code, qr_png
from app.reports.receipt_print import receipt_html, receipt_rows
from app.sandbox import EmbeddedSandbox
from tests.qr_codes import qr_texts
from tests.reports.documents import (
    AGENCY,
    UPI,
    booked_sale,
    drawer_report,
    plain_text,
    receipt,
)

INK = Ink(error="#b00020", warning="#8a5a00", muted="#5f6368")
AGENCY_ONLY = ("commission", "net ", "wallet", "margin")


def decoded(png: bytes) -> list[str]:
    """The texts of the QR codes zxing-cpp finds in a PNG."""
    return qr_texts(Image.open(io.BytesIO(png)))


@pytest.mark.parametrize("columns", [COLUMNS_80MM, COLUMNS_58MM])
def test_receipt_rows_fit_the_roll_and_carry_the_sale(columns: int) -> None:
    rows = receipt_rows(receipt(), columns)
    assert all(len(row.text) <= columns for row in rows if not row.qr)
    text = plain_text(rows, columns)
    for wanted in (
        AGENCY.name,
        "Phone +91 3192 230 456",
        "GSTIN 35AABCI1234F1Z4",
        "Receipt PB1/26/000123",
        "K7QW2M9X",
        "Asha Rao",
        "10,698.00",
        "Change",
        "302.00",
        "tendered 11,000.00",
        "Agency GST included",
    ):
        assert wanted in text, wanted
    total = next(row for row in rows if row.text.startswith("Total incl. GST INR"))
    assert total.bold and total.text.endswith("10,698.00") and len(total.text) == columns
    assert [row.text for row in rows if row.qr] == ["K7QW2M9X"]


def test_the_training_mark_is_on_a_sandbox_receipt_only() -> None:
    training = plain_text(receipt_rows(receipt(training=True), COLUMNS_80MM), COLUMNS_80MM)
    live = plain_text(receipt_rows(receipt(training=False), COLUMNS_80MM), COLUMNS_80MM)
    assert " ".join(training.split()).count(TRAINING_MARK) == 2
    assert "SANDBOX" not in live
    for paper in Paper:
        marked = unescape(receipt_html(receipt(training=True), INK, paper)).replace("\xa0", " ")
        assert "SANDBOX — training," in marked
        assert f"color:{INK.warning}" in marked
        assert "SANDBOX" not in receipt_html(receipt(training=False), INK, paper)


def test_a_sheet_receipt_names_each_payment() -> None:
    html = receipt_html(receipt(payments=(UPI,), change=Decimal("0.00")), INK, Paper.A4)
    assert "Paid by UPI (UPI ref 431209876543)" in html
    assert "35AABCI1234F1Z4" in html
    assert "Receipt PB1/26/000123" in html


def test_the_qr_code_reads_back_as_the_reference() -> None:
    assert decoded(qr_png("K7QW2M9X", 4)) == ["K7QW2M9X"]
    code = qr_code("K7QW2M9X")
    # A full QR code (version 1, 21 modules a side), never a Micro QR that phones cannot read.
    assert not code.is_micro
    assert code.version == 1 and len(code.matrix) == 21


def qr_in(html: str) -> list[str]:
    """The texts of the QR codes in the pictures of a document's rich text."""
    pictures = re.findall(r'src="data:image/png;base64,([^"]+)"', html)
    return [text for picture in pictures for text in decoded(base64.b64decode(picture))]


async def test_the_customer_voucher_has_the_customers_price_and_none_of_the_agencys(
    demo: PartnerClient, sandbox: EmbeddedSandbox
) -> None:
    sale = await booked_sale(demo, sandbox)
    voucher, bill = sale.voucher, sale.bill
    customer = unescape(customer_voucher_html(voucher, INK)).replace("\xa0", " ")
    agency = unescape(agency_copy_html(voucher, INK)).replace("\xa0", " ")
    for word in AGENCY_ONLY:
        assert word not in customer.lower(), word
        assert word in agency.lower(), word
    # What the customer paid, its GST and how: the bill's lines, total and payments.
    for line in bill.lines:
        assert line.label in customer, line.label
    # Named as every screen and document names the customer's price and its GST.
    assert f'Total incl. GST INR</td><td align="right">{amount_text(bill.total)}' in customer
    assert bill.gst_total is not None
    assert f'Agency GST included</td><td align="right">{amount_text(bill.gst_total)}' in customer
    assert f"Paid by Cash (tendered {amount_text(bill.total + bill.change)})" in customer
    assert f"Receipt {bill.receipt_no}" in customer
    # The agency's copy: the wallet's debit, the customer's total and the margin between.
    assert "Commission per person" in agency and "Net total" in agency
    assert "Debited from the wallet" in agency
    assert sale.margin > 0 and voucher.margin == sale.margin
    assert (
        'Total incl. GST</td><td align="right" style="font-weight:bold">'
        f"INR {amount_text(bill.total)}" in agency
    )
    assert (
        'Agency margin</td><td align="right" style="font-weight:bold">'
        f"INR {amount_text(sale.margin)}" in agency
    )
    for html in (customer, agency):
        assert AGENCY.gstin in html
        assert TRAINING_MARK in html
        assert qr_in(html) == [voucher.booking_ref]


async def test_a_booking_without_a_till_record_says_where_its_price_is(
    demo: PartnerClient, sandbox: EmbeddedSandbox
) -> None:
    sale = await booked_sale(demo, sandbox)
    voucher = replace(sale.voucher, bill=None)
    assert voucher.margin is None
    customer = customer_voucher_html(voucher, INK)
    for word in (*AGENCY_ONLY, "total", "receipt pb1"):
        assert word not in customer.lower(), word
    assert no_bill_text() in customer
    assert AGENCY.gstin in customer and qr_in(customer) == [voucher.booking_ref]
    agency = agency_copy_html(voucher, INK)
    assert "Debited from the wallet" in agency and no_bill_text() in agency
    assert "margin" not in agency.lower()
    assert VoucherDocument(voucher, agency_copy=True).title == f"Agency copy {voucher.booking_ref}"
    assert VoucherDocument(voucher).file_name == f"voucher-{voucher.booking_ref}.pdf"


async def test_a_loss_shows_in_the_error_ink_on_the_agency_copy(
    demo: PartnerClient, sandbox: EmbeddedSandbox
) -> None:
    sale = await booked_sale(demo, sandbox)
    losing = replace(sale.voucher, total_debited=sale.bill.total + Decimal("12.00"))
    html = agency_copy_html(losing, INK)
    red = f'style="font-weight:bold; color:{INK.error}"'
    assert f'<td {red}>Agency margin</td><td align="right" {red}>INR -12.00</td>' in html


@pytest.mark.parametrize(
    ("amount", "text"),
    [
        ("0", "0.00"),
        ("999.5", "999.50"),
        ("10698", "10,698.00"),
        ("123456.78", "1,23,456.78"),
        ("-12345678", "-1,23,45,678.00"),
    ],
)
def test_amounts_are_grouped_in_lakhs_and_crores(amount: str, text: str) -> None:
    assert amount_text(Decimal(amount)) == text


@pytest.mark.parametrize("columns", [COLUMNS_80MM, COLUMNS_58MM])
def test_the_drawer_report_prints_every_figure(columns: int) -> None:
    rows = drawer_report_rows(drawer_report(ReportKind.Z), columns)
    assert all(len(row.text) <= columns for row in rows)
    text = plain_text(rows, columns)
    for wanted in (
        "Z report 17",
        "Closes the shift",
        "2,000.00",
        "10,698.00",
        "500.00",
        "12,198.00",
        "500 x 20",
        "Coins",
        "12,148.00",
        "-50.00",
        "UPI taken",
        "UPI given back",
        "UPI net",
        "Card net",
        "Meena Pillai",
        AGENCY.gstin,
    ):
        assert wanted in text, wanted
    x_report = plain_text(drawer_report_rows(drawer_report(ReportKind.X), columns), columns)
    assert "X report" in x_report and "The shift stays open" in x_report
    assert "Z report" not in x_report


def test_the_report_is_marked_in_training_only() -> None:
    assert "SANDBOX" in drawer_report_html(drawer_report(training=True), INK, Paper.A4)
    assert "SANDBOX" not in drawer_report_html(drawer_report(training=False), INK, Paper.ROLL_80)
