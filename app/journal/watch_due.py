"""When the disruption watcher is next to ask about each booking: an index of the journal by next
look, so that a round reads the bookings due and no others.

A booking gets its row as it is sold (a trigger on ``bookings``: whatever writes the sale), due at
once; each look moves it to the next look its pace gives (``WatchDueTables.looked``), and keeps
when it was and when its trip starts, so that a pace changed in the settings moves every next
look at once (``WatchDueTables.repace``), not only each booking's after its next look; a departure
or slot found cancelled brings its other bookings back to due at once. A round reads the rows due
through their index (``WatchDueTables.due``), and the rows of bookings that can no longer be
disrupted (their trip over, cancelled by this counter, a disruption recorded, the booking gone)
leave it there.
Each round used to read every booking not travelled and work out each one's next look on the
event loop's thread: some 0.2 s with 100,000 of them.

Times are whole seconds since the epoch (0: at once), so that their order is their time's.
"""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from collections.abc import Callable, Iterable

from app.domain.disruption import FAR_AT_MOST, NEAR, Pace, watched
from app.domain.modules import Module
from app.domain.status import BookingStatus
from app.journal.disruptions import CANCELLED_TRIPS, WATCHABLE, Trip, Watch

# Journal version 28.
WATCH_DUE_SCHEMA = """
CREATE TABLE IF NOT EXISTS watch_due (
    booking_ref TEXT PRIMARY KEY,
    due_s INTEGER NOT NULL,
    -- The booking's last look and its trip's start as that look knew it (NULL: never asked).
    looked_s INTEGER,
    starts_s INTEGER
);
CREATE INDEX IF NOT EXISTS watch_due_by_time ON watch_due (due_s);
CREATE TRIGGER IF NOT EXISTS watch_due_sold AFTER INSERT ON bookings
BEGIN INSERT OR IGNORE INTO watch_due (booking_ref, due_s) VALUES (new.booking_ref, 0); END;
"""
AT_ONCE = 0
# A booking's watch, found by a condition on ``b``.
WATCH_COLUMNS = (
    "SELECT b.booking_ref, b.module, b.product, b.travel_date, w.first_seen, w.checked_at"
    " FROM bookings AS b LEFT JOIN watched AS w USING (booking_ref)"
)
# The rows due by ``?1`` (the cancelled status ``?2``), the longest waiting first (of those due at
# once, the soonest trip first, as the watch list of every booking was read): each with its
# booking's watch, whether it can still be disrupted (``open``), and whether a cancellation of the
# counter's own awaits its answer (``waiting``: it is asked again once that is known).
DUE = (
    "SELECT q.booking_ref AS due_ref, b.booking_ref, b.module, b.product, b.travel_date,"
    " w.first_seen, w.checked_at,"
    " b.booking_ref IS NOT NULL AND b.status <> ?2"
    " AND NOT EXISTS (SELECT 1 FROM disruptions AS d WHERE d.booking_ref = q.booking_ref) AS open,"
    " EXISTS (SELECT 1 FROM requests AS r WHERE r.booking_ref = q.booking_ref"
    " AND r.endpoint = 'cancel_booking' AND r.state = 'pending') AS waiting"
    " FROM watch_due AS q LEFT JOIN bookings AS b USING (booking_ref)"
    " LEFT JOIN watched AS w USING (booking_ref)"
    " WHERE q.due_s <= ?1 ORDER BY q.due_s, b.travel_date, q.booking_ref"
)
# The watchable bookings of one departure or slot (module, product, day; the cancelled status).
ON_TRIP = (
    f"{WATCH_COLUMNS} WHERE b.travel_date = ? AND b.module = ? AND b.product = ? AND {WATCHABLE}"
    " ORDER BY b.booking_ref"
)
ONE = f"{WATCH_COLUMNS} WHERE b.booking_ref = ? AND {WATCHABLE}"
# Every row looked at and not due at once moved to its next look by the pace ``:near``, ``:far`` (at
# most ``FAR_AT_MOST``), the window ``:window`` before a trip within which it is asked every near
# interval: ``Pace.next_look`` in one statement, run in SQLite's own code, and writing only the
# rows whose next look changes. A row due at once (never asked, or its departure found cancelled)
# stays due at once.
NEXT_LOOK = (
    "min(looked_s + CASE WHEN starts_s - looked_s <= :window THEN :near ELSE :far END,"
    " max(starts_s - :window, looked_s + :near))"
)
REPACE = (
    f"UPDATE watch_due SET due_s = {NEXT_LOOK}"
    f" WHERE looked_s IS NOT NULL AND due_s <> {AT_ONCE} AND due_s <> {NEXT_LOOK}"
)
# An existing journal's watchable bookings from the day before ``?1``'s (the cancelled status
# ``?2``), as the index is first filled.
WATCHABLE_SINCE = f"{WATCH_COLUMNS} WHERE b.travel_date >= ?1 AND {WATCHABLE.replace('?', '?2')}"


