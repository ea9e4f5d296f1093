"""One typed hierarchy for everything that can go wrong talking to the service."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from app.domain.environment import EnvironmentChange
from app.domain.violations import Violation, rejection_code
from app.i18n import QT_TRANSLATE_NOOP, Catalogue

API_ERRORS = Catalogue("API_ERRORS")


@dataclass(frozen=True, slots=True)
class FieldError:
    """One rejected field: a wire path such as ``passengers[2].id_number`` and a sentence."""

    field: str
    message: str


class ApiError(Exception):
    """Base of every client error; carries the HTTP status, the service's code and request_id."""

    default_message = QT_TRANSLATE_NOOP("API_ERRORS", "The service could not complete the request.")

    def __init__(
        self,
        message: str | None = None,
        *,
        status_code: int | None = None,
        code: str | None = None,
        request_id: str | None = None,
    ) -> None:
        # The service's own message stays as it came; ours is in the language of the screen
        # that will show it (the language when raised).
        self.message = message or API_ERRORS.known(self.default_message)
        self.status_code = status_code
        self.code = code
        self.request_id = request_id
        super().__init__(self.message)

    def __str__(self) -> str:
        parts = [self.message]
        if self.code:
            parts.append(f"[{self.code}]")
        if self.status_code is not None:
            parts.append(f"(HTTP {self.status_code})")
        return " ".join(parts)

    def __repr__(self) -> str:
        return (
            f"{type(self).__name__}(message={self.message!r}, status_code={self.status_code!r}, "
            f"code={self.code!r}, request_id={self.request_id!r})"
        )


class AuthenticationError(ApiError):
    """The API key is missing or not valid (401)."""

    default_message = QT_TRANSLATE_NOOP("API_ERRORS", "The API key was refused.")


class InvalidApiKey(AuthenticationError, ValueError):
    """The API key cannot be a key (a control character inside it); refused before sending."""

    default_message = QT_TRANSLATE_NOOP("API_ERRORS", "The API key cannot be sent as it is.")


class AccessDisabledError(ApiError):
    """The partner is recognised but disabled (``API_ACCESS_DISABLED``)."""

    default_message = QT_TRANSLATE_NOOP("API_ERRORS", "Access for this partner is disabled.")


class RequestRejected(ApiError):
    """The request broke a rule; ``errors`` names each rejected field."""

    default_message = QT_TRANSLATE_NOOP("API_ERRORS", "The request was rejected.")

    def __init__(
        self,
        message: str | None = None,
        *,
        errors: list[FieldError] | None = None,
        status_code: int | None = None,
        code: str | None = None,
        request_id: str | None = None,
    ) -> None:
        super().__init__(message, status_code=status_code, code=code, request_id=request_id)
        self.errors = list(errors or [])

    def field_messages(self) -> dict[str, str]:
        """The first message for each rejected field path."""
        found: dict[str, str] = {}
        for error in self.errors:
            found.setdefault(error.field, error.message)
        return found


def rejection(violations: Sequence[Violation], request_id: str | None) -> RequestRejected:
    """The refusal of a request that breaks ``violations``, before anything is sent.

    Its code is the one the service gives for the same violations (e.g. TRAVEL_DATE_IN_PAST).
    """
    first = violations[0].message
    count = len(violations)
    return RequestRejected(
        first
        if count == 1
        else API_ERRORS.tr("{count} fields need attention: {first}").format(
            count=count, first=first
        ),
        errors=[FieldError(v.field, v.message) for v in violations],
        code=rejection_code(violations),
        request_id=request_id,
    )


class InsufficientFundsError(ApiError):
    """The wallet cannot cover the debit (402)."""

    default_message = QT_TRANSLATE_NOOP("API_ERRORS", "The wallet cannot cover this booking.")


class NotBookableError(ApiError):
    """Sold out, or the booking cut-off has passed."""

    default_message = QT_TRANSLATE_NOOP("API_ERRORS", "This slot can no longer be booked.")


class NotFoundError(ApiError):
    """No such booking or product for this agent (404)."""

    default_message = QT_TRANSLATE_NOOP("API_ERRORS", "Not found.")


