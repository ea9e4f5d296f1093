"""What the tests' clients of a sandbox share, with no Qt: the frozen clock, quick retries and
a client of a running sandbox (``tests/conftest.py`` gives them to the tests; a scenario run
as a process of its own imports them from here)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

from app.api import PartnerClient
from app.api.models import WalletData
from app.api.retry import RetryPolicy
from app.domain.clock import SERVICE_TZ
from app.sandbox import EmbeddedSandbox

# Tests run on a frozen service clock: cut-offs, past dates and bands never depend on the hour.
FROZEN_NOW = dt.datetime(2026, 12, 1, 10, 0, tzinfo=SERVICE_TZ)
# Retries as the client does them, without the waits.
FAST_RETRY = RetryPolicy(max_retries=3, base_delay=0.0, max_delay=0.0)


async def no_sleep(_seconds: float) -> None:
    """A ``sleep`` for PartnerClient that does not wait."""


def client_for(
    sandbox: EmbeddedSandbox,
    api_key: str,
    on_wallet: Callable[[PartnerClient, WalletData], None] | None = None,
) -> PartnerClient:
    """A PartnerClient of ``api_key`` whose "today" is the sandbox's and whose retries are quick
    (``on_wallet`` hears its wallet answers)."""
    return PartnerClient(
        base_url=sandbox.base_url,
        api_key=api_key,
        retry=FAST_RETRY,
        today=sandbox.context.today,
        sleep=no_sleep,
        on_wallet=on_wallet,
    )
