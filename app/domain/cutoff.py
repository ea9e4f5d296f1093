"""Booking cut-offs: ACTIVITY minutes before the slot start, BOAT days before departure."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass

from app.domain.clock import at_service_time
from app.i18n import Catalogue

DOMAIN_CUTOFF = Catalogue("DOMAIN_CUTOFF")

CUTOFF_TYPE = "MINUTES_BEFORE_START"


@dataclass(frozen=True, slots=True)
class CutoffState:
    """Whether booking is still open at ``now`` and the instant it closes."""

    closes_at: dt.datetime
    is_open: bool
    reason: str | None


def _state(closes_at: dt.datetime, now: dt.datetime, closed: Callable[[], str]) -> CutoffState:
    """Open strictly before ``closes_at``; from then on closed, for the reason ``closed`` says."""
    is_open = now < closes_at
    return CutoffState(closes_at, is_open, None if is_open else closed())


def effective_cutoff_minutes(default_minutes: int, override_minutes: int | None) -> int:
    """The per-availability override wins over the activity default when it is set."""
    return default_minutes if override_minutes is None else override_minutes


def activity_cutoff(slot_start: dt.datetime, cutoff_minutes: int, now: dt.datetime) -> CutoffState:
    """ACTIVITY booking closes ``cutoff_minutes`` before the slot start."""
    closes_at = slot_start - dt.timedelta(minutes=cutoff_minutes)
    # Words without a plural form: the sandbox sends this sentence, untranslated, as it reads.
    return _state(
        closes_at,
        now,
        lambda: DOMAIN_CUTOFF.tr("Booking closed {minutes} minutes before the slot start.").format(
            minutes=cutoff_minutes
        ),
    )


def boat_cutoff(
    travel_date: dt.date, departure: dt.time, close_days: int, now: dt.datetime
) -> CutoffState:
    """BOAT booking closes ``close_days`` whole days before the departure instant."""
    closes_at = at_service_time(travel_date, departure) - dt.timedelta(days=close_days)
    return _state(
        closes_at,
        now,
        lambda: DOMAIN_CUTOFF.tr("Booking closed {days} day(s) before departure.").format(
            days=close_days
        ),
    )
