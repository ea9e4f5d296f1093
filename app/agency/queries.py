"""What the agency's screens read from the agency store (no Qt): the bookings of every counter,
lookup by reference, the agency day close, every counter's unresolved sales and drafts, and how
far each counter's records have arrived.

Everything here reads the store's views (docs/agency-store.md), never its tables' JSON bodies.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from psycopg.rows import dict_row
from psycopg_pool import AsyncConnectionPool

from app.api.models import LedgerJournal
from app.domain.clock import SERVICE_TZ
from app.domain.modules import Module
from app.domain.money import ZERO
from app.journal.records import DayTotals
from app.reports.drawer import DrawerFigures
from app.reports.shift import Operation, OperationKind, ShiftReport, shift_report

SHOWN_ROWS = 500  # an agency search shows this many of its matches (the count says how many)


@dataclass(frozen=True, slots=True)
class AgencyFilter:
    """An agency-wide search: text (reference, customer, product), day of sale, counter, clerk."""

    text: str = ""
    day: dt.date | None = None
    counter_id: str | None = None
    clerk: str | None = None


@dataclass(frozen=True, slots=True)
class AgencyBooking:
    """A booking sold at one of the agency's counters, as the agency's History lists it."""

    counter_id: str
    counter: str
    clerk: str
    booking_ref: str
    module: str
    product: str
    travel_date: dt.date | None
    sold_at: dt.datetime
    customer: str
    seats: int
    total: Decimal
    refunded: Decimal
    status: str

    def describe(self) -> str:
        """``Sold at counter PB2 (Front desk) by Leela Menon on 01 Dec 2026 10:05 to …``."""
        return (
            f"Sold at counter {self.counter} by {self.clerk or 'an unnamed clerk'} on "
            f"{self.sold_at.astimezone(SERVICE_TZ):%d %b %Y %H:%M} to {self.customer}: "
            f"{self.seats} seat(s)."
        )


@dataclass(frozen=True, slots=True)
class AgencyFound:
    """An agency search: how many match, the newest of them, and their totals per day."""

    total: int
    rows: list[AgencyBooking]
    days: list[DayTotals]


@dataclass(frozen=True, slots=True)
class CounterLink:
    """A counter of the agency and how far its records have arrived.

    ``contiguous_seq``: every record up to it is in the store; ``last_seq``: the newest one;
    between them, ``missing`` records have not arrived yet (still on their way, or lost).
    """

    counter_id: str
    code: str
    name: str
    contiguous_seq: int
    last_seq: int
    received: int
    last_received: dt.datetime | None

    @property
    def label(self) -> str:
        """``PB2 (Front desk)``, or the code alone when the counter has no name."""
        return f"{self.code} ({self.name})" if self.name else self.code

    @property
    def missing(self) -> int:
        """Records before the newest one that have not arrived (sequences start at 1)."""
        return self.last_seq - self.received


@dataclass(frozen=True, slots=True)
class ZReportLine:
    """One Z report of a counter: who closed which shift, and the drawer's figures."""

    counter: str
    z_no: int
    clerk: str
    closed_by: str
    closed_at: dt.datetime
    figures: DrawerFigures


@dataclass(frozen=True, slots=True)
class AgencyDayClose:
    """The agency's day: every counter's sales and refunds checked together against the shared
    wallet's ledger, and every counter's Z reports (the drawers)."""

    report: ShiftReport
    z_reports: list[ZReportLine]
    counters: list[CounterLink]

    @property
    def drawers_expected(self) -> Decimal:
        """What the closed drawers should hold together."""
        return sum((z.figures.expected for z in self.z_reports), ZERO)

    @property
    def drawers_difference(self) -> Decimal:
        """Counted less expected, over the drawers that were counted."""
        return sum((z.figures.difference or ZERO for z in self.z_reports), ZERO)


@dataclass(frozen=True, slots=True)
class Unresolved:
    """A sale whose outcome a counter does not know yet, or a sale left in progress (a draft)."""

    counter: str
    kind: str
    what: str
    since: dt.datetime


def _escaped(text: str) -> str:
    """``text`` for ILIKE: % and _ typed by staff match themselves."""
    for special in ("\\", "%", "_"):
        text = text.replace(special, "\\" + special)
    return f"%{text}%"


