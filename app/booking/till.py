"""The customer's price of a sale being reviewed, from the same fares the wallet's price uses."""

from __future__ import annotations

from app.booking.choice import Choice
from app.booking.price import ActivityBreakdown, Breakdown, PassengerFare
from app.domain.till import CustomerPrice, SeatFare, TillRules, customer_price


def seat_fares(breakdown: Breakdown) -> tuple[SeatFare, ...]:
    """Each seat's published fare: the activity's fare per person, or a BOAT rate's boat fare
    and permit (passengers not yet priced are left out)."""
    if isinstance(breakdown, ActivityBreakdown):
        price = breakdown.price
        return (SeatFare(price.availability_fare),) * price.qty
    return tuple(passenger_seat(fare) for fare in breakdown.fares if fare is not None)


def passenger_seat(fare: PassengerFare) -> SeatFare:
    """A BOAT passenger's published fare: their rate's boat fare and permit."""
    return SeatFare(fare.line.boat_fare, fare.line.permit_fare)


def customer_price_of(choice: Choice, breakdown: Breakdown, rules: TillRules) -> CustomerPrice:
    """What the customer pays for the reviewed seats under the counter's rules."""
    return customer_price(choice.module, seat_fares(breakdown), choice.gst_percentage, rules)
