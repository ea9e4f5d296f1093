"""The Disruptions screen without Qt: the open disruptions grouped by departure, each party with
its customer, what the wallet got back and what the till owes, its message, and its keys (refund
by the till's own path; rebook through the exchange the desk plugs in)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass
from decimal import ROUND_DOWN, Decimal

from app.booking.aftersale import AfterSale, Blocked, Refused
from app.books.queries import cancellation_money
from app.counter.papers.disruption_message import (
    MessageFacts,
    customer_language_of,
    customer_message,
)
from app.counter.papers.formatting import money_text
from app.domain.disruption import Closed, DisruptionKind
from app.domain.money import CENT, CURRENCY, ZERO, money
from app.i18n import Catalogue
from app.journal.disruptions import Disruption
from app.mail.outbox import Cause, MailMessage
from app.records.bookings import BookingRow
from app.records.refunds import CustomerRefund

COUNTER_DISRUPTIONS = Catalogue("COUNTER_DISRUPTIONS")


@dataclass(frozen=True, slots=True)
class Party:
    """One disrupted booking: its disruption, the booking as sold here, the customer's language,
    the customer's refund still owed by the till (None: not paid at this till), where the
    customer's letter of it is, and why their refund's credit note asks their address ('' when
    it does not)."""

    disruption: Disruption
    booking: BookingRow
    language: str
    owed: Decimal | None
    # The customer's letter of the disruption (None: none was queued: no address, or erased).
    letter: MailMessage | None = None
    address_asked: str = ""
    # Seats this counter's own cancellations released before the operator's, and what the
    # operator's cancellation owes the customer by the rule (None: not paid at this till).
    released: int = 0
    rule_amount: Decimal | None = None

    @property
    def operator_seats(self) -> int:
        """The seats the operator cancelled: those the booking still held (a passenger already
        cancelled and refunded here is not among them); none for a change of time."""
        if self.disruption.kind is not DisruptionKind.CANCELLED:
            return 0
        return max(self.booking.qty - self.released, 0)

    @property
    def per_seat(self) -> Decimal | None:
        """What the operator's cancellation owes for each of its seats, by
        docs/decisions/disruption-per-seat.md (the seats' shares, here the amount over the seats
        to the paisa below: they differ only where fares do); None when nothing is owed here.
        The paise it leaves are ``per_seat_over``."""
        seats = self.operator_seats
        if self.rule_amount is None or not seats:
            return None
        return (self.rule_amount / seats).quantize(CENT, rounding=ROUND_DOWN)

    @property
    def per_seat_over(self) -> Decimal:
        """The paise of the amount owed that ``per_seat`` on every seat leaves, placed on one
        seat and said so, so that the seats' figures add up to the amount owed."""
        each = self.per_seat
        if each is None or self.rule_amount is None:
            return ZERO
        return money(self.rule_amount - each * self.operator_seats)

    @property
    def booking_ref(self) -> str:
        """The disrupted booking's reference."""
        return self.booking.booking_ref

    @property
    def refundable(self) -> bool:
        """Whether the Refund key applies: an operator's cancellation with money owed here."""
        cancelled = self.disruption.kind is DisruptionKind.CANCELLED
        return cancelled and self.owed is not None and self.owed > 0

    def owed_words(self) -> str:
        """What staff are told of the money owed until it is paid ('' when nothing is): it is
        given only on Lookup's refund, with the customer's address when the credit note needs
        it (a refund from the list alone would be refused and stay owed)."""
        if not self.refundable:
            return ""
        words = (
            COUNTER_DISRUPTIONS.tr(
                "{amount} stays owed to {customer} until Refund records it on Lookup with"
                " their address, which their credit note names."
            )
            if self.address_asked
            else COUNTER_DISRUPTIONS.tr(
                "{amount} stays owed to {customer} until Refund records it on Lookup."
            )
        )
        return words.format(
            amount=money_text(self.owed, CURRENCY), customer=self.booking.customer_name
        )


@dataclass(frozen=True, slots=True)
class DepartureGroup:
    """The parties of one disrupted departure (a trip on a day)."""

    product: str
    travel_date: dt.date
    parties: tuple[Party, ...]


# What the exchange does for a party: a new sale with the same customer and passengers, the
# difference at the till (``app.booking.exchange``); True once it was sold.
Rebooker = Callable[[Party], bool]


