"""The service's clock: Asia/Kolkata, a fixed +05:30 (India keeps no daylight saving)."""

from __future__ import annotations

import datetime as dt

SERVICE_TZ = dt.timezone(dt.timedelta(hours=5, minutes=30), "IST")


def service_now() -> dt.datetime:
    """The current instant on the service's clock."""
    return dt.datetime.now(SERVICE_TZ)


def as_service_time(moment: dt.datetime) -> dt.datetime:
    """``moment`` at the service's time (IST), as the header shows the time; a naive one is
    read as this computer's local time (a log's stamp)."""
    return moment.astimezone(SERVICE_TZ)


def service_today(now: dt.datetime | None = None) -> dt.date:
    """The calendar day in Asia/Kolkata at ``now`` (default: the real time)."""
    return (now or service_now()).astimezone(SERVICE_TZ).date()


def at_service_time(day: dt.date, time_of_day: dt.time) -> dt.datetime:
    """``day`` at ``time_of_day`` on the service's clock."""
    return dt.datetime.combine(day, time_of_day, tzinfo=SERVICE_TZ)
