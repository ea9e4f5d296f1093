"""What a customer receipt shows, built from a sale recorded in the journal (no layout here)."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from decimal import Decimal
from typing import TYPE_CHECKING

from app.domain.money import CURRENCY, money
from app.domain.payment import Card, Cash, Tender, Upi
from app.domain.till import CustomerPrice
from app.figures import amount_text

# The settings hold the agency's details (below): they are read before the window's first
# paint, when the journal's package (it imports the service's models) is not loaded yet.
if TYPE_CHECKING:
    from app.journal.store import Journal


@dataclass(frozen=True)
class AgencyDetails:
    """The agency as every customer document names it (from Settings)."""

    name: str
    address: str
    phone: str
    gstin: str


@dataclass(frozen=True)
class ReceiptLine:
    """One priced line: "Fare 2 x 4,999.00", "GST 5%", "Service charge", "Round off"."""

    label: str
    amount: Decimal


@dataclass(frozen=True)
class PaymentPart:
    """One tender: mode "Cash", "UPI" or "Card" and its detail (tendered, reference, card)."""

    mode: str
    amount: Decimal
    detail: str


@dataclass(frozen=True)
class ReceiptData:
    """Everything a customer receipt prints, in any layout."""

    agency: AgencyDetails
    receipt_no: str
    issued_at: dt.datetime
    counter: str
    clerk: str
    booking_ref: str
    trip: str
    travel_date: dt.date
    departs: str
    seats: int
    passengers: tuple[str, ...]
    lines: tuple[ReceiptLine, ...]
    total: Decimal
    gst_total: Decimal
    payments: tuple[PaymentPart, ...]
    change: Decimal
    cancellation_terms: str
    training: bool
    currency: str = CURRENCY


class NoReceipt(LookupError):
    """The booking has no taken payment at this counter, so no receipt."""


def price_lines(price: CustomerPrice) -> tuple[ReceiptLine, ...]:
    """The bill's lines: fares per published fare, GST, the markup (if any), the round off."""
    lines = [
        ReceiptLine(f"Fare {count} x {amount_text(fare)}", money(fare * count))
        for fare, count in price.fare_groups()
    ]
    lines.append(ReceiptLine(f"GST {price.gst_percentage.normalize():f}%", price.gst))
    if price.markup:
        lines.append(ReceiptLine(price.markup_label.value, price.markup))
    if price.round_off:
        lines.append(ReceiptLine("Round off", price.round_off))
    return tuple(lines)


def payment_part(part: Tender) -> PaymentPart:
    """A tender as the receipt prints it."""
    if isinstance(part, Cash):
        return PaymentPart(part.mode.value, part.amount, f"tendered {amount_text(part.tendered)}")
    if isinstance(part, Upi):
        return PaymentPart(part.mode.value, part.amount, part.reference)
    assert isinstance(part, Card)
    return PaymentPart(
        part.mode.value, part.amount, f"card ••{part.last4} appr {part.approval_code}"
    )


def receipt_data(
    journal: Journal, booking_ref: str, *, agency: AgencyDetails, training: bool
) -> ReceiptData:
    """The receipt of the booking ``booking_ref`` sold and paid at this counter."""
    from app.journal.till import SaleState

    sale = journal.till.sale_of(booking_ref)
    row = journal.history.find(booking_ref)
    if sale is None or row is None or sale.state is not SaleState.TAKEN:
        raise NoReceipt(f"No payment was taken here for {booking_ref}: there is no receipt.")
    assert sale.receipt_no is not None and sale.settled_at is not None  # set when taken
    return ReceiptData(
        agency=agency,
        receipt_no=sale.receipt_no,
        issued_at=sale.settled_at,
        counter=sale.counter,
        clerk=sale.clerk,
        booking_ref=booking_ref,
        trip=sale.trip,
        travel_date=row.travel_date,
        departs=sale.departs,
        seats=len(sale.price.seats),
        passengers=row.passengers or (row.customer_name,),
        lines=price_lines(sale.price),
        total=sale.price.total,
        gst_total=sale.price.gst,
        payments=tuple(payment_part(part) for part in sale.payment.parts),
        change=sale.payment.change,
        cancellation_terms=sale.terms,
        training=training,
    )
