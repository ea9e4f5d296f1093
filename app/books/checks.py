"""The books checked: what ``BooksReader`` finds wrong in the journal's own books, and what the
agency store's copy of the counter's money events finds wrong in them, event by event.

In the journal alone (``check_books``): an entry whose lines do not balance (``unbalanced``), an
entry that is not what its event's rule posts (``differences``: a line edited together with its
other side), and each invariant the chart of accounts declares (``app.domain.accounts``) that
the journal holds the figures for, by its rule in ``RULES``: the drawer never below zero and at
each close what was counted (the Z report's count), the wallet's credit used never in debit,
the UPI and bank clearings what their unproved payments and payouts explain, the bank's balance
what the latest statement's reconciliation explains, the service charge and each head of output
GST what the GSTR-1 of the documents issued states. ``NOT_CHECKED`` says why the others are not.
Against the store's copy (``compare_with_copy``), which holds each event as it was sent: an
event edited after it was sent, an event the journal no longer holds (deleted), and an event
posted twice (doubled) - the last two are invisible to ``differences``, which rebuilds from the
same edited events. Each problem names its event, the booking where the event has one, and the
amount (a broken invariant its account too). A problem is reported, never a reason to refuse
the till's write.

The journal's own outbox keeps every event as it was sent, chained and sealed with the records
(``app.journal.chain``): ``check_all`` holds the books to that copy too, so a counter names a
deletion or a doubling by itself, and rewriting the copy as well breaks the records' chain,
which the agency store checks. What it finds goes to the store as a ``books_check`` record
(``problems_body``) each time it changes; the agency's day close lists each counter's latest.
"""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from decimal import Decimal
from enum import StrEnum
from typing import Any

from app.books.reader import BooksReader
from app.domain.accounts import (
    CHART,
    DRAWER,
    GST_HEADS,
    SERVICE_CHARGE,
    WALLET_CREDIT,
    bank_account,
    gst_account,
    tender_account,
)
from app.domain.gst import Scheme, TaxDocument
from app.domain.money import ZERO, money
from app.domain.postings import Entry, EventKind, Line, MoneyEvent
from app.figures import amount_text
from app.i18n import QT_TRANSLATE_NOOP, Catalogue
from app.journal import outbox
from app.journal.bank_named import corrected_apart
from app.journal.bank_vouchers import reconciliations
from app.journal.gst_export import exported_documents
from app.journal.gstr1 import HsnRow, gstr1_tables
from app.journal.outbox import Kind
from app.journal.outbox import amount_text as body_amount
from app.journal.shifts import ShiftTables

BOOKS_CHECKS = Catalogue("BOOKS_CHECKS")


class Problem(StrEnum):
    """What is wrong with one event's entry in the books."""

    # Its lines do not balance.
    UNBALANCED = "unbalanced"
    # Its lines are not what its rule posts from its event (balanced, yet edited).
    REWRITTEN = "rewritten"
    # The chart's invariants checked, each by its ``Invariant.name``: after it, the drawer's
    # balance is below zero; after a close's count, the drawer is not what was counted; after
    # it, the wallet's credit used is in debit; a clearing is not what its unproved payments
    # and refunds and its payouts' shortfalls explain; the bank's balance is not what the latest
    # statement's reconciliation explains; the service charge, or a head of output GST, is not
    # what the GSTR-1 states.
    DRAWER_NEGATIVE = "drawer_negative"
    DRAWER_NOT_COUNTED = "drawer_not_counted"
    CREDIT_IN_DEBIT = "credit_in_debit"
    CLEARING_UNEXPLAINED = "clearing_unexplained"
    BANK_UNEXPLAINED = "bank_unexplained"
    CHARGE_NOT_FILED = "charge_not_filed"
    TAX_NOT_FILED = "tax_not_filed"
    # The store's copy of it differs from the journal's (event or lines).
    EDITED = "edited"
    # The store holds it; the journal no longer does.
    DELETED = "deleted"
    # The journal holds it twice, or holds an event of another id with the same figures.
    DOUBLED = "doubled"
    # The books do not hold it as the money events' chain kept it when it was posted
    # (``app.books.chained``): edited, deleted, posted by hand, or its link or seal rewritten.
    CHAIN_BROKEN = "chain_broken"
    # At the agency: in the counter's books, never sent to the store.
    ADDED = "added"
    # At the agency: sent with a link other than the head the store witnessed for it.
    NOT_AS_WITNESSED = "not_as_witnessed"
    # At the agency: the counter's books are not its copy with the changes the counter names.
    UNEXPLAINED = "unexplained"


