"""content.php: the catalogue of ACTIVITY products (summary or one date) and BOAT schedules."""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from decimal import Decimal
from typing import Any

from app.domain.cancellation import REFUND_PERCENT, PolicyBand
from app.domain.cutoff import CUTOFF_TYPE
from app.domain.modules import Module
from app.domain.money import CURRENCY, from_paise, money
from app.domain.tickets import AGE_RANGES, MIXED_NATIONALITY, TicketType
from app.sandbox.inventory import fare_on, horizon_days, runs_on
from app.sandbox.rows import ActivitySlotOnDate, BoatSchedule, activity_slots_on, boat_schedules
from app.sandbox.rows import remaining_on as boat_remaining_on

PRICE_SOURCE = "AVAILABILITY_FARE"
MRP_SOURCE = "ACTIVITY_LIST_PRICE"
CUTOFF_SOURCE_NOTE = (
    "ACTIVITY_DEFAULT; a per-availability override, when set, wins (see booking_rules in search)"
)


def seat_status(remaining: int) -> str:
    """``AVAILABLE`` while seats are left, ``SOLD_OUT`` at zero."""
    return "AVAILABLE" if remaining > 0 else "SOLD_OUT"


def cancellation_summary(charge_per_seat: Decimal) -> str:
    """The policy bands (docs/partner-interface.md §16) in one sentence for counter staff."""
    half = REFUND_PERCENT[PolicyBand.HALF_REFUND]
    return (
        "Full refund 48 hours or more before the start; "
        f"{half:.0f}% refund from 24 to 48 hours before; no cancellation within 24 hours. "
        f"A platform charge of {charge_per_seat} {CURRENCY} per seat is kept."
    )


def _range_display(low: Decimal, high: Decimal) -> str:
    if low == high:
        return f"{CURRENCY} {low:,.2f} per person"
    return f"{CURRENCY} {low:,.2f} - {high:,.2f} per person"


def _date_ranges(closed_weekday: int | None, today: dt.date) -> list[dict[str, dt.date]]:
    days = [day for day in horizon_days(today) if runs_on(closed_weekday, day)]
    ranges: list[dict[str, dt.date]] = []
    for day in days:
        if ranges and ranges[-1]["to"] == day - dt.timedelta(days=1):
            ranges[-1]["to"] = day
        else:
            ranges.append({"from": day, "to": day})
    return ranges


def activity_content(
    conn: sqlite3.Connection,
    day: dt.date | None,
    today: dt.date,
    limit: int,
    now: dt.datetime,
    in_horizon: bool,
) -> dict[str, Any]:
    """ACTIVITY content: the catalogue variant without a date, else the items running ``day``."""
    rows = conn.execute(
        "SELECT * FROM activities ORDER BY activity_id LIMIT ?", (limit,)
    ).fetchall()
    if day is None:
        items = [_catalogue_item(conn, row, today) for row in rows]
    else:
        slots: dict[int, list[ActivitySlotOnDate]] = {}
        for slot in activity_slots_on(conn, day) if in_horizon else []:
            slots.setdefault(slot.activity_id, []).append(slot)
        items = [
            _dated_item(row, slots[row["activity_id"]], now)
            for row in rows
            if row["activity_id"] in slots
        ]
    return {
        "status": "SUCCESS",
        "module": Module.ACTIVITY.value,
        "count": len(items),
        "data": items,
    }


def _base_item(row: sqlite3.Row) -> dict[str, Any]:
    charge = from_paise(row["cancel_charge_paise"])
    return {
        "activity_id": row["activity_id"],
        "title": row["title"],
        "location": row["location"],
        "description": row["description"],
        "media": {"featured_image": row["featured_image"], "gallery": json.loads(row["gallery"])},
        "policies": {
            "inclusions": row["inclusions"],
            "exclusions": row["exclusions"],
            "cancellation_summary": cancellation_summary(charge),
            "gst_percentage": Decimal(row["gst_percentage"]),
        },
        "booking": {
            "booking_cutoff": {
                "type": CUTOFF_TYPE,
                "default_minutes": row["default_cutoff_minutes"],
                "source": CUTOFF_SOURCE_NOTE,
            }
        },
    }