def _where(search: AgencyFilter) -> tuple[str, list[Any]]:
    clauses: list[str] = []
    params: list[Any] = []
    text = search.text.strip()
    if text:
        clauses.append("(booking_ref ILIKE %s OR customer_name ILIKE %s OR product ILIKE %s)")
        params += [_escaped(text)] * 3
    if search.day is not None:
        clauses.append("sold_on = %s")
        params.append(search.day)
    if search.counter_id is not None:
        clauses.append("counter_id = %s")
        params.append(search.counter_id)
    if search.clerk is not None:
        clauses.append("clerk = %s")
        params.append(search.clerk)
    return (" WHERE " + " AND ".join(clauses) if clauses else ""), params


def _booking(row: dict[str, Any]) -> AgencyBooking:
    return AgencyBooking(
        counter_id=str(row["counter_id"]),
        counter=row["counter_code"],
        clerk=row["clerk"] or "",
        booking_ref=row["booking_ref"],
        module=row["module"],
        product=row["product"] or "",
        travel_date=row["travel_date"],
        sold_at=row["created_at"],
        customer=row["customer_name"] or "",
        seats=int(row["seats"] or 0),
        total=Decimal(row["customer_total"]),
        refunded=Decimal(row["refunded"] or ZERO),
        status=row["status"] or "",
    )


BOOKINGS = """
SELECT s.*, (s.created_at AT TIME ZONE 'Asia/Kolkata')::date AS sold_on,
       COALESCE((SELECT SUM(c.refund) FROM agency_cancellations c
                 WHERE c.counter_id = s.counter_id AND c.booking_ref = s.booking_ref), 0)
         AS refunded
FROM agency_sales s
"""


async def search(
    pool: AsyncConnectionPool[Any], search: AgencyFilter, limit: int = SHOWN_ROWS
) -> AgencyFound:
    """The bookings of every counter matching ``search``, newest first (``limit`` of them), and
    their totals per day of sale."""
    where, params = _where(search)
    async with pool.connection() as connection, connection.cursor(row_factory=dict_row) as cur:
        await cur.execute(
            f"SELECT * FROM ({BOOKINGS}) b{where} ORDER BY created_at DESC, booking_ref LIMIT %s",
            [*params, limit],
        )
        rows = [_booking(row) for row in await cur.fetchall()]
        await cur.execute(
            "SELECT sold_on, COUNT(*) AS bookings, SUM(customer_total) AS total,"
            " SUM(wallet_cash) AS cash, SUM(wallet_credit) AS credit, SUM(refunded) AS refunded"
            f" FROM ({BOOKINGS}) b{where} GROUP BY sold_on ORDER BY sold_on DESC",
            params,
        )
        days = [
            DayTotals(
                day=row["sold_on"],
                bookings=int(row["bookings"]),
                total=Decimal(row["total"] or ZERO),
                cash=Decimal(row["cash"] or ZERO),
                credit=Decimal(row["credit"] or ZERO),
                refunded=Decimal(row["refunded"] or ZERO),
            )
            for row in await cur.fetchall()
        ]
    return AgencyFound(sum(day.bookings for day in days), rows, days)


async def find_booking(pool: AsyncConnectionPool[Any], booking_ref: str) -> AgencyBooking | None:
    """The booking with this reference, whichever counter sold it (None: no counter did, or its
    record has not arrived)."""
    async with pool.connection() as connection, connection.cursor(row_factory=dict_row) as cur:
        await cur.execute(f"SELECT * FROM ({BOOKINGS}) b WHERE booking_ref = %s", [booking_ref])
        row = await cur.fetchone()
    return None if row is None else _booking(row)


async def counters(pool: AsyncConnectionPool[Any]) -> list[CounterLink]:
    """Every registered counter and how far its records have arrived, by code."""
    async with pool.connection() as connection, connection.cursor(row_factory=dict_row) as cur:
        await cur.execute(
            "SELECT c.counter_id, c.code, c.name, COALESCE(p.contiguous_seq, 0) AS contiguous_seq,"
            " COALESCE(MAX(r.seq), 0) AS last_seq, COUNT(r.seq) AS received,"
            " MAX(r.received_at) AS last_received"
            " FROM counters c LEFT JOIN counter_progress p USING (counter_id)"
            " LEFT JOIN records r USING (counter_id)"
            " GROUP BY c.counter_id, c.code, c.name, p.contiguous_seq ORDER BY c.code, c.name"
        )
        return [
            CounterLink(
                counter_id=str(row["counter_id"]),
                code=row["code"] or "",
                name=row["name"] or "",
                contiguous_seq=int(row["contiguous_seq"]),
                last_seq=int(row["last_seq"]),
                received=int(row["received"]),
                last_received=row["last_received"],
            )
            for row in await cur.fetchall()
        ]


