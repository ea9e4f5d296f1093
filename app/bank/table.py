"""A statement's rows read from a table of cells (a CSV's or a sheet's), by a layout found in
its header row: the rows above the header, opening and closing balance rows, and summary rows
at the end are passed over; a row that cannot be read is named, and the rest are kept."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from decimal import Decimal, InvalidOperation

from app.bank import BANK
from app.bank.accounts import ManyAccounts, same_account
from app.bank.figures import Side, TooManyDigits, amount_of, date_of, side_of, time_of
from app.bank.heading import account_in, block_account, cells_text, period_in
from app.bank.layouts import KNOWN_LAYOUTS, Layout, Role
from app.bank.limits import (
    LONGEST_CELL,
    MOST_COLUMNS,
    MOST_ROWS,
    MOST_WHOLE_DIGITS,
    Limit,
    OverLimit,
    long_cell,
    too_many_digits,
)
from app.bank.narration import is_reference, payer_in, references_in
from app.bank.statement import Statement, StatementError, StatementRow, Unreadable
from app.domain.money import ZERO

# The header row is looked for among a file's first rows (banks put the account above it).
HEADER_WITHIN = 60
# Progress is told every so many rows.
PROGRESS_EVERY = 500
# Rows that are no transaction: balances brought forward or carried, totals, counts.
_NOT_A_TRANSACTION = re.compile(
    r"opening balance|closing balance|balance b/f|balance c/f|brought forward|carried forward"
    r"|grand total|^total|^sub ?total|dr count|cr count",
    re.IGNORECASE,
)
# A row after which nothing is a transaction any more.
_THE_END = re.compile(
    r"statement summary|end of statement|computer generated|this is a system generated",
    re.IGNORECASE,
)

Progress = Callable[[int, int], None]
Cells = Sequence[object]


@dataclass(frozen=True, slots=True)
class Broken:
    """A cell its file's format could not give (a CSV field over the limit, a workbook's cell
    that is not of the type it declares): its row is named with ``reason`` and not read."""

    reason: str


def _text(cell: object) -> str:
    return "" if cell is None else " ".join(str(cell).split())


def find_header(
    rows: Sequence[tuple[int, Cells]], layouts: Sequence[Layout]
) -> tuple[int, Layout, dict[Role, int]]:
    """The header row among ``rows`` (its position in them), the layout it is of and each
    role's column; the layout naming the most columns wins. ``StatementError`` when none."""
    best: tuple[int, Layout, dict[Role, int]] | None = None
    for position, (_line, cells) in enumerate(rows[:HEADER_WITHIN]):
        for layout in layouts:
            columns = layout.columns_in(cells)
            if columns is not None and (best is None or len(columns) > len(best[2])):
                best = (position, layout, columns)
        if best is not None:
            return best
    raise StatementError(
        BANK.tr(
            "No header row of a known statement layout was found in the file's first {rows} "
            "rows: set which column holds what, and import it again."
        ).format(rows=HEADER_WITHIN)
    )


