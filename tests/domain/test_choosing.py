"""Two walk-ins in a row: the second sale is chosen on its own day, never the last one's."""

from __future__ import annotations

import datetime as dt

from app.domain.choosing import Choosing

TODAY = dt.date(2026, 12, 1)
THREE_DAYS_ON = TODAY + dt.timedelta(days=3)


def test_the_next_sale_starts_on_today_with_no_filter() -> None:
    last = Choosing(THREE_DAYS_ON, "scuba")

    assert last.next_sale(TODAY) == Choosing(TODAY, "")


def test_a_day_pinned_by_the_clerk_stays_for_the_next_sale_but_not_the_filter() -> None:
    last = Choosing(THREE_DAYS_ON, "scuba", pinned=True)

    assert last.next_sale(TODAY) == Choosing(THREE_DAYS_ON, "", pinned=True)


def test_a_pinned_day_that_has_passed_gives_way_to_today() -> None:
    last = Choosing(TODAY, "", pinned=True)
    tomorrow = TODAY + dt.timedelta(days=1)

    assert last.next_sale(tomorrow) == Choosing(tomorrow, "", pinned=True)


def test_nothing_is_pinned_by_default() -> None:
    assert not Choosing(TODAY).pinned
