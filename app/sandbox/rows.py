"""Catalogue rows read back from the database, shared by content, search and booking."""

from __future__ import annotations

import datetime as dt
import sqlite3
from dataclasses import dataclass
from decimal import Decimal

from app.domain.clock import at_service_time
from app.domain.cutoff import CutoffState, activity_cutoff, boat_cutoff, effective_cutoff_minutes
from app.domain.identity import IdentityFlags
from app.domain.money import from_paise
from app.domain.pricing import BoatLine, boat_line
from app.domain.tickets import NationalityClass, TicketType


@dataclass(frozen=True, slots=True)
class ActivitySlotOnDate:
    """One ACTIVITY availability: slot, date, fare, seats and cut-off rule."""

    availability_id: int
    activity_id: int
    activity_name: str
    slot_id: int
    slot_label: str
    start: dt.time
    end: dt.time
    travel_date: dt.date
    fare: Decimal
    commission: Decimal
    gst_percentage: Decimal
    capacity: int
    remaining_seats: int
    default_cutoff_minutes: int
    cutoff_override_minutes: int | None
    cancel_charge: Decimal

    @property
    def starts_at(self) -> dt.datetime:
        """The slot start on the service's clock."""
        return at_service_time(self.travel_date, self.start)

    @property
    def cutoff_minutes(self) -> int:
        """The effective cut-off: the availability override wins over the activity default."""
        return effective_cutoff_minutes(self.default_cutoff_minutes, self.cutoff_override_minutes)

    def cutoff(self, now: dt.datetime) -> CutoffState:
        """Whether booking is still open at ``now``."""
        return activity_cutoff(self.starts_at, self.cutoff_minutes, now)


_ACTIVITY_SLOT_SQL = (
    "SELECT v.availability_id, v.activity_id, a.title, v.slot_id, s.label, s.start_time,"
    " s.end_time, v.travel_date, v.fare_paise, a.commission_paise, a.gst_percentage,"
    " v.capacity, v.remaining_seats, a.default_cutoff_minutes, v.cutoff_override_minutes,"
    " a.cancel_charge_paise"
    " FROM activity_availability v JOIN activity_slots s USING (slot_id)"
    " JOIN activities a ON a.activity_id = v.activity_id"
)


def _activity_slot(row: sqlite3.Row) -> ActivitySlotOnDate:
    return ActivitySlotOnDate(
        availability_id=row[0],
        activity_id=row[1],
        activity_name=row[2],
        slot_id=row[3],
        slot_label=row[4],
        start=dt.time.fromisoformat(row[5]),
        end=dt.time.fromisoformat(row[6]),
        travel_date=dt.date.fromisoformat(row[7]),
        fare=from_paise(row[8]),
        commission=from_paise(row[9]),
        gst_percentage=Decimal(row[10]),
        capacity=row[11],
        remaining_seats=row[12],
        default_cutoff_minutes=row[13],
        cutoff_override_minutes=row[14],
        cancel_charge=from_paise(row[15]),
    )


def activity_slots_on(
    conn: sqlite3.Connection, day: dt.date, activity_id: int | None = None
) -> list[ActivitySlotOnDate]:
    """Every availability of ``day`` (of one activity when given), by activity and start."""
    if activity_id is None:
        rows = conn.execute(
            f"{_ACTIVITY_SLOT_SQL} WHERE v.travel_date = ? ORDER BY v.activity_id, s.start_time",
            (day.isoformat(),),
        )
    else:
        rows = conn.execute(
            f"{_ACTIVITY_SLOT_SQL} WHERE v.travel_date = ? AND v.activity_id = ?"
            " ORDER BY s.start_time",
            (day.isoformat(), activity_id),
        )
    return [_activity_slot(row) for row in rows]


def activity_slot(conn: sqlite3.Connection, availability: int) -> ActivitySlotOnDate | None:
    """One availability by id."""
    row = conn.execute(f"{_ACTIVITY_SLOT_SQL} WHERE v.availability_id = ?", (availability,))
    found = row.fetchone()
    return None if found is None else _activity_slot(found)


def activity_exists(conn: sqlite3.Connection, activity_id: int) -> bool:
    """Whether the catalogue has this activity."""
    found = conn.execute("SELECT 1 FROM activities WHERE activity_id = ?", (activity_id,))
    return found.fetchone() is not None