@dataclass(frozen=True, slots=True)
class BookProblem:
    """One problem of the books: ``amount`` is the entry's debits (the journal's; the store's
    copy's for a deleted event), ``was`` the store copy's where it differs. Of a broken
    invariant, its ``account`` and ``amount`` the account's balance that breaks it (the drawer
    below zero, the credit used in debit) or, held against another figure (the count, the
    statement, the GSTR-1), how far the books are off it (the books' less it, on the account's
    normal side), ``was`` that figure; an entry the statement does not show, its amount."""

    problem: Problem
    event_id: str
    booking_ref: str
    amount: Decimal
    was: Decimal | None = None
    account: str = ""

    def describe(self) -> str:
        """``Event sale:r1, booking AB12CD34: … (708.00).``, in the screen's language."""
        words = {
            "event": self.event_id or "-",
            "booking": self.booking_ref or "-",
            "account": self.account or "-",
            "amount": amount_text(self.amount),
            "was": "-" if self.was is None else amount_text(self.was),
        }
        return BOOKS_CHECKS.known(SAID[self.problem]).format(**words)


SAID = {
    Problem.UNBALANCED: QT_TRANSLATE_NOOP(
        "BOOKS_CHECKS",
        "Event {event}, booking {booking}: its lines in the books do not balance (debits "
        "{amount}).",
    ),
    Problem.REWRITTEN: QT_TRANSLATE_NOOP(
        "BOOKS_CHECKS",
        "Event {event}, booking {booking}: its lines in the books ({amount}) are not what its "
        "rule posts from it ({was}).",
    ),
    Problem.EDITED: QT_TRANSLATE_NOOP(
        "BOOKS_CHECKS",
        "Event {event}, booking {booking}: edited in the books after it was sent ({amount}; "
        "the agency store received {was}).",
    ),
    Problem.DELETED: QT_TRANSLATE_NOOP(
        "BOOKS_CHECKS",
        "Event {event}, booking {booking}: deleted from the books after it was sent (the "
        "agency store holds it, {amount}).",
    ),
    Problem.DOUBLED: QT_TRANSLATE_NOOP(
        "BOOKS_CHECKS",
        "Event {event}, booking {booking}: posted twice in the books ({amount} again).",
    ),
    Problem.CHAIN_BROKEN: QT_TRANSLATE_NOOP(
        "BOOKS_CHECKS",
        "Event {event}, booking {booking}: the books do not hold it as the money events' "
        "chain sealed it when it was posted ({amount} in the books now).",
    ),
    Problem.ADDED: QT_TRANSLATE_NOOP(
        "BOOKS_CHECKS",
        "Event {event}, booking {booking}: in the counter's books ({amount}), never posted at "
        "its till nor sent to the agency store.",
    ),
    Problem.NOT_AS_WITNESSED: QT_TRANSLATE_NOOP(
        "BOOKS_CHECKS",
        "Event {event}, booking {booking}: rewritten at the counter after its link reached the "
        "agency store, before it was sent ({amount} as sent).",
    ),
    Problem.UNEXPLAINED: QT_TRANSLATE_NOOP(
        "BOOKS_CHECKS",
        "The counter's books ({amount} in debits) are not the agency store's copy of its events "
        "({was}) with the changes its check names: rewritten beyond them.",
    ),
    # A broken invariant is said by the chart's sentence of it.
    **{
        Problem(invariant.name): invariant.said
        for account in CHART
        for invariant in account.invariants
        if invariant.said
    },
}


@dataclass(frozen=True, slots=True)
class CopiedEvent:
    """One money event as the agency store received it (a ``money_event`` record's body)."""

    event: MoneyEvent
    entry: Entry

    @classmethod
    def of(cls, body: Mapping[str, Any]) -> CopiedEvent:
        """From the record's body (``app.journal.money_events.record``)."""
        kind = EventKind(str(body["kind"]))
        event = MoneyEvent(str(body["event_id"]), kind, dict(body["body"]))
        lines = tuple(
            Line(
                str(line["account"]),
                money(Decimal(str(line["debit"]))),
                money(Decimal(str(line["credit"]))),
            )
            for line in body["lines"]
        )
        return cls(event, Entry(event.event_id, kind, lines))


