"""Passengers' ID numbers out of everyday use, held sealed until the law lets them go, then
erased provably.

Once a trip is over by the days Settings keep documents (or at once, on the customer's request),
the ID numbers leave the request's body, where every screen could reach them, for this hold: still
sealed as the journal kept them, readable only through a supervisor's logged view, until one
year after the sale (DPDP Rules, rule 8(3): personal data and the logs of its processing are
kept at least a year from the processing). Then they are erased, and ``erasures`` says what was
erased of whom, when and why: the audit lists it.
"""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from app.journal.access_log import record
from app.journal.records import stored_passengers
from app.records.customers import Access, HeldPassenger

# Rule 8(3): kept at least this long from the processing (the sale).
HELD_FOR = dt.timedelta(days=365)

HELD_SCHEMA = """
CREATE TABLE IF NOT EXISTS held_documents (
    request_id TEXT PRIMARY KEY,
    booking_ref TEXT NOT NULL,
    sealed TEXT NOT NULL,
    processed_at TEXT NOT NULL,
    out_of_use_at TEXT NOT NULL,
    erase_after TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS held_documents_by_booking ON held_documents (booking_ref);
CREATE TABLE IF NOT EXISTS erasures (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    at TEXT NOT NULL,
    subject TEXT NOT NULL,
    what TEXT NOT NULL,
    reason TEXT NOT NULL
);
CREATE TRIGGER IF NOT EXISTS erasures_final_update BEFORE UPDATE ON erasures
BEGIN SELECT RAISE(ABORT, 'an erasure record is final'); END;
"""

# Why something was erased, as the audit lists it.
RETENTION = "retention"
ON_REQUEST = "on request"


def _stamp(at: dt.datetime) -> str:
    return at.astimezone(dt.UTC).isoformat(timespec="seconds")


def _documents(body: dict[str, Any]) -> list[dict[str, str]]:
    return [
        {"name": p.traveler_name, "id_type": p.id_type or "", "id_number": p.id_number}
        for p in stored_passengers(body)
        if p.id_number
    ]


def erase_after(processed_at: dt.datetime, out_of_use_at: dt.datetime) -> dt.datetime:
    """When documents taken out of use at ``out_of_use_at`` are erased: a year after the sale,
    or at once when that year is already over."""
    return max(processed_at + HELD_FOR, out_of_use_at)


def hold(
    conn: sqlite3.Connection,
    request_id: str,
    booking_ref: str,
    body: dict[str, Any],
    processed_at: dt.datetime,
    now: dt.datetime,
    reason: str,
    contacts: Sequence[HeldPassenger] = (),
) -> int:
    """Take the ID numbers of ``body`` (a sale's request), and any sealed ``contacts`` (kind
    "phone" or "email"), out of use inside the caller's open transaction: held sealed until a
    year after ``processed_at``, or erased now when that year is over (recorded as erased for
    ``reason``); how many items moved."""
    documents = _documents(body) + [
        {"name": c.name, "id_type": c.id_type, "id_number": c.id_number} for c in contacts
    ]
    if not documents:
        return 0
    until = erase_after(processed_at, now)
    if until <= now:
        _record_erasure(conn, now, booking_ref, _kinds(documents), reason)
        return len(documents)
    if reason != RETENTION:
        what = f"{_kinds(documents)}: out of use, held sealed until {until.date()}"
        conn.execute(
            "INSERT INTO erasures (at, subject, what, reason) VALUES (?, ?, ?, ?)",
            (_stamp(now), booking_ref, what, reason),
        )
    conn.execute(
        "INSERT INTO held_documents (request_id, booking_ref, sealed, processed_at,"
        " out_of_use_at, erase_after) VALUES (?, ?, ?, ?, ?, ?)"
        # Held already (out of use after the trip, then erased on request): both kept.
        " ON CONFLICT (request_id) DO UPDATE SET sealed = (SELECT json_group_array(value)"
        " FROM (SELECT value FROM json_each(held_documents.sealed)"
        " UNION ALL SELECT value FROM json_each(excluded.sealed)))",
        (
            request_id,
            booking_ref,
            json.dumps(documents),
            _stamp(processed_at),
            _stamp(now),
            _stamp(until),
        ),
    )
    return len(documents)


def _kinds(documents: Sequence[dict[str, str]]) -> str:
    """What ``documents`` are, kind by kind with how many: "PASSPORT 1, email 1, phone 1"."""
    counts = Counter(d["id_type"] or "ID number" for d in documents)
    return ", ".join(f"{kind} {count}" for kind, count in sorted(counts.items()))


def _record_erasure(
    conn: sqlite3.Connection, at: dt.datetime, subject: str, kinds: str, reason: str
) -> None:
    conn.execute(
        "INSERT INTO erasures (at, subject, what, reason) VALUES (?, ?, ?, ?)",
        (_stamp(at), subject, f"{kinds}: erased", reason),
    )


def erase_expired(conn: sqlite3.Connection, now: dt.datetime) -> int:
    """Erase the held documents whose year is over by ``now`` (each erasure recorded); how many
    sales' documents were erased."""
    rows = conn.execute(
        "SELECT request_id, booking_ref, sealed FROM held_documents WHERE erase_after <= ?",
        (_stamp(now),),
    ).fetchall()
    with conn:
        for row in rows:
            kinds = _kinds(json.loads(row["sealed"]))
            _record_erasure(conn, now, row["booking_ref"], kinds, RETENTION)
            conn.execute("DELETE FROM held_documents WHERE request_id = ?", (row["request_id"],))
    return len(rows)


def held(conn: sqlite3.Connection, booking_ref: str) -> list[HeldPassenger]:
    """The documents held of ``booking_ref``, still sealed."""
    rows = conn.execute(
        "SELECT sealed FROM held_documents WHERE booking_ref = ? ORDER BY processed_at",
        (booking_ref,),
    ).fetchall()
    return [HeldPassenger(**document) for row in rows for document in json.loads(row["sealed"])]


def open_held(
    conn: sqlite3.Connection,
    booking_ref: str,
    unseal: Callable[[str], str],
    access: Access,
) -> list[HeldPassenger]:
    """The documents held of ``booking_ref`` opened for a supervisor, the view logged as
    ``access`` (who and why) in the same transaction."""
    documents = held(conn, booking_ref)
    with conn:
        record(conn, access)
    return [HeldPassenger(d.name, d.id_type, unseal(d.id_number)) for d in documents]


@dataclass(frozen=True, slots=True)
class Erasure:
    """One erasure as recorded: when, of whom, what and why."""

    at: dt.datetime
    subject: str
    what: str
    reason: str


def erasures(conn: sqlite3.Connection) -> list[Erasure]:
    """Every erasure recorded, oldest first."""
    return [
        Erasure(dt.datetime.fromisoformat(r["at"]), r["subject"], r["what"], r["reason"])
        for r in conn.execute("SELECT * FROM erasures ORDER BY seq").fetchall()
    ]
