"""The till's side of a sale and of its cancellation: what the journal records with the sale
(who sells where, what, when, on what terms) and the customer's refund by the rule."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from decimal import Decimal

from app.api.models import ActivityAvailability
from app.booking.choice import Choice
from app.counter.formatting import time_text, window_text
from app.counter.settings import Settings
from app.domain.cancellation import PolicyBand, policy_band
from app.domain.gst import TaxBasis
from app.domain.money import ZERO
from app.domain.payment import Payment
from app.domain.till import CustomerPrice, cancellation_terms, customer_refund
from app.domain.upi import UpiRequest, sale_reference
from app.figures import date_text
from app.journal.till import RefundDue, Shift, Till, TillSale


def start_text(choice: Choice) -> str:
    """When on its day the trip leaves: the slot's hours or the departure time (the receipt
    prints the day beside it)."""
    found = choice.found
    if isinstance(found, ActivityAvailability):
        return window_text(found.slot.time_window)
    return time_text(found.departure_time)


def departs_text(choice: Choice) -> str:
    """When the trip leaves: the day, then the slot's hours or the departure time."""
    return f"{date_text(choice.travel_date)} {start_text(choice)}"


def till_sale_of(
    choice: Choice,
    price: CustomerPrice,
    payment: Payment,
    counter: str,
    shift: Shift,
    sold_at: dt.datetime,
    refund_service_charge: bool,
    tax: TaxBasis | None = None,
    *,
    repeat_decision: int | None = None,
) -> TillSale:
    """What the journal records with the sale: the counter, the shift's clerk, price, payment,
    the terms of a sale made at ``sold_at`` (``refund_service_charge`` from Settings), what its
    tax invoice is made by and the supervisor's decision allowing a transfer reference that
    another sale carries (``repeat_decision``)."""
    return TillSale(
        counter=counter,
        clerk=shift.clerk,
        shift_id=shift.shift_id,
        price=price,
        payment=payment,
        trip=choice.product,
        departs=start_text(choice),
        terms=cancellation_terms(
            policy_band(choice.starts_at, sold_at), price, refund_service_charge
        ),
        tax=tax,
        repeat_decision=repeat_decision,
    )


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
