"""What a statement says of itself and of its rows' dates: the account it is of and the period
it states (from the lines above its header, or MT940's ``:25:``, ``:60F:`` and ``:62F:``), and
the rows dated outside that period, or, where it states none, far from its other rows: such a
row is refused by its line, and never widens the days the statements cover."""

from __future__ import annotations

import datetime as dt
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import replace

from app.bank import BANK
from app.bank.figures import date_of
from app.bank.statement import Statement, StatementRow, Unreadable
from app.figures import date_text

# "Account No : 5020…", "A/C No. : 1011…", "Account Number : _0000…" (SBI writes a "_" so that
# Excel keeps the zeros), "Statement of Account No - 9220…"; X for a masked digit, the first
# ones too ("XXXXXXXXXX5678", as net banking's downloads mask it).
_ACCOUNT = re.compile(
    r"\b(?:account|a/c)\s*(?:no\b\.?|number|num\b\.?)?\s*[:.\-–]*\s*_?(?P<number>[\dX][0-9X]{5,19})\b",
    re.IGNORECASE,
)
# ICICI's "Transactions List - <name> (INR) - 000405123456".
_LISTED = re.compile(r"transactions list\b.*-\s*(?P<number>\d{6,20})\s*$", re.IGNORECASE)
_DATE_WORD = re.compile(
    r"\d{4}-\d{2}-\d{2}|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{1,2}[-/ ][A-Za-z]{3,9}[-/ ,]+\d{2,4}"
)
_PERIOD_WORDS = re.compile(r"\b(?:from|period|to)\b", re.IGNORECASE)
_START = re.compile(r"^\s*(?:start|from)\s+date\b", re.IGNORECASE)
_END = re.compile(r"^\s*(?:end|to)\s+date\b", re.IGNORECASE)
# Where a statement states no period, a row more than this many days from the most of its rows
# (no row between) is far from them: a year's statement of a quiet account has a row a quarter.
FAR = dt.timedelta(days=92)
# A row may be valued the day after it is entered (a credit after the bank's cut-off): a
# statement imported today holds rows of tomorrow at the latest.
VALUED_AHEAD = dt.timedelta(days=1)

Period = tuple[dt.date, dt.date]


def account_in(lines: Iterable[str]) -> str:
    """The account number the ``lines`` above a statement's header name ('' when none)."""
    for line in lines:
        found = _ACCOUNT.search(line) or _LISTED.search(line.strip())
        # A masked number ("XXXXXXXXXX5678") shows its last digits: fewer is no number.
        if found is not None and sum(c.isdigit() for c in found["number"]) >= 4:
            return found["number"].upper()
    return ""


# A line of an account block ("Account No : 5020…", "A/C No. : 1011…", "Statement of Account No
# - 9220…"): it begins by naming an account, as a narration that mentions one does not.
_BLOCK = re.compile(r"^\s*(?:statement\s+of\s+)?(?:account|a/c)\b", re.IGNORECASE)


def block_account(line: str) -> str:
    """The account number ``line`` names where it is an account block's line, as a second
    statement's block below the first's rows is ('' for any other line)."""
    if _BLOCK.match(line) or _LISTED.search(line.strip()):
        return account_in([line])
    return ""


def mt940_account(value: str) -> str:
    """The account of MT940's ``:25:`` ("HDFC0000240/50200012345678": the bank's code, then
    the number)."""
    return "".join(value.rpartition("/")[2].split()).upper()


def _dates(line: str) -> list[dt.date]:
    found = []
    for word in _DATE_WORD.findall(line):
        try:
            found.append(date_of(word))
        except ValueError:
            continue
    return found


def period_in(lines: Iterable[str]) -> Period | None:
    """The period the ``lines`` above a statement's header state: a line of two dates with
    "from", "to" or "period" ("Statement From : 01/04/2026 To : 30/04/2026"), or a start
    date's line and an end date's (SBI); None when they state none."""
    start: dt.date | None = None
    end: dt.date | None = None
    for line in lines:
        dates = _dates(line)
        if len(dates) == 2 and _PERIOD_WORDS.search(line) and dates[0] <= dates[1]:
            return dates[0], dates[1]
        if len(dates) == 1 and _START.match(line):
            start = dates[0]
        elif len(dates) == 1 and _END.match(line):
            end = dates[0]
    if start is not None and end is not None and start <= end:
        return start, end
    return None


def cells_text(cells: Sequence[object]) -> str:
    """A row of cells above the header as one line of text."""
    return " ".join(" ".join(str(cell).split()) for cell in cells if cell is not None)


def within(statement: Statement) -> Statement:
    """``statement`` with each row dated outside its stated period (or, where it states none,
    far from its other rows) moved to its unreadable rows, named by line."""
    if not statement.rows:
        return statement
    kept: list[StatementRow] = []
    refused: list[Unreadable] = []
    if statement.period is not None:
        first, last = statement.period
        for row in statement.rows:
            if first <= row.on <= last:
                kept.append(row)
            else:
                refused.append(outside(row.line, row.on, statement.period))
    else:
        body = _body(Counter(row.on for row in statement.rows))
        for row in statement.rows:
            if body[0] <= row.on <= body[1]:
                kept.append(row)
            else:
                reason = BANK.tr("it is dated {day}, far from the statement's other rows")
                refused.append(Unreadable(row.line, reason.format(day=date_text(row.on))))
    if not refused:
        return statement
    unreadable = sorted([*statement.unreadable, *refused], key=lambda u: u.line)
    return replace(statement, rows=kept, unreadable=unreadable)


def not_after(statement: Statement, today: dt.date) -> Statement:
    """``statement`` with each row dated after ``today`` (the day it is imported) and the next
    day moved to its unreadable rows, named by line: no bank enters a row on a day still to
    come (a credit after the day's cut-off is valued the next day, no later), and such a row
    would widen the days the statements cover past every payment not yet proved (issue 94). A
    stated period reaching past that day is cut to it."""
    last = today + VALUED_AHEAD
    refused = [
        Unreadable(row.line, _ahead(row.on, today)) for row in statement.rows if row.on > last
    ]
    period = statement.period
    if period is not None and period[1] > last:
        period = (min(period[0], last), last)
    if not refused and period == statement.period:
        return statement
    kept = [row for row in statement.rows if row.on <= last]
    unreadable = sorted([*statement.unreadable, *refused], key=lambda u: u.line)
    return replace(statement, rows=kept, unreadable=unreadable, period=period)


def _ahead(day: dt.date, today: dt.date) -> str:
    reason = BANK.tr("it is dated {day}, after the day it is imported, {today}")
    return reason.format(day=date_text(day), today=date_text(today))


def outside(line: int, day: dt.date, period: Period) -> Unreadable:
    """The row of ``line``, dated ``day`` outside the statement's ``period``, refused."""
    reason = BANK.tr("it is dated {day}, outside the statement's period, {first} to {last}")
    first, last = period
    return Unreadable(
        line, reason.format(day=date_text(day), first=date_text(first), last=date_text(last))
    )


def _body(days: Counter[dt.date]) -> Period:
    """The first and last day of the most rows of ``days`` (each day with its rows) that lie
    with no gap longer than ``FAR`` between them."""
    runs: list[list[dt.date]] = []
    for day in sorted(days):
        if runs and day - runs[-1][-1] <= FAR:
            runs[-1].append(day)
        else:
            runs.append([day])
    best = max(runs, key=lambda run: sum(days[day] for day in run))
    return best[0], best[-1]
