"""The month's trial balance and result, read from the books: each ledger account's opening
balance, its debits and credits of the month and its closing balance, and what the month's
revenue, fees and charges net to.

One reader for the counter's journal (``counter_trial_balance``, over ``book_lines``) and the
agency store's copy of every counter's books (``app.agency.queries.trial_balances``, over the
store's view ``agency_book_days``) hand their sums to the one pure function ``trial_balance``,
so both are laid out by the same rules: the chart's order, the customers' accounts as one
control line, the totals where debits equal credits. Each entry is in the month of its day in
the books (``day_of`` of ``app.domain.postings``). See docs/books.md, "The month's trial
balance", and docs/decisions/trial-balance.md.
"""

from __future__ import annotations

import datetime as dt
import sqlite3
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from decimal import Decimal

from app.books.corrections import Correction, corrections
from app.domain.accounts import (
    AGENCY_FEE,
    BANK_CHARGES,
    BANK_INTEREST,
    CARD_FEES,
    CASH_OVER_SHORT,
    CHART,
    CUSTOMER,
    OFFICE_EXPENSES,
    PAYMENT_APP_FEES,
    ROUND_OFF,
    SERVICE_CHARGE,
)
from app.domain.money import ZERO, from_paise, money
from app.domain.postings import day_sql

# The accounts of the month's result, as an accountant's profit and loss reads them: the
# agency's revenue, its fees and charges, and what it neither earned nor spent but rounded off
# or found over or short in the drawer. Every other account is on the balance sheet.
REVENUE = (SERVICE_CHARGE, AGENCY_FEE, BANK_INTEREST)
CHARGES = (PAYMENT_APP_FEES, CARD_FEES, BANK_CHARGES, OFFICE_EXPENSES)
OTHER = (ROUND_OFF, CASH_OVER_SHORT)


@dataclass(frozen=True, slots=True)
class Moved:
    """One account's sums: its balance before the month (debits less credits) and its debits
    and credits of the month."""

    opening: Decimal = ZERO
    debits: Decimal = ZERO
    credits: Decimal = ZERO

    def __add__(self, other: Moved) -> Moved:
        return Moved(
            money(self.opening + other.opening),
            money(self.debits + other.debits),
            money(self.credits + other.credits),
        )


@dataclass(frozen=True, slots=True)
class TrialLine:
    """One line of the trial balance: a ledger account, or the customers' control line
    (``account`` the family's prefix, ``customer:``, and ``members`` how many of its accounts
    have a balance at the month's end or moved in it)."""

    account: str
    moved: Moved
    members: int = 0

    @property
    def opening(self) -> Decimal:
        """The balance before the month: debits less credits."""
        return self.moved.opening

    @property
    def debits(self) -> Decimal:
        """The month's debits."""
        return self.moved.debits

    @property
    def credits(self) -> Decimal:
        """The month's credits."""
        return self.moved.credits

    @property
    def closing(self) -> Decimal:
        """The balance at the month's end: the opening, plus debits, less credits."""
        return money(self.opening + self.debits - self.credits)


def _sides(balance: Decimal) -> tuple[Decimal, Decimal]:
    """A balance as (debit, credit): the one side it lies on, the other nil."""
    return (balance, ZERO) if balance > 0 else (ZERO, -balance)


@dataclass(frozen=True, slots=True)
class Totals:
    """The trial balance's totals: each column's, a balance's two sides apart."""

    opening_debit: Decimal
    opening_credit: Decimal
    debits: Decimal
    credits: Decimal
    closing_debit: Decimal
    closing_credit: Decimal

    @property
    def agrees(self) -> bool:
        """Whether debits equal credits in each pair of columns."""
        return (
            self.opening_debit == self.opening_credit
            and self.debits == self.credits
            and self.closing_debit == self.closing_credit
        )


@dataclass(frozen=True, slots=True)
class ResultLine:
    """One account of the month's result: what it earned (positive) or cost (negative)."""

    account: str
    amount: Decimal


@dataclass(frozen=True, slots=True)
class MonthResult:
    """The month's revenue, fees and charges, and the rest of its result, by account."""

    revenue: tuple[ResultLine, ...]
    charges: tuple[ResultLine, ...]
    other: tuple[ResultLine, ...]

    @property
    def revenue_total(self) -> Decimal:
        """The month's revenue."""
        return money(sum((line.amount for line in self.revenue), ZERO))

    @property
    def charges_total(self) -> Decimal:
        """The month's fees and charges (negative: a cost)."""
        return money(sum((line.amount for line in self.charges), ZERO))

    @property
    def other_total(self) -> Decimal:
        """What the month rounded off and found over or short in the drawer."""
        return money(sum((line.amount for line in self.other), ZERO))

    @property
    def net(self) -> Decimal:
        """What the month's result nets to: revenue, less fees and charges, and the rest."""
        return money(self.revenue_total + self.charges_total + self.other_total)


