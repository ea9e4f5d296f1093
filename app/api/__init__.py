"""Typed async client of the partner interface (httpx + pydantic). No Qt here."""

# First, before anything here imports httpx.
from app.api import _no_cli  # noqa: F401

# isort: split
from app.api.client import PartnerClient
from app.api.errors import (
    AccessDisabledError,
    ApiError,
    AuthenticationError,
    ConflictError,
    EnvironmentChangedError,
    FieldError,
    InsufficientFundsError,
    NetworkError,
    NotBookableError,
    NotFoundError,
    ProtocolError,
    RateLimitedError,
    RequestRejected,
    ServiceUnavailableError,
)
from app.api.models import (
    ActivityAvailability,
    ActivityContentItem,
    ActivitySearchResult,
    BoatAvailability,
    BoatContentItem,
    BoatSearchResult,
    BookingResult,
    BookingStatusResult,
    CancelQuoteResult,
    CancelRequest,
    CancelResult,
    ContentResult,
    CreateBookingRequest,
    Passenger,
    WalletResult,
)

__all__ = [
    "AccessDisabledError",
    "ActivityAvailability",
    "ActivityContentItem",
    "ActivitySearchResult",
    "ApiError",
    "AuthenticationError",
    "BoatAvailability",
    "BoatContentItem",
    "BoatSearchResult",
    "BookingResult",
    "BookingStatusResult",
    "CancelQuoteResult",
    "CancelRequest",
    "CancelResult",
    "ConflictError",
    "ContentResult",
    "CreateBookingRequest",
    "EnvironmentChangedError",
    "FieldError",
    "InsufficientFundsError",
    "NetworkError",
    "NotBookableError",
    "NotFoundError",
    "PartnerClient",
    "Passenger",
    "ProtocolError",
    "RateLimitedError",
    "RequestRejected",
    "ServiceUnavailableError",
    "WalletResult",
]
