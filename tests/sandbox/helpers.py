"""Request bodies, raw HTTP calls and read-only views of a sandbox's database for the tests."""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx

from app.api import ActivityAvailability
from app.domain.id_proof import encode_data_uri
from app.sandbox import EmbeddedSandbox
from tests.domain.samples import PNG_BYTES

JSON_TYPE = "application/json; charset=UTF-8"
PATHS = {
    "content": "/api/content.php",
    "search_availability": "/api/search_availability.php",
    "create_booking": "/api/create_booking.php",
    "cancel_booking": "/api/cancel_booking.php",
    "wallet_balance": "/api/wallet_balance.php",
    "booking_status": "/api/booking_status.php",
}
POST_NAMES = ("create_booking", "cancel_booking", "wallet_balance", "booking_status")
# Seeded catalogue facts the tests lean on (app/domain/demo_catalogue.json).
SEA_WALK = 3  # eight seats a slot: the sell-out product
SCUBA = 1  # its morning slot has a 240-minute override of the 120-minute default
ALL_FLAGS_TRIP_SCHEDULE = 1  # Port Blair to Havelock: every identity flag is 1
NO_FLAGS_TRIP_SCHEDULE = 4  # North Bay Harbour Cruise: every identity flag is 0
PNG_URI = encode_data_uri(PNG_BYTES)


def customer(**overrides: Any) -> dict[str, Any]:
    """The customer part of a create_booking body."""
    return {
        "customer_name": "Asha Rao",
        "customer_email": "asha.rao@example.in",
        "customer_phone": "9876543210",
        **overrides,
    }


def activity_body(
    availability: ActivityAvailability, qty: int = 1, request_id: str = "act-1", **overrides: Any
) -> dict[str, Any]:
    """A valid ACTIVITY create_booking body for one search result."""
    return {
        "request_id": request_id,
        "module_type": "ACTIVITY",
        "qty": qty,
        "travel_date": availability.date.isoformat(),
        "availability_id": availability.availability_id,
        "slot_id": availability.slot.slot_id,
        **customer(),
        **overrides,
    }


def indian(name: str = "Ravi Kumar", age: int = 34, **overrides: Any) -> dict[str, Any]:
    """A domestic passenger without documents."""
    return {"traveler_name": name, "age": age, "pax_gender": "MALE", "nationality": "INDIAN"} | (
        overrides
    )


def documented(passenger: dict[str, Any], id_type: str = "PASSPORT") -> dict[str, Any]:
    """``passenger`` with an ID type, a number and a PNG scan."""
    return passenger | {"id_type": id_type, "id_number": "Z1234567", "id_proof_file": PNG_URI}


def foreigner(name: str = "Emma Schultz", age: int = 29) -> dict[str, Any]:
    """A foreign passenger with passport number and scan."""
    return documented(indian(name, age, pax_gender="FEMALE", nationality="GERMAN"))


def boat_body(
    schedule_id: int,
    day: dt.date,
    passengers: list[dict[str, Any]],
    request_id: str = "boat-1",
    **overrides: Any,
) -> dict[str, Any]:
    """A BOAT create_booking body."""
    return {
        "request_id": request_id,
        "module_type": "BOAT",
        "qty": len(passengers),
        "travel_date": day.isoformat(),
        "schedule_id": schedule_id,
        "passengers": passengers,
        **customer(),
        **overrides,
    }


def raw_post(
    sandbox: EmbeddedSandbox,
    name: str,
    body: Any,
    key: str | None = None,
    content_type: str | None = JSON_TYPE,
    timeout: float = 5.0,
) -> httpx.Response:
    """POST exactly ``body`` (a dict is JSON-encoded), bypassing the client's own checks;
    ``timeout`` seconds for each step of the exchange (httpx's own default)."""
    headers = {"X-API-KEY": key or sandbox.demo_key}
    if content_type is not None:
        headers["Content-Type"] = content_type
    content = body if isinstance(body, bytes) else json.dumps(body).encode()
    return httpx.post(
        sandbox.base_url + PATHS[name], content=content, headers=headers, timeout=timeout
    )


def raw_get(
    sandbox: EmbeddedSandbox, name: str, params: dict[str, Any], key: str | None = None
) -> httpx.Response:
    """GET with the demo key (or ``key``) and the JSON content type."""
    headers = {"X-API-KEY": key or sandbox.demo_key, "Content-Type": JSON_TYPE}
    return httpx.get(sandbox.base_url + PATHS[name], params=params, headers=headers)


