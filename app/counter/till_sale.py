"""The till's side of a sale and of its cancellation: what the journal records with the sale
(who sells where, what, when, on what terms) and the customer's refund by the rule."""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from app.booking.checkout import SaleTerms
from app.booking.choice import Choice
from app.counter.privacy_notice import notice_facts, privacy_notice
from app.counter.settings import Settings, document_language_of
from app.domain.cancellation import PolicyBand
from app.domain.money import ZERO
from app.domain.till import CustomerPrice, customer_refund
from app.domain.upi import UpiRequest, sale_reference
from app.figures import date_text
from app.journal.till import RefundDue, Till


def sale_terms(settings: Settings) -> SaleTerms:
    """The counter's terms of a sale (an exchange's new sale too), as ``settings`` say now."""
    facts = notice_facts(settings)
    return SaleTerms(
        settings.counter_code,
        settings.till_rules,
        settings.registration,
        document_language=document_language_of(settings),
        notice=lambda language: privacy_notice(facts, language).version,
    )


def departs_text(choice: Choice) -> str:
    """When the trip leaves: the day, then the slot's hours or the departure time."""
    return f"{date_text(choice.travel_date)} {choice.start_text}"


def upi_request(settings: Settings, receipt_no: str, request_id: str) -> UpiRequest | None:
    """The UPI payment a sale asks for (its amount still to fill): the agency's UPI ID and payee
    name, the receipt number in the note, the sale's request id as the reference; None when no
    UPI ID is set."""
    if not settings.upi_vpa:
        return None
    return UpiRequest(
        vpa=settings.upi_vpa,
        payee=settings.upi_payee_name,
        amount=ZERO,
        # The customer's bank app and statement show the note: the receipt says the same number.
        note=f"Receipt {receipt_no}",
        reference=sale_reference(request_id),
    )


def refund_rule(
    price: CustomerPrice,
    seats: int,
    passenger_ids: Sequence[int],
    manifest_ids: Sequence[int | None],
    band: str,
    platform_charge: Decimal,
    refund_service_charge: bool,
) -> Decimal:
    """The customer's refund by the rule for a confirmed cancellation of ``seats`` ACTIVITY
    seats, or of the BOAT travellers ``passenger_ids`` (their seats found by their place in the
    booking's manifest, the order they were sold in)."""
    if passenger_ids:
        released = [list(manifest_ids).index(pid) for pid in passenger_ids]
    else:
        # An activity's seats all cost the same: which ones go does not change the amount.
        released = list(range(seats))
    return customer_refund(
        price,
        released,
        PolicyBand(band),
        platform_charge,
        refund_service_charge=refund_service_charge,
    )


def refund_due(
    till: Till,
    customer: str,
    booking_ref: str,
    release: tuple[int, Sequence[int]],
    manifest_ids: Sequence[int | None],
    band: str,
    platform_charge: Decimal,
    refund_service_charge: bool,
) -> RefundDue | None:
    """The customer's refund by the rule for cancelling ``release`` (ACTIVITY seats, BOAT
    passenger ids) of a booking sold at this till, paid back the way the most was paid; None
    when the till did not take its payment."""
    sale = till.sale_of(booking_ref)
    if sale is None or not sale.payment.parts:
        return None
    seats, passenger_ids = release
    rule = refund_rule(
        sale.price,
        seats,
        passenger_ids,
        manifest_ids,
        band,
        platform_charge,
        refund_service_charge,
    )
    paid_by = max(sale.payment.parts, key=lambda part: part.amount).kind
    return RefundDue(booking_ref, customer, rule, paid_by)
