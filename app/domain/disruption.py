"""Disruptions: a booking the service now reports cancelled or changed that this counter did not
cancel itself, how the watcher paces its questions, and what an operator's cancellation gives
the customer back (docs/decisions/disruptions.md, docs/decisions/disruption-per-seat.md)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum

from app.domain.clock import at_service_time
from app.domain.money import ZERO, money
from app.domain.seat_shares import paid_for
from app.domain.status import BookingStatus
from app.domain.till import CustomerPrice

# What of a trip a status answer names and the watcher compares with what it first saw.
TRIP_FIELDS = ("travel_date", "departure_time", "slot_label")
# Within this of the start a booking is asked about at the near interval, else the far one.
NEAR = dt.timedelta(hours=48)
# The far interval never exceeds this, whatever the settings say: a booking sold months ahead
# is still asked about at least four times a day (docs/decisions/disruptions.md).
FAR_AT_MOST = dt.timedelta(hours=6)


class DisruptionKind(StrEnum):
    """What happened to the booking."""

    CANCELLED = "cancelled"  # the operator voided it
    CHANGED = "changed"  # its day or time moved


class Closed(StrEnum):
    """How a disruption stopped being open."""

    REFUNDED = "refunded"  # the customer had their money back at the till
    REBOOKED = "rebooked"  # a new sale for the same party replaced it
    TOLD = "told"  # a change the customer was told of and accepted


@dataclass(frozen=True, slots=True)
class Pace:
    """How often the watcher asks: each booking every ``near`` when its trip is within 48
    hours, every ``far`` (at most six hours) otherwise, and never two calls less than ``gap``
    apart."""

    near: dt.timedelta = dt.timedelta(minutes=10)
    far: dt.timedelta = dt.timedelta(hours=6)
    gap: dt.timedelta = dt.timedelta(seconds=1)

    def interval(self, starts: dt.datetime, now: dt.datetime) -> dt.timedelta:
        """How long after a look at a trip starting ``starts`` the next one is due."""
        return self.near if starts - now <= NEAR else min(self.far, FAR_AT_MOST)

    def next_look(self, starts: dt.datetime, checked: dt.datetime) -> dt.datetime:
        """When a trip starting ``starts``, last asked about at ``checked``, is due again: after
        its interval, and no later than when it comes within 48 hours (from then on every
        ``near``), though never sooner than ``near`` after the last look."""
        due = checked + self.interval(starts, checked)
        return min(due, max(starts - NEAR, checked + self.near))


def trip_start(travel_date: dt.date, trip: Mapping[str, str]) -> dt.datetime:
    """When a trip of ``travel_date`` starts, on the service's clock: at the departure time a
    status answer gave (``trip``, the trip fields of the watcher's first answer: a BOAT's); else
    taken to start at the day's first moment (an ACTIVITY's answer names no time, and none is
    known before the first answer), so that it is watched sooner, never later."""
    departs = trip.get("departure_time")
    try:
        at = dt.time.fromisoformat(departs) if departs else dt.time()
    except ValueError:
        at = dt.time()
    return at_service_time(travel_date, at)


def watched(starts: dt.datetime, now: dt.datetime) -> bool:
    """Whether a trip starting ``starts`` is still watched: its day is not over yet, however far
    ahead it is (an operator cancels a departure months away as well as tomorrow's)."""
    day_over = at_service_time(starts.date() + dt.timedelta(days=1), dt.time())
    return day_over > now


def trip_facts(status: Mapping[str, object]) -> dict[str, str]:
    """The trip fields of a status answer's ``metadata`` (those it carries), as text."""
    return {name: str(status[name]) for name in TRIP_FIELDS if status.get(name) is not None}


def finding(
    booking_status: str, trip_now: Mapping[str, str], trip_first: Mapping[str, str]
) -> DisruptionKind | None:
    """What a status answer means for a booking this counter sold and did not cancel: cancelled,
    changed (a trip field differs from the first answer's), or nothing."""
    if BookingStatus.of(booking_status) is BookingStatus.CANCELLED:
        return DisruptionKind.CANCELLED
    moved = any(trip_now.get(name) != value for name, value in trip_first.items())
    return DisruptionKind.CHANGED if moved else None


def seats_held(
    seats: int,
    manifest_ids: Sequence[int | None],
    released_ids: Collection[int],
    released_count: int,
) -> list[int]:
    """The indexes of a sale's ``seats`` the booking still held when the operator cancelled it,
    the others released by this counter's own cancellations before: BOAT travellers by their
    place in the manifest (the order sold) whose passenger id none of them named
    (``released_ids``); else (an ACTIVITY, whose seats all cost the same, or a manifest that
    does not name them) the seats after the first ``released_count``."""
    ids = list(manifest_ids)
    if released_ids and len(ids) == seats and set(released_ids) <= set(ids):
        return [i for i, pid in enumerate(ids) if pid not in released_ids]
    return list(range(min(released_count, seats), seats))


def operator_refund(
    price: CustomerPrice,
    held: Sequence[int],
    given_back: Decimal,
    *,
    refund_service_charge: bool,
) -> Decimal:
    """What the customer is owed when the operator cancels the seats ``held`` (indexes of the
    sale's): what they paid for those seats (``app.domain.seat_shares``), the service charge too
    unless the agency decided otherwise; never more than the sale's total less what the
    customer's own cancellations gave back (``given_back``, paid or owed), never below 0. A
    penalty kept on a seat the customer cancelled before stays kept
    (docs/decisions/disruption-per-seat.md)."""
    owed = paid_for(price, held, service_charge=refund_service_charge)
    return money(max(min(owed, price.total - given_back), ZERO))
