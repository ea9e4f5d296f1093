"""Seats per date: availability rows made on first use of a date, taken and given back in SQL.

Every date of the next 120 days (from the service's today) is bookable. Rows for a date are
created the first time the date is used, in one transaction and always the same way, so the
database stays small and start-up stays fast.
"""

from __future__ import annotations

import datetime as dt
import sqlite3
from dataclasses import dataclass
from decimal import Decimal

from app.api.codes import ErrorCode
from app.domain.money import from_paise, money, to_paise
from app.sandbox.db import Database
from app.sandbox.errors import SandboxError

HORIZON_DAYS = 120
WEEKEND = (5, 6)
# availability_id = days since the epoch * _SLOT_SPACE + slot_id: stable, and the same in every
# database (slot ids stay below _SLOT_SPACE: at most 2000 activities of at most 3 slots).
_EPOCH = dt.date(2000, 1, 1)
_SLOT_SPACE = 10_000


def availability_id(day: dt.date, slot_id: int) -> int:
    """The id of one slot's availability on ``day``."""
    return (day - _EPOCH).days * _SLOT_SPACE + slot_id


def in_horizon(day: dt.date, today: dt.date) -> bool:
    """Whether ``day`` is one of the bookable days: today and the 119 after it."""
    return today <= day < today + dt.timedelta(days=HORIZON_DAYS)


def horizon_days(today: dt.date) -> list[dt.date]:
    """The bookable days, in order."""
    return [today + dt.timedelta(days=n) for n in range(HORIZON_DAYS)]


def fare_on(slot_fare: Decimal, weekend_uplift_percent: int, day: dt.date) -> Decimal:
    """The fare of a slot on ``day``: Saturdays and Sundays cost ``weekend_uplift_percent`` more."""
    if day.weekday() in WEEKEND:
        return money(slot_fare * (100 + weekend_uplift_percent) / 100)
    return money(slot_fare)


def runs_on(closed_weekday: int | None, day: dt.date) -> bool:
    """Whether an activity runs on ``day`` (it may be closed one day a week)."""
    return closed_weekday is None or day.weekday() != closed_weekday


class Inventory:
    """Makes sure the rows of a date exist before anything reads or books it."""

    def __init__(self, db: Database) -> None:
        self._db = db
        self._ready: set[dt.date] = set()

    def ensure(self, day: dt.date, today: dt.date) -> bool:
        """Create ``day``'s rows if needed; False when ``day`` is outside the horizon."""
        if not in_horizon(day, today):
            return False
        if day not in self._ready:
            with self._db.transaction() as conn:
                _materialise(conn, day)
            self._ready.add(day)
        return True


def _materialise(conn: sqlite3.Connection, day: dt.date) -> None:
    rows = []
    for slot in conn.execute(
        "SELECT s.slot_id, s.activity_id, s.capacity, s.fare_paise, s.cutoff_override_minutes,"
        " a.weekend_uplift_percent, a.closed_weekday"
        " FROM activity_slots s JOIN activities a USING (activity_id)"
    ):
        if not runs_on(slot["closed_weekday"], day):
            continue
        fare = fare_on(from_paise(slot["fare_paise"]), slot["weekend_uplift_percent"], day)
        rows.append(
            (
                availability_id(day, slot["slot_id"]),
                slot["activity_id"],
                slot["slot_id"],
                day.isoformat(),
                to_paise(fare),
                slot["capacity"],
                slot["capacity"],
                slot["cutoff_override_minutes"],
            )
        )
    conn.executemany(
        "INSERT OR IGNORE INTO activity_availability (availability_id, activity_id, slot_id,"
        " travel_date, fare_paise, capacity, remaining_seats, cutoff_override_minutes)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        rows,
    )
    conn.execute(
        "INSERT OR IGNORE INTO boat_departures (schedule_id, travel_date, capacity,"
        " remaining_seats) SELECT schedule_id, ?, capacity, capacity FROM boat_schedules",
        (day.isoformat(),),
    )


@dataclass(frozen=True, slots=True)
class SeatPool:
    """The seats of one ACTIVITY availability or one BOAT departure."""

    table: str
    where: str
    key: tuple[object, ...]

    @classmethod
    def availability(cls, availability: int) -> SeatPool:
        """An ACTIVITY slot on a date."""
        return cls("activity_availability", "availability_id = ?", (availability,))

    @classmethod
    def departure(cls, schedule_id: int, day: dt.date) -> SeatPool:
        """A BOAT schedule on a date."""
        return cls("boat_departures", "schedule_id = ? AND travel_date = ?", (schedule_id, day))

    def take(self, conn: sqlite3.Connection, seats: int) -> None:
        """Take ``seats`` with one conditional update, or refuse with 409 ``SOLD_OUT``."""
        cursor = conn.execute(
            f"UPDATE {self.table} SET remaining_seats = remaining_seats - ?"
            f" WHERE {self.where} AND remaining_seats >= ?",
            (seats, *self._params(), seats),
        )
        if cursor.rowcount != 1:
            raise self._sold_out(conn, seats)

    def remaining(self, conn: sqlite3.Connection) -> int:
        """Seats left now."""
        row = conn.execute(
            f"SELECT remaining_seats FROM {self.table} WHERE {self.where}", self._params()
        ).fetchone()
        return int(row[0])

    def overwrite(self, conn: sqlite3.Connection, seen: int, seats: int) -> None:
        """The unsafe way (test switch only): write ``seen - seats`` whatever happened since."""
        if seen < seats:
            raise self._sold_out(conn, seats)
        conn.execute(
            f"UPDATE {self.table} SET remaining_seats = ? WHERE {self.where}",
            (seen - seats, *self._params()),
        )

    def release(self, conn: sqlite3.Connection, seats: int) -> None:
        """Give cancelled seats back to sale."""
        conn.execute(
            f"UPDATE {self.table} SET remaining_seats = remaining_seats + ? WHERE {self.where}",
            (seats, *self._params()),
        )

    def close(self, conn: sqlite3.Connection) -> None:
        """Sell no more of it: the operator cancelled it, so it has no seats (search shows it
        sold out); call once its bookings are voided."""
        conn.execute(
            f"UPDATE {self.table} SET capacity = 0, remaining_seats = 0 WHERE {self.where}",
            self._params(),
        )

    def _params(self) -> tuple[object, ...]:
        return tuple(k.isoformat() if isinstance(k, dt.date) else k for k in self.key)

    def _sold_out(self, conn: sqlite3.Connection, seats: int) -> Exception:
        left = self.remaining(conn)
        if left == 0:
            return SandboxError(ErrorCode.SOLD_OUT, "This departure is sold out.")
        return SandboxError(
            ErrorCode.SOLD_OUT, f"Only {left} seat(s) left; {seats} were asked for."
        )
