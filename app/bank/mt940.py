"""A SWIFT MT940 statement (as Indian banks' corporate net banking offers it) read into rows.

Only what matching needs is read: each ``:61:`` statement line (value date, credit or debit,
amount, the account owner's reference) with the ``:86:`` narration after it. The tags around
them (``:20:``, ``:25:``, ``:28C:``, the balances ``:60F:`` and ``:62F:``) are passed over.
Why a reader of our own rather than a library: docs/decisions/bank-statements.md.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable, Sequence
from decimal import Decimal

from app.bank.narration import is_reference, payer_in, references_in
from app.bank.statement import BANK, Statement, StatementRow, Unreadable
from app.domain.money import money

NAME = "MT940"
_TAG = re.compile(r"^:(?P<tag>\d{2}[A-Z]?):(?P<value>.*)$")
_LINE = re.compile(
    r"^(?P<value>\d{6})(?P<entry>\d{4})?(?P<mark>RC|RD|C|D)(?P<funds>[A-Z])?"
    r"(?P<amount>\d{1,15},\d{0,2})(?P<type>[A-Z][A-Z0-9]{3})(?P<own>[^/]*)(?://(?P<bank>.*))?$"
)


def looks_like_mt940(text: str) -> bool:
    """Whether ``text`` is an MT940 message (its first tags)."""
    head = text.lstrip()[:400]
    return head.startswith((":20:", "{1:")) and (":61:" in text or ":60F:" in text)


def read_mt940(
    lines: Sequence[str], progress: Callable[[int, int], None] | None = None
) -> Statement:
    """The statement in an MT940 file's ``lines``."""
    statement = Statement(NAME)
    entries: list[tuple[int, str, list[str]]] = []
    for number, raw in enumerate(lines, start=1):
        line = raw.rstrip("\r\n")
        found = _TAG.match(line)
        if found is not None and found["tag"] == "61":
            entries.append((number, found["value"], []))
        elif found is not None and found["tag"] == "86" and entries:
            entries[-1][2].append(found["value"])
        elif found is None and entries and entries[-1][2] and not line.startswith(("-", "}")):
            # A narration goes on over the next lines until the next tag or the message's end.
            entries[-1][2].append(line)
        if progress is not None and number % 500 == 0:
            progress(number, len(lines))
    for number, value, narration in entries:
        read = _entry(number, value, " ".join(" ".join(narration).split()))
        if isinstance(read, Unreadable):
            statement.unreadable.append(read)
        else:
            statement.rows.append(read)
    if progress is not None:
        progress(len(lines), len(lines))
    return statement


def _entry(number: int, value: str, narration: str) -> StatementRow | Unreadable:
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
    )
