"""A SWIFT MT940 statement (as Indian banks' corporate net banking offers it) read into rows.

Read: the account (``:25:``), the period from the opening balance's date (``:60F:``) to the
closing balance's (``:62F:``), and each ``:61:`` statement line (value date, booking date,
credit or debit, amount, the account owner's reference) with the ``:86:`` narration after it;
a line entered outside the period is refused by its line. The balances are checked: each
closing balance (``:62F:``, or a page's ``:62M:``) must be its opening balance (``:60F:``, or the
page's ``:60M:``) with the lines between, and each page's opening the closing before it; a
statement where one is not is refused whole (``BalanceBroken``), naming the balance's line, the
amount unaccounted for and the line of that amount where one is (issue 94). ``:20:`` and
``:28C:`` are passed over. Why a reader of our own rather than a library:
docs/decisions/statement-files-as-they-come.md.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal

from app.bank import BANK
from app.bank.accounts import ManyAccounts, same_account
from app.bank.heading import mt940_account, outside
from app.bank.limits import LONGEST_CELL, MOST_ROWS, Limit, OverLimit, long_cell
from app.bank.narration import is_reference, payer_in, references_in
from app.bank.running import BalanceBroken
from app.bank.statement import Statement, StatementRow, Unreadable
from app.domain.money import ZERO, money
from app.figures import amount_text, date_text

NAME = "MT940"
_TAG = re.compile(r"^:(?P<tag>\d{2}[A-Z]?):(?P<value>.*)$")
# A balance: credit or debit, its date (yymmdd), its currency and amount.
_BALANCE = re.compile(r"^(?P<mark>[CD])(?P<on>\d{6})[A-Z]{3}(?P<amount>\d{1,15},\d{0,2})")
# The opening balances (the statement's, a page's) and the closing ones.
_OPENING = ("60F", "60M")
_CLOSING = ("62F", "62M")


@dataclass(frozen=True, slots=True)
class _Balance:
    """A balance tag as read: its line, tag, date and amount (negative when overdrawn)."""

    line: int
    tag: str
    on: dt.date
    amount: Decimal


_LINE = re.compile(
    r"^(?P<value>\d{6})(?P<entry>\d{4})?(?P<mark>RC|RD|C|D)(?P<funds>[A-Z])?"
    r"(?P<amount>\d{1,15},\d{0,2})(?P<type>[A-Z][A-Z0-9]{3})(?P<own>[^/]*)(?://(?P<bank>.*))?$"
)


def looks_like_mt940(text: str) -> bool:
    """Whether ``text`` is an MT940 message (its first tags)."""
    head = text.lstrip()[:400]
    return head.startswith((":20:", "{1:")) and (":61:" in text or ":60F:" in text)


def read_mt940(
    lines: Sequence[str], progress: Callable[[int, int], None] | None = None, name: str = ""
) -> Statement:
    """The statement in an MT940 file's ``lines`` (``name``: the file's, for a limit's
    sentence)."""
    statement = Statement(NAME)
    entries: list[tuple[int, str, list[str]]] = []
    balances: list[_Balance] = []
    for number, raw in enumerate(lines, start=1):
        line = raw.rstrip("\r\n")
        found = _TAG.match(line)
        if found is not None and found["tag"] == "61":
            if len(entries) >= MOST_ROWS:
                raise OverLimit(Limit.ROWS, name)
            entries.append((number, found["value"], []))
        elif found is not None and found["tag"] == "86" and entries:
            entries[-1][2].append(found["value"])
        elif found is not None and found["tag"] == "25":
            _one_account(statement, mt940_account(found["value"]))
        elif found is not None and found["tag"] in (*_OPENING, *_CLOSING):
            balance = _balance(number, found["tag"], found["value"])
            if balance is not None:
                balances.append(balance)
        elif found is None and entries and entries[-1][2] and not line.startswith(("-", "}")):
            # A narration goes on over the next lines until the next tag or the message's end.
            entries[-1][2].append(line)
        if progress is not None and number % 500 == 0:
            progress(number, len(lines))
    opened = [b.on for b in balances if b.tag in _OPENING]
    closed = [b.on for b in balances if b.tag in _CLOSING]
    if opened and closed and min(opened) <= max(closed):
        statement.period = (min(opened), max(closed))
    for number, value, narration in entries:
        said = " ".join(" ".join(narration).split())
        read = _entry(number, value, said, statement)
        if isinstance(read, Unreadable):
            statement.unreadable.append(read)
        else:
            statement.rows.append(read)
    _check_balances(statement, balances, name)
    if progress is not None:
        progress(len(lines), len(lines))
    return statement


def _one_account(statement: Statement, account: str) -> None:
    """Keep ``account``, a ``:25:`` of the file, as the statement's; a page of another account
    refuses the file whole (``ManyAccounts``): each page's ``:25:`` repeats the one account."""
    if not statement.account:
        statement.account = account
    elif account and not same_account(statement.account, account):
        raise ManyAccounts.of(statement.account, account)


