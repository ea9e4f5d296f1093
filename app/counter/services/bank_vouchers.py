"""The statements' lines left over, assigned to the books' accounts as TallyPrime makes a voucher
of a bank line, and the bank reconciled as TallyPrime shows it, without a screen: read in a
worker, an assignment and its undoing each on a supervisor's decision (the gates of
``app.counter.config.permissions``), written in a worker. The tab asks these and shows the
answers (docs/decisions/bank-lines-booked-and-reconciled.md)."""

from __future__ import annotations

import asyncio
import datetime as dt
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path

from app.bank.account import BankAccount
from app.bank.reconciliation import LeftOver, MissingDays, Reconciliation
from app.counter.config.declared import Approve, approved, no_supervisor
from app.counter.config.permissions import ASSIGNMENT_UNDONE, LINE_ASSIGNED
from app.counter.papers.formatting import money_text
from app.domain.clock import service_now
from app.domain.postings import (
    ASSIGNABLE,
    BANK_CHARGES,
    BANK_INTEREST,
    CAPITAL,
    OFFICE_EXPENSES,
    WALLET_CASH,
)
from app.figures import date_text
from app.i18n import QT_TRANSLATE_NOOP, Catalogue, Refused
from app.journal import Journal
from app.journal.store import DATABASE_NAME, reading, writing

BANK_BOOKS = Catalogue("BANK_BOOKS")
# The lines left over the tab lists: the first of them by day, the rest counted (a month's
# credits of no sale, each a line left over, are listed a page at a time beside them).
LINES_PAGE = 200

# Each account a line is assigned to, as the supervisor picks it (``ASSIGNABLE``'s order).
ACCOUNT_NAMES = {
    OFFICE_EXPENSES: QT_TRANSLATE_NOOP("BANK_BOOKS", "Rent and office expenses"),
    WALLET_CASH: QT_TRANSLATE_NOOP("BANK_BOOKS", "Partner wallet top-up"),
    BANK_CHARGES: QT_TRANSLATE_NOOP("BANK_BOOKS", "Bank charges"),
    BANK_INTEREST: QT_TRANSLATE_NOOP("BANK_BOOKS", "Bank interest"),
    CAPITAL: QT_TRANSLATE_NOOP("BANK_BOOKS", "Owner's capital and drawings"),
}
assert tuple(ACCOUNT_NAMES) == ASSIGNABLE, "every assignable account is named once, in its order"


def account_text(account: str) -> str:
    """An assignable account's name as staff read it."""
    return BANK_BOOKS.known(ACCOUNT_NAMES[account])


def direction_text(amount: Decimal) -> str:
    """The direction of a signed amount in words (money in positive): the amount itself is
    always shown positive beside it."""
    return BANK_BOOKS.tr("in") if amount >= 0 else BANK_BOOKS.tr("out")


def narration_text(line: LeftOver) -> str:
    """What a line says of itself: its narration (its payer where it has none), the opening
    balance named as such."""
    if line.opening:
        return BANK_BOOKS.tr("Opening balance of the statement")
    return line.narration or line.payer


def line_text(line: LeftOver) -> str:
    """A line of the statement as the supervisor reads it: its day, amount and direction, and
    its narration."""
    said = narration_text(line)
    return BANK_BOOKS.tr("{day}: {amount} {direction}, {narration}").format(
        day=date_text(line.on),
        amount=money_text(abs(line.amount)),
        direction=direction_text(line.amount),
        narration=said,
    )


def assignment_text(line: LeftOver, account: str, narration: str) -> str:
    """An assignment as the supervisor approves it: the line, the account and the narration."""
    return BANK_BOOKS.tr("{line} booked to {account}: {narration}").format(
        line=line_text(line), account=account_text(account), narration=narration
    )


@dataclass(frozen=True, slots=True)
class Figure:
    """One line of the reconciliation as the tab shows it: its label, its amount (positive)
    and its direction in words ('' for a balance of nothing)."""

    label: str
    amount: str
    direction: str