def read_table(
    rows: Iterable[tuple[int, Cells]],
    total: int,
    mappings: Sequence[Layout] = (),
    progress: Progress | None = None,
    name: str = "",
) -> Statement:
    """The statement in ``rows`` (each with its line number), ``total`` of them expected (for
    progress), read by the one of ``mappings`` (the owner's) its header shows when they are
    given (the one naming the most columns), else by the known layout its header shows, with
    the account and period the lines above its header state. ``OverLimit`` (naming the file
    ``name``) as soon as the rows or a row's columns pass their limits."""
    source = _counted(rows, name)
    head: list[tuple[int, Cells]] = []
    for item in source:
        head.append(item)
        if len(head) >= HEADER_WITHIN:
            break
    position, layout, columns = find_header(head, mappings or KNOWN_LAYOUTS)
    settled = layout.settled_in(head[position][1])
    charges = Charges(columns.get(Role.FEE), _fee_tax_columns(layout, columns, head[position][1]))
    above = [cells_text(cells) for _line, cells in head[:position]]
    statement = Statement(
        layout.name,
        account=account_in(above),
        period=period_in(above),
        settlement=layout.is_settlement,
    )
    # A mapping's one amount column that says no side: its bare amounts are directed after the
    # reading, by the running balance, or refused where other rows carry a suffix.
    undirected = Role.AMOUNT in columns and not layout.says_side()
    bare: set[int] = set()
    suffixed = False
    done = position + 1
    for line, cells in _chain(head[position + 1 :], source):
        done += 1
        if progress is not None and done % PROGRESS_EVERY == 0:
            progress(done, total)
        if all(cell is None or cell == "" for cell in cells):
            continue
        broken = _broken(cells)
        if broken:
            statement.unreadable.append(Unreadable(line, broken))
            _within_rows(statement, name)
            continue
        date_cell = _cell(cells, columns[Role.DATE])
        on = _date_in(date_cell)
        if on is None:
            joined = " ".join(_text(cell) for cell in cells).strip()
            # A second statement's account block below the first's rows: two accounts' rows.
            named = block_account(joined)
            if named and statement.account and not same_account(statement.account, named):
                raise ManyAccounts.of(statement.account, named)
            if _THE_END.search(joined):
                break
            # No date (a balance brought forward), a rule of asterisks, a balance or total row.
            if not _text(date_cell).strip("*") or _NOT_A_TRANSACTION.search(joined):
                continue
        elif _NOT_A_TRANSACTION.search(_text(_cell(cells, columns.get(Role.NARRATION)))):
            continue  # a dated balance row ("Opening Balance", "B/F")
        if _text(_cell(cells, columns.get(Role.STATUS))).lower() in layout.failed_words:
            continue  # an attempt that failed: its RRN moved no money
        read = _row(line, cells, layout, columns, on, settled, statement.account)
        if isinstance(read, StatementRow) and read.payout:
            read = _charged(line, cells, read, charges)
        if isinstance(read, Unreadable):
            statement.unreadable.append(read)
            _within_rows(statement, name)
            continue
        statement.rows.append(read)
        _within_rows(statement, name)
        if undirected:
            side = _suffix(_cell(cells, columns[Role.AMOUNT]))
            suffixed = suffixed or side is not None
            if side is None and read.amount > 0:
                bare.add(len(statement.rows) - 1)
    if bare:
        _direct(statement, bare, suffixed)
    if progress is not None:
        progress(total, total)
    return statement


def _suffix(cell: object) -> Side | None:
    """The side an amount cell's suffix names (None: none, or no amount)."""
    try:
        return amount_of(cell)[1]
    except ValueError:
        return None


def _direct(statement: Statement, bare: set[int], suffixed: bool) -> None:
    """Give each row of ``statement`` at the positions ``bare`` (a positive amount with no side
    said) the direction its running balance shows; where the balance cannot tell, a file whose
    other amounts carry a "Cr"/"Dr" suffix leaves it with none (refused by its line: read as a
    credit, an outgoing amount would prove a sale), and a signed file keeps it a credit."""
    rows = statement.rows
    refused: list[Unreadable] = []
    kept: list[StatementRow] = []
    for position, row in enumerate(rows):
        if position not in bare:
            kept.append(row)
            continue
        before = rows[position - 1].balance if position else None
        after = rows[position + 1].balance if position + 1 < len(rows) else None
        side = _moved(row.amount, before, row.balance, after)
        if side is Side.DEBIT:
            kept.append(replace(row, amount=-row.amount))
        elif side is Side.CREDIT or not suffixed:
            kept.append(row)
        else:
            reason = BANK.tr("the amount “{cell}” says neither credit nor debit")
            refused.append(Unreadable(row.line, reason.format(cell=row.amount)))
    statement.rows = kept
    if refused:
        statement.unreadable = sorted([*statement.unreadable, *refused], key=lambda u: u.line)


