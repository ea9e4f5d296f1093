"""The message for a disrupted booking's customer, in the customer's language: what happened, what
they are owed, what they can choose. The Disruptions screen offers it to copy for SMS or
WhatsApp; an e-mail outbox may send the same text."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from decimal import Decimal

from app import i18n
from app.domain.disruption import DisruptionKind
from app.figures import amount_text, clock_text, day_text
from app.i18n import Catalogue

DISRUPTION_MESSAGE = Catalogue("DISRUPTION_MESSAGE")


@dataclass(frozen=True, slots=True)
class MessageFacts:
    """What the message says: whose booking, of which trip, what happened, what is owed."""

    customer: str
    booking_ref: str
    product: str
    travel_date: dt.date
    kind: DisruptionKind
    departs_now: str  # HH:MM:SS as the service says it now ('' when it does not say)
    owed: Decimal | None  # the customer's refund by the rule; None when not paid here
    agency: str
    language: str  # the customer's language (a code of ``app.languages``)


def _time(text: str) -> str:
    try:
        return clock_text(dt.time.fromisoformat(text))
    except ValueError:
        return text


def customer_message(facts: MessageFacts) -> str:
    """The message, translated into ``facts.language`` (its numbers, dates and times too)."""
    with i18n.in_language(facts.language):
        day = day_text(facts.travel_date)
        if facts.kind is DisruptionKind.CHANGED:
            text = DISRUPTION_MESSAGE.tr(
                "Dear {name}, the operator has changed {trip} of your booking {ref}: it now "
                "leaves on {day} at {time}. You can keep the new time, move to another "
                "departure, or have your money back. Please call us or come to the counter."
            )
        elif facts.owed is None:
            text = DISRUPTION_MESSAGE.tr(
                "Dear {name}, the operator has cancelled {trip} on {day} (booking {ref}). You "
                "can move to another departure or have your money back. Please call us or come "
                "to the counter."
            )
        else:
            text = DISRUPTION_MESSAGE.tr(
                "Dear {name}, the operator has cancelled {trip} on {day} (booking {ref}). You "
                "are owed ₹{amount}. You can have it back, or move to another departure. "
                "Please call us or come to the counter."
            )
        message = text.format(
            name=facts.customer,
            trip=facts.product,
            day=day,
            ref=facts.booking_ref,
            time=_time(facts.departs_now),
            amount=amount_text(facts.owed) if facts.owed is not None else "",
        )
        return f"{message} {facts.agency}".strip() if facts.agency else message
