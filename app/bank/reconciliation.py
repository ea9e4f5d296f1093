"""The bank reconciled as TallyPrime does it: the bank's balance as per the books at the
statement's closing day, the amounts the books hold that the statement does not (not reflected
in the bank), the amounts the statement holds that the books do not (not reflected in the
books), and the statement's closing balance. The four agree to the paisa, or the gap is named;
days no statement kept covers, across which the balance moved, are named by their dates.

A statement's line no rule accounts for is assigned to an account as a voucher is in TallyPrime
(``app.journal.bank_vouchers``) of those ``app.domain.postings.ASSIGNABLE`` declares; ``LeftOver``
is such a line. Pure figures: the journal reads them, the counter's service says them.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal

from app.domain.money import ZERO, money


@dataclass(frozen=True, slots=True)
class LeftOver:
    """A line of the statements: a row (``row_id``) or the opening balance of the first
    statement kept (``import_id``, no row: the bank's money before any row the app has); its
    day, signed amount (money in positive), narration and payer; ``voucher``: the assignment that
    accounts for it (None: no rule and no assignment does yet)."""

    row_id: int | None
    import_id: int | None
    on: dt.date
    amount: Decimal
    narration: str
    payer: str = ""
    voucher: Voucher | None = None

    @property
    def opening(self) -> bool:
        """Whether it is a statement's opening balance rather than a row."""
        return self.row_id is None


@dataclass(frozen=True, slots=True)
class Voucher:
    """A supervisor's assignment of a line: its number, the account, the narration typed, its
    money event and, once undone, the event that reversed it."""

    voucher_id: int
    account: str
    narration: str
    event_id: str
    undone_by: str = ""


@dataclass(frozen=True, slots=True)
class BookItem:
    """An entry of the bank's account in the books: its money event, kind and day, and what it
    moved the bank by (money in positive)."""

    event_id: str
    kind: str
    on: dt.date
    amount: Decimal


@dataclass(frozen=True, slots=True)
class Kept:
    """A statement kept, as its import states it: its first and last day and its opening
    (None: not stated) and closing balances."""

    first_day: dt.date
    last_day: dt.date
    opening: Decimal | None
    closing: Decimal


@dataclass(frozen=True, slots=True)
class MissingDays:
    """Days no statement kept covers, between a statement ending ``after`` and the next of the
    same account starting ``before``, across which the balance moved by ``amount`` (that
    statement's opening less the other's closing): the rows of those days are missing."""

    after: dt.date
    before: dt.date
    amount: Decimal

    @property
    def first(self) -> dt.date:
        """The first day missing."""
        return self.after + dt.timedelta(days=1)

    @property
    def last(self) -> dt.date:
        """The last day missing (before ``first`` when the statements meet and rows of their
        own days are what is missing)."""
        return self.before - dt.timedelta(days=1)


def missing_days(statements: Sequence[Kept]) -> tuple[MissingDays, ...]:
    """Where the statements of one account kept leave days out: each statement whose opening
    balance is not the closing balance of the one ending last before its first day, by day. A
    statement of no opening balance, or with none before it, says nothing."""
    found: list[MissingDays] = []
    ordered = sorted(statements, key=lambda kept: (kept.first_day, kept.last_day))
    for kept in ordered:
        before = [other for other in ordered if other.last_day < kept.first_day]
        if kept.opening is None or not before:
            continue
        previous = max(before, key=lambda other: other.last_day)
        if kept.opening != previous.closing:
            moved = money(kept.opening - previous.closing)
            found.append(MissingDays(previous.last_day, kept.first_day, moved))
    return tuple(found)


@dataclass(frozen=True, slots=True)
class Reconciliation:
    """The statement's closing day and balances against the books' bank, with what explains
    the difference: the entries of the books the statement does not show (by day), and the
    count and sum of the statement's lines the books do not hold (a month's credits not proved
    yet may be thousands: they are counted, not listed)."""

    closing_day: dt.date
    statement_opening: Decimal | None
    statement_closing: Decimal
    books_balance: Decimal
    not_in_bank: tuple[BookItem, ...]
    not_in_books_count: int
    not_in_books_total: Decimal
    # The days the account's statements kept leave out, where the balance moved across them.
    missing: tuple[MissingDays, ...] = ()
    # The declared account reconciled (its number).
    account: str = ""

    @property
    def not_in_bank_total(self) -> Decimal:
        """What the books hold that the bank does not show yet (money in positive)."""
        return money(sum((item.amount for item in self.not_in_bank), ZERO))

    @property
    def explained(self) -> Decimal:
        """The closing balance the books and the two lists of differences give."""
        return money(self.books_balance - self.not_in_bank_total + self.not_in_books_total)

    @property
    def gap(self) -> Decimal:
        """What nothing explains: the statement's closing balance less ``explained`` (nil when
        the reconciliation closes)."""
        return money(self.statement_closing - self.explained)


# A statement's line as the books' entries name it: ``("row", id)``, ``("opening", import id)``,
# or ``("nil", 0)`` for an assignment and its undoing, which cancel.
LineKey = tuple[str, int]


def reconcile(
    closing_day: dt.date,
    opening: Decimal | None,
    closing: Decimal,
    books: Sequence[tuple[BookItem, LineKey | None]],
    shown: Mapping[LineKey, LeftOver],
    lines: tuple[int, Decimal],
) -> Reconciliation:
    """The reconciliation at ``closing_day`` of the statement's ``closing`` balance
    (``opening``: that statement's, shown beside it): ``books`` is each entry of the bank's
    account with the statement line that shows it (None: no line does), ``shown`` those lines,
    ``lines`` the count and sum of every line of the statements to ``closing_day``. Entries
    after ``closing_day`` are not counted; an entry whose line is later, of another amount or
    another entry's is no pair, but the entries of one line that add up to it together (a row
    proving two payments of a settlement) are its pair."""
    balance = ZERO
    unshown: list[BookItem] = []
    paired: set[LineKey] = set()
    by_line: dict[LineKey, list[BookItem]] = {}
    for item, key in books:
        if item.on > closing_day:
            continue
        balance += item.amount
        if key is not None and key[0] == "nil":
            continue
        line = None if key is None else shown.get(key)
        if key is None or line is None or line.on > closing_day:
            unshown.append(item)
        else:
            by_line.setdefault(key, []).append(item)
    for key, items in by_line.items():
        amount = shown[key].amount
        if len(items) > 1 and sum((item.amount for item in items), ZERO) == amount:
            paired.add(key)
            continue
        for item in items:
            if item.amount != amount or key in paired:
                unshown.append(item)
            else:
                paired.add(key)
    count, total = lines
    unshown.sort(key=lambda item: item.on)
    return Reconciliation(
        closing_day,
        opening,
        closing,
        money(balance),
        tuple(unshown),
        count - len(paired),
        money(total - sum((shown[key].amount for key in paired), ZERO)),
    )
