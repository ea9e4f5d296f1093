"""Totals of docs/partner-interface.md §12: Decimal arithmetic, ROUND_HALF_UP on every line."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from decimal import Decimal

from app.domain.money import ZERO, money, percent_of


@dataclass(frozen=True, slots=True)
class ActivityPrice:
    """What an ACTIVITY booking of ``qty`` seats costs the agent."""

    availability_fare: Decimal
    commission_value: Decimal
    qty: int
    gst_percentage: Decimal
    net_partner_price: Decimal
    net_partner_total: Decimal
    gst_amount: Decimal
    total_payable: Decimal


def activity_price(
    availability_fare: Decimal, commission_value: Decimal, qty: int, gst_percentage: Decimal
) -> ActivityPrice:
    """Net per person (fare minus FLAT commission), times qty, plus GST on that net total."""
    net_price = money(availability_fare - commission_value)
    net_total = money(net_price * qty)
    gst = percent_of(net_total, gst_percentage)
    return ActivityPrice(
        availability_fare=money(availability_fare),
        commission_value=money(commission_value),
        qty=qty,
        gst_percentage=gst_percentage,
        net_partner_price=net_price,
        net_partner_total=net_total,
        gst_amount=gst,
        total_payable=money(net_total + gst),
    )


@dataclass(frozen=True, slots=True)
class BoatLine:
    """One passenger's share of a BOAT booking."""

    boat_fare: Decimal
    permit_fare: Decimal
    commission: Decimal
    net_fare: Decimal
    gst_amount: Decimal

    @property
    def mrp(self) -> Decimal:
        """Reference price: boat fare plus permit."""
        return money(self.boat_fare + self.permit_fare)

    @property
    def net_price(self) -> Decimal:
        """What the agent pays before GST: mrp minus commission."""
        return money(self.mrp - self.commission)

    @property
    def total(self) -> Decimal:
        """Net fare, permit and GST of this passenger."""
        return money(self.net_fare + self.permit_fare + self.gst_amount)


def boat_line(
    boat_fare: Decimal, permit_fare: Decimal, commission: Decimal, gst_percentage: Decimal
) -> BoatLine:
    """Commission comes off the boat fare; GST is on that net boat fare only, never the permit."""
    net_fare = money(boat_fare - commission)
    return BoatLine(
        boat_fare=money(boat_fare),
        permit_fare=money(permit_fare),
        commission=money(commission),
        net_fare=net_fare,
        gst_amount=percent_of(net_fare, gst_percentage),
    )


@dataclass(frozen=True, slots=True)
class BoatPrice:
    """The BOAT totals: ``total_price = fare_amount + permit_amount + gst_amount``."""

    lines: tuple[BoatLine, ...]
    fare_amount: Decimal
    permit_amount: Decimal
    gst_amount: Decimal
    total_price: Decimal


def boat_price(lines: Iterable[BoatLine]) -> BoatPrice:
    """Add up passenger lines into the booking's financial breakdown."""
    kept = tuple(lines)
    fare = money(sum((line.net_fare for line in kept), ZERO))
    permit = money(sum((line.permit_fare for line in kept), ZERO))
    gst = money(sum((line.gst_amount for line in kept), ZERO))
    return BoatPrice(kept, fare, permit, gst, money(fare + permit + gst))
