"""Turning a non-success response into the right ApiError subclass."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import httpx
import pydantic_core

from app.api.codes import ErrorCode
from app.api.errors import (
    AccessDisabledError,
    ApiError,
    AuthenticationError,
    ConflictError,
    FieldError,
    InsufficientFundsError,
    NotFoundError,
    ProtocolError,
    RateLimitedError,
    RequestRejected,
    ServiceUnavailableError,
)
from app.api.retry import parse_retry_after

BY_STATUS: dict[int, type[ApiError]] = {
    400: RequestRejected,
    401: AuthenticationError,
    402: InsufficientFundsError,
    403: AccessDisabledError,
    404: NotFoundError,
    405: RequestRejected,
    409: ConflictError,
    413: RequestRejected,
    415: RequestRejected,
    422: RequestRejected,
    429: RateLimitedError,
}


def error_class(status_code: int, code: str | None) -> type[ApiError]:
    """The class of a service ``code`` when declared, else the one for the HTTP status.

    The status is the fallback for a code this client does not know (a newer service's).
    """
    known = ErrorCode.known(code)
    if known is not None:
        return known.error_class
    if status_code in BY_STATUS:
        return BY_STATUS[status_code]
    if status_code >= 500:
        return ServiceUnavailableError
    if status_code >= 400:
        return RequestRejected
    return ApiError


# What ``read_json`` gives for bytes that are not JSON it can read.
UNREADABLE = object()


def read_json(content: bytes) -> Any:
    """The body as JSON, any value; ``UNREADABLE`` when it cannot be read.

    Read by pydantic's parser, which refuses nesting past a few hundred levels with a
    ``ValueError`` (the standard library's recurses until ``RecursionError``).
    """
    try:
        return pydantic_core.from_json(content)
    except ValueError:
        return UNREADABLE


def read_json_object(content: bytes) -> dict[str, Any] | None:
    """The body as a JSON object, or None when it is anything else."""
    data = read_json(content)
    return data if isinstance(data, dict) else None


Redact = Callable[[str], str]


def _field_errors(raw: object, redact: Redact) -> list[FieldError]:
    if not isinstance(raw, list):
        return []
    # Field messages are shown to staff like the main message, so they are scrubbed the same way.
    return [
        FieldError(redact(str(item.get("field", ""))), redact(str(item.get("message", ""))))
        for item in raw
        if isinstance(item, dict)
    ]


def error_from_response(
    response: httpx.Response, request_id: str | None, redact: Redact
) -> ApiError:
    """Build the error for ``response``; ``redact`` scrubs secrets out of any text kept."""
    data = read_json(response.content)
    status = response.status_code
    if not isinstance(data, dict):
        # An error status keeps its meaning whatever the body (docs/decisions/answer-limits.md):
        # cut short, nested thousands deep, empty, a proxy's HTML page, JSON that is not the
        # error object (``["insufficient funds"]``). Only a success status with such a body says
        # nothing sure.
        if status < 400:
            return ProtocolError(
                "The service answered with something that is not JSON it can read.",
                status_code=status,
                request_id=request_id,
            )
        cls = error_class(status, None)
        return _build(cls, None, status, None, request_id, [], response)
    body: dict[str, Any] = data
    code = body.get("code") if isinstance(body.get("code"), str) else None
    message = body.get("message") if isinstance(body.get("message"), str) else None
    cls = error_class(status, code)
    echoed = body.get("request_id") if isinstance(body.get("request_id"), str) else None
    return _build(
        cls,
        redact(message) if message else None,
        status,
        code,
        echoed or request_id,
        _field_errors(body.get("errors"), redact),
        response,
    )


def _build(
    cls: type[ApiError],
    message: str | None,
    status: int,
    code: str | None,
    request_id: str | None,
    errors: list[FieldError],
    response: httpx.Response,
) -> ApiError:
    if issubclass(cls, RequestRejected):
        return cls(message, errors=errors, status_code=status, code=code, request_id=request_id)
    if issubclass(cls, RateLimitedError):
        return cls(
            message,
            retry_after=parse_retry_after(response.headers.get("Retry-After")),
            status_code=status,
            code=code,
            request_id=request_id,
        )
    return cls(message, status_code=status, code=code, request_id=request_id)
