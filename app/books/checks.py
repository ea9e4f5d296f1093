"""The books checked: what ``BooksReader`` finds wrong in the journal's own books, and what the
agency store's copy of the counter's money events finds wrong in them, event by event.

In the journal alone (``check_books``): an entry whose lines do not balance (``unbalanced``), an
entry that is not what its event's rule posts (``differences``: a line edited together with its
other side), and the chart of accounts' invariants that the books can show by themselves
(``app.domain.accounts``): the drawer never below zero, the wallet's credit used never in
debit. Against the store's copy (``compare_with_copy``), which holds each event as it was sent:
an event edited after it was sent, an event the journal no longer holds (deleted), and an event
posted twice (doubled) - the last two are invisible to ``differences``, which rebuilds from the
same edited events. Each problem names its event, the booking where the event has one, and the
amount. A problem is reported, never a reason to refuse the till's write.

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
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum
from typing import Any

from app.books.reader import BooksReader
from app.domain.money import ZERO, money
from app.domain.postings import DRAWER, WALLET_CREDIT, Entry, EventKind, Line, MoneyEvent
from app.figures import amount_text
from app.i18n import QT_TRANSLATE_NOOP, Catalogue
from app.journal import outbox
from app.journal.outbox import Kind
from app.journal.outbox import amount_text as body_amount

BOOKS_CHECKS = Catalogue("BOOKS_CHECKS")


class Problem(StrEnum):
    """What is wrong with one event's entry in the books."""

    # Its lines do not balance.
    UNBALANCED = "unbalanced"
    # Its lines are not what its rule posts from its event (balanced, yet edited).
    REWRITTEN = "rewritten"
    # After it, the drawer's balance is below zero.
    DRAWER_NEGATIVE = "drawer_negative"
    # After it, the wallet's credit used is in debit.
    CREDIT_IN_DEBIT = "credit_in_debit"
    # The store's copy of it differs from the journal's (event or lines).
    EDITED = "edited"
    # The store holds it; the journal no longer does.
    DELETED = "deleted"
    # The journal holds it twice, or holds an event of another id with the same figures.
    DOUBLED = "doubled"


@dataclass(frozen=True, slots=True)
class BookProblem:
    """One problem of the books: ``amount`` is the entry's debits (the journal's; the store's
    copy's for a deleted event), ``was`` the store copy's where it differs."""

    problem: Problem
    event_id: str
    booking_ref: str
    amount: Decimal
    was: Decimal | None = None

    def describe(self) -> str:
        """``Event sale:r1, booking AB12CD34: … (708.00).``, in the screen's language."""
        words = {
            "event": self.event_id,
            "booking": self.booking_ref or "-",
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
    Problem.DRAWER_NEGATIVE: QT_TRANSLATE_NOOP(
        "BOOKS_CHECKS",
        "Event {event}, booking {booking}: after it the drawer in the books is below zero.",
    ),
    Problem.CREDIT_IN_DEBIT: QT_TRANSLATE_NOOP(
        "BOOKS_CHECKS",
        "Event {event}, booking {booking}: after it the wallet's credit used is in debit in the "
        "books.",
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


def _invariants(entries: Sequence[Entry], events: Mapping[str, MoneyEvent]) -> list[BookProblem]:
    """The first event after which the drawer is below zero, and the first after which the
    wallet's credit used is in debit (each named once: the books after it follow from it)."""
    found: list[BookProblem] = []
    drawer = credit = ZERO
    named: set[Problem] = set()
    for entry in entries:
        for line in entry.lines:
            if line.account == DRAWER:
                drawer += line.debit - line.credit
            elif line.account == WALLET_CREDIT:
                credit += line.debit - line.credit
        for problem, broken in (
            (Problem.DRAWER_NEGATIVE, drawer < ZERO),
            (Problem.CREDIT_IN_DEBIT, credit > ZERO),
        ):
            if broken and problem not in named:
                named.add(problem)
                event = events.get(entry.event_id)
                found.append(BookProblem(problem, entry.event_id, _booking(event), entry.debits))
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
    found += _invariants(entries, by_id)
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
    return list({(item.problem, item.event_id): item for item in found}.values())


def problems_body(problems: Sequence[BookProblem], at: dt.datetime) -> dict[str, Any]:
    """The body of a ``books_check`` record: when it was checked and each problem."""
    return {
        "checked_at": at.isoformat(timespec="seconds"),
        "problems": [
            {
                "problem": item.problem.value,
                "event_id": item.event_id,
                "booking_ref": item.booking_ref,
                "amount": body_amount(item.amount),
                "was": None if item.was is None else body_amount(item.was),
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
        )
        for item in body["problems"]
    ]


def send_when_changed(
    conn: sqlite3.Connection, problems: Sequence[BookProblem], at: dt.datetime
) -> bool:
    """Queue a ``books_check`` record for the agency store when ``problems`` are not what the
    last one said (the first check of a sound journal sends nothing); whether one was queued."""
    row = conn.execute(
        "SELECT body FROM outbox WHERE kind = ? ORDER BY seq DESC LIMIT 1",
        (Kind.BOOKS_CHECK.value,),
    ).fetchone()
    said = [] if row is None else problems_of(json.loads(row[0]))
    if said == list(problems):
        return False
    (sent,) = conn.execute(
        "SELECT COUNT(*) FROM outbox WHERE kind = ?", (Kind.BOOKS_CHECK.value,)
    ).fetchone()
    with conn:
        return outbox.add(
            conn, Kind.BOOKS_CHECK, f"books_check:{sent + 1}", problems_body(problems, at), at
        )
