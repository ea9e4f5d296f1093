"""What the sale costs, by the formulas of docs/partner-interface.md §12 (app.domain.pricing)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

from app.api.models import ActivityAvailability, BoatAvailability, BoatRate
from app.booking.passengers import PassengerEntry
from app.domain.money import ZERO, money
from app.domain.pricing import (
    ActivityPrice,
    BoatLine,
    BoatPrice,
    activity_price,
    boat_line,
    boat_price,
)
from app.domain.tickets import NationalityClass, TicketType, nationality_class, ticket_type_for_age


@dataclass(frozen=True, slots=True)
class ActivityBreakdown:
    """Fare, commission and net per person; net total, GST and total (= what is debited)."""

    price: ActivityPrice

    @property
    def total(self) -> Decimal:
        """What the wallet will be debited."""
        return self.price.total_payable

    @property
    def complete(self) -> bool:
        """An activity's price is always known."""
        return True


@dataclass(frozen=True, slots=True)
class PassengerFare:
    """One passenger's rate (ticket type by age, nationality class) and what it costs.

    ``estimated`` when the rate is of the older variant, which does not split the boat fare
    from the permit: all of it is then taxed as boat fare.
    """

    ticket_type: TicketType
    nationality_class: NationalityClass
    line: BoatLine
    estimated: bool = False


@dataclass(frozen=True, slots=True)
class BoatBreakdown:
    """Per passenger fare lines (None until age and nationality are known) and the totals."""

    fares: tuple[PassengerFare | None, ...]
    price: BoatPrice

    @property
    def total(self) -> Decimal:
        """What the wallet will be debited (of the passengers priced so far)."""
        return self.price.total_price

    @property
    def complete(self) -> bool:
        """Whether every passenger is priced."""
        return all(fare is not None for fare in self.fares)

    @property
    def estimated(self) -> bool:
        """Whether a line comes from an older-variant rate."""
        return any(fare is not None and fare.estimated for fare in self.fares)


Breakdown = ActivityBreakdown | BoatBreakdown


def activity_breakdown(
    slot: ActivityAvailability, gst_percentage: Decimal, qty: int
) -> ActivityBreakdown:
    """``qty`` seats of the chosen slot at its exact fare for the date."""
    pricing = slot.pricing
    return ActivityBreakdown(
        activity_price(pricing.fare_per_person, pricing.agent_commission_value, qty, gst_percentage)
    )


def rate_for(rates: Sequence[BoatRate], age: int, nationality: str) -> BoatRate | None:
    """The rate of the ticket type of ``age`` and the class of ``nationality``, if listed."""
    ticket = ticket_type_for_age(age)
    kind = nationality_class(nationality)
    for rate in rates:
        if rate.ticket_type == ticket and rate.nationality == kind:
            return rate
    return None


def _fare(rate: BoatRate, gst_percentage: Decimal) -> tuple[BoatLine, bool]:
    commission = rate.agent_commission_value
    if commission is None:
        commission = money(rate.mrp - rate.net_price)
    if rate.boat_fare is not None and rate.permit_fare is not None:
        return boat_line(rate.boat_fare, rate.permit_fare, commission, gst_percentage), False
    return boat_line(rate.mrp, ZERO, commission, gst_percentage), True


def passenger_fare(
    schedule: BoatAvailability, gst_percentage: Decimal, passenger: PassengerEntry
) -> PassengerFare | None:
    """What ``passenger`` pays on the chosen departure; None while age or nationality is missing."""
    age, nationality = passenger.age, passenger.wire_nationality
    if age is None or not passenger.priceable:
        return None
    rate = rate_for(schedule.rates, age, nationality)
    if rate is None:
        return None
    line, estimated = _fare(rate, gst_percentage)
    return PassengerFare(ticket_type_for_age(age), nationality_class(nationality), line, estimated)


def boat_breakdown(
    schedule: BoatAvailability, gst_percentage: Decimal, passengers: Sequence[PassengerEntry]
) -> BoatBreakdown:
    """Every passenger's line and the booking's totals (GST on the boat fares only)."""
    fares = tuple(passenger_fare(schedule, gst_percentage, passenger) for passenger in passengers)
    return BoatBreakdown(fares, boat_price(fare.line for fare in fares if fare is not None))
