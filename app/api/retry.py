"""When to retry a call and how long to wait: capped exponential backoff with full jitter."""

from __future__ import annotations

import datetime as dt
import email.utils
import random
from dataclasses import dataclass

import httpx

RETRY_STATUSES = frozenset({429, 502, 503, 504})
# Transport failures worth another try; a wrong URL scheme or a proxy misconfiguration is not.
RETRY_EXCEPTIONS: tuple[type[Exception], ...] = (
    httpx.TimeoutException,
    httpx.NetworkError,
    httpx.RemoteProtocolError,
)


@dataclass(frozen=True, slots=True)
class RetryPolicy:
    """How many times to retry and the bounds of the wait between tries (seconds)."""

    max_retries: int = 3
    base_delay: float = 0.5
    max_delay: float = 8.0
    max_retry_after: float = 60.0

    def delay(self, retry_number: int, retry_after: float | None = None) -> float:
        """Seconds to wait before retry ``retry_number`` (0-based); the server's word wins."""
        if retry_after is not None:
            return min(retry_after, self.max_retry_after)
        ceiling = min(self.max_delay, self.base_delay * (2**retry_number))
        return random.uniform(0, ceiling)  # jitter, not security


def parse_retry_after(value: str | None, now: dt.datetime | None = None) -> float | None:
    """``Retry-After`` as seconds: a number or an HTTP date; None when absent or unreadable."""
    if not value:
        return None
    value = value.strip()
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=dt.UTC)
    return max(0.0, (when - (now or dt.datetime.now(dt.UTC))).total_seconds())
