"""Typed async client of the partner interface (httpx + pydantic). No Qt here."""

from typing import TYPE_CHECKING

# First, before anything here imports httpx.
from app.api import _no_cli  # noqa: F401

# isort: split
from app.api.catalogue_models import (
    ActivityAvailability,
    ActivityContentItem,
    ActivitySearchResult,
    BoatAvailability,
    BoatContentItem,
    BoatSearchResult,
    ContentResult,
)
from app.api.client import PartnerClient
from app.api.errors import (
    AccessDisabledError,
    AnswerTooLarge,
    ApiError,
    AuthenticationError,
    CertificateError,
    ClientClosed,
    ConflictError,
    DeadlineExceeded,
    EnvironmentChangedError,
    FieldError,
    InsufficientFundsError,
    InvalidApiKey,
    NetworkError,
    NotBookableError,
    NotFoundError,
    NotSent,
    ProtocolError,
    RateLimitedError,
    RequestRejected,
    ServiceUnavailableError,
)
from app.lazy_names import lazy_names

if TYPE_CHECKING:
    from app.api.models import (
        BookingResult,
        BookingStatusResult,
        CancelQuoteResult,
        CancelRequest,
        CancelResult,
        CreateBookingRequest,
        Passenger,
        WalletResult,
    )

# The sale's models are imported on a name's first use: the start lists the catalogue without
# them (tests/perf/README.md).
__getattr__ = lazy_names(
    __name__,
    {
        name: "app.api.models"
        for name in (
            "BookingResult",
            "BookingStatusResult",
            "CancelQuoteResult",
            "CancelRequest",
            "CancelResult",
            "CreateBookingRequest",
            "Passenger",
            "WalletResult",
        )
    },
)

__all__ = [
    "AccessDisabledError",
    "ActivityAvailability",
    "ActivityContentItem",
    "ActivitySearchResult",
    "AnswerTooLarge",
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
    "CertificateError",
    "ClientClosed",
    "ConflictError",
    "ContentResult",
    "CreateBookingRequest",
    "DeadlineExceeded",
    "EnvironmentChangedError",
    "FieldError",
    "InsufficientFundsError",
    "InvalidApiKey",
    "NetworkError",
    "NotBookableError",
    "NotFoundError",
    "NotSent",
    "PartnerClient",
    "Passenger",
    "ProtocolError",
    "RateLimitedError",
    "RequestRejected",
    "ServiceUnavailableError",
    "WalletResult",
]