async def clerks(pool: AsyncConnectionPool[Any]) -> list[str]:
    """The clerks who sold at any counter, by name."""
    async with pool.connection() as connection, connection.cursor() as cur:
        await cur.execute(
            "SELECT DISTINCT clerk FROM agency_sales WHERE clerk <> '' ORDER BY clerk"
        )
        return [str(row[0]) for row in await cur.fetchall()]


async def operations_on(pool: AsyncConnectionPool[Any], day: dt.date) -> list[Operation]:
    """Every counter's sales and cancellations of ``day`` (service time)."""
    local_day = "(created_at AT TIME ZONE 'Asia/Kolkata')::date = %s"
    async with pool.connection() as connection, connection.cursor(row_factory=dict_row) as cur:
        await cur.execute(f"SELECT * FROM agency_sales WHERE {local_day}", [day])
        sales = [
            Operation(
                OperationKind.SALE,
                row["created_at"],
                Module(row["module"]),
                row["booking_ref"],
                row["request_id"],
                Decimal(row["wallet_debit"]),
                Decimal(row["wallet_cash"]),
                Decimal(row["wallet_credit"]),
                product=row["product"] or "",
            )
            for row in await cur.fetchall()
        ]
        await cur.execute(f"SELECT * FROM agency_cancellations WHERE {local_day}", [day])
        cancellations = [
            Operation(
                OperationKind.CANCELLATION,
                row["created_at"],
                Module(row["module"]),
                row["booking_ref"],
                row["request_id"],
                Decimal(row["refund"]),
                reference=row["refund_reference"] or "",
                product=row["product"] or "",
            )
            for row in await cur.fetchall()
        ]
    return sales + cancellations


async def z_reports_on(pool: AsyncConnectionPool[Any], day: dt.date) -> list[ZReportLine]:
    """Every counter's Z reports of ``day`` (service time), by counter and number."""
    async with pool.connection() as connection, connection.cursor(row_factory=dict_row) as cur:
        await cur.execute(
            "SELECT * FROM agency_reports WHERE kind = 'z_report'"
            " AND (created_at AT TIME ZONE 'Asia/Kolkata')::date = %s"
            " ORDER BY counter_code, z_no",
            [day],
        )
        return [
            ZReportLine(
                counter=row["counter_code"],
                z_no=int(row["z_no"]),
                clerk=row["clerk"] or "",
                closed_by=row["closed_by"] or "",
                closed_at=row["created_at"],
                figures=DrawerFigures.from_record(row["figures"]),
            )
            for row in await cur.fetchall()
        ]


async def day_close(
    pool: AsyncConnectionPool[Any], day: dt.date, snapshot: Sequence[LedgerJournal]
) -> AgencyDayClose:
    """The agency day close of ``day``: all counters' operations checked on the shared wallet's
    ledger ``snapshot`` (as one counter's shift report is), their Z reports and links."""
    linked = await counters(pool)
    report = shift_report(
        day, f"Agency · {len(linked)} counter(s)", await operations_on(pool, day), snapshot
    )
    return AgencyDayClose(report, await z_reports_on(pool, day), linked)


async def unresolved(pool: AsyncConnectionPool[Any]) -> list[Unresolved]:
    """Every counter's sales whose outcome is not known yet and its sales left in progress,
    oldest first."""
    async with pool.connection() as connection, connection.cursor(row_factory=dict_row) as cur:
        await cur.execute(
            "SELECT counter_code, 'Outcome not known' AS kind, what, created_at"
            " FROM agency_unresolved UNION ALL"
            " SELECT counter_code, 'Sale in progress' AS kind, what, created_at"
            " FROM agency_drafts ORDER BY created_at"
        )
        return [
            Unresolved(row["counter_code"], row["kind"], row["what"] or "", row["created_at"])
            for row in await cur.fetchall()
        ]
