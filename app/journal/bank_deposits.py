"""Cash deposits matched to the drawer's banking in the journal (version 36): a statement's cash
deposit (``app.bank.deposits``) and the close's ``cash_banked`` money event it brought, each at
most once, on a supervisor's decision.

The contra is the close's own event (the drawer's cash to the bank); the match says the bank
has it. A deposit is never free for a payment to be matched to. The cash is of the one account
the statements name (``sole_account``); where they name several, the deposit confirmed as it
names its account (``app.journal.bank_named``).
"""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from dataclasses import dataclass
from decimal import Decimal
from typing import TYPE_CHECKING

from app.domain.money import from_paise
from app.domain.postings import EventKind

if TYPE_CHECKING:
    from app.bank.deposits import Banking

# A credit whose narration might be a cash deposit, for SQL to pass over the transfers at once.
DEPOSIT_TEXT = "(narration LIKE '%CASH%' OR narration LIKE '%CSH%')"


@dataclass(frozen=True, slots=True)
class CashDeposit:
    """A statement's cash deposit: its row, day, amount and narration; the banking it was
    confirmed as (None: not yet) and the bankings it may be; ``banked_on``: the day of the
    close whose banking it was confirmed as (None: not yet)."""

    row_id: int
    on: dt.date
    amount: Decimal
    narration: str
    banking: str | None
    candidates: tuple[Banking, ...]
    banked_on: dt.date | None = None


def bankings(conn: sqlite3.Connection) -> list[Banking]:
    """The drawer's cash banked at each close, from the books, with no deposit matched yet."""
    from app.bank.deposits import Banking

    found: list[Banking] = []
    for event_id, body, recorded_at in conn.execute(
        "SELECT event_id, body, recorded_at FROM money_events WHERE kind = ?"
        " AND event_id NOT IN (SELECT event_id FROM bank_deposits) ORDER BY seq",
        (EventKind.CASH_BANKED.value,),
    ):
        amount = Decimal(json.loads(body)["amount"])
        on = dt.datetime.fromisoformat(recorded_at).date()
        found.append(Banking(event_id, on, amount))
    return found


def deposits(conn: sqlite3.Connection) -> list[CashDeposit]:
    """Every cash deposit of the statements, by day, with its banking or the candidates."""
    from app.bank.deposits import candidates, is_cash_deposit

    free = bankings(conn)
    matched = {
        row_id: (event_id, dt.datetime.fromisoformat(recorded_at).date())
        for row_id, event_id, recorded_at in conn.execute(
            "SELECT d.row_id, d.event_id, e.recorded_at FROM bank_deposits AS d"
            " JOIN money_events AS e ON e.event_id = d.event_id"
        )
    }
    found: list[CashDeposit] = []
    for row_id, on, paise, narration in conn.execute(
        "SELECT row_id, booked_on, amount_paise, narration FROM bank_rows"
        f" WHERE amount_paise > 0 AND {DEPOSIT_TEXT} ORDER BY booked_on, row_id"
    ):
        amount = from_paise(paise)
        if not is_cash_deposit(narration, amount):
            continue
        day = dt.date.fromisoformat(on)
        banking, banked_on = matched.get(row_id, (None, None))
        maybe = () if banking is not None else tuple(candidates(day, amount, free))
        found.append(CashDeposit(row_id, day, amount, narration, banking, maybe, banked_on))
    return found


def confirm(
    conn: sqlite3.Connection, row_id: int, event_id: str, decision_id: int, stamp: str
) -> None:
    """Keep a deposit matched to its banking, inside the caller's transaction (``ValueError``:
    the banking is not one of the deposit's candidates)."""
    found = {d.row_id: d for d in deposits(conn)}
    deposit = found.get(row_id)
    if deposit is None or event_id not in {b.event_id for b in deposit.candidates}:
        raise ValueError(f"{event_id} is no banking of the deposit {row_id}.")
    conn.execute(
        "INSERT INTO bank_deposits (row_id, event_id, decision_id, confirmed_at)"
        " VALUES (?, ?, ?, ?)",
        (row_id, event_id, decision_id, stamp),
    )


def sole_account(conn: sqlite3.Connection) -> str:
    """The one declared account the statements kept name ('' for none, or more than one): the
    account cash moved between the drawer and the bank is of (issue 94). Read of the imports,
    a handful, not the rows: a close asks it."""
    named = [
        str(account)
        for (account,) in conn.execute(
            "SELECT DISTINCT account FROM bank_imports WHERE account <> '' LIMIT 2"
        )
    ]
    return named[0] if len(named) == 1 else ""
