"""Booking cut-offs: ACTIVITY minutes before the slot start (override wins), BOAT close days."""

from __future__ import annotations

import datetime as dt

import pytest

from app.domain.clock import SERVICE_TZ, at_service_time
from app.domain.cutoff import activity_cutoff, boat_cutoff, effective_cutoff_minutes

SECOND = dt.timedelta(seconds=1)
SLOT_START = dt.datetime(2026, 12, 10, 10, 0, tzinfo=SERVICE_TZ)


@pytest.mark.parametrize(
    ("default", "override", "expected"),
    [(120, None, 120), (120, 30, 30), (120, 0, 0), (0, 240, 240)],
)
def test_the_availability_override_wins_when_set(
    default: int, override: int | None, expected: int
) -> None:
    assert effective_cutoff_minutes(default, override) == expected


def test_activity_closes_exactly_cutoff_minutes_before_the_slot() -> None:
    closes = SLOT_START - dt.timedelta(minutes=45)
    assert activity_cutoff(SLOT_START, 45, closes - SECOND).is_open
    state = activity_cutoff(SLOT_START, 45, closes)
    assert (state.closes_at, state.is_open) == (closes, False)
    assert state.reason == "Booking closed 45 minutes before the slot start."


def test_activity_cutoff_compares_instants_not_wall_clocks() -> None:
    """04:14:59 UTC is 09:44:59 in Kolkata: still open for a 10:00 slot with 15 minutes."""
    now = dt.datetime(2026, 12, 10, 4, 14, 59, tzinfo=dt.UTC)
    assert activity_cutoff(SLOT_START, 15, now).is_open
    assert not activity_cutoff(SLOT_START, 15, now + SECOND).is_open


@pytest.mark.parametrize("close_days", [0, 1, 3])
def test_boat_closes_close_days_before_departure(close_days: int) -> None:
    travel_date, departure = dt.date(2026, 12, 10), dt.time(9, 0)
    closes = at_service_time(travel_date, departure) - dt.timedelta(days=close_days)
    assert boat_cutoff(travel_date, departure, close_days, closes - SECOND).is_open
    state = boat_cutoff(travel_date, departure, close_days, closes)
    assert (state.closes_at, state.is_open) == (closes, False)
    assert state.reason is not None and str(close_days) in state.reason


def test_open_states_carry_no_reason() -> None:
    assert activity_cutoff(SLOT_START, 0, SLOT_START - SECOND).reason is None
