"""A booking as stored, looked up for one agent only (another agent's is simply not found)."""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from app.api.codes import ErrorCode
from app.domain.modules import Module
from app.domain.money import from_paise
from app.domain.status import BookingStatus
from app.sandbox.auth import Agent
from app.sandbox.errors import SandboxError
from app.sandbox.inventory import SeatPool

CONFIRMED = BookingStatus.CONFIRMED
CANCELLED = BookingStatus.CANCELLED
# The case of status words differs by module on the wire (docs/partner-interface.md §15).
STATUS_WORDS: dict[Module, dict[str, str]] = {
    module: {status: status.word(module) for status in BookingStatus} for module in Module
}
PAID = {Module.BOAT: "Paid", Module.ACTIVITY: "paid"}


@dataclass(frozen=True, slots=True)
class StoredBooking:
    """One row of ``bookings`` with its amounts as Decimal."""

    booking_id: int
    booking_ref: str
    module: Module
    travel_date: dt.date
    starts_at: dt.datetime
    availability_id: int | None
    schedule_id: int | None
    qty: int
    active_qty: int
    status: str
    refund_status: str
    metadata: dict[str, Any]
    net: Decimal
    permit: Decimal
    gst: Decimal
    total: Decimal
    released: Decimal
    released_gst: Decimal
    refunded: Decimal
    cancel_charge: Decimal
    settle_journal_id: int

    @property
    def seats(self) -> SeatPool:
        """The inventory its seats came from."""
        if self.availability_id is not None:
            return SeatPool.availability(self.availability_id)
        assert self.schedule_id is not None  # a BOAT booking always has its schedule
        return SeatPool.departure(self.schedule_id, self.travel_date)


def find_booking(
    conn: sqlite3.Connection, agent: Agent, booking_ref: str, module: Module
) -> StoredBooking:
    """The agent's booking of ``module`` with this reference, or 404 ``BOOKING_NOT_FOUND``."""
    row = conn.execute(
        "SELECT * FROM bookings WHERE booking_ref = ? AND agent_id = ? AND module = ?",
        (booking_ref, agent.agent_id, module.value),
    ).fetchone()
    if row is None:
        raise SandboxError(
            ErrorCode.BOOKING_NOT_FOUND,
            f"No {module.value} booking {booking_ref} for this account.",
        )
    return StoredBooking(
        booking_id=row["booking_id"],
        booking_ref=row["booking_ref"],
        module=Module(row["module"]),
        travel_date=dt.date.fromisoformat(row["travel_date"]),
        starts_at=dt.datetime.fromisoformat(row["starts_at"]),
        availability_id=row["availability_id"],
        schedule_id=row["schedule_id"],
        qty=row["qty"],
        active_qty=row["active_qty"],
        status=row["status"],
        refund_status=row["refund_status"],
        metadata=json.loads(row["metadata"]),
        net=from_paise(row["net_paise"]),
        permit=from_paise(row["permit_paise"]),
        gst=from_paise(row["gst_paise"]),
        total=from_paise(row["total_paise"]),
        released=from_paise(row["released_paise"]),
        released_gst=from_paise(row["released_gst_paise"]),
        refunded=from_paise(row["refunded_paise"]),
        cancel_charge=from_paise(row["cancel_charge_paise"]),
        settle_journal_id=row["settle_journal_id"],
    )


def passengers_of(conn: sqlite3.Connection, booking_id: int) -> list[sqlite3.Row]:
    """The travellers of a BOAT booking, in the order they were sent."""
    return conn.execute(
        "SELECT * FROM passengers WHERE booking_id = ? ORDER BY passenger_id", (booking_id,)
    ).fetchall()
