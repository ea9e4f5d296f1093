"""The journal's settled cancellations: read for the shift report and History, and each written
to the outbox once, as the agency store's ``cancellation`` record."""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from app.domain.modules import Module
from app.domain.money import from_paise
from app.journal import outbox
from app.journal.outbox import Kind, amount_text
from app.journal.records import Endpoint, RequestState, SettledCancellation


def seats_of(body: Mapping[str, Any]) -> int:
    """The seats a request body names: a create counts ``qty``; a BOAT cancel names the
    passengers it releases."""
    return int(body.get("qty") or len(body.get("passenger_ids") or ()))


# The action of an operator's cancellation as the journal records it (the watcher's), beside the
# service's QUOTE and CONFIRM of the counter's own.
OPERATOR_ACTION = "OPERATOR"


@dataclass(frozen=True, slots=True)
class Released:
    """The seats of a booking this counter's own confirmed cancellations released: BOAT
    travellers by passenger id, and how many seats in all."""

    passenger_ids: frozenset[int]
    seats: int


def released_of(conn: sqlite3.Connection, booking_ref: str) -> Released:
    """What this counter's own confirmed cancellations of ``booking_ref`` released (not the
    operator's, journalled with ``OPERATOR_ACTION``)."""
    rows = conn.execute(
        "SELECT body FROM requests WHERE booking_ref = ? AND endpoint = ? AND state = ?",
        (booking_ref, Endpoint.CANCEL_BOOKING, RequestState.DONE),
    )
    bodies = [json.loads(row[0]) for row in rows]
    own = [body for body in bodies if body.get("action") != OPERATOR_ACTION]
    ids = frozenset(int(pid) for body in own for pid in body.get("passenger_ids") or ())
    return Released(ids, sum(seats_of(body) for body in own))


def add_cancellation_record(
    conn: sqlite3.Connection, request_id: str, status: str, now: dt.datetime
) -> None:
    """Write the settled cancellation ``request_id`` (its refund in ``amount_paise``, the
    booking now ``status``) to the outbox, in the caller's transaction."""
    (settled,) = settled_cancellations(conn, "r.request_id = ?", request_id)
    outbox.add(
        conn,
        Kind.CANCELLATION,
        request_id,
        {
            "request_id": request_id,
            "booking_ref": settled.booking_ref,
            "module": settled.module.value,
            "product": settled.product,
            "seats": settled.seats,
            "names": list(settled.names),
            "net_refund": amount_text(settled.net_refund),
            "refund_reference": settled.refund_reference,
            "status": status,
            "settled_at": settled.settled_at.isoformat(),
        },
        now,
    )


def cancellations_on(conn: sqlite3.Connection, day: dt.date) -> list[SettledCancellation]:
    """The cancellations journalled in ``conn`` as confirmed on ``day`` (service time), oldest
    first (through the ``requests_settled_by_day`` index)."""
    return settled_cancellations(conn, "substr(r.updated_at, 1, 10) = ?", day.isoformat())


def settled_cancellations(
    conn: sqlite3.Connection, condition: str, value: str
) -> list[SettledCancellation]:
    rows = conn.execute(
        "SELECT r.request_id, r.module, r.booking_ref, r.updated_at, r.amount_paise,"
        " r.refund_reference, r.body, n.names, COALESCE(b.product, r.product) AS product"
        " FROM requests AS r LEFT JOIN bookings AS b ON b.booking_ref = r.booking_ref"
        " LEFT JOIN cancelled_names AS n ON n.request_id = r.request_id"
        f" WHERE r.endpoint = ? AND r.state = ? AND {condition}"
        " ORDER BY r.updated_at, r.rowid",
        (Endpoint.CANCEL_BOOKING, RequestState.DONE, value),
    )
    found = []
    for row in rows:
        body = json.loads(row["body"])
        found.append(
            SettledCancellation(
                request_id=row["request_id"],
                module=Module(row["module"]),
                booking_ref=row["booking_ref"],
                settled_at=dt.datetime.fromisoformat(row["updated_at"]),
                net_refund=from_paise(row["amount_paise"] or 0),
                refund_reference=row["refund_reference"] or "",
                product=row["product"],
                seats=seats_of(body),
                names=tuple(json.loads(row["names"])) if row["names"] else (),
            )
        )
    return found
