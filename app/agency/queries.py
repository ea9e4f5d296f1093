"""What the agency's screens read from the agency store (no Qt): the bookings of every counter,
lookup by reference, the agency day close, every counter's unresolved sales and drafts, and how
far each counter's records have arrived.

Everything here reads the store's views (docs/agency-store.md), never its tables' JSON bodies.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field, replace
from decimal import Decimal
from typing import TYPE_CHECKING, Any

from app.agency.bank import CounterProof, proofs_on
from app.api.models import WalletMovement
from app.books.chained import compare_with_state
from app.books.checks import BookProblem, problems_of
from app.books.corrections import Correction
from app.books.queries import WalletMoved, wallet_events, wallet_moved
from app.books.trial_balance import Moved, TrialBalance, added, month_of, trial_balance
from app.domain.accounts import INPUT_GST, tender_account
from app.domain.clock import SERVICE_TZ, service_now
from app.domain.einvoice import TurnoverBand
from app.domain.einvoice_clock import ClockEntry, clock
from app.domain.gst import DocumentKind
from app.domain.modules import Module
from app.domain.money import ZERO, money
from app.domain.tenders import TENDERS, TenderKind
from app.figures import amount_text, stamp_text
from app.i18n import QT_TRANSLATE_NOOP, Catalogue
from app.journal.gst_export import GSTR3B_HEADS, BooksGst, ExportedDocument, books_gst_of
from app.journal.month_close import MonthAct
from app.journal.month_close import month_of as month_named
from app.journal.month_closing import reopened_lines
from app.journal.tax import document_from_json
from app.records.bookings import DayTotals
from app.reports.drawer import DrawerFigures
from app.reports.shift import Operation, OperationKind, ShiftReport, by_request, shift_report
from app.reports.wallet_reconcile import reconcile_all
from app.reports.wallet_witness import KeyWitness, TopUp, WalletReading, reading_of

AGENCY_QUERIES = Catalogue("AGENCY_QUERIES")

# psycopg is imported on the first read: a counter without an agency store never loads it.
if TYPE_CHECKING:
    from psycopg import AsyncCursor
    from psycopg_pool import AsyncConnectionPool

# The tender each of the books' tender accounts holds the money of (the drawer: cash).
TENDER_OF_ACCOUNT = {tender_account(kind): kind for kind in TENDERS}

# An agency search reads this many of its matches at a time: the first page with the count and
# the day totals, the next ones as the list is scrolled to its end.
PAGE_ROWS = 100


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
    counter_code: str
    counter: str  # the code and the name
    clerk: str
    booking_ref: str
    module: str
    product: str
    travel_date: dt.date | None
    sold_at: dt.datetime
    customer: str
    seats: int
    total_debited: Decimal  # what the wallet paid (cash and credit), as in a counter's History
    total_refunded: Decimal
    status: str
    paid: Decimal | None = None  # what the customer paid at the counter's till, when it did

    def describe(self) -> str:
        """``Sold at counter PB2 (Front desk) by Leela Menon on 01 Dec 2026 10:05 to …``."""
        return AGENCY_QUERIES.tr(
            "Sold at counter {counter} by {clerk} on {time} to {customer}: {seats} seat(s)."
        ).format(
            counter=self.counter,
            clerk=self.clerk or AGENCY_QUERIES.tr("an unnamed clerk"),
            time=stamp_text(self.sold_at.astimezone(SERVICE_TZ)),
            customer=self.customer,
            seats=self.seats,
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

    ``contiguous_seq``: every record up to it is in the store (or declared used up without
    one); ``last_seq``: the newest one; between them, ``missing`` records have not arrived yet
    (still on their way, or lost); ``declared``: numbers the counter declared it used up
    without a record (docs/decisions/outbox-gaps.md).
    """

    counter_id: str
    code: str
    name: str
    contiguous_seq: int
    last_seq: int
    received: int
    last_received: dt.datetime | None
    declared: int = 0

    @property
    def label(self) -> str:
        """``PB2 (Front desk)``, or the code alone when the counter has no name."""
        return f"{self.code} ({self.name})" if self.name else self.code

    @property
    def missing(self) -> int:
        """Records before the newest one that have not arrived (sequences start at 1), the
        numbers declared used up without one aside."""
        return self.last_seq - self.received - self.declared


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
class TenderDay:
    """The customers' money one tender moved at a counter on a day, by the counter's books:
    ``taken`` by the day's sales (the change handed back is no part of it), ``given_back`` by
    the day's refunds, and the ``net``."""

    tender: TenderKind
    taken: Decimal
    given_back: Decimal
    net: Decimal


@dataclass(frozen=True, slots=True)
class CounterDay:
    """One counter's part of the agency's day, by its books as the store holds them (the views
    of migration 0029): the sales it posted, the wallet's money (``wallet_paid`` to the service
    for them, ``wallet_back`` from it for the day's cancellations), the customers' money by
    tender, and what its books say the drawer holds at the day's end."""

    counter: str
    sales: int
    wallet_paid: Decimal
    wallet_back: Decimal
    tenders: tuple[TenderDay, ...] = ()
    drawer: Decimal = ZERO


