"""The books as the journal holds them, read: each account's balance, the entries, and the books
rebuilt from the money events held against the stored ones."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from decimal import Decimal

from app.domain.money import ZERO, from_paise, money
from app.domain.postings import (
    DRAWER,
    Entry,
    EventKind,
    Line,
    MoneyEvent,
    balances,
    customer_account,
    post,
)


@dataclass(frozen=True, slots=True)
class Difference:
    """An event whose stored entry is not the one its rule posts now (None: one side has none)."""

    event_id: str
    stored: Entry | None
    rebuilt: Entry | None


class BooksReader:
    """The books of the journal ``conn``: read on the connection given (a reader's own, off
    the thread that sells)."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn

    @property
    def connection(self) -> sqlite3.Connection:
        """The journal's connection the books are read on: the books' check reads the till's,
        the statements' and the documents' figures it holds them to on it, of one moment."""
        return self._conn

    def events(self) -> list[MoneyEvent]:
        """Every money event recorded, in the order recorded."""
        rows = self._conn.execute("SELECT event_id, kind, body FROM money_events ORDER BY seq")
        return [MoneyEvent(e, EventKind(k), json.loads(b)) for e, k, b in rows.fetchall()]

    def entries(self) -> list[Entry]:
        """The entries stored, in the order of their events."""
        kinds = {
            seq: (event_id, EventKind(kind))
            for seq, event_id, kind in self._conn.execute(
                "SELECT seq, event_id, kind FROM money_events ORDER BY seq"
            )
        }
        lines: dict[int, list[Line]] = {seq: [] for seq in kinds}
        for seq, account, debit, credit in self._conn.execute(
            "SELECT seq, account, debit_paise, credit_paise FROM book_lines ORDER BY seq, line"
        ):
            lines[seq].append(Line(account, from_paise(debit), from_paise(credit)))
        return [Entry(e, k, tuple(lines[seq])) for seq, (e, k) in kinds.items()]

    def balance(self, account: str) -> Decimal:
        """``account``'s balance: debits less credits."""
        (paise,) = self._conn.execute(
            "SELECT COALESCE(SUM(debit_paise - credit_paise), 0) FROM book_lines WHERE account = ?",
            (account,),
        ).fetchone()
        return from_paise(paise)

    def balances(self) -> dict[str, Decimal]:
        """Every account's balance that is not nil."""
        rows = self._conn.execute(
            "SELECT account, SUM(debit_paise - credit_paise) FROM book_lines GROUP BY account"
        )
        return {account: from_paise(paise) for account, paise in rows if paise}

    def drawer(self) -> Decimal:
        """What the drawer holds by the books."""
        return self.balance(DRAWER)

    def owed_to(self, booking_ref: str) -> Decimal:
        """What the booking's customer is owed (negative: what they owe)."""
        return money(-self.balance(customer_account(booking_ref)))

    def owed_to_customers(self) -> dict[str, Decimal]:
        """Each booking whose customer is owed money by the books, with the amount."""
        rows = self._conn.execute(
            "SELECT account, SUM(credit_paise - debit_paise) FROM book_lines"
            " WHERE account LIKE 'customer:%' GROUP BY account"
            " HAVING SUM(credit_paise - debit_paise) > 0 ORDER BY account"
        )
        return {account.removeprefix("customer:"): from_paise(p) for account, p in rows}

    def unbalanced(self) -> list[str]:
        """The events whose stored lines do not balance (none: a stored entry always did)."""
        rows = self._conn.execute(
            "SELECT e.event_id FROM book_lines AS l JOIN money_events AS e USING (seq)"
            " GROUP BY l.seq HAVING SUM(l.debit_paise) <> SUM(l.credit_paise) ORDER BY l.seq"
        )
        return [row[0] for row in rows]

    def rebuilt(self) -> list[Entry]:
        """The entries the posting rules make of the recorded events, now."""
        return [post(event) for event in self.events()]

    def differences(self) -> list[Difference]:
        """Where the books rebuilt from the events differ from the stored ones (none: identical)."""
        stored = {entry.event_id: entry for entry in self.entries()}
        rebuilt = {entry.event_id: entry for entry in self.rebuilt()}
        return [
            Difference(event_id, stored.get(event_id), rebuilt.get(event_id))
            for event_id in dict.fromkeys([*stored, *rebuilt])
            if stored.get(event_id) != rebuilt.get(event_id)
        ]


def rebuilt_balances(books: BooksReader) -> dict[str, Decimal]:
    """Every account's balance in the books rebuilt from the events."""
    return balances(books.rebuilt())


def total_owed(owed: dict[str, Decimal]) -> Decimal:
    """What ``owed`` (by booking) comes to."""
    return money(sum(owed.values(), ZERO))
