"""The payment apps' payouts in the journal (version 26): each settlement report row's payout
UTR and what it adds to that payout, kept beside the row (version 33: with the app's fee and the
tax on it, where the report says them); the bank credits carrying a payout UTR are found when
asked, so that a report and the bank's statement may come in either order.

A credit carrying a payout UTR is the sales' money already proved by the report's rows: it
proves no payment itself (a settlement of one payment without fee has that payment's amount,
which would otherwise be suggested beside it), and it is no credit of no sale.
"""

from __future__ import annotations

import datetime as dt
import re
import sqlite3
from collections.abc import Callable, Sequence
from decimal import Decimal
from typing import TYPE_CHECKING

from app.domain.money import from_paise
from app.journal import money_events
from app.journal.bank_named import of_row

# The statements' own modules are imported where payouts are read (``app.journal.bank`` says why).
if TYPE_CHECKING:
    from app.bank.matching import Window
    from app.bank.payouts import Payout
    from app.bank.proofs import BankRow
    from app.bank.statement import StatementRow


# The rows of a payment app's settlement report: its payments, not lines of the bank's account.
REPORT_ROWS = "SELECT row_id FROM bank_payout_lines"
# The lines of a card acquirer's settlement report (version 44).
CARD_LINES = "SELECT row_id FROM bank_payout_lines WHERE card = 1"
# The rows carrying a payout's UTR (the payouts' bank credits), for ``NOT IN``: by the refs'
# primary key (reference first) and the lines' payout index.
PAYOUT_CREDITS = (
    "SELECT x.row_id FROM bank_row_refs AS x"
    " WHERE x.reference IN (SELECT payout FROM bank_payout_lines)"
)


def _text(amount: Decimal | None) -> str | None:
    return None if amount is None else str(amount)


def keep_line(conn: sqlite3.Connection, row_id: int, row: StatementRow) -> None:
    """Keep a settlement report row's payout UTR, share (its ``settled``; None, its amount),
    fee and the tax on the fee, and whether it is a card acquirer's (version 44)."""
    conn.execute(
        "INSERT OR IGNORE INTO bank_payout_lines (row_id, payout, settled, fee, fee_tax, card)"
        " VALUES (?, ?, ?, ?, ?, ?)",
        (
            row_id,
            row.payout,
            _text(row.settled),
            _text(row.fee),
            _text(row.fee_tax),
            int(row.card),
        ),
    )


def carry_payout_ids(conn: sqlite3.Connection, import_id: int, new_ids: set[str]) -> None:
    """Keep a payout id not shaped as a UTR (a report's own settlement id, Razorpay's
    ``setl_...``) as a reference of the bank's credits whose narration carries it as a word,
    so that they are its payout as a UTR's are: the rows of the import ``import_id`` against
    every such id, and every row against the ids first kept by it (``new_ids``)."""
    from app.bank.narration import is_reference

    known = {
        payout
        for (payout,) in conn.execute("SELECT DISTINCT payout FROM bank_payout_lines")
        if not is_reference(payout)
    }
    for payout in sorted(known):
        scope = "" if payout in new_ids else " AND r.import_id = :import"
        word = re.compile(rf"(?<![A-Z0-9]){re.escape(payout)}(?![A-Z0-9])")
        found = [
            (payout, row_id)
            for row_id, narration in conn.execute(
                "SELECT r.row_id, r.narration FROM bank_rows AS r"
                " WHERE instr(upper(r.narration), :payout) > 0"
                f" AND r.row_id NOT IN (SELECT row_id FROM bank_payout_lines){scope}",
                {"payout": payout, "import": import_id},
            )
            if word.search(narration.upper())
        ]
        conn.executemany(
            "INSERT OR IGNORE INTO bank_row_refs (reference, row_id) VALUES (?, ?)", found
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
    """The last day the bank's own statements cover (not the payment apps' reports, known by
    their layout or, one read by a saved mapping, by the payouts its rows name)."""
    from app.bank.layouts import SETTLEMENT_LAYOUTS

    marks = ", ".join("?" * len(SETTLEMENT_LAYOUTS))
    (last,) = conn.execute(
        "SELECT MAX(r.booked_on) FROM bank_rows AS r JOIN bank_imports AS i USING (import_id)"
        f" WHERE i.layout NOT IN ({marks}) AND NOT EXISTS (SELECT 1 FROM bank_payout_lines AS l"
        " JOIN bank_rows AS o USING (row_id) WHERE o.import_id = i.import_id)",
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
            fee=None if row["fee"] is None else Decimal(row["fee"]),
            fee_tax=None if row["fee_tax"] is None else Decimal(row["fee_tax"]),
            card=bool(row["card"]),
        )
        for row in conn.execute(
            "SELECT l.payout, l.settled, l.fee, l.fee_tax, l.card, r.booked_on, r.amount_paise,"
            " i.layout"
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


def book_payouts(
    conn: sqlite3.Connection, found: Sequence[Payout], made: dt.datetime, input_credit: bool
) -> int:
    """Post in the books each payout of ``found`` whose credit reached the bank and that is not
    posted yet (a payout is posted once, by its UTR), inside the caller's transaction; how many
    events were written (what each payout posts is ``app.bank.events.payout_events``')."""
    from app.bank.events import payout_events

    return sum(
        money_events.record(conn, of_row(conn, event, _credit_row(payout)), made)
        for payout in found
        for event in payout_events(payout, input_credit)
    )


def _credit_row(payout: Payout) -> int | None:
    """The bank's row of the payout's credit, whose account its entries move (None: none)."""
    return payout.credits[0].row_id if payout.credits else None
