"""What the surfaces ask of the books: each tender's money taken by a shift's sales and given back
by its refunds, what the drawer holds, what the customers are owed. Read-only; nothing here posts
(the journal's writes post, by ``app.domain.postings``)."""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from decimal import Decimal

from app.books.corrections import Correction, corrections
from app.books.reader import BooksReader, total_owed
from app.domain.accounts import (
    ROUND_OFF,
    WALLET_CASH,
    WALLET_CREDIT,
    customer_account,
    tender_account,
)
from app.domain.gst import TaxDocument
from app.domain.modules import Module
from app.domain.money import ZERO, from_paise, money
from app.domain.tenders import TENDERS, TenderKind, by_tender
from app.journal import BookingRow
from app.journal.history import search_clause
from app.journal.till import RefundOwed, Till

# A shift's entries on the tenders' accounts (the drawer and the clearings): its sales' debits
# (what each tender took; the change a customer was handed is no part of it) and its refunds'
# credits (what left each, its round off within; a customer's excess paid back too); and its
# refunds' lines on the round off (what cash refunds were rounded by; a sale's round off is its
# invoice's, no money of the drawer).
# Each event found by its id from the till's rows of the shift, through their indexes, never by
# reading every event's body.
_SHIFT_TENDERS = (
    "SELECT l.account, SUM(l.debit_paise), SUM(l.credit_paise) FROM ("
    " SELECT 'sale:' || request_id AS event_id FROM till_sales"
    " WHERE shift_id = :shift AND state = 'taken'"
    " UNION ALL SELECT 'refund:' || payment_id FROM customer_refunds WHERE shift_id = :shift"
    " UNION ALL SELECT 'excess_refunded:' || payment_key FROM excess_refunds"
    " WHERE shift_id = :shift"
    ") AS shift_events JOIN money_events AS e USING (event_id)"
    " JOIN book_lines AS l ON l.seq = e.seq"
    " WHERE l.account = 'drawer' OR l.account LIKE 'clearing:%'"
    f" OR (l.account = '{ROUND_OFF}' AND e.kind IN ('refund_paid', 'excess_refunded'))"
    " GROUP BY l.account"
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

    @property
    def moved(self) -> tuple[TenderKind, ...]:
        """The tenders that took or gave back anything, in registry order."""
        return tuple(kind for kind in TENDERS if self.taken[kind] or self.given[kind])

    @property
    def in_all(self) -> CustomersMoney:
        """What every tender took and gave back, added up: the lines make this total."""
        return CustomersMoney(
            money(sum(self.taken.values(), ZERO)), money(sum(self.given.values(), ZERO))
        )


@dataclass(frozen=True, slots=True)
class ShiftFlows(TenderFlows):
    """A shift's ``TenderFlows`` by the books, with what its cash refunds were rounded by to
    leave the drawer in whole rupees (``round_off``, within the cash given back)."""

    round_off: Decimal = ZERO


# What a customer's excess paid back took from its tender (the drawer or a clearing).
_EXCESS_HANDED = (
    "SELECT TOTAL(l.credit_paise) FROM money_events AS e JOIN book_lines AS l ON l.seq = e.seq"
    " WHERE e.event_id = ? AND (l.account = 'drawer' OR l.account LIKE 'clearing:%')"
)

# A booking's sale entry (by its request), its refunds' entries (by the till's payments of the
# booking, through their index) and its cancellations' entries (by the customer's account,
# through the lines' index): each line with the event's kind.
_BOOKING_LINES = (
    "SELECT e.kind, l.account, l.debit_paise, l.credit_paise FROM ("
    " SELECT 'sale:' || :request AS event_id"
    " UNION ALL SELECT 'refund:' || payment_id FROM customer_refunds WHERE booking_ref = :ref"
    " UNION ALL SELECT c.event_id FROM book_lines AS o JOIN money_events AS c ON c.seq = o.seq"
    " WHERE o.account = 'customer:' || :ref AND c.kind = 'cancellation'"
    ") AS booking_events JOIN money_events AS e USING (event_id)"
    " JOIN book_lines AS l ON l.seq = e.seq ORDER BY e.seq, l.line"
)

# What each tender gave back on a booking, by the refunds' entries.
_GIVEN_BACK = (
    "SELECT l.account, SUM(l.credit_paise) FROM customer_refunds AS c"
    " JOIN money_events AS e ON e.event_id = 'refund:' || c.payment_id"
    " JOIN book_lines AS l ON l.seq = e.seq WHERE c.booking_ref = ? GROUP BY l.account"
)

# What the tenders took for each sale named (a JSON array of requests): its entry's debits on
# the drawer and the clearings (an exchange's carried credit is no tender, so it is counted once,
# on the booking the customer paid it for; the change handed back is no part of it). A sale
# whose entry has no such line took nothing; one with no entry is left out.
_TAKEN_BY_SALES = (
    "SELECT named.value, TOTAL(CASE WHEN l.account = 'drawer' OR l.account LIKE 'clearing:%'"
    " THEN l.debit_paise ELSE 0 END)"
    " FROM json_each(:requests) AS named"
    " JOIN money_events AS e ON e.event_id = 'sale:' || named.value"
    " JOIN book_lines AS l ON l.seq = e.seq GROUP BY named.value"
)

# The paise the customer of a row of ``bookings`` paid at this till, as ``with_paid`` reads it
# (the CSV export's "Customer paid", made by SQLite with the export's other cells): its sale
# entry's debits on the drawer and the clearings; the till's price of a sale the books do not
# hold yet (a journal of an earlier version, until the books job has posted it); NULL when no
# payment was taken here.
PAID_OF_BOOKING = (
    "(SELECT CASE WHEN e.seq IS NULL THEN s.total_paise ELSE"
    " (SELECT coalesce(SUM(l.debit_paise), 0) FROM book_lines AS l WHERE l.seq = e.seq"
    " AND (l.account = 'drawer' OR l.account LIKE 'clearing:%')) END"
    " FROM till_sales AS s LEFT JOIN money_events AS e ON e.event_id = 'sale:' || s.request_id"
    " WHERE s.request_id = bookings.request_id AND s.state = 'taken')"
)

# What the refund payments of each of a booking's cancellations settled off its customer's
# account, by the cancellation's request.
_SETTLED_BY_CANCELLATION = (
    "SELECT c.request_id, TOTAL(l.debit_paise) FROM customer_refunds AS c"
    " JOIN money_events AS e ON e.event_id = 'refund:' || c.payment_id"
    " JOIN book_lines AS l ON l.seq = e.seq AND l.account = 'customer:' || c.booking_ref"
    " WHERE c.booking_ref = ? GROUP BY c.request_id"
)

# Per day of sale of the bookings History's search finds (its WHERE clause, ``search_clause``),
# the lines their entries posted on the tenders' accounts (the drawer and the clearings) and on
# the service's wallet, added up by day, kind of entry and account: each booking's sale, the
# payments of its refunds and its cancellations (the clerks' and the operators', its requests).
# Each booking's entries are found by their ids through the indexes (CROSS JOIN keeps the
# bookings the outer loop: else SQLite read every cancellation ever done to find one day's).
_DAYS_OF_SALE = (
    "WITH b AS (SELECT sold_on, request_id, booking_ref FROM bookings{where}),"
    " ev AS (SELECT sold_on, 'sale:' || request_id AS event_id FROM b"
    " UNION ALL SELECT b.sold_on, 'refund:' || c.payment_id FROM b"
    " CROSS JOIN customer_refunds AS c ON c.booking_ref = b.booking_ref"
    " UNION ALL SELECT b.sold_on, 'cancellation:' || r.request_id FROM b"
    " CROSS JOIN requests AS r ON r.booking_ref = b.booking_ref"
    " AND r.endpoint = 'cancel_booking' AND r.state = 'done')"
    " SELECT ev.sold_on, e.kind, l.account, TOTAL(l.debit_paise), TOTAL(l.credit_paise)"
    " FROM ev JOIN money_events AS e USING (event_id) JOIN book_lines AS l ON l.seq = e.seq"
    " WHERE l.account = 'drawer' OR l.account LIKE 'clearing:%'"
    f" OR l.account IN ('{WALLET_CASH}', '{WALLET_CREDIT}')"
    " GROUP BY ev.sold_on, e.kind, l.account"
)

# The refund payments recorded with ``:payment`` (one write: the cancellation's, at its stamp),
# each entry's lines: the part settled on the customer's account, what left the tender's.
_PAID_WITH = (
    "SELECT e.seq, l.account, l.debit_paise, l.credit_paise FROM customer_refunds AS f"
    " JOIN customer_refunds AS c ON c.request_id = f.request_id AND c.recorded_at = f.recorded_at"
    " JOIN money_events AS e ON e.event_id = 'refund:' || c.payment_id"
    " JOIN book_lines AS l ON l.seq = e.seq WHERE f.payment_id = ? ORDER BY e.seq, l.line"
)

# The entries of the refund payments named, on the customers' accounts (what each settled) and
# the tenders' (what left them, a cash refund's round off within).
_PAID_OUT = (
    "SELECT TOTAL(CASE WHEN l.account LIKE 'customer:%' THEN l.debit_paise ELSE 0 END),"
    " TOTAL(CASE WHEN l.account = 'drawer' OR l.account LIKE 'clearing:%'"
    " THEN l.credit_paise ELSE 0 END)"
    " FROM money_events AS e JOIN book_lines AS l ON l.seq = e.seq WHERE e.event_id IN ({ids})"
)

# A cancellation's entry and its refund payments' entries (by the till's payments of it, through
# their index): each line with the event's kind.
_CANCELLATION_LINES = (
    "SELECT e.kind, l.account, l.debit_paise, l.credit_paise FROM ("
    " SELECT 'cancellation:' || :request AS event_id"
    " UNION ALL SELECT 'refund:' || payment_id FROM customer_refunds WHERE request_id = :request"
    " UNION ALL SELECT 'refund_agreed:' || payment_id FROM customer_refunds"
    " WHERE request_id = :request"
    ") AS named JOIN money_events AS e USING (event_id) JOIN book_lines AS l ON l.seq = e.seq"
)

Amounts = tuple[tuple[TenderKind, Decimal], ...]

# The lines the events named (a JSON array of event ids) posted on the service's wallet.
_WALLET_LINES = (
    "SELECT e.event_id, l.account, l.debit_paise, l.credit_paise"
    " FROM json_each(:events) AS named JOIN money_events AS e ON e.event_id = named.value"
    " JOIN book_lines AS l ON l.seq = e.seq WHERE l.account IN (:cash, :credit)"
)

# One line of an entry on the wallet: its event, account, debit and credit.
WalletLine = tuple[str, str, Decimal, Decimal]


@dataclass(frozen=True, slots=True)
class ModuleWallet:
    """One module's part of the wallet's money: its ``sales`` and what they debited from the
    wallet (``sold``), its ``cancellations`` and what the service credited back (``refunded``)."""

    module: Module
    sales: int = 0
    sold: Decimal = ZERO
    cancellations: int = 0
    refunded: Decimal = ZERO

    @property
    def net(self) -> Decimal:
        """What the wallet paid for the module's sales, less what it was credited back."""
        return money(self.sold - self.refunded)


@dataclass(frozen=True, slots=True)
class WalletMoved:
    """The service's wallet moved by a set of sales and cancellations, by the books: what the
    sales debited from the wallet's cash (``cash``) and from its credit (``credit``), what the
    cancellations credited back to it (``credited``), and each module's part."""

    cash: Decimal
    credit: Decimal
    credited: Decimal
    modules: tuple[ModuleWallet, ...]

    @property
    def debited(self) -> Decimal:
        """What the sales debited from the wallet, its cash and its credit."""
        return money(self.cash + self.credit)

    @property
    def net(self) -> Decimal:
        """What the sales debited from the wallet, less what the cancellations credited."""
        return money(self.debited - self.credited)


def wallet_events(sales: Iterable[str], cancellations: Iterable[str]) -> list[str]:
    """The money events of the sales ``sales`` and the cancellations ``cancellations`` (each a
    request's id), by their ids: what the wallet's money they moved is asked of."""
    return [f"sale:{r}" for r in sales] + [f"cancellation:{r}" for r in cancellations]


def wallet_moved(
    lines: Iterable[WalletLine], sales: Mapping[str, Module], cancellations: Mapping[str, Module]
) -> WalletMoved:
    """The wallet moved by the sales ``sales`` and the cancellations ``cancellations`` (each
    a request's id with its module), from their entries' ``lines`` on ``wallet:cash`` and
    ``wallet:credit``: a sale's credits there are the wallet's debit, a cancellation's debits
    what the service credited back."""
    cash, credit, credited = ZERO, ZERO, ZERO
    sold = dict.fromkeys(Module, ZERO)
    refunded = dict.fromkeys(Module, ZERO)
    for event_id, account, debit, credit_line in lines:
        kind, _, request_id = event_id.partition(":")
        if kind == "sale" and request_id in sales:
            sold[sales[request_id]] += credit_line - debit
            if account == WALLET_CASH:
                cash += credit_line - debit
            else:
                credit += credit_line - debit
        elif kind == "cancellation" and request_id in cancellations:
            refunded[cancellations[request_id]] += debit - credit_line
            credited += debit - credit_line
    modules = tuple(
        ModuleWallet(
            module,
            sum(1 for m in sales.values() if m is module),
            money(sold[module]),
            sum(1 for m in cancellations.values() if m is module),
            money(refunded[module]),
        )
        for module in Module
    )
    return WalletMoved(money(cash), money(credit), money(credited), modules)


@dataclass(frozen=True, slots=True)
class PaidOut:
    """What refund payments gave back by the books: ``settled`` off the customers' accounts,
    and ``handed`` out of the drawer or the terminal (a cash refund's round off within)."""

    settled: Decimal
    handed: Decimal

    @property
    def round_off(self) -> Decimal:
        """What the cash refunds were rounded by to leave the drawer in whole rupees: handed
        beyond (or short of) what they settled."""
        return money(self.handed - self.settled)


@dataclass(frozen=True, slots=True)
class CancellationMoney:
    """A cancellation's money by the books: the refund it owes the customer (``due``: what its
    entry credited the booking's customer account, with any refund agreed other than the rule)
    and what its refund payments gave back of it (``paid``)."""

    due: Decimal
    paid: PaidOut

    @property
    def owed(self) -> Decimal:
        """What the cancellation still owes the customer: its refund due less what its payments
        settled (Disruptions' "Owed to the customer")."""
        return money(self.due - self.paid.settled)


@dataclass(frozen=True, slots=True)
class RefundSettled:
    """What a refund's document (a credit note, a refund slip) settles, by the books at the
    payment that issued it: the refund ``due`` (the document's total), what that payment gave
    by tender (the parts settled, a cash refund's round off apart), and what it left owed."""

    due: Decimal
    given: Amounts

    @property
    def given_in_all(self) -> Decimal:
        """What the payment gave, every tender's part."""
        return money(sum((amount for _, amount in self.given), ZERO))

    @property
    def still_owed(self) -> Decimal:
        """What the payment left owed of the refund due."""
        return money(self.due - self.given_in_all)


@dataclass(frozen=True, slots=True)
class CustomersMoney:
    """What the customers paid at the till (``taken``) and were given back (``given_back``)."""

    taken: Decimal
    given_back: Decimal

    @property
    def net(self) -> Decimal:
        """What the till kept of the customers' money."""
        return money(self.taken - self.given_back)


@dataclass(frozen=True, slots=True)
class DayOfSale:
    """The money of the bookings sold on one day, by the books: what each tender took for their
    sales and gave back by their refunds (``tenders``), and what the service's wallet paid for
    the sales and got back for their cancellations (``wallet``, no module's part apart)."""

    tenders: TenderFlows
    wallet: WalletMoved

    @property
    def customers(self) -> CustomersMoney:
        """What the customers paid at the till and were given back, every tender's part."""
        return self.tenders.in_all


@dataclass(frozen=True, slots=True)
class Carried:
    """A credit an exchange carried to a booking from the booking ``booking_ref`` it replaced
    (``amount``), and what was given back to the customer on that booking (``given_back``)."""

    booking_ref: str
    amount: Decimal
    given_back: Amounts


@dataclass(frozen=True, slots=True)
class BookingMoney:
    """A booking's money by the books: what each tender took for its sale (``paid``), each
    credit an exchange carried to it from another booking (``carried``: that booking's
    reference and the amount), and what each tender gave back by its refunds (``given_back``:
    what left the drawer or the terminal, a cash refund's round off within it); ``wallet``: what
    the service's wallet paid for it, its cancellations' credits taken off."""

    paid: Amounts
    carried: tuple[Carried, ...]
    given_back: Amounts
    wallet: Decimal = ZERO

    @property
    def paid_in_all(self) -> Decimal:
        """What the tenders took for the sale."""
        return money(sum((amount for _, amount in self.paid), ZERO))

    @property
    def given_back_in_all(self) -> Decimal:
        """What the refunds gave back."""
        return money(sum((amount for _, amount in self.given_back), ZERO))

    @property
    def paid_now(self) -> Decimal:
        """What the customer has paid for the booking as it stands: what the tenders took and
        the credits carried to it, less what was given back."""
        carried = sum((credit.amount for credit in self.carried), ZERO)
        return money(self.paid_in_all + carried - self.given_back_in_all)

    @property
    def margin(self) -> Decimal:
        """The agency's margin on the booking as it stands: what the customer has paid now less
        what the wallet paid (the voucher's agency copy)."""
        return money(self.paid_now - self.wallet)


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

    def corrections(self, first: dt.date, last: dt.date) -> list[Correction]:
        """The entries posted from ``first`` to ``last`` that correct a closed month, with
        what each corrects (the trial balance lists them)."""
        return corrections(self._conn, first, last)

    def shift_tenders(self, shift_id: int) -> ShiftFlows:
        """What each tender took and gave back over the shift ``shift_id``, and what its cash
        refunds were rounded by."""
        accounts = {tender_account(kind): kind for kind in TENDERS}
        taken, given = by_tender(), by_tender()
        round_off = ZERO
        for account, debit, credit in self._conn.execute(_SHIFT_TENDERS, {"shift": shift_id}):
            if account == ROUND_OFF:
                round_off = from_paise(debit - credit)
                continue
            kind = accounts[account]
            taken[kind] = from_paise(debit)
            given[kind] = from_paise(credit)
        return ShiftFlows(taken, given, round_off)

    def wallet_moved(
        self, sales: Mapping[str, Module], cancellations: Mapping[str, Module]
    ) -> WalletMoved:
        """The wallet moved by the sales ``sales`` and the cancellations ``cancellations``
        (each a request's id with its module): their entries on the wallet's accounts."""
        events = wallet_events(sales, cancellations)
        named = {"events": json.dumps(events), "cash": WALLET_CASH, "credit": WALLET_CREDIT}
        lines = [
            (event_id, account, from_paise(debit), from_paise(credit))
            for event_id, account, debit, credit in self._conn.execute(_WALLET_LINES, named)
        ]
        return wallet_moved(lines, sales, cancellations)

    def booking(self, request_id: str, booking_ref: str) -> BookingMoney | None:
        """The money of the booking ``booking_ref`` sold by the request ``request_id``; None
        when its sale has no entry (no payment was taken at this till, or a journal of an
        earlier version not posted yet)."""
        accounts = {tender_account(kind): kind for kind in TENDERS}
        paid, given = by_tender(), by_tender()
        carried: dict[str, Decimal] = {}
        sold = False
        wallet = ZERO
        own = customer_account(booking_ref)
        rows = self._conn.execute(_BOOKING_LINES, {"request": request_id, "ref": booking_ref})
        for kind, account, debit, credit in rows:
            sold = sold or kind == "sale"
            if account in (WALLET_CASH, WALLET_CREDIT):
                # The sale's credit is what the wallet paid; a cancellation's debit what the
                # service gave back.
                wallet += from_paise(credit) - from_paise(debit)
            if kind == "sale" and account in accounts:
                paid[accounts[account]] += from_paise(debit)
            elif kind == "sale" and account.startswith("customer:") and account != own:
                carried[account.removeprefix("customer:")] = from_paise(debit)
            elif kind == "refund_paid" and account in accounts:
                given[accounts[account]] += from_paise(credit)
        if not sold:
            return None
        credits = tuple(Carried(ref, a, self.given_back(ref)) for ref, a in carried.items())
        return BookingMoney(_some(paid), credits, _some(given), money(wallet))

    def taken_by_sales(self, request_ids: Iterable[str]) -> dict[str, Decimal]:
        """What the tenders took for each of the sales ``request_ids`` (History's "Customer
        paid"): each sale the books hold, with what its entry took on the drawer and the
        clearings."""
        named = {"requests": json.dumps(list(request_ids))}
        return {
            request_id: from_paise(int(paise))
            for request_id, paise in self._conn.execute(_TAKEN_BY_SALES, named)
        }

    def settled_by(self, payment_id: str, due: Decimal) -> RefundSettled | None:
        """What the refund payment ``payment_id`` and the parts recorded with it settled of
        ``due``; None when it posted nothing (an exchange's credit note: no payment)."""
        accounts = {tender_account(kind): kind for kind in TENDERS}
        settled: dict[int, Decimal] = {}
        tender: dict[int, TenderKind] = {}
        for seq, account, debit, credit in self._conn.execute(_PAID_WITH, (payment_id,)):
            if account.startswith("customer:"):
                settled[seq] = from_paise(debit)
            elif account in accounts and credit:
                tender[seq] = accounts[account]
        if not settled:
            return None
        given = by_tender()
        for seq, amount in settled.items():
            given[tender[seq]] += amount
        return RefundSettled(money(due), _some(given))

    def paid_out(self, payment_ids: list[str]) -> PaidOut:
        """What the refund payments ``payment_ids`` gave back (nothing for none posted)."""
        marks = ", ".join("?" for _ in payment_ids)
        (settled, handed) = self._conn.execute(
            _PAID_OUT.format(ids=marks), [f"refund:{payment}" for payment in payment_ids]
        ).fetchone()
        return PaidOut(from_paise(int(settled)), from_paise(int(handed)))

    def cancellation(self, request_id: str, booking_ref: str) -> CancellationMoney | None:
        """The money of the cancellation ``request_id`` of ``booking_ref`` (an exchange's
        receipt: the credit from the booking given up and what went back of it); None when it
        has no entry (not confirmed yet)."""
        accounts = {tender_account(kind) for kind in TENDERS}
        own = customer_account(booking_ref)
        due = settled = handed = ZERO
        cancelled = False
        rows = self._conn.execute(_CANCELLATION_LINES, {"request": request_id})
        for kind, account, debit, credit in rows:
            cancelled = cancelled or kind == "cancellation"
            if kind in ("cancellation", "refund_agreed") and account == own:
                # A refund agreed other than the rule changes what the cancellation owes.
                due += from_paise(credit) - from_paise(debit)
            elif kind == "refund_paid" and account == own:
                settled += from_paise(debit)
            elif kind == "refund_paid" and account in accounts:
                handed += from_paise(credit)
        if not cancelled:
            return None
        return CancellationMoney(money(due), PaidOut(money(settled), money(handed)))

    def owed_list(self, owed: list[RefundOwed]) -> list[RefundOwed]:
        """The refunds ``owed`` (the till's list to pay out: which cancellation, by which
        tender) with what each owes by the books: each booking's owed (``owed_to``) placed on
        its refunds' tenders in the list's order, each up to the till's part, the rest on the
        last; a refund the books owe nothing of left out (an exchange's credit carried on, a
        refund given another way)."""
        parts: dict[str, list[tuple[int, TenderKind, Decimal]]] = {}
        for n, refund in enumerate(owed):
            tenders = parts.setdefault(refund.due.booking_ref, [])
            tenders.extend((n, kind, amount) for kind, amount in refund.due.by)
        placed: list[dict[TenderKind, Decimal]] = [by_tender() for _ in owed]
        for booking_ref, tenders in parts.items():
            left = max(self.owed_to(booking_ref), ZERO)
            for index, (n, kind, planned) in enumerate(tenders):
                part = left if index == len(tenders) - 1 else min(planned, left)
                placed[n][kind] += part
                left -= part
        return [
            replace(refund, due=replace(refund.due, by=_some(by)))
            for refund, by in zip(owed, placed, strict=True)
            if _some(by)
        ]

    def owed_by_tender(self, owed: list[RefundOwed]) -> dict[TenderKind, Decimal]:
        """What the customers of the refunds ``owed`` are owed by the books (``owed_list``), by
        the tender each is to be paid by (a tender nothing is owed by left out)."""
        totals = by_tender()
        for refund in self.owed_list(owed):
            for kind, amount in refund.due.by:
                totals[kind] += amount
        return {kind: money(amount) for kind, amount in totals.items() if amount}

    def given_back(self, booking_ref: str) -> Amounts:
        """What each tender gave back to the customer of ``booking_ref`` by its refunds."""
        accounts = {tender_account(kind): kind for kind in TENDERS}
        given = by_tender()
        for account, paise in self._conn.execute(_GIVEN_BACK, (booking_ref,)):
            if account in accounts:
                given[accounts[account]] = from_paise(paise)
        return _some(given)

    def settled_by_cancellation(self, booking_ref: str) -> dict[str, Decimal]:
        """What the refunds of each cancellation of ``booking_ref`` (by its request) gave back
        to the customer, by their entries: the parts settled off the customer's account."""
        return {
            request_id: from_paise(int(paise))
            for request_id, paise in self._conn.execute(_SETTLED_BY_CANCELLATION, (booking_ref,))
        }

    def days_of_sale(self, text: str = "", day: dt.date | None = None) -> dict[dt.date, DayOfSale]:
        """Per day of sale, the money of the bookings History's search ``text`` and ``day``
        finds (``DayOfSale``): the entries of their sales, refunds and cancellations."""
        where, params = search_clause(text, day)
        accounts = {tender_account(kind): kind for kind in TENDERS}
        tenders: dict[str, TenderFlows] = {}
        wallet: dict[str, dict[tuple[str, str], Decimal]] = {}
        for sold_on, kind, account, debit, credit in self._conn.execute(
            _DAYS_OF_SALE.format(where=where), params
        ):
            flows = tenders.setdefault(sold_on, TenderFlows(by_tender(), by_tender()))
            if account in accounts and kind == "sale":
                flows.taken[accounts[account]] += from_paise(int(debit))
            elif account in accounts and kind == "refund_paid":
                flows.given[accounts[account]] += from_paise(int(credit))
            elif account in (WALLET_CASH, WALLET_CREDIT):
                moved = wallet.setdefault(sold_on, {})
                # A sale's credit is what the wallet paid; a cancellation's debit what the
                # service gave back.
                moved[kind, account] = from_paise(int(credit)) - from_paise(int(debit))
        return {
            dt.date.fromisoformat(sold_on): DayOfSale(
                flows, _wallet_of_day(wallet.get(sold_on, {}))
            )
            for sold_on, flows in tenders.items()
        }

    def owed_to(self, booking_ref: str) -> Decimal:
        """What the booking's customer is owed (negative: what they owe)."""
        return self._reader.owed_to(booking_ref)

    def excess_handed(self, payment_key: str) -> Decimal:
        """What left the tender when the customer's excess of the sale's payment
        ``payment_key`` was paid back (cash in whole rupees, its round off within)."""
        (paise,) = self._conn.execute(
            _EXCESS_HANDED, (f"excess_refunded:{payment_key}",)
        ).fetchone()
        return from_paise(int(paise))

    def owed_to_customers(self) -> dict[str, Decimal]:
        """Each booking whose customer is owed money, with the amount."""
        return self._reader.owed_to_customers()

    def owed_in_all(self) -> Decimal:
        """What every customer is owed, added up: the drawer's refunds owed."""
        return total_owed(self.owed_to_customers())


def _wallet_of_day(moved: Mapping[tuple[str, str], Decimal]) -> WalletMoved:
    """The wallet's money of a day's bookings from what their entries moved on it, by kind of
    entry and account (a sale's credit less its debit; a cancellation's the same, negative)."""
    return WalletMoved(
        money(moved.get(("sale", WALLET_CASH), ZERO)),
        money(moved.get(("sale", WALLET_CREDIT), ZERO)),
        money(
            -moved.get(("cancellation", WALLET_CASH), ZERO)
            - moved.get(("cancellation", WALLET_CREDIT), ZERO)
        ),
        (),
    )


def _some(amounts: dict[TenderKind, Decimal]) -> Amounts:
    """The tenders of ``amounts`` that moved money, in registry order."""
    return tuple((kind, money(amount)) for kind, amount in amounts.items() if amount)


def note_settled(till: Till, note: TaxDocument) -> RefundSettled | None:
    """What the refund document ``note`` settles, by the books (None: a document no refund
    payment issued, such as an exchange's credit note, or a journal not posted yet)."""
    books = BookQueries(till.books_connection())
    if note.refund_request_id is None or not books.posted():
        return None
    return books.settled_by(note.refund_request_id, note.totals.total)


def booking_money(till: Till, request_id: str, booking_ref: str) -> BookingMoney | None:
    """The money of a booking by the books (``BookQueries.booking``); None too while a journal
    of an earlier version waits for the books job (its figures are then the till's)."""
    books = BookQueries(till.books_connection())
    return books.booking(request_id, booking_ref) if books.posted() else None


def cancellation_money(till: Till, request_id: str, booking_ref: str) -> CancellationMoney | None:
    """The money of a cancellation by the books (``BookQueries.cancellation``); None too while
    a journal of an earlier version waits for the books job (its figures are then the till's)."""
    books = BookQueries(till.books_connection())
    return books.cancellation(request_id, booking_ref) if books.posted() else None


def customer_owed(till: Till, booking_ref: str) -> Decimal:
    """What the customer of ``booking_ref`` is still owed (0: nothing, nor when they owe), by
    the books: Lookup's, History's and the voucher's "still owed"; a journal of an earlier
    version, until the books job has posted it, by the till's own rows."""
    books = BookQueries(till.books_connection())
    if not books.posted():
        return till.owed_on(booking_ref)
    return max(books.owed_to(booking_ref), ZERO)


def refunds_given(till: Till, booking_ref: str) -> dict[str, Decimal]:
    """What each cancellation of ``booking_ref`` (by its request) gave back to the customer, by
    the books (``BookQueries.settled_by_cancellation``): History's line of each cancellation;
    none while a journal of an earlier version waits for the books job."""
    books = BookQueries(till.books_connection())
    return books.settled_by_cancellation(booking_ref) if books.posted() else {}


def customers_owed(till: Till, counter: str) -> Decimal:
    """What every customer is still owed, by the books: the header's owed line and the drawer's
    refunds owed; a journal of an earlier version, until the books job has posted it, by the
    till's own rows (of the sales of ``counter``)."""
    books = BookQueries(till.books_connection())
    if not books.posted():
        return money(sum((o.due.amount for o in till.refunds_owed(counter)), ZERO))
    return books.owed_in_all()


def refunds_owed(till: Till, counter: str | None = None) -> list[RefundOwed]:
    """The refunds still owed to customers (of the sales of ``counter`` when given), oldest
    first, each with what it owes by the books (``BookQueries.owed_list``): the header's and the
    Z dialog's list, Lookup's refund owed; a journal of an earlier version, until the books job
    has posted it, the till's own list."""
    books = BookQueries(till.books_connection())
    owed = till.refunds_owed(counter)
    return books.owed_list(owed) if books.posted() else owed


def with_paid(connection: sqlite3.Connection, rows: list[BookingRow]) -> list[BookingRow]:
    """``rows`` (of the journal on ``connection``) with what the tenders took for each sale
    taken at this till, by the books (``BookQueries.taken_by_sales``): History's "Customer
    paid" and the shift report's sales. A sale the books do not hold yet (a journal of an
    earlier version, until the books job has posted it) shows its price as the till recorded
    it."""
    sold = [row.request_id for row in rows if row.price is not None]
    taken = BookQueries(connection).taken_by_sales(sold) if sold else {}
    return [
        row if row.price is None else replace(row, paid=taken.get(row.request_id, row.price))
        for row in rows
    ]
