"""The bookings the watcher asks about, what it first saw of each, and the disruptions it found:
each recorded once, with the time it was found, and copied to the agency store.

An operator's cancellation is also journalled as a settled cancellation of the booking (request
``operator:<ref>``, its refund the wallet's credit) with the customer's refund due beside it, so
the shift report, the Z report and the till's refund path treat it as any other.
"""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from decimal import Decimal

from app.domain.disruption import Closed, DisruptionKind, trip_start
from app.domain.modules import Module
from app.domain.money import from_paise, to_paise
from app.domain.status import BookingStatus
from app.journal import money_events
from app.journal.cancellations import OPERATOR_ACTION, add_cancellation_record
from app.journal.disruption_state import close_disruption, send_state
from app.journal.money_events import cancellation_event
from app.journal.refunds import record_refund_due
from app.mail.outbox import Cause, Letter, queue_message
from app.records.refunds import RefundDue

# Journal version 19. ``watched``: what the first status answer said of each trip (to tell a
# change) and when it was last asked; ``disruptions``: one row per booking, never two.
DISRUPTIONS_SCHEMA = """
CREATE TABLE IF NOT EXISTS watched (
    booking_ref TEXT PRIMARY KEY REFERENCES bookings (booking_ref),
    first_seen TEXT NOT NULL,
    checked_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS disruptions (
    booking_ref TEXT PRIMARY KEY REFERENCES bookings (booking_ref),
    kind TEXT NOT NULL CHECK (kind IN ('cancelled', 'changed')),
    found_at TEXT NOT NULL,
    was TEXT NOT NULL,
    now TEXT NOT NULL,
    wallet_back_paise INTEGER NOT NULL,
    request_id TEXT REFERENCES requests (request_id),
    closed_at TEXT,
    closed_how TEXT CHECK (closed_how IN ('refunded', 'rebooked', 'told'))
);
CREATE INDEX IF NOT EXISTS disruptions_open ON disruptions (found_at) WHERE closed_at IS NULL;
-- The bookings of one departure or slot (the watcher's, once one is found cancelled) found
-- through this index, not by reading a year's bookings (11 ms for 100,000).
CREATE INDEX IF NOT EXISTS bookings_by_travel_date ON bookings (travel_date);
"""

# A booking ``b`` the watcher may still find disrupted (the cancelled status its parameter): not
# cancelled by this counter (wholly, as far as its journal knows), no disruption recorded, no
# cancellation of its own waiting for the service's answer.
WATCHABLE = (
    "b.status <> ?"
    " AND NOT EXISTS (SELECT 1 FROM disruptions AS d WHERE d.booking_ref = b.booking_ref)"
    " AND NOT EXISTS (SELECT 1 FROM requests AS r WHERE r.booking_ref = b.booking_ref"
    " AND r.endpoint = 'cancel_booking' AND r.state = 'pending')"
)
# The departures and slots found cancelled that have not ended (a day's grace, as the watch
# list's), each with when a cancellation on it was last found.
CANCELLED_TRIPS = (
    "SELECT b.module, b.product, b.travel_date, max(d.found_at) AS found_at"
    " FROM disruptions AS d JOIN bookings AS b USING (booking_ref)"
    " WHERE d.kind = 'cancelled' AND b.travel_date >= ?"
    " GROUP BY b.module, b.product, b.travel_date"
)
# Whether one booking (its reference, then the cancelled status) is still watchable.
STILL_WATCHABLE = f"SELECT 1 FROM bookings AS b WHERE b.booking_ref = ? AND {WATCHABLE}"

OPERATOR_PREFIX = "operator:"


def operator_request_id(booking_ref: str) -> str:
    """The journal's request id of the operator's cancellation of ``booking_ref``."""
    return f"{OPERATOR_PREFIX}{booking_ref}"


@dataclass(frozen=True, slots=True)
class Watch:
    """A booking of this counter the watcher asks about: its trip, what the first answer said of
    it (empty before one), when it was last asked (None: never)."""

    booking_ref: str
    module: Module
    product: str
    travel_date: dt.date
    first_seen: dict[str, str]
    checked_at: dt.datetime | None

    @property
    def trip(self) -> Trip:
        """Its departure or slot: the product line (trip, boat and departure time; activity and
        slot) on its day."""
        return self.module, self.product, self.travel_date

    @property
    def starts(self) -> dt.datetime:
        """When its trip starts, as far as the journal knows: the first answer's departure time,
        else the day's first moment."""
        return trip_start(self.travel_date, self.first_seen)


# A departure or slot: its module, product line and day.
Trip = tuple[Module, str, dt.date]


@dataclass(frozen=True, slots=True)
class Found:
    """A disruption as the watcher found it: what was sold (``was``) and what the service says
    now, what the wallet got back, and the customer's refund due (None: a change, or a sale not
    paid at this till)."""

    booking_ref: str
    kind: DisruptionKind
    was: Mapping[str, str]
    now: Mapping[str, str]
    wallet_back: Decimal
    due: RefundDue | None


@dataclass(frozen=True, slots=True)
class Disruption:
    """A disruption as journalled, with the booking it disrupted."""

    booking_ref: str
    kind: DisruptionKind
    found_at: dt.datetime
    was: dict[str, str]
    now: dict[str, str]
    wallet_back: Decimal
    request_id: str | None
    closed_how: Closed | None