# What agency_integrity reports (docs/agency-store.md), as staff read it.
PROBLEMS = {
    "edited": QT_TRANSLATE_NOOP(
        "AGENCY_QUERIES", "{record} was changed in the agency store after it arrived."
    ),
    "missing_before": QT_TRANSLATE_NOOP(
        "AGENCY_QUERIES", "The record before {record} is missing from the agency store."
    ),
    "relinked": QT_TRANSLATE_NOOP(
        "AGENCY_QUERIES",
        "The record before {record} was replaced in the agency store after it arrived.",
    ),
    "missing_after": QT_TRANSLATE_NOOP(
        "AGENCY_QUERIES",
        "The records after {record} are missing from the agency store.",
    ),
    "lines": QT_TRANSLATE_NOOP(
        "AGENCY_QUERIES",
        "{record}: the customer total {found} is not the sum of its price lines {expected}.",
    ),
    "tenders": QT_TRANSLATE_NOOP(
        "AGENCY_QUERIES",
        "{record}: the payments {found} do not add up to the customer total {expected}.",
    ),
    "repeated_reference": QT_TRANSLATE_NOOP(
        "AGENCY_QUERIES",
        "{record}: its payment of {found} gives a UPI or bank reference that an earlier sale "
        "gave already; check with the counter that it is one transfer split, not paid twice.",
    ),
    "z_cash": QT_TRANSLATE_NOOP(
        "AGENCY_QUERIES",
        "{record}: the Z report's cash {found} is not what the shift's cash payments give "
        "{expected}.",
    ),
    # The counters' own chain (docs/agency-store.md, "The counters' chain").
    "content": QT_TRANSLATE_NOOP(
        "AGENCY_QUERIES", "{record} is not what its counter sent: it was changed in the store."
    ),
    "link": QT_TRANSLATE_NOOP(
        "AGENCY_QUERIES",
        "{record}: its counter's chain does not follow from it and the record before it.",
    ),
    "z_head": QT_TRANSLATE_NOOP(
        "AGENCY_QUERIES",
        "{record}: the chain head this Z report printed is not the agency store's: the "
        "records before it were changed.",
    ),
    "witness": QT_TRANSLATE_NOOP(
        "AGENCY_QUERIES",
        "{record} is not what its counter wrote: the counter found it changed in the agency "
        "store, or in its journal before it was sent.",
    ),
    # The heads the store witnessed as each counter's chains grew (docs/decisions/
    # heads-witnessed-as-they-grow.md): the first place per counter that differs.
    "head_witness": QT_TRANSLATE_NOOP(
        "AGENCY_QUERIES",
        "{record} is not the record whose link its counter gave the agency store before "
        "sending it: it, or a record before it, was rewritten in the counter's journal.",
    ),
    "log_witness": QT_TRANSLATE_NOOP(
        "AGENCY_QUERIES",
        "{record}: the access log head this Z report carries is not the one its counter gave "
        "the agency store as the log grew: the log was rewritten on the counter's PC.",
    ),
    # A record the counter's journal names missing as it opens, which the store lacks too
    # (docs/decisions/gaps-proved-by-the-chain.md).
    "named_missing": QT_TRANSLATE_NOOP(
        "AGENCY_QUERIES",
        "{record}: its counter's journal no longer holds this record of booking {booking}, and "
        "the agency store never received it.",
    ),
}


@dataclass(frozen=True, slots=True)
class IntegrityProblem:
    """A counter's record changed or removed in the store after it arrived, or whose amounts do
    not add up (``problem`` is one of ``PROBLEMS``)."""

    counter: str
    seq: int
    record_id: str
    kind: str
    problem: str
    expected: Decimal | None
    found: Decimal | None
    # The booking a record named missing was for ("" when its counter did not know it).
    booking_ref: str = ""

    def describe(self) -> str:
        """``Counter PB1, record 7 (sale s-1): the payments … do not add up to …``."""
        record = AGENCY_QUERIES.tr("Counter {counter}, record {seq} ({kind} {record_id})").format(
            counter=self.counter, seq=self.seq, kind=self.kind, record_id=self.record_id
        )
        return AGENCY_QUERIES.known(PROBLEMS[self.problem]).format(
            record=record,
            expected=_amount(self.expected),
            found=_amount(self.found),
            booking=self.booking_ref or "-",
        )


def _amount(value: Decimal | None) -> str:
    # A figure the record lacks (a Z report without figures) shows as a dash.
    return "-" if value is None else amount_text(value)


@dataclass(frozen=True, slots=True)
class CounterBooks:
    """What a counter's latest check of its books found (``checked_at``, on its clock)."""

    counter: str
    checked_at: str
    problems: tuple[BookProblem, ...]


async def books_checks(pool: AsyncConnectionPool[Any]) -> list[CounterBooks]:
    """Each counter's latest ``books_check`` record that lists a problem, by counter."""
    async with _rows(pool) as cur:
        await cur.execute(
            "SELECT DISTINCT ON (counter_id) counter_code AS code, counter_name AS name, body"
            " FROM agency_books_checks ORDER BY counter_id, seq DESC"
        )
        rows = await cur.fetchall()
    found = [
        CounterBooks(
            _counter(row["code"], row["name"]),
            str(row["body"]["checked_at"]),
            tuple(problems_of(row["body"])),
        )
        for row in rows
    ]
    return sorted((item for item in found if item.problems), key=lambda item: item.counter)


async def books_compared(pool: AsyncConnectionPool[Any]) -> list[CounterBooks]:
    """Each counter's books, as its latest ``books_check`` record with their state says they
    are, held by the agency to the store's copy of its money events and to the heads the store
    witnessed of their chain (``app.books.chained.compare_with_state``); the counters with a
    problem, by counter."""
    async with _rows(pool) as cur:
        await cur.execute(
            "SELECT DISTINCT ON (counter_id) counter_id, counter_code AS code,"
            " counter_name AS name, body FROM agency_books_checks WHERE body ? 'books'"
            " ORDER BY counter_id, seq DESC"
        )
        checks = await cur.fetchall()
        found = []
        for check in checks:
            state = check["body"]["books"]
            await cur.execute(
                "SELECT body FROM agency_money_events WHERE counter_id = %s AND seq <= %s"
                " ORDER BY seq",
                [check["counter_id"], int(state["through"])],
            )
            copy = [row["body"] for row in await cur.fetchall()]
            await cur.execute(
                "SELECT seq, head FROM agency_money_heads WHERE counter_id = %s",
                [check["counter_id"]],
            )
            witnessed = {int(row["seq"]): str(row["head"]) for row in await cur.fetchall()}
            problems = compare_with_state(copy, state, witnessed)
            if problems:
                counter = _counter(check["code"], check["name"])
                found.append(
                    CounterBooks(counter, str(check["body"]["checked_at"]), tuple(problems))
                )
    return sorted(found, key=lambda item: item.counter)