def _figure(label: str, amount: Decimal) -> Figure:
    return Figure(label, money_text(abs(amount)), direction_text(amount) if amount else "")


def _balance(label: str, amount: Decimal) -> Figure:
    """A balance: in the bank (money held) or overdrawn."""
    words = BANK_BOOKS.tr("in the bank") if amount >= 0 else BANK_BOOKS.tr("overdrawn")
    return Figure(label, money_text(abs(amount)), words if amount else "")


def figures(reconciliation: Reconciliation) -> list[Figure]:
    """The reconciliation as TallyPrime lays it out, each amount positive with its direction
    in words: the balance as per the books, the amounts not reflected in the bank and in the
    books, the statement's closing balance, and what nothing explains (nil when it closes)."""
    day = date_text(reconciliation.closing_day)
    unshown, not_in_books = len(reconciliation.not_in_bank), reconciliation.not_in_books_count
    found = [
        _balance(
            BANK_BOOKS.tr("Balance as per the books on {day}").format(day=day),
            reconciliation.books_balance,
        ),
        _figure(
            BANK_BOOKS.tr("Amounts not reflected in the bank (%n)", "", unshown),
            reconciliation.not_in_bank_total,
        ),
        _figure(
            BANK_BOOKS.tr("Amounts not reflected in the books (%n)", "", not_in_books),
            reconciliation.not_in_books_total,
        ),
        _balance(
            BANK_BOOKS.tr("Closing balance as per the statement"), reconciliation.statement_closing
        ),
    ]
    found.append(_figure(BANK_BOOKS.tr("Not explained"), reconciliation.gap))
    return found


def account_title(number: str, accounts: Sequence[BankAccount]) -> str:
    """The account a reconciliation is of, as staff know it: its declared name and number (its
    number alone where it is no longer declared); the statements kept naming none, said so."""
    if not number:
        return BANK_BOOKS.tr("Statements naming no account")
    declared = next((account for account in accounts if account.number == number), None)
    if declared is None or not declared.name:
        return BANK_BOOKS.tr("Account {number}").format(number=number)
    return f"{declared.name} · {number}"


def missing_text(missing: MissingDays) -> str:
    """Days the statements kept leave out, by their dates, and what the balance did over
    them, as staff read it; statements that meet with rows of their own days missing said so."""
    amount = money_text(abs(missing.amount))
    if missing.last < missing.first:
        return BANK_BOOKS.tr(
            "The statement from {first} does not open at the closing balance of the one to "
            "{last}: rows of those days are missing, a difference of {amount}."
        ).format(first=date_text(missing.before), last=date_text(missing.after), amount=amount)
    days = date_text(missing.first)
    if missing.last != missing.first:
        days = BANK_BOOKS.tr("{first} to {last}").format(first=days, last=date_text(missing.last))
    if missing.amount > 0:
        said = BANK_BOOKS.tr(
            "No statement kept covers {days}, over which the balance rose by {amount}: import "
            "the statement of those days."
        )
    else:
        said = BANK_BOOKS.tr(
            "No statement kept covers {days}, over which the balance fell by {amount}: import "
            "the statement of those days."
        )
    return said.format(days=days, amount=amount)


def verdict_text(reconciliation: Reconciliation) -> str:
    """Whether the reconciliation closes, in one sentence, and the days the statements kept
    leave out, each in one more."""
    missing = [missing_text(days) for days in reconciliation.missing]
    if not reconciliation.gap:
        said = BANK_BOOKS.tr("The books and the statement agree to the paisa.")
    else:
        said = BANK_BOOKS.tr(
            "The books and the statement differ by {amount} that nothing listed explains: a "
            "row missing from the statements kept, or a closing balance misread."
        ).format(amount=money_text(abs(reconciliation.gap)))
    return " ".join([said, *missing])


@dataclass(frozen=True, slots=True)
class BankBooks:
    """What the tab shows of the books against the statements: the first ``LINES_PAGE`` lines
    left over and how many there are, the lines assigned (each with its assignment) and each
    account's reconciliation with its title (none before a statement states its closing
    balance), the account whose statement ends latest first."""

    left_over: list[LeftOver]
    left_over_count: int
    assigned: list[LeftOver]
    reconciliations: tuple[tuple[str, Reconciliation], ...]