class DisruptionTables:
    """The watcher's rows and the disruptions of the journal open on ``conn``."""

    def __init__(self, conn: sqlite3.Connection, now: Callable[[], dt.datetime]) -> None:
        self._conn = conn
        self._now = now

    def checked(self, booking_ref: str, trip: Mapping[str, str]) -> None:
        """The service was asked about ``booking_ref`` now; ``trip`` is kept if it is the first
        answer."""
        with self._conn as conn:
            conn.execute(
                "INSERT INTO watched (booking_ref, first_seen, checked_at) VALUES (?, ?, ?)"
                " ON CONFLICT (booking_ref) DO UPDATE SET checked_at = excluded.checked_at",
                (booking_ref, json.dumps(dict(trip)), self._stamp()),
            )

    @contextmanager
    def held(self) -> Iterator[None]:
        """The journal's write lock taken now and held until ``record`` commits (or the block
        ends): what a disruption is worked out from cannot change before it is recorded."""
        self._conn.execute("BEGIN IMMEDIATE")
        try:
            yield
        finally:
            if self._conn.in_transaction:
                self._conn.rollback()  # nothing was recorded

    def record(self, found: Found, letter: Letter | None = None) -> bool:
        """Record ``found`` once, with the time found; an operator's cancellation also as the
        booking's settled cancellation with the refund due; ``letter``, the customer's news of
        it, queued for e-mail in the same transaction. False, recording nothing: it was recorded
        before, or this counter cancelled the booking itself (done or awaiting the answer) since
        the watcher read its watch list."""
        stamp = self._stamp()
        request_id = None
        with self._conn as conn:
            watchable = conn.execute(
                STILL_WATCHABLE, (found.booking_ref, BookingStatus.CANCELLED.label)
            ).fetchone()
            if watchable is None:
                return False
            if found.kind is DisruptionKind.CANCELLED:
                request_id = self._operator_cancelled(conn, found, stamp)
            conn.execute(
                "INSERT INTO disruptions (booking_ref, kind, found_at, was, now,"
                " wallet_back_paise, request_id) VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    found.booking_ref,
                    found.kind.value,
                    stamp,
                    json.dumps(dict(found.was)),
                    json.dumps(dict(found.now)),
                    to_paise(found.wallet_back),
                    request_id,
                ),
            )
            send_state(conn, found.booking_ref, self._now())
            if letter is not None:
                queue_message(
                    conn,
                    booking_ref=found.booking_ref,
                    cause=Cause.DISRUPTION,
                    recipient=letter.recipient,
                    language=letter.language,
                    subject=letter.subject,
                    body=letter.body,
                    documents=(),
                    now=self._now(),
                )
        return True

    def _operator_cancelled(self, conn: sqlite3.Connection, found: Found, stamp: str) -> str:
        request_id = operator_request_id(found.booking_ref)
        module, seats = conn.execute(
            "SELECT module, qty FROM bookings WHERE booking_ref = ?", (found.booking_ref,)
        ).fetchone()
        body = {
            "request_id": request_id,
            "booking_ref": found.booking_ref,
            "module_type": module,
            "action": OPERATOR_ACTION,
            "qty": seats,
        }
        status = BookingStatus.CANCELLED.label
        refund = to_paise(found.wallet_back)
        conn.execute(
            "INSERT INTO requests (request_id, endpoint, module, body, state, created_at,"
            " updated_at, booking_ref, outcome_status, amount_paise)"
            " VALUES (?, 'cancel_booking', ?, ?, 'done', ?, ?, ?, ?, ?)",
            (request_id, module, json.dumps(body), stamp, stamp, found.booking_ref, status, refund),
        )
        if found.due is not None:
            record_refund_due(conn, request_id, found.due)
        conn.execute(
            "UPDATE bookings SET status = ?, refunded_paise = refunded_paise + ?"
            " WHERE booking_ref = ?",
            (status, refund, found.booking_ref),
        )
        add_cancellation_record(conn, request_id, status, self._now())
        money_events.record(
            conn,
            cancellation_event(conn, request_id, found.booking_ref, found.wallet_back),
            self._now(),
        )
        return request_id

    def close(self, booking_ref: str, how: Closed) -> bool:
        """The disruption of ``booking_ref`` is dealt with (False: none open)."""
        with self._conn as conn:
            return close_disruption(conn, booking_ref, how, self._now())

    def open(self) -> list[Disruption]:
        """The disruptions not dealt with yet, oldest found first."""
        return self._read("closed_at IS NULL")

    def find(self, booking_ref: str) -> Disruption | None:
        """The disruption of ``booking_ref``, open or closed."""
        found = self._read("booking_ref = ?", booking_ref)
        return found[0] if found else None

    def cancelled_products(self, day: dt.date) -> frozenset[str]:
        """The product lines (``ProductName.text``) of ``day`` the operator cancelled, as this
        counter found them on the bookings it sold (open or dealt with)."""
        rows = self._conn.execute(
            "SELECT DISTINCT b.product FROM disruptions d JOIN bookings b"
            " ON b.booking_ref = d.booking_ref WHERE d.kind = ? AND b.travel_date = ?",
            (DisruptionKind.CANCELLED.value, day.isoformat()),
        ).fetchall()
        return frozenset(row[0] for row in rows)

    def _read(self, condition: str, *values: object) -> list[Disruption]:
        rows = self._conn.execute(
            f"SELECT * FROM disruptions WHERE {condition} ORDER BY found_at, booking_ref", values
        ).fetchall()
        return [
            Disruption(
                row["booking_ref"],
                DisruptionKind(row["kind"]),
                dt.datetime.fromisoformat(row["found_at"]),
                json.loads(row["was"]),
                json.loads(row["now"]),
                from_paise(row["wallet_back_paise"]),
                row["request_id"],
                Closed(row["closed_how"]) if row["closed_how"] else None,
            )
            for row in rows
        ]

    def _stamp(self) -> str:
        return self._now().isoformat(timespec="seconds")