@dataclass(frozen=True, slots=True)
class ForeignSeal:
    """A counter's record sealed under a key the agency never registered for it."""

    counter: str
    seq: int
    record_id: str
    kind: str
    key: str
    amount: Decimal | None
    booking_ref: str = ""  # the booking its body names ("" for a record of none)

    def describe(self) -> str:
        """``Counter PB1, record 7 (sale r-1, booking B1, 1.00): sealed under key …``."""
        return AGENCY_QUERIES.tr(
            "Counter {counter}, record {seq} ({kind} {record}, booking {booking}, {amount}): "
            "sealed under key {key}, which the agency never registered for it."
        ).format(
            counter=self.counter,
            seq=self.seq,
            kind=self.kind,
            record=self.record_id,
            booking=self.booking_ref or "-",
            amount=_amount(self.amount),
            key=self.key,
        )


@dataclass(frozen=True, slots=True)
class Unsealed:
    """A counter whose records arrive unsealed (its PC has no keyring)."""

    counter: str
    records: int
    first: int
    last: int

    def describe(self) -> str:
        """``Counter PB1: 12 records unsealed (1 to 12)``."""
        records = self.records
        return AGENCY_QUERIES.tr(
            "Counter {counter}: %n record(s) sent unsealed (records {first} to {last}): its PC "
            "has no keyring, so nothing proves they were not rewritten before they were sent.",
            "",
            records,
        ).format(counter=self.counter, first=self.first, last=self.last)


@dataclass(frozen=True, slots=True)
class KeyRotation:
    """A counter's records' key rotated by a supervisor (its ``key_rotated`` record ``seq``):
    the key it replaces (its record's seal's), the new key, who approved it and when, and
    whether the agency registered the new key by it (the rotation sealed under a key
    registered for the counter)."""

    counter: str
    seq: int
    at: dt.datetime
    old: str
    new: str
    by: str
    registered: bool

    def describe(self) -> str:
        """``Counter PB1 rotated its records' key at …: key … replaced by key …, approved by …``."""
        said = AGENCY_QUERIES.tr(
            "Counter {counter} rotated its records' key at {time} (record {seq}): key {old} "
            "replaced by key {new}, approved by {by}."
        ).format(
            counter=self.counter,
            time=stamp_text(self.at.astimezone(SERVICE_TZ), seconds=True),
            seq=self.seq,
            old=self.old,
            new=self.new,
            by=self.by or "-",
        )
        if self.registered:
            return said
        return AGENCY_QUERIES.tr(
            "{said} The rotation is not sealed under a key the agency registered for the "
            "counter, so the new key is not registered: its records are named below."
        ).format(said=said)


async def rotations_on(pool: AsyncConnectionPool[Any], day: dt.date) -> list[KeyRotation]:
    """Every counter's key rotations made on ``day`` (service time), in the order made."""
    async with _rows(pool) as cur:
        await cur.execute(
            "SELECT c.code, c.name, r.seq, r.created_at, r.sealed_under, r.body,"
            " EXISTS (SELECT 1 FROM agency_registered_keys AS k WHERE k.counter_id ="
            " r.counter_id AND k.after_seq = r.seq) AS registered"
            " FROM agency_key_rotations AS r JOIN counters AS c USING (counter_id)"
            f" WHERE {SERVICE_DAY.format(column='r.created_at')} = %s"
            " ORDER BY r.created_at, c.code, r.seq",
            [day],
        )
        return [
            KeyRotation(
                _counter(row["code"], row["name"]),
                int(row["seq"]),
                row["created_at"],
                row["sealed_under"],
                str(row["body"].get("key_fingerprint") or "-"),
                str(row["body"].get("rotated_by") or ""),
                bool(row["registered"]),
            )
            for row in await cur.fetchall()
        ]


async def foreign_seals(pool: AsyncConnectionPool[Any]) -> list[ForeignSeal]:
    """Every record sealed under a key not registered for its counter, by counter and record."""
    async with _rows(pool) as cur:
        await cur.execute("SELECT * FROM agency_foreign_seals ORDER BY counter_code, seq")
        return [
            ForeignSeal(
                _counter(row["counter_code"], row["counter_name"]),
                int(row["seq"]),
                row["record_id"],
                row["kind"],
                row["key_fingerprint"],
                row["amount"],
                row["booking_ref"] or "",
            )
            for row in await cur.fetchall()
        ]


async def unsealed(pool: AsyncConnectionPool[Any]) -> list[Unsealed]:
    """Every counter whose records arrive unsealed, with how many and which."""
    async with _rows(pool) as cur:
        await cur.execute("SELECT * FROM agency_unsealed ORDER BY counter_code")
        return [
            Unsealed(
                _counter(row["counter_code"], row["counter_name"]),
                int(row["records"]),
                int(row["first_seq"]),
                int(row["last_seq"]),
            )
            for row in await cur.fetchall()
        ]