def _moved(
    amount: Decimal, before: Decimal | None, balance: Decimal | None, after: Decimal | None
) -> Side | None:
    """Which way ``amount`` moved the running ``balance``: from the row ``before`` (a statement
    oldest first), else to the row ``after`` (newest first); None when neither tells."""
    if balance is None:
        return None
    if before is not None and before + amount == balance:
        return Side.CREDIT
    if before is not None and before - amount == balance:
        return Side.DEBIT
    if after is not None and balance - amount == after:
        return Side.CREDIT
    if after is not None and balance + amount == after:
        return Side.DEBIT
    return None


def _within_rows(statement: Statement, name: str) -> None:
    """Refuse the file ``name`` as soon as ``statement`` has read more than ``MOST_ROWS`` rows
    (those it reads and those it cannot: never the lines above its header, issue 94)."""
    if len(statement.rows) + len(statement.unreadable) > MOST_ROWS:
        raise OverLimit(Limit.ROWS, name)


def _counted(rows: Iterable[tuple[int, Cells]], name: str) -> Iterable[tuple[int, Cells]]:
    """``rows`` as they come, refused as soon as they pass ``MOST_ROWS`` with the lines a
    header may lie below, whatever they hold (rules, blanks, summaries), or one of them
    passes ``MOST_COLUMNS``."""
    for count, (line, cells) in enumerate(rows, start=1):
        if count > MOST_ROWS + HEADER_WITHIN:
            raise OverLimit(Limit.ROWS, name)
        if len(cells) > MOST_COLUMNS and any(_text(c) for c in cells[MOST_COLUMNS:]):
            raise OverLimit(Limit.COLUMNS, name)
        yield line, cells


def _broken(cells: Cells) -> str:
    """Why a row's cells cannot be read at all ('' when they can): a cell its file could not
    give, or one longer than ``LONGEST_CELL``."""
    for cell in cells:
        if isinstance(cell, Broken):
            return cell.reason
        if isinstance(cell, str) and len(cell) > LONGEST_CELL:
            return long_cell()
    return ""


def _date_in(cell: object) -> dt.date | None:
    """The date ``cell`` reads as (None: no date, a summary row or a malformed one)."""
    try:
        return date_of(cell)
    except ValueError:
        return None


def _chain(
    first: Iterable[tuple[int, Cells]], rest: Iterable[tuple[int, Cells]]
) -> Iterable[tuple[int, Cells]]:
    yield from first
    yield from rest


def _cell(cells: Cells, index: int | None) -> object:
    if index is None or index >= len(cells):
        return None
    return cells[index]


def _row(
    line: int,
    cells: Cells,
    layout: Layout,
    columns: dict[Role, int],
    on: dt.date | None,
    settled_columns: Sequence[tuple[int, int]] = (),
    account: str = "",
) -> StatementRow | Unreadable:
    """One row read (``on``: its date, None when its date cell is no date; ``settled_columns``:
    the columns whose signed sum it adds to its payout; ``account``: its statement's), or why
    it cannot be."""
    date_cell = _cell(cells, columns[Role.DATE])
    if on is None:
        return Unreadable(
            line, BANK.tr("the date “{cell}” is not a date").format(cell=_text(date_cell))
        )
    amount = _amount(cells, layout, columns)
    if isinstance(amount, str):
        return Unreadable(line, amount)
    balance: Decimal | None = None
    balance_cell = _cell(cells, columns.get(Role.BALANCE))
    if _text(balance_cell):
        try:
            value, side = amount_of(balance_cell)
        except TooManyDigits:
            return Unreadable(line, too_many_digits(_text(balance_cell)))
        except ValueError:
            return Unreadable(
                line,
                BANK.tr("the amount “{cell}” is not an amount").format(cell=_text(balance_cell)),
            )
        balance = -abs(value) if side is Side.DEBIT else value
    narration = _text(_cell(cells, columns.get(Role.NARRATION)))
    written = _text(_cell(cells, columns.get(Role.REFERENCE))).upper()
    references = [*_column_references(written), *references_in(narration)]
    time_cell = _cell(cells, columns.get(Role.TIME)) if Role.TIME in columns else date_cell
    payer = _text(_cell(cells, columns.get(Role.PAYER))) or payer_in(narration)
    payout = payout_id(_text(_cell(cells, columns.get(Role.PAYOUT))))
    settled = _settled(cells, settled_columns) if payout else None
    if isinstance(settled, str):
        return Unreadable(line, settled)
    if payout and amount < 0:
        settled = _refund_share(cells, columns, settled)
        if isinstance(settled, str):
            return Unreadable(line, settled)
    return StatementRow(
        line=line,
        on=on,
        amount=amount,
        narration=narration,
        references=tuple(dict.fromkeys(references)),
        balance=balance,
        payer=payer,
        at=time_of(time_cell),
        payout=payout,
        settled=settled,
        account=account,
        card=bool(payout) and layout.card,
    )


