"""The bank's own charges in the journal: each statement line that is a charge of the bank or the
GST on one (``app.bank.charges``) is accounted once, by what the bank records of it (its row's
fingerprint and occurrence, the same whatever the export), as a money event of the books.

No table is added: a charge is known by its narration when asked, and its event's id says
whether it is posted. A charge is never free for a payment to be matched to (``CHARGE_TEXT``
keeps the matching's free rows clear of them).
"""

from __future__ import annotations

import datetime as dt
import sqlite3
from typing import TYPE_CHECKING

from app.domain.money import from_paise
from app.domain.postings import EventKind
from app.journal import money_events
from app.journal.bank_named import of_row

# The statements' own module is imported where charges are read (``app.journal.bank`` says why).
if TYPE_CHECKING:
    from app.bank.charges import BankCharge

# A debit whose narration might be a charge, for SQL to pass over the transfers at once (the
# words of ``app.bank.charges``, each within one of these).
CHARGE_TEXT = (
    "(narration LIKE '%CH%' OR narration LIKE '%FEE%' OR narration LIKE '%GST%'"
    " OR narration LIKE '%COMM%')"
)


def event_id(fingerprint: str, occurrence: int) -> str:
    """The money event of a charge's line: by what the bank records of it, so the same line in
    a second export or another counter's import is the same event."""
    return f"bank_charge:{fingerprint}:{occurrence}"


def charges(conn: sqlite3.Connection) -> list[tuple[BankCharge, str]]:
    """Every charge of the bank on the statements kept, by day, with its money event's id (a
    line of GST known as the tax on a charge of its day)."""
    from app.bank.charges import charge_of, is_charge, with_their_taxes

    found: list[BankCharge] = []
    events: list[str] = []
    for row_id, on, paise, narration, fingerprint, occurrence in conn.execute(
        "SELECT row_id, booked_on, amount_paise, narration, fingerprint, occurrence"
        f" FROM bank_rows WHERE amount_paise < 0 AND {CHARGE_TEXT}"
        " AND row_id NOT IN (SELECT row_id FROM bank_matches) ORDER BY booked_on, row_id"
    ):
        amount = from_paise(paise)
        if is_charge(narration, amount):
            found.append(charge_of(row_id, dt.date.fromisoformat(on), -amount, narration))
            events.append(event_id(fingerprint, occurrence))
    return list(zip(with_their_taxes(found), events, strict=True))


def book_charges(conn: sqlite3.Connection, made: dt.datetime, input_credit: bool) -> int:
    """Post in the books each charge of the bank not posted yet, inside the caller's
    transaction (its event ``app.bank.events.charge_event``); how many were posted."""
    from app.bank.events import charge_event

    return sum(
        money_events.record(
            conn, of_row(conn, charge_event(charge, event, input_credit), charge.row_id), made
        )
        for charge, event in charges(conn)
    )


def posted(conn: sqlite3.Connection) -> dict[str, bool]:
    """The ids of the charges' money events already in the books, each with whether GST of it
    was taken to input credit."""
    return {
        event: bool(credited)
        for event, credited in conn.execute(
            "SELECT event_id, json_extract(body, '$.input_credit') FROM money_events"
            " WHERE kind = ?",
            (EventKind.BANK_CHARGE.value,),
        )
    }
