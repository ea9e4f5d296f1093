"""A sale's money as lines of a bill: from the review (before) and from the service (after).

Plain functions, no Qt: the review table, the result page and the voucher all read these.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from app.api import BookingResult
from app.booking import ActivityBreakdown, Breakdown, PassengerEntry
from app.domain.identity import PASSPORT


@dataclass(frozen=True, slots=True)
class BillLine:
    """One line: what it is and its amount; ``total`` lines are shown in bold."""

    label: str
    amount: Decimal
    total: bool = False


def _percent(value: Decimal) -> str:
    return f"{value.normalize():f} %"


def review_lines(
    breakdown: Breakdown, passengers: tuple[PassengerEntry, ...] = ()
) -> list[BillLine]:
    """The bill of a reviewed sale, by the rules of docs/partner-interface.md §12."""
    if isinstance(breakdown, ActivityBreakdown):
        price = breakdown.price
        return [
            BillLine("Fare per person", price.availability_fare),
            BillLine("Commission per person", -price.commission_value),
            BillLine("Net per person", price.net_partner_price),
            BillLine(f"Net for {price.qty} seat(s)", price.net_partner_total),
            BillLine(f"GST {_percent(price.gst_percentage)}", price.gst_amount),
            BillLine("Total", price.total_payable, total=True),
        ]
    lines = []
    for number, (fare, entry) in enumerate(zip(breakdown.fares, passengers, strict=True), 1):
        if fare is not None:
            who = f"{number}. {entry.traveler_name.strip()}"
            kind = f"{fare.ticket_type.value.title()}, {fare.nationality_class.value.title()}"
            lines.append(BillLine(f"{who} ({kind})", fare.line.total))
    boat = breakdown.price
    return [
        *lines,
        BillLine("Boat fares, net of commission", boat.fare_amount),
        BillLine("Permits (government fee, no GST)", boat.permit_amount),
        BillLine("GST on boat fares", boat.gst_amount),
        BillLine("Total", boat.total_price, total=True),
    ]


# The interface names only PASSPORT; the others are the documents Indian travellers carry.
ID_TYPE_WORDS = {
    PASSPORT: "Passport",
    "AADHAAR": "Aadhaar",
    "VOTER_ID": "Voter ID",
    "DRIVING_LICENCE": "Driving licence",
}


def id_readback(passengers: tuple[PassengerEntry, ...]) -> list[str]:
    """``1. Elsa Lindqvist: Passport X4821597`` for each passenger with an ID number typed."""
    lines = []
    for number, entry in enumerate(passengers, 1):
        if entry.id_number.strip():
            kind = ID_TYPE_WORDS.get(entry.id_type, entry.id_type) or "ID"
            lines.append(
                f"{number}. {entry.traveler_name.strip()}: {kind} {entry.id_number.strip()}"
            )
    return lines


def result_lines(result: BookingResult) -> list[BillLine]:
    """The bill as the service settled it (its amounts, not ours)."""
    pricing, boat = result.pricing, result.financial_breakdown
    if pricing is not None:
        return [
            BillLine("Fare per person", pricing.availability_fare_per_person),
            BillLine("Commission per person", -pricing.commission_amount_per_person),
            BillLine("Net per person", pricing.net_partner_price_per_person),
            BillLine("Net total", pricing.net_partner_total),
            BillLine(f"GST {_percent(pricing.gst_percentage)}", pricing.gst_amount),
            BillLine("Total", pricing.total_payable, total=True),
        ]
    if boat is not None:
        return [
            BillLine("Boat fares, net of commission", boat.fare_amount),
            BillLine("Permits (government fee, no GST)", boat.permit_amount),
            BillLine("GST on boat fares", boat.gst_amount),
            BillLine("Total", boat.total_price, total=True),
        ]
    return [BillLine("Total", result.settlement_breakdown.total_debited, total=True)]


def settlement_lines(result: BookingResult) -> list[BillLine]:
    """How the wallet paid: the debit, its cash part and its credit part."""
    settled = result.settlement_breakdown
    return [
        BillLine("Debited from the wallet", settled.total_debited, total=True),
        BillLine("from cash", settled.deducted_from_cash),
        BillLine("from credit", settled.deducted_from_credit),
    ]
