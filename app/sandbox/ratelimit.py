"""The sandbox's rate limit: at most N requests a second per agent (off unless switched on).

How a limit answers is docs/partner-interface.md §20 (429 ``RATE_LIMITED`` with
``Retry-After``). Switched on, it lets staff and tests see the app wait and try again.
"""

from __future__ import annotations


class RateLimiter:
    """A token bucket per agent: ``rate`` tokens a second, at most ``rate`` saved up."""

    def __init__(self) -> None:
        # Per agent: the tokens left, and the instant (epoch seconds) they were counted.
        self._buckets: dict[int, tuple[float, float]] = {}

    def admit(self, agent_id: int, rate: int, now: float) -> float | None:
        """Take a token of ``agent_id`` at ``now``: None when there was one, else the seconds
        until there is."""
        tokens, counted = self._buckets.get(agent_id, (rate, now))
        # A clock set back (a frozen service clock moved by a test) refills nothing.
        tokens = min(rate, tokens + max(0.0, now - counted) * rate)
        if tokens >= 1:
            self._buckets[agent_id] = (tokens - 1, now)
            return None
        self._buckets[agent_id] = (tokens, now)
        return (1 - tokens) / rate
