"""The message for a disrupted booking's customer, in the customer's language: what happened, what
they are owed, what they can choose. The Disruptions screen offers it to copy for SMS or
WhatsApp; the watcher queues the same text for e-mail with the disruption's record."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from decimal import Decimal

from app import i18n
from app.domain.disruption import DisruptionKind
from app.domain.product_name import shown_product
from app.figures import amount_text, clock_text, day_text
from app.i18n import Catalogue
from app.journal.disruptions import Found
from app.journal.store import JournalReads
from app.mail.outbox import Letter

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
            trip=shown_product(facts.product),
            day=day,
            ref=facts.booking_ref,
            time=_time(facts.departs_now),
            amount=amount_text(facts.owed) if facts.owed is not None else "",
        )
        return f"{message} {facts.agency}".strip() if facts.agency else message


def customer_language_of(journal: JournalReads, booking_ref: str) -> str:
    """The language recorded with the sale of ``booking_ref`` (its voucher's), else the
    privacy notice's; '' when neither was recorded (the counter's documents' language then)."""
    sale = journal.till.sale_of(booking_ref)
    customer = journal.customer_of(booking_ref)
    return (sale.customer_language if sale is not None else None) or (
        customer.language if customer is not None else ""
    )


def disruption_letter(
    journal: JournalReads, found: Found, *, agency: str, language: str
) -> Letter | None:
    """The e-mail telling the customer of ``found`` what happened and what they can choose, in
    their language (``language`` when none was recorded); None when the booking has no
    customer's e-mail here."""
    booking = journal.history.find(found.booking_ref)
    if booking is None or not booking.customer_email:
        return None
    chosen = customer_language_of(journal, found.booking_ref) or language
    day = found.now.get("travel_date")
    facts = MessageFacts(
        customer=booking.customer_name,
        booking_ref=found.booking_ref,
        product=booking.product,
        travel_date=dt.date.fromisoformat(day) if day else booking.travel_date,
        kind=found.kind,
        departs_now=found.now.get("departure_time", ""),
        owed=found.due.amount if found.due is not None else None,
        agency=agency,
        language=chosen,
    )
    with i18n.in_language(chosen):
        subject = DISRUPTION_MESSAGE.tr("News of your booking {ref}").format(ref=found.booking_ref)
    return Letter(booking.customer_email, chosen, subject, customer_message(facts))