@dataclass(frozen=True, slots=True)
class AgencyDayClose:
    """The agency's day: every counter's sales and refunds checked together against the shared
    wallet's ledger, each counter's part, every counter's Z reports (the drawers), and every
    record of any counter that was tampered with or does not add up (``problems``)."""

    report: ShiftReport
    z_reports: list[ZReportLine]
    counters: list[CounterLink]
    by_counter: list[CounterDay]
    problems: list[IntegrityProblem]
    # Each counter's UPI and bank takings against the agency's bank statements.
    bank: list[CounterProof] = field(default_factory=list)
    # Each counter's books as its latest check found them (``app.books.checks``): by counter.
    books: list[CounterBooks] = field(default_factory=list)
    # Each counter's books held by the agency to the store's copy of its money events, event
    # by event (``books_compared``): by counter.
    compared: list[CounterBooks] = field(default_factory=list)
    # Records sealed under a key the agency never registered for their counter, and the
    # counters whose records arrive unsealed (``agency_foreign_seals``, ``agency_unsealed``).
    foreign_seals: list[ForeignSeal] = field(default_factory=list)
    unsealed: list[Unsealed] = field(default_factory=list)
    # The day's rotations of the counters' records' keys, each one sentence.
    rotations: list[KeyRotation] = field(default_factory=list)

    @property
    def witness(self) -> tuple[KeyWitness, ...]:
        """Each agent key's wallet readings reconciled with every record of its counters."""
        return self.report.witness

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


@asynccontextmanager
async def _rows(pool: AsyncConnectionPool[Any]) -> AsyncIterator[AsyncCursor[dict[str, Any]]]:
    """A cursor of ``pool`` whose rows are dictionaries by column."""
    from psycopg.rows import dict_row

    async with pool.connection() as connection, connection.cursor(row_factory=dict_row) as cur:
        yield cur


def _escaped(text: str) -> str:
    """``text`` for ILIKE: % and _ typed by staff match themselves."""
    for special in ("\\", "%", "_"):
        text = text.replace(special, "\\" + special)
    return f"%{text}%"


# The service's day (IST has no summer time): what "the day of a sale" means at every counter.
SERVICE_DAY = "(({column}) AT TIME ZONE 'Asia/Kolkata')::date"


def _where(search: AgencyFilter) -> tuple[str, list[Any]]:
    clauses: list[str] = []
    params: list[Any] = []
    text = search.text.strip().casefold()
    if text:
        clauses.append("(haystack LIKE %s OR lower(product) LIKE %s)")
        params += [_escaped(text)] * 2
    if search.day is not None:
        clauses.append(SERVICE_DAY.format(column="sold_at") + " = %s")
        params.append(search.day)
    if search.counter_id is not None:
        clauses.append("counter_id = %s")
        params.append(search.counter_id)
    if search.clerk is not None:
        clauses.append("clerk = %s")
        params.append(search.clerk)
    return (" WHERE " + " AND ".join(clauses) if clauses else ""), params


def _counter(code: str | None, name: str | None) -> str:
    return f"{code} ({name})" if name else code or ""


def _booking(row: dict[str, Any]) -> AgencyBooking:
    return AgencyBooking(
        counter_id=str(row["counter_id"]),
        counter_code=row["counter_code"],
        counter=_counter(row["counter_code"], row["counter_name"]),
        clerk=row["clerk"] or "",
        booking_ref=row["booking_ref"],
        module=row["module"],
        product=row["product"] or "",
        travel_date=row["trip_date"],
        sold_at=row["sold_at"],
        customer=row["customer_name"] or "",
        seats=int(row["seats"] or 0),
        total_debited=row["wallet_debit"],
        total_refunded=row["refunded"],
        status=row["status"] or "",
        paid=row["customer_total"],
    )


def _page_sql(
    search: AgencyFilter, after: AgencyBooking | None, limit: int
) -> tuple[str, list[Any]]:
    """The bookings matching ``search`` that come after ``after`` in the list's order (newest
    first, then by reference), ``limit`` of them: a key, not an offset, so sales arriving at the
    top meanwhile neither repeat nor skip a row of the next page."""
    where, params = _where(search)
    if after is not None:
        later = "(sold_at < %s OR (sold_at = %s AND booking_ref > %s))"
        where = f"{where} AND {later}" if where else f" WHERE {later}"
        params = [*params, after.sold_at, after.sold_at, after.booking_ref]
    # The page's sales are chosen on columns of the sale record alone, which PostgreSQL reads
    # without looking up each sale's cancellations (it drops the view's join for them); only
    # the page's rows then have theirs looked up. Sorting the view whole looked up all 40,000
    # sales' cancellations for each page (0.45 s against 0.06 s, on one of the store's cores).
    sql = (
        "SELECT * FROM agency_sales WHERE (counter_id, seq) IN ("
        f"SELECT counter_id, seq FROM agency_sales{where}"
        " ORDER BY sold_at DESC, booking_ref LIMIT %s) ORDER BY sold_at DESC, booking_ref"
    )
    return sql, [*params, limit]


def _days_sql(search: AgencyFilter) -> tuple[str, list[Any]]:
    """The totals per day of sale of the bookings matching ``search``, newest day first: each
    booking's money read from the counters' books (``agency_book_bookings``, migration 0029),
    wherever it was cancelled and refunded."""
    where, params = _where(search)
    day = SERVICE_DAY.format(column="sold_at")
    sql = (
        f"WITH sales AS (SELECT {day} AS day, booking_ref FROM agency_sales{where})"
        " SELECT s.day, COUNT(*) AS bookings, SUM(b.wallet_paid) AS wallet_paid,"
        " SUM(b.wallet_cash) AS wallet_cash, SUM(b.wallet_credit) AS wallet_credit,"
        " SUM(b.wallet_back) AS wallet_back,"
        " SUM(b.wallet_paid - b.wallet_back) AS wallet_net,"
        " SUM(b.customers_paid) AS customers_paid,"
        " SUM(b.customers_given_back) AS customers_given_back,"
        " SUM(b.customers_net) AS customers_net"
        " FROM sales AS s LEFT JOIN agency_book_bookings AS b USING (booking_ref)"
        " GROUP BY s.day ORDER BY s.day DESC"
    )
    return sql, params


