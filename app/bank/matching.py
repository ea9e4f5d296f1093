"""Each UPI or bank payment of the till proved by a row of the agency's statements.

A credit proves the sale's tender that carries its reference (RRN, UTR, the UPI link's ``tr``),
and nothing else does: a credit of the same amount and time without it is only a *suggestion*
shown beside the payment (issue 82: another customer's credit proved a fake "payment successful"
screen). A refund paid by UPI or bank is proved by a debit the same way. Each row proves one
payment, each payment is proved by one row, once: the rows and payments matched before (by an
earlier import, or by a supervisor) are left out.

A payment no row proves is *questioned* when a row carries its reference with another amount, or
the same amount on a day outside the window (a reference reused from another day), or when the
statements cover the day after it and no row carries it; else it is *not yet* in the statement.

A payment proved by a credit is *charged back* when a debit carrying its reference takes the
money back (a chargeback, a dispute's debit): its proof is undone. A refund proved by a debit is
*returned* when a credit carrying its reference brings the money back (the customer's account
closed or its details wrong): its proof is undone, and the customer is owed it again. A row
that reverses a duplicate posting (a second row of the same reference and amount, which proves
nothing) nets to nil with it instead, and undoes nothing (``taken_back``).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum


class Method(StrEnum):
    """How a row was matched to a payment (kept with the match). Matches by amount and time
    (before issue 82) are undone by journal version 33; the value stays for the table's
    check."""

    REFERENCE = "reference"
    AMOUNT_TIME = "amount and time"
    BY_HAND = "by hand"


class Doubt(StrEnum):
    """Why a payment is questioned."""

    AMOUNT_DIFFERS = "amount differs"
    OTHER_DAY = "other day"
    NOT_ARRIVED = "not arrived"
    CHARGED_BACK = "charged back"
    RETURNED = "returned"


@dataclass(frozen=True, slots=True)
class Window:
    """How far a row may lie from the payment it proves: its day from one day before (a bank's
    date of a transfer sent the evening before) to ``days_after`` after (a settlement paid the
    next working day), and within ``minutes`` where the row says its time; a payment is
    questioned once the statements cover ``settle_days`` after its day."""

    days_after: int = 2
    minutes: int = 30
    settle_days: int = 1

    def holds(self, day: dt.date, row_day: dt.date) -> bool:
        """Whether a row of ``row_day`` may prove a payment of ``day``."""
        return -1 <= (row_day - day).days <= self.days_after


WINDOW = Window()


@dataclass(frozen=True, slots=True)
class Payment:
    """A UPI or bank payment of the till to prove: ``key`` names it (a sale's tender or a
    refund's payment), ``amount`` is positive, ``outgoing`` for a refund (proved by a debit)."""

    key: str
    amount: Decimal
    reference: str
    at: dt.datetime
    outgoing: bool = False

    @property
    def signed(self) -> Decimal:
        """The amount as the statement shows it: a refund negative."""
        return -self.amount if self.outgoing else self.amount

    @property
    def taken_back_as(self) -> Doubt:
        """Why its proof is undone when a row takes it back (``taken_back``): a refund
        returned by the bank, a payment charged back."""
        return Doubt.RETURNED if self.outgoing else Doubt.CHARGED_BACK


@dataclass(frozen=True, slots=True)
class Entry:
    """A statement row as matching reads it."""

    row_id: int
    on: dt.date
    amount: Decimal
    references: tuple[str, ...] = ()
    at: dt.time | None = None


@dataclass(frozen=True, slots=True)
class Match:
    """A row proving a payment, and how it was matched."""

    row_id: int
    key: str
    method: Method


@dataclass(frozen=True, slots=True)
class Question:
    """A payment in doubt: why, and the row that raised it (None when none carries it)."""

    key: str
    doubt: Doubt
    row_id: int | None = None


def _refs(entry: Entry) -> set[str]:
    return {reference.upper() for reference in entry.references}


def match(
    payments: Sequence[Payment],
    entries: Sequence[Entry],
    window: Window = WINDOW,
) -> list[Match]:
    """New matches of ``payments`` (those not proved yet) to ``entries`` (rows not matched yet):
    by the reference alone. A row of the amount and time without it proves nothing (another
    customer's credit beside a fake "payment successful" screen): it is ``suggest``'s."""
    # A duplicate posting its reversal took back proves nothing: a second sale under the same
    # reference (a screen shown twice) took the copy, and both were charged back by the reversal.
    by_reference = carrying(entries)
    used: set[int] = reversed_copies(by_reference)
    found: list[Match] = []
    for payment in payments:
        proof = next(
            (
                entry
                for entry in by_reference.get(payment.reference.upper(), ())
                if entry.row_id not in used
                and entry.amount == payment.signed
                and window.holds(payment.at.date(), entry.on)
            ),
            None,
        )
        if proof is not None:
            used.add(proof.row_id)
            found.append(Match(proof.row_id, payment.key, Method.REFERENCE))
    return found


def suggest(
    payment: Payment,
    entries: Iterable[Entry],
    window: Window = WINDOW,
    known: Collection[str] = (),
) -> Entry | None:
    """The free row a supervisor may look at beside an unproved ``payment``: of its amount
    (as the statement shows it), on its day or within ``window.days_after`` after, within
    ``window.minutes`` of it where the row has a time, the nearest; a row carrying one of the
    ``known`` references (upper case: the till's payments') is that payment's, never offered.
    Never a proof: the supervisor decides."""
    best: tuple[float, Entry] | None = None
    day = payment.at.date()
    for entry in entries:
        if entry.amount != payment.signed or _refs(entry) & set(known):
            continue
        if not window.holds(day, entry.on) or entry.on < day:
            continue
        if entry.at is not None:
            moment = dt.datetime.combine(entry.on, entry.at, payment.at.tzinfo)
            apart = abs((moment - payment.at).total_seconds())
            if apart > window.minutes * 60:
                continue
        else:
            apart = float((entry.on - day).days * 86400)
        if best is None or apart < best[0]:
            best = (apart, entry)
    return None if best is None else best[1]


def reversed_copies(by_reference: dict[str, list[Entry]]) -> set[int]:
    """The credits a reversal nets to nil, of rows by the reference they carry: where a
    reference's credits of one amount are more than one and debits of that amount carry it
    back, one copy per debit, the latest first; the first credit is always kept (a debit of a
    lone credit is a chargeback, ``taken_back``'s)."""
    nil: set[int] = set()
    for rows in by_reference.values():
        for amount in {entry.amount for entry in rows if entry.amount > 0}:
            credits = sorted(
                (entry for entry in rows if entry.amount == amount),
                key=lambda entry: (entry.on, entry.row_id),
            )
            debits = sum(1 for entry in rows if entry.amount == -amount)
            copies = min(debits, len(credits) - 1)
            nil.update(entry.row_id for entry in credits[len(credits) - copies :])
    return nil


def carrying(entries: Iterable[Entry]) -> dict[str, list[Entry]]:
    """The rows by each reference they carry (upper case): what ``question`` is given."""
    found: dict[str, list[Entry]] = {}
    for entry in entries:
        for reference in _refs(entry):
            found.setdefault(reference, []).append(entry)
    return found


def question(
    payment: Payment,
    by_reference: dict[str, list[Entry]],
    covered_until: dt.date | None,
    window: Window = WINDOW,
) -> Question | None:
    """Why an unproved ``payment`` is in doubt, given every row of the statements (matched or
    not) by the references they carry and the last day they cover; None when it is simply not
    in them yet."""
    rows = by_reference.get(payment.reference.upper(), [])
    for entry in rows:
        if entry.amount != payment.signed and (entry.amount > 0) != payment.outgoing:
            return Question(payment.key, Doubt.AMOUNT_DIFFERS, entry.row_id)
    for entry in rows:
        if not window.holds(payment.at.date(), entry.on):
            return Question(payment.key, Doubt.OTHER_DAY, entry.row_id)
    if rows:
        # Its row proves another payment (the same reference given twice).
        return Question(payment.key, Doubt.OTHER_DAY, rows[0].row_id)
    due = payment.at.date() + dt.timedelta(days=window.settle_days)
    if covered_until is not None and covered_until >= due:
        return Question(payment.key, Doubt.NOT_ARRIVED)
    return None


def taken_back(
    payment: Payment, proving: int, rows: Iterable[Entry], matched: Iterable[int]
) -> Entry | None:
    """The row that takes back ``payment`` (proved by the row ``proving``), given every row
    carrying its reference and the rows ``matched`` to a payment: for money in, a debit (a
    chargeback); for a refund, a credit (the bank sent it back); a row proving no payment and
    reversing no duplicate (a row of its amount the other way carrying the reference that
    proves nothing, other than ``proving``). None when the money stays."""
    sign = -1 if payment.outgoing else 1
    taken = set(matched)
    carried = [entry for entry in rows if entry.row_id not in taken and entry.row_id != proving]
    spare = [sign * entry.amount for entry in carried if sign * entry.amount > 0]
    for entry in sorted(carried, key=lambda e: (e.on, e.row_id)):
        back = -sign * entry.amount
        if back <= 0:
            continue
        if back in spare:
            spare.remove(back)  # a duplicate posting and its reversal: nil
            continue
        return entry
    return None


def undone(
    payment: Payment, proving: int, by_reference: dict[str, list[Entry]], matched: Iterable[int]
) -> Question | None:
    """Why ``payment``'s proof by the row ``proving`` is undone, of rows by the references they
    carry (``carrying``) and the rows ``matched`` to a payment: the row that took the money
    back (``taken_back``: a chargeback, a refund's return) raises it; None when the money
    stays."""
    rows = by_reference.get(payment.reference.upper(), [])
    back = taken_back(payment, proving, rows, matched)
    return None if back is None else Question(payment.key, payment.taken_back_as, back.row_id)
