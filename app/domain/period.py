"""A period of days an export covers: a day, a month or a range from one day to another, never
past today (nothing is filed for days that have not come)."""

from __future__ import annotations

import calendar
import datetime as dt

from app.figures import date_text
from app.i18n import Catalogue

DOMAIN_PERIOD = Catalogue("DOMAIN_PERIOD")


def month_period(year: int, month: int, today: dt.date) -> tuple[dt.date, dt.date]:
    """The days of ``month`` of ``year``: the whole month, or up to ``today`` for this month."""
    first = dt.date(year, month, 1)
    last = first.replace(day=calendar.monthrange(year, month)[1])
    return first, min(last, today) if first <= today else last


def period_problem(first: dt.date, last: dt.date, today: dt.date) -> str | None:
    """None when ``first`` to ``last`` can be exported on ``today``, else a sentence saying why
    not."""
    if first > last:
        return DOMAIN_PERIOD.tr("The first day ({first}) is after the last day ({last}).").format(
            first=date_text(first), last=date_text(last)
        )
    if last > today:
        return DOMAIN_PERIOD.tr(
            "The last day ({last}) has not come yet: the export ends today ({today}) at the latest."
        ).format(last=date_text(last), today=date_text(today))
    return None