def _booking(event: MoneyEvent | None) -> str:
    return "" if event is None else str(event.body.get("booking_ref") or "")


def _figures(event: MoneyEvent) -> str:
    """The event's kind and figures as one text (two ids with the same text: one event)."""
    return event.kind.value + json.dumps(dict(event.body), sort_keys=True, default=str)


@dataclass(frozen=True, slots=True)
class Kept:
    """The books as the invariants' rules read them: the reader (and the journal it reads,
    whose till, statements and documents hold the figures the books are held to), the entries
    stored in their order and the events by id."""

    books: BooksReader
    entries: Sequence[Entry]
    events: Mapping[str, MoneyEvent]

    def problem(self, problem: Problem, entry: Entry, account: str, amount: Decimal) -> BookProblem:
        """``problem`` of ``account`` after ``entry``, named by its event and booking."""
        booking = _booking(self.events.get(entry.event_id))
        return BookProblem(problem, entry.event_id, booking, amount, account=account)


def _after_each(entries: Iterable[Entry], account: str) -> Iterator[tuple[Entry, Decimal]]:
    """Each entry with ``account``'s balance after it."""
    balance = ZERO
    for entry in entries:
        balance += sum(
            (line.debit - line.credit for line in entry.lines if line.account == account), ZERO
        )
        yield entry, money(balance)


def _first_broken(
    kept: Kept, problem: Problem, account: str, broken: Callable[[Decimal], bool]
) -> list[BookProblem]:
    """The first event after which ``account``'s balance is ``broken``, with that balance
    (named once: the books after it follow from it)."""
    for entry, balance in _after_each(kept.entries, account):
        if broken(balance):
            return [kept.problem(problem, entry, account, balance)]
    return []


def _drawer_negative(kept: Kept) -> list[BookProblem]:
    return _first_broken(kept, Problem.DRAWER_NEGATIVE, DRAWER, lambda balance: balance < ZERO)


def _credit_in_debit(kept: Kept) -> list[BookProblem]:
    return _first_broken(
        kept, Problem.CREDIT_IN_DEBIT, WALLET_CREDIT, lambda balance: balance > ZERO
    )


def _drawer_not_counted(kept: Kept) -> list[BookProblem]:
    """Each close's count after which the drawer is not what its Z report says was counted (a
    close whose count was not taken says nothing)."""
    shifts = ShiftTables(kept.books.connection, _reads_only)
    found = []
    for entry, balance in _after_each(kept.entries, DRAWER):
        event = kept.events.get(entry.event_id)
        if entry.kind is not EventKind.DRAWER_COUNT or event is None:
            continue
        report = shifts.z_report_of(int(event.body["shift_id"]))
        counted = None if report is None else report.figures.get("counted")
        if counted is None:
            continue
        was = money(Decimal(str(counted)))
        if balance != was:
            off = kept.problem(Problem.DRAWER_NOT_COUNTED, entry, DRAWER, money(balance - was))
            found.append(replace(off, was=was))
    return found


def _reads_only() -> dt.datetime:
    raise AssertionError("the books' check writes nothing to the till")


# The entries a statement's line brings into the books: each is shown by its line, never
# waiting for a statement as a close's cash banked does.
BROUGHT_BY_A_LINE = frozenset(
    kind.value
    for kind in (
        EventKind.BANK_PROVED,
        EventKind.BANK_CHARGE,
        EventKind.PAYOUT,
        EventKind.BANK_VOUCHER,
    )
)


