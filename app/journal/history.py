"""The counter's bookings: search, filter by day, pages, per-day totals."""

from __future__ import annotations

import datetime as dt
import sqlite3
from collections.abc import Iterator

from app.records.bookings import BookingRow, DayTotals

PAGE_SIZE = 200
NEWEST_FIRST = "ORDER BY sold_at DESC, booking_id DESC"
# A booking with the customer's side of its sale: its price as the till recorded it and the
# tenders' modes in order. Scalar subqueries, not a join: SQLite works them out for the rows a
# page returns only, never for the rows its OFFSET skips, each through an index. What the
# tenders took for it is the books' (``BookQueries.taken_by_sales``, read by History's service).
_WITH_PAYMENT = (
    "SELECT bookings.*, (SELECT total_paise FROM till_sales"
    " WHERE till_sales.request_id = bookings.request_id AND state = 'taken') AS price_paise,"
    " (SELECT group_concat(mode) FROM (SELECT mode FROM till_tenders"
    " WHERE till_tenders.request_id = bookings.request_id ORDER BY position)) AS paid_by"
    " FROM bookings"
)


def search_key(*texts: str) -> str:
    """What search matches against: the texts case-folded, one per line."""
    return "\n".join(text.casefold() for text in texts)


def search_clause(text: str, day: dt.date | None) -> tuple[str, list[object]]:
    """The WHERE clause of ``text`` and ``day`` (with its leading space; '' for every booking)
    and its parameters."""
    clauses: list[str] = []
    params: list[object] = []
    if text.strip():
        # Escaped, so that % and _ typed by staff match themselves.
        escaped = text.strip().casefold()
        for special in ("\\", "%", "_"):
            escaped = escaped.replace(special, "\\" + special)
        clauses.append("haystack LIKE ? ESCAPE '\\'")
        params.append(f"%{escaped}%")
    if day is not None:
        clauses.append("sold_on = ?")
        params.append(day.isoformat())
    return (" WHERE " + " AND ".join(clauses) if clauses else ""), params


class History:
    """Read-only views of the ``bookings`` table.

    ``text`` matches any part of the booking ref, the customer's name or any passenger's name
    (case-insensitive); ``day`` is the day of sale on the service's clock.
    """

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn

    def count(self, text: str = "", day: dt.date | None = None) -> int:
        """How many bookings match."""
        where, params = search_clause(text, day)
        return int(
            self._conn.execute(f"SELECT COUNT(*) FROM bookings{where}", params).fetchone()[0]
        )

    def page(
        self,
        text: str = "",
        day: dt.date | None = None,
        *,
        offset: int = 0,
        limit: int = PAGE_SIZE,
    ) -> list[BookingRow]:
        """One page of matching bookings, newest first."""
        where, params = search_clause(text, day)
        rows = self._conn.execute(
            f"{_WITH_PAYMENT}{where} {NEWEST_FIRST} LIMIT ? OFFSET ?",
            [*params, limit, offset],
        )
        return [BookingRow.from_row(row) for row in rows]

    def rows(self, text: str = "", day: dt.date | None = None) -> Iterator[BookingRow]:
        """Every matching booking, newest first, read as it is consumed."""
        where, params = search_clause(text, day)
        for row in self._conn.execute(f"{_WITH_PAYMENT}{where} {NEWEST_FIRST}", params):
            yield BookingRow.from_row(row)

    def find(self, booking_ref: str) -> BookingRow | None:
        """The booking with this reference, if it was made here."""
        row = self._conn.execute(
            f"{_WITH_PAYMENT} WHERE bookings.booking_ref = ?", (booking_ref,)
        ).fetchone()
        return None if row is None else BookingRow.from_row(row)

    def day_totals(self, text: str = "", day: dt.date | None = None) -> list[DayTotals]:
        """Per day of sale (newest first): how many bookings. Their money is the books'
        (``BookQueries.days_of_sale``), which History's service reads beside this."""
        where, params = search_clause(text, day)
        rows = self._conn.execute(
            f"SELECT sold_on, COUNT(*) FROM bookings{where} GROUP BY sold_on ORDER BY sold_on DESC",
            params,
        )
        return [DayTotals(dt.date.fromisoformat(sold_on), count) for sold_on, count in rows]
