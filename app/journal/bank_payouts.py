"""The payment apps' payouts in the journal (version 26): each settlement report row's payout
UTR and what it adds to that payout, kept beside the row; the bank credits carrying a payout
UTR are found when asked, so that a report and the bank's statement may come in either order.

A credit carrying a payout UTR is the sales' money already proved by the report's rows: it
proves no payment itself (a settlement of one payment without fee has that payment's amount,
which would otherwise be suggested beside it), and it is no credit of no sale.
"""

from __future__ import annotations

import datetime as dt
import sqlite3
from collections.abc import Callable
from decimal import Decimal
from typing import TYPE_CHECKING

from app.domain.money import from_paise

# The statements' own modules are imported where payouts are read (``app.journal.bank`` says why).
if TYPE_CHECKING:
    from app.bank.matching import Window
    from app.bank.payouts import Payout
    from app.bank.proofs import BankRow

PAYOUTS_SCHEMA = """
CREATE TABLE IF NOT EXISTS bank_payout_lines (
    row_id INTEGER PRIMARY KEY REFERENCES bank_rows (row_id),
    payout TEXT NOT NULL,
    settled TEXT
);
CREATE INDEX IF NOT EXISTS bank_payout_lines_by_payout ON bank_payout_lines (payout);
"""

# The rows carrying a payout's UTR (the payouts' bank credits), for ``NOT IN``: by the refs'
# primary key (reference first) and the lines' payout index.
PAYOUT_CREDITS = (
    "SELECT x.row_id FROM bank_row_refs AS x"
    " WHERE x.reference IN (SELECT payout FROM bank_payout_lines)"
)


def keep_line(conn: sqlite3.Connection, row_id: int, payout: str, settled: Decimal | None) -> None:
    """Keep a settlement report row's payout UTR and share (``settled``: None, its amount)."""
    conn.execute(
        "INSERT OR IGNORE INTO bank_payout_lines (row_id, payout, settled) VALUES (?, ?, ?)",
        (row_id, payout, None if settled is None else str(settled)),
    )


def release_payout_credits(conn: sqlite3.Connection) -> int:
    """Undo the matches of rows now known as payouts (a bank statement imported before its
    report: its payout credit was free, and amount and time took it, before issue 82, for a payment
    of its amount); a supervisor's match by hand stays. How many were undone."""
    undone = conn.execute(
        "DELETE FROM bank_matches WHERE method <> 'by hand' AND row_id IN (" + PAYOUT_CREDITS + ")"
    )
    return undone.rowcount


def bank_covered_until(conn: sqlite3.Connection) -> dt.date | None:
    """The last day the bank's own statements cover (not the payment apps' reports)."""
    from app.bank.layouts import SETTLEMENT_LAYOUTS

    marks = ", ".join("?" * len(SETTLEMENT_LAYOUTS))
    (last,) = conn.execute(
        "SELECT MAX(r.booked_on) FROM bank_rows AS r JOIN bank_imports AS i USING (import_id)"
        f" WHERE i.layout NOT IN ({marks})",
        sorted(SETTLEMENT_LAYOUTS),
    ).fetchone()
    return None if last is None else dt.date.fromisoformat(last)


def payouts(
    conn: sqlite3.Connection,
    row_from: Callable[[sqlite3.Row], BankRow],
    window: Window,
) -> list[Payout]:
    """Every settlement the reports name, with the bank credits carrying its UTR, by day
    (``window``: how far a credit may lie from its report's day)."""
    from app.bank.payouts import PayoutLine, payouts_of

    lines = [
        PayoutLine(
            payout=row["payout"],
            app=row["layout"],
            on=dt.date.fromisoformat(row["booked_on"]),
            amount=from_paise(row["amount_paise"]),
            settled=None if row["settled"] is None else Decimal(row["settled"]),
        )
        for row in conn.execute(
            "SELECT l.payout, l.settled, r.booked_on, r.amount_paise, i.layout"
            " FROM bank_payout_lines AS l JOIN bank_rows AS r USING (row_id)"
            " JOIN bank_imports AS i USING (import_id) ORDER BY r.row_id"
        )
    ]
    credits: dict[str, list[BankRow]] = {}
    for row in conn.execute(
        "SELECT x.reference AS payout, r.* FROM bank_row_refs AS x"
        " JOIN bank_rows AS r USING (row_id)"
        " WHERE x.reference IN (SELECT payout FROM bank_payout_lines)"
        " AND r.row_id NOT IN (SELECT row_id FROM bank_payout_lines) ORDER BY r.row_id"
    ):
        credits.setdefault(row["payout"], []).append(row_from(row))
    return payouts_of(lines, credits, bank_covered_until(conn), window)
