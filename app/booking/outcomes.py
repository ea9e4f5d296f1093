"""Which refusals settle a write for good, and which leave its outcome unknown."""

from __future__ import annotations

from app.api.codes import ErrorCode
from app.api.errors import (
    AccessDisabledError,
    ApiError,
    ConflictError,
    InsufficientFundsError,
    NotBookableError,
    NotFoundError,
    RequestRejected,
)

# The service answered, and what it said means nothing was (or ever will be) done under this
# request_id: invalid, unpaid, sold out, closed, unknown, disabled, already cancelled.
_FINAL = (
    RequestRejected,
    InsufficientFundsError,
    NotBookableError,
    NotFoundError,
    AccessDisabledError,
    ConflictError,
)


def is_final(error: ApiError) -> bool:
    """True when ``error`` settles the request; False when a replay may still succeed.

    Network failures, time-outs, 5xx, 429, an unreadable answer and a refused key say nothing
    about whether the service acted, so the request stays pending.
    """
    # Something else was stored under this request_id: what it did is not known from here.
    if isinstance(error, ConflictError) and error.code == ErrorCode.REQUEST_ID_REUSED:
        return False
    return isinstance(error, _FINAL)
