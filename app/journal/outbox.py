"""The journal's outbox: every settled record, written in the transaction of the record itself,
waiting to be copied to the agency store (``app.agency.replicator``) in ``seq`` order.

Bodies are JSON with amounts as decimal strings; their fields per kind are in the agency store's
documentation. Writing is ``add`` on the open transaction's connection; ``OutboxReader`` reads and
marks rows sent from a connection of its own, off the thread that sells.
"""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
import threading
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum
from pathlib import Path
from typing import Any

from app.domain.money import from_paise, money

OUTBOX_SCHEMA = """
CREATE TABLE IF NOT EXISTS outbox (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    record_id TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL,
    body TEXT NOT NULL,
    created_at TEXT NOT NULL,
    sent_at TEXT
);
CREATE INDEX IF NOT EXISTS outbox_unsent ON outbox (seq) WHERE sent_at IS NULL;
"""


class Kind(StrEnum):
    """What an outbox record records."""

    PENDING = "pending"
    SALE = "sale"
    CANCELLATION = "cancellation"
    CUSTOMER_REFUND = "customer_refund"
    REFUSED = "refused"
    DECISION = "decision"
    SHIFT_OPEN = "shift_open"
    SHIFT_CLOSE = "shift_close"
    Z_REPORT = "z_report"
    X_REPORT = "x_report"
    DRAFT_VOIDED = "draft_voided"
    DRAFT_KEPT = "draft_kept"
    DRAFT_CLEARED = "draft_cleared"
    TAX_DOCUMENT = "tax_document"
    # An IRN the portal gave a tax document, or its cancellation asked for.
    EINVOICE = "einvoice"
    # The agency store's copy of some sales to lose what tax law does not need (the store
    # erases them when the record arrives: docs/agency-store.md, "Erasure").
    ERASURE = "erasure"


@dataclass(frozen=True, slots=True)
class OutboxRecord:
    """One outbox row as the replicator sends it."""

    seq: int
    record_id: str
    kind: str
    body: dict[str, Any]
    created_at: dt.datetime


def amount_text(value: Decimal) -> str:
    """An amount as a body carries it: a decimal string with two places."""
    return str(money(value))


def paise_text(value: int | None) -> str | None:
    """Whole paise from a journal column as a body's decimal string (None stays None)."""
    return None if value is None else amount_text(from_paise(value))


def unique_id(kind: Kind) -> str:
    """A record id for a record that has no natural key (an X report, a voided draft)."""
    return f"{kind.value}:{uuid.uuid4()}"


def add(
    conn: sqlite3.Connection,
    kind: Kind,
    record_id: str,
    body: Mapping[str, Any],
    made: dt.datetime,
) -> bool:
    """Add a record made at ``made`` (the journal's clock) inside the caller's open transaction;
    False when ``record_id`` is there already (the same outcome recorded again adds nothing)."""
    # Milliseconds, unlike the journal's own stamps: the agency's replication lag is measured
    # from this time.
    cursor = conn.execute(
        "INSERT INTO outbox (record_id, kind, body, created_at) VALUES (?, ?, ?, ?)"
        " ON CONFLICT (record_id) DO NOTHING",
        (
            record_id,
            kind.value,
            json.dumps(body, ensure_ascii=False),
            made.isoformat(timespec="milliseconds"),
        ),
    )
    return cursor.rowcount == 1


class OutboxReader:
    """The outbox of the journal at ``path``, read and marked sent from a connection of its own.

    Its calls run in worker threads (``check_same_thread`` off: the replicator hands them to a
    thread pool); each call is one short transaction, and one call at a time uses the
    connection. A call whose awaiting task was cancelled still runs in its worker, so ``close``
    waits for it: Python's sqlite3 closing a connection while another thread runs a statement
    on it reads a freed handle, and the process dies of a segmentation fault.
    """

    def __init__(self, path: Path, *, busy_timeout_ms: int = 2000) -> None:
        self._conn = sqlite3.connect(path, isolation_level="IMMEDIATE", check_same_thread=False)
        self._conn.execute(f"PRAGMA busy_timeout={int(busy_timeout_ms)}")
        self._using = threading.Lock()

    def close(self) -> None:
        """Close the connection, once the call under way (if any) has ended; a later call
        raises ``sqlite3.ProgrammingError``."""
        with self._using:
            self._conn.close()

    def unsent(self, limit: int) -> list[OutboxRecord]:
        """The oldest ``limit`` records not sent yet, in ``seq`` order."""
        with self._using:
            rows = self._conn.execute(
                "SELECT seq, record_id, kind, body, created_at FROM outbox"
                " WHERE sent_at IS NULL ORDER BY seq LIMIT ?",
                (limit,),
            ).fetchall()
        return [
            OutboxRecord(seq, record_id, kind, json.loads(body), dt.datetime.fromisoformat(made))
            for seq, record_id, kind, body, made in rows
        ]

    def waiting(self) -> int:
        """How many records are not sent yet."""
        with self._using:
            (count,) = self._conn.execute(
                "SELECT count(*) FROM outbox WHERE sent_at IS NULL"
            ).fetchone()
        return int(count)

    def mark_sent(self, seqs: Sequence[int], stamp: str) -> None:
        """Mark records sent (after the agency store committed them)."""
        with self._using, self._conn as conn:
            conn.executemany(
                "UPDATE outbox SET sent_at = ? WHERE seq = ? AND sent_at IS NULL",
                [(stamp, seq) for seq in seqs],
            )
