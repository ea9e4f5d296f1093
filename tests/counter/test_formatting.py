"""Times and codes in the counter's words: durations, departures, cancellation bands."""

from __future__ import annotations

import datetime as dt

import pytest

from app.counter.papers.formatting import (
    closed_text,
    departs_text,
    duration_text,
    plain_words,
    refund_band_text,
)
from app.domain.clock import SERVICE_TZ

DEPARTS = dt.datetime(2026, 11, 23, 6, 15, tzinfo=SERVICE_TZ)


@pytest.mark.parametrize(
    ("delta", "text"),
    [
        (dt.timedelta(hours=14, minutes=19, seconds=59), "14 h 19 min"),
        (dt.timedelta(hours=3), "3 h"),
        (dt.timedelta(minutes=25), "25 min"),
        (dt.timedelta(days=2, hours=3, minutes=5), "2 d 3 h"),
        (dt.timedelta(minutes=-5), "0 min"),
    ],
)
def test_durations_read_as_staff_say_them(delta: dt.timedelta, text: str) -> None:
    assert duration_text(delta) == text


def test_a_departure_says_when_and_how_long_until() -> None:
    now = DEPARTS - dt.timedelta(hours=14, minutes=19)
    assert departs_text(DEPARTS, now) == "departs 23 Nov 06:15, in 14 h 19 min"
    assert departs_text(DEPARTS, DEPARTS + dt.timedelta(minutes=1)) == "departed 23 Nov 06:15"


@pytest.mark.parametrize(
    ("before", "text"),
    [
        (dt.timedelta(hours=14, minutes=19), "Not refundable: departs in 14 h 19 min"),
        (dt.timedelta(hours=30, minutes=40), "Half refund if cancelled now: departs in 30 h"),
        (dt.timedelta(hours=24), "Half refund if cancelled now: departs in 24 h"),
        (dt.timedelta(days=5), "Full refund until 21 Nov 06:15"),
        (dt.timedelta(hours=48), "Full refund until 21 Nov 06:15"),
    ],
)
def test_the_band_a_sale_falls_in_now(before: dt.timedelta, text: str) -> None:
    assert refund_band_text(DEPARTS, DEPARTS - before) == text


def test_not_cancellable_is_said_with_the_departure_not_timestamps() -> None:
    now = DEPARTS - dt.timedelta(hours=14, minutes=19)
    assert closed_text(DEPARTS, DEPARTS.date(), now) == (
        "Not cancellable: cancellation closes 24 h before the start; "
        "departs 23 Nov 06:15, in 14 h 19 min."
    )
    # A clock that disagrees with the service's verdict gives no countdown, only the departure.
    far = DEPARTS - dt.timedelta(days=3)
    assert closed_text(DEPARTS, DEPARTS.date(), far).endswith("; departs 23 Nov 06:15.")
    assert closed_text(None, DEPARTS.date(), now).endswith("(travel date 23 Nov).")


@pytest.mark.parametrize(
    ("code", "words"),
    [
        ("NONE", "nothing refunded"),
        ("PARTIAL", "part refunded"),
        ("MIXED", "Any (lowest fare)"),
        ("SETTLED", "Settled"),
        ("NOT_CANCELLABLE_UNDER_24H", "Under 24 h: closed"),
        (None, "—"),
    ],
)
def test_service_codes_become_words(code: str | None, words: str) -> None:
    assert plain_words(code) == words