async def search(
    pool: AsyncConnectionPool[Any], search: AgencyFilter, limit: int = PAGE_ROWS
) -> AgencyFound:
    """The bookings of every counter matching ``search``: the first page (``limit``, newest
    first; ``page`` reads the next ones), how many match and their totals per day of sale, all
    counted and summed by the store."""
    async with _rows(pool) as cur:
        await cur.execute(*_page_sql(search, None, limit))
        rows = [_booking(row) for row in await cur.fetchall()]
        await cur.execute(*_days_sql(search))
        days = [
            DayTotals(
                day=row["day"],
                bookings=int(row["bookings"]),
                total_debited=row["wallet_paid"] or ZERO,
                deducted_from_cash=row["wallet_cash"] or ZERO,
                deducted_from_credit=row["wallet_credit"] or ZERO,
                total_refunded=row["wallet_back"] or ZERO,
                wallet_net=row["wallet_net"] or ZERO,
                paid=row["customers_paid"] or ZERO,
                given_back=row["customers_given_back"] or ZERO,
                customers_net=row["customers_net"] or ZERO,
            )
            for row in await cur.fetchall()
        ]
    return AgencyFound(sum(day.bookings for day in days), rows, days)


async def page(
    pool: AsyncConnectionPool[Any],
    search: AgencyFilter,
    after: AgencyBooking,
    limit: int = PAGE_ROWS,
) -> list[AgencyBooking]:
    """The next ``limit`` bookings matching ``search`` after ``after``, as the list scrolls."""
    async with _rows(pool) as cur:
        await cur.execute(*_page_sql(search, after, limit))
        return [_booking(row) for row in await cur.fetchall()]


async def find_booking(pool: AsyncConnectionPool[Any], booking_ref: str) -> AgencyBooking | None:
    """The booking with this reference, whichever counter sold it (None: no counter did, or its
    record has not arrived)."""
    async with _rows(pool) as cur:
        await cur.execute("SELECT * FROM agency_sales WHERE booking_ref = %s", [booking_ref])
        row = await cur.fetchone()
    return None if row is None else _booking(row)


async def counters(pool: AsyncConnectionPool[Any]) -> list[CounterLink]:
    """Every registered counter and how far its records have arrived, by code."""
    async with _rows(pool) as cur:
        await cur.execute("SELECT * FROM agency_counters ORDER BY counter_code, counter_name")
        return [
            CounterLink(
                counter_id=str(row["counter_id"]),
                code=row["counter_code"] or "",
                name=row["counter_name"] or "",
                contiguous_seq=int(row["contiguous_seq"]),
                last_seq=int(row["last_seq"]),
                received=int(row["records"]),
                last_received=row["last_received"],
                declared=int(row["declared"]),
            )
            for row in await cur.fetchall()
        ]


async def clerks(pool: AsyncConnectionPool[Any]) -> list[str]:
    """The clerks who sold at any counter, by name."""
    async with _rows(pool) as cur:
        await cur.execute(
            "SELECT DISTINCT clerk FROM agency_sales WHERE clerk <> '' ORDER BY clerk"
        )
        return [str(row["clerk"]) for row in await cur.fetchall()]


async def operations_on(pool: AsyncConnectionPool[Any], day: dt.date) -> list[Operation]:
    """Every counter's sales and cancellations of ``day`` (service time)."""
    async with _rows(pool) as cur:
        await cur.execute(
            f"SELECT * FROM agency_sales WHERE {SERVICE_DAY.format(column='sold_at')} = %s", [day]
        )
        sales = [
            Operation(
                OperationKind.SALE,
                row["sold_at"],
                Module(row["module"]),
                row["booking_ref"],
                row["request_id"],
                row["wallet_debit"],
                row["wallet_cash"],
                row["wallet_credit"],
                product=row["product"] or "",
                counter=row["counter_code"],
                paid=row["customer_total"],
            )
            for row in await cur.fetchall()
        ]
        await cur.execute(
            "SELECT * FROM agency_cancellations"
            f" WHERE {SERVICE_DAY.format(column='settled_at')} = %s",
            [day],
        )
        cancellations = [
            Operation(
                OperationKind.CANCELLATION,
                row["settled_at"],
                Module(row["module"]),
                row["booking_ref"],
                row["request_id"],
                row["net_refund"],
                reference=row["refund_reference"] or "",
                product=row["product"] or "",
                counter=row["counter_code"],
            )
            for row in await cur.fetchall()
        ]
    return sales + cancellations


async def readings_on(pool: AsyncConnectionPool[Any], day: dt.date) -> list[WalletReading]:
    """Every counter's readings of the wallet made on ``day`` (service time)."""
    async with _rows(pool) as cur:
        await cur.execute(
            "SELECT counter_code, body FROM agency_wallet_readings"
            f" WHERE {SERVICE_DAY.format(column='read_at')} = %s ORDER BY read_at, seq",
            [day],
        )
        return [reading_of(row["body"], row["counter_code"]) for row in await cur.fetchall()]


async def agency_readings_on(pool: AsyncConnectionPool[Any], day: dt.date) -> list[WalletReading]:
    """The agency's own witness's readings of the wallet made on ``day`` (service time)."""
    async with _rows(pool) as cur:
        await cur.execute(
            "SELECT body FROM agency_witness_readings"
            f" WHERE {SERVICE_DAY.format(column='read_at')} = %s ORDER BY read_at, reading_id",
            [day],
        )
        return [reading_of(row["body"], by_agency=True) for row in await cur.fetchall()]


