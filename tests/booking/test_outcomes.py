"""Which failures settle a journalled write for good, and which leave it pending for a replay."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from app.api import (
    ApiError,
    ConflictError,
    InsufficientFundsError,
    NetworkError,
    NotBookableError,
    ProtocolError,
    RequestRejected,
    ServiceUnavailableError,
)
from app.api.codes import ErrorCode
from app.api.errors import AuthenticationError, NotFoundError, RateLimitedError
from app.booking import is_final
from app.booking.replay import record_failure
from app.journal import Journal, RequestState
from tests.journal.entries import Clock, boat_request, scan_files


@pytest.fixture
def journal(tmp_path: Path) -> Iterator[Journal]:
    with Journal(tmp_path, now=Clock()) as opened:
        yield opened


@pytest.mark.parametrize(
    ("error", "final"),
    [
        (RequestRejected(status_code=400, code=ErrorCode.VALIDATION_FAILED), True),
        (RequestRejected(code=ErrorCode.TRAVEL_DATE_IN_PAST), True),  # refused before sending
        (InsufficientFundsError(status_code=402), True),
        (NotBookableError(status_code=409, code=ErrorCode.SOLD_OUT), True),
        (NotFoundError(status_code=404), True),
        (ConflictError(status_code=409, code=ErrorCode.ALREADY_CANCELLED), True),
        (ConflictError(status_code=409, code=ErrorCode.REQUEST_ID_REUSED), False),
        (NetworkError(), False),
        (ServiceUnavailableError(status_code=503), False),
        (RateLimitedError(status_code=429), False),
        (ProtocolError(status_code=201), False),
        (AuthenticationError(status_code=401), False),
        (ApiError(), False),
    ],
)
async def test_only_a_refusal_for_good_settles_a_request(
    journal: Journal, error: ApiError, final: bool
) -> None:
    request = boat_request("cd-1")
    journal.add_create(journal.save_scans(request), product="", agent=None)

    assert await record_failure(journal, "cd-1", error) is final
    assert is_final(error) is final

    found = journal.find("cd-1")
    assert found is not None
    assert found.state is (RequestState.FAILED if final else RequestState.PENDING)
    assert found.error_code == error.code
    assert bool(scan_files(journal)) is not final