# A payout column's words that name no payout: a report's placeholder for a row not settled yet.
_NO_PAYOUT = frozenset({"NA", "N/A", "NIL", "NULL", "NONE", "PENDING"})


def payout_id(cell: str) -> str:
    """A payout column's value as the payout's id, upper case: a settlement UTR, or a report's
    own settlement id of any shape (Razorpay's ``setl_...``), which the bank's credit then
    carries in its narration; '' for none (a blank, a dash, a placeholder, or no digit)."""
    text = cell.strip().upper()
    if text in _NO_PAYOUT or not any(c.isdigit() for c in text) or not text.strip("0-. "):
        return ""
    return text


def _refund_share(
    cells: Cells, columns: dict[Role, int], settled: Decimal | None
) -> Decimal | str | None:
    """What a settlement report's debit row (a refund) takes off its payout, negative whatever
    sign the report writes it with: its net where the report says one, else its debit column's
    amount (Razorpay's refund: ``credit`` 0, ``debit`` the refund), else its amount (None)."""
    if settled:
        return -abs(settled)
    debit = (
        _settled(cells, ((columns[Role.WITHDRAWAL], 1),)) if Role.WITHDRAWAL in columns else None
    )
    if isinstance(debit, str) or not debit:
        return debit or None
    return -abs(debit)


@dataclass(frozen=True, slots=True)
class Charges:
    """Where a settlement report's row says the app's fee (its column; None: it does not) and
    the tax on it (the columns whose sum it is; none: it does not)."""

    fee: int | None
    fee_tax: tuple[int, ...]


def _fee_tax_columns(layout: Layout, columns: dict[Role, int], header: Cells) -> tuple[int, ...]:
    if Role.FEE_TAX in columns:
        return (columns[Role.FEE_TAX],)
    return layout.fee_tax_in(header)


def _charged(
    line: int, cells: Cells, row: StatementRow, charges: Charges
) -> StatementRow | Unreadable:
    """A payout's row with the app's fee and its tax read (each positive, whatever sign the
    report writes it with); where the report says no net, the row adds its amount less both
    to its payout."""
    found: list[Decimal | None] = []
    for indexes in ((() if charges.fee is None else (charges.fee,)), charges.fee_tax):
        summed = _settled(cells, tuple((index, 1) for index in indexes))
        if isinstance(summed, str):
            return Unreadable(line, summed)
        found.append(None if summed is None else abs(summed))
    fee, fee_tax = found
    settled = row.settled
    if settled is None and (fee or fee_tax) and row.amount > 0:
        settled = row.amount - (fee or ZERO) - (fee_tax or ZERO)
    return replace(row, fee=fee, fee_tax=fee_tax, settled=settled)


