"""Sent sales whose customer walked away, on a supervisor's decision: the cancellation that
undoes each, and what the service kept of it."""

from __future__ import annotations

import datetime as dt
import sqlite3
from decimal import Decimal

from app.domain.money import from_paise
from app.journal.till_tables import TillTables
from app.records.till import LeftSale


def left_fees(conn: sqlite3.Connection) -> dict[str, Decimal]:
    """What the service kept of each cancellation of a sale whose customer left (its wallet
    debit less the refund), by the cancellation's request_id: the agency's cost of it."""
    try:
        rows = conn.execute(
            "SELECT l.cancel_request_id, s.amount_paise - c.amount_paise"
            " FROM customer_left AS l JOIN requests AS s ON s.request_id = l.sale_request_id"
            " JOIN requests AS c ON c.request_id = l.cancel_request_id WHERE c.state = 'done'"
        ).fetchall()
    except sqlite3.OperationalError:
        return {}  # a journal older than version 5, read as it is: no sale was left there
    return {request_id: from_paise(max(paise or 0, 0)) for request_id, paise in rows}


def _left_from(row: sqlite3.Row) -> LeftSale:
    return LeftSale(
        row["sale_request_id"],
        row["decision_id"],
        dt.datetime.fromisoformat(row["decided_at"]),
        row["cancel_request_id"],
    )


class LeftSaleTables(TillTables):
    """The decisions that a sent sale's customer left, and the cancellations undoing them."""

    # --- the customer left --------------------------------------------------------------------

    def customer_left(self, sale_request_id: str, decision_id: int) -> LeftSale:
        """Record a supervisor's decision that the customer of a sent sale left: it is cancelled
        if the service booked it (the first decision stands)."""
        with self._conn as conn:
            conn.execute(
                "INSERT INTO customer_left (sale_request_id, decision_id, decided_at)"
                " VALUES (?, ?, ?) ON CONFLICT (sale_request_id) DO NOTHING",
                (sale_request_id, decision_id, self._stamp()),
            )
        left = self.left_sale(sale_request_id)
        assert left is not None  # just written
        return left

    def left_sale(self, sale_request_id: str) -> LeftSale | None:
        """The decision that the customer of ``sale_request_id`` left, if one was made."""
        row = self._conn.execute(
            "SELECT * FROM customer_left WHERE sale_request_id = ?", (sale_request_id,)
        ).fetchone()
        return None if row is None else _left_from(row)

    def left_sales(self) -> list[LeftSale]:
        """The sales whose customer left that are not settled yet (neither refused by the
        service nor cancelled with all the customer's money given back), oldest decision first."""
        # ``refunds_credited`` is read as ``RefundTables.refunds_owed`` reads it (and says why).
        rows = self._conn.execute(
            "SELECT l.* FROM customer_left AS l JOIN requests AS r"
            " ON r.request_id = l.sale_request_id WHERE r.state != 'failed'"
            " AND (NOT EXISTS (SELECT 1 FROM customer_refunds AS c"
            " WHERE c.request_id = l.cancel_request_id)"
            " OR EXISTS (SELECT 1 FROM refunds_due AS d WHERE d.request_id = l.cancel_request_id"
            " AND d.amount_paise > (SELECT COALESCE(SUM(c.amount_paise), 0)"
            " FROM customer_refunds AS c WHERE c.request_id = d.request_id AND c.mode = d.mode)))"
            " AND NOT EXISTS (SELECT 1 FROM refunds_credited AS k"
            " WHERE k.request_id = l.cancel_request_id)"
            " ORDER BY l.decided_at, l.rowid"
        )
        return [_left_from(row) for row in rows.fetchall()]

    def cancel_left_sale(self, sale_request_id: str, cancel_request_id: str) -> None:
        """The cancellation ``cancel_request_id`` is the one that cancels the sale the customer
        left (written before it is sent; a refused one is replaced by the next)."""
        with self._conn as conn:
            conn.execute(
                "UPDATE customer_left SET cancel_request_id = ? WHERE sale_request_id = ?",
                (cancel_request_id, sale_request_id),
            )
