"""An exchange: a booking given up for a new slot or departure, in one step, Qt-free.

A **reschedule** (the customer changes their day) shows the old booking's cancellation quote and
the new booking's price side by side, books the new seat first and cancels the old one after; a
**rebook** replaces a booking the operator cancelled (nothing is left to cancel). Either way the
customer's credit from the old booking (the refund by the rule; for the operator's cancellation
all they paid) goes to the new sale, the difference is collected or given back at the till, the
new sale's receipt is the one receipt, and a registered agency's credit note and new invoice are
issued together. Both halves go through the journal's write-ahead path, tied by the exchange's
plan (``app.journal.exchanges``), written before the first byte is sent: ``carry_on`` finishes
an exchange from wherever it stopped (a failed cancel retried, a restart after a crash).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, replace
from decimal import Decimal
from typing import Any

from app.api.client import PartnerClient
from app.api.errors import ApiError
from app.api.models import BookingStatusData, new_request_id
from app.booking.cancel import (
    CancelChoice,
    CancelOutcome,
    QuotedChoice,
    confirm_cancellation,
    departure_of,
    is_active,
    quote_choices,
    whole_booking,
)
from app.booking.checkout import (
    BelowCost,
    Checkout,
    CheckoutResult,
    CheckoutReview,
    NotReady,
    till_sale_of,
)
from app.booking.faults import JOURNAL_ERRORS
from app.booking.journal_waits import LockWait, told
from app.booking.passengers import PassengerEntry
from app.booking.replay import agent_of
from app.domain.agent import AgentRef
from app.domain.cancellation import PolicyBand
from app.domain.disruption import Closed
from app.domain.gst import typed_address
from app.domain.modules import Module
from app.domain.money import ZERO, money
from app.domain.payment import Payment, payment_problems
from app.domain.tenders import TenderKind
from app.domain.till import customer_refund
from app.figures import day_text, stamp_text
from app.i18n import Catalogue, Said
from app.journal.exchanges import ExchangeKind, ExchangePlan
from app.journal.records import JournalRequest, RequestState
from app.journal.store import Journal
from app.journal.till import CustomerRefund, RefundDue, SaleRecord, TillError

BOOKING_EXCHANGE = Catalogue("BOOKING_EXCHANGE")

log = logging.getLogger(__name__)

# What stops the old booking's cancellation for now (the retry carries on from the journal).
CANCEL_ERRORS: tuple[type[Exception], ...] = (ApiError, *JOURNAL_ERRORS)


class NotExchangeable(Said):
    """The booking cannot be exchanged here; the message says why, in staff's words."""


@dataclass(frozen=True, slots=True)
class Given:
    """The booking given up: its reference, what the service says of it now, the request that
    booked it and the till's record of what the customer paid."""

    booking_ref: str
    status: BookingStatusData
    request: JournalRequest
    sale: SaleRecord

    @property
    def module(self) -> Module:
        """The booking's module."""
        return self.status.module


@dataclass(frozen=True, slots=True)
class ExchangeQuote:
    """The old booking's cancellation quote (None for a rebook) beside the new booking's price:
    the customer's ``credit`` from the old one, the ``difference`` to settle at the till, and
    why the consumer's address must be given, once for both documents (``address_asked``: the
    new tax invoice's rule 46 (e) reason when it applies, else the credit note's, rule 53 (1A)
    (f); '' when neither needs it)."""

    new: CheckoutReview
    cancel: QuotedChoice | None
    credit: Decimal
    address_asked: str = ""

    @property
    def request_id(self) -> str:
        """The request the new sale is sent under."""
        return self.new.request_id

    @property
    def difference(self) -> Decimal:
        """What the customer pays (above zero) or is given back (below zero)."""
        return money(self.new.price.total - self.credit)


