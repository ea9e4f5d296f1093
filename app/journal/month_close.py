"""The month's lock in the journal: a supervisor's close of a month and an owner's re-opening,
each a final record (journal version 47), and the rule every money event is written under
while a month is closed (docs/decisions/month-lock.md).

A money event whose day in the books would fall in a closed month (an entry a statement brings,
dated by its row's value date) is posted on the first day of the first open month after it, its
body naming the day it belonged to (``belongs_on``) and the month (``closed_month``); an event
that takes back what a closed month holds (a proof undone by a chargeback, a refund the bank
returned, a refund or credit note of a sale of that month) names what it corrects
(``corrects``). Both are the month's corrections (``app.books.corrections``).
"""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from app.domain.postings import DAY_KINDS, EventKind, MoneyEvent, day_of
from app.figures import long_month_name
from app.journal import outbox
from app.journal.outbox import Kind

MONTH_CLOSES_SCHEMA = """
CREATE TABLE IF NOT EXISTS month_closes (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    month TEXT NOT NULL CHECK (month GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]'),
    act TEXT NOT NULL CHECK (act IN ('close', 'reopen')),
    acted_at TEXT NOT NULL,
    acted_by TEXT NOT NULL,
    reason TEXT NOT NULL DEFAULT '',
    accepted TEXT NOT NULL DEFAULT '[]',
    settings_sha256 TEXT NOT NULL DEFAULT '',
    exports TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX IF NOT EXISTS month_closes_by_month ON month_closes (month, seq);
CREATE TRIGGER IF NOT EXISTS month_closes_final_update BEFORE UPDATE ON month_closes
BEGIN SELECT RAISE(ABORT, 'a month''s close is final'); END;
CREATE TRIGGER IF NOT EXISTS month_closes_final_delete BEFORE DELETE ON month_closes
BEGIN SELECT RAISE(ABORT, 'a month''s close is final'); END;
"""

# The journal version that keeps the months' closes; the steps before it write money events
# (versions 39, 40, 45) on a journal that has no such table yet, and no month closed.
MONTH_CLOSES_VERSION = 47

# The kinds that take back what an earlier entry gave: written for a sale of a closed month,
# they name the sale they correct.
TAKING_BACK = frozenset(
    {
        EventKind.CANCELLATION,
        EventKind.REFUND_PAID,
        EventKind.REFUND_AGREED,
        EventKind.CREDIT_NOTE,
        EventKind.REFUND_RETURNED,
    }
)
UNDONE = ":undone"


def month_of(day: dt.date) -> str:
    """``day``'s month as the journal names it: ``2027-01``."""
    return f"{day.year:04d}-{day.month:02d}"


def first_day(month: str) -> dt.date:
    """The first day of ``month`` (``2027-01``)."""
    return dt.date.fromisoformat(f"{month}-01")


def last_day(month: str) -> dt.date:
    """The last day of ``month``."""
    return next_month(first_day(month)) - dt.timedelta(days=1)


def month_words(month: str) -> str:
    """``month`` (``2027-01``) as people read it: ``January 2027``."""
    first = first_day(month)
    return f"{long_month_name(first)} {first.year}"


def next_month(day: dt.date) -> dt.date:
    """The first day of the month after ``day``'s."""
    return (day.replace(day=1) + dt.timedelta(days=32)).replace(day=1)


@dataclass(frozen=True, slots=True)
class MonthAct:
    """One close or re-opening of a month: who, when, why, what was accepted unexplained, and
    (a close) the digest of the export settings and of each of the month's exports."""

    seq: int
    month: str
    act: str
    acted_at: dt.datetime
    acted_by: str
    reason: str
    accepted: tuple[str, ...]
    settings_sha256: str
    exports: Mapping[str, str]

    @property
    def closes(self) -> bool:
        """Whether this act closed the month (else it re-opened it)."""
        return self.act == "close"


def _act(row: sqlite3.Row) -> MonthAct:
    return MonthAct(
        row["seq"],
        row["month"],
        row["act"],
        dt.datetime.fromisoformat(row["acted_at"]),
        row["acted_by"],
        row["reason"],
        tuple(json.loads(row["accepted"])),
        row["settings_sha256"],
        json.loads(row["exports"]),
    )


def acts_of(conn: sqlite3.Connection, month: str) -> list[MonthAct]:
    """Every close and re-opening of ``month``, in the order they were made (none in a
    journal older than the closes)."""
    (version,) = conn.execute("PRAGMA user_version").fetchone()
    if 0 < version < MONTH_CLOSES_VERSION:
        return []
    rows = conn.execute(
        "SELECT * FROM month_closes WHERE month = ? ORDER BY seq", (month,)
    ).fetchall()
    return [_act(row) for row in rows]


