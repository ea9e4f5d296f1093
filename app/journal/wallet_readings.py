"""Every reading of the wallet this counter makes, kept with its records (journal version 32).

A reading is what ``wallet_balance`` answered: the cash and the credit used, the service's
latest wallet movements as it listed them, the time it was read, and the fingerprint of the agent
key it was read with (never the key). Each is written, with an outbox record of kind
``wallet_reading``, in one transaction, so the agency store holds every counter's readings and
its day close can order them on one key (``app.reports.wallet_witness``). A reading that says
exactly what the last one on its key said adds nothing to witness and is not written again.
"""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from app.domain.money import to_paise
from app.journal import outbox
from app.journal.outbox import Kind, amount_text, paise_text

if TYPE_CHECKING:
    from app.api.models import WalletData

WALLET_READINGS_SCHEMA = """
CREATE TABLE IF NOT EXISTS wallet_readings (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    read_at TEXT NOT NULL,
    key_fingerprint TEXT NOT NULL,
    agent_id INTEGER NOT NULL,
    cash_paise INTEGER NOT NULL,
    credit_used_paise INTEGER NOT NULL,
    journals TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS wallet_readings_by_time ON wallet_readings (read_at);
CREATE INDEX IF NOT EXISTS wallet_readings_by_key ON wallet_readings (key_fingerprint, seq);
"""


def reading_body(data: WalletData, key: str, read_at: dt.datetime) -> dict[str, Any]:
    """The outbox body of a reading: the figures as decimal strings, the journals as the
    service listed them."""
    return {
        "read_at": read_at.isoformat(timespec="milliseconds"),
        "key": key,
        "agent_id": data.agent_id,
        "cash": amount_text(data.financial_balances.live_available_balance),
        "credit_used": amount_text(data.credit_facility.limit_utilized),
        "journals": [
            movement.model_dump(mode="json") for movement in data.recent_ledger_journal_snapshot
        ],
    }


# An operator's cancellation the watcher found: when, the booking's module, its reference, and
# what the service gave the wallet back for it.
OperatorRefund = tuple[str, str, str, int]


def operator_refunds(conn: sqlite3.Connection) -> list[OperatorRefund]:
    """The operators' cancellations the watcher found that gave the wallet money back (the
    counter confirmed none of them: each explains a refund journal of the wallet)."""
    rows = conn.execute(
        "SELECT d.found_at, b.module, d.booking_ref, d.wallet_back_paise FROM disruptions AS d"
        " JOIN bookings AS b USING (booking_ref)"
        " WHERE d.kind = 'cancelled' AND d.wallet_back_paise > 0 ORDER BY d.found_at"
    ).fetchall()
    return [(row[0], row[1], row[2], row[3]) for row in rows]


class WalletReadings:
    """The journal's wallet readings: ``record`` one, ``bodies_on`` reads a day's back,
    ``operator_refunds`` what the operators' cancellations gave the wallet."""

    def __init__(self, conn: sqlite3.Connection, now: Callable[[], dt.datetime]) -> None:
        self._conn = conn
        self._now = now

    def record(self, data: WalletData, key: str) -> int | None:
        """Keep the reading ``data`` made now with the key of fingerprint ``key``, and its
        outbox record, in one transaction; its number. None when it says exactly what the last
        reading on that key said (the header reads the wallet every minute: kept each time, an
        idle day's readings would be megabytes that witness no movement)."""
        read_at = self._now()
        body = reading_body(data, key, read_at)
        journals = json.dumps(body["journals"], ensure_ascii=False)
        cash = to_paise(data.financial_balances.live_available_balance)
        credit_used = to_paise(data.credit_facility.limit_utilized)
        with self._conn:
            last = self._conn.execute(
                "SELECT cash_paise, credit_used_paise, journals FROM wallet_readings"
                " WHERE key_fingerprint = ? ORDER BY seq DESC LIMIT 1",
                (key,),
            ).fetchone()
            if last is not None and tuple(last) == (cash, credit_used, journals):
                return None
            cursor = self._conn.execute(
                "INSERT INTO wallet_readings (read_at, key_fingerprint, agent_id, cash_paise,"
                " credit_used_paise, journals) VALUES (?, ?, ?, ?, ?, ?)",
                (body["read_at"], key, data.agent_id, cash, credit_used, journals),
            )
            seq = cursor.lastrowid
            assert seq is not None  # a row was inserted
            record_id = f"{Kind.WALLET_READING.value}:{seq}"
            outbox.add(self._conn, Kind.WALLET_READING, record_id, body, read_at)
        return seq

    def operator_refunds(self) -> list[OperatorRefund]:
        """``operator_refunds`` of this journal."""
        return operator_refunds(self._conn)

    def bodies_on(self, day: dt.date) -> list[dict[str, Any]]:
        """The readings made on ``day`` (service time), oldest first, as their outbox bodies."""
        # Stamps carry the service's offset: its day is the stamp's first ten characters.
        rows = self._conn.execute(
            "SELECT read_at, key_fingerprint, agent_id, cash_paise, credit_used_paise, journals"
            " FROM wallet_readings WHERE substr(read_at, 1, 10) = ? ORDER BY seq",
            (day.isoformat(),),
        ).fetchall()
        return [
            {
                "read_at": row[0],
                "key": row[1],
                "agent_id": row[2],
                "cash": paise_text(row[3]),
                "credit_used": paise_text(row[4]),
                "journals": json.loads(row[5]),
            }
            for row in rows
        ]
