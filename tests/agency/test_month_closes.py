"""The agency's month (issue 97, item 3), in a real PostgreSQL store: each counter's close of a
month reaches the store as its record; the owner closes the agency's month only once every
counter has, at a moment near the store's clock, re-opens it only with a reason, and a
counter's role can do neither, but reads the acts."""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

import psycopg
import pytest
from psycopg import AsyncConnection

from app.agency.months import (
    agency_month_acts,
    agency_month_closed,
    close_agency_month,
    counter_months,
    reopen_agency_month,
)
from app.counter.config.settings import Settings
from app.counter.services.month_close import export_settings
from app.domain.clock import SERVICE_TZ, service_now
from app.journal.month_closing import close_month, reopen_month
from app.journal.store import DATABASE_NAME
from tests.agency.deployment import Deployment, Desk, replicate

MONTH = "2027-01"
LATER = dt.datetime(2027, 2, 3, 10, tzinfo=SERVICE_TZ)


def closed_at(folder: Path, by: str) -> None:
    """January closed at the counter whose journal is in ``folder``."""
    close_month(folder / DATABASE_NAME, MONTH, LATER, by, [], export_settings(Settings()))


async def owner_closes(conn: AsyncConnection[Any], at: dt.datetime | None = None) -> int:
    """The owner closes the agency's January at ``at`` (now by default), keeping one digest."""
    made = (at or service_now()).replace(microsecond=0)
    return await close_agency_month(conn, MONTH, made, {"tally.xml": "ab12"}, "cd34")


async def test_the_agencys_month_closes_once_every_counter_has(
    deployment: Deployment, desks: tuple[Desk, Desk], tmp_path: Path
) -> None:
    port_blair, havelock = desks
    closed_at(tmp_path / "PB1", "Meera Iyer")
    assert await replicate(port_blair, tmp_path / "PB1") == 1
    async with await psycopg.AsyncConnection.connect(
        deployment.owner_url, autocommit=True
    ) as owner:
        (pb1,) = await counter_months(owner, MONTH)
        assert (pb1.counter_code, pb1.act, pb1.acted_by) == ("PB1", "close", "Meera Iyer")
        with pytest.raises(psycopg.errors.RaiseException, match="at counter\\(s\\) HV1"):
            await owner_closes(owner)
        assert not await agency_month_closed(owner, MONTH)
        # Havelock closes January, then re-opens it (the owner's reason) and closes it again.
        closed_at(tmp_path / "HV1", "Arjun Rao")
        reopen_month(tmp_path / "HV1" / DATABASE_NAME, MONTH, LATER, "Arjun Rao", "late bill")
        await replicate(havelock, tmp_path / "HV1")
        with pytest.raises(psycopg.errors.RaiseException, match="HV1"):
            await owner_closes(owner)
        closed_at(tmp_path / "HV1", "Arjun Rao")
        await replicate(havelock, tmp_path / "HV1")
        assert [m.act for m in await counter_months(owner, MONTH)] == ["close", "close"]
        # A moment far from the store's clock is not the close's.
        with pytest.raises(psycopg.errors.RaiseException, match="store's time"):
            await owner_closes(owner, service_now() - dt.timedelta(hours=1))
        await owner_closes(owner)
        assert await agency_month_closed(owner, MONTH)
        with pytest.raises(psycopg.errors.RaiseException, match="closed already"):
            await owner_closes(owner)
        with pytest.raises(psycopg.errors.RaiseException, match="reason"):
            await reopen_agency_month(owner, MONTH, " ")
        await reopen_agency_month(owner, MONTH, "the auditor's query")
        assert not await agency_month_closed(owner, MONTH)
        with pytest.raises(psycopg.errors.RaiseException, match="final"):
            await owner.execute("DELETE FROM agency_months")
    # A counter's role closes no agency month.
    async with await psycopg.AsyncConnection.connect(port_blair.url, autocommit=True) as counter:
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            await owner_closes(counter)
    # It reads the agency's acts, which its export of the month is made at.
    async with await psycopg.AsyncConnection.connect(port_blair.url, autocommit=True) as counter:
        closed, reopened = await agency_month_acts(counter, MONTH)
    assert (closed.act, closed.settings_sha256) == ("close", "cd34")
    assert closed.exports == {"tally.xml": "ab12"}
    assert (reopened.act, reopened.reason) == ("reopen", "the auditor's query")
    assert closed.acted_at.microsecond == 0 and closed.acted_at.tzinfo == SERVICE_TZ
