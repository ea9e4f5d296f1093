"""A busy season in an agency store, and the desk's History over it in "All counters" mode.

``fill_season`` writes the records of N counters through the store's own insert path
(``AgencyStore.register`` and ``push``, as the replicator does): each counter a shift a day with
its clerk of the day, 50 sales a day (each a ``pending`` and a ``sale`` record with its cash
payment), a cancellation of every ``CANCEL_EVERY``-th sale, the shift closed with its Z report.
``history_stalls`` is the app side of the figures (``bench_agency_history``): the heartbeat while
History loads every counter's bookings, is filtered by a counter and a clerk, and is searched.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import uuid
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from decimal import Decimal
from typing import Any

import psycopg

from app.agency.identity import CounterIdentity
from app.agency.store import AgencyStore
from app.domain.clock import SERVICE_TZ, service_today
from app.journal.outbox import OutboxRecord, chained
from app.records.till import ChainHead

SALES_PER_DAY = 50  # one counter's busy day: a sale every 12 minutes from 09:00
CANCEL_EVERY = 25
CLERKS_PER_COUNTER = 3
BATCH = 1_000  # records per push, as the replicator sends a backlog
PRICE = Decimal("1500.00")
FIRST_NAMES = ("Asha", "Ravi", "Meena", "Kiran", "Arun", "Leela", "Priya", "Hari", "Divya", "Sunil")
LAST_NAMES = ("Menon", "Kumar", "Iyer", "Rao", "Das", "Pillai", "Nair", "Bose", "Reddy", "Shah")
PRODUCTS = (
    ("BOAT", "North Bay Harbour Cruise"),
    ("BOAT", "Havelock Ferry, MV Blue Lagoon"),
    ("ACTIVITY", "Cellular Jail Light and Sound Show"),
    ("ACTIVITY", "Elephant Beach Snorkel"),
)


@dataclass(frozen=True, slots=True)
class Season:
    """What was written, for the probe to know when History shows it: every sale, one counter
    (its id and sales) and one of its clerks to filter on, and a phone number one sale has."""

    sales: int
    counter_id: str
    counter_sales: int
    clerk: str
    phone: str

    def as_json(self) -> dict[str, Any]:
        """The season as the probe's argument carries it."""
        return asdict(self)


def _name(number: int) -> str:
    return f"{FIRST_NAMES[number % 10]} {LAST_NAMES[number // 10 % 10]}"


def _phone(counter: int, sale: int) -> str:
    return f"98{counter:02d}{sale:06d}"


