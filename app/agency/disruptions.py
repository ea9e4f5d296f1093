"""The disruptions of every counter of the agency, as the agency store's view lists them (no Qt)."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from decimal import Decimal
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from psycopg_pool import AsyncConnectionPool


@dataclass(frozen=True, slots=True)
class AgencyDisruption:
    """One counter's disrupted booking, in its latest state (customer details as the reader may
    see them: empty for another counter's customer); ``departs``: the departure's time or the
    slot as sold ('' when the status answer named none)."""

    counter_code: str
    booking_ref: str
    product: str
    travel_date: dt.date
    kind: str
    state: str
    found_at: dt.datetime
    wallet_back: Decimal
    customer_owed: Decimal | None
    customer_name: str
    customer_phone: str
    customer_email: str
    seats: int
    departs: str = ""


async def disruptions(
    pool: AsyncConnectionPool[Any], *, open_only: bool = True
) -> list[AgencyDisruption]:
    """Every counter's disruptions (``open_only``: those not dealt with), by trip and counter."""
    from psycopg.rows import dict_row

    where = " WHERE state = 'open'" if open_only else ""
    async with pool.connection() as conn, conn.cursor(row_factory=dict_row) as cur:
        await cur.execute(
            f"SELECT * FROM agency_disruptions{where}"
            " ORDER BY trip_date, product, counter_code, booking_ref"
        )
        return [
            AgencyDisruption(
                row["counter_code"],
                row["booking_ref"],
                row["product"],
                row["trip_date"],
                row["kind"],
                row["state"],
                row["found_at"],
                row["wallet_back"],
                row["customer_owed"],
                row["customer_name"] or "",
                row["customer_phone"] or "",
                row["customer_email"] or "",
                row["seats"] or 0,
                _departs(row["was"]),
            )
            for row in await cur.fetchall()
        ]


def _departs(was: object) -> str:
    """The departure's time (hours and minutes) or the slot, as the trip was sold."""
    if not isinstance(was, dict):
        return ""
    time = str(was.get("departure_time") or "")
    return time[:5] if time else str(was.get("slot_label") or "")