@dataclass(frozen=True, slots=True)
class TrialBalance:
    """The trial balance of the days ``first`` to ``last`` (a month), for ``whose`` (a
    counter's code, or the agency), and the month's result; the entries of the month that
    correct a closed month (``corrections``: the month's lock, docs/books.md "Periods") and
    the sentence of each re-opening of this month (``reopened``), which its papers say."""

    whose: str
    first: dt.date
    last: dt.date
    lines: tuple[TrialLine, ...]
    corrections: tuple[Correction, ...] = ()
    reopened: tuple[str, ...] = ()

    @property
    def totals(self) -> Totals:
        """Each column added up, the balances' two sides apart."""
        opening = [_sides(line.opening) for line in self.lines]
        closing = [_sides(line.closing) for line in self.lines]
        return Totals(
            money(sum((debit for debit, _ in opening), ZERO)),
            money(sum((credit for _, credit in opening), ZERO)),
            money(sum((line.debits for line in self.lines), ZERO)),
            money(sum((line.credits for line in self.lines), ZERO)),
            money(sum((debit for debit, _ in closing), ZERO)),
            money(sum((credit for _, credit in closing), ZERO)),
        )

    def movement(self, account: str) -> Decimal:
        """``account``'s debits less credits of the month (nil: no line of it)."""
        for line in self.lines:
            if line.account == account:
                return money(line.debits - line.credits)
        return ZERO

    @property
    def result(self) -> MonthResult:
        """The month's revenue, fees and charges: each result account's credits less debits."""

        def of(accounts: tuple[str, ...]) -> tuple[ResultLine, ...]:
            return tuple(
                ResultLine(account, money(-self.movement(account))) for account in accounts
            )

        return MonthResult(of(REVENUE), of(CHARGES), of(OTHER))


def month_of(day: dt.date) -> tuple[dt.date, dt.date]:
    """The first and last days of ``day``'s month."""
    first = day.replace(day=1)
    following = (first + dt.timedelta(days=32)).replace(day=1)
    return first, following - dt.timedelta(days=1)


def _order(account: str) -> tuple[int, str]:
    """Where ``account`` comes in the trial balance: its chart's entry, then its name; an
    account the chart does not hold last."""
    entries = [entry.name for entry in CHART]
    try:
        return entries.index(CHART.entry(account).name), account
    except KeyError:
        return len(entries), account


def trial_balance(
    whose: str, first: dt.date, last: dt.date, sums: Mapping[str, Moved]
) -> TrialBalance:
    """The trial balance of ``sums`` (each account's ``Moved``, as the books hold them): one
    line per ledger account in the chart's order, the customers' accounts added up on one
    control line; an account with no balance and no movement left out."""
    customers = [moved for account, moved in sums.items() if CUSTOMER.holds(account)]
    lines = [
        TrialLine(account, moved)
        for account, moved in sorted(sums.items(), key=lambda item: _order(item[0]))
        if not CUSTOMER.holds(account)
    ]
    if customers:
        control = sum(customers, Moved())
        members = sum(1 for moved in customers if moved != Moved())
        at = next(
            (n for n, line in enumerate(lines) if _order(line.account) > _order(CUSTOMER.name)),
            len(lines),
        )
        lines.insert(at, TrialLine(CUSTOMER.prefix, control, members))
    kept = tuple(line for line in lines if line.moved != Moved() or line.closing)
    return TrialBalance(whose, first, last, kept)


def added(balances: Iterable[Mapping[str, Moved]]) -> dict[str, Moved]:
    """Several books' sums added account by account (every counter's: the agency's)."""
    found: dict[str, Moved] = {}
    for sums in balances:
        for account, moved in sums.items():
            found[account] = found.get(account, Moved()) + moved
    return found


def counter_sums(conn: sqlite3.Connection, first: dt.date, last: dt.date) -> dict[str, Moved]:
    """Each account's ``Moved`` of the days ``first`` to ``last`` in the journal ``conn``'s
    books, each entry on its day in the books."""
    rows = conn.execute(
        f"SELECT l.account,"
        f" SUM(CASE WHEN {day_sql()} < ? THEN l.debit_paise - l.credit_paise ELSE 0 END),"
        f" SUM(CASE WHEN {day_sql()} >= ? THEN l.debit_paise ELSE 0 END),"
        f" SUM(CASE WHEN {day_sql()} >= ? THEN l.credit_paise ELSE 0 END)"
        f" FROM money_events AS e JOIN book_lines AS l USING (seq)"
        f" WHERE {day_sql()} <= ? GROUP BY l.account",
        (first.isoformat(), first.isoformat(), first.isoformat(), last.isoformat()),
    )
    return {
        account: Moved(from_paise(opening), from_paise(debits), from_paise(credits))
        for account, opening, debits, credits in rows
    }


def counter_trial_balance(conn: sqlite3.Connection, whose: str, day: dt.date) -> TrialBalance:
    """The trial balance of ``day``'s month of the journal ``conn``'s books (``whose``: the
    counter's code), with the month's corrections of closed months and its re-openings."""
    from app.journal.month_close import acts_of
    from app.journal.month_close import month_of as month_named
    from app.journal.month_closing import reopened_lines

    first, last = month_of(day)
    balance = trial_balance(whose, first, last, counter_sums(conn, first, last))
    return replace(
        balance,
        corrections=tuple(corrections(conn, first, last)),
        reopened=reopened_lines(acts_of(conn, month_named(first))),
    )
