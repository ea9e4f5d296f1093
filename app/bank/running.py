"""A statement's running balance checked row by row (issue 94, item 4): the balance before a row
and the row's amount come to the row's balance, from the opening balance where the statement
states one to the closing balance where it states one. A statement that breaks it is not the
bank's export as the bank wrote it (a row put in, one taken out, an amount or a balance
changed): it is refused whole, naming the first row that breaks it, and nothing of it is kept.

Rows are checked in the order the bank entered them, whichever order the export lists them in
(oldest or newest first). A statement whose rows carry no balance at all is not checked here:
it says so, and proves nothing until a supervisor accepts it (``app.bank.proofs``)."""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from app.bank import BANK
from app.bank.statement import Statement, StatementError, StatementRow, Unreadable
from app.figures import amount_text


class BalanceBroken(StatementError):
    """A statement refused whole because its running balance breaks; ``line``: the first
    row (or balance line) that breaks it."""

    def __init__(self, line: int, said: str) -> None:
        super().__init__(said)
        self.line = line


def has_balances(statement: Statement) -> bool:
    """Whether ``statement`` says its balance anywhere: a row's running balance, or an opening
    or closing balance."""
    return statement.closing is not None or any(row.balance is not None for row in statement.rows)


def awaits_acceptance(statement: Statement) -> bool:
    """Whether ``statement`` is a bank's statement (not a payment app's settlement report,
    whose rows are payments) that says no balance at all: its rows cannot be checked against
    each other, so they prove nothing until a supervisor accepts it."""
    return not has_balances(statement) and any(not row.payout for row in statement.rows)


def check_running_balance(statement: Statement, name: str) -> None:
    """Refuse ``statement`` (the file ``name``'s) with ``BalanceBroken`` where a row's running
    balance is not the balance before it with the row's amount, or a row lacks the balance its
    other rows carry. A statement of no row balance (MT940, checked by its balance lines; a
    settlement report; a layout of no balance column) passes."""
    rows = [row for row in statement.rows if not row.payout]
    if not any(row.balance is not None for row in rows):
        return
    missing = next((row for row in rows if row.balance is None), None)
    if missing is not None:
        raise BalanceBroken(missing.line, _no_balance(name, missing))
    ahead, back = _first_break(rows), _first_break(rows[::-1])
    if ahead is None or back is None:
        return
    # The order the bank entered them in is the one that holds the longer (the whole, for a
    # genuine statement); a statement broken both ways is named at its break in that order.
    position, row, before = max(ahead, back, key=lambda found: found[0])
    order = rows if position == ahead[0] and row is ahead[1] else rows[::-1]
    lines = sorted((order[position - 1].line, row.line))
    unread = [u for u in statement.unreadable if lines[0] < u.line < lines[1]]
    if unread:
        # A line between that could not be read: its amount is what the balance misses.
        raise BalanceBroken(unread[0].line, _unread(name, unread[0], row))
    raise BalanceBroken(row.line, _broken(name, row, before))


def _first_break(rows: Sequence[StatementRow]) -> tuple[int, StatementRow, Decimal] | None:
    """Where ``rows``, read in this order, first break the running balance: the row's position,
    the row and the balance before it; None when they hold to the end."""
    for position in range(1, len(rows)):
        before, row = rows[position - 1].balance, rows[position]
        assert before is not None and row.balance is not None
        if before + row.amount != row.balance:
            return position, row, before
    return None


def _no_balance(name: str, row: StatementRow) -> str:
    said = BANK.tr(
        "The statement {name} is refused: line {line} has no balance, though its other rows "
        "carry one. Nothing of it is kept: export it again from the bank."
    )
    return said.format(name=name, line=row.line)


def _unread(name: str, unread: Unreadable, row: StatementRow) -> str:
    said = BANK.tr(
        "The statement {name} is refused: line {line} cannot be read ({reason}), and the "
        "running balance does not hold across it, at line {after}. Nothing of it is kept: "
        "export it again from the bank."
    )
    return said.format(name=name, line=unread.line, reason=unread.reason, after=row.line)


def _broken(name: str, row: StatementRow, before: Decimal) -> str:
    said = BANK.tr(
        "The statement {name} is refused: its running balance breaks at line {line}, whose "
        "balance {balance} is not the balance before it, {before}, with its amount {amount}. "
        "Nothing of it is kept: export it again from the bank."
    )
    return said.format(
        name=name,
        line=row.line,
        balance=amount_text(row.balance or Decimal(0)),
        before=amount_text(before),
        amount=amount_text(row.amount),
    )
