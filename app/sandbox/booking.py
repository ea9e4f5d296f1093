"""create_booking.php: price from the catalogue, seats and wallet in one transaction, journal.

The request has passed ``check_create_booking`` before any of this runs.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import hashlib
import json
import secrets
import sqlite3
from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from app.api.codes import ErrorCode
from app.api.models import Passenger
from app.domain.booking_ref import BOOKING_REF_ALPHABET, BOOKING_REF_LENGTH
from app.domain.fields import required_int
from app.domain.identity import NO_FLAGS, IdentityFlags
from app.domain.limits import ID_MAX
from app.domain.modules import Module
from app.domain.money import CURRENCY, ZERO, to_paise
from app.domain.pricing import activity_price, boat_price
from app.domain.tickets import nationality_class, ticket_type_for_age
from app.domain.wallet import DebitSplit
from app.sandbox.auth import Agent
from app.sandbox.bookings import CONFIRMED, PAID, STATUS_WORDS
from app.sandbox.context import SandboxContext
from app.sandbox.errors import SandboxError
from app.sandbox.inventory import SeatPool
from app.sandbox.ledger import (
    GST_PAYABLE,
    JournalEvent,
    Line,
    cash_account,
    credit_account,
    post_journal,
    sales_account,
)
from app.sandbox.reply import Recorder, Reply
from app.sandbox.rows import activity_slot, boat_schedule
from app.sandbox.wallet import debit_wallet

# Long enough for every concurrent request of a test to read the same seat count.
UNSAFE_PAUSE_SECONDS = 0.05


@dataclass(frozen=True, slots=True)
class PassengerLine:
    """A BOAT passenger as it will be stored: chosen ticket and what it costs."""

    body: Mapping[str, Any]
    ticket_type: str
    fare: Decimal
    permit: Decimal
    gst: Decimal


@dataclass(frozen=True)
class BookingPlan:
    """Everything decided before the write transaction: seats, amounts and the result parts."""

    module: Module
    seats: SeatPool
    qty: int
    net: Decimal
    permit: Decimal
    gst: Decimal
    total: Decimal
    charge_per_seat: Decimal
    starts_at: dt.datetime
    availability_id: int | None
    schedule_id: int | None
    metadata: dict[str, Any]
    product: dict[str, Any]
    passengers: tuple[PassengerLine, ...] = field(default=())


def identity_flags_for(conn: sqlite3.Connection, body: Mapping[str, Any]) -> IdentityFlags:
    """The flags a BOAT request is validated with: its trip's, or none for an unknown schedule."""
    schedule_id = body.get("schedule_id")
    # Only a valid id is looked up (a huge integer would not even fit an SQLite integer).
    if body.get("module_type") != Module.BOAT or required_int(body, "schedule_id", 1, ID_MAX):
        return NO_FLAGS
    assert isinstance(schedule_id, int)
    schedule = boat_schedule(conn, schedule_id)
    return NO_FLAGS if schedule is None else schedule.flags


async def create_booking(
    ctx: SandboxContext, agent: Agent, body: Mapping[str, Any], record: Recorder
) -> Reply:
    """Book, debit and journal in one transaction; 201 (docs/partner-interface.md §5.3)."""
    now = ctx.now()
    day = dt.date.fromisoformat(body["travel_date"])
    if not ctx.inventory.ensure(day, ctx.today()):
        raise SandboxError(ErrorCode.PRODUCT_NOT_FOUND, f"Nothing can be booked on {day}.")
    conn = ctx.db.connection()
    if body["module_type"] == Module.ACTIVITY:
        plan = _plan_activity(conn, body, day, now)
    else:
        plan = _plan_boat(conn, body, day, now)
    if ctx.config.unsafe_inventory:
        seen = plan.seats.remaining(conn)
        await asyncio.sleep(UNSAFE_PAUSE_SECONDS)
        with ctx.db.transaction() as write:
            plan.seats.overwrite(write, seen, plan.qty)
            return _settle(write, agent, body, plan, now, record)
    with ctx.db.transaction() as write:
        plan.seats.take(write, plan.qty)
        return _settle(write, agent, body, plan, now, record)


def _closed(reason: str | None) -> SandboxError:
    return SandboxError(ErrorCode.BOOKING_CLOSED, reason or "Booking has closed.")


