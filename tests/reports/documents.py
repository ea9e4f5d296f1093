"""Material of the document tests: an agency, a paid sale's receipt, a drawer, a booked voucher."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass, replace
from decimal import ROUND_CEILING, ROUND_HALF_UP, Decimal

from app.api import ActivityAvailability, CreateBookingRequest, PartnerClient
from app.counter.papers.voucher import Voucher, voucher_for
from app.domain import tenders
from app.domain.till import BANDS_TERMS, SERVICE_CHARGE_TERMS, MarkupLabel
from app.figures import amount_text
from app.reports.columns import PrintRow
from app.reports.drawer_print import DenominationCount, DrawerReport, ReportKind, TenderLine
from app.reports.receipt_data import (
    FARE,
    MARKUP_WORDS,
    ROUND_OFF,
    AgencyDetails,
    PaymentPart,
    ReceiptData,
    ReceiptLine,
    fare_gst_words,
    payment_part,
    words,
)
from app.sandbox import EmbeddedSandbox
from tests.booking.sales import activity_choice
from tests.conftest import FROZEN_NOW
from tests.sandbox.helpers import activity_body

AGENCY = AgencyDetails(
    name="Island Counter Travels",
    address="12 Aberdeen Bazaar, Port Blair 744101, Andaman and Nicobar Islands",
    phone="+91 3192 230 456",
    gstin="35AABCI1234F1Z4",
)
CASH = payment_part(tenders.CASH.paid(Decimal("10698.00"), tendered=Decimal("11000.00")))
UPI = PaymentPart("UPI", Decimal("10698.00"), "UPI ref 431209876543")


def plain_text(rows: Sequence[PrintRow], columns: int) -> str:
    """The rows as a roll prints them, as plain text: centred rows padded to ``columns``, a QR
    code as its text."""
    return "\n".join(
        (f"[QR {row.text}]" if row.qr else row.text).center(columns).rstrip()
        if row.centred or row.qr
        else row.text
        for row in rows
    )


def receipt(
    booking_ref: str = "K7QW2M9X",
    *,
    payments: tuple[PaymentPart, ...] = (CASH,),
    change: Decimal = Decimal("302.00"),
    training: bool = True,
) -> ReceiptData:
    """The receipt of 2 seats at a published fare of INR 4,999 with 5 % GST, a service charge
    and a round off: INR 10,698 paid in cash from 11,000 unless ``payments`` say otherwise."""
    return ReceiptData(
        agency=AGENCY,
        receipt_no="PB1/26/000123",
        issued_at=FROZEN_NOW,
        counter="PB1",
        clerk="Meena Pillai",
        booking_ref=booking_ref,
        trip="Cellular Jail Light and Sound Show (Hindi)",
        travel_date=dt.date(2026, 12, 5),
        departs="18:00",
        seats=2,
        passengers=("Asha Rao", "Ravi Kumar"),
        lines=(
            ReceiptLine.of(words(FARE, count="2", fare="4,999.00"), Decimal("9998.00")),
            ReceiptLine.of(fare_gst_words(Decimal(5)), Decimal("499.90")),
            ReceiptLine.of(words(MARKUP_WORDS[MarkupLabel.SERVICE_CHARGE]), Decimal("200.00")),
            ReceiptLine.of(words(ROUND_OFF), Decimal("0.10")),
        ),
        total=Decimal("10698.00"),
        gst_total=Decimal("499.90"),
        payments=payments,
        change=change,
        cancellation_terms=f"{BANDS_TERMS} {SERVICE_CHARGE_TERMS}",  # a service charge kept
        training=training,
    )


def drawer_report(kind: ReportKind = ReportKind.Z, training: bool = True) -> DrawerReport:
    """A shift that opened with 2,000, took 10,698 in cash, paid back 500 and counted 50 short."""
    counted = (
        DenominationCount("500", 20, Decimal("10000.00")),
        DenominationCount("200", 5, Decimal("1000.00")),
        DenominationCount("100", 8, Decimal("800.00")),
        DenominationCount("50", 3, Decimal("150.00")),
        DenominationCount("20", 4, Decimal("80.00")),
        DenominationCount("10", 6, Decimal("60.00")),
        DenominationCount("Coins", None, Decimal("58.00")),
    )
    return DrawerReport(
        kind=kind,
        number=17 if kind is ReportKind.Z else None,
        agency=AGENCY,
        counter="PB1",
        clerk="Meena Pillai",
        opened_at=FROZEN_NOW - dt.timedelta(hours=8),
        closed_at=FROZEN_NOW if kind is ReportKind.Z else None,
        made_at=FROZEN_NOW,
        opening_float=Decimal("2000.00"),
        cash_in=Decimal("10698.00"),
        cash_out=Decimal("500.00"),
        expected=Decimal("12198.00"),
        counted=counted,
        counted_total=Decimal("12148.00"),
        difference=Decimal("-50.00"),
        totals=(
            TenderLine("UPI", Decimal("10698.00"), Decimal("0.00"), Decimal("10698.00")),
            TenderLine("Card", Decimal("0.00"), Decimal("0.00"), Decimal("0.00")),
        ),
        training=training,
    )


@dataclass(frozen=True, slots=True)
class BookedSale:
    """A real booking's voucher (with the customer's bill of it), the bill and the agency's
    margin."""

    voucher: Voucher
    bill: ReceiptData
    margin: Decimal


async def booked_sale(client: PartnerClient, sandbox: EmbeddedSandbox) -> BookedSale:
    """A real booking of 2 on ``sandbox`` (a training one), sold at its published fare plus GST
    and a service charge of 600, rounded to the rupee, paid in cash from a round sum."""
    choice = activity_choice(sandbox)
    assert isinstance(choice.found, ActivityAvailability)
    body = activity_body(choice.found, qty=2, request_id="documents-1")
    request = CreateBookingRequest.model_validate(body)
    result = await client.create_booking(request)
    pricing = result.pricing
    assert pricing is not None
    fare = pricing.availability_fare_per_person
    fares = fare * 2
    gst = (fares * pricing.gst_percentage / 100).quantize(Decimal("0.01"), ROUND_HALF_UP)
    charge = Decimal("600.00")
    total = (fares + gst + charge).quantize(Decimal("1"), ROUND_HALF_UP)
    tendered = (total / 1000).to_integral_value(ROUND_CEILING) * 1000
    voucher = voucher_for(choice, request, result, FROZEN_NOW, training=True)
    bill = replace(
        receipt(result.booking_ref, change=tendered - total),
        trip=voucher.product,
        # As the till words them: each line's words are translated when printed.
        lines=(
            ReceiptLine.of(words(FARE, count="2", fare=amount_text(fare)), fares),
            ReceiptLine.of(fare_gst_words(pricing.gst_percentage), gst),
            ReceiptLine.of(words(MARKUP_WORDS[MarkupLabel.SERVICE_CHARGE]), charge),
            ReceiptLine.of(words(ROUND_OFF), total - fares - gst - charge),
        ),
        total=total,
        gst_total=gst,
        payments=(payment_part(tenders.CASH.paid(total, tendered=tendered)),),
    )
    return BookedSale(
        voucher=replace(voucher, agency=AGENCY, bill=bill),
        bill=bill,
        margin=total - result.settlement_breakdown.total_debited,
    )
