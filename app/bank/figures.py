"""The figures of a statement's cells as Indian banks write them: amounts with Indian digit
grouping ("1,23,456.00"), a "Cr"/"Dr" suffix or brackets for a debit, and dates as dd/mm/yyyy,
"01-Apr-2026", "1 Apr 26" or ISO. A cell that is none of these raises ``ValueError``."""

from __future__ import annotations

import datetime as dt
import re
from decimal import Decimal
from enum import StrEnum

from app.bank.limits import MOST_WHOLE_DIGITS
from app.domain.money import money


class TooManyDigits(ValueError):
    """An amount with more whole digits than a bank account holds (``MOST_WHOLE_DIGITS``)."""


class Side(StrEnum):
    """Which way money moved in the agency's account."""

    CREDIT = "Cr"
    DEBIT = "Dr"


# A suffix or a column's word that says the side: "Cr", "CR.", "(Cr)", "Dr", "DR".
SIDE_WORD = re.compile(r"^\(?\s*(?P<side>cr|dr|c|d)\.?\s*\)?$", re.IGNORECASE)
_AMOUNT = re.compile(
    r"^(?P<open>\()?\s*(?P<sign>[-+])?\s*(?:₹|rs\.?|inr)?\s*(?P<sign2>[-+])?"
    r"(?P<whole>\d{1,3}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+|\d+)(?:\.(?P<fraction>\d{1,2}))?"
    r"\s*(?P<close>\))?\s*(?P<side>\(?\s*(?:cr|dr)\.?\s*\)?)?$",
    re.IGNORECASE,
)
DATE_FORMATS = (
    "%d/%m/%Y",
    "%d/%m/%y",
    "%d-%m-%Y",
    "%d-%m-%y",
    "%d.%m.%Y",
    "%d-%b-%Y",
    "%d-%b-%y",
    "%d %b %Y",
    "%d %b %y",
    "%d/%b/%Y",
    "%Y-%m-%d",
    "%d %B %Y",
)
_ISO_MOMENT = re.compile(r"^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}")
# The shapes nearly every row has, read without strptime (a 50,000-row statement's dates took
# four seconds through it): 01/04/2026, 1-4-26, 01.04.2026; 01-Apr-2026, 1 Apr 26; 2026-04-01.
_NUMERIC_DATE = re.compile(r"^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$")
_NAMED_DATE = re.compile(r"^(\d{1,2})[-/ ]([A-Za-z]{3,9})[-/ ,]+(\d{4}|\d{2})$")
_ISO_DATE = re.compile(r"^(\d{4})-(\d{2})-(\d{2})$")
_MONTHS = {
    name: number
    for number, name in enumerate(
        ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"),
        start=1,
    )
}
# A plain amount ("1234.50", "-12"): read as it is, without the grouping pattern.
_PLAIN = re.compile(r"^-?\d+(?:\.\d{1,2})?$")
# "14:05", "02:05:09 PM", and a settlement report's "9:5:07.631247" (not zero-padded).
_TIME = re.compile(
    r"^(?P<h>\d{1,2}):(?P<m>\d{1,2})(?::(?P<s>\d{1,2})(?:\.\d{1,6})?)?\s*(?P<ampm>[ap]m)?$", re.I
)
# A cell whose first word is a date and whose second a time: "01/04/2026 10:15", "2026-04-01
# 9:5:07.631247".
_DATE_THEN = re.compile(r"^\d{1,4}[/.-]")


def side_of(word: str) -> Side | None:
    """The side a column's word names ("Cr", "DR.", "(Cr)", "C", "D"), None for any other."""
    found = SIDE_WORD.match(word.strip())
    if found is None:
        return None
    return Side.CREDIT if found["side"].lower().startswith("c") else Side.DEBIT


