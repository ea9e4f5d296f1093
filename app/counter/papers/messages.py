"""Every client error as one sentence that tells counter staff what to do next."""

from __future__ import annotations

import datetime as dt
import re

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
    NotSent,
    ProtocolError,
    RateLimitedError,
    RequestRejected,
    ServiceUnavailableError,
)
from app.api.codes import ErrorCode
from app.domain.clock import as_service_time
from app.domain.environment import EnvironmentChange
from app.figures import clock_text, date_text, stamp_text
from app.i18n import Catalogue

COUNTER_MESSAGES = Catalogue("COUNTER_MESSAGES")

# A date or an instant as ISO 8601 writes it (``2026-11-28``, ``2026-11-28T06:15:00.123456+05:30``):
# the service's messages carry them raw.
ISO_MOMENT = re.compile(
    r"\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?\b"
)


def plain_moments(text: str) -> str:
    """``text`` with each ISO date or instant in it written in the clerk's format (``28 Nov 2026``,
    ``28 Nov 2026 06:15`` on the service's clock): no raw timestamp, no microseconds."""

    def plain(found: re.Match[str]) -> str:
        written = found.group(0)
        try:
            moment = dt.datetime.fromisoformat(written)
        except ValueError:
            return written
        if len(written) == len("2026-11-28"):
            return date_text(moment.date())
        return stamp_text(as_service_time(moment) if moment.tzinfo else moment)

    return ISO_MOMENT.sub(plain, text)


def is_boat_outage(error: ApiError) -> bool:
    """The BOAT provider is down: only boats are affected, the service itself is up."""
    return (
        isinstance(error, ServiceUnavailableError)
        and error.code == ErrorCode.BOAT_PROVIDER_UNAVAILABLE
    )


def environment_change_text(change: EnvironmentChange) -> str:
    """Why selling stopped, and what staff do about it."""
    return COUNTER_MESSAGES.tr(
        "{change} Selling is stopped: check the service address in Settings (Ctrl+6), then "
        "press Save to reconnect."
    ).format(change=change.sentence())


def describe_error(error: ApiError, next_try: dt.datetime | None = None) -> str:
    """The sentence shown to staff for ``error``; ``next_try`` is when the app tries again.

    The service's own message (``error.message``) is its data and stays as it came, but for
    its dates and instants, written in the clerk's format; the sentence around it is
    translated here, when it is shown.
    """
    if isinstance(error, EnvironmentChangedError):
        return environment_change_text(error.change)
    if isinstance(error, NotSent):
        # This computer's refusal (its journal, an earlier sale): framed as the service's, it
        # would send staff to phone the service for nothing.
        return error.message
    if isinstance(error, InvalidApiKey):
        return COUNTER_MESSAGES.tr(
            "{problem} Open Settings (Ctrl+6) and enter the key again."
        ).format(problem=plain_moments(error.message))
    if isinstance(error, AuthenticationError):
        return COUNTER_MESSAGES.tr(
            "The service refused the API key. Open Settings (Ctrl+6) and enter the key "
            "the service's office issued to this agency."
        )
    if isinstance(error, AccessDisabledError):
        return COUNTER_MESSAGES.tr(
            "The service has disabled access for this agency. Call the service's office to "
            "have it restored; nothing can be sold until then."
        )
    if is_boat_outage(error):
        return COUNTER_MESSAGES.tr(
            "Boat trips are unavailable right now because the boat operator's system is down. "
            "Activities can still be sold; try boats again in a few minutes."
        )
    if isinstance(error, CertificateError):
        return error.message  # already a sentence for staff: what the network did, whom to ask
    if isinstance(error, NetworkError):
        return _unreachable(next_try)
    if isinstance(error, RateLimitedError):
        if error.retry_after:
            seconds = f"{error.retry_after:.0f}"
            return COUNTER_MESSAGES.tr(
                "The service asked the counter to slow down. Wait {seconds} seconds, then try "
                "again."
            ).format(seconds=seconds)
        return COUNTER_MESSAGES.tr(
            "The service asked the counter to slow down. Wait a minute, then try again."
        )
    if isinstance(error, ServiceUnavailableError):
        return COUNTER_MESSAGES.tr(
            "The service is having trouble right now. Try again in a minute; if it keeps "
            "happening, call the service's office."
        )
    if isinstance(error, ProtocolError):
        return COUNTER_MESSAGES.tr(
            "The service sent an answer this app cannot read. Try again; if it keeps "
            "happening, note the time and tell your support contact."
        )
    if isinstance(error, InsufficientFundsError):
        return COUNTER_MESSAGES.tr(
            "The wallet cannot cover this. Top up the wallet or ask the service's office "
            "to raise the credit limit."
        )
    if isinstance(error, NotBookableError):
        return COUNTER_MESSAGES.tr("{problem} Choose another slot or date.").format(
            problem=_not_bookable(error)
        )
    if isinstance(error, NotFoundError):
        return COUNTER_MESSAGES.tr("{problem} Check the reference and try again.").format(
            problem=plain_moments(error.message)
        )
    if isinstance(error, RequestRejected):
        return COUNTER_MESSAGES.tr(
            "The service did not accept this: {problem} Correct it and try again."
        ).format(problem=plain_moments(error.message))
    if isinstance(error, ConflictError):
        return COUNTER_MESSAGES.tr("{problem} Refresh and check before trying again.").format(
            problem=plain_moments(error.message)
        )
    return COUNTER_MESSAGES.tr(
        "The service could not complete this ({problem}). Try again."
    ).format(problem=plain_moments(error.message))


def _not_bookable(error: NotBookableError) -> str:
    """Why the slot cannot be booked, in the screen's words for the codes the service sends
    (its own message is English)."""
    if error.code == "SOLD_OUT":
        return COUNTER_MESSAGES.tr("Fewer seats are left than were asked for.")
    if error.code == "BOOKING_CLOSED":
        return COUNTER_MESSAGES.tr("Booking has closed for this slot: its cut-off has passed.")
    return plain_moments(error.message)


def _unreachable(next_try: dt.datetime | None) -> str:
    if next_try is None:
        return COUNTER_MESSAGES.tr(
            "The service cannot be reached. Check this counter's network connection; the app "
            "will try again shortly."
        )
    return COUNTER_MESSAGES.tr(
        "The service cannot be reached. Check this counter's network connection; the app "
        "will try again at {time}."
    ).format(time=clock_text(next_try, seconds=True))