def _counter_records(
    counter: int, sales: int, last_day: dt.date
) -> Iterator[tuple[str, dict[str, Any], dt.datetime]]:
    """(kind, body, when) of one counter's season in its journal's order, ending ``last_day``."""
    clerks = [_name(counter * CLERKS_PER_COUNTER + k) for k in range(CLERKS_PER_COUNTER)]
    days = -(-sales // SALES_PER_DAY)
    first_day = last_day - dt.timedelta(days=days - 1)
    for n in range(sales):
        day_no, slot = divmod(n, SALES_PER_DAY)
        day = first_day + dt.timedelta(days=day_no)
        opened = dt.datetime(day.year, day.month, day.day, 8, 55, tzinfo=SERVICE_TZ)
        shift = {"shift_id": day_no + 1, "counter": f"C{counter + 1:02d}"}
        clerk = clerks[day_no % CLERKS_PER_COUNTER]
        if slot == 0:
            body = {**shift, "clerk": clerk, "opening_float": "2000.00"}
            yield "shift_open", {**body, "opened_at": opened.isoformat()}, opened
        sold = opened + dt.timedelta(minutes=5 + 12 * slot)
        module, product = PRODUCTS[n % len(PRODUCTS)]
        request_id = f"cd-{uuid.uuid4().hex}"
        customer = _name(n + counter)
        passengers = [customer, _name(n + counter + 1)]
        amount = str(PRICE * len(passengers))
        common = {
            "request_id": request_id,
            "module": module,
            "product": product,
            "travel_date": (day + dt.timedelta(days=3)).isoformat(),
            "customer_name": customer,
            "seats": len(passengers),
            "clerk": clerk,
        }
        yield "pending", {**common, "endpoint": "create_booking", "amount": amount}, sold
        booking_ref = f"AN{counter + 1:02d}{n:06d}"
        payment = {
            "receipt_no": f"C{counter + 1:02d}-{n + 1:06d}",
            "customer_total": amount,
            "gst": "0.00",
            "change": "0.00",
            "shift_id": day_no + 1,
            "tenders": [{"mode": "cash", "amount": amount, "reference": None}],
        }
        sale = {
            **common,
            "booking_ref": booking_ref,
            "sold_at": sold.isoformat(),
            "customer_email": f"guest{counter + 1}.{n}@example.in",
            "customer_phone": _phone(counter, n),
            "passengers": passengers,
            "status": "Confirmed",
            "wallet_debit": amount,
            "wallet_cash": amount,
            "wallet_credit": "0.00",
            "payment": payment,
        }
        yield "sale", sale, sold
        if n % CANCEL_EVERY == CANCEL_EVERY - 1:
            settled = sold + dt.timedelta(minutes=3)
            cancellation = {
                "request_id": f"cx-{uuid.uuid4().hex}",
                "booking_ref": booking_ref,
                "module": module,
                "product": product,
                "seats": 1,
                "names": passengers[1:],
                "net_refund": str(PRICE),
                "refund_reference": f"RF-{counter + 1}-{n}",
                "status": "Partially cancelled",
                "settled_at": settled.isoformat(),
            }
            yield "cancellation", cancellation, settled
        if slot == SALES_PER_DAY - 1 or n == sales - 1:
            closed = sold + dt.timedelta(minutes=10)
            closing = {**shift, "closed_by": clerk, "closed_at": closed.isoformat()}
            yield "shift_close", {**closing, "decision_id": day_no + 1}, closed
            yield "z_report", {**closing, "z_no": day_no + 1, "figures": {}, "drawer": {}}, closed


def _record_id(kind: str, body: dict[str, Any]) -> str:
    """The record's id as a counter's outbox makes it."""
    if kind in ("sale", "cancellation"):
        return str(body["request_id"])
    if kind == "pending":
        return f"pending:{body['request_id']}"
    return f"{kind}:{body['shift_id']}"


async def fill_season(url: str, counters: int, sales_per_counter: int) -> Season:
    """Write ``counters`` counters' seasons (``sales_per_counter`` sales each, the last on
    today) into the store at ``url`` through its insert path; what was written."""
    store = await AgencyStore.open(url)
    ids: list[str] = []
    try:
        for counter in range(counters):
            identity = CounterIdentity(
                counter_id=str(uuid.uuid4()),
                code=f"C{counter + 1:02d}",
                name=f"Counter {counter + 1}",
                installation_key=uuid.uuid4().hex,
            )
            await store.register(identity)
            ids.append(identity.counter_id)
            batch: list[OutboxRecord] = []
            before: ChainHead | None = None
            records = _counter_records(counter, sales_per_counter, service_today())
            for seq, (kind, body, when) in enumerate(records, start=1):
                batch.append(chained(before, seq, _record_id(kind, body), kind, body, when))
                before = ChainHead(seq, batch[-1].link)
                if len(batch) == BATCH:
                    await store.push(identity.counter_id, batch)
                    batch = []
            await store.push(identity.counter_id, batch)
    finally:
        await store.close()
    # What autovacuum does within a minute of such a burst: until then the planner has no
    # statistics of the records and the agency's reads outlast their timeout.
    async with await psycopg.AsyncConnection.connect(url) as conn:
        await conn.execute("ANALYZE records")
    # The first counter's first clerk sells on every third day of its season.
    return Season(
        sales=counters * sales_per_counter,
        counter_id=ids[0],
        counter_sales=sales_per_counter,
        clerk=_name(0),
        phone=_phone(counters - 1, sales_per_counter // 2),
    )


# --- the app side -----------------------------------------------------------------------------


async def history_stalls(desk: Any, season: Season) -> dict[str, Any]:
    """The heartbeat while History shows every counter's bookings (first show, reload), is
    filtered by a counter then a clerk and back, and is searched as typed to one sale and
    cleared; each phase's longest gap and busiest turn, and what History showed."""
    from PySide6.QtTest import QTest

    from app.ui.registry import HISTORY
    from tests.perf.bench_ui import _gaps, start_settled
    from tests.perf.heartbeat import Heartbeat, until
    from tests.perf.turn_marks import LOOP_TURNS
    from tests.perf.turn_parts import Response

    await until(lambda: desk.agency.configured)
    await start_settled(desk)
    desk.window.show_screen(HISTORY)
    screen = desk.window.page(HISTORY)
    model = screen.agency_model

    def shown(total: int) -> bool:
        listed: int = model.total
        return listed == total and sum(day.bookings for day in screen.days.totals) == total

    measured: dict[str, Any] = {}
    with Heartbeat().measuring() as heartbeat:
        screen.all_check.setChecked(True)
        await until(lambda: shown(season.sales), timeout_s=120)
        desk.controller(HISTORY).reload()
        await asyncio.sleep(0.3)
        await until(lambda: shown(season.sales), timeout_s=120)
    measured.update(_gaps("agency_load", heartbeat), listed=model.rowCount())
    await asyncio.sleep(0.05)

    async def choose(combo: Any, data: str | None) -> None:
        # Offered once read (the counters and clerks follow the bookings and the day totals).
        await until(lambda: combo.findData(data) >= 0)
        combo.setCurrentIndex(combo.findData(data))
        combo.activated.emit(combo.currentIndex())

    with Heartbeat().measuring() as heartbeat:
        await choose(screen.counter_combo, season.counter_id)
        await until(lambda: shown(season.counter_sales), timeout_s=120)
        await choose(screen.clerk_combo, season.clerk)
        await until(lambda: model.total < season.counter_sales and shown(model.total))
        clerk_sales = model.total
        clerks_seen = {row.clerk for row in model.rows}
        await choose(screen.counter_combo, None)
        await choose(screen.clerk_combo, None)
        await until(lambda: shown(season.sales), timeout_s=120)
    measured.update(_gaps("agency_filter", heartbeat), clerk_sales=clerk_sales)
    measured["clerks_seen"] = sorted(clerks_seen)
    await asyncio.sleep(0.05)
    with LOOP_TURNS.responding(Response.KEY), Heartbeat().measuring() as heartbeat:
        for char in season.phone:
            QTest.keyClicks(screen.search_edit, char)
            await asyncio.sleep(0.03)  # a fast typist
        await until(lambda: shown(1), timeout_s=120)
        found = model.rows[0].booking_ref
        screen.search_edit.clear()
        await until(lambda: shown(season.sales), timeout_s=120)
    measured.update(_gaps("agency_search", heartbeat), found=found)
    for key in ("ms", "busy_ms"):
        measured[f"agency_{key}"] = max(
            measured[f"agency_{phase}_{key}"] for phase in ("load", "filter", "search")
        )
    return measured