def _settled(cells: Cells, columns: Sequence[tuple[int, int]]) -> Decimal | str | None:
    """What a settlement report's row adds to its payout: the signed sum of ``columns``, to
    the report's own decimals (PhonePe writes a fee's GST to a tenth of a paisa, "-1.332"),
    or the reason it cannot be read; None when the report has no such columns."""
    if not columns:
        return None
    total = ZERO
    for index, sign in columns:
        cell = _cell(cells, index)
        text = _text(cell).replace(",", "")
        if text in {"", "-"}:
            continue
        try:
            value = Decimal(repr(cell)) if isinstance(cell, float) else Decimal(text)
        except InvalidOperation:
            value = Decimal("NaN")
        if not value.is_finite():
            return BANK.tr("the amount “{cell}” is not an amount").format(cell=_text(cell))
        if value and value.adjusted() >= MOST_WHOLE_DIGITS:
            return too_many_digits(_text(cell))
        total += sign * value
    return total


def _column_references(written: str) -> list[str]:
    """A reference column's value, and the RRN inside a zero-padded one ("0000412345678901");
    of words (SBI's "TRANSFER FROM 4897693162093"), only those shaped as a reference."""
    if not written or written in {"-", "0"}:
        return []
    if " " in written:
        return list(references_in(written))
    found = [written]
    bare = written.lstrip("0")
    if bare != written and len(bare) == 12 and is_reference(bare):
        found.append(bare)
    return found


def _amount(cells: Cells, layout: Layout, columns: dict[Role, int]) -> Decimal | str:
    """The row's signed amount (a credit positive), or the reason it has none. One amount
    column's direction is its suffix's, else its side column's word, else its sign; a bare
    amount is a credit only where the layout's one amount is signed (no side said anywhere),
    and otherwise no direction can be known."""
    if Role.AMOUNT in columns:
        cell = _cell(cells, columns[Role.AMOUNT])
        try:
            value, suffix = amount_of(cell)
        except TooManyDigits:
            return too_many_digits(_text(cell))
        except ValueError:
            return BANK.tr("the amount “{cell}” is not an amount").format(cell=_text(cell))
        side = suffix or _side(_text(_cell(cells, columns.get(Role.SIDE))), layout)
        if side is None and _holds_amount(_cell(cells, columns.get(Role.WITHDRAWAL))):
            # A report's one amount beside its debit column (Razorpay's refund: ``amount``
            # 500.00, ``debit`` 500.00): the debit column says the side.
            side = Side.DEBIT
        if side is Side.DEBIT:
            return -abs(value)
        if side is Side.CREDIT:
            return abs(value)
        if value < 0 or not layout.says_side():
            return value
        return BANK.tr("the amount “{cell}” says neither credit nor debit").format(cell=_text(cell))
    parts: list[Decimal] = []
    for role in (Role.WITHDRAWAL, Role.DEPOSIT):
        cell = _cell(cells, columns[role])
        if _text(cell) in {"", "-"}:
            parts.append(ZERO)
            continue
        try:
            parts.append(abs(amount_of(cell)[0]))
        except TooManyDigits:
            return too_many_digits(_text(cell))
        except ValueError:
            return BANK.tr("the amount “{cell}” is not an amount").format(cell=_text(cell))
    withdrawal, deposit = parts
    if (withdrawal == ZERO) == (deposit == ZERO):
        return BANK.tr("it needs one amount, a withdrawal or a deposit")
    return deposit - withdrawal


def _holds_amount(cell: object) -> bool:
    """Whether ``cell`` holds an amount other than nil."""
    try:
        return bool(amount_of(cell)[0])
    except ValueError:
        return False


def _side(word: str, layout: Layout) -> Side | None:
    """The side a side column's ``word`` names: "Cr"/"Dr", or a word of the layout's debits
    (any other word of a settlement report's type column is a payment in)."""
    side = side_of(word)
    if side is not None or not word:
        return side
    return Side.DEBIT if word.lower() in layout.debit_words else Side.CREDIT