def _plan_activity(
    conn: sqlite3.Connection, body: Mapping[str, Any], day: dt.date, now: dt.datetime
) -> BookingPlan:
    slot = activity_slot(conn, body["availability_id"])
    if slot is None or slot.slot_id != body["slot_id"] or slot.travel_date != day:
        raise SandboxError(
            ErrorCode.PRODUCT_NOT_FOUND,
            "No availability with this id, slot and date; search again.",
        )
    cutoff = slot.cutoff(now)
    if not cutoff.is_open:
        raise _closed(cutoff.reason)
    qty = body["qty"]
    price = activity_price(slot.fare, slot.commission, qty, slot.gst_percentage)
    return BookingPlan(
        module=Module.ACTIVITY,
        seats=SeatPool.availability(slot.availability_id),
        qty=qty,
        net=price.net_partner_total,
        permit=ZERO,
        gst=price.gst_amount,
        total=price.total_payable,
        charge_per_seat=slot.cancel_charge,
        starts_at=slot.starts_at,
        availability_id=slot.availability_id,
        schedule_id=None,
        metadata={
            "activity_name": slot.activity_name,
            "travel_date": day.isoformat(),
            "slot_label": slot.slot_label,
        },
        product={
            "activity": {
                "activity_id": slot.activity_id,
                "availability_id": slot.availability_id,
                "slot_id": slot.slot_id,
                "qty": qty,
                "activity_name": slot.activity_name,
                "slot_label": slot.slot_label,
                "travel_date": day,
            },
            "pricing": {
                "availability_fare_per_person": price.availability_fare,
                "price_source": "AVAILABILITY_FARE",
                "commission_type": "FLAT",
                "commission_value": price.commission_value,
                "commission_amount_per_person": price.commission_value,
                "net_partner_price_per_person": price.net_partner_price,
                "net_partner_total": price.net_partner_total,
                "gst_percentage": price.gst_percentage,
                "gst_amount": price.gst_amount,
                "total_payable": price.total_payable,
                "currency": CURRENCY,
            },
        },
    )


def _plan_boat(
    conn: sqlite3.Connection, body: Mapping[str, Any], day: dt.date, now: dt.datetime
) -> BookingPlan:
    schedule = boat_schedule(conn, body["schedule_id"])
    if schedule is None:
        raise SandboxError(ErrorCode.PRODUCT_NOT_FOUND, "No boat schedule with this id.")
    cutoff = schedule.cutoff(day, now)
    if not cutoff.is_open:
        raise _closed(cutoff.reason)
    passengers = []
    lines = []
    for passenger in body["passengers"]:
        ticket_type = ticket_type_for_age(passenger["age"])
        rate = schedule.rate(ticket_type, nationality_class(passenger["nationality"]))
        line = rate.line(schedule.gst_percentage)
        lines.append(line)
        passengers.append(
            PassengerLine(
                passenger, ticket_type.value, line.net_fare, line.permit_fare, line.gst_amount
            )
        )
    price = boat_price(lines)
    departure = schedule.departure
    breakdown = {
        "fare_amount": price.fare_amount,
        "permit_amount": price.permit_amount,
        "gst_amount": price.gst_amount,
        "total_price": price.total_price,
    }
    return BookingPlan(
        module=Module.BOAT,
        seats=SeatPool.departure(schedule.schedule_id, day),
        qty=body["qty"],
        net=price.fare_amount,
        permit=price.permit_amount,
        gst=price.gst_amount,
        total=price.total_price,
        charge_per_seat=schedule.cancel_charge,
        starts_at=schedule.departs_at(day),
        availability_id=None,
        schedule_id=schedule.schedule_id,
        metadata={
            "boat_name": schedule.boat_name,
            "trip_name": schedule.trip_name,
            "departure_time": departure.isoformat(),
            "travel_date": day.isoformat(),
        },
        product={
            "boat": {
                "schedule_id": schedule.schedule_id,
                "boat_name": schedule.boat_name,
                "trip_name": schedule.trip_name,
                "travel_date": day,
                "departure_time": departure,
                "qty": body["qty"],
            },
            "financial_breakdown": breakdown,
        },
        passengers=tuple(passengers),
    )


def _new_booking_ref(conn: sqlite3.Connection) -> str:
    while True:
        ref = "".join(secrets.choice(BOOKING_REF_ALPHABET) for _ in range(BOOKING_REF_LENGTH))
        if conn.execute("SELECT 1 FROM bookings WHERE booking_ref = ?", (ref,)).fetchone() is None:
            return ref