@dataclass(frozen=True, slots=True)
class ExchangeResult:
    """Where an exchange stands after ``carry_on``: the plan, the new sale's receipt and
    invoice, the old booking's cancellation (None while it is still held, ``held`` saying what
    and ``problem`` why), the difference given back at the till (None: none, or owed), and the
    credit note of the credit carried over."""

    plan: ExchangePlan
    booking_ref: str
    receipt_no: str | None
    cancelled: CancelOutcome | None
    held: CancelChoice | None
    problem: str
    refund: CustomerRefund | None
    credit_note: str | None

    @property
    def done(self) -> bool:
        """Both halves settled."""
        return self.held is None

    def message(self) -> str:
        """What staff are told: done, or exactly what is still held and what to do."""
        if self.held is None:
            return BOOKING_EXCHANGE.tr(
                "Booking {old} was exchanged for {new}: one receipt, {receipt}."
            ).format(old=self.plan.old_booking_ref, new=self.booking_ref, receipt=self.receipt_no)
        return BOOKING_EXCHANGE.tr(
            "The new booking {new} is made and paid, but booking {old} is still held ({what}):"
            " its cancellation did not go through ({why}). Press Retry the cancellation now or"
            " later; the app also tries it at the next start."
        ).format(
            new=self.booking_ref,
            old=self.plan.old_booking_ref,
            what=self.held.describe(),
            why=self.problem,
        )


def given_booking(journal: Journal, status: BookingStatusData) -> Given:
    """The booking ``status`` describes, as this counter sold it (``NotExchangeable``: it was
    not sold and paid for here, or nothing of it is left)."""
    booking_ref = status.booking_reference
    row = journal.history.find(booking_ref)
    sale = journal.till.sale_of(booking_ref)
    request = None if row is None else journal.find(row.request_id)
    if row is None or sale is None or request is None:
        raise NotExchangeable(
            BOOKING_EXCHANGE.tr(
                "Booking {booking} was not sold and paid for at this counter: it cannot be"
                " exchanged here."
            ).format(booking=booking_ref)
        )
    return Given(booking_ref, status, request, sale)


def _people(given: Given, *, everyone: bool) -> tuple[dict[str, Any], list[PassengerEntry]]:
    """The old booking's customer and its passengers still travelling (``everyone``: all it
    had, the operator having cancelled them all). ID numbers and scans are not carried over:
    reading them back is a supervisor's act, logged; the clerk types them where the new trip
    asks."""
    manifest = given.status.traveler_manifest or ()
    kept = [
        passenger
        for passenger, traveller in zip(given.request.passengers(), manifest, strict=False)
        if everyone or is_active(traveller)
    ]
    entries = [
        PassengerEntry(
            traveler_name=p.traveler_name,
            age=p.age,
            pax_gender=p.pax_gender,
            nationality=p.nationality,
            id_type=p.id_type or "",
        )
        for p in kept
    ]
    return given.request.body, entries


def closed_to_exchange(status: BookingStatusData) -> str:
    """Why booking ``status`` cannot be moved once its cancellation has closed, with its start
    in the clerk's format (the day alone when the service gives no time)."""
    start = departure_of(status)
    day = status.metadata.travel_date
    if start is not None:
        when = BOOKING_EXCHANGE.tr("it starts {moment}").format(moment=stamp_text(start))
    elif day is not None:
        when = BOOKING_EXCHANGE.tr("it starts on {day}").format(day=day_text(day))
    else:
        when = ""
    text = (
        BOOKING_EXCHANGE.tr(
            "Booking {booking} can no longer be cancelled, so it cannot be moved to another day:"
            " cancellation closes 24 h before the start, and {when}."
        )
        if when
        else BOOKING_EXCHANGE.tr(
            "Booking {booking} can no longer be cancelled, so it cannot be moved to another day:"
            " cancellation closes 24 h before the start."
        )
    )
    return text.format(booking=status.booking_reference, when=when)