def _bank_unexplained(kept: Kept) -> list[BookProblem]:
    """Each account's ledger against its latest statement's closing balance, as the Bank
    statement tab reconciles them (``app.journal.bank_vouchers.reconciliations``): each entry a
    line brought that its line no longer shows (its amount edited), and what nothing explains.
    An account is not checked before a statement of it states a closing balance: nothing to
    hold the books to."""
    found: list[BookProblem] = []
    apart = corrected_apart(kept.books.connection)
    for reconciled in reconciliations(kept.books.connection):
        closing, account = reconciled.statement_closing, bank_account(reconciled.account)
        # An older entry edited after its correction named its account: the correction still
        # moves what it moved, so the account's ledger no longer shows the entry.
        found += [
            BookProblem(
                Problem.BANK_UNEXPLAINED,
                event_id,
                _booking(kept.events.get(event_id)),
                amount,
                closing,
                account,
            )
            for event_id, number, amount in apart
            if number == reconciled.account
        ]
        found += [
            BookProblem(
                Problem.BANK_UNEXPLAINED,
                item.event_id,
                _booking(kept.events.get(item.event_id)),
                item.amount,
                closing,
                account,
            )
            for item in reconciled.not_in_bank
            if item.kind in BROUGHT_BY_A_LINE
        ]
        if reconciled.gap:
            found.append(
                BookProblem(Problem.BANK_UNEXPLAINED, "", "", reconciled.gap, closing, account)
            )
    return found


def _clearing_unexplained(kept: Kept) -> list[BookProblem]:
    """Each clearing against what the statements explain of it, as the Bank statement tab
    reads them (``BankTables.clearings_explained``: its payments and refunds no row proves, a
    payout's shortfall); a clearing they do not explain (a card's) is not checked."""
    # Imported here: the books job imports this module at the start, and the bank's tables are
    # for after the live catalogue is listed (tests/perf/test_first_paint_imports.py).
    from app.journal.bank import BankTables

    tables = BankTables(kept.books.connection, _reads_only)
    found = []
    for kind, explained in tables.clearings_explained().items():
        account = tender_account(kind)
        off = money(kept.books.balance(account) - explained)
        if off:
            problem = Problem.CLEARING_UNEXPLAINED
            found.append(BookProblem(problem, "", "", off, explained, account))
    return found


def _hsn(documents: Sequence[TaxDocument]) -> tuple[HsnRow, ...]:
    """The GSTR-1's Table 12 of ``documents``, both parts: every taxed line, net of credit
    notes."""
    tables = gstr1_tables(documents)
    return (*tables.hsn_b2b, *tables.hsn_b2c)


def _filed(documents: Sequence[TaxDocument]) -> dict[str, Decimal]:
    """What the GSTR-1 of ``documents`` (one booking's) states, net of credit notes: the output
    tax by head (its SGST column is the UTGST of an agency in a Union territory without a
    legislature) and, as ``SERVICE_CHARGE``, the taxable value of the agent's scheme (a tour
    operator's is its package, no charge)."""
    filed = {gst_account(head): ZERO for head in GST_HEADS}
    for document in documents:
        levy = gst_account(document.basis.state_levy.lower())
        for row in _hsn([document]):
            filed[gst_account("igst")] += row.igst
            filed[gst_account("cgst")] += row.cgst
            filed[levy] += row.sgst
    agent = [document for document in documents if document.basis.scheme is Scheme.AGENT]
    filed[SERVICE_CHARGE] = sum((row.taxable for row in _hsn(agent)), ZERO)
    return {account: money(amount) for account, amount in filed.items()}


def _not_filed(kept: Kept) -> list[BookProblem]:
    """Each booking's output GST by head and service charge (credit balances of its events)
    against what the GSTR-1 of its documents states. A booking with no document filed (a Bill
    of Supply, a receipt of an unregistered agency, a sale before its invoice) is held to no
    GSTR-1's charge, and to no tax."""
    exported = exported_documents(kept.books.connection, dt.date.min, dt.date.max)
    documents: dict[str, list[TaxDocument]] = {}
    for item in exported:
        if item.filed:
            documents.setdefault(item.booking_ref, []).append(item.document)
    held = set(map(gst_account, GST_HEADS))
    booked: dict[str, dict[str, Decimal]] = {}
    for entry in kept.entries:
        booking = _booking(kept.events.get(entry.event_id))
        for line in entry.lines:
            if line.account in held or line.account == SERVICE_CHARGE:
                accounts = booked.setdefault(booking, {})
                accounts[line.account] = accounts.get(line.account, ZERO) + line.credit - line.debit
    found = []
    for booking in dict.fromkeys([*booked, *documents]):
        filed = _filed(documents.get(booking, []))
        for account, amount in filed.items():
            if account == SERVICE_CHARGE and booking not in documents:
                continue
            off = money(booked.get(booking, {}).get(account, ZERO) - amount)
            if off:
                problem = (
                    Problem.CHARGE_NOT_FILED if account == SERVICE_CHARGE else Problem.TAX_NOT_FILED
                )
                found.append(BookProblem(problem, "", booking, off, amount, account))
    return found


