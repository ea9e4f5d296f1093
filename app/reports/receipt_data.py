"""What a customer receipt shows: the agency, the sale, the customer's price and how it was paid."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal


@dataclass(frozen=True)
class AgencyDetails:
    """The agency as every customer document names it (from the settings)."""

    name: str
    address: str
    phone: str
    gstin: str


@dataclass(frozen=True)
class ReceiptLine:
    """One line of the customer's bill: "Fare 2 x 4,999.00", "GST 5%", "Service charge"..."""

    label: str
    amount: Decimal


@dataclass(frozen=True)
class PaymentPart:
    """One tender: ``mode`` is "Cash", "UPI" or "Card"; ``detail`` what identifies it."""

    mode: str
    amount: Decimal
    detail: str


@dataclass(frozen=True)
class ReceiptData:
    """A recorded sale as the customer's receipt shows it; amounts in ``currency``."""

    agency: AgencyDetails
    receipt_no: str
    issued_at: datetime
    counter: str
    clerk: str
    booking_ref: str
    trip: str
    travel_date: date
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
    currency: str = "INR"
