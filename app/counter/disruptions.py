"""The Disruptions screen without Qt: the open disruptions grouped by departure, each party with
its customer, what the wallet got back and what the till owes, its message, and its keys (refund
by the till's own path; rebook through the exchange the desk plugs in)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal

from app.counter.disruption_message import MessageFacts, customer_message
from app.counter.till_refund import Offer, RefundBlock, RefundPlan, give_refund, plan_refund
from app.domain.disruption import Closed, DisruptionKind
from app.domain.money import ZERO
from app.domain.tenders import TenderKind
from app.journal.disruptions import Disruption
from app.journal.records import BookingRow
from app.journal.refunds import CustomerRefund
from app.journal.store import Journal


@dataclass(frozen=True, slots=True)
class Party:
    """One disrupted booking: its disruption, the booking as sold here, the customer's language,
    and the customer's refund still owed by the till (None: not paid at this till) by ``mode``."""

    disruption: Disruption
    booking: BookingRow
    language: str
    owed: Decimal | None
    mode: TenderKind | None

    @property
    def booking_ref(self) -> str:
        """The disrupted booking's reference."""
        return self.booking.booking_ref

    @property
    def refundable(self) -> bool:
        """Whether the Refund key applies: an operator's cancellation with money owed here."""
        cancelled = self.disruption.kind is DisruptionKind.CANCELLED
        return cancelled and self.owed is not None and self.owed > 0


@dataclass(frozen=True, slots=True)
class DepartureGroup:
    """The parties of one disrupted departure (a trip on a day)."""

    product: str
    travel_date: dt.date
    parties: tuple[Party, ...]


# What the exchange does for a party: a new sale with the same customer and passengers, the
# difference at the till (``app.booking.exchange``); True once it was sold.
Rebooker = Callable[[Party], bool]


class DisruptionDesk:
    """The open disruptions of ``journal`` as the screen shows them; ``language``: the customer's
    language when their sale recorded none; ``agency``: the name signing the messages;
    ``rebooker``: the exchange, when the desk has one (None: the Rebook key is off)."""

    def __init__(
        self,
        journal: Journal,
        *,
        counter: str,
        language: str,
        agency: str,
        rebooker: Rebooker | None = None,
    ) -> None:
        self._journal = journal
        self._counter = counter
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
        customer = self._journal.privacy.customer_of(booking_ref)
        language = customer.language if customer is not None and customer.language else ""
        owed, mode = self._owed(disruption)
        return Party(disruption, booking, language or self._language, owed, mode)

    def _owed(self, disruption: Disruption) -> tuple[Decimal | None, TenderKind | None]:
        if disruption.request_id is None:
            return None, None
        till = self._journal.till
        due = till.refund_due(disruption.request_id)
        if due is None:
            return None, None
        given = till.refund(disruption.request_id)
        return (ZERO if given is not None else due.amount), due.mode

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

    def plan_refund(self, party: Party) -> RefundPlan | RefundBlock:
        """The party's refund by the rule, back the way it was paid, from this counter's open
        shift: the plan, or why it cannot be given."""
        if not party.refundable or party.mode is None or party.disruption.request_id is None:
            return RefundBlock.NOT_AN_AMOUNT
        assert party.owed is not None  # refundable
        offer = Offer(party.disruption.request_id, party.booking_ref, party.owed)
        return plan_refund(self._journal.till, offer, party.owed, party.mode, self._counter)

    def refund(self, plan: RefundPlan) -> CustomerRefund:
        """Give the planned refund through the till (its credit note with it when invoiced) and
        close the disruption as refunded."""
        given = give_refund(self._journal.till, plan, "", None)
        self._journal.disruptions.close(plan.offer.booking_ref, Closed.REFUNDED)
        return given

    def rebook(self, party: Party) -> bool:
        """Rebook the party through the exchange; closes the disruption once it sold (False:
        no exchange on this desk, or it did not sell)."""
        if self.rebooker is None or not self.rebooker(party):
            return False
        return self._journal.disruptions.close(party.booking_ref, Closed.REBOOKED)

    def told(self, party: Party) -> bool:
        """A change the customer was told of and keeps: the disruption is closed."""
        return self._journal.disruptions.close(party.booking_ref, Closed.TOLD)