async def topups_on(pool: AsyncConnectionPool[Any], day: dt.date) -> list[TopUp]:
    """The top-ups the agency's owner recorded as paid on ``day``."""
    async with _rows(pool) as cur:
        await cur.execute(
            "SELECT paid_on, amount, key_fingerprint FROM agency_topups WHERE paid_on = %s"
            " ORDER BY topup_id",
            [day],
        )
        return [
            TopUp(row["paid_on"], row["amount"], row["key_fingerprint"])
            for row in await cur.fetchall()
        ]


async def operator_refunds(pool: AsyncConnectionPool[Any]) -> list[Operation]:
    """What the operators' cancellations any counter's watcher found gave the wallet back,
    each as the cancellation that explains its refund journal, by its counter."""
    async with _rows(pool) as cur:
        await cur.execute(
            "SELECT counter_code, found_at, module, booking_ref, wallet_back"
            " FROM agency_disruptions WHERE kind = 'cancelled' AND wallet_back > 0"
        )
        return [
            Operation(
                OperationKind.CANCELLATION,
                row["found_at"],
                Module(row["module"]),
                row["booking_ref"],
                "",
                row["wallet_back"],
                counter=row["counter_code"],
            )
            for row in await cur.fetchall()
        ]


async def z_reports_on(pool: AsyncConnectionPool[Any], day: dt.date) -> list[ZReportLine]:
    """Every counter's Z reports of ``day`` (service time), by counter and number."""
    async with _rows(pool) as cur:
        await cur.execute(
            "SELECT r.*, s.clerk AS shift_clerk FROM agency_reports r"
            " LEFT JOIN agency_shifts s USING (counter_id, shift_id)"
            f" WHERE r.report = 'Z' AND {SERVICE_DAY.format(column='r.taken_at')} = %s"
            " ORDER BY r.counter_code, r.z_no",
            [day],
        )
        return [
            ZReportLine(
                counter=row["counter_code"],
                z_no=int(row["z_no"]),
                clerk=row["shift_clerk"] or "",
                closed_by=row["clerk"] or "",
                closed_at=row["taken_at"],
                figures=DrawerFigures.from_record(row["figures"]),
            )
            for row in await cur.fetchall()
        ]


async def counter_days(pool: AsyncConnectionPool[Any], day: dt.date) -> list[CounterDay]:
    """Each counter's part of ``day`` by its books (the store's views of migration 0029), by
    counter code: every counter whose books posted a sale, a cancellation or a refund that day."""
    async with _rows(pool) as cur:
        await cur.execute("SELECT * FROM agency_book_wallet_days WHERE day = %s", [day])
        wallet = {row["counter_code"]: row for row in await cur.fetchall()}
        await cur.execute(
            "SELECT * FROM agency_book_tenders WHERE day = %s ORDER BY counter_code", [day]
        )
        tenders: dict[str, dict[TenderKind, TenderDay]] = {}
        for row in await cur.fetchall():
            kind = TENDER_OF_ACCOUNT[row["account"]]
            tenders.setdefault(row["counter_code"], {})[kind] = TenderDay(
                kind, row["taken"], row["given_back"], row["net"]
            )
        # The drawer's balance at the end of the latest day it moved, up to ``day``.
        await cur.execute(
            "SELECT DISTINCT ON (counter_id) counter_code, balance FROM agency_book_drawers"
            " WHERE day <= %s ORDER BY counter_id, day DESC",
            [day],
        )
        drawers = {row["counter_code"]: row["balance"] for row in await cur.fetchall()}
    return [
        CounterDay(
            code,
            int(wallet[code]["sales"]) if code in wallet else 0,
            wallet[code]["wallet_paid"] if code in wallet else ZERO,
            wallet[code]["wallet_back"] if code in wallet else ZERO,
            tuple(tenders[code][kind] for kind in TENDERS if kind in tenders.get(code, {})),
            drawers.get(code, ZERO),
        )
        for code in sorted(wallet.keys() | tenders.keys())
    ]


async def einvoice_clock(
    pool: AsyncConnectionPool[Any], band: TurnoverBand, now: dt.datetime
) -> list[ClockEntry]:
    """Every counter's B2B documents still without an IRN, and the IRNs whose cancellation
    waits for the portal, on the clock at ``now`` (nothing when the band needs no IRN)."""
    if not band.needs_irn:
        return []
    async with _rows(pool) as cur:
        await cur.execute(
            "SELECT doc_no, kind, issued_at, ack_at, irn, cancel_asked_at, cancelled_at"
            " FROM agency_einvoices WHERE irn IS NULL OR (cancel_asked_at IS NOT NULL"
            " AND cancelled_at IS NULL) ORDER BY issued_at, counter_code, doc_no"
        )
        rows = await cur.fetchall()
    unreported = [
        (row["doc_no"], DocumentKind(row["kind"]), dt.datetime.fromisoformat(row["issued_at"]))
        for row in rows
        if row["irn"] is None
    ]
    cancels = [
        (row["doc_no"], DocumentKind(row["kind"]), dt.datetime.fromisoformat(row["ack_at"]))
        for row in rows
        if row["irn"] is not None
    ]
    return clock(unreported, cancels, band, now)


