"""A sale's money as lines of a bill: from the review (before) and from the service (after).

Plain functions, no Qt: the review table, the result page and the voucher all read these.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from app.api import BookingResult
from app.booking import ActivityBreakdown, Breakdown, PassengerEntry
from app.domain.gst_names import fare_gst_on_net
from app.domain.identity import PASSPORT
from app.i18n import QT_TRANSLATE_NOOP, Catalogue

COUNTER_BILL = Catalogue("COUNTER_BILL")


@dataclass(frozen=True, slots=True)
class BillLine:
    """One line: what it is and its amount; ``total`` lines are shown in bold."""

    label: str
    amount: Decimal
    total: bool = False


def review_lines(
    breakdown: Breakdown, passengers: tuple[PassengerEntry, ...] = ()
) -> list[BillLine]:
    """The bill of a reviewed sale, by the rules of docs/partner-interface.md §12."""
    if isinstance(breakdown, ActivityBreakdown):
        price = breakdown.price
        qty = price.qty
        return [
            BillLine(COUNTER_BILL.tr("Fare per person"), price.availability_fare),
            BillLine(COUNTER_BILL.tr("Commission per person"), -price.commission_value),
            BillLine(COUNTER_BILL.tr("Net per person"), price.net_partner_price),
            BillLine(COUNTER_BILL.tr("Net for %n seat(s)", "", qty), price.net_partner_total),
            BillLine(fare_gst_on_net(price.gst_percentage), price.gst_amount),
            BillLine(COUNTER_BILL.tr("Total"), price.total_payable, total=True),
        ]
    lines = []
    for number, (fare, entry) in enumerate(zip(breakdown.fares, passengers, strict=True), 1):
        if fare is not None:
            label = COUNTER_BILL.tr("{number}. {name} ({ticket}, {nationality})").format(
                number=number,
                name=entry.traveler_name.strip(),
                ticket=fare.ticket_type.text(),
                nationality=fare.nationality_class.text(),
            )
            lines.append(BillLine(label, fare.line.total))
    boat = breakdown.price
    return [
        *lines,
        *_boat_lines(boat.fare_amount, boat.permit_amount, boat.gst_amount, boat.total_price),
    ]


def _boat_lines(fares: Decimal, permits: Decimal, gst: Decimal, total: Decimal) -> list[BillLine]:
    return [
        BillLine(COUNTER_BILL.tr("Boat fares, net of commission"), fares),
        BillLine(COUNTER_BILL.tr("Permits (government fee, no GST)"), permits),
        BillLine(fare_gst_on_net(), gst),
        BillLine(COUNTER_BILL.tr("Total"), total, total=True),
    ]


# The interface names only PASSPORT; the others are the documents Indian travellers carry.
ID_TYPE_WORDS = {
    PASSPORT: QT_TRANSLATE_NOOP("COUNTER_BILL", "Passport"),
    "AADHAAR": QT_TRANSLATE_NOOP("COUNTER_BILL", "Aadhaar"),
    "VOTER_ID": QT_TRANSLATE_NOOP("COUNTER_BILL", "Voter ID"),
    "DRIVING_LICENCE": QT_TRANSLATE_NOOP("COUNTER_BILL", "Driving licence"),
}


def id_type_word(code: str) -> str:
    """The ID type ``code`` in the current language (an unknown code as it is)."""
    word = ID_TYPE_WORDS.get(code)
    return code if word is None else COUNTER_BILL.known(word)


def id_readback(passengers: tuple[PassengerEntry, ...]) -> list[str]:
    """``1. Elsa Lindqvist: Passport X4821597`` for each passenger with an ID number typed or
    an Aadhaar QR scanned (an Aadhaar number masked but for its last 4 digits, and the card's
    genuine mark after it)."""
    lines = []
    for number, entry in enumerate(passengers, 1):
        shown = entry.shown_id()
        if shown:
            kind = id_type_word(entry.id_type) or COUNTER_BILL.tr("ID")
            mark = entry.genuine_text()
            line = f"{number}. {entry.traveler_name.strip()}: {kind} {shown}"
            lines.append(f"{line}, {mark}" if mark else line)
    return lines


def result_lines(result: BookingResult) -> list[BillLine]:
    """The bill as the service settled it (its amounts, not ours)."""
    pricing, boat = result.pricing, result.financial_breakdown
    if pricing is not None:
        return [
            BillLine(COUNTER_BILL.tr("Fare per person"), pricing.availability_fare_per_person),
            BillLine(
                COUNTER_BILL.tr("Commission per person"), -pricing.commission_amount_per_person
            ),
            BillLine(COUNTER_BILL.tr("Net per person"), pricing.net_partner_price_per_person),
            BillLine(COUNTER_BILL.tr("Net total"), pricing.net_partner_total),
            BillLine(fare_gst_on_net(pricing.gst_percentage), pricing.gst_amount),
            BillLine(COUNTER_BILL.tr("Total"), pricing.total_payable, total=True),
        ]
    if boat is not None:
        return _boat_lines(boat.fare_amount, boat.permit_amount, boat.gst_amount, boat.total_price)
    return [
        BillLine(COUNTER_BILL.tr("Total"), result.settlement_breakdown.total_debited, total=True)
    ]


def settlement_lines(result: BookingResult) -> list[BillLine]:
    """How the wallet paid: the debit, its cash part and its credit part."""
    settled = result.settlement_breakdown
    return [
        BillLine(COUNTER_BILL.tr("Debited from the wallet"), settled.total_debited, total=True),
        BillLine(COUNTER_BILL.tr("from cash"), settled.deducted_from_cash),
        BillLine(COUNTER_BILL.tr("from credit"), settled.deducted_from_credit),
    ]