class BankBooksService:
    """Lines left over assigned and undone, and each bank account reconciled, for the counter
    whose journal is ``journal`` (``now``: its clock; ``approve``: the supervisor's gate;
    ``accounts``: the agency's declared bank accounts, which name the reconciliations)."""

    def __init__(
        self,
        journal: Journal,
        now: Callable[[], dt.datetime] = service_now,
        approve: Approve = no_supervisor,
        accounts: Callable[[], Sequence[BankAccount]] = tuple,
    ) -> None:
        self.journal = journal
        self.now = now
        self._approve = approve
        self._accounts = accounts

    @property
    def database(self) -> Path:
        """The journal's file, which the workers open on connections of their own."""
        return self.journal.folder / DATABASE_NAME

    async def read(self) -> BankBooks:
        """The lines left over, the lines assigned and each account's reconciliation, read in
        a worker."""
        accounts = tuple(self._accounts())

        def work() -> BankBooks:
            with reading(self.database, self.now) as journal:
                bank = journal.bank
                return BankBooks(
                    bank.left_over(LINES_PAGE),
                    bank.left_over_count(),
                    bank.assigned_lines(),
                    tuple(
                        (account_title(found.account, accounts), found)
                        for found in bank.reconciliations()
                    ),
                )

        return await asyncio.to_thread(work)

    def assignment_problem(self, line: LeftOver, account: str, narration: str) -> str:
        """Why ``line`` cannot be assigned to ``account`` with ``narration``, as staff read it
        ('' when it can): asked before a supervisor is, so that no decision is logged for a
        assignment that is not made."""
        if account not in ASSIGNABLE:
            return BANK_BOOKS.tr("Choose the account the line is booked to.")
        if not " ".join(narration.split()):
            return BANK_BOOKS.tr("Type the narration: what the money was for.")
        if line.voucher is not None:
            return BANK_BOOKS.tr("The line is booked already.")
        return ""

    async def assign(self, line: LeftOver, account: str, narration: str) -> int:
        """Assign ``line`` to ``account`` with ``narration`` on a supervisor's decision, its
        voucher posted in the books (in a worker); the assignment's number. ``Refused`` (a
        sentence) when ``assignment_problem`` has one or the line is accounted for already,
        ``NotApproved`` when nobody approves: nothing is kept either way."""
        problem = self.assignment_problem(line, account, narration)
        if problem:
            raise Refused(problem)
        said = assignment_text(line, account, " ".join(narration.split()))
        decision_id = await approved(self._approve, LINE_ASSIGNED, said)

        def work() -> int:
            with writing(self.database, self.now) as journal:
                return journal.bank.assign_line(line, account, narration, decision_id)

        try:
            return await asyncio.to_thread(work)
        except ValueError as error:
            raise Refused(BANK_BOOKS.tr("The line is accounted for already.")) from error

    async def undo(self, line: LeftOver) -> int:
        """Undo ``line``'s assignment on a supervisor's decision: its voucher reversed by a
        posting, the line left over again (in a worker); the decision. ``Refused`` (a
        sentence) when the line has no assignment standing, ``NotApproved`` when nobody approves:
        nothing is changed either way."""
        voucher = line.voucher
        if voucher is None:
            raise Refused(BANK_BOOKS.tr("The line has no entry in the books to undo."))
        said = assignment_text(line, voucher.account, voucher.narration)
        decision_id = await approved(self._approve, ASSIGNMENT_UNDONE, said)

        def work() -> None:
            with writing(self.database, self.now) as journal:
                journal.bank.undo_assignment(voucher.voucher_id, decision_id)

        try:
            await asyncio.to_thread(work)
        except ValueError as error:
            none = BANK_BOOKS.tr("The line has no entry in the books to undo.")
            raise Refused(none) from error
        return decision_id
