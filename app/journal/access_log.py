"""Who looked at personal data: every read of a passenger's ID number or scan (a reprint that
shows one, a supervisor's view of a held document, an export) and every export, correction or
erasure of a customer's data, with who, when, what and why.

The log is append-only (the journal's triggers refuse to change an entry, or to remove one
younger than a year) and hash-chained: each entry's hash covers its fields and the hash before
it, so an entry rewritten in the file, or one taken out of the middle, breaks the chain that
``verify`` walks. Entries older than a year are pruned, the last pruned hash kept as the anchor
the chain starts from. It lives in the journal, a file private to the user, and only a
supervisor's screens read it.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import sqlite3
from collections.abc import Collection
from dataclasses import dataclass
from enum import StrEnum

ACCESS_KEPT = dt.timedelta(days=365)
GENESIS = "0" * 64
_STAMP = "%Y-%m-%dT%H:%M:%SZ"

ACCESS_LOG_SCHEMA = f"""
CREATE TABLE IF NOT EXISTS access_log (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    at TEXT NOT NULL,
    who TEXT NOT NULL CHECK (who <> ''),
    role TEXT NOT NULL,
    action TEXT NOT NULL,
    subject TEXT NOT NULL,
    fields TEXT NOT NULL,
    why TEXT NOT NULL CHECK (why <> ''),
    prev_hash TEXT NOT NULL,
    hash TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS access_log_anchor (
    only INTEGER PRIMARY KEY CHECK (only = 1),
    seq INTEGER NOT NULL,
    hash TEXT NOT NULL
);
CREATE TRIGGER IF NOT EXISTS access_log_append_only BEFORE UPDATE ON access_log
BEGIN SELECT RAISE(ABORT, 'the access log is append-only'); END;
CREATE TRIGGER IF NOT EXISTS access_log_kept_a_year BEFORE DELETE ON access_log
WHEN old.at > strftime('{_STAMP}', 'now', '-365 days')
BEGIN SELECT RAISE(ABORT, 'an access is kept for a year'); END;
"""


class Action(StrEnum):
    """What was done with a customer's personal data."""

    REPRINT = "reprint"  # a document showing an ID number printed again
    ID_VIEW = "id_view"  # a supervisor opened passengers' ID numbers (in use or held)
    SCAN_VIEW = "scan_view"  # a supervisor looked at an ID scan
    EXPORT = "export"  # the customer's data exported for them
    SUMMARY = "summary"  # a summary of what is held printed for the customer
    CORRECTION = "correction"  # the customer's details corrected
    ERASURE = "erasure"  # erased on request or by the retention rule


@dataclass(frozen=True, slots=True)
class Access:
    """One entry: ``subject`` names whose data (a booking reference), ``fields`` which."""

    at: dt.datetime
    who: str
    role: str
    action: Action
    subject: str
    fields: str
    why: str
    seq: int = 0


def _stamp(at: dt.datetime) -> str:
    return at.astimezone(dt.UTC).strftime(_STAMP)


def entry_hash(prev_hash: str, seq: int, access: Access) -> str:
    """The chain's hash of ``access`` as entry ``seq`` after ``prev_hash``."""
    fields = [
        seq,
        _stamp(access.at),
        access.who,
        access.role,
        access.action.value,
        access.subject,
        access.fields,
        access.why,
    ]
    canonical = json.dumps(fields, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(f"{prev_hash}\n{canonical}".encode()).hexdigest()


def _head(conn: sqlite3.Connection) -> tuple[int, str]:
    row = conn.execute("SELECT seq, hash FROM access_log ORDER BY seq DESC LIMIT 1").fetchone()
    if row is not None:
        return int(row[0]), str(row[1])
    anchor = conn.execute("SELECT seq, hash FROM access_log_anchor").fetchone()
    return (int(anchor[0]), str(anchor[1])) if anchor is not None else (0, GENESIS)


def record(conn: sqlite3.Connection, access: Access) -> int:
    """Append ``access`` inside the caller's open transaction; its sequence number."""
    last_seq, prev = _head(conn)
    seq = last_seq + 1
    conn.execute(
        "INSERT INTO access_log (seq, at, who, role, action, subject, fields, why, prev_hash,"
        " hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            seq,
            _stamp(access.at),
            access.who,
            access.role,
            access.action.value,
            access.subject,
            access.fields,
            access.why,
            prev,
            entry_hash(prev, seq, access),
        ),
    )
    return seq


def log_access(conn: sqlite3.Connection, access: Access) -> int:
    """Append ``access`` in a transaction of its own; its sequence number."""
    with conn:
        return record(conn, access)


def _access(row: sqlite3.Row) -> Access:
    return Access(
        at=dt.datetime.strptime(row["at"], _STAMP).replace(tzinfo=dt.UTC),
        who=row["who"],
        role=row["role"],
        action=Action(row["action"]),
        subject=row["subject"],
        fields=row["fields"],
        why=row["why"],
        seq=int(row["seq"]),
    )


def entries(conn: sqlite3.Connection, subjects: Collection[str] = ()) -> list[Access]:
    """The log, oldest first (``subjects``: only the entries of these)."""
    if not subjects:
        rows = conn.execute("SELECT * FROM access_log ORDER BY seq").fetchall()
    else:
        marks = ", ".join("?" * len(subjects))
        rows = conn.execute(
            f"SELECT * FROM access_log WHERE subject IN ({marks}) ORDER BY seq", tuple(subjects)
        ).fetchall()
    return [_access(row) for row in rows]


def booking_entries(conn: sqlite3.Connection, booking_ref: str) -> list[Access]:
    """The entries of one booking, oldest first, with those logged under its sale's request id
    while the sale waited for its answer."""
    sales = conn.execute(
        "SELECT request_id FROM bookings WHERE booking_ref = ?", (booking_ref,)
    ).fetchall()
    return entries(conn, {booking_ref, *(row[0] for row in sales)})


def verify(conn: sqlite3.Connection) -> list[str]:
    """What breaks the chain (an entry rewritten, taken out or put in), one sentence each;
    empty when every entry is as it was written."""
    anchor = conn.execute("SELECT seq, hash FROM access_log_anchor").fetchone()
    expected_seq, prev = (int(anchor[0]), str(anchor[1])) if anchor is not None else (0, GENESIS)
    problems: list[str] = []
    for row in conn.execute("SELECT * FROM access_log ORDER BY seq").fetchall():
        expected_seq += 1
        seq = int(row["seq"])
        if seq != expected_seq:
            problems.append(f"entries {expected_seq} to {seq - 1} are missing")
            expected_seq = seq
        if row["prev_hash"] != prev:
            problems.append(f"entry {seq} does not follow the entry before it")
        try:
            recomputed = entry_hash(row["prev_hash"], seq, _access(row))
        except ValueError:
            recomputed = ""
        if row["hash"] != recomputed:
            problems.append(f"entry {seq} was changed after it was written")
        prev = row["hash"]
    return problems


def prune(conn: sqlite3.Connection) -> int:
    """Remove the entries kept their year, the last one's hash kept as the anchor the chain
    starts from; how many were removed. The year is the computer's (as the journal's trigger
    counts it), never a service clock set ahead."""
    cutoff = _stamp(dt.datetime.now(dt.UTC) - ACCESS_KEPT)
    last = conn.execute(
        "SELECT seq, hash FROM access_log WHERE at <= ? ORDER BY seq DESC LIMIT 1", (cutoff,)
    ).fetchone()
    if last is None:
        return 0
    with conn:
        conn.execute(
            "INSERT INTO access_log_anchor (only, seq, hash) VALUES (1, ?, ?)"
            " ON CONFLICT (only) DO UPDATE SET seq = excluded.seq, hash = excluded.hash",
            (last[0], last[1]),
        )
        removed = conn.execute("DELETE FROM access_log WHERE seq <= ?", (last[0],)).rowcount
    return int(removed)
