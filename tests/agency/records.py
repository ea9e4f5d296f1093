"""Counters and outbox records for the agency store's tests, made by a real journal."""

from __future__ import annotations

import datetime as dt
import uuid
from collections.abc import Callable
from pathlib import Path

from app.agency.identity import CounterIdentity
from app.domain.clock import service_now
from app.journal import Journal
from tests.journal.till_sales import sell, till_sale


def counter(
    code: str = "PB1", counter_id: str | None = None, key: str | None = None
) -> CounterIdentity:
    """A counter identity with a fresh id and key unless given."""
    return CounterIdentity(
        counter_id=counter_id or str(uuid.uuid4()),
        code=code,
        name=f"Desk {code}",
        installation_key=key or uuid.uuid4().hex,
    )


def sell_many(
    folder: Path,
    count: int,
    *,
    prefix: str = "sale",
    now: Callable[[], dt.datetime] | None = None,
) -> None:
    """Journal ``count`` booked sales with their payments in the journal at ``folder``."""
    with Journal(folder, now=now or service_now) as journal:
        for n in range(count):
            sell(journal, f"{prefix}-{n}", till_sale())
