"""A ledger per declared bank account (issue 94): each entry a statement's row brings moves the
books' account of that row's declared account, ``bank:<account>`` (its body's ``bank``, the
account's number); an older entry on the bank not named (``bank``) is moved to its account by a
correcting entry, ``bank_named:<event>``, on its own day (journal version 45), never rewritten
(docs/decisions/bank-ledger-per-account.md).

An entry's account is its row's: a proof's, an excess's and a charge's row, a payout's credit,
an assignment's row or opening balance, the deposit a close's cash banked was confirmed as.
Cash moved between the drawer and the bank (a float paid in, cash banked at a close) is of the
one account the statements kept name, where they name one (``sole_account``), as an older
journal's are; where they name several, a close does not say which its cash went to: it is on
the bank not named until a deposit of an account's statement is confirmed as it, when its
correcting entry moves it there.
"""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from collections.abc import Mapping
from decimal import Decimal
from typing import Any

from app.domain.money import from_paise
from app.domain.postings import BANK, EventKind, MoneyEvent, day_of
from app.journal import money_events
from app.journal.bank_deposits import sole_account
from app.journal.outbox import amount_text

# The correcting entry of an event, by the event's id.
PREFIX = "bank_named:"
# The journal version from which each entry names its bank account.
NAMED_VERSION = 43


def row_bank(conn: sqlite3.Connection, row_id: int | None) -> str:
    """The declared account (its number) the kept row ``row_id`` is of ('' for none: a row
    kept before statements named their account, a payment app's report's)."""
    if row_id is None:
        return ""
    found = conn.execute("SELECT account FROM bank_rows WHERE row_id = ?", (row_id,)).fetchone()
    return "" if found is None else str(found[0])


def of_row(conn: sqlite3.Connection, event: MoneyEvent, row_id: int | None) -> MoneyEvent:
    """``event`` with its body naming the bank account of the row ``row_id`` (as it was, when
    the row names none)."""
    bank = row_bank(conn, row_id)
    if not bank:
        return event
    return MoneyEvent(event.event_id, event.kind, {**event.body, "bank": bank})


def _row_of(conn: sqlite3.Connection, event_id: str, kind: str, body: Mapping[str, Any]) -> str:
    """The declared account of the row an entry of ``kind`` is of ('' when it has none, or
    it names none)."""
    if kind in (EventKind.BANK_PROVED, EventKind.EXCESS_RECEIVED):
        return row_bank(conn, int(body["row_id"]))
    if kind == EventKind.BANK_CHARGE:
        _prefix, fingerprint, occurrence = event_id.split(":")
        found = conn.execute(
            "SELECT account FROM bank_rows WHERE fingerprint = ? AND occurrence = ?",
            (fingerprint, int(occurrence)),
        ).fetchone()
        return "" if found is None else str(found[0])
    if kind == EventKind.PAYOUT:
        found = conn.execute(
            "SELECT r.account FROM bank_row_refs AS x JOIN bank_rows AS r USING (row_id)"
            " WHERE x.reference = ? AND r.account <> '' ORDER BY r.row_id LIMIT 1",
            (event_id.removeprefix("payout:"),),
        ).fetchone()
        return "" if found is None else str(found[0])
    if kind == EventKind.BANK_VOUCHER:
        number = int(event_id.split(":")[1])
        found = conn.execute(
            "SELECT COALESCE(r.account, i.account) FROM bank_vouchers AS v"
            " LEFT JOIN bank_rows AS r ON r.row_id = v.row_id"
            " LEFT JOIN bank_imports AS i ON i.import_id = v.import_id WHERE v.voucher_id = ?",
            (number,),
        ).fetchone()
        return "" if found is None or found[0] is None else str(found[0])
    if kind == EventKind.CASH_BANKED:
        found = conn.execute(
            "SELECT r.account FROM bank_deposits AS d JOIN bank_rows AS r USING (row_id)"
            " WHERE d.event_id = ?",
            (event_id,),
        ).fetchone()
        return "" if found is None else str(found[0])
    return ""


def corrections(conn: sqlite3.Connection, sole: str = "") -> list[MoneyEvent]:
    """The correcting entries the books lack: for each entry that moved the bank not named and
    has no correction yet, what it moved it by, moved to the declared account it was of (its
    row's, else ``sole``, the one account an older journal's statements name), on that entry's
    day. An entry whose account is not told stays as it is."""
    found: list[MoneyEvent] = []
    for event_id, kind, body, recorded_at, paise in conn.execute(
        "SELECT e.event_id, e.kind, e.body, e.recorded_at, SUM(l.debit_paise - l.credit_paise)"
        " FROM book_lines AS l JOIN money_events AS e USING (seq) WHERE l.account = ?"
        f" AND e.kind <> '{EventKind.BANK_NAMED.value}' AND NOT EXISTS (SELECT 1"
        f" FROM money_events AS m WHERE m.event_id = '{PREFIX}' || e.event_id) GROUP BY e.seq"
        " HAVING SUM(l.debit_paise - l.credit_paise) <> 0 ORDER BY e.seq",
        (BANK,),
    ).fetchall():
        read = json.loads(body)
        bank = _row_of(conn, event_id, kind, read) or sole
        if not bank:
            continue
        correction = {
            "corrects": event_id,
            "on": day_of(kind, read, recorded_at).isoformat(),
            "bank": bank,
            "amount": amount_text(from_paise(paise)),
        }
        found.append(MoneyEvent(f"{PREFIX}{event_id}", EventKind.BANK_NAMED, correction))
    return found


def name_accounts(conn: sqlite3.Connection, made: dt.datetime, sole: str = "") -> int:
    """Write the correcting entries ``corrections`` finds (``sole``: its account for an entry
    of no row), inside the caller's transaction; how many were written."""
    return sum(money_events.record(conn, event, made) for event in corrections(conn, sole))


def name_bank_accounts(conn: sqlite3.Connection) -> None:
    """Journal version 43: each entry of an older journal on the bank not named moved to its
    declared account by a correcting entry (``corrections``). Run once, on a journal of an
    older version."""
    (version,) = conn.execute("PRAGMA user_version").fetchone()
    if not 0 < version < NAMED_VERSION:
        return
    with conn:
        name_accounts(conn, dt.datetime.now().astimezone(), sole_account(conn))


def corrected_apart(conn: sqlite3.Connection) -> list[tuple[str, str, Decimal]]:
    """The entries whose bank is no longer what their correcting entry moved (an entry edited
    after it was named): each one's id, the account its correction named (its number) and what
    the entry now moves the bank not named by."""
    return [
        (str(event_id), str(bank), from_paise(paise))
        for event_id, bank, paise, moved in conn.execute(
            "SELECT e.event_id, json_extract(c.body, '$.bank'),"
            " COALESCE(SUM(l.debit_paise - l.credit_paise), 0), json_extract(c.body, '$.amount')"
            " FROM money_events AS c JOIN money_events AS e"
            " ON e.event_id = json_extract(c.body, '$.corrects')"
            " LEFT JOIN book_lines AS l ON l.seq = e.seq AND l.account = ? WHERE c.kind = ?"
            " GROUP BY c.seq",
            (BANK, EventKind.BANK_NAMED.value),
        )
        if from_paise(paise) != Decimal(str(moved))
    ]
