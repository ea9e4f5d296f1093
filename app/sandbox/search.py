"""search_availability.php: ACTIVITY slots and BOAT departures of one date, with bookability."""

from __future__ import annotations

import datetime as dt
import sqlite3
from decimal import Decimal
from typing import Any

from app.domain.cutoff import CUTOFF_TYPE, CutoffState
from app.domain.modules import Module
from app.domain.money import CURRENCY
from app.domain.pricing import activity_price
from app.domain.tickets import AGE_RANGES
from app.sandbox.catalogue import PRICE_SOURCE, identity_policy, seat_status
from app.sandbox.rows import (
    ActivitySlotOnDate,
    BoatRate,
    BoatSchedule,
    activity_slots_on,
    boat_schedules,
)
from app.sandbox.rows import remaining_on as boat_remaining_on

BOAT_CUTOFF_TYPE = "DAYS_BEFORE_DEPARTURE"
BOAT_PRICE_SOURCE = "SCHEDULE_RATE_CARD"
NO_DATE_REASON = "Nothing can be booked on this date."


def _bookability(cutoff: CutoffState, remaining: int) -> tuple[bool, str | None]:
    if not cutoff.is_open:
        return False, cutoff.reason
    if remaining <= 0:
        return False, "Sold out."
    return True, None


def _envelope(module: Module, items: list[dict[str, Any]], bookable: int) -> dict[str, Any]:
    return {
        "status": "SUCCESS",
        "module": module.value,
        "available": bookable > 0,
        "reason": None if bookable else NO_DATE_REASON,
        "count": len(items),
        "bookable_count": bookable,
        "data": items,
    }


def activity_search(
    conn: sqlite3.Connection,
    day: dt.date,
    activity_id: int | None,
    now: dt.datetime,
    in_horizon: bool,
) -> dict[str, Any]:
    """Every slot of ``day`` (of one activity when given) with exact fares and cut-offs."""
    items = []
    bookable = 0
    for slot in activity_slots_on(conn, day, activity_id) if in_horizon else []:
        item = _activity_item(slot, now)
        bookable += item["booking_rules"]["is_bookable"]
        items.append(item)
    return _envelope(Module.ACTIVITY, items, bookable)


def _activity_item(slot: ActivitySlotOnDate, now: dt.datetime) -> dict[str, Any]:
    cutoff = slot.cutoff(now)
    is_bookable, reason = _bookability(cutoff, slot.remaining_seats)
    price = activity_price(slot.fare, slot.commission, 1, slot.gst_percentage)
    status = seat_status(slot.remaining_seats)
    return {
        "availability_id": slot.availability_id,
        "activity_id": slot.activity_id,
        "activity_name": slot.activity_name,
        "date": slot.travel_date,
        "slot": {
            "slot_id": slot.slot_id,
            "label": slot.slot_label,
            "time_window": f"{slot.start.isoformat()} - {slot.end.isoformat()}",
        },
        "availability_status": status,
        "inventory": {"remaining_seats": slot.remaining_seats, "status": status},
        "booking_rules": {
            "booking_cutoff_type": CUTOFF_TYPE,
            "booking_cutoff_minutes": slot.cutoff_minutes,
            "booking_cutoff_at": cutoff.closes_at,
            "slot_start_at": slot.starts_at,
            "cutoff_source": "AVAILABILITY_OVERRIDE"
            if slot.cutoff_override_minutes is not None
            else "ACTIVITY_DEFAULT",
            "is_booking_open": cutoff.is_open,
            "is_bookable": is_bookable,
            "reason": reason,
        },
        "pricing": {
            "availability_fare": price.availability_fare,
            "offer_price": price.availability_fare,
            "agent_commission_type": "FLAT",
            "agent_commission_value": price.commission_value,
            "commission_amount": price.commission_value,
            "net_partner_price": price.net_partner_price,
            "net_price": price.net_partner_price,
            "currency": CURRENCY,
            "price_basis": "PER_PERSON",
            "price_source": PRICE_SOURCE,
        },
    }


def boat_search(
    conn: sqlite3.Connection, day: dt.date, now: dt.datetime, in_horizon: bool
) -> dict[str, Any]:
    """Every departure of ``day`` with live seats, cut-off and the full rate card."""
    remaining = boat_remaining_on(conn, day) if in_horizon else {}
    items = []
    bookable = 0
    for schedule in boat_schedules(conn):
        if schedule.schedule_id in remaining:
            item = _boat_item(schedule, day, remaining[schedule.schedule_id], now)
            bookable += item["booking_rules"]["is_bookable"]
            items.append(item)
    return _envelope(Module.BOAT, items, bookable)


def _boat_item(
    schedule: BoatSchedule, day: dt.date, remaining: int, now: dt.datetime
) -> dict[str, Any]:
    cutoff = schedule.cutoff(day, now)
    is_bookable, reason = _bookability(cutoff, remaining)
    return {
        "schedule_id": schedule.schedule_id,
        "boat_id": schedule.boat_id,
        "trip_id": schedule.trip_id,
        "boat_name": schedule.boat_name,
        "trip_name": schedule.trip_name,
        "travel_date": day,
        "booking_close_days": schedule.booking_close_days,
        "departure_time": schedule.departure,
        "return_time": schedule.arrival,
        "policies": identity_policy(schedule),
        "inventory": {
            "capacity_per_rotation": schedule.capacity,
            "remaining_seats": remaining,
            "status": seat_status(remaining),
            "inventory_mode": "LIVE",
            "is_live_inventory": True,
        },
        "booking_rules": {
            "booking_cutoff_type": BOAT_CUTOFF_TYPE,
            "booking_close_days": schedule.booking_close_days,
            "booking_cutoff_at": cutoff.closes_at,
            "departure_at": schedule.departs_at(day),
            "is_booking_open": cutoff.is_open,
            "is_bookable": is_bookable,
            "reason": reason,
        },
        "rates": [_rate(rate, schedule.gst_percentage) for rate in schedule.rates],
    }


def _rate(rate: BoatRate, gst_percentage: Decimal) -> dict[str, Any]:
    line = rate.line(gst_percentage)
    return {
        "ticket_type": rate.ticket_type.value,
        "age_range": AGE_RANGES[rate.ticket_type],
        "nationality": rate.nationality.value,
        "boat_fare": line.boat_fare,
        "permit_fare": line.permit_fare,
        "mrp": line.mrp,
        "agent_commission_type": "FLAT",
        "agent_commission_value": line.commission,
        "commission_amount": line.commission,
        "net_price": line.net_price,
        "gst_percentage": gst_percentage,
        "currency": CURRENCY,
        "price_source": BOAT_PRICE_SOURCE,
    }
