"""How values look on screen: money, times, countdowns, and "—" for what the service left out."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from app.domain.cancellation import PolicyBand, policy_band
from app.domain.status import RefundStatus

MISSING = "—"
# The service's codes in the words staff say; a code not listed is shown as sent, capitalised.
WORDS = {
    "MIXED": "Any (lowest fare)",
    "INDIAN": "Indian",
    "FOREIGNER": "Foreign",
    "ADULT": "Adult",
    "CHILD": "Child",
    "INFANT": "Infant",
    "PAID": "paid from the wallet",
    RefundStatus.NONE: "nothing refunded",
    RefundStatus.PARTIAL: "part refunded",
    RefundStatus.REFUNDED: "refunded",
    PolicyBand.FULL_REFUND: "48 h or more ahead: 100 %",
    PolicyBand.HALF_REFUND: "24 to 48 h ahead: 50 %",
    PolicyBand.WINDOW_CLOSED: "Under 24 h: closed",
}


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


def duration_text(delta: dt.timedelta) -> str:
    """A time span in words: ``2 d 3 h``, ``14 h 19 min``, ``25 min`` (``0 min`` when past)."""
    minutes = max(int(delta.total_seconds()) // 60, 0)
    days, rest = divmod(minutes, 1_440)
    hours, minutes = divmod(rest, 60)
    if days:
        return f"{days} d {hours} h"
    if hours:
        return f"{hours} h {minutes} min" if minutes else f"{hours} h"
    return f"{minutes} min"


def departs_text(start: dt.datetime, now: dt.datetime) -> str:
    """``departs 23 Nov 06:15, in 14 h 19 min`` (``departed 23 Nov 06:15`` once past)."""
    if start <= now:
        return f"departed {moment_text(start)}"
    return f"departs {moment_text(start)}, in {duration_text(start - now)}"


def closed_text(start: dt.datetime | None, day: dt.date | None, now: dt.datetime) -> str:
    """Why a booking cannot be cancelled, with its start when known and the time left while
    this clock agrees that it is under 24 h away."""
    rule = "Not cancellable: cancellation closes 24 h before the start"
    if start is None:
        return f"{rule} (travel date {day:%d %b})." if day else f"{rule}."
    if dt.timedelta(0) < start - now < dt.timedelta(hours=24):
        return f"{rule}; {departs_text(start, now)}."
    return f"{rule}; departs {moment_text(start)}."


def refund_band_text(start: dt.datetime, now: dt.datetime) -> str:
    """Which cancellation band applies if the sale is cancelled now, with the time left."""
    band = policy_band(start, now)
    if band is PolicyBand.FULL_REFUND:
        return f"Full refund until {moment_text(start - dt.timedelta(hours=48))}"
    if band is PolicyBand.HALF_REFUND:
        hours = int((start - now).total_seconds()) // 3_600
        return f"Half refund if cancelled now: departs in {hours} h"
    return f"Not refundable: departs in {duration_text(start - now)}"


def plain_words(code: str | None) -> str:
    """A service code (``MIXED``, ``NONE``, ``SETTLED``…) as words; ``—`` when missing."""
    if not code:
        return MISSING
    return WORDS.get(code, code.replace("_", " ").capitalize())


def text_or_missing(value: object) -> str:
    """``str(value)``, or ``—`` for None and blank text."""
    text = "" if value is None else str(value).strip()
    return text or MISSING