class Exchange:
    """One exchange of ``given`` for the sale in ``checkout`` (its customer and passengers
    filled in from the old booking): ``quote()``, ``pay()``, ``confirm()``; ``retry()`` carries
    a stopped one on."""

    def __init__(
        self,
        kind: ExchangeKind,
        given: Given,
        checkout: Checkout,
        operator_cancellation: str | None = None,
    ) -> None:
        """``operator_cancellation``: for a rebook, the request that journals the operator's
        cancellation of ``given`` (the customer's refund it owes is the credit)."""
        self.kind = kind
        self.given = given
        self.checkout = checkout
        self.operator_cancellation = operator_cancellation
        self.cancel: CancelChoice | None = None
        if kind is ExchangeKind.RESCHEDULE:
            self.cancel = whole_booking(given.status)
            if self.cancel is None:
                raise NotExchangeable(
                    BOOKING_EXCHANGE.tr("Nothing of booking {booking} is left to move.").format(
                        booking=given.booking_ref
                    )
                )
        elif operator_cancellation is None:
            raise ValueError("a rebook replaces a cancellation the journal holds")
        self.quoted: ExchangeQuote | None = None
        self._payment: Payment | None = None
        self.address = ""  # the consumer's, given for the new invoice and credit note when asked
        self.refund_mode: TenderKind = max(given.sale.payment.parts, key=lambda p: p.amount).kind
        self.result: ExchangeResult | None = None
        body, passengers = _people(given, everyone=kind is ExchangeKind.REBOOK)
        flow = checkout.flow
        flow.set_customer(
            name=str(body.get("customer_name", "")),
            email=str(body.get("customer_email", "")),
            phone=str(body.get("customer_phone", "")),
            # On file from the sale given up (or a note of it): the new invoice names it and
            # the customer is not asked it again.
            address=checkout.counter.journal.tax.address_on_file(given.sale.request_id),
        )
        if given.module is Module.BOAT:
            flow.set_qty(0)
            for entry in passengers:
                flow.add_passenger(entry)
        else:
            flow.set_qty(self.cancel.seats if self.cancel else int(body.get("qty", 1)))

    async def quote(self) -> ExchangeQuote:
        """Review and price the new sale, QUOTE the old booking's cancellation (a reschedule)
        and work out the credit; ``NotExchangeable`` when the old booking cannot be cancelled.
        A consumer's address the new invoice lacks is asked with the quote, not refused."""
        new = await self.checkout.review(address_asked_apart=True)
        sale = self.given.sale
        if self.cancel is None:
            # The operator cancelled the trip: the customer is owed what its cancellation owes
            # them (all they paid, unless the agency decided otherwise).
            assert self.operator_cancellation is not None
            due = self.checkout.counter.journal.till.refund_due(self.operator_cancellation)
            credit = sale.price.total if due is None else due.amount
            self.quoted = ExchangeQuote(new, None, credit, self._address_asked(new, credit))
            return self.quoted
        [cancel] = await quote_choices(self.checkout.counter.client(), [self.cancel])
        if not cancel.quote.cancellable:
            # The service's own reason is English with raw timestamps: said in the clerk's words.
            raise NotExchangeable(closed_to_exchange(self.given.status))
        credit = customer_refund(
            sale.price,
            self._released(),
            PolicyBand(cancel.quote.policy_band),
            cancel.quote.quote.platform_cancellation_charge,
            refund_service_charge=self.checkout.terms.rules.refund_service_charge,
        )
        self.quoted = ExchangeQuote(new, cancel, credit, self._address_asked(new, credit))
        return self.quoted

    def _address_asked(self, new: CheckoutReview, credit: Decimal) -> str:
        """Why the consumer's address must be given: the invoice of ``new`` by the review's own
        rule (rule 46 (e)), else the credit note of ``credit`` as a refund's would (none
        without a credit: no note is issued). One address serves both documents."""
        invoice = self.checkout.tax_problems(new.review).get("customer_address", "")
        if invoice or credit <= 0:
            return invoice
        tax = self.checkout.counter.journal.tax
        # A reschedule's cancellation has no request yet: no note can be tied to it.
        cancel_request_id = self.operator_cancellation or ""
        return tax.credit_address_asked(self.given.sale.request_id, cancel_request_id)

    def _released(self) -> list[int]:
        """The old sale's seats the cancellation releases, by their place in the booking."""
        assert self.cancel is not None
        if not self.cancel.passenger_ids:
            return list(range(self.cancel.seats))
        manifest = [t.passenger_id for t in self.given.status.traveler_manifest or ()]
        return [manifest.index(pid) for pid in self.cancel.passenger_ids]

    @property
    def current(self) -> ExchangeQuote | None:
        """The quote, while the new sale was not edited after it."""
        quoted = self.quoted
        if quoted is None or self.checkout.reviewed is None:
            return None
        return quoted if self.checkout.reviewed.request_id == quoted.request_id else None

    def pay(
        self, payment: Payment, refund_mode: TenderKind | None = None, address: str = ""
    ) -> dict[str, str]:
        """Take the tenders of the difference (none when the customer pays nothing), the
        tender a difference in the customer's favour goes back in and the consumer's
        ``address`` (``customer_address`` is refused blank when the quote asks it); what is
        wrong by field."""
        quoted = self.current
        if quoted is None:
            raise NotReady("the exchange has no current quote: quote it before taking payment")
        owed = max(quoted.difference, ZERO)
        if owed:
            problems = payment_problems(payment, owed)
        elif payment.parts:
            problems = {"total": BOOKING_EXCHANGE.tr("Nothing is to pay: take no tender.")}
        else:
            problems = {}
        self.address = typed_address(address)
        if quoted.address_asked and not self.address:
            problems["customer_address"] = quoted.address_asked
        self._payment = None if problems else payment
        if refund_mode is not None:
            self.refund_mode = refund_mode
        return problems

    async def confirm(self) -> ExchangeResult | None:
        """Plan the exchange in the journal, book the new sale, then cancel the old booking and
        settle the difference; None when a person declined (nothing sent). The new sale's
        refusals raise as a sale's do (the old booking untouched); a failed cancellation is in
        the result (``held``), to retry."""
        quoted, payment = self.current, self._payment
        if quoted is None or payment is None:
            raise NotReady("the exchange must be quoted and paid before it is confirmed")
        checkout = self.checkout
        shift = await checkout.asks.shift()
        if shift is None:
            return None
        new = quoted.new
        if new.margin.below_cost:
            below = BelowCost(checkout.choice.product, new.price.total, new.review.total_debited)
            if not await checkout.asks.approve(below):
                return None
        counter = checkout.counter
        terms = checkout.terms
        buyer = checkout.flow.customer.buyer
        if self.address and not buyer.address:
            # Kept with the new sale: its invoice names it, and the credit note closing the
            # exchange (now, or after a restart) takes it from there.
            buyer = replace(buyer, address=self.address)
        sale = till_sale_of(
            checkout.choice,
            quoted.new.price,
            payment,
            terms,
            shift,
            counter.now(),
            buyer,
            # The party reads their papers in the language of the sale they gave up.
            customer_language=self.given.sale.customer_language or checkout.customer_language,
        )
        journal, waiting = counter.journal, checkout.asks.waiting
        # Each of the exchange's writes waits out another program's lock off the loop's thread,
        # as the new sale's own do (its settle).
        planned = ExchangePlan(
            sale_request_id=quoted.request_id,
            kind=self.kind,
            old_booking_ref=self.given.booking_ref,
            cancel_request_id=self.operator_cancellation or new_request_id(),
            credit=quoted.credit,
            refund_mode=self.refund_mode,
            counter=terms.counter,
            planned_at=counter.now(),
            closed_at=None,
        )
        planning = LockWait(journal, told(waiting, sent=False))
        plan = await planning.write(lambda: journal.exchanges.plan(planned))
        booked: CheckoutResult = await checkout.settle(sale)
        wallet = booked.outcome.wallet or checkout.flow.wallet
        agent = None if wallet is None else agent_of(wallet)
        carrying = LockWait(journal, told(waiting, sent=True))
        self.result = await carry_on(journal, counter.client(), plan, agent, carrying)
        counter.moved()  # the old booking's cancellation and the difference given back
        return self.result

    async def retry(self) -> ExchangeResult:
        """Carry a stopped exchange on (the old booking's cancellation tried again)."""
        if self.result is None:
            raise NotReady("the exchange was not confirmed")
        client = self.checkout.counter.client()
        agent = agent_of(await client.wallet_balance())
        journal = self.checkout.counter.journal
        plan = journal.exchanges.exchange(self.result.plan.sale_request_id)
        assert plan is not None  # an exchange is never deleted
        carrying = LockWait(journal, told(self.checkout.asks.waiting, sent=True))
        self.result = await carry_on(journal, client, plan, agent, carrying)
        self.checkout.counter.moved()
        return self.result


