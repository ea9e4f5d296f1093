"""Every client error becomes a sentence that tells counter staff what to do."""

from __future__ import annotations

import datetime as dt
import re
import sqlite3

import pytest

from app.api import (
    AccessDisabledError,
    ApiError,
    AuthenticationError,
    ConflictError,
    InsufficientFundsError,
    InvalidApiKey,
    NetworkError,
    NotBookableError,
    NotFoundError,
    ProtocolError,
    RateLimitedError,
    RequestRejected,
    ServiceUnavailableError,
)
from app.api.codes import ErrorCode
from app.booking.faults import cannot_save
from app.booking.unresolved import SaleUnresolved
from app.counter.papers.messages import describe_error, is_boat_outage, plain_moments
from app.domain.clock import SERVICE_TZ

NEXT_TRY = dt.datetime(2026, 12, 1, 10, 42, 5, tzinfo=SERVICE_TZ)


@pytest.mark.parametrize(
    ("error", "expected"),
    [
        (AuthenticationError(code=ErrorCode.AUTH_KEY_INVALID), "Open Settings"),
        (AccessDisabledError(code=ErrorCode.API_ACCESS_DISABLED), "Call the service's office"),
        (
            ServiceUnavailableError(code=ErrorCode.BOAT_PROVIDER_UNAVAILABLE),
            "Activities can still be sold",
        ),
        (ServiceUnavailableError(code=ErrorCode.INTERNAL_ERROR), "Try again in a minute"),
        (RateLimitedError(retry_after=20), "Wait 20 seconds"),
        (ProtocolError(), "cannot read"),
        (InsufficientFundsError(), "Top up the wallet"),
        (NotBookableError("Sold out."), "Choose another slot"),
        (NotFoundError("No such booking."), "Check the reference"),
        (RequestRejected("Phone is not valid."), "Phone is not valid. Correct it"),
        (ConflictError("Already cancelled."), "Refresh"),
        (ApiError("Odd."), "Try again"),
    ],
)
def test_each_error_says_what_to_do(error: ApiError, expected: str) -> None:
    assert expected in describe_error(error)


def test_offline_names_the_time_of_the_next_try() -> None:
    text = describe_error(NetworkError(), NEXT_TRY)
    assert "cannot be reached" in text
    assert "10:42:05" in text


def test_only_the_boat_provider_code_is_a_boat_outage() -> None:
    assert is_boat_outage(ServiceUnavailableError(code=ErrorCode.BOAT_PROVIDER_UNAVAILABLE))
    assert not is_boat_outage(ServiceUnavailableError(code=ErrorCode.INTERNAL_ERROR))
    assert not is_boat_outage(RequestRejected(code=ErrorCode.BOAT_PROVIDER_UNAVAILABLE))


def test_a_refusal_on_this_computer_is_its_own_sentence_never_the_services() -> None:
    locked = cannot_save(sqlite3.OperationalError("database is locked"))
    unresolved = SaleUnresolved("An earlier sale has no answer yet. It is not sent.")
    for error in (locked, unresolved):
        assert describe_error(error) == error.message
    assert "service" not in describe_error(locked)


# The sandbox's refusal of a cancellation inside 24 h, as it writes its instants.
RAW = (
    "Cancellation closes 24 hours before the start (2026-11-28T06:15:00+05:30); it is now "
    "2026-11-27T19:03:41.512344+05:30."
)
ISO = re.compile(r"\d{4}-\d{2}-\d{2}|T\d{2}:|\.\d{6}|\+05:30")


@pytest.mark.parametrize(
    "error",
    [
        InvalidApiKey(RAW),
        NotBookableError(RAW, code="NOT_BOOKABLE"),
        NotFoundError(RAW),
        RequestRejected(RAW),
        ConflictError(RAW),
        ApiError(RAW),
    ],
    ids=lambda error: type(error).__name__,
)
def test_no_sentence_shows_a_raw_timestamp_or_microseconds(error: ApiError) -> None:
    """Every sentence that carries the service's words writes its instants in the clerk's
    format, on the service's clock, without seconds' fractions."""
    text = describe_error(error)
    assert ISO.search(text) is None, text
    assert "28 Nov 2026 06:15" in text and "27 Nov 2026 19:03" in text


def test_a_utc_instant_is_said_on_the_service_clock_and_a_date_as_a_date() -> None:
    assert plain_moments("at 2026-11-28T00:45:00.5Z on 2026-11-29") == (
        "at 28 Nov 2026 06:15 on 29 Nov 2026"
    )