def read_db(sandbox: EmbeddedSandbox | Path) -> sqlite3.Connection:
    """A read-only connection to a sandbox's database (WAL: it sees every commit)."""
    path = sandbox if isinstance(sandbox, Path) else sandbox.context.db.path
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    conn.row_factory = sqlite3.Row
    return conn


@dataclass(frozen=True)
class State:
    """What no rejected request may change: wallets, seats sold, journals, bookings, replies."""

    wallets: tuple[tuple[int, int, int], ...]
    seats_sold: int
    journals: int
    bookings: int
    stored_replies: int


def state(sandbox: EmbeddedSandbox) -> State:
    """The sandbox's state now."""
    conn = read_db(sandbox)
    try:
        wallets = tuple(
            (row[0], row[1], row[2])
            for row in conn.execute(
                "SELECT agent_id, cash_paise, utilized_paise FROM wallets ORDER BY agent_id"
            )
        )
        sold = conn.execute(
            "SELECT (SELECT COALESCE(SUM(capacity - remaining_seats), 0)"
            " FROM activity_availability) + (SELECT COALESCE(SUM(capacity - remaining_seats), 0)"
            " FROM boat_departures)"
        ).fetchone()[0]
        return State(
            wallets=wallets,
            seats_sold=sold,
            journals=conn.execute("SELECT COUNT(*) FROM journals").fetchone()[0],
            bookings=conn.execute("SELECT COUNT(*) FROM bookings").fetchone()[0],
            stored_replies=conn.execute("SELECT COUNT(*) FROM idempotency").fetchone()[0],
        )
    finally:
        conn.close()


def audit(sandbox: EmbeddedSandbox | Path) -> list[str]:
    """Every broken invariant of the books and the inventory (empty when all hold)."""
    conn = read_db(sandbox)
    try:
        return _audit(conn)
    finally:
        conn.close()


def _audit(conn: sqlite3.Connection) -> list[str]:
    problems = [
        f"journal {row[0]} debits {row[1]} != credits {row[2]}"
        for row in conn.execute(
            "SELECT journal_id, SUM(debit_paise), SUM(credit_paise) FROM journal_lines"
            " GROUP BY journal_id HAVING SUM(debit_paise) != SUM(credit_paise)"
        )
    ]
    for agent_id, cash, limit, used in conn.execute(
        "SELECT agent_id, cash_paise, limit_paise, utilized_paise FROM wallets"
    ):
        lines = conn.execute(
            "SELECT COALESCE(SUM(CASE WHEN account = ? THEN credit_paise - debit_paise END), 0),"
            " COALESCE(SUM(CASE WHEN account = ? THEN debit_paise - credit_paise END), 0)"
            " FROM journal_lines",
            (f"agent:{agent_id}:cash", f"agent:{agent_id}:credit_utilised"),
        ).fetchone()
        if (cash, used) != (lines[0], lines[1]):
            problems.append(f"agent {agent_id} wallet {(cash, used)} != journal {tuple(lines)}")
        if cash < 0 or not 0 <= used <= limit:
            problems.append(f"agent {agent_id} cash {cash} or credit {used}/{limit} out of bounds")
    problems += [
        f"booking {row[0]} refunded {row[1]} of {row[2]}"
        for row in conn.execute(
            "SELECT booking_ref, refunded_paise, total_paise FROM bookings"
            " WHERE refunded_paise > total_paise OR refunded_paise < 0"
        )
    ]
    problems += [
        f"availability {row[0]}: {row[1]} left + {row[2]} sold != {row[3]}"
        for row in conn.execute(
            "SELECT v.availability_id, v.remaining_seats, COALESCE(SUM(b.active_qty), 0) AS sold,"
            " v.capacity FROM activity_availability v LEFT JOIN bookings b"
            " ON b.availability_id = v.availability_id GROUP BY v.availability_id"
            " HAVING v.remaining_seats < 0 OR v.remaining_seats + sold != v.capacity"
        )
    ]
    problems += [
        f"departure {row[0]} {row[1]}: {row[2]} left + {row[3]} sold != {row[4]}"
        for row in conn.execute(
            "SELECT d.schedule_id, d.travel_date, d.remaining_seats,"
            " COALESCE(SUM(b.active_qty), 0) AS sold, d.capacity FROM boat_departures d"
            " LEFT JOIN bookings b ON b.schedule_id = d.schedule_id"
            " AND b.travel_date = d.travel_date GROUP BY d.schedule_id, d.travel_date"
            " HAVING d.remaining_seats < 0 OR d.remaining_seats + sold != d.capacity"
        )
    ]
    return problems


def error_of(response: httpx.Response) -> tuple[int, str]:
    """Status and error code of a refusal."""
    return response.status_code, response.json()["code"]
