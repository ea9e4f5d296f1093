"""The watcher's index by next look (``app.journal.watch_due``): a booking sold is there, due at
once; one looked at moves to its next look; one travelled, cancelled by this counter or found
disrupted leaves it as a round reads it; one whose cancellation awaits its answer waits; a
departure found cancelled brings its others back at once; a pace changed moves every next look
(as ``Pace.next_look`` would have put it, on both sides of each of its limits); an older journal
gets it filled."""

from __future__ import annotations

import datetime as dt
import sqlite3
from decimal import Decimal
from pathlib import Path

import pytest

from app.domain.disruption import DisruptionKind, Pace, trip_start
from app.journal import Journal
from app.journal.disruptions import Found
from app.journal.schema import connect
from app.journal.store import DATABASE_NAME
from tests.journal.entries import Clock, boat_request, cancel_request, record_sale

NEAR = dt.timedelta(minutes=10)
# Far enough ahead that a look is paced by the far interval, in the sold booking's future.
WEEKS = dt.timedelta(days=21)


def _sold(journal: Journal, request_id: str) -> str:
    return record_sale(journal, boat_request(request_id)).booking_ref


def _due(journal: Journal, clock: Clock) -> list[str]:
    return [watch.booking_ref for watch in journal.watch_due.due(clock() + NEAR)]


def _look(journal: Journal, booking_ref: str, at: dt.datetime) -> None:
    """``booking_ref`` asked about ``at`` at the default pace, its trip starting at its day's
    first moment (no departure time known)."""
    watch = journal.watch_due.one(booking_ref)
    assert watch is not None
    journal.watch_due.looked(booking_ref, watch.starts, at, Pace())


def _rows(journal: Journal) -> dict[str, int]:
    with sqlite3.connect(journal.folder / DATABASE_NAME) as conn:
        return dict(conn.execute("SELECT booking_ref, due_s FROM watch_due").fetchall())


def test_a_booking_sold_is_in_the_index_due_at_once(journal: Journal, clock: Clock) -> None:
    assert journal.watch_due.next_due() is None
    first, second = _sold(journal, "s-1"), _sold(journal, "s-2")

    assert _rows(journal) == {first: 0, second: 0}
    assert _due(journal, clock) == [first, second]
    assert journal.watch_due.next_due() == dt.datetime.fromtimestamp(0, dt.UTC)


def test_a_booking_looked_at_moves_to_its_next_look(journal: Journal, clock: Clock) -> None:
    first, second = _sold(journal, "s-1"), _sold(journal, "s-2")
    starts = clock() + WEEKS
    next_look = clock() + dt.timedelta(hours=6)
    journal.watch_due.looked(first, starts, clock(), Pace())

    assert _due(journal, clock) == [second]
    journal.watch_due.looked(second, clock() + NEAR, clock(), Pace())  # starts in 10 minutes
    assert _due(journal, clock) == []
    assert journal.watch_due.next_due() == clock() + NEAR
    clock.now += NEAR
    assert _due(journal, clock) == [second]
    clock.now = next_look - dt.timedelta(seconds=1)  # a second before its look: not yet
    assert _due(journal, clock) == [second]
    clock.now = next_look
    assert _due(journal, clock) == [second, first]  # the longest waiting first


def test_a_booking_travelled_leaves_the_index_as_a_round_reads_it(
    journal: Journal, clock: Clock
) -> None:
    ref = _sold(journal, "s-1")
    watch = journal.watch_due.due(clock())[0]
    _look(journal, ref, clock())
    # The trip's day (its departure is not known before a first answer: the day's start) over.
    day_over = trip_start(watch.travel_date + dt.timedelta(days=1), {})
    clock.now = day_over - dt.timedelta(seconds=1)
    assert _due(journal, clock) == [ref]
    clock.now = day_over

    assert _due(journal, clock) == []
    assert _rows(journal) == {}
    assert journal.watch_due.next_due() is None


def test_a_booking_cancelled_here_or_found_disrupted_leaves_the_index(
    journal: Journal, clock: Clock
) -> None:
    cancelled, disrupted, kept = (_sold(journal, f"s-{n}") for n in (1, 2, 3))
    journal.add_cancel(cancel_request("c-1", cancelled), agent=None)
    # Awaiting the service's answer: not asked about, due again a near interval on.
    assert _due(journal, clock) == [disrupted, kept]
    assert _rows(journal)[cancelled] == int((clock() + NEAR).timestamp())
    found = Found(disrupted, DisruptionKind.CHANGED, {"a": "1"}, {"a": "2"}, Decimal(0), None)
    assert journal.disruptions.record(found)
    with sqlite3.connect(journal.folder / DATABASE_NAME) as conn:  # the answer: cancelled
        conn.execute("UPDATE bookings SET status = 'Cancelled' WHERE booking_ref = ?", (cancelled,))
    clock.now += NEAR

    assert _due(journal, clock) == [kept]
    assert set(_rows(journal)) == {kept}