async def carry_on(
    journal: Journal,
    client: PartnerClient,
    plan: ExchangePlan,
    agent: AgentRef | None,
    writes: LockWait | None = None,
) -> ExchangeResult:
    """Take the exchange ``plan``, whose new sale is booked, as far as it goes now: cancel the old
    booking (under the plan's request, so a replay credits the wallet once), give back the
    difference, close it with its credit note. A cancellation that fails is in the result. Its
    writes wait out another program's lock through ``writes`` (by default a ``LockWait`` of
    its own, telling nobody)."""
    writes = writes or LockWait(journal)
    sale_request = journal.find(plan.sale_request_id)
    assert sale_request is not None and sale_request.state is RequestState.DONE
    booking_ref = str(sale_request.booking_ref)
    receipt_no = _receipt_no(journal, plan)
    if plan.closed_at is not None:
        await writes.write(lambda: _rebooked(journal, plan))
        return _closed(journal, plan, booking_ref, receipt_no)
    cancelled = None
    cancel = journal.find(plan.cancel_request_id)
    if cancel is None or cancel.state is not RequestState.DONE:
        try:
            cancelled, plan = await _cancel_old(journal, client, plan, agent, writes)
        except CANCEL_ERRORS as error:
            log.exception("The exchanged booking %s is still held", plan.old_booking_ref)
            held = await _held(journal, client, plan)
            why = error.message if isinstance(error, ApiError) else str(error)
            return ExchangeResult(plan, booking_ref, receipt_no, None, held, why, None, None)
        if cancelled is None:
            # Nothing of the old booking is active any more: cancelled meanwhile.
            log.warning("Exchanged booking %s was cancelled already", plan.old_booking_ref)
    # The disruption first: a plan closed is never carried on again, and a disruption left
    # open after it (a crash between the two) could be rebooked again on the same credit.
    await writes.write(lambda: _rebooked(journal, plan))
    note = await writes.write(lambda: journal.exchanges.close(plan))
    refund = await writes.write(lambda: _give_back(journal, plan, booking_ref))
    closed = journal.exchanges.exchange(plan.sale_request_id)
    assert closed is not None
    return ExchangeResult(closed, booking_ref, receipt_no, cancelled, None, "", refund, note)