def amount_of(cell: object) -> tuple[Decimal, Side | None]:
    """An amount cell as a positive or negative Decimal to the paisa and the side its suffix
    names (None when it has none): "1,23,456.00 Cr", "(250.00)", "-1,000", "₹ 99.5". A cell
    that is no finite amount raises ``ValueError``; one of more whole digits than
    ``MOST_WHOLE_DIGITS``, ``TooManyDigits``."""
    if isinstance(cell, bool):
        raise ValueError(cell)
    if isinstance(cell, int | Decimal):
        return _bounded(Decimal(cell)), None
    if isinstance(cell, float):
        # A spreadsheet's number cell: its shortest decimal text is what the bank wrote.
        return _bounded(Decimal(repr(cell))), None
    text = str(cell).replace("\u00a0", " ").strip()
    if _PLAIN.match(text):
        return _bounded(Decimal(text)), None
    found = _AMOUNT.match(text)
    if found is None or bool(found["open"]) != bool(found["close"]):
        raise ValueError(text)
    value = _bounded(Decimal(found["whole"].replace(",", "") + "." + (found["fraction"] or "0")))
    if found["open"] or "-" in (found["sign"] or "", found["sign2"] or ""):
        value = -value
    side = side_of(found["side"]) if found["side"] else None
    return value, side


def _bounded(value: Decimal) -> Decimal:
    """``value`` to the paisa, checked before it is rounded: finite (a spreadsheet's NaN or
    infinity is none), and of at most ``MOST_WHOLE_DIGITS`` whole digits."""
    if not value.is_finite():
        raise ValueError(value)
    if value and value.adjusted() >= MOST_WHOLE_DIGITS:
        raise TooManyDigits(value)
    return money(value)


def date_of(cell: object) -> dt.date:
    """A date cell: a spreadsheet's date, or text in one of ``DATE_FORMATS`` (an ISO moment's
    date part too)."""
    if isinstance(cell, dt.datetime):
        return cell.date()
    if isinstance(cell, dt.date):
        return cell
    text = " ".join(str(cell).split())
    if _ISO_MOMENT.match(text):
        return dt.datetime.fromisoformat(text.replace(" ", "T", 1)).date()
    # "01/04/2026 10:15", "01-Apr-2026 10:15:00", "2026-04-01 9:5:07": the date is the first word.
    head = text.split(" ")[0] if _DATE_THEN.match(text) else text
    quick = _quick_date(head)
    if quick is not None:
        return quick
    for pattern in DATE_FORMATS:
        try:
            return dt.datetime.strptime(head, pattern).date()
        except ValueError:
            continue
    raise ValueError(text)


def _quick_date(text: str) -> dt.date | None:
    """``text`` in one of the common shapes as a date (None for another shape; ``ValueError``
    for a shape whose figures are no date, as 31/02/2026)."""
    found = _NUMERIC_DATE.match(text)
    if found is not None:
        day, month, year = (int(part) for part in found.groups())
    elif (found := _NAMED_DATE.match(text)) is not None:
        month_of = _MONTHS.get(found[2][:3].lower())
        if month_of is None or (len(found[2]) > 3 and not _full_month(found[2])):
            return None
        day, month, year = int(found[1]), month_of, int(found[3])
    elif (found := _ISO_DATE.match(text)) is not None:
        year, month, day = (int(part) for part in found.groups())
    else:
        return None
    # Two-digit years are this century's: statements are of the last few years.
    return dt.date(year + 2000 if year < 100 else year, month, day)


def _full_month(name: str) -> bool:
    return (
        name.lower() in {dt.date(2026, month, 1).strftime("%B").lower() for month in range(1, 13)}
        or name.lower() == "sept"
    )


def time_of(cell: object) -> dt.time | None:
    """The time a cell carries (a spreadsheet's moment or time, "14:05", "02:05 PM", the time
    of "01/04/2026 14:05:09" or of an ISO moment), None when it carries none."""
    if isinstance(cell, dt.datetime):
        return cell.time() if cell.time() != dt.time() else None
    if isinstance(cell, dt.time):
        return cell
    text = " ".join(str(cell or "").split())
    try:
        return _clock_of(text)
    except ValueError:  # "25:61": no time of day; the row is read without one
        return None


def _clock_of(text: str) -> dt.time | None:
    if _ISO_MOMENT.match(text):
        # Seconds are what a statement is read to: a report's microseconds are its own.
        moment = dt.datetime.fromisoformat(text.replace(" ", "T", 1))
        return moment.time().replace(tzinfo=None, microsecond=0)
    words = text.split(" ", 1)
    clock = words[-1] if len(words) == 2 and _DATE_THEN.match(words[0]) else text
    found = _TIME.match(clock)
    if found is None:
        return None
    hour = int(found["h"]) % 12 + (12 if (found["ampm"] or "").lower() == "pm" else 0)
    if not found["ampm"]:
        hour = int(found["h"])
    return dt.time(hour, int(found["m"]), int(found["s"] or 0))