Rule = Callable[[Kept], list[BookProblem]]
# Each invariant of the chart the check holds the books to, by its name, with its rule.
RULES: dict[str, Rule] = {
    Problem.DRAWER_NEGATIVE: _drawer_negative,
    Problem.DRAWER_NOT_COUNTED: _drawer_not_counted,
    Problem.CREDIT_IN_DEBIT: _credit_in_debit,
    Problem.CLEARING_UNEXPLAINED: _clearing_unexplained,
    Problem.BANK_UNEXPLAINED: _bank_unexplained,
    Problem.CHARGE_NOT_FILED: _not_filed,
    Problem.TAX_NOT_FILED: _not_filed,
}
# Each invariant of the chart the check leaves, and why the journal cannot check it.
NOT_CHECKED = {
    "customer_not_owed": (
        "What a customer is owed has no figure but the books': the till's refunds owed are read"
        " from them (app.books.queries.refunds_owed), and the till's own rows, which an"
        " earlier version read, count an exchange's credit carried as owed again."
    ),
    "wallet_not_ledger": (
        "The service's ledger is read with the agent's key, which other counters share: a"
        " counter's readings list the latest 20 journals of them all, so the wallet's cash is"
        " held to the ledger at the agency's day close (app.reports.wallet_witness), where"
        " every counter's readings and records meet."
    ),
}


def _invariants(kept: Kept) -> list[BookProblem]:
    """Every invariant's rule run once (two invariants share the GSTR-1's), in the chart's
    order."""
    found: list[BookProblem] = []
    for rule in dict.fromkeys(RULES.values()):
        found += rule(kept)
    return found


def check_books(books: BooksReader) -> list[BookProblem]:
    """What the journal's books show wrong by themselves: unbalanced entries, entries not what
    their rule posts, an event posted twice, and the chart's invariants."""
    events = books.events()
    by_id = {event.event_id: event for event in events}
    entries = books.entries()
    stored = {entry.event_id: entry for entry in entries}
    found = [
        BookProblem(
            Problem.UNBALANCED, event_id, _booking(by_id.get(event_id)), stored[event_id].debits
        )
        for event_id in books.unbalanced()
    ]
    unbalanced = {item.event_id for item in found}
    for difference in books.differences():
        if difference.event_id in unbalanced or difference.stored is None:
            continue
        amount = difference.stored.debits
        was = None if difference.rebuilt is None else difference.rebuilt.debits
        event = by_id.get(difference.event_id)
        found.append(
            BookProblem(Problem.REWRITTEN, difference.event_id, _booking(event), amount, was)
        )
    found += _doubled(events, stored)
    found += _invariants(Kept(books, entries, by_id))
    return found


def _doubled(events: Sequence[MoneyEvent], stored: Mapping[str, Entry]) -> list[BookProblem]:
    """Each event whose id, or whose kind and figures, an earlier event already has."""
    ids = Counter(event.event_id for event in events)
    seen: set[str] = set()
    ids_seen: set[str] = set()
    found = []
    for event in events:
        figures = _figures(event)
        # Two rows of one id are two postings of one event, whatever their figures.
        twice = figures in seen or (ids[event.event_id] > 1 and event.event_id in ids_seen)
        seen.add(figures)
        ids_seen.add(event.event_id)
        if twice:
            entry = stored.get(event.event_id)
            amount = ZERO if entry is None else entry.debits
            found.append(BookProblem(Problem.DOUBLED, event.event_id, _booking(event), amount))
    return found