class ConflictError(ApiError):
    """The request conflicts with the service's state, e.g. a reused request_id (409)."""

    default_message = QT_TRANSLATE_NOOP("API_ERRORS", "The request conflicts with an earlier one.")


class RateLimitedError(ApiError):
    """Too many requests (429); ``retry_after`` is in seconds when the service said."""

    default_message = QT_TRANSLATE_NOOP(
        "API_ERRORS", "Too many requests; the service asked us to slow down."
    )

    def __init__(
        self,
        message: str | None = None,
        *,
        retry_after: float | None = None,
        status_code: int | None = None,
        code: str | None = None,
        request_id: str | None = None,
    ) -> None:
        super().__init__(message, status_code=status_code, code=code, request_id=request_id)
        self.retry_after = retry_after


class ServiceUnavailableError(ApiError):
    """The service, or its BOAT provider, is down or failing (5xx)."""

    default_message = QT_TRANSLATE_NOOP("API_ERRORS", "The service is unavailable right now.")


class ProtocolError(ApiError):
    """The response was not the documented JSON (HTML, empty, truncated, wrong types)."""

    default_message = QT_TRANSLATE_NOOP(
        "API_ERRORS", "The service sent a response this app cannot read."
    )


class NetworkError(ApiError):
    """The service could not be reached: connection failure or time-out."""

    default_message = QT_TRANSLATE_NOOP("API_ERRORS", "The service could not be reached.")


class EnvironmentChangedError(ApiError):
    """Refused before sending: the service's environment changed since an earlier answer.

    Nothing was sent, but the outcome of an earlier attempt stays unknown, so a journalled
    request is left pending (see ``app.booking.outcomes``).
    """

    default_message = QT_TRANSLATE_NOOP(
        "API_ERRORS", "The service's environment changed; no booking or cancellation is sent."
    )

    def __init__(self, change: EnvironmentChange, *, request_id: str | None = None) -> None:
        super().__init__(
            API_ERRORS.tr("{change} Nothing was sent.").format(change=change.sentence()),
            code="ENVIRONMENT_CHANGED",
            request_id=request_id,
        )
        self.change = change


class NotSent(ApiError):
    """Refused on this computer before anything was sent (its journal could not save the
    request, or an earlier sale's answer is awaited): the service was never asked, so nothing
    is known of it, and ``message`` is already the sentence for staff."""


class ClientClosed(NetworkError):
    """The client was closed (the counter closing, or connecting to another service) while a
    call was still under way; nothing more was sent, and an earlier attempt's outcome is
    unknown."""

    default_message = QT_TRANSLATE_NOOP(
        "API_ERRORS", "The connection to the service was closed before the call ended."
    )


class CertificateError(NetworkError):
    """The service's TLS certificate was not trusted; the message says what to ask IT for."""

    default_message = QT_TRANSLATE_NOOP(
        "API_ERRORS", "The service's certificate is not trusted on this PC."
    )


def _size_text(size: int) -> str:
    """``size`` in whole megabytes from one MiB up, else in bytes."""
    mib = 1024 * 1024
    return f"{size // mib} MB" if size >= mib else f"{size} bytes"


class AnswerTooLarge(ProtocolError):
    """The answer passed the client's cap on its decoded size; it was read no further."""

    def __init__(self, limit: int, *, status_code: int | None = None) -> None:
        super().__init__(
            API_ERRORS.tr(
                "The service's answer is larger than {size}, far more than any answer it "
                "should give; it was not read further."
            ).format(size=_size_text(limit)),
            status_code=status_code,
        )
        self.limit = limit


class DeadlineExceeded(NetworkError):
    """The call, connecting, sending and the whole answer, took longer than its deadline."""

    def __init__(self, seconds: float, *, request_id: str | None = None) -> None:
        super().__init__(
            API_ERRORS.tr("The service did not answer within {seconds} seconds.").format(
                seconds=f"{seconds:.0f}"
            ),
            request_id=request_id,
        )
        self.seconds = seconds
