"""Settings of one sandbox instance, and the switches tests turn at run time."""

from __future__ import annotations

import datetime as dt
import os
from dataclasses import dataclass, field
from pathlib import Path

from app.domain.clock import SERVICE_TZ, service_now

BOAT_FAULT_ENV = "COUNTERDESK_SANDBOX_BOAT_FAULT"


class ServiceClock:
    """The service's clock: real Asia/Kolkata time, or an instant frozen by ``--clock``."""

    def __init__(self, frozen: dt.datetime | None = None) -> None:
        self.frozen = frozen

    @property
    def frozen(self) -> dt.datetime | None:
        """The frozen instant, or None when the clock follows real time."""
        return self._frozen

    @frozen.setter
    def frozen(self, value: dt.datetime | None) -> None:
        if value is not None and value.tzinfo is None:
            raise ValueError("a frozen clock needs a UTC offset, e.g. 2026-12-01T10:00:00+05:30")
        self._frozen = None if value is None else value.astimezone(SERVICE_TZ)

    def now(self) -> dt.datetime:
        """The current instant on the service's clock (+05:30)."""
        return self._frozen or service_now()


class Switches:
    """What may change while the sandbox runs: the BOAT provider fault, the clock and the rate
    limit."""

    def __init__(
        self, boat_fault: bool, clock: ServiceClock, rate_limit: int | None = None
    ) -> None:
        self.boat_fault = boat_fault
        self.clock = clock
        self.rate_limit = rate_limit  # requests a second per agent; None: no limit


def boat_fault_from_env() -> bool:
    """``COUNTERDESK_SANDBOX_BOAT_FAULT=1`` starts the sandbox with the BOAT provider failing."""
    return os.environ.get(BOAT_FAULT_ENV, "") == "1"


@dataclass(frozen=True)
class SandboxConfig:
    """How one sandbox is built. The fields from ``unsafe_inventory`` on are not on the CLI.

    ``unsafe_inventory`` takes seats by read-then-write across two transactions, so a test can
    show that its concurrency check does catch an oversell. ``response_delay_seconds`` holds the
    answer of create_booking and of a cancel CONFIRM after the commit, as a slow network would.
    ``body_idle_timeout_s`` is how long a client may send nothing of a body before it is given up;
    after ``body_grace_s`` a body must have come at ``body_min_rate`` bytes a second on average,
    and all of it within ``body_deadline_s``.
    """

    db_path: Path
    catalogue_size: int | None = None
    clock: dt.datetime | None = None
    boat_fault: bool = field(default_factory=boat_fault_from_env)
    rate_limit: int | None = None
    unsafe_inventory: bool = False
    response_delay_seconds: float = 0.0
    body_idle_timeout_s: float = 30.0
    # 64 KiB/s: a 2 MB scan in half a minute, a slow office link; a trickle of a few bytes a
    # second is given up after the grace.
    body_min_rate: float = 64 * 1024
    body_grace_s: float = 5.0
    # The largest body (about 201 MB) at 2 MB/s; on the loopback it takes about a second.
    body_deadline_s: float = 120.0
