"""The operator's side of the sandbox: a BOAT departure or an ACTIVITY slot cancelled for a day
(its bookings voided, each agent's wallet credited in full) or a departure delayed.

It works on the database file, never through the partner port or a key
(``counterdesk-sandbox operator``); what the status answer then says is
docs/decisions/operator-cancellations.md.
"""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from dataclasses import dataclass
from decimal import Decimal

from app.domain.modules import Module
from app.domain.money import from_paise, to_paise
from app.domain.status import BookingStatus, RefundStatus
from app.sandbox.db import Database
from app.sandbox.inventory import SeatPool, availability_id
from app.sandbox.ledger import (
    GST_PAYABLE,
    JournalEvent,
    Line,
    cash_account,
    credit_account,
    post_journal,
    sales_account,
)
from app.sandbox.wallet import refund_wallet


@dataclass(frozen=True, slots=True)
class Departure:
    """What the operator acts on: a BOAT schedule or an ACTIVITY slot, on one day."""

    module: Module
    number: int  # the schedule_id (BOAT) or the slot_id (ACTIVITY)
    day: dt.date

    @property
    def seats(self) -> SeatPool:
        """Its inventory."""
        if self.module is Module.BOAT:
            return SeatPool.departure(self.number, self.day)
        return SeatPool.availability(availability_id(self.day, self.number))

    def bookings_sql(self) -> tuple[str, tuple[object, ...]]:
        """The WHERE clause (and its parameters) of its bookings still confirmed."""
        if self.module is Module.BOAT:
            where = "module = 'BOAT' AND schedule_id = ? AND travel_date = ?"
            return where, (self.number, self.day.isoformat())
        return "module = 'ACTIVITY' AND availability_id = ?", (
            availability_id(self.day, self.number),
        )


@dataclass(frozen=True, slots=True)
class Voided:
    """One booking the operator voided, and what its agent's wallet got back."""

    booking_ref: str
    agent_id: int
    refunded: Decimal
    refund_reference: str


def cancel_departure(db: Database, departure: Departure, now: dt.datetime) -> list[Voided]:
    """Void every confirmed booking of ``departure`` in one transaction, each refunded in full
    (what is still unreleased of its debit, no platform charge), and close its seats."""
    where, params = departure.bookings_sql()
    with db.transaction() as conn:
        rows = conn.execute(
            f"SELECT * FROM bookings WHERE {where} AND status = ? ORDER BY booking_id",
            (*params, BookingStatus.CONFIRMED),
        ).fetchall()
        voided = [_void(conn, row, now) for row in rows]
        # No seat goes back to sale: the departure does not run (search shows it sold out).
        departure.seats.close(conn)
    return voided


def _void(conn: sqlite3.Connection, row: sqlite3.Row, now: dt.datetime) -> Voided:
    ref = row["booking_ref"]
    agent_id = row["agent_id"]
    base = from_paise(row["total_paise"] - row["released_paise"])
    gst = from_paise(row["gst_paise"] - row["released_gst_paise"])
    refund = refund_wallet(conn, agent_id, base)
    journal_id = post_journal(
        conn,
        agent_id=agent_id,
        event=JournalEvent.CANCELLATION_REFUND,
        booking_ref=ref,
        amount=base,
        narration=f"Operator cancelled the departure of {ref}: {row['active_qty']} seat(s)"
        " refunded in full",
        lines=[
            Line(sales_account(Module(row["module"])), debit=base - gst),
            Line(GST_PAYABLE, debit=gst),
            Line(credit_account(agent_id), credit=refund.credit_repaid),
            Line(cash_account(agent_id), credit=refund.cash_part),
        ],
        posted_at=now,
    )
    conn.execute(
        "UPDATE bookings SET active_qty = 0, status = ?, refund_status = ?,"
        " released_paise = total_paise, released_gst_paise = gst_paise,"
        " refunded_paise = refunded_paise + ? WHERE booking_id = ?",
        (BookingStatus.CANCELLED, RefundStatus.REFUNDED, to_paise(base), row["booking_id"]),
    )
    conn.execute(
        "UPDATE passengers SET status = ? WHERE booking_id = ?",
        (BookingStatus.CANCELLED, row["booking_id"]),
    )
    count = conn.execute(
        "SELECT COUNT(*) FROM refunds WHERE booking_id = ?", (row["booking_id"],)
    ).fetchone()[0]
    reference = f"RF-{ref}-{count + 1:02d}"
    conn.execute(
        "INSERT INTO refunds (refund_reference, booking_id, journal_id, seats, gross_paise,"
        " charge_paise, net_paise, created_at) VALUES (?, ?, ?, ?, ?, 0, ?, ?)",
        (
            reference,
            row["booking_id"],
            journal_id,
            row["active_qty"],
            to_paise(base),
            to_paise(base),
            now.isoformat(),
        ),
    )
    return Voided(ref, agent_id, base, reference)


def delay_departure(db: Database, departure: Departure, departs: dt.time) -> list[str]:
    """Move the departure time of ``departure``'s confirmed BOAT bookings to ``departs``; the
    references of the bookings changed."""
    if departure.module is not Module.BOAT:
        raise ValueError("only a BOAT departure is delayed; an ACTIVITY slot is cancelled")
    where, params = departure.bookings_sql()
    changed = []
    with db.transaction() as conn:
        for row in conn.execute(
            f"SELECT booking_id, booking_ref, metadata, starts_at FROM bookings WHERE {where}"
            " AND status = ?",
            (*params, BookingStatus.CONFIRMED),
        ).fetchall():
            metadata = json.loads(row["metadata"])
            metadata["departure_time"] = departs.isoformat(timespec="seconds")
            starts = dt.datetime.fromisoformat(row["starts_at"])
            moved = dt.datetime.combine(departure.day, departs, starts.tzinfo)
            conn.execute(
                "UPDATE bookings SET metadata = ?, starts_at = ? WHERE booking_id = ?",
                (json.dumps(metadata), moved.isoformat(), row["booking_id"]),
            )
            changed.append(str(row["booking_ref"]))
    return changed