def _rebooked(journal: Journal, plan: ExchangePlan) -> None:
    """A disruption of the booking given up is dealt with: its party has the new booking (none
    open for a booking the operator never touched: nothing changes)."""
    journal.disruptions.close(plan.old_booking_ref, Closed.REBOOKED)


def _closed(
    journal: Journal, plan: ExchangePlan, booking_ref: str, receipt_no: str | None
) -> ExchangeResult:
    refund = _given(journal, plan)
    old = journal.till.sale_of(plan.old_booking_ref)
    notes = [] if old is None else journal.tax.credit_notes_of(old.request_id)
    note = next((n.doc_no for n in notes if n.refund_request_id == plan.cancel_request_id), None)
    return ExchangeResult(plan, booking_ref, receipt_no, None, None, "", refund, note)


def _receipt_no(journal: Journal, plan: ExchangePlan) -> str | None:
    sale = journal.till.sale(plan.sale_request_id)
    return None if sale is None else sale.receipt_no


async def _cancel_old(
    journal: Journal,
    client: PartnerClient,
    plan: ExchangePlan,
    agent: AgentRef | None,
    writes: LockWait,
) -> tuple[CancelOutcome | None, ExchangePlan]:
    """CONFIRM the old booking's cancellation under the plan's request (a new one when the last
    was refused for good), with the customer's refund it owes written ahead with it."""
    earlier = journal.find(plan.cancel_request_id)
    if earlier is not None and earlier.state is RequestState.PENDING:
        # Sent and its answer lost: the same body again under the same request (credited once).
        body = earlier.body
        choice: CancelChoice | None = CancelChoice(
            plan.old_booking_ref,
            earlier.module,
            int(body.get("qty") or len(body.get("passenger_ids", []))),
            tuple(body.get("passenger_ids", [])),
            whole=True,
        )
    else:
        if earlier is not None:  # refused for good: a new request
            sale_request_id = plan.sale_request_id
            plan = await writes.write(
                lambda: journal.exchanges.new_cancel_request(sale_request_id, new_request_id())
            )
        module = _old_request(journal, plan).module
        choice = whole_booking((await client.booking_status(plan.old_booking_ref, module)).data)
    if choice is None:
        return None, plan
    due = _due(journal, plan)
    outcome = await confirm_cancellation(
        client, journal, choice, plan.cancel_request_id, agent, due, writes
    )
    return outcome, plan