def _stamp(at: dt.datetime) -> int:
    return int(at.timestamp())


def watch_of(row: sqlite3.Row) -> Watch:
    """The watch a row of ``WATCH_COLUMNS`` (or ``DUE``) reads."""
    return Watch(
        row["booking_ref"],
        Module(row["module"]),
        row["product"],
        dt.date.fromisoformat(row["travel_date"]),
        json.loads(row["first_seen"]) if row["first_seen"] else {},
        dt.datetime.fromisoformat(row["checked_at"]) if row["checked_at"] else None,
    )


def add_watch_due(conn: sqlite3.Connection) -> None:
    """Version 28: the index by next look, made once and filled from the bookings not travelled
    (what the watch list read): a booking never asked about due at once, as is one of a departure
    found cancelled after its last look; any other at its next look at the default pace (the
    watcher re-paces the index to the settings' pace as it starts)."""
    made = conn.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'watch_due'"
    ).fetchone()
    conn.executescript(WATCH_DUE_SCHEMA)
    if made:
        return
    # The service's day is at most a day ahead of the UTC one; a booking travelled since is
    # dropped by the first round that reads it.
    since = (dt.datetime.now(dt.UTC) - dt.timedelta(days=2)).date().isoformat()
    read = conn.cursor()
    read.row_factory = sqlite3.Row
    cancelled = {
        (Module(row["module"]), row["product"], dt.date.fromisoformat(row["travel_date"])): (
            dt.datetime.fromisoformat(row["found_at"])
        )
        for row in read.execute(CANCELLED_TRIPS, (since,)).fetchall()
    }
    pace = Pace()
    rows = read.execute(WATCHABLE_SINCE, (since, BookingStatus.CANCELLED.label)).fetchall()
    due = list[tuple[str, int, int | None, int | None]]()
    for row in rows:
        watch = watch_of(row)
        found = cancelled.get(watch.trip)
        if watch.checked_at is None:
            due.append((watch.booking_ref, AT_ONCE, None, None))
            continue
        looked = (_stamp(watch.checked_at), _stamp(watch.starts))
        if found is not None and watch.checked_at < found:
            due.append((watch.booking_ref, AT_ONCE, *looked))
        else:
            next_look = pace.next_look(watch.starts, watch.checked_at)
            due.append((watch.booking_ref, _stamp(next_look), *looked))
    with conn:
        conn.executemany(
            "INSERT OR IGNORE INTO watch_due (booking_ref, due_s, looked_s, starts_s)"
            " VALUES (?, ?, ?, ?)",
            due,
        )


