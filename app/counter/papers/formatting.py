"""How values look on screen: money, times, countdowns, and "—" for what the service left out.

Figures follow the Indian convention in both languages (``app.figures``); the words around them
are translated (the catalogue ``FORMATTING``).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from decimal import Decimal

from app import figures
from app.domain.cancellation import PolicyBand, policy_band
from app.domain.status import RefundStatus
from app.domain.tenders import TenderKind
from app.i18n import QT_TRANSLATE_NOOP, Catalogue, localise_digits

FORMATTING = Catalogue("FORMATTING")

MISSING = "—"
# The service's codes in the words staff say (translated where shown); a code not listed is
# shown as sent, capitalised.
WORDS = {
    "MIXED": QT_TRANSLATE_NOOP("FORMATTING", "Any (lowest fare)"),
    "INDIAN": QT_TRANSLATE_NOOP("FORMATTING", "Indian"),
    "FOREIGNER": QT_TRANSLATE_NOOP("FORMATTING", "Foreign"),
    "ADULT": QT_TRANSLATE_NOOP("FORMATTING", "Adult"),
    "CHILD": QT_TRANSLATE_NOOP("FORMATTING", "Child"),
    "INFANT": QT_TRANSLATE_NOOP("FORMATTING", "Infant"),
    "PAID": QT_TRANSLATE_NOOP("FORMATTING", "paid from the wallet"),
    "active": QT_TRANSLATE_NOOP("FORMATTING", "Active"),
    "SETTLED": QT_TRANSLATE_NOOP("FORMATTING", "Settled"),
    RefundStatus.NONE: QT_TRANSLATE_NOOP("FORMATTING", "nothing refunded"),
    RefundStatus.PARTIAL: QT_TRANSLATE_NOOP("FORMATTING", "part refunded"),
    RefundStatus.REFUNDED: QT_TRANSLATE_NOOP("FORMATTING", "refunded"),
    PolicyBand.FULL_REFUND: QT_TRANSLATE_NOOP("FORMATTING", "48 h or more ahead: 100 %"),
    PolicyBand.HALF_REFUND: QT_TRANSLATE_NOOP("FORMATTING", "24 to 48 h ahead: 50 %"),
    PolicyBand.WINDOW_CLOSED: QT_TRANSLATE_NOOP("FORMATTING", "Under 24 h: closed"),
}

# The wallet ledger's accounts in staff's words, by the account's last part as the service
# names it (``agent:1001:cash``, ``platform:sales:boat``); the whole name stays in the wallet's
# details for support. An account not listed reads as its last part in words.
ACCOUNT_WORDS = {
    "cash": QT_TRANSLATE_NOOP("FORMATTING", "Wallet cash"),
    "credit_utilised": QT_TRANSLATE_NOOP("FORMATTING", "Credit used"),
    "gst_payable": QT_TRANSLATE_NOOP("FORMATTING", "Fare GST due to the government"),
    "cancellation_charges": QT_TRANSLATE_NOOP("FORMATTING", "Cancellation charges"),
    "agent_funding": QT_TRANSLATE_NOOP("FORMATTING", "Top-up paid in"),
    "boat": QT_TRANSLATE_NOOP("FORMATTING", "Boat trip sales"),
    "activity": QT_TRANSLATE_NOOP("FORMATTING", "Activity sales"),
}


def account_text(account: str) -> str:
    """A ledger account (``agent:1001:credit_utilised``) as staff read it: "Credit used"."""
    kind = account.rsplit(":", 1)[-1].strip()
    known = ACCOUNT_WORDS.get(kind.lower())
    return FORMATTING.known(known) if known else kind.replace("_", " ").capitalize()


def money_text(amount: Decimal | None, currency: str | None = None) -> str:
    """``INR 2,00,000.50`` (Indian grouping); ``—`` when the service did not send the amount."""
    if amount is None:
        return MISSING
    return f"{currency} {figures.amount_text(amount)}" if currency else figures.amount_text(amount)


def fare_text(amount: Decimal | None, currency: str | None = None) -> str:
    """A ticket's price as a table of rates says it: "Free" when nothing is asked for it (an
    infant on a harbour cruise), else ``money_text``."""
    if amount is not None and not amount:
        return FORMATTING.tr("Free")
    return money_text(amount, currency)


def tenders_text(parts: Sequence[tuple[TenderKind, Decimal]]) -> str:
    """``Cash 334.00 + UPI 334.00``: amounts by the tender they go back by."""
    return " + ".join(f"{kind.refund_title()} {money_text(amount)}" for kind, amount in parts)


def time_text(value: dt.time | None) -> str:
    """``HH:MM`` (the service sends seconds that are always zero)."""
    return MISSING if value is None else figures.clock_text(value)


def moment_text(value: dt.datetime | None) -> str:
    """A service instant as ``05 Dec 14:30`` on the service's clock."""
    return MISSING if value is None else figures.moment_text(value)


def _days_hours(days: int, hours: int) -> str:
    return FORMATTING.tr("{days} d {hours} h").format(
        days=localise_digits(str(days)), hours=localise_digits(str(hours))
    )