def _balance(number: int, tag: str, value: str) -> _Balance | None:
    """The balance of tag ``tag`` whose ``value`` is on line ``number`` (None for a malformed
    one: the period is then not stated, and it is not checked)."""
    found = _BALANCE.match(value.strip())
    if found is None:
        return None
    try:
        on = dt.datetime.strptime(found["on"], "%y%m%d").date()
    except ValueError:
        return None
    amount = money(Decimal(found["amount"].replace(",", ".").rstrip(".") or "0"))
    return _Balance(number, tag, on, -amount if found["mark"] == "D" else amount)


def _check_balances(statement: Statement, balances: Sequence[_Balance], name: str) -> None:
    """Keep the statement's first opening and last closing balance; ``BalanceBroken`` (the file
    ``name`` refused whole) at the first balance its lines do not reach, or a page's opening
    that is not the closing before it (a line that could not be read is among what they
    miss)."""
    openings = [b for b in balances if b.tag in _OPENING]
    closings = [b for b in balances if b.tag in _CLOSING]
    statement.opening = openings[0].amount if openings else None
    statement.closing = closings[-1].amount if closings else None
    events: list[tuple[int, _Balance | StatementRow]] = [(b.line, b) for b in balances]
    events += [(row.line, row) for row in statement.rows]
    events.sort(key=lambda event: event[0])
    opening: Decimal | None = None
    before: Decimal | None = None
    moved = ZERO
    page: list[StatementRow] = []
    for _line, event in events:
        if isinstance(event, StatementRow):
            moved += event.amount
            page.append(event)
        elif event.tag in _OPENING:
            if before is not None and event.amount != before:
                raise BalanceBroken(event.line, _unreached(name, event, before, page))
            opening, moved, page = event.amount, ZERO, []
        else:
            if opening is not None and opening + moved != event.amount:
                raise BalanceBroken(event.line, _unreached(name, event, opening + moved, page))
            opening, before = None, event.amount


def _unreached(name: str, balance: _Balance, reached: Decimal, page: Sequence[StatementRow]) -> str:
    """Why the file ``name`` is refused: its ``balance`` the lines of its ``page`` reach only as
    ``reached``; the first of them whose amount is the difference named (a line put in)."""
    gap = balance.amount - reached
    put_in = next((row for row in page if row.amount == -gap), None)
    said = BANK.tr(
        "The statement {name} is refused: its balance {balance} of {day}, line {line}, is not "
        "what the lines before it come to, {reached}: {gap} unaccounted for. Nothing of it is "
        "kept: export it again from the bank."
    ).format(
        name=name,
        balance=amount_text(balance.amount),
        day=date_text(balance.on),
        line=balance.line,
        reached=amount_text(reached),
        gap=amount_text(abs(gap)),
    )
    if put_in is None:
        return said
    also = BANK.tr("Line {line}, of {amount}, is the difference.")
    return f"{said} {also.format(line=put_in.line, amount=amount_text(put_in.amount))}"


def _entry(
    number: int, value: str, narration: str, statement: Statement
) -> StatementRow | Unreadable:
    if len(value) > LONGEST_CELL or len(narration) > LONGEST_CELL:
        return Unreadable(number, long_cell())
    found = _LINE.match(value.strip())
    if found is None:
        return Unreadable(
            number, BANK.tr("“{cell}” is not a statement line").format(cell=value.strip())
        )
    try:
        on = dt.datetime.strptime(found["value"], "%y%m%d").date()
    except ValueError:
        return Unreadable(
            number, BANK.tr("the date “{cell}” is not a date").format(cell=found["value"])
        )
    entry_day = _entry_day(on, found["entry"])
    if statement.period is not None and not statement.period[0] <= entry_day <= statement.period[1]:
        return outside(number, entry_day, statement.period)
    amount = money(Decimal(found["amount"].replace(",", ".").rstrip(".") or "0"))
    # C credits, D debits; RC and RD reverse a debit and a credit.
    if found["mark"] in ("D", "RC"):
        amount = -amount
    own = found["own"].strip().upper()
    references = ([own] if own and own != "NONREF" and is_reference(own) else []) + list(
        references_in(narration)
    )
    return StatementRow(
        line=number,
        on=on,
        amount=amount,
        narration=narration or own,
        references=tuple(dict.fromkeys(references)),
        payer=payer_in(narration),
        account=statement.account,
    )


def _entry_day(value_day: dt.date, entry: str | None) -> dt.date:
    """The day the bank entered a line: its entry date (month and day) in the value date's
    year, or the one either side nearest to it (a line valued 31 December and entered 2
    January); the value date where the line gives no entry date or an impossible one."""
    if not entry:
        return value_day
    month, day = int(entry[:2]), int(entry[2:])
    found: list[dt.date] = []
    for year in (value_day.year - 1, value_day.year, value_day.year + 1):
        try:
            found.append(dt.date(year, month, day))
        except ValueError:
            continue
    return min(found, key=lambda d: abs(d - value_day), default=value_day)
