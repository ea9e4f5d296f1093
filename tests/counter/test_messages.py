"""Every client error becomes a sentence that tells counter staff what to do."""

from __future__ import annotations

import datetime as dt
import sqlite3

import pytest

from app.api import (
    AccessDisabledError,
    ApiError,
    AuthenticationError,
    ConflictError,
    InsufficientFundsError,
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
from app.counter.papers.messages import describe_error, is_boat_outage
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