def closed_months(conn: sqlite3.Connection) -> frozenset[str]:
    """The months whose latest act closed them."""
    (version,) = conn.execute("PRAGMA user_version").fetchone()
    if 0 < version < MONTH_CLOSES_VERSION:
        return frozenset()
    rows = conn.execute(
        "SELECT month, act FROM month_closes AS m WHERE seq ="
        " (SELECT MAX(seq) FROM month_closes WHERE month = m.month)"
    )
    return frozenset(month for month, act in rows if act == "close")


def first_open_day(closed: frozenset[str], day: dt.date) -> dt.date:
    """``day`` when its month is open, else the first day of the first open month after it."""
    while month_of(day) in closed:
        day = next_month(day)
    return day


def record_act(
    conn: sqlite3.Connection,
    month: str,
    act: str,
    made: dt.datetime,
    acted_by: str,
    *,
    reason: str = "",
    accepted: Sequence[str] = (),
    settings_sha256: str = "",
    exports: Mapping[str, str] | None = None,
) -> MonthAct:
    """Write a close or re-opening of ``month`` in the caller's transaction and queue it for the
    agency store (outbox kind ``month_close``)."""
    stamp = made.isoformat(timespec="seconds")
    cursor = conn.execute(
        "INSERT INTO month_closes (month, act, acted_at, acted_by, reason, accepted,"
        " settings_sha256, exports) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        (
            month,
            act,
            stamp,
            acted_by,
            reason,
            json.dumps(list(accepted), ensure_ascii=False),
            settings_sha256,
            json.dumps(dict(exports or {}), sort_keys=True),
        ),
    )
    seq = cursor.lastrowid
    assert seq is not None  # a row was inserted
    body = {
        "month": month,
        "act": act,
        "acted_at": stamp,
        "acted_by": acted_by,
        "reason": reason,
        "accepted": list(accepted),
        "settings_sha256": settings_sha256,
        "exports": dict(exports or {}),
    }
    outbox.add(conn, Kind.MONTH_CLOSE, f"month_close:{seq}", body, made)
    return _act(conn.execute("SELECT * FROM month_closes WHERE seq = ?", (seq,)).fetchone())


def _corrected_id(conn: sqlite3.Connection, event: MoneyEvent) -> str | None:
    """The event ``event`` takes back or corrects, where it names one: a proof or an assignment
    undone (its id less ``:undone``), a refund returned (the refund's payment), a correcting
    entry (its ``corrects``), a taking back of a booking (its sale)."""
    body = event.body
    if body.get("corrects"):
        return str(body["corrects"])
    if event.event_id.endswith(UNDONE):
        return event.event_id.removesuffix(UNDONE)
    if event.kind is EventKind.REFUND_RETURNED:
        return event.event_id.removeprefix(f"{EventKind.REFUND_RETURNED.value}:")
    if event.kind in TAKING_BACK and body.get("booking_ref"):
        # By the booking's unique index, never by reading the sales' bodies.
        row = conn.execute(
            "SELECT request_id FROM bookings WHERE booking_ref = ?", (str(body["booking_ref"]),)
        ).fetchone()
        return None if row is None else f"{EventKind.SALE.value}:{row[0]}"
    return None


def _day_of_event(conn: sqlite3.Connection, event_id: str) -> dt.date | None:
    row = conn.execute(
        "SELECT kind, body, recorded_at FROM money_events WHERE event_id = ?", (event_id,)
    ).fetchone()
    return None if row is None else day_of(row[0], json.loads(row[1]), row[2])


def locked(conn: sqlite3.Connection, event: MoneyEvent, made: dt.datetime) -> MoneyEvent:
    """``event`` as the lock writes it: moved out of a closed month to the first day of the
    first open one (its body's ``on``; ``belongs_on`` the day it was of) and naming what it
    corrects in a closed month (``corrects``, ``closed_month``); unchanged when no month it
    touches is closed. Only the kinds that could touch one are read for: a sale is never."""
    if event.kind not in DAY_KINDS and event.kind not in TAKING_BACK:
        return event
    closed = closed_months(conn)
    if not closed:
        return event
    body: dict[str, Any] = dict(event.body)
    own = day_of(event.kind.value, body, made.isoformat())
    moved = first_open_day(closed, own)
    corrected = _corrected_id(conn, event)
    corrected_day = None if corrected is None else _day_of_event(conn, corrected)
    corrects_closed = corrected_day is not None and month_of(corrected_day) in closed
    if moved == own and not corrects_closed:
        return event
    if moved != own:
        # Only a kind dated by its body's day can be in a closed month (a month closes once
        # it has ended, and every other kind is on the day it is recorded).
        body |= {"on": moved.isoformat(), "belongs_on": own.isoformat()}
        body["closed_month"] = month_of(own)
    elif corrected_day is not None:
        body["closed_month"] = month_of(corrected_day)
    if corrects_closed and corrected is not None:
        body["corrects"] = corrected
    return MoneyEvent(event.event_id, event.kind, body)