class WatchDueTables:
    """The watcher's index by next look of the journal open on ``conn``, on the clock ``now``."""

    def __init__(self, conn: sqlite3.Connection, now: Callable[[], dt.datetime]) -> None:
        self._conn = conn
        self._now = now

    def due(self, waiting_until: dt.datetime) -> list[Watch]:
        """The bookings whose next look is due now, the longest waiting first. Those that can no
        longer be disrupted leave the index; one whose cancellation by this counter awaits its
        answer is due again at ``waiting_until`` (that answer settles it)."""
        now = self._now()
        rows = self._conn.execute(DUE, (_stamp(now), BookingStatus.CANCELLED.label)).fetchall()
        found, gone, waiting = list[Watch](), list[str](), list[str]()
        for row in rows:
            if not row["open"]:
                gone.append(row["due_ref"])
            elif row["waiting"]:
                waiting.append(row["due_ref"])
            elif watched((watch := watch_of(row)).starts, now):
                found.append(watch)
            else:
                gone.append(watch.booking_ref)
        if gone or waiting:
            with self._conn as conn:
                conn.executemany("DELETE FROM watch_due WHERE booking_ref = ?", _each(gone))
                self._set(conn, waiting, _stamp(waiting_until))
        return found

    def looked(self, booking_ref: str, starts: dt.datetime, at: dt.datetime, pace: Pace) -> None:
        """``booking_ref``, whose trip starts ``starts``, was asked about ``at``: due again at
        the next look ``pace`` gives (and at another pace's once the index is re-paced)."""
        row = (_stamp(pace.next_look(starts, at)), _stamp(at), _stamp(starts), booking_ref)
        with self._conn as conn:
            conn.execute(
                "INSERT INTO watch_due (due_s, looked_s, starts_s, booking_ref)"
                " VALUES (?, ?, ?, ?) ON CONFLICT (booking_ref) DO UPDATE SET"
                " due_s = excluded.due_s, looked_s = excluded.looked_s,"
                " starts_s = excluded.starts_s",
                row,
            )

    def repace(self, pace: Pace) -> int:
        """Every booking asked about before moved to its next look at ``pace`` (the settings'
        pace changed, or the index was paced by another before this start): the next round
        follows the new pace, not each booking's next look at the old one. One statement, which
        reads the index alone and writes only the rows whose next look changes; a booking due at
        once stays so. How many rows moved."""
        seconds = {
            "near": int(pace.near.total_seconds()),
            "far": int(min(pace.far, FAR_AT_MOST).total_seconds()),
            "window": int(NEAR.total_seconds()),
        }
        with self._conn as conn:
            return conn.execute(REPACE, seconds).rowcount

    def one(self, booking_ref: str) -> Watch | None:
        """``booking_ref``'s watch, if it is still watched."""
        row = self._conn.execute(ONE, (booking_ref, BookingStatus.CANCELLED.label)).fetchone()
        if row is None:
            return None
        watch = watch_of(row)
        return watch if watched(watch.starts, self._now()) else None

    def trip_at_once(self, watch: Watch) -> list[Watch]:
        """The other watched bookings of ``watch``'s departure or slot, each made due at once
        (its departure found cancelled: asked now, and after a stop before it was)."""
        others = [w for w in self._on_trip(watch.trip) if w.booking_ref != watch.booking_ref]
        with self._conn as conn:
            self._set(conn, [w.booking_ref for w in others], AT_ONCE)
        return others

    def next_due(self) -> dt.datetime | None:
        """When the next look is due (None: no booking is watched)."""
        (due_s,) = self._conn.execute("SELECT min(due_s) FROM watch_due").fetchone()
        if due_s is None:
            return None
        return dt.datetime.fromtimestamp(due_s, dt.UTC).astimezone(self._now().tzinfo)

    def _on_trip(self, trip: Trip) -> list[Watch]:
        module, product, day = trip
        now = self._now()
        rows = self._conn.execute(
            ON_TRIP, (day.isoformat(), module.value, product, BookingStatus.CANCELLED.label)
        )
        return [watch for watch in map(watch_of, rows) if watched(watch.starts, now)]

    @staticmethod
    def _set(conn: sqlite3.Connection, refs: Iterable[str], due_s: int) -> None:
        conn.executemany(
            "UPDATE watch_due SET due_s = ? WHERE booking_ref = ?", ((due_s, r) for r in refs)
        )


def _each(refs: Iterable[str]) -> Iterable[tuple[str]]:
    return ((ref,) for ref in refs)