@dataclass(frozen=True, slots=True)
class BoatRate:
    """One fare line of a trip."""

    ticket_type: TicketType
    nationality: NationalityClass
    boat_fare: Decimal
    permit: Decimal
    commission: Decimal

    def line(self, gst_percentage: Decimal) -> BoatLine:
        """What one passenger on this rate costs."""
        return boat_line(self.boat_fare, self.permit, self.commission, gst_percentage)


@dataclass(frozen=True, slots=True)
class BoatSchedule:
    """A BOAT schedule with its trip's policies and rate card."""

    schedule_id: int
    boat_id: int
    boat_name: str
    trip_id: int
    trip_name: str
    departure: dt.time
    arrival: dt.time
    capacity: int
    booking_close_days: int
    flags: IdentityFlags
    gst_percentage: Decimal
    cancel_charge: Decimal
    rates: tuple[BoatRate, ...]

    def rate(self, ticket_type: TicketType, nationality: NationalityClass) -> BoatRate:
        """The rate of one ticket type and nationality class (every trip has all six)."""
        for rate in self.rates:
            if rate.ticket_type is ticket_type and rate.nationality is nationality:
                return rate
        raise LookupError(f"trip {self.trip_id} has no {ticket_type}/{nationality} rate")

    def departs_at(self, day: dt.date) -> dt.datetime:
        """The departure instant on ``day``."""
        return at_service_time(day, self.departure)

    def cutoff(self, day: dt.date, now: dt.datetime) -> CutoffState:
        """Whether booking ``day``'s departure is still open at ``now``."""
        return boat_cutoff(day, self.departure, self.booking_close_days, now)


_SCHEDULE_SQL = (
    "SELECT s.schedule_id, s.boat_id, b.boat_name, s.trip_id, t.trip_name, s.departure_time,"
    " s.return_time, s.capacity, s.booking_close_days, t.is_id_mandatory, t.is_id_no_required,"
    " t.is_id_upload_required, t.gst_percentage, t.cancel_charge_paise"
    " FROM boat_schedules s JOIN boats b USING (boat_id) JOIN trips t USING (trip_id)"
)


def _rates(conn: sqlite3.Connection) -> dict[int, tuple[BoatRate, ...]]:
    cards: dict[int, list[BoatRate]] = {}
    for row in conn.execute(
        "SELECT trip_id, ticket_type, nationality_class, boat_fare_paise, permit_paise,"
        " commission_paise FROM boat_rates ORDER BY trip_id, nationality_class DESC,"
        " CASE ticket_type WHEN 'ADULT' THEN 0 WHEN 'CHILD' THEN 1 ELSE 2 END"
    ):
        cards.setdefault(row[0], []).append(
            BoatRate(
                TicketType(row[1]),
                NationalityClass(row[2]),
                from_paise(row[3]),
                from_paise(row[4]),
                from_paise(row[5]),
            )
        )
    return {trip_id: tuple(rates) for trip_id, rates in cards.items()}


def _schedule(row: sqlite3.Row, rates: dict[int, tuple[BoatRate, ...]]) -> BoatSchedule:
    return BoatSchedule(
        schedule_id=row[0],
        boat_id=row[1],
        boat_name=row[2],
        trip_id=row[3],
        trip_name=row[4],
        departure=dt.time.fromisoformat(row[5]),
        arrival=dt.time.fromisoformat(row[6]),
        capacity=row[7],
        booking_close_days=row[8],
        flags=IdentityFlags(bool(row[9]), bool(row[10]), bool(row[11])),
        gst_percentage=Decimal(row[12]),
        cancel_charge=from_paise(row[13]),
        rates=rates[row[3]],
    )


def boat_schedules(conn: sqlite3.Connection, limit: int | None = None) -> list[BoatSchedule]:
    """Every schedule by id (the first ``limit`` when given)."""
    rates = _rates(conn)
    rows = conn.execute(f"{_SCHEDULE_SQL} ORDER BY s.schedule_id LIMIT ?", (limit or -1,))
    return [_schedule(row, rates) for row in rows]


def boat_schedule(conn: sqlite3.Connection, schedule_id: int) -> BoatSchedule | None:
    """One schedule by id."""
    found = conn.execute(f"{_SCHEDULE_SQL} WHERE s.schedule_id = ?", (schedule_id,)).fetchone()
    return None if found is None else _schedule(found, _rates(conn))


def remaining_on(conn: sqlite3.Connection, day: dt.date) -> dict[int, int]:
    """Seats left per schedule on ``day``."""
    rows = conn.execute(
        "SELECT schedule_id, remaining_seats FROM boat_departures WHERE travel_date = ?",
        (day.isoformat(),),
    )
    return {row[0]: row[1] for row in rows}