def _due(journal: Journal, plan: ExchangePlan) -> RefundDue:
    """The customer's refund the cancellation owes them: the whole credit, written ahead with it
    (the new sale takes its part once the plan closes; the rest is owed at the till)."""
    customer = str(_old_request(journal, plan).body.get("customer_name", ""))
    return RefundDue(plan.old_booking_ref, customer, ((plan.refund_mode, plan.credit),))


def _given(journal: Journal, plan: ExchangePlan) -> CustomerRefund | None:
    """The difference given back at the till on the plan's cancellation (None: none yet)."""
    payments = journal.till.payments_of(plan.cancel_request_id)
    return payments[-1] if payments else None


def _give_back(journal: Journal, plan: ExchangePlan, booking_ref: str) -> CustomerRefund | None:
    """Record what the new sale did not take of the credit as given back from the counter's open
    shift; None when nothing is left, or it cannot be now (it stays owed on screen)."""
    till = journal.till
    given = _given(journal, plan)
    new = till.sale(plan.sale_request_id)
    due = till.refund_due(plan.cancel_request_id)
    if given is not None or new is None or due is None:
        return given
    back = money(min(plan.credit, due.amount) - new.price.total)
    shift = till.open_shift_of(plan.counter)
    if back <= 0 or shift is None:
        return None
    try:
        return till.record_refund(
            plan.cancel_request_id,
            booking_ref=plan.old_booking_ref,
            counter=plan.counter,
            clerk=shift.clerk,
            shift_id=shift.shift_id,
            rule_amount=back,
            amount=back,
            mode=plan.refund_mode,
        )
    except TillError:
        log.exception("The difference of exchange %s stays owed", booking_ref)
        return None


async def _held(journal: Journal, client: PartnerClient, plan: ExchangePlan) -> CancelChoice:
    """What of the old booking the service still holds (the whole booking when it cannot be
    asked now)."""
    module = _old_request(journal, plan).module
    try:
        status = await client.booking_status(plan.old_booking_ref, module)
    except ApiError:
        status = None
    held = None if status is None else whole_booking(status.data)
    return held or CancelChoice(plan.old_booking_ref, module, 0, whole=True)


def _old_request(journal: Journal, plan: ExchangePlan) -> JournalRequest:
    """The request that booked the booking given up (an exchange is only made of one)."""
    row = journal.history.find(plan.old_booking_ref)
    request = None if row is None else journal.find(row.request_id)
    assert request is not None
    return request


async def carry_on_exchanges(
    journal: Journal, client: PartnerClient, agent: AgentRef | None
) -> list[ExchangeResult]:
    """Carry every open exchange whose new sale is booked one step on (at the start, and after
    each replay; with no exchange being confirmed meanwhile); one whose new sale was refused or
    never journalled is closed with nothing done."""
    results = []
    for plan in journal.exchanges.open_exchanges():
        sale = journal.find(plan.sale_request_id)
        if sale is not None and sale.state is RequestState.PENDING:
            continue  # its answer is still awaited: the replay asks
        if sale is None or sale.state is RequestState.FAILED:
            # Never journalled (stopped before it; the caller holds the sending lock, so no
            # confirm is between its plan and its sale), or refused: nothing was exchanged.
            journal.exchanges.close(plan, exchanged=False)
            continue
        results.append(await carry_on(journal, client, plan, agent))
    return results
