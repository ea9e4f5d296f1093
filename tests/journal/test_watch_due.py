"""The watcher's index by next look (``app.journal.watch_due``): a booking sold is there, due at
once; one looked at moves to its next look; one travelled, cancelled by this counter or found
disrupted leaves it as a round reads it; one whose cancellation awaits its answer waits; a
departure found cancelled brings its others back at once; an older journal gets it filled."""

from __future__ import annotations

import datetime as dt
import sqlite3
from decimal import Decimal
from pathlib import Path

from app.domain.disruption import DisruptionKind, Pace, trip_start
from app.journal import Journal
from app.journal.disruptions import Found
from app.journal.schema import connect
from app.journal.store import DATABASE_NAME
from tests.journal.entries import Clock, boat_request, cancel_request, record_sale

NEAR = dt.timedelta(minutes=10)


def _sold(journal: Journal, request_id: str) -> str:
    return record_sale(journal, boat_request(request_id)).booking_ref


def _due(journal: Journal, clock: Clock) -> list[str]:
    return [watch.booking_ref for watch in journal.watch_due.due(clock() + NEAR)]


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
    next_look = clock() + dt.timedelta(hours=6)
    journal.watch_due.looked(first, next_look)

    assert _due(journal, clock) == [second]
    journal.watch_due.looked(second, clock() + NEAR)
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
    journal.watch_due.looked(ref, clock() + NEAR)
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
        journal.watch_due.looked(ref, clock() + dt.timedelta(hours=6))
    assert _due(journal, clock) == []
    first = journal.watch_due.one(refs[0])
    assert first is not None

    others = journal.watch_due.trip_at_once(first)

    assert [w.booking_ref for w in others] == refs[1:]
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
