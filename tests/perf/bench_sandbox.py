"""Sandbox create_booking throughput: 16 concurrent clients over real HTTP, against the rate of
the same booking transaction run directly on SQLite (no HTTP, no JSON parsing, no validation).

The server runs in its own process (``counterdesk-sandbox``), so the clients of this process do
not share its interpreter lock; on a 2-core machine each side has one core. The clients all book
the slot being sold until it is sold out, then the next, so they contend for its last seats;
after the run ``sandbox_oversold_after_run`` checks the database: no slot sold beyond its
capacity, every slot's remaining seats matching its bookings, one booking stored per 201.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import json
import re
import sqlite3
import tempfile
import time
from collections import Counter
from contextlib import closing
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from typing import Any

import httpx

from app.api.codes import ErrorCode
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


class _Connection:
    """One kept-alive HTTP/1.1 connection that posts bookings and reads only what it must.

    The load generator is kept lean (asyncio streams, no HTTP library): with httpx, the 16
    clients cost their process more CPU per booking than the sandbox spends serving it, so the
    clients' core, not the sandbox, set the rate.
    """

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader = reader
        self.writer = writer

    @classmethod
    async def open(cls, port: int) -> _Connection:
        """Connect to the sandbox on 127.0.0.1."""
        return cls(*await asyncio.open_connection("127.0.0.1", port))

    async def post(self, path: str, body: bytes) -> tuple[int, bytes]:
        """POST ``body`` (JSON) to ``path``; the status and the answer's body."""
        self.writer.write(
            f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-API-KEY: {SANDBOX_KEYS['demo']}\r\n"
            f"Content-Type: {JSON_TYPE}\r\nContent-Length: {len(body)}\r\n\r\n".encode()
            + body
        )
        head = await self.reader.readuntil(b"\r\n\r\n")
        status = int(head[9:12])
        length = re.search(rb"(?i)\r\ncontent-length: *([0-9]+)", head)
        if length is None:
            raise RuntimeError("the sandbox answered without a Content-Length")
        return status, await self.reader.readexactly(int(length[1]))

    async def close(self) -> None:
        """Close the connection."""
        self.writer.close()
        await self.writer.wait_closed()


async def _serving(port: int) -> None:
    """Return once the sandbox answers (its OpenAPI document built, so not in the timing)."""
    async with httpx.AsyncClient() as http:
        deadline = time.monotonic() + 20
        while True:
            try:
                await http.get(f"http://127.0.0.1:{port}/openapi.json")
                return
            except httpx.TransportError:
                if time.monotonic() > deadline:
                    raise
                await asyncio.sleep(0.1)


@dataclass(frozen=True)
class HttpRun:
    """What the clients got: bookings made, in how long, and the codes of the refusals."""

    made: int
    seconds: float
    refusals: Counter[str]

    @property
    def rate(self) -> float:
        """Bookings per second."""
        return self.made / self.seconds


async def _http_run(port: int, slots: list[tuple[str, int, int]]) -> HttpRun:
    """CLIENTS concurrent clients booking for HTTP_SECONDS, all on the slot being sold until it
    is sold out (so they contend for its last seats), then on the next. A refusal other than
    ``SOLD_OUT`` (expected about once per client and slot) stops the run."""
    await _serving(port)
    connections = [await _Connection.open(port) for _ in range(CLIENTS)]
    refusals: Counter[str] = Counter()
    made = 0
    current = 0
    started = time.perf_counter()

    async def client(connection: _Connection) -> None:
        nonlocal made, current
        while time.perf_counter() - started < HTTP_SECONDS and current < len(slots):
            aimed = current
            body = json.dumps(_body(slots[aimed])).encode()
            status, answer = await connection.post("/api/create_booking.php", body)
            if status == 201:
                made += 1
                continue
            code = json.loads(answer).get("code", str(status))
            refusals[code] += 1
            if code != ErrorCode.SOLD_OUT:
                raise RuntimeError(f"a booking was refused: {answer!r}")
            current = max(current, aimed + 1)

    try:
        await asyncio.gather(*(client(connection) for connection in connections))
        return HttpRun(made, time.perf_counter() - started, refusals)
    finally:
        for connection in connections:
            await connection.close()


def _oversold(db_path: Path, made: int) -> list[str]:
    """What the database says against the run: seats sold beyond a slot's capacity, seat counts
    that do not match the bookings, or a count of bookings other than the 201 answers."""
    problems = []
    with closing(sqlite3.connect(db_path)) as conn:
        stored = conn.execute("SELECT COUNT(*) FROM bookings").fetchone()[0]
        if stored != made:
            problems.append(f"{stored} bookings stored for {made} answered 201")
        for availability_id, capacity, remaining, sold in conn.execute(
            "SELECT a.availability_id, a.capacity, a.remaining_seats, COALESCE(SUM(b.qty), 0)"
            " FROM activity_availability AS a"
            " LEFT JOIN bookings AS b ON b.availability_id = a.availability_id"
            " GROUP BY a.availability_id"
        ):
            if sold > capacity or remaining != capacity - sold:
                problems.append(
                    f"availability {availability_id}: {sold} sold of {capacity}, {remaining} left"
                )
    return problems


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
            http = asyncio.run(_http_run(port, http_slots))
        finally:
            server.terminate()
            server.wait(timeout=30)
        problems = _oversold(http_db, http.made)
    refused = ", ".join(f"{count} {code}" for code, count in sorted(http.refusals.items()))
    return [
        Figure(
            name="sandbox_create_booking_16_clients",
            value=http.rate,
            unit="bookings/s",
            floor=raw,
            note=f"{CLIENTS} concurrent clients over HTTP for {HTTP_SECONDS:.0f} s, each slot "
            f"sold out in turn ({refused or 'nothing'} refused); floor: the same transaction "
            "on SQLite alone",
        ),
        Figure(
            name="sandbox_oversold_after_run",
            value=len(problems),
            unit="problems",
            note="; ".join(problems[:3])
            or f"{http.made} bookings stored as answered; every slot's seats match its bookings",
        ),
        Figure(
            name="sandbox_booking_transaction_rate",
            value=raw,
            unit="bookings/s",
            note="plan, seats, wallet, journal and stored reply in one SQLite transaction, no HTTP",
        ),
    ]
