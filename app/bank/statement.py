"""A statement as read: its rows (each credit or debit with what it carries), the rows that
could not be read (each named by its line and why), and the layout it was read by."""

from __future__ import annotations

import datetime as dt
import hashlib
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from decimal import Decimal

from app.bank import BANK
from app.bank.narration import is_reference
from app.i18n import Said


@dataclass(frozen=True, slots=True)
class StatementRow:
    """One transaction of a statement.

    ``amount`` is positive for a credit and negative for a debit; ``references`` are the RRNs
    and UTRs it carries (its reference column's first, upper case); ``balance`` is the running
    balance where the layout has one; ``at`` the time where it says one; ``line`` where it was
    read (1 is the file's first line). A settlement report's row names its ``payout`` (the UTR of
    the bank credit that pays it out) and what it adds to that credit, ``settled`` (its amount
    less the app's fee and tax; None where the report does not say), and the app's ``fee`` and
    the tax on it, ``fee_tax``, where the report says them (positive, whatever its sign).
    ``account``: the account its statement names ('' where it names none). ``card``: a card
    acquirer's settlement row, its payment the card tender's.
    """

    line: int
    on: dt.date
    amount: Decimal
    narration: str
    references: tuple[str, ...] = ()
    balance: Decimal | None = None
    payer: str = ""
    at: dt.time | None = None
    payout: str = ""
    settled: Decimal | None = None
    account: str = ""
    fee: Decimal | None = None
    fee_tax: Decimal | None = None
    card: bool = False

    @property
    def is_credit(self) -> bool:
        """Money into the agency's account."""
        return self.amount > 0

    @property
    def reference(self) -> str:
        """The first reference it carries ('' when none)."""
        return self.references[0] if self.references else ""

    def fingerprint(self) -> str:
        """What the bank records of the row, digested: its value date, direction, amount and
        ``bank_reference``, never the narration, running balance or reference column an export
        writes in its own way. Two exports of one row, in one format or two (a CSV and an MT940
        of the same day), give one fingerprint; two genuine rows alike in all of these give one
        too, and are told apart by their order among the file's rows alike (the journal
        counts them)."""
        return row_key(self.on, self.amount, self.references)


def bank_reference(references: Sequence[str]) -> str:
    """Of ``references``, the one by which a row is known whatever its export: the least of
    those shaped as an RRN or a UTR ('' when none is). A reference column's own words (a
    zero-padded RRN, a cheque number) and the order an export writes them in differ between
    formats; the RRN or UTR the bank recorded is in each."""
    return min((ref for ref in references if is_reference(ref)), default="")


def row_key(on: dt.date, amount: Decimal, references: Sequence[str]) -> str:
    """The fingerprint of a row of value date ``on``, signed ``amount`` (a credit positive) and
    ``references`` (``StatementRow.fingerprint``; the journal's upgrade keys its kept rows
    by it)."""
    direction = "C" if amount > 0 else "D"
    text = "\x1f".join((on.isoformat(), direction, str(abs(amount)), bank_reference(references)))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@dataclass(frozen=True, slots=True)
class Unreadable:
    """A row that could not be read: its ``line`` and ``reason`` (a phrase, translated)."""

    line: int
    reason: str

    def sentence(self) -> str:
        """The row and its reason as staff read it."""
        return BANK.tr("Line {line}: {reason}.").format(line=self.line, reason=self.reason)


@dataclass(slots=True)
class Statement:
    """The rows of one file, the rows it could not read, the layout that read it, the account
    it names ('' when none), the period it states (first and last day; None when none) and its
    opening and closing balances where it states them (MT940's ``:60F:`` and ``:62F:``);
    ``settlement``: a payment app's or a card acquirer's settlement report (its layout names a
    payout column), of no bank account."""

    layout: str
    rows: list[StatementRow] = field(default_factory=list)
    unreadable: list[Unreadable] = field(default_factory=list)
    account: str = ""
    period: tuple[dt.date, dt.date] | None = None
    opening: Decimal | None = None
    closing: Decimal | None = None
    settlement: bool = False

    @property
    def first_day(self) -> dt.date | None:
        """The earliest day of its rows (None for a statement of none)."""
        return min((row.on for row in self.rows), default=None)

    @property
    def last_day(self) -> dt.date | None:
        """The latest day of its rows (None for a statement of none)."""
        return max((row.on for row in self.rows), default=None)


class StatementError(Said):
    """A file that cannot be read as a statement at all; ``str()`` is the sentence to show."""


Numbered = tuple[StatementRow, str, int]


def numbered(rows: Sequence[StatementRow]) -> list[Numbered]:
    """``rows`` of one file, each with its fingerprint and occurrence (0 for the first row
    carrying it, 1 for a second genuine row alike in everything...)."""
    counts: Counter[str] = Counter()
    found = []
    for row in rows:
        fingerprint = row.fingerprint()
        found.append((row, fingerprint, counts[fingerprint]))
        counts[fingerprint] += 1
    return found