def test_a_departure_found_cancelled_brings_its_others_due_at_once(
    journal: Journal, clock: Clock
) -> None:
    refs = [_sold(journal, f"s-{n}") for n in (1, 2, 3)]
    for ref in refs:
        journal.watch_due.looked(ref, clock() + WEEKS, clock(), Pace())
    assert _due(journal, clock) == []
    first = journal.watch_due.one(refs[0])
    assert first is not None

    others = journal.watch_due.trip_at_once(first)

    assert [w.booking_ref for w in others] == refs[1:]
    assert _due(journal, clock) == refs[1:]


# Before its trip's start, a look's time on either side of each limit of the pace: the 48-hour
# window (every near interval within it), the trip coming within it a near interval on (at the old
# pace's and at the new's), and weeks ahead (the far interval, at most six hours).
AHEAD = [
    dt.timedelta(hours=48),
    dt.timedelta(hours=48, seconds=1),
    dt.timedelta(hours=48, minutes=5),
    dt.timedelta(hours=48, minutes=5, seconds=1),
    dt.timedelta(hours=48, minutes=10),
    dt.timedelta(hours=48, minutes=10, seconds=1),
    dt.timedelta(hours=51),
    WEEKS,
]


@pytest.mark.parametrize(
    "new",
    [
        Pace(near=dt.timedelta(minutes=5), far=dt.timedelta(hours=3)),
        Pace(near=dt.timedelta(minutes=20), far=dt.timedelta(hours=9)),  # far: six hours at most
    ],
    ids=["faster", "slower"],
)
def test_a_pace_changed_moves_each_next_look_where_that_pace_puts_it(
    journal: Journal, clock: Clock, new: Pace
) -> None:
    refs = [_sold(journal, f"s-{n}") for n in range(len(AHEAD))]
    for ref, ahead in zip(refs, AHEAD, strict=True):
        journal.watch_due.looked(ref, clock() + ahead, clock(), Pace())
    before = _rows(journal)
    at_new = {
        ref: int(new.next_look(clock() + ahead, clock()).timestamp())
        for ref, ahead in zip(refs, AHEAD, strict=True)
    }

    moved = journal.watch_due.repace(new)

    assert _rows(journal) == at_new
    assert moved == sum(before[ref] != at_new[ref] for ref in refs) > 0
    assert journal.watch_due.repace(new) == 0  # paced already: nothing written


def test_a_near_interval_changed_after_a_look_paces_its_next(
    journal: Journal, clock: Clock
) -> None:
    looked, never = _sold(journal, "s-1"), _sold(journal, "s-2")
    _look(journal, looked, clock())  # tomorrow's trip: within 48 hours, every 10 minutes
    assert _due(journal, clock) == [never]

    assert journal.watch_due.repace(Pace(near=dt.timedelta(minutes=5))) == 1
    clock.now += dt.timedelta(minutes=5) - dt.timedelta(seconds=1)
    assert _due(journal, clock) == [never]  # never asked: still due at once
    clock.now += dt.timedelta(seconds=1)
    assert _due(journal, clock) == [never, looked]

    # Slower again: 20 minutes after that same look, not 5 or 10.
    journal.watch_due.repace(Pace(near=dt.timedelta(minutes=20)))
    assert _due(journal, clock) == [never]
    clock.now += dt.timedelta(minutes=15) - dt.timedelta(seconds=1)
    assert _due(journal, clock) == [never]
    clock.now += dt.timedelta(seconds=1)
    assert _due(journal, clock) == [never, looked]


def test_a_departure_found_cancelled_stays_due_at_once_when_the_pace_changes(
    journal: Journal, clock: Clock
) -> None:
    refs = [_sold(journal, f"s-{n}") for n in (1, 2)]
    for ref in refs:
        _look(journal, ref, clock())
    first = journal.watch_due.one(refs[0])
    assert first is not None
    journal.watch_due.trip_at_once(first)

    journal.watch_due.repace(Pace(near=dt.timedelta(minutes=5)))

    assert _rows(journal)[refs[1]] == 0
    assert _due(journal, clock) == refs[1:]


def test_an_older_journal_gets_the_index_filled_from_its_bookings(
    tmp_path: Path, clock: Clock
) -> None:
    with Journal(tmp_path, now=clock) as journal:
        never, looked, travelled = (_sold(journal, f"s-{n}") for n in (1, 2, 3))
        journal.disruptions.checked(looked, {"departure_time": "09:00"})
    path = tmp_path / DATABASE_NAME
    with sqlite3.connect(path) as conn:  # as version 26 left it
        conn.execute("DROP TABLE watch_due")
        conn.execute(
            "UPDATE bookings SET travel_date = '2020-01-01' WHERE booking_ref = ?", (travelled,)
        )
        conn.execute("PRAGMA user_version=26")
        travel_date = conn.execute(
            "SELECT travel_date FROM bookings WHERE booking_ref = ?", (looked,)
        ).fetchone()[0]

    conn = connect(path)
    rows = dict(conn.execute("SELECT booking_ref, due_s FROM watch_due").fetchall())
    conn.close()

    starts = trip_start(dt.date.fromisoformat(travel_date), {"departure_time": "09:00"})
    assert rows == {never: 0, looked: int(Pace().next_look(starts, clock()).timestamp())}