class DisruptionService:
    """The open disruptions of the after-sale's journal as the screen shows them, refunded by
    ``aftersale`` (the till's refund path); ``language``: the customer's
    language when their sale recorded none; ``agency``: the name signing the messages;
    ``rebooker``: the exchange, when the desk has one (None: the Rebook key is off)."""

    def __init__(
        self,
        aftersale: AfterSale,
        *,
        language: str,
        agency: str,
        rebooker: Rebooker | None = None,
    ) -> None:
        self._aftersale = aftersale
        self._journal = aftersale.journal
        self._language = language
        self._agency = agency
        self.rebooker = rebooker

    def open_count(self) -> int:
        """How many disruptions are open (the banner shows it while above 0)."""
        return len(self._journal.disruptions.open())

    def groups(self) -> list[DepartureGroup]:
        """The open disruptions, by departure (day, then trip), each party in order found."""
        grouped: dict[tuple[dt.date, str], list[Party]] = {}
        for disruption in self._journal.disruptions.open():
            party = self.party(disruption.booking_ref)
            if party is not None:
                key = (party.booking.travel_date, party.booking.product)
                grouped.setdefault(key, []).append(party)
        return [
            DepartureGroup(product, day, tuple(parties))
            for (day, product), parties in sorted(grouped.items())
        ]

    def party(self, booking_ref: str) -> Party | None:
        """The party of the disruption of ``booking_ref`` (None: no such booking here)."""
        disruption = self._journal.disruptions.find(booking_ref)
        booking = self._journal.history.find(booking_ref)
        if disruption is None or booking is None:
            return None
        language = customer_language_of(self._journal, booking_ref) or self._language
        letters = [m for m in self._journal.letters(booking_ref) if m.cause is Cause.DISRUPTION]
        letter = letters[-1] if letters else None
        request_id = disruption.request_id
        refund = None if request_id is None else self._aftersale.refund(request_id)
        released = self._journal.released_of(booking_ref).seats
        if refund is None:
            return Party(disruption, booking, language, None, letter, released=released)
        # What is owed by the books, as Lookup and the header say it; a journal of an earlier
        # version, until the books job has posted it, by the till's refund.
        books = cancellation_money(self._journal.till, refund.request_id, booking_ref)
        owed = refund.owed_amount if books is None else max(books.owed, ZERO)
        asked = refund.address_asked
        rule = refund.rule_amount
        return Party(disruption, booking, language, owed, letter, asked, released, rule)

    def message(self, party: Party) -> str:
        """The party's message, in the customer's language, to copy."""
        return customer_message(self.facts(party))

    def facts(self, party: Party) -> MessageFacts:
        """What the party's message says."""
        now = party.disruption.now
        return MessageFacts(
            customer=party.booking.customer_name,
            booking_ref=party.booking_ref,
            product=party.booking.product,
            travel_date=dt.date.fromisoformat(now.get("travel_date", ""))
            if now.get("travel_date")
            else party.booking.travel_date,
            kind=party.disruption.kind,
            departs_now=now.get("departure_time", ""),
            owed=party.owed,
            agency=self._agency,
            language=party.language,
        )

    async def refund(self, party: Party) -> list[CustomerRefund] | Refused:
        """Give the party everything still owed, each tender its part, from this counter's open
        shift (credit notes with it when invoiced), through the after-sale's refund path, which
        closes the disruption as refunded once nothing is owed; or why it could not be. (The
        screen's Refund key opens the same refund on Lookup, for staff to check and record.)"""
        request_id = party.disruption.request_id
        refund = None if request_id is None else self._aftersale.refund(request_id)
        if request_id is None or refund is None or not refund.owed:
            return Refused(Blocked.NOTHING_OWED)
        return await self._aftersale.pay(request_id, dict(refund.owed))

    def rebook(self, party: Party) -> bool:
        """Rebook the party through the exchange; closes the disruption once it sold (False:
        no exchange on this desk, or it did not sell)."""
        if self.rebooker is None or not self.rebooker(party):
            return False
        return self._journal.disruptions.close(party.booking_ref, Closed.REBOOKED)

    def told(self, party: Party) -> bool:
        """A change the customer was told of and keeps: the disruption is closed."""
        return self._journal.disruptions.close(party.booking_ref, Closed.TOLD)
