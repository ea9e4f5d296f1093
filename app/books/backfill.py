"""The books of a journal written before they were kept: its till's history made into money
events once, in the order it happened, a chunk per transaction, with progress.

The events are those the writes of this version record (``app.journal.money_events``), under
the same natural keys, marked ``backfilled``: an event recorded live meanwhile is not made
twice. Runs in a worker after the first paint (``app.counter.runtime.job_books``).
"""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from app.domain.money import from_paise
from app.domain.postings import MoneyEvent
from app.journal import money_events
from app.journal.money_events import (
    agreed_of_payments,
    cancellation_event,
    close_events,
    credit_note_event,
    float_event,
    refund_event,
    sale_event,
)

# Events written per transaction: each chunk holds the write lock for a few milliseconds, so a
# sale made meanwhile waits no longer than that.
CHUNK = 200


@dataclass(frozen=True, slots=True)
class Step:
    """One thing of the till's history, at its time: a maker of its events (read when made, in
    the order of the history, so each reads the books as they stood then)."""

    at: str
    order: int
    key: str

    def events(self, conn: sqlite3.Connection) -> Iterator[MoneyEvent]:
        """The money events this step records."""
        kind, _, key = self.key.partition(":")
        if kind == "open":
            (opening,) = conn.execute(
                "SELECT float_paise FROM shifts WHERE shift_id = ?", (int(key),)
            ).fetchone()
            pay = float_event(conn, int(key), from_paise(opening))
            if pay is not None:
                yield pay
        elif kind == "sale":
            ref, cash, credit = conn.execute(
                "SELECT booking_ref, cash_paise, credit_paise FROM bookings WHERE request_id = ?",
                (key,),
            ).fetchone()
            yield sale_event(conn, key, ref, from_paise(cash), from_paise(credit))
        elif kind == "cancel":
            ref, amount = conn.execute(
                "SELECT booking_ref, COALESCE(amount_paise, 0) FROM requests WHERE request_id = ?",
                (key,),
            ).fetchone()
            yield cancellation_event(conn, key, ref, from_paise(amount))
        elif kind == "refund":
            ref, mode, amount, off = conn.execute(
                "SELECT booking_ref, mode, amount_paise, round_off_paise FROM customer_refunds"
                " WHERE payment_id = ?",
                (key,),
            ).fetchone()
            yield refund_event(key, ref, mode, from_paise(amount), from_paise(off))
            # The cancellation owed the rule (``cancellation_event``): a refund its payments
            # agreed other than that is posted at the last of them, as the live write does.
            agreed = agreed_of_payments(conn, key)
            if agreed is not None:
                yield agreed
        elif kind == "credit":
            yield credit_note_event(conn, key)
        else:  # close
            (figures,) = conn.execute(
                "SELECT figures FROM z_reports WHERE shift_id = ?", (int(key),)
            ).fetchone()
            for event in close_events(conn, int(key), json.loads(figures)):
                if event is not None:
                    yield event


# The till's history, each row (time, order within a moment, key). A shift opens before what it
# takes and closes after; a sale before its cancellation, a cancellation before its refunds and
# the credit note its first refund (or its exchange) issued.
HISTORY = (
    "SELECT opened_at, 0, 'open:' || shift_id FROM shifts",
    "SELECT sold_at, 1, 'sale:' || request_id FROM bookings",
    "SELECT updated_at, 2, 'cancel:' || request_id FROM requests"
    " WHERE endpoint = 'cancel_booking' AND state = 'done' AND booking_ref IS NOT NULL",
    "SELECT recorded_at, 3, 'refund:' || payment_id FROM customer_refunds",
    "SELECT issued_at, 4, 'credit:' || doc_no FROM tax_documents WHERE kind = 'credit'",
    "SELECT closed_at, 5, 'close:' || shift_id FROM shifts WHERE closed_at IS NOT NULL"
    " AND shift_id IN (SELECT shift_id FROM z_reports)",
)


def wanted(conn: sqlite3.Connection) -> bool:
    """Whether the journal ``conn`` still waits for its backfill."""
    row = conn.execute("SELECT done_at FROM books_backfill WHERE only = 1").fetchone()
    return row is not None and row[0] is None


def history(conn: sqlite3.Connection) -> list[Step]:
    """The till's history to make into events, oldest first."""
    steps = [Step(*row) for query in HISTORY for row in conn.execute(query)]
    return sorted(steps, key=lambda step: (step.at, step.order, step.key))


def backfill(
    conn: sqlite3.Connection,
    now: Callable[[], dt.datetime],
    progress: Callable[[int, int], None] = lambda done, total: None,
) -> int:
    """Make the till's history of the journal ``conn`` into money events, ``CHUNK`` steps per
    transaction, calling ``progress(done, total)`` after each; how many events were recorded
    (0: nothing wanted). Finishing marks the backfill done."""
    if not wanted(conn):
        return 0
    steps = history(conn)
    recorded = 0
    for first in range(0, len(steps), CHUNK):
        with conn:
            for step in steps[first : first + CHUNK]:
                for event in step.events(conn):
                    recorded += money_events.record(conn, event, now(), backfilled=True)
        progress(min(first + CHUNK, len(steps)), len(steps))
    with conn:
        conn.execute(
            "UPDATE books_backfill SET done_at = ? WHERE only = 1",
            (now().isoformat(timespec="seconds"),),
        )
    return recorded
