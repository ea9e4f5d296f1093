"""The agency's month, the owner's: each counter's month as its closes and re-openings left it
(records of kind ``month_close``), and the agency's own close, refused by the store until every
counter has closed the month, at a moment the owner's app decides, keeping the SHA-256 of the
month's exports it made then (store versions 40 and 43), and re-opening with a reason
(docs/decisions/month-lock.md)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from psycopg import AsyncConnection
from psycopg.types.json import Jsonb

from app.domain.clock import SERVICE_TZ
from app.journal.month_close import MonthAct


@dataclass(frozen=True, slots=True)
class CounterMonth:
    """A counter's month as its latest act left it: closed or re-opened, when, by whom, why."""

    counter_code: str
    act: str
    acted_at: dt.datetime
    acted_by: str
    reason: str


async def counter_months(conn: AsyncConnection[Any], month: str) -> list[CounterMonth]:
    """Each counter's ``month`` that a counter closed or re-opened, by counter code."""
    cursor = await conn.execute(
        "SELECT counter_code, act, acted_at, acted_by, reason FROM agency_counter_months"
        " WHERE month = %s ORDER BY counter_code",
        (month,),
    )
    return [CounterMonth(*row) for row in await cursor.fetchall()]


async def close_agency_month(
    conn: AsyncConnection[Any],
    month: str,
    made_at: dt.datetime,
    exports: Mapping[str, str],
    settings_sha256: str,
    reason: str = "",
) -> int:
    """Close the agency's ``month`` as the store's owner at ``made_at`` (to the second, within
    ten minutes of the store's clock), keeping the SHA-256 of each of its ``exports`` made at
    that moment and of their settings; the act's number. The store refuses (``psycopg.Error``
    naming the counters) while a counter has not closed it."""
    cursor = await conn.execute(
        "SELECT agency_close_month(%s, %s, %s, %s, %s)",
        (month, made_at, Jsonb(dict(exports)), settings_sha256, reason),
    )
    row = await cursor.fetchone()
    assert row is not None  # the function returns the act's number
    return int(row[0])


async def reopen_agency_month(conn: AsyncConnection[Any], month: str, reason: str) -> int:
    """Re-open the agency's closed ``month`` with ``reason``, as the owner; the act's number."""
    cursor = await conn.execute("SELECT agency_reopen_month(%s, %s)", (month, reason))
    row = await cursor.fetchone()
    assert row is not None  # the function returns the act's number
    return int(row[0])


async def agency_month_closed(conn: AsyncConnection[Any], month: str) -> bool:
    """Whether the agency's ``month`` is closed now."""
    cursor = await conn.execute("SELECT agency_month_closed(%s)", (month,))
    row = await cursor.fetchone()
    return bool(row and row[0])


async def agency_month_acts(conn: AsyncConnection[Any], month: str) -> list[MonthAct]:
    """Every close and re-opening of the agency's ``month``, in order, as a counter's acts are
    (their times in the service's zone, whatever the session's): any role may read them."""
    cursor = await conn.execute(
        "SELECT act_id, act, acted_at, acted_by, reason, exports, settings_sha256"
        " FROM agency_month_closes_of(%s)",
        (month,),
    )
    return [
        MonthAct(
            act_id,
            month,
            act,
            acted_at.astimezone(SERVICE_TZ),
            acted_by,
            reason,
            (),
            settings_sha256,
            exports,
        )
        for act_id, act, acted_at, acted_by, reason, exports, settings_sha256 in (
            await cursor.fetchall()
        )
    ]