def compare_with_copy(books: BooksReader, copy: Iterable[CopiedEvent]) -> list[BookProblem]:
    """The journal's books against the agency store's copy of this counter's money events,
    event by event: each event the store holds that the journal lacks (deleted) or holds
    otherwise (edited: its figures or its lines), and each event the journal holds beyond one
    of the store's figures (doubled). Events not sent yet are the journal's alone: not named."""
    events = books.events()
    local = {entry.event_id: entry for entry in books.entries()}
    local_events = {event.event_id: event for event in events}
    copied = {item.event.event_id: item for item in copy}
    found: list[BookProblem] = []
    for event_id, item in copied.items():
        mine = local.get(event_id)
        if mine is None:
            found.append(
                BookProblem(Problem.DELETED, event_id, _booking(item.event), item.entry.debits)
            )
        elif mine != item.entry or _figures(local_events[event_id]) != _figures(item.event):
            found.append(
                BookProblem(
                    Problem.EDITED,
                    event_id,
                    _booking(item.event),
                    mine.debits,
                    item.entry.debits,
                )
            )
    sent = {_figures(item.event): event_id for event_id, item in copied.items()}
    for event in events:
        original = sent.get(_figures(event))
        if original is not None and original != event.event_id:
            entry = local[event.event_id]
            found.append(
                BookProblem(Problem.DOUBLED, event.event_id, _booking(event), entry.debits)
            )
    return found


def outbox_copy(conn: sqlite3.Connection) -> list[CopiedEvent]:
    """Every money event as the journal's outbox keeps it (as it was sent), in its order."""
    rows = conn.execute(
        "SELECT body FROM outbox WHERE kind = ? ORDER BY seq", (Kind.MONEY_EVENT.value,)
    )
    return [CopiedEvent.of(json.loads(body)) for (body,) in rows]


def check_all(conn: sqlite3.Connection) -> list[BookProblem]:
    """The journal's books checked by themselves and against the outbox's copy of its events,
    each problem of an event named once."""
    books = BooksReader(conn)
    found = check_books(books) + compare_with_copy(books, outbox_copy(conn))
    # An account's invariant is named by its account: two heads of GST off are two problems.
    named = {(item.problem, item.event_id, item.account): item for item in found}
    return list(named.values())


def problems_body(
    problems: Sequence[BookProblem],
    at: dt.datetime,
    state: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """The body of a ``books_check`` record: when it was checked, each problem and, when given,
    what the books are now (``app.books.chained.books_state``), for the agency to hold to its
    copy of the events."""
    return {
        **({} if state is None else {"books": dict(state)}),
        "checked_at": at.isoformat(timespec="seconds"),
        "problems": [
            {
                "problem": item.problem.value,
                "event_id": item.event_id,
                "booking_ref": item.booking_ref,
                "amount": body_amount(item.amount),
                "was": None if item.was is None else body_amount(item.was),
                "account": item.account,
            }
            for item in problems
        ],
    }


def problems_of(body: Mapping[str, Any]) -> list[BookProblem]:
    """The problems a ``books_check`` record's body lists."""
    return [
        BookProblem(
            Problem(str(item["problem"])),
            str(item["event_id"]),
            str(item["booking_ref"]),
            money(Decimal(str(item["amount"]))),
            None if item["was"] is None else money(Decimal(str(item["was"]))),
            # A counter of an earlier version named no account.
            str(item.get("account", "")),
        )
        for item in body["problems"]
    ]


def send_when_changed(
    conn: sqlite3.Connection,
    problems: Sequence[BookProblem],
    at: dt.datetime,
    state: Mapping[str, Any] | None = None,
) -> bool:
    """Queue a ``books_check`` record for the agency store when ``problems`` are not what the
    last one said, or the books' ``state`` moved from the last one sent (the first check of a
    journal without events sends nothing); whether one was queued."""
    row = conn.execute(
        "SELECT body FROM outbox WHERE kind = ? ORDER BY seq DESC LIMIT 1",
        (Kind.BOOKS_CHECK.value,),
    ).fetchone()
    last = {} if row is None else json.loads(row[0])
    said = [] if row is None else problems_of(last)
    moved = state is not None and state.get("events") and _moved(last.get("books"), state)
    if said == list(problems) and not moved:
        return False
    (sent,) = conn.execute(
        "SELECT COUNT(*) FROM outbox WHERE kind = ?", (Kind.BOOKS_CHECK.value,)
    ).fetchone()
    body = problems_body(problems, at, state)
    with conn:
        return outbox.add(conn, Kind.BOOKS_CHECK, f"books_check:{sent + 1}", body, at)


def _moved(last: Mapping[str, Any] | None, state: Mapping[str, Any]) -> bool:
    """Whether the books' ``state`` is not the one last sent (its head, its changes)."""
    if last is None:
        return True
    return any(last.get(name) != state.get(name) for name in ("head", "changed", "gone"))
