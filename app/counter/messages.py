"""Every client error as one sentence that tells counter staff what to do next."""

from __future__ import annotations

import datetime as dt

from app.api import (
    AccessDisabledError,
    ApiError,
    AuthenticationError,
    CertificateError,
    ConflictError,
    EnvironmentChangedError,
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
from app.domain.environment import EnvironmentChange
from app.figures import clock_text

BOAT_PROVIDER_CODE = "BOAT_PROVIDER_UNAVAILABLE"


def is_boat_outage(error: ApiError) -> bool:
    """The BOAT provider is down: only boats are affected, the service itself is up."""
    return isinstance(error, ServiceUnavailableError) and error.code == BOAT_PROVIDER_CODE


def environment_change_text(change: EnvironmentChange) -> str:
    """Why selling stopped, and what staff do about it."""
    return (
        f"{change.sentence()} Selling is stopped: check the service address in Settings "
        "(Ctrl+6), then press Save to reconnect."
    )


def describe_error(error: ApiError, next_try: dt.datetime | None = None) -> str:
    """The sentence shown to staff for ``error``; ``next_try`` is when the app tries again."""
    if isinstance(error, EnvironmentChangedError):
        return environment_change_text(error.change)
    if isinstance(error, InvalidApiKey):
        return f"{error.message} Open Settings (Ctrl+6) and enter the key again."
    if isinstance(error, AuthenticationError):
        return (
            "The service refused the API key. Open Settings (Ctrl+6) and enter the key "
            "the service's office issued to this agency."
        )
    if isinstance(error, AccessDisabledError):
        return (
            "The service has disabled access for this agency. Call the service's office to "
            "have it restored; nothing can be sold until then."
        )
    if is_boat_outage(error):
        return (
            "Boat trips are unavailable right now because the boat operator's system is down. "
            "Activities can still be sold; try boats again in a few minutes."
        )
    if isinstance(error, CertificateError):
        return error.message  # already a sentence for staff: what the network did, whom to ask
    if isinstance(error, NetworkError):
        when = f" at {clock_text(next_try, seconds=True)}" if next_try else " shortly"
        return (
            "The service cannot be reached. Check this counter's network connection; "
            f"the app will try again{when}."
        )
    if isinstance(error, RateLimitedError):
        wait = f"{error.retry_after:.0f} seconds" if error.retry_after else "a minute"
        return f"The service asked the counter to slow down. Wait {wait}, then try again."
    if isinstance(error, ServiceUnavailableError):
        return (
            "The service is having trouble right now. Try again in a minute; if it keeps "
            "happening, call the service's office."
        )
    if isinstance(error, ProtocolError):
        return (
            "The service sent an answer this app cannot read. Try again; if it keeps "
            "happening, note the time and tell your support contact."
        )
    if isinstance(error, InsufficientFundsError):
        return (
            "The wallet cannot cover this. Top up the wallet or ask the service's office "
            "to raise the credit limit."
        )
    if isinstance(error, NotBookableError):
        return f"{error.message} Choose another slot or date."
    if isinstance(error, NotFoundError):
        return f"{error.message} Check the reference and try again."
    if isinstance(error, RequestRejected):
        return f"The service did not accept this: {error.message} Correct it and try again."
    if isinstance(error, ConflictError):
        return f"{error.message} Refresh and check before trying again."
    return f"The service could not complete this ({error.message}). Try again."
