"""A customer receipt's data, built from a sale journalled with its payment."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest

from app.domain.clock import SERVICE_TZ
from app.domain.modules import Module
from app.domain.payment import Payment
from app.domain.tenders import CARD, CASH, UPI
from app.domain.till import Markup, SeatFare, TillRules, customer_price
from app.journal import Journal
from app.reports.receipt_data import (
    AgencyDetails,
    NoReceipt,
    PaymentPart,
    ReceiptLine,
    receipt_data,
)
from tests.journal.entries import PRODUCT, Clock
from tests.journal.till_sales import sell, send, till_sale

D = Decimal
AGENCY = AgencyDetails("Island Trails", "12 Aberdeen Bazaar", "+91 3192 234567", "27AAPFU0939F1ZV")


def test_the_receipt_shows_lines_payments_and_change_of_the_recorded_sale(tmp_path: Path) -> None:
    rules = TillRules(markups={Module.BOAT: Markup(per_seat=D("20.00"))})
    adult, child = SeatFare(D("1850.00"), D("150.00")), SeatFare(D("925.00"), D("75.00"))
    price = customer_price(Module.BOAT, [adult, adult, child], D(5), rules)
    payment = Payment(
        (
            UPI.paid(D("3000.00"), "412345678901"),
            CARD.paid(D("1000.00"), "4242", "A1B2C3"),
            CASH.paid(price.total - D("4000.00"), tendered=D("2000.00")),
        )
    )
    with Journal(tmp_path, now=Clock()) as journal:
        result = sell(journal, "cd-1", till_sale(payment=payment, price=price))
        data = receipt_data(journal, result.booking_ref, agency=AGENCY, training=True)

    # 4,000 + 1,000 fares; GST 5 % of 1,850 + 1,850 + 925 = 231.25; 60 service; -0.25 round off.
    assert data.lines == (
        ReceiptLine("Fare 2 x 2,000.00", D("4000.00")),
        ReceiptLine("Fare 1 x 1,000.00", D("1000.00")),
        ReceiptLine("Fare GST 5%", D("231.25")),
        ReceiptLine("Service charge", D("60.00")),
        ReceiptLine("Round off", D("-0.25")),
    )
    # No tax document with the sale: the agency's GST and its GSTIN are not on the receipt.
    assert (data.total, data.gst_total, data.change) == (D("5291.00"), None, D("709.00"))
    assert data.agency.gstin == ""
    assert data.payments == (
        PaymentPart("UPI", D("3000.00"), "412345678901"),
        PaymentPart("Card", D("1000.00"), "card ••4242 appr A1B2C3"),
        PaymentPart("Cash", D("1291.00"), "tendered 2,000.00"),
    )
    assert (data.receipt_no, data.counter, data.clerk, data.booking_ref) == (
        "PB1/26/000001",
        "PB1",
        "Leela Menon",
        result.booking_ref,
    )
    assert (data.trip, data.seats, data.departs, data.training) == (PRODUCT, 3, "09:00", True)
    assert data.passengers == ("Tom Baker",)
    assert data.issued_at == dt.datetime(2026, 12, 1, 10, 0, tzinfo=SERVICE_TZ)
    assert data.currency == "INR" and data.agency == replace(AGENCY, gstin="")


def test_a_sale_not_taken_has_no_receipt(tmp_path: Path) -> None:
    with Journal(tmp_path) as journal:
        send(journal, "cd-1", till_sale())
        with pytest.raises(NoReceipt, match="no receipt"):
            receipt_data(journal, "NOSUCH23", agency=AGENCY, training=False)
