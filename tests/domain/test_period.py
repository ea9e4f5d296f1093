"""An export's period: a month's days, and the limits of a range (first after last; past today)."""

from __future__ import annotations

import datetime as dt

from app.domain.period import month_period, period_problem

TODAY = dt.date(2026, 11, 23)


def test_a_month_is_whole_when_past_and_ends_today_when_current() -> None:
    assert month_period(2026, 2, TODAY) == (dt.date(2026, 2, 1), dt.date(2026, 2, 28))
    assert month_period(2024, 2, TODAY) == (dt.date(2024, 2, 1), dt.date(2024, 2, 29))
    assert month_period(2026, 11, TODAY) == (dt.date(2026, 11, 1), TODAY)
    # A month to come keeps its days, and the period's check refuses it.
    first, last = month_period(2026, 12, TODAY)
    assert (first, last) == (dt.date(2026, 12, 1), dt.date(2026, 12, 31))
    assert "has not come yet" in (period_problem(first, last, TODAY) or "")


def test_a_range_may_be_one_day_and_end_today_but_no_later() -> None:
    assert period_problem(TODAY, TODAY, TODAY) is None
    assert period_problem(dt.date(2026, 4, 1), TODAY, TODAY) is None
    tomorrow = TODAY + dt.timedelta(days=1)
    assert period_problem(TODAY, tomorrow, TODAY) == (
        "The last day (24 Nov 2026) has not come yet: the export ends today (23 Nov 2026) at the "
        "latest."
    )
    assert period_problem(TODAY, TODAY - dt.timedelta(days=1), TODAY) == (
        "The first day (23 Nov 2026) is after the last day (22 Nov 2026)."
    )
