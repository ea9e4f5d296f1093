"""The service's error codes, each declared once with its HTTP status and the client's class.

The client's mapping, the sandbox's refusals and the OpenAPI document's descriptions are read
from here (docs/partner-interface.md §9.2).
"""

from __future__ import annotations

from enum import StrEnum

from app.api.errors import (
    AccessDisabledError,
    ApiError,
    AuthenticationError,
    ConflictError,
    InsufficientFundsError,
    NotBookableError,
    NotFoundError,
    RateLimitedError,
    RequestRejected,
    ServiceUnavailableError,
)
from app.domain import violations


class ErrorCode(StrEnum):
    """A code of the error body; its value is its name, as it travels on the wire."""

    status: int
    error_class: type[ApiError]
    when: str

    def __new__(cls, value: str, status: int, error_class: type[ApiError], when: str) -> ErrorCode:
        member = str.__new__(cls, value)
        member._value_ = value
        member.status = status
        member.error_class = error_class
        member.when = when
        return member

    # The field rules are the domain's (the client and the sandbox both apply them), so the
    # codes a rejection can carry are named there.
    VALIDATION_FAILED = (
        violations.VALIDATION_FAILED,
        400,
        RequestRejected,
        "field rules; a body that is not a JSON object",
    )
    IDENTITY_DOCUMENT_REQUIRED = (
        violations.IDENTITY_DOCUMENT_REQUIRED,
        400,
        RequestRejected,
        "only identity-document rules broken",
    )
    TRAVEL_DATE_IN_PAST = (
        violations.TRAVEL_DATE_IN_PAST,
        400,
        RequestRejected,
        "only the travel date is before today",
    )
    AUTH_KEY_MISSING = "AUTH_KEY_MISSING", 401, AuthenticationError, "no X-API-KEY"
    AUTH_KEY_INVALID = "AUTH_KEY_INVALID", 401, AuthenticationError, "unknown key"
    INSUFFICIENT_WALLET_FUNDS = (
        "INSUFFICIENT_WALLET_FUNDS",
        402,
        InsufficientFundsError,
        "cash and available credit cannot cover the debit",
    )
    API_ACCESS_DISABLED = (
        "API_ACCESS_DISABLED",
        403,
        AccessDisabledError,
        "the key's agent is disabled",
    )
    BOOKING_NOT_FOUND = (
        "BOOKING_NOT_FOUND",
        404,
        NotFoundError,
        "no such booking for this agent and module",
    )
    PRODUCT_NOT_FOUND = (
        "PRODUCT_NOT_FOUND",
        404,
        NotFoundError,
        "no such activity, availability, slot or schedule, or a day that cannot be booked",
    )
    NOT_FOUND = "NOT_FOUND", 404, NotFoundError, "no such path"
    METHOD_NOT_ALLOWED = (
        "METHOD_NOT_ALLOWED",
        405,
        RequestRejected,
        "wrong method; the Allow header names the right one",
    )
    REQUEST_TIMEOUT = (
        "REQUEST_TIMEOUT",
        408,
        RequestRejected,
        "the body arrived too slowly or stopped arriving; the connection is closed",
    )
    SOLD_OUT = "SOLD_OUT", 409, NotBookableError, "fewer seats left than asked for"
    BOOKING_CLOSED = "BOOKING_CLOSED", 409, NotBookableError, "the cut-off has passed"
    REQUEST_ID_REUSED = (
        "REQUEST_ID_REUSED",
        409,
        ConflictError,
        "the request_id was used with another body",
    )
    ALREADY_CANCELLED = (
        "ALREADY_CANCELLED",
        409,
        ConflictError,
        "booking or traveller already cancelled",
    )
    CANCELLATION_WINDOW_CLOSED = (
        "CANCELLATION_WINDOW_CLOSED",
        409,
        ConflictError,
        "CONFIRM inside 24 hours of the start",
    )
    PAYLOAD_TOO_LARGE = "PAYLOAD_TOO_LARGE", 413, RequestRejected, "body over its cap"
    URI_TOO_LONG = "URI_TOO_LONG", 414, RequestRejected, "request target over its cap"
    UNSUPPORTED_CONTENT_TYPE = (
        "UNSUPPORTED_CONTENT_TYPE",
        415,
        RequestRejected,
        "a body's Content-Type is not JSON in UTF-8, or a GET sends another",
    )
    RATE_LIMITED = (
        "RATE_LIMITED",
        429,
        RateLimitedError,
        "over the rate limit; try again after Retry-After seconds",
    )
    HEADERS_TOO_LARGE = "HEADERS_TOO_LARGE", 431, RequestRejected, "header fields over their cap"
    INTERNAL_ERROR = (
        "INTERNAL_ERROR",
        500,
        ServiceUnavailableError,
        "an unexpected failure; nothing of it is in the body",
    )
    BOAT_PROVIDER_UNAVAILABLE = (
        "BOAT_PROVIDER_UNAVAILABLE",
        503,
        ServiceUnavailableError,
        "the BOAT provider is down; ACTIVITY calls still work",
    )
    SERVICE_BUSY = (
        "SERVICE_BUSY",
        503,
        ServiceUnavailableError,
        "other large bodies are being received; try again after Retry-After seconds",
    )

    @classmethod
    def known(cls, code: str | None) -> ErrorCode | None:
        """The member for a code the service sent, None for a code not declared here."""
        return next((member for member in cls if member == code), None)

    @classmethod
    def of_status(cls, status: int) -> tuple[ErrorCode, ...]:
        """The codes answered with HTTP ``status``, in the order declared."""
        return tuple(code for code in cls if code.status == status)