async def wallet_moved_on(
    pool: AsyncConnectionPool[Any], operations: Sequence[Operation]
) -> WalletMoved | None:
    """The wallet's money the counters' ``operations`` moved, by their books: each sale's and
    cancellation's entry, found by its request in the store's book view
    (``agency_book_wallet_lines``, migration 0030: its lines on ``wallet:cash`` and
    ``wallet:credit``), added up as the counter's shift report adds up its own books'
    (``BookQueries.wallet_moved``). None, shown as dashes, while the entry of an operation that
    moved the wallet has not arrived (a counter's books job has still to post a journal of an
    earlier version, or its replicator to send the entry)."""
    sales = by_request(operations, OperationKind.SALE)
    cancellations = by_request(operations, OperationKind.CANCELLATION)
    async with _rows(pool) as cur:
        await cur.execute(
            "SELECT event_id, account, debit, credit FROM agency_book_wallet_lines"
            " WHERE event_id = ANY(%s)",
            [wallet_events(sales, cancellations)],
        )
        lines = [
            (row["event_id"], row["account"], row["debit"], row["credit"])
            for row in await cur.fetchall()
        ]
    # An operation that moved the wallet has its lines there once its entry has arrived; one
    # that moved nothing has none to wait for.
    moved = [op for op in operations if op.amount]
    named = wallet_events(
        by_request(moved, OperationKind.SALE), by_request(moved, OperationKind.CANCELLATION)
    )
    if not set(named) <= {event_id for event_id, *_ in lines}:
        return None
    return wallet_moved(lines, sales, cancellations)


@dataclass(frozen=True, slots=True)
class AgencyTrialBalances:
    """A month's trial balance of each counter's books as the agency store holds them (by
    counter code) and of the agency's, every counter's added up."""

    counters: dict[str, TrialBalance]
    agency: TrialBalance


async def trial_balances(
    pool: AsyncConnectionPool[Any], day: dt.date, whose: str
) -> AgencyTrialBalances:
    """The trial balance of ``day``'s month of each counter and of the agency (``whose``: its
    name on the papers), from the store's view ``agency_book_days`` (migration 0041: each
    counter's book lines by day and account, each on its day in the books), laid out by
    ``app.books.trial_balance`` as a counter lays out its own; each with the month's
    corrections of closed months and the sentence of each re-opening of the month (migration
    0042), the agency's naming the counter of each and its own re-openings first."""
    first, last = month_of(day)
    async with _rows(pool) as cur:
        await cur.execute(
            "SELECT counter_code, account,"
            " coalesce(sum(debit - credit) FILTER (WHERE day < %(first)s), 0) AS opening,"
            " coalesce(sum(debit) FILTER (WHERE day >= %(first)s), 0) AS debits,"
            " coalesce(sum(credit) FILTER (WHERE day >= %(first)s), 0) AS credits"
            " FROM agency_book_days WHERE day <= %(last)s"
            " GROUP BY counter_code, account ORDER BY counter_code, account",
            {"first": first, "last": last},
        )
        rows = await cur.fetchall()
    sums: dict[str, dict[str, Moved]] = {}
    for row in rows:
        moved = Moved(money(row["opening"]), money(row["debits"]), money(row["credits"]))
        sums.setdefault(row["counter_code"], {})[row["account"]] = moved
    corrections = await corrections_of(pool, first, last)
    acts = await month_acts(pool, month_named(first))
    counters = {
        code: replace(
            trial_balance(code, first, last, found),
            # A counter's own, as its journal lists them: the counter is the balance's.
            corrections=tuple(replace(c, counter="") for c in corrections if c.counter == code),
            reopened=reopened_lines(acts.get(code, [])),
        )
        for code, found in sums.items()
    }
    agency = replace(
        trial_balance(whose, first, last, added(sums.values())),
        corrections=tuple(corrections),
        reopened=(
            *reopened_lines(acts.get(None, [])),
            *(
                AGENCY_QUERIES.tr("Counter {counter}: {said}").format(counter=code, said=said)
                for code in sorted(code for code in acts if code is not None)
                for said in reopened_lines(acts[code])
            ),
        ),
    )
    return AgencyTrialBalances(counters, agency)


async def corrections_of(
    pool: AsyncConnectionPool[Any], first: dt.date, last: dt.date
) -> list[Correction]:
    """Every counter's corrections of closed months posted from ``first`` to ``last``, each
    with its counter, by counter in the order posted (``agency_book_corrections``)."""
    async with _rows(pool) as cur:
        await cur.execute(
            "SELECT counter_code, event_id, event_kind, day, closed_month, belongs_on,"
            " corrects, booking_ref, amount FROM agency_book_corrections"
            " WHERE day BETWEEN %s AND %s ORDER BY counter_code, seq",
            [first, last],
        )
        return [
            Correction(
                row["event_id"],
                row["event_kind"],
                row["day"],
                row["closed_month"],
                row["belongs_on"],
                row["corrects"],
                row["booking_ref"],
                money(row["amount"]),
                row["counter_code"],
            )
            for row in await cur.fetchall()
        ]


async def month_acts(
    pool: AsyncConnectionPool[Any], month: str
) -> dict[str | None, list[MonthAct]]:
    """Each close and re-opening of ``month`` by counter code, the agency's own under None,
    each's in the order made (``agency_month_acts``)."""
    async with _rows(pool) as cur:
        await cur.execute(
            "SELECT counter_code, seq, month, act, acted_at, acted_by, reason"
            " FROM agency_month_acts WHERE month = %s ORDER BY counter_code NULLS FIRST, seq",
            [month],
        )
        rows = await cur.fetchall()
    found: dict[str | None, list[MonthAct]] = {}
    for row in rows:
        act = MonthAct(
            row["seq"],
            row["month"],
            row["act"],
            row["acted_at"].astimezone(SERVICE_TZ),
            row["acted_by"],
            row["reason"] or "",
            (),
            "",
            {},
        )
        found.setdefault(row["counter_code"], []).append(act)
    return found


