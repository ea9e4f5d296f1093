"""A disruption's state changing (closed, and how) and the agency store's record of each state,
written in the transaction of what changed it: the disruption book's own close, or the till's
refund that gives the last of an operator's cancellation back."""

from __future__ import annotations

import datetime as dt
import json
import sqlite3

from app.domain.disruption import Closed
from app.domain.money import from_paise
from app.journal import outbox
from app.journal.outbox import Kind, amount_text, paise_text


def send_state(conn: sqlite3.Connection, booking_ref: str, now: dt.datetime) -> None:
    """The disruption's state as the agency store's ``disruption`` record (one per change)."""
    row = conn.execute(
        "SELECT d.*, b.module, b.product, b.travel_date, o.amount_paise AS owed_paise"
        " FROM disruptions AS d JOIN bookings AS b USING (booking_ref)"
        " LEFT JOIN refunds_due AS o ON o.request_id = d.request_id WHERE d.booking_ref = ?",
        (booking_ref,),
    ).fetchone()
    state = row["closed_how"] or "open"
    outbox.add(
        conn,
        Kind.DISRUPTION,
        f"disruption:{booking_ref}:{state}",
        {
            "booking_ref": booking_ref,
            "module": row["module"],
            "product": row["product"],
            "travel_date": row["travel_date"],
            "kind": row["kind"],
            "found_at": row["found_at"],
            "was": json.loads(row["was"]),
            "now": json.loads(row["now"]),
            "wallet_back": amount_text(from_paise(row["wallet_back_paise"])),
            # The customer's refund by the rule (null: a change, or not paid at this till).
            "customer_owed": paise_text(row["owed_paise"]),
            "state": state,
            "closed_at": row["closed_at"],
        },
        now,
    )


def close_disruption(
    conn: sqlite3.Connection, booking_ref: str, how: Closed, now: dt.datetime
) -> bool:
    """The disruption of ``booking_ref`` is dealt with ``how``, in ``conn``'s transaction
    (False: none open)."""
    closed = conn.execute(
        "UPDATE disruptions SET closed_at = ?, closed_how = ?"
        " WHERE booking_ref = ? AND closed_at IS NULL",
        (now.isoformat(timespec="seconds"), how.value, booking_ref),
    ).rowcount
    if closed:
        send_state(conn, booking_ref, now)
    return bool(closed)


def close_refunded(conn: sqlite3.Connection, request_id: str, now: dt.datetime) -> None:
    """The operator's cancellation ``request_id`` owes its customer nothing more: its open
    disruption is closed as refunded, in the transaction of the payment that gave the last."""
    row = conn.execute(
        "SELECT booking_ref FROM disruptions WHERE request_id = ? AND closed_at IS NULL",
        (request_id,),
    ).fetchone()
    if row is not None:
        close_disruption(conn, row[0], Closed.REFUNDED, now)
