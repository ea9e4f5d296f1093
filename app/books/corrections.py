"""A month's corrections of closed months, as the trial balance lists them: each entry posted in
the month that belongs to a closed one (moved out of it) or takes back what a closed one holds,
with the closed month, the day it belonged to and what it corrects (docs/books.md, "Periods";
``app.journal.month_close``)."""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from dataclasses import dataclass
from decimal import Decimal

from app.domain.money import from_paise
from app.domain.postings import day_sql


@dataclass(frozen=True, slots=True)
class Correction:
    """One entry of a month that corrects a closed month: its event, kind and day in the books,
    the closed month, the day it belonged to (None: it was of its own day, taking back an
    entry of the closed month), the event it corrects ('' when it names none: a row of the
    closed month found late), its booking ('' for none), the amount its entry moves, and the
    counter that posted it, where a trial balance of several counters' books (the agency's)
    lists it ('' in one counter's own)."""

    event_id: str
    kind: str
    day: dt.date
    closed_month: str
    belongs_on: dt.date | None
    corrects: str
    booking_ref: str
    amount: Decimal
    counter: str = ""


def corrections(conn: sqlite3.Connection, first: dt.date, last: dt.date) -> list[Correction]:
    """The corrections of closed months posted from ``first`` to ``last``, in the order they
    were posted."""
    rows = conn.execute(
        f"SELECT e.event_id, e.kind, e.body, {day_sql()} AS day,"
        " (SELECT COALESCE(SUM(l.debit_paise), 0) FROM book_lines AS l WHERE l.seq = e.seq)"
        " FROM money_events AS e"
        " WHERE json_extract(e.body, '$.closed_month') IS NOT NULL"
        f" AND {day_sql()} BETWEEN ? AND ? ORDER BY e.seq",
        (first.isoformat(), last.isoformat()),
    ).fetchall()
    found = []
    for event_id, kind, text, day, paise in rows:
        body = json.loads(text)
        belongs = body.get("belongs_on")
        found.append(
            Correction(
                event_id,
                kind,
                dt.date.fromisoformat(day),
                str(body["closed_month"]),
                dt.date.fromisoformat(belongs) if belongs else None,
                str(body.get("corrects") or ""),
                str(body.get("booking_ref") or ""),
                from_paise(paise),
            )
        )
    return found