def _pricing(
    row: sqlite3.Row, low: Decimal, high: Decimal, summary: bool, unit: str | None
) -> dict[str, Any]:
    commission = from_paise(row["commission_paise"])
    pricing: dict[str, Any] = {
        "mrp": from_paise(row["mrp_paise"]),
        "offer_price": low,
        "net_price": money(low - commission),
        "agent_commission_type": "FLAT",
        "agent_commission_value": commission,
        "currency": CURRENCY,
        "price_basis": "PER_PERSON",
        "min_available_fare": low,
        "max_available_fare": high,
        "min_net_partner_price": money(low - commission),
        "max_net_partner_price": money(high - commission),
        "display": _range_display(low, high),
        "price_source": PRICE_SOURCE,
        "mrp_source": MRP_SOURCE,
        "catalog_price_is_summary": summary,
    }
    if unit is not None:
        pricing["price_unit"] = unit
    return pricing


def _catalogue_item(conn: sqlite3.Connection, row: sqlite3.Row, today: dt.date) -> dict[str, Any]:
    # Fares vary by slot and weekday only, so one week of the horizon holds every fare there is.
    week = [d for d in horizon_days(today)[:7] if runs_on(row["closed_weekday"], d)]
    fares = [
        fare_on(from_paise(slot[0]), row["weekend_uplift_percent"], day)
        for slot in conn.execute(
            "SELECT fare_paise FROM activity_slots WHERE activity_id = ?", (row["activity_id"],)
        )
        for day in week
    ]
    item = _base_item(row)
    item["short_description"] = row["short_description"]
    item["pricing"] = _pricing(row, min(fares), max(fares), True, "per person")
    item["availability"] = {
        "available": True,
        "reason": None,
        "available_date_ranges": _date_ranges(row["closed_weekday"], today),
    }
    return item


def _dated_item(
    row: sqlite3.Row, slots: list[ActivitySlotOnDate], now: dt.datetime
) -> dict[str, Any]:
    fares = [slot.fare for slot in slots]
    bookable = [s for s in slots if s.remaining_seats > 0 and s.cutoff(now).is_open]
    item = _base_item(row)
    item["pricing"] = _pricing(row, min(fares), max(fares), False, None)
    item["availability"] = {
        "available": bool(bookable),
        "reason": None if bookable else "No slot of this date can still be booked.",
        "available_date_ranges": [],
    }
    return item


def boat_content(
    conn: sqlite3.Connection, day: dt.date, limit: int, in_horizon: bool
) -> dict[str, Any]:
    """BOAT content for ``day``: schedules with identity flags, seats and summary rates."""
    remaining = boat_remaining_on(conn, day) if in_horizon else {}
    items = [
        _boat_item(schedule, remaining[schedule.schedule_id])
        for schedule in boat_schedules(conn, limit)
        if schedule.schedule_id in remaining
    ]
    return {"status": "SUCCESS", "module": Module.BOAT.value, "count": len(items), "data": items}


def identity_policy(schedule: BoatSchedule) -> dict[str, Any]:
    """``policies`` of a BOAT item: the three identity flags (0/1) and GST."""
    flags = schedule.flags
    return {
        "identity_enforcement": {
            "is_id_mandatory": int(flags.is_id_mandatory),
            "is_id_no_required": int(flags.is_id_no_required),
            "is_id_upload_required": int(flags.is_id_upload_required),
        },
        "gst_percentage": schedule.gst_percentage,
    }


def _boat_item(schedule: BoatSchedule, remaining: int) -> dict[str, Any]:
    return {
        "schedule_id": schedule.schedule_id,
        "boat_id": schedule.boat_id,
        "boat_name": schedule.boat_name,
        "trip_id": schedule.trip_id,
        "trip_name": schedule.trip_name,
        "departure_time": schedule.departure,
        "return_time": schedule.arrival,
        "booking_close_days": schedule.booking_close_days,
        "policies": identity_policy(schedule),
        "inventory": {"remaining_seats": remaining, "status": seat_status(remaining)},
        "rates": [_mixed_rate(schedule, ticket_type) for ticket_type in TicketType],
    }


def _mixed_rate(schedule: BoatSchedule, ticket_type: TicketType) -> dict[str, Any]:
    # Content shows one MIXED line per ticket type with the lowest ("from") price over the
    # nationality classes; the exact rate of each class comes from the availability search.
    lines = [
        rate.line(schedule.gst_percentage)
        for rate in schedule.rates
        if rate.ticket_type is ticket_type
    ]
    return {
        "ticket_type": ticket_type.value,
        "age_range": AGE_RANGES[ticket_type],
        "nationality": MIXED_NATIONALITY,
        "mrp": min(line.mrp for line in lines),
        "net_price": min(line.net_price for line in lines),
        "currency": CURRENCY,
    }