async def day_close(
    pool: AsyncConnectionPool[Any],
    day: dt.date,
    snapshot: Sequence[WalletMovement],
    band: TurnoverBand = TurnoverBand.UNDER_5_CRORE,
    now: dt.datetime | None = None,
    fresh: WalletReading | None = None,
) -> AgencyDayClose:
    """The agency day close of ``day``: all counters' operations checked on the shared wallet's
    ledger ``snapshot`` (as one counter's shift report is), every counter's readings of the
    wallet reconciled on each key with the records of the counters that share it, their Z
    reports and links, and the e-invoice clock of every counter at ``now`` for the agency's
    turnover ``band``; ``fresh``: the reading of the wallet the close was asked with."""
    linked = await counters(pool)
    count = len(linked)
    title = AGENCY_QUERIES.tr("Agency · {count} counter(s)").format(count=count)
    operations = await operations_on(pool, day)
    report = shift_report(day, title, operations, snapshot, await wallet_moved_on(pool, operations))
    waiting = await einvoice_clock(pool, band, now or service_now())
    records = operations + await operator_refunds(pool)
    # This counter's reading of now, which its replicator may not have sent yet.
    readings = await readings_on(pool, day) + ([] if fresh is None else [fresh])
    # The agency's own readings: the counters' readings are checked against them.
    readings += await agency_readings_on(pool, day)
    witness = reconcile_all(readings, records, await topups_on(pool, day))
    report = replace(report, einvoices=tuple(waiting), witness=tuple(witness))
    return AgencyDayClose(
        report,
        await z_reports_on(pool, day),
        linked,
        await counter_days(pool, day),
        await integrity(pool),
        await proofs_on(pool, day),
        await books_checks(pool),
        await books_compared(pool),
        await foreign_seals(pool),
        await unsealed(pool),
        await rotations_on(pool, day),
    )


async def tax_documents(
    pool: AsyncConnectionPool[Any], first: dt.date, last: dt.date
) -> list[ExportedDocument]:
    """Every counter's invoices and credit notes issued from ``first`` to ``last`` (each on
    the day its counter filed it), in the order issued, then by counter and number."""
    async with _rows(pool) as cur:
        await cur.execute(
            "SELECT document FROM agency_tax_documents WHERE issued_on BETWEEN %s AND %s"
            " ORDER BY issued_at, counter_code, doc_no",
            [first.isoformat(), last.isoformat()],
        )
        return [
            ExportedDocument(
                document_from_json(row["document"]),
                str(row["document"]["booking_ref"]),
                str(row["document"]["tender"]),
            )
            for row in await cur.fetchall()
        ]


async def books_gst(pool: AsyncConnectionPool[Any], first: dt.date, last: dt.date) -> BooksGst:
    """Every counter's books' GST of the days ``first`` to ``last`` (each entry on its day in
    the counter's books, ``agency_book_day_lines``): output GST by entry and ``gst:input``."""
    async with _rows(pool) as cur:
        await cur.execute(
            "SELECT counter_code, event_id, account, sum(credit) - sum(debit) AS net"
            " FROM agency_book_day_lines WHERE day BETWEEN %s AND %s AND account = ANY(%s)"
            " GROUP BY counter_code, seq, event_id, account ORDER BY counter_code, seq, account",
            [first.isoformat(), last.isoformat(), [*GSTR3B_HEADS, INPUT_GST]],
        )
        rows = await cur.fetchall()
    return books_gst_of(
        (str(row["counter_code"]), str(row["event_id"]), str(row["account"]), row["net"])
        for row in rows
    )


async def integrity(pool: AsyncConnectionPool[Any]) -> list[IntegrityProblem]:
    """Every record of any counter edited or removed after it arrived, and every sale and Z
    report whose amounts do not add up, by counter and record (the whole chain is checked)."""
    async with _rows(pool) as cur:
        await cur.execute(
            "SELECT * FROM agency_integrity ORDER BY counter_code, counter_id, seq, problem"
        )
        return [
            IntegrityProblem(
                counter=_counter(row["counter_code"], row["counter_name"]),
                seq=int(row["seq"]),
                record_id=row["record_id"] or "",
                kind=row["kind"] or "",
                problem=row["problem"],
                expected=row["expected"],
                found=row["found"],
                booking_ref=row["booking_ref"] or "",
            )
            for row in await cur.fetchall()
        ]


async def unresolved(pool: AsyncConnectionPool[Any]) -> list[Unresolved]:
    """Every counter's sales and cancellations whose outcome it does not know yet, its sales in
    progress still kept as drafts and those its supervisor discarded, oldest first."""
    async with _rows(pool) as cur:
        await cur.execute(
            "SELECT counter_code, counter_name, created_at,"
            " CASE endpoint WHEN 'cancel_booking' THEN 'Cancellation: outcome not known'"
            " ELSE 'Sale: outcome not known' END AS kind,"
            " concat_ws(' · ', COALESCE(booking_ref, product), customer_name,"
            " seats || ' seat(s)', 'clerk ' || clerk) AS what"
            " FROM agency_unresolved"
            " UNION ALL SELECT counter_code, counter_name, created_at,"
            " CASE state WHEN 'kept' THEN 'Sale in progress kept as a draft'"
            " ELSE 'Sale in progress discarded' END AS kind,"
            " concat_ws(' · ', summary, 'clerk ' || clerk, 'approved by ' || voided_by) AS what"
            " FROM agency_drafts ORDER BY created_at"
        )
        return [
            Unresolved(
                _counter(row["counter_code"], row["counter_name"]),
                row["kind"],
                row["what"] or "",
                row["created_at"],
            )
            for row in await cur.fetchall()
        ]
