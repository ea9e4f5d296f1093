"""The disruption watch's round on a year's journal, counted (``bench_counts.watch_counts``):
100,000 bookings not yet travelled (``fill_journal``'s year, all for one day three weeks on), each
looked at by the watcher within its pace (the last six hours), ``DUE`` of them due now. One round
of the watcher (``Watcher.watch_once``: the bookings due read, each asked and its look recorded,
the next round's time) is one counted part, on the loop's thread alone (the UI thread in the app)
or the whole process; a pace changed in the settings after it (``Watcher.follow``: every next
look of the index moved, the worst case of a re-pace) is another.

The journal is written as version 26 left it (its watched bookings, no index by next look) and
opened, so the same probe counts a tree before the index and one with it (filled as the journal
is upgraded, in the set-up). The service is a canned answer (the booking confirmed, its departure
unchanged) and the watcher's waits pass at once: what is counted is the app's own work, not the
network's or the clock's.

``python -m tests.perf.watch_year FOLDER`` under ``tests.perf.counting.count``.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import gc
import json
import sqlite3
import sys
from pathlib import Path

from app.api.models import BookingStatusResult, WalletResult
from app.counter.runtime.watch import Watcher
from app.domain.clock import SERVICE_TZ
from app.domain.disruption import Pace
from app.domain.modules import Module
from app.journal import Journal
from app.journal.store import DATABASE_NAME
from tests.perf.counting import mark, restart
from tests.ui.helpers.history import YEAR_SPACING, fill_journal

YEAR = 100_000
DUE = 20
ROUND = "watch round"
REPACE = "watch re-pace"
# The settings' pace after the round: every booking three weeks ahead moves to 3 hours.
FASTER = Pace(near=dt.timedelta(minutes=5), far=dt.timedelta(hours=3))
NOW = dt.datetime(2026, 12, 1, 10, 0, tzinfo=SERVICE_TZ)  # fill_journal's day is the 20th
DEPARTS = "11:00"
# Looked at within the last six hours (the far pace), spread; the due ones seven hours ago.
LOOKED_WITHIN = dt.timedelta(hours=6)
DUE_LOOKED = dt.timedelta(hours=7)


class Clock:
    """The probe's clock: still, but for the watcher's waits, which move it at once."""

    def __init__(self) -> None:
        self.now = NOW

    def __call__(self) -> dt.datetime:
        return self.now

    async def sleep(self, seconds: float) -> None:
        """A wait of the watcher's: the time passes, the loop turns once."""
        self.now += dt.timedelta(seconds=seconds)
        await asyncio.sleep(0)


def _looked_at(folder: Path) -> list[str]:
    """Each booking looked at as version 26 kept it (no index by next look); the due ones'
    references."""
    first_seen = json.dumps({"departure_time": DEPARTS})
    with sqlite3.connect(folder / DATABASE_NAME) as conn:
        refs = [row[0] for row in conn.execute("SELECT booking_ref FROM bookings ORDER BY 1")]
        step = LOOKED_WITHIN / len(refs)
        looks = [
            (
                ref,
                first_seen,
                (NOW - (DUE_LOOKED if n < DUE else LOOKED_WITHIN - step * n)).isoformat(
                    timespec="seconds"
                ),
            )
            for n, ref in enumerate(refs)
        ]
        conn.executemany(
            "INSERT INTO watched (booking_ref, first_seen, checked_at) VALUES (?, ?, ?)", looks
        )
        conn.execute("DROP TABLE IF EXISTS watch_due")
        conn.execute("DROP TRIGGER IF EXISTS watch_due_sold")
        conn.execute("PRAGMA user_version=26")
    return refs[:DUE]


def _answer(booking_ref: str) -> BookingStatusResult:
    return BookingStatusResult.model_validate(
        {
            "status": "SUCCESS",
            "data": {
                "booking_reference": booking_ref,
                "module": "BOAT",
                "booking_status": "CONFIRMED",
                "payment_status": "PAID",
                "refund_status": "NONE",
                "metadata": {"departure_time": DEPARTS},
            },
        }
    )


async def _round(journal: Journal, due: list[str], clock: Clock) -> int:
    answers = {ref: _answer(ref) for ref in due}

    async def ask(booking_ref: str, module: Module) -> BookingStatusResult:
        return answers[booking_ref]

    async def wallet() -> WalletResult:
        raise AssertionError("no booking here is cancelled: the wallet is not asked")

    watcher = Watcher(
        ask,
        journal,
        Pace(),
        wallet=wallet,
        refund_service_charge=True,
        now=clock,
        sleep=clock.sleep,
    )
    await watcher.follow(Pace())  # as the job's first round: the index paced already
    # The collector off, as for a counted turn (``turn_marks``): it runs in whichever thread's
    # allocation crosses its threshold, the loop's or a worker's, differently from run to run.
    gc.collect()
    gc.disable()
    restart()
    done = await watcher.watch_once()
    mark(ROUND)
    await watcher.follow(FASTER)
    mark(REPACE)
    return done.calls


def main() -> int:
    """A year's journal made, then one round of the watcher on it, counted."""
    folder = Path(sys.argv[1])
    clock = Clock()
    Journal(folder, now=clock).close()
    fill_journal(folder, YEAR, YEAR_SPACING)
    due = _looked_at(folder)
    with Journal(folder, now=clock) as journal:  # version 28 fills its index here
        calls = asyncio.run(_round(journal, due, clock))
    if calls != DUE:
        print(f"the round asked about {calls} bookings, not {DUE}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