def _settlement_lines(agent: Agent, plan: BookingPlan, split: DebitSplit) -> list[Line]:
    return [
        Line(cash_account(agent.agent_id), debit=split.cash_part),
        Line(credit_account(agent.agent_id), debit=split.credit_part),
        Line(sales_account(plan.module), credit=plan.net + plan.permit),
        Line(GST_PAYABLE, credit=plan.gst),
    ]


def _settle(
    conn: sqlite3.Connection,
    agent: Agent,
    body: Mapping[str, Any],
    plan: BookingPlan,
    now: dt.datetime,
    record: Recorder,
) -> Reply:
    """Debit, journal and store the booking inside the seat-taking transaction."""
    split = debit_wallet(conn, agent.agent_id, plan.total)
    ref = _new_booking_ref(conn)
    journal_id = post_journal(
        conn,
        agent_id=agent.agent_id,
        event=JournalEvent.BOOKING_SETTLED,
        booking_ref=ref,
        amount=plan.total,
        narration=f"{plan.module.value} booking {ref}, {plan.qty} seat(s)",
        lines=_settlement_lines(agent, plan, split),
        posted_at=now,
    )
    cursor = conn.execute(
        "INSERT INTO bookings (booking_ref, agent_id, module, request_id, travel_date, starts_at,"
        " availability_id, schedule_id, qty, active_qty, status, refund_status, customer_name,"
        " customer_email, customer_phone, metadata, net_paise, permit_paise, gst_paise,"
        " total_paise, cancel_charge_paise, settle_journal_id, created_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'CONFIRMED', 'NONE', ?, ?, ?, ?, ?, ?, ?, ?, ?,"
        " ?, ?)",
        (
            ref,
            agent.agent_id,
            plan.module.value,
            body["request_id"],
            body["travel_date"],
            plan.starts_at.isoformat(),
            plan.availability_id,
            plan.schedule_id,
            plan.qty,
            plan.qty,
            body["customer_name"],
            body["customer_email"],
            body["customer_phone"],
            json.dumps(plan.metadata),
            to_paise(plan.net),
            to_paise(plan.permit),
            to_paise(plan.gst),
            to_paise(plan.total),
            to_paise(plan.charge_per_seat),
            journal_id,
            now.isoformat(),
        ),
    )
    booking_id = cursor.lastrowid
    assert booking_id is not None  # an INSERT into a rowid table always yields one
    result: dict[str, Any] = {
        "status": "SUCCESS",
        "code": "BOOKING_IMMEDIATELY_SETTLED",
        "booking_id": booking_id,
        "booking_ref": ref,
        "request_id": body["request_id"],
        "module_type": plan.module.value,
        "booking_status": STATUS_WORDS[plan.module][CONFIRMED],
        "payment_status": PAID[plan.module],
        **plan.product,
        "settlement_breakdown": {
            "total_debited": plan.total,
            "deducted_from_cash": split.cash_part,
            "deducted_from_credit": split.credit_part,
        },
    }
    if plan.passengers:
        result["passengers"] = _store_passengers(conn, booking_id, plan.passengers)
    return record(conn, 201, result)


def _store_passengers(
    conn: sqlite3.Connection, booking_id: int, passengers: tuple[PassengerLine, ...]
) -> list[dict[str, Any]]:
    """Insert the travellers; the result lists their ids (what a cancellation names)."""
    stored = []
    for line in passengers:
        p = Passenger.model_validate(line.body)
        proof = p.id_proof_file
        # Only a digest of the scan is kept: the sandbox has no use for the document itself.
        digest = hashlib.sha256(proof.encode("utf-8")).hexdigest() if proof else None
        details = p.model_dump(mode="json", exclude_none=True, exclude={"id_proof_file"})
        cursor = conn.execute(
            "INSERT INTO passengers (booking_id, passenger, id_proof_sha256, ticket_type,"
            " fare_paise, permit_paise, gst_paise, status)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, 'CONFIRMED')",
            (
                booking_id,
                json.dumps(details, ensure_ascii=False),
                digest,
                line.ticket_type,
                to_paise(line.fare),
                to_paise(line.permit),
                to_paise(line.gst),
            ),
        )
        stored.append(
            {
                "passenger_id": cursor.lastrowid,
                "traveler_name": p.traveler_name,
                "passenger_type": line.ticket_type,
            }
        )
    return stored
