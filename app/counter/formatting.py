"""How values look on screen: money, times, countdowns, and "—" for what the service left out."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

MISSING = "—"


def money_text(amount: Decimal | None, currency: str | None = None) -> str:
    """``INR 1,234.50``; ``—`` when the service did not send the amount."""
    if amount is None:
        return MISSING
    return f"{currency} {amount:,.2f}" if currency else f"{amount:,.2f}"


def time_text(value: dt.time | None) -> str:
    """``HH:MM`` (the service sends seconds that are always zero)."""
    return MISSING if value is None else value.strftime("%H:%M")


def window_text(window: str) -> str:
    """``09:00:00 - 09:40:00`` as ``09:00–09:40``; anything else as the service sent it."""
    parts = [part.strip() for part in window.split("-")]
    if len(parts) == 2 and all(len(part) == 8 and part[2] == ":" for part in parts):
        return f"{parts[0][:5]}–{parts[1][:5]}"
    return window


def moment_text(value: dt.datetime | None) -> str:
    """A service instant as ``05 Dec 14:30`` on the service's clock."""
    return MISSING if value is None else value.strftime("%d %b %H:%M")


def countdown_text(until: dt.datetime | None, now: dt.datetime) -> str:
    """Time left before ``until``: ``2 d 3 h``, ``1 h 05 min``, ``4 min 09 s``, or ``closed``."""
    if until is None:
        return MISSING
    seconds = int((until - now).total_seconds())
    if seconds <= 0:
        return "closed"
    days, rest = divmod(seconds, 86_400)
    hours, rest = divmod(rest, 3_600)
    minutes, seconds = divmod(rest, 60)
    if days:
        return f"{days} d {hours} h"
    if hours:
        return f"{hours} h {minutes:02d} min"
    return f"{minutes} min {seconds:02d} s"


MEGABYTE = 1024 * 1024


def megabytes_text(size: int) -> str:
    """A file size as Windows Explorer reads it: ``1.43 MB`` (1 MB = 1,048,576 bytes)."""
    return f"{size / MEGABYTE:.2f} MB"


def age_text(fetched: dt.datetime, now: dt.datetime) -> str:
    """How old data fetched at ``fetched`` is, once it is a minute old: ``as of 12:03, 4 min ago``
    (empty while it is fresher)."""
    minutes = int((now - fetched).total_seconds()) // 60
    if minutes < 1:
        return ""
    hours, minutes = divmod(minutes, 60)
    ago = f"{hours} h {minutes:02d} min" if hours else f"{minutes} min"
    return f"as of {fetched:%H:%M}, {ago} ago"


def text_or_missing(value: object) -> str:
    """``str(value)``, or ``—`` for None and blank text."""
    text = "" if value is None else str(value).strip()
    return text or MISSING
