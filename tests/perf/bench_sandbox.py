"""Sandbox create_booking throughput: 16 concurrent clients over real HTTP, against the rate of
the same booking transaction run directly on SQLite (no HTTP, no JSON parsing, no validation).

The server runs in its own process (``counterdesk-sandbox``), so the clients of this process do
not share its interpreter lock; on a 2-core machine each side has one core.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import json
import sqlite3
import tempfile
import time
from decimal import Decimal
from pathlib import Path
from typing import Any

import httpx

from app.api.models import new_request_id
from app.domain.clock import SERVICE_TZ
from app.domain.money import to_paise
from app.sandbox import SANDBOX_KEYS, SandboxConfig
from app.sandbox.booking import create_booking
from app.sandbox.context import SandboxContext
from app.sandbox.idempotency import IdempotencyKey
from app.sandbox.jsonwire import dumps
from app.sandbox.ledger import AGENT_FUNDING, JournalEvent, Line, cash_account, post_journal
from app.sandbox.reply import Reply
from tests.perf.figure import Figure
from tests.perf.sandbox_process import free_port, start_server

CLIENTS = 16
HTTP_SECONDS = 8.0
RAW_SECONDS = 3.0
CLOCK = dt.datetime(2026, 12, 1, 10, 0, tzinfo=SERVICE_TZ)
LIGHT_SHOW = 4  # 150 seats a slot, two slots a day: room for every booking of the run
TOP_UP = Decimal("50000000.00")
JSON_TYPE = "application/json; charset=UTF-8"
DEMO = 1001
TARGET_RATE = 400.0  # bookings/s on a 2-core machine (issue 8)


def prepare(db_path: Path) -> SandboxContext:
    """A seeded database whose demo wallet can pay for every booking of the run."""
    ctx = SandboxContext(SandboxConfig(db_path=db_path, clock=CLOCK, boat_fault=False))
    with ctx.db.transaction() as conn:
        conn.execute(
            "UPDATE wallets SET cash_paise = cash_paise + ? WHERE agent_id = ?",
            (to_paise(TOP_UP), DEMO),
        )
        post_journal(
            conn,
            agent_id=DEMO,
            event=JournalEvent.WALLET_TOPUP,
            booking_ref=None,
            amount=TOP_UP,
            narration="Benchmark top-up",
            lines=[Line(AGENT_FUNDING, debit=TOP_UP), Line(cash_account(DEMO), credit=TOP_UP)],
            posted_at=CLOCK,
        )
    return ctx


def _slots(conn: sqlite3.Connection, ctx: SandboxContext) -> list[tuple[str, int, int]]:
    """(date, availability_id, slot_id) of every light-show slot of the horizon."""
    found = []
    for offset in range(1, 120):
        day = CLOCK.date() + dt.timedelta(days=offset)
        ctx.inventory.ensure(day, CLOCK.date())
        found += [
            (day.isoformat(), row[0], row[1])
            for row in conn.execute(
                "SELECT availability_id, slot_id FROM activity_availability"
                " WHERE travel_date = ? AND activity_id = ?",
                (day.isoformat(), LIGHT_SHOW),
            )
        ]
    return found


def _body(slot: tuple[str, int, int]) -> dict[str, Any]:
    day, availability_id, slot_id = slot
    return {
        "request_id": new_request_id(),
        "module_type": "ACTIVITY",
        "qty": 1,
        "travel_date": day,
        "availability_id": availability_id,
        "slot_id": slot_id,
        "customer_name": "Bench Customer",
        "customer_email": "bench@example.in",
        "customer_phone": "9876543210",
    }


async def _raw_rate(ctx: SandboxContext, slots: list[tuple[str, int, int]]) -> float:
    """Bookings per second of plan + seat update + debit + journal + stored reply, in-process."""
    agent = ctx.keys.authenticate(SANDBOX_KEYS["demo"])

    def record(conn: sqlite3.Connection, status: int, result: dict[str, Any]) -> Reply:
        reply = Reply(status, dumps(result))
        key = IdempotencyKey(DEMO, "create_booking", result["request_id"], "bench")
        ctx.idempotency.record(conn, key, status, reply.body, CLOCK)
        return reply

    done = 0
    started = time.perf_counter()
    while time.perf_counter() - started < RAW_SECONDS:
        await create_booking(ctx, agent, _body(slots[done % len(slots)]), record)
        done += 1
    return done / (time.perf_counter() - started)


async def _http_rate(base_url: str, slots: list[tuple[str, int, int]]) -> tuple[float, int]:
    """Bookings per second with CLIENTS concurrent clients; also the count of refusals."""
    headers = {"X-API-KEY": SANDBOX_KEYS["demo"], "Content-Type": JSON_TYPE}
    limits = httpx.Limits(max_connections=CLIENTS, max_keepalive_connections=CLIENTS)
    async with httpx.AsyncClient(base_url=base_url, headers=headers, limits=limits) as http:
        deadline = time.monotonic() + 20
        while True:
            try:
                await http.get("/openapi.json")
                break
            except httpx.TransportError:
                if time.monotonic() > deadline:
                    raise
                await asyncio.sleep(0.1)
        counts = {"made": 0, "refused": 0}
        started = time.perf_counter()

        async def client(number: int) -> None:
            turn = number
            while time.perf_counter() - started < HTTP_SECONDS:
                body = json.dumps(_body(slots[turn % len(slots)]))
                reply = await http.post("/api/create_booking.php", content=body)
                counts["made" if reply.status_code == 201 else "refused"] += 1
                turn += CLIENTS

        await asyncio.gather(*(client(n) for n in range(CLIENTS)))
        return counts["made"] / (time.perf_counter() - started), counts["refused"]


def run() -> list[Figure]:
    """Bookings/s over HTTP with 16 clients, against the raw booking-transaction rate."""
    with tempfile.TemporaryDirectory() as folder:
        raw_ctx = prepare(Path(folder) / "raw.db")
        raw_slots = _slots(raw_ctx.db.connection(), raw_ctx)
        raw = asyncio.run(_raw_rate(raw_ctx, raw_slots))
        raw_ctx.db.close()

        http_db = Path(folder) / "http.db"
        http_ctx = prepare(http_db)
        http_slots = _slots(http_ctx.db.connection(), http_ctx)
        http_ctx.db.close()
        port = free_port()
        server = start_server(http_db, port, clock=CLOCK)
        try:
            rate, refused = asyncio.run(_http_rate(f"http://127.0.0.1:{port}", http_slots))
        finally:
            server.terminate()
            server.wait(timeout=30)
    return [
        Figure(
            name="sandbox_create_booking_16_clients",
            value=rate,
            unit="bookings/s",
            floor=raw,
            budget=TARGET_RATE,
            budget_on="value_at_least",
            note=f"{CLIENTS} concurrent clients over HTTP for {HTTP_SECONDS:.0f} s "
            f"({refused} refused); floor: the same transaction on SQLite alone",
        ),
        Figure(
            name="sandbox_booking_transaction_rate",
            value=raw,
            unit="bookings/s",
            note="plan, seats, wallet, journal and stored reply in one SQLite transaction, no HTTP",
        ),
    ]