def countdown_text(until: dt.datetime | None, now: dt.datetime) -> str:
    """Time left before ``until``: ``2 d 3 h``, ``1 h 05 min``, ``4 min 09 s``, or ``closed``."""
    if until is None:
        return MISSING
    seconds = int((until - now).total_seconds())
    if seconds <= 0:
        return FORMATTING.tr("closed", "no time left")
    days, rest = divmod(seconds, 86_400)
    hours, rest = divmod(rest, 3_600)
    minutes, seconds = divmod(rest, 60)
    if days:
        return _days_hours(days, hours)
    if hours:
        return FORMATTING.tr("{hours} h {minutes} min").format(
            hours=localise_digits(str(hours)), minutes=localise_digits(f"{minutes:02d}")
        )
    return FORMATTING.tr("{minutes} min {seconds} s").format(
        minutes=localise_digits(str(minutes)), seconds=localise_digits(f"{seconds:02d}")
    )


MEGABYTE = 1024 * 1024


def megabytes_text(size: int) -> str:
    """A file size as Windows Explorer reads it: ``1.43 MB`` (1 MB = 1,048,576 bytes)."""
    return FORMATTING.tr("{size} MB").format(size=localise_digits(f"{size / MEGABYTE:.2f}"))


def age_text(fetched: dt.datetime, now: dt.datetime) -> str:
    """How old data fetched at ``fetched`` is, once it is a minute old: ``as of 12:03, 4 min ago``
    (empty while it is fresher)."""
    minutes = int((now - fetched).total_seconds()) // 60
    if minutes < 1:
        return ""
    return FORMATTING.tr("as of {time}, {ago} ago").format(
        time=figures.clock_text(fetched), ago=duration_text(dt.timedelta(minutes=minutes))
    )


def duration_text(delta: dt.timedelta) -> str:
    """A time span in words: ``2 d 3 h``, ``14 h 19 min``, ``25 min`` (``0 min`` when past)."""
    minutes = max(int(delta.total_seconds()) // 60, 0)
    days, rest = divmod(minutes, 1_440)
    hours, minutes = divmod(rest, 60)
    if days:
        return _days_hours(days, hours)
    if hours and minutes:
        return FORMATTING.tr("{hours} h {minutes} min").format(
            hours=localise_digits(str(hours)), minutes=localise_digits(str(minutes))
        )
    if hours:
        return FORMATTING.tr("{hours} h").format(hours=localise_digits(str(hours)))
    return FORMATTING.tr("{minutes} min").format(minutes=localise_digits(str(minutes)))


def departs_text(start: dt.datetime, now: dt.datetime) -> str:
    """``departs 23 Nov 06:15, in 14 h 19 min`` (``departed 23 Nov 06:15`` once past)."""
    if start <= now:
        return FORMATTING.tr("departed {moment}").format(moment=moment_text(start))
    return FORMATTING.tr("departs {moment}, in {left}").format(
        moment=moment_text(start), left=duration_text(start - now)
    )


def closed_text(start: dt.datetime | None, day: dt.date | None, now: dt.datetime) -> str:
    """Why a booking cannot be cancelled, with its start when known and the time left while
    this clock agrees that it is under 24 h away."""
    if start is None:
        if day is None:
            return FORMATTING.tr("Not cancellable: cancellation closes 24 h before the start.")
        return FORMATTING.tr(
            "Not cancellable: cancellation closes 24 h before the start (travel date {day})."
        ).format(day=figures.short_date_text(day))
    if dt.timedelta(0) < start - now < dt.timedelta(hours=24):
        return FORMATTING.tr(
            "Not cancellable: cancellation closes 24 h before the start; {departs}."
        ).format(departs=departs_text(start, now))
    return FORMATTING.tr(
        "Not cancellable: cancellation closes 24 h before the start; departs {moment}."
    ).format(moment=moment_text(start))


def refund_band_text(start: dt.datetime, now: dt.datetime) -> str:
    """Which cancellation band applies if the sale is cancelled now, with the time left."""
    band = policy_band(start, now)
    if band is PolicyBand.FULL_REFUND:
        return FORMATTING.tr("Full refund until {moment}").format(
            moment=moment_text(start - dt.timedelta(hours=48))
        )
    if band is PolicyBand.HALF_REFUND:
        hours = int((start - now).total_seconds()) // 3_600
        return FORMATTING.tr("Half refund if cancelled now: departs in {hours} h").format(
            hours=localise_digits(str(hours))
        )
    return FORMATTING.tr("Not refundable: departs in {left}").format(
        left=duration_text(start - now)
    )


def plain_words(code: str | None) -> str:
    """A service code (``MIXED``, ``NONE``, ``SETTLED``…) as words; ``—`` when missing."""
    if not code:
        return MISSING
    known = WORDS.get(code)
    return FORMATTING.known(known) if known else code.replace("_", " ").capitalize()


def text_or_missing(value: object) -> str:
    """``str(value)``, or ``—`` for None and blank text."""
    text = "" if value is None else str(value).strip()
    return text or MISSING
