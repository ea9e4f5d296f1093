"""What the surfaces ask of the books: each tender's money taken by a shift's sales and given back
by its refunds, what the drawer holds, what the customers are owed. Read-only; nothing here posts
(the journal's writes post, by ``app.domain.postings``)."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from decimal import Decimal

from app.books.reader import BooksReader, total_owed
from app.domain.accounts import tender_account
from app.domain.money import ZERO, from_paise, money
from app.domain.tenders import TENDERS, TenderKind, by_tender
from app.journal.till import Till

# A shift's entries on the tenders' accounts (the drawer and the clearings): its sales' debits
# (what each tender took; the change a customer was handed is no part of it) and its refunds'
# credits (what left each, its round off within). Each event found by its id from the till's
# rows of the shift, through their indexes, never by reading every event's body.
_SHIFT_TENDERS = (
    "SELECT l.account, SUM(l.debit_paise), SUM(l.credit_paise) FROM ("
    " SELECT 'sale:' || request_id AS event_id FROM till_sales"
    " WHERE shift_id = :shift AND state = 'taken'"
    " UNION ALL SELECT 'refund:' || payment_id FROM customer_refunds WHERE shift_id = :shift"
    ") AS shift_events JOIN money_events AS e USING (event_id)"
    " JOIN book_lines AS l ON l.seq = e.seq"
    " WHERE l.account = 'drawer' OR l.account LIKE 'clearing:%' GROUP BY l.account"
)


@dataclass(frozen=True, slots=True)
class TenderFlows:
    """What each registered tender ``taken`` by sales and ``given`` back by refunds, by the
    books (every tender named, at zero when nothing moved it)."""

    taken: dict[TenderKind, Decimal]
    given: dict[TenderKind, Decimal]

    def net(self, kind: TenderKind) -> Decimal:
        """What ``kind`` took less what it gave back."""
        return money(self.taken[kind] - self.given[kind])


class BookQueries:
    """The books of the journal ``conn`` asked for the figures the surfaces show."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn
        self._reader = BooksReader(conn)

    def posted(self) -> bool:
        """Whether the books hold the whole journal: False only while a journal of an earlier
        version waits for the books job to post its history (a moment after the first paint)."""
        row = self._conn.execute(
            "SELECT 1 FROM books_backfill WHERE done_at IS NULL LIMIT 1"
        ).fetchone()
        return row is None

    def drawer(self) -> Decimal:
        """What the drawer holds by the books: the expected cash."""
        return self._reader.drawer()

    def shift_tenders(self, shift_id: int) -> TenderFlows:
        """What each tender took and gave back over the shift ``shift_id``."""
        accounts = {tender_account(kind): kind for kind in TENDERS}
        taken, given = by_tender(), by_tender()
        for account, debit, credit in self._conn.execute(_SHIFT_TENDERS, {"shift": shift_id}):
            kind = accounts[account]
            taken[kind] = from_paise(debit)
            given[kind] = from_paise(credit)
        return TenderFlows(taken, given)

    def owed_to(self, booking_ref: str) -> Decimal:
        """What the booking's customer is owed (negative: what they owe)."""
        return self._reader.owed_to(booking_ref)

    def owed_to_customers(self) -> dict[str, Decimal]:
        """Each booking whose customer is owed money, with the amount."""
        return self._reader.owed_to_customers()

    def owed_in_all(self) -> Decimal:
        """What every customer is owed, added up: the drawer's refunds owed."""
        return total_owed(self.owed_to_customers())


def customer_owed(till: Till, booking_ref: str) -> Decimal:
    """What the customer of ``booking_ref`` is still owed (0: nothing, nor when they owe), by
    the books: Lookup's, History's and the voucher's "still owed"; a journal of an earlier
    version, until the books job has posted it, by the till's own rows."""
    books = BookQueries(till.books_connection())
    if not books.posted():
        return till.owed_on(booking_ref)
    return max(books.owed_to(booking_ref), ZERO)


def customers_owed(till: Till, counter: str) -> Decimal:
    """What every customer is still owed, by the books: the header's owed line and the drawer's
    refunds owed; a journal of an earlier version, until the books job has posted it, by the
    till's own rows (of the sales of ``counter``)."""
    books = BookQueries(till.books_connection())
    if not books.posted():
        return money(sum((o.due.amount for o in till.refunds_owed(counter)), ZERO))
    return books.owed_in_all()
