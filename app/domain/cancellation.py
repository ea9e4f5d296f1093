"""Cancellation policy bands and refund quotes (docs/partner-interface.md §16)."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum

from app.domain.money import ZERO, money, percent_of


class PolicyBand(StrEnum):
    """Band by time left before the start of the slot or departure."""

    FULL_REFUND = "FULL_REFUND_48H_OR_MORE"
    HALF_REFUND = "HALF_REFUND_24_TO_48H"
    WINDOW_CLOSED = "NOT_CANCELLABLE_UNDER_24H"


REFUND_PERCENT = {
    PolicyBand.FULL_REFUND: Decimal(100),
    PolicyBand.HALF_REFUND: Decimal(50),
    PolicyBand.WINDOW_CLOSED: Decimal(0),
}


def policy_band(start: dt.datetime, now: dt.datetime) -> PolicyBand:
    """48 h or more before the start: full; 24 to 48 h: half; under 24 h: closed."""
    left = start - now
    if left >= dt.timedelta(hours=48):
        return PolicyBand.FULL_REFUND
    if left >= dt.timedelta(hours=24):
        return PolicyBand.HALF_REFUND
    return PolicyBand.WINDOW_CLOSED


@dataclass(frozen=True, slots=True)
class RefundQuote:
    """What releasing some seats gives back to the wallet."""

    band: PolicyBand
    seats_released: int
    gross_refundable: Decimal
    platform_cancellation_charge: Decimal
    net_agent_refund: Decimal

    @property
    def cancellable(self) -> bool:
        """False inside 24 h of the start."""
        return self.band is not PolicyBand.WINDOW_CLOSED


def refund_quote(
    band: PolicyBand, refundable_base: Decimal, seats: int, charge_per_seat: Decimal
) -> RefundQuote:
    """Band percentage of what was debited for the seats, less a flat charge per seat (>= 0)."""
    if band is PolicyBand.WINDOW_CLOSED:
        return RefundQuote(band, seats, ZERO, ZERO, ZERO)
    gross = percent_of(refundable_base, REFUND_PERCENT[band])
    charge = min(money(charge_per_seat * seats), gross)
    return RefundQuote(band, seats, gross, charge, money(gross - charge))
