"""Passengers' ID numbers and scans out of everyday use once their trip is over by the days
Settings keep them (the purpose served, as India's DPDP Act asks): the numbers are held sealed
until a year after the sale (``app.journal.held_documents``), then erased; names, contacts and
amounts stay with the invoice, which GST asks to keep for 72 months.

The journal keeps a sale's ID numbers in its request's body (the scans themselves are never in
the journal, only their digests); the agency store never receives either, and its copy of a sale
loses the customer's phone and e-mail and the passengers' names at the same time, asked for by an
erasure record in the outbox. A request still waiting for the service's answer keeps its body
whole: a replay must send it as it was.
"""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from pathlib import Path
from typing import Any

from app.domain.clock import service_now
from app.journal import outbox
from app.journal.access_log import prune
from app.journal.held_documents import RETENTION, erase_expired, hold
from app.journal.outbox import Kind
from app.journal.salvage import COPY_NAME, copy_journal
from app.journal.scans import SCAN_FIELD

# What identifies a passenger beyond their name: their document's number and its scan.
DOCUMENT_FIELDS = ("id_number", SCAN_FIELD)
# What a draft keeps of a scanned Aadhaar QR: on this counter only, never sent with a voided
# draft (docs/decisions/aadhaar-secure-qr.md).
SCANNED_CARD_FIELDS = ("aadhaar_last_four", "aadhaar_genuine")


def without_documents(body: dict[str, Any]) -> dict[str, Any]:
    """``body`` with no passenger's document number, scan or scanned card's digits and mark
    (the rest as it was)."""
    passengers = body.get("passengers")
    if not isinstance(passengers, list):
        return body
    dropped = (*DOCUMENT_FIELDS, *SCANNED_CARD_FIELDS)
    kept = [
        {k: v for k, v in p.items() if k not in dropped} if isinstance(p, dict) else p
        for p in passengers
    ]
    return {**body, "passengers": kept}


def last_trip_erased(today: dt.date, keep_days: int) -> dt.date:
    """The latest trip date whose documents are erased on ``today``: kept until the trip date
    plus ``keep_days``, erased the day after."""
    return today - dt.timedelta(days=keep_days + 1)


def erase_documents(conn: sqlite3.Connection, before_or_on: dt.date, now: dt.datetime) -> int:
    """Take the ID numbers and scan digests of every answered sale whose trip date is
    ``before_or_on`` or earlier out of the request's body, the numbers into the sealed hold
    until a year after the sale (or erased when that year is over by ``now``); how many sales
    were changed."""
    rows = conn.execute(
        "SELECT request_id, body, created_at, coalesce(booking_ref, '') AS booking_ref"
        " FROM requests WHERE endpoint = 'create_booking'"
        " AND state != 'pending' AND json_extract(body, '$.travel_date') <= ?"
        " AND (instr(body, '\"id_number\"') > 0 OR scan_sha256 != '{}')",
        (before_or_on.isoformat(),),
    ).fetchall()
    with conn:
        for row in rows:
            whole = json.loads(row["body"])
            processed = dt.datetime.fromisoformat(row["created_at"])
            hold(conn, row["request_id"], row["booking_ref"], whole, processed, now, RETENTION)
            body = without_documents(whole)
            conn.execute(
                "UPDATE requests SET body = ?, scan_sha256 = '{}' WHERE request_id = ?",
                (json.dumps(body), row["request_id"]),
            )
    return len(rows)


def ask_agency_erasure(conn: sqlite3.Connection, before_or_on: dt.date, made: dt.datetime) -> bool:
    """Ask the agency store (an outbox record) to erase its copy's personal data of the sales
    whose trip date is ``before_or_on`` or earlier, when a sale came due since the last time it
    was asked; whether it was asked now."""
    through = before_or_on.isoformat()
    (asked,) = conn.execute(
        "SELECT max(json_extract(body, '$.trips_through')) FROM outbox WHERE kind = ?",
        (Kind.ERASURE.value,),
    ).fetchone()
    due = conn.execute(
        "SELECT 1 FROM bookings WHERE travel_date <= ? AND (? IS NULL OR travel_date > ?) LIMIT 1",
        (through, asked, asked),
    ).fetchone()
    if due is None:
        return False
    with conn:
        record_id = f"{Kind.ERASURE.value}:trips:{through}"
        return outbox.add(conn, Kind.ERASURE, record_id, {"trips_through": through}, made)


def erase_due(journal: Path, today: dt.date, keep_days: int, now: dt.datetime | None = None) -> int:
    """Erase what is due from the journal file ``journal`` through a connection of its own (run
    it in a worker), overwriting the freed space and emptying the write-ahead log, and make the
    rolling copy again so it holds nothing erased: documents out of use into the hold, the
    hold's expired year erased, the access log's year pruned; ask the agency store to erase its
    copy's personal data of the same sales; how many sales were changed here (``now``: the
    service's clock unless given)."""
    conn = sqlite3.connect(journal, isolation_level="IMMEDIATE")
    try:
        conn.row_factory = sqlite3.Row
        conn.execute("PRAGMA busy_timeout=5000")
        # The old text would otherwise stay readable in freed pages until they are reused.
        conn.execute("PRAGMA secure_delete=ON")
        last_trip = last_trip_erased(today, keep_days)
        now = service_now() if now is None else now
        erased = erase_documents(conn, last_trip, now)
        ask_agency_erasure(conn, last_trip, now)
        erased += erase_expired(conn, now)
        prune(conn)
        if erased:
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    finally:
        conn.close()
    copy = journal.with_name(COPY_NAME)
    if erased and copy.exists():
        copy_journal(journal, copy)
    return erased
