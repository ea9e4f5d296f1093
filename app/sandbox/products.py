"""The sandbox's catalogue: the demo catalogue (``app.domain.demo_catalogue``), or for benchmarks
its products repeated up to N activities and N boat schedules (``build_catalogue(N)``)."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace

from app.domain.demo_catalogue import DemoCatalogue, demo_catalogue

CATALOGUE_SIZE_MAX = 2000


def _later(moment: dt.time, minutes: int) -> dt.time:
    shifted = dt.datetime.combine(dt.date(2000, 1, 1), moment) + dt.timedelta(minutes=minutes)
    return shifted.time()


def build_catalogue(size: int | None = None) -> DemoCatalogue:
    """The demo catalogue, or exactly ``size`` activities and ``size`` boat schedules."""
    base = demo_catalogue()
    if size is None:
        return base
    smallest = len(base.activities)  # one of each demo activity
    if not smallest <= size <= CATALOGUE_SIZE_MAX:
        raise ValueError(f"the catalogue size must be from {smallest} to {CATALOGUE_SIZE_MAX}")
    activities = []
    for index in range(size):
        activity = base.activities[index % len(base.activities)]
        group = index // len(base.activities)
        activities.append(
            activity if group == 0 else replace(activity, title=f"{activity.title} · {group + 1}")
        )
    schedules = []
    for index in range(size):
        schedule = base.schedules[index % len(base.schedules)]
        # Each repetition departs a few minutes later, staying inside the same morning/evening.
        shift = (index // len(base.schedules)) % 30
        schedules.append(
            replace(
                schedule,
                departure=_later(schedule.departure, shift),
                arrival=_later(schedule.arrival, shift),
            )
        )
    return replace(base, activities=tuple(activities), schedules=tuple(schedules))
