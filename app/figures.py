"""Numbers, money, dates and times as a reader in India reads them, in every language of the app.

Amounts and counts are grouped the Indian way (``2,00,000.00``: thousands, then lakhs and
crores), dates read ``23 Nov 2026`` with the month (and weekday) in the reader's language, times
are on the 24-hour clock, and digits are the language's own (Devanagari for Hindi) only when
chosen (``app.i18n``). Free of Qt
and of every other part of the app, so the domain, the journal, the documents and the screens
all write figures the same way; ``app.counter.papers.formatting`` builds the screens' phrases on it.
"""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from app.i18n import QT_TRANSLATE_NOOP, Catalogue, grouped, localise_digits

FIGURES = Catalogue("FIGURES")

# Marked here, translated where shown: the language is chosen after this module is imported.
MONTHS = (
    QT_TRANSLATE_NOOP("FIGURES", "Jan"),
    QT_TRANSLATE_NOOP("FIGURES", "Feb"),
    QT_TRANSLATE_NOOP("FIGURES", "Mar"),
    QT_TRANSLATE_NOOP("FIGURES", "Apr"),
    QT_TRANSLATE_NOOP("FIGURES", "May"),
    QT_TRANSLATE_NOOP("FIGURES", "Jun"),
    QT_TRANSLATE_NOOP("FIGURES", "Jul"),
    QT_TRANSLATE_NOOP("FIGURES", "Aug"),
    QT_TRANSLATE_NOOP("FIGURES", "Sep"),
    QT_TRANSLATE_NOOP("FIGURES", "Oct"),
    QT_TRANSLATE_NOOP("FIGURES", "Nov"),
    QT_TRANSLATE_NOOP("FIGURES", "Dec"),
)
WEEKDAYS = (
    QT_TRANSLATE_NOOP("FIGURES", "Mon"),
    QT_TRANSLATE_NOOP("FIGURES", "Tue"),
    QT_TRANSLATE_NOOP("FIGURES", "Wed"),
    QT_TRANSLATE_NOOP("FIGURES", "Thu"),
    QT_TRANSLATE_NOOP("FIGURES", "Fri"),
    QT_TRANSLATE_NOOP("FIGURES", "Sat"),
    QT_TRANSLATE_NOOP("FIGURES", "Sun"),
)
MONTH_NAMES = (
    QT_TRANSLATE_NOOP("FIGURES", "January"),
    QT_TRANSLATE_NOOP("FIGURES", "February"),
    QT_TRANSLATE_NOOP("FIGURES", "March"),
    QT_TRANSLATE_NOOP("FIGURES", "April"),
    MONTHS[4],  # "May" is one word long or short
    QT_TRANSLATE_NOOP("FIGURES", "June"),
    QT_TRANSLATE_NOOP("FIGURES", "July"),
    QT_TRANSLATE_NOOP("FIGURES", "August"),
    QT_TRANSLATE_NOOP("FIGURES", "September"),
    QT_TRANSLATE_NOOP("FIGURES", "October"),
    QT_TRANSLATE_NOOP("FIGURES", "November"),
    QT_TRANSLATE_NOOP("FIGURES", "December"),
)
WEEKDAY_NAMES = (
    QT_TRANSLATE_NOOP("FIGURES", "Monday"),
    QT_TRANSLATE_NOOP("FIGURES", "Tuesday"),
    QT_TRANSLATE_NOOP("FIGURES", "Wednesday"),
    QT_TRANSLATE_NOOP("FIGURES", "Thursday"),
    QT_TRANSLATE_NOOP("FIGURES", "Friday"),
    QT_TRANSLATE_NOOP("FIGURES", "Saturday"),
    QT_TRANSLATE_NOOP("FIGURES", "Sunday"),
)


def amount_text(value: Decimal) -> str:
    """``1,23,456.50``: an amount with paise, grouped the Indian way (lakhs, crores)."""
    sign = "-" if value < 0 else ""
    whole, paise = f"{abs(value):.2f}".split(".")
    return localise_digits(f"{sign}{grouped(whole)}.{paise}")


def count_text(count: int) -> str:
    """A count with Indian grouping: ``1,00,000``."""
    sign = "-" if count < 0 else ""
    return localise_digits(sign + grouped(str(abs(count))))


def month_name(day: dt.date) -> str:
    """The month's short name in the reader's language: ``Nov``, ``नव॰``."""
    return FIGURES.known(MONTHS[day.month - 1])


def long_month_name(day: dt.date) -> str:
    """The month's full name in the reader's language: ``November``, ``नवंबर``."""
    return FIGURES.known(MONTH_NAMES[day.month - 1])


def weekday_name(day: dt.date) -> str:
    """The weekday's short name in the reader's language: ``Mon``, ``सोम``."""
    return FIGURES.known(WEEKDAYS[day.weekday()])


def short_date_text(day: dt.date) -> str:
    """``05 Dec``: a date of the current season."""
    return localise_digits(f"{day.day:02d} {month_name(day)}")


def file_day(day: dt.date) -> str:
    """``2026-12-05``: a day in a file's name, where names sort as the days do (a date the
    clerk reads is ``date_text``'s)."""
    return f"{day:%Y-%m-%d}"


def date_text(day: dt.date) -> str:
    """``05 Dec 2026``."""
    return localise_digits(f"{day.day:02d} {month_name(day)} {day.year}")


def day_text(day: dt.date) -> str:
    """``Sat 05 Dec 2026``: a date with its weekday, for travel days."""
    return f"{weekday_name(day)} {date_text(day)}"


def short_day_text(day: dt.date) -> str:
    """``Sat 05 Dec``."""
    return f"{weekday_name(day)} {short_date_text(day)}"


def long_day_text(day: dt.date) -> str:
    """``Saturday 05 December 2026``: a travel day in full, on documents."""
    weekday = FIGURES.known(WEEKDAY_NAMES[day.weekday()])
    return localise_digits(f"{weekday} {day.day:02d} {long_month_name(day)} {day.year}")


def clock_text(value: dt.time | dt.datetime, *, seconds: bool = False) -> str:
    """``14:30`` (``14:30:05`` with ``seconds``) on the 24-hour clock."""
    return localise_digits(value.strftime("%H:%M:%S" if seconds else "%H:%M"))


def window_text(window: str) -> str:
    """``09:00:00 - 09:40:00`` as ``09:00–09:40``; anything else as the service sent it."""
    parts = [part.strip() for part in window.split("-")]
    if len(parts) == 2 and all(len(part) == 8 and part[2] == ":" for part in parts):
        return localise_digits(f"{parts[0][:5]}–{parts[1][:5]}")
    return window


def moment_text(value: dt.datetime) -> str:
    """``05 Dec 14:30``: an instant of the current season."""
    return f"{short_date_text(value)} {clock_text(value)}"


def stamp_text(value: dt.datetime, *, seconds: bool = False) -> str:
    """``05 Dec 2026 14:30``: an instant with its year (``14:30:05`` with ``seconds``)."""
    return f"{date_text(value)} {clock_text(value, seconds=seconds)}"
