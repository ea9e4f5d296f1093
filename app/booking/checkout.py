"""The checkout: one sale at the counter, Qt-free, from the chosen slot or departure to its
receipt.

It holds the sale (``BookingFlow``: customer, seats or passengers), its customer price and the
tenders the customer paid with; it reviews the sale against a fresh wallet balance, asks a person
for what it needs through the async callables it was given (``Asks``: a shift opened, a
supervisor's approval of a price below cost, upload progress), settles through the journal's
write-ahead path (``app.booking.sale.settle``) and returns a typed ``CheckoutResult``. The GUI
only shows its steps and forwards what staff type; the tests drive whole sales without a window.
A new sale is a new ``Checkout``: nothing of the last one is carried over.
"""

from __future__ import annotations

import asyncio
import datetime as dt
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from decimal import Decimal
from enum import StrEnum

from app import languages
from app.api.body import Progress
from app.api.client import PartnerClient
from app.api.errors import FieldError, RequestRejected
from app.api.models import BookingResult, CreateBookingRequest, Passenger
from app.booking.aftersale import unmoved
from app.booking.choice import Choice
from app.booking.faults import JOURNAL_ERRORS, cannot_save
from app.booking.flow import BookingFlow, Review
from app.booking.price import Breakdown
from app.booking.sale import SettleOutcome, settle
from app.booking.till import customer_price_of
from app.domain.cancellation import policy_band
from app.domain.clock import service_now, service_today
from app.domain.gst import Buyer, DocumentKind, Registration
from app.domain.payment import Payment, payment_problems
from app.domain.till import CustomerPrice, Margin, TillRules, cancellation_terms
from app.journal.notices import NoticeShown
from app.journal.store import Journal
from app.journal.till import EarlierTransfer, Shift, TillSale


@dataclass(frozen=True, slots=True)
class SaleTerms:
    """The counter's terms a sale is made on, read from its settings when the sale starts:
    its code, the till's rules (markup, round-off, the service charge on refunds) and its GST
    registration."""

    counter: str
    rules: TillRules = field(default_factory=TillRules)
    registration: Registration = field(default_factory=Registration)
    # The language customers' papers are in unless a sale chooses another (Settings' document
    # language): the default of ``Checkout.customer_language``.
    document_language: str = languages.SOURCE
    # The version of the privacy notice a customer is shown in a language while their details
    # are typed, recorded with the sale; None when the counter shows none.
    notice: Callable[[str], str] | None = None


@dataclass(frozen=True, slots=True)
class Counter:
    """Where sales are made: the service's client, the journal and the counter's terms, the
    client and the terms as they are at each step (Settings may change them meanwhile);
    ``moved()`` is told each time a sale or an exchange here moved money (the counter's
    runtime then sends its letters and records now, not at its next round)."""

    client: Callable[[], PartnerClient]
    journal: Journal
    terms: Callable[[], SaleTerms]
    now: Callable[[], dt.datetime] = service_now
    moved: Callable[[], None] = unmoved


@dataclass(frozen=True, slots=True)
class BelowCost:
    """A sale whose customer pays less than the wallet is debited: a supervisor must approve."""

    product: str
    customer_total: Decimal
    total_debited: Decimal


@dataclass(frozen=True, slots=True)
class Asks:
    """What the checkout asks of a person, as coroutines the GUI (or a test) provides.

    ``shift`` gives the counter's open shift, asking for one to be opened when none is (None:
    not opened); ``approve`` says whether a supervisor approved a price below cost;
    ``progress`` is told how much of the request has been sent; ``split`` gives the decision of
    a supervisor who allows a transfer reference that an earlier sale carries (one transfer
    split over both; None: not allowed, and without ``split`` it never is); ``waiting`` is told,
    again and again, while the sale's journal writes wait for another program's lock, with
    whether the sale was sent (its answer is then being recorded).
    """

    shift: Callable[[], Awaitable[Shift | None]]
    approve: Callable[[BelowCost], Awaitable[bool]]
    progress: Progress | None = None
    split: Callable[[EarlierTransfer], Awaitable[int | None]] | None = None
    waiting: Callable[[bool], None] | None = None


class Step(StrEnum):
    """Where the sale stands: people typed in, reviewed (awaiting the tenders), paid, booked."""

    PEOPLE = "people"
    REVIEWED = "reviewed"
    PAID = "paid"
    BOOKED = "booked"


class NotReady(Exception):
    """The checkout was asked for a step it is not at (no review, or no payment, yet)."""


def till_sale_of(
    choice: Choice,
    price: CustomerPrice,
    payment: Payment,
    terms: SaleTerms,
    shift: Shift,
    sold_at: dt.datetime,
    buyer: Buyer | None = None,
    *,
    repeat_decision: int | None = None,
    customer_language: str | None = None,
) -> TillSale:
    """What the journal records with the sale: the counter, the shift's clerk, price, payment,
    the cancellation terms of a sale made at ``sold_at``, with its ``buyer`` what its tax
    invoice is made by, the supervisor's decision allowing a transfer reference that an
    earlier sale carries (``repeat_decision``) and the language the customer's papers are in."""
    return TillSale(
        counter=terms.counter,
        clerk=shift.clerk,
        shift_id=shift.shift_id,
        price=price,
        payment=payment,
        trip=choice.product,
        departs=choice.start_text,
        terms=cancellation_terms(
            policy_band(choice.starts_at, sold_at), price, terms.rules.refund_service_charge
        ),
        tax=None if buyer is None else terms.registration.basis(choice.module, buyer),
        repeat_decision=repeat_decision,
        customer_language=customer_language,
    )


@dataclass(frozen=True, slots=True)
class CheckoutReview:
    """The sale checked and priced: its request (request_id fixed), the wallet's side and the
    customer's price."""

    review: Review
    price: CustomerPrice

    @property
    def margin(self) -> Margin:
        """The agency's margin: the customer's total less what the wallet is debited."""
        return Margin(self.price.total, self.review.total_debited)

    @property
    def request_id(self) -> str:
        """The request_id every sending of this sale carries."""
        return self.review.request_id


@dataclass(frozen=True, slots=True)
class PriceSoFar:
    """The sale's price as it stands while it is typed: the customer's and the wallet's side
    (``complete`` False while a BOAT passenger is not priced yet)."""

    customer: CustomerPrice
    breakdown: Breakdown


@dataclass(frozen=True, slots=True)
class CheckoutResult:
    """A sale booked: the service's booking, the request it booked (typed, passengers too), the
    till's record of the payment, and the journal's outcome (its row, the wallet after)."""

    choice: Choice
    outcome: SettleOutcome
    request: CreateBookingRequest
    sale: TillSale

    @property
    def booking(self) -> BookingResult:
        """The service's answer."""
        return self.outcome.result

    @property
    def booking_ref(self) -> str:
        """The booking's reference."""
        return self.outcome.result.booking_ref

    @property
    def request_id(self) -> str:
        """The request_id the sale was booked under."""
        return self.outcome.row.request_id

    @property
    def passengers(self) -> tuple[Passenger, ...]:
        """The BOAT passengers as booked (none for an ACTIVITY)."""
        return tuple(self.request.passengers or ())

    @property
    def total_debited(self) -> Decimal:
        """What the wallet was debited."""
        return self.outcome.result.settlement_breakdown.total_debited

    @property
    def payment(self) -> Payment:
        """The tenders the customer paid with."""
        return self.sale.payment


class Checkout:
    """One sale: the flow of what is sold (``flow``), its review, its tenders and its settling.

    ``review()`` checks and prices it; ``pay()`` takes the tenders; ``confirm()`` asks for a
    shift and (below cost) a supervisor, then books it once. Every edit of ``flow`` drops the
    review; once booked the checkout is done: the next customer is a new ``Checkout``.
    """

    def __init__(self, flow: BookingFlow, counter: Counter, asks: Asks) -> None:
        self.flow = flow
        self.counter = counter
        self.asks = asks
        self._reviewed: CheckoutReview | None = None
        self._payment: Payment | None = None
        self.result: CheckoutResult | None = None

    @classmethod
    def new(
        cls,
        choice: Choice,
        counter: Counter,
        asks: Asks,
        today: Callable[[], dt.date] = service_today,
    ) -> Checkout:
        """A new sale of ``choice``: nothing typed, nothing reviewed or paid."""
        return cls(BookingFlow(choice, today=today), counter, asks)

    @property
    def terms(self) -> SaleTerms:
        """The counter's terms in force now."""
        return self.counter.terms()

    @property
    def choice(self) -> Choice:
        """The slot or departure sold."""
        return self.flow.choice

    @property
    def customer_language(self) -> str:
        """The language the customer reads (their papers, the customer display, the notice):
        the clerk's choice for this sale, else the returning customer's, else the counter's."""
        return self.flow.language.code(self.terms.document_language)

    @property
    def step(self) -> Step:
        """Where the sale stands now."""
        if self.result is not None or self.flow.result is not None:
            return Step.BOOKED
        if self.reviewed is None:
            return Step.PEOPLE
        return Step.REVIEWED if self._payment is None else Step.PAID

    # --- what the clerk typed, handed over by the form ------------------------------------------

    def set_customer(self, **fields: str) -> None:
        """The customer's fields as typed (names of ``Customer``'s); the others kept."""
        self.flow.set_customer(**fields)

    def choose_language(self, code: str) -> None:
        """The clerk chose the customer's language (a code of ``app.languages``)."""
        self.flow.choose_language(code)

    def set_qty(self, qty: int) -> None:
        """Seats of an ACTIVITY; for a BOAT, blank passengers added or the last ones removed."""
        self.flow.set_qty(qty)

    def price_so_far(self) -> PriceSoFar:
        """The price of what is typed, by the counter's till rules in force now."""
        breakdown = self.flow.breakdown()
        return PriceSoFar(customer_price_of(self.choice, breakdown, self.terms.rules), breakdown)

    @property
    def reviewed(self) -> CheckoutReview | None:
        """The current review; None before one, or once the sale was edited after it."""
        current, review = self._reviewed, self.flow.current_review
        if current is None or review is None or review.request_id != current.request_id:
            return None
        return current

    @property
    def payment(self) -> Payment | None:
        """The tenders taken for the current review."""
        return self._payment if self.reviewed is not None else None

    async def review(self, *, address_asked_apart: bool = False) -> CheckoutReview:
        """Read the wallet, check every field (scans in a worker) and price the sale.

        Raises ``RequestRejected`` with every field's message while something is wrong (the
        service is not asked for anything then), and the client's errors when the wallet
        cannot be read. ``address_asked_apart``: the caller asks the consumer's address the
        tax invoice lacks (``tax_problems``) before it takes payment, as an exchange does.
        """
        await asyncio.to_thread(self.flow.review)
        # The request_id stays; the payment plan follows the fresh balance.
        self.flow.set_wallet(await self.counter.client().wallet_balance())
        review = self.flow.review()
        problems = {} if address_asked_apart else self.tax_problems(review)
        if problems:
            raise RequestRejected(
                next(iter(problems.values())),
                errors=[FieldError(name, text) for name, text in problems.items()],
            )
        return self.price(review)

    def tax_problems(self, review: Review) -> dict[str, str]:
        """Field -> what the sale's tax invoice lacks (empty: nothing): a consumer's address
        on an invoice of 50,000 or more taxable value (rule 46 (e))."""
        price = customer_price_of(self.choice, review.breakdown, self.terms.rules)
        basis = self.terms.registration.basis(self.choice.module, self.flow.customer.buyer)
        problem = basis.address_problem(basis.lines(price), DocumentKind.INVOICE)
        return {"customer_address": problem} if problem else {}

    def price(self, review: Review) -> CheckoutReview:
        """The customer's price of ``review``, which becomes the current one (tenders taken for
        another request are dropped; a review of the same request keeps them)."""
        current = self._reviewed
        if current is None or current.request_id != review.request_id:
            self._payment = None
        current = CheckoutReview(
            review, customer_price_of(self.choice, review.breakdown, self.terms.rules)
        )
        self._reviewed = current
        return current

    def pay(self, payment: Payment) -> dict[str, str]:
        """Take the tenders for the current review; what is wrong with them by field (empty:
        taken). They must add up to the customer's total, cash tendered covering its part."""
        reviewed = self.reviewed
        if reviewed is None:
            raise NotReady("the sale has no current review: review it before taking payment")
        problems = payment_problems(payment, reviewed.price.total)
        self._payment = None if problems else payment
        return problems

    async def till_sale(self) -> TillSale | None:
        """The till's record of the reviewed, paid sale, once a shift is open and, for a price
        below cost, a supervisor approved; None when a person declined, ``JournalFault`` when the
        journal cannot be read (nothing is sent either way)."""
        reviewed, payment = self.reviewed, self.payment
        if reviewed is None or payment is None:
            raise NotReady("the sale must be reviewed and paid before it is confirmed")
        try:
            # Both read the journal, which may have been damaged since the review: refused as
            # a sale it cannot save (nothing is sent yet), never an exception nobody catches.
            shift = await self.asks.shift()
            earlier = (
                None if shift is None else self.counter.journal.till.repeated_reference(payment)
            )
        except JOURNAL_ERRORS as exc:
            raise cannot_save(exc, reviewed.request_id) from exc
        if shift is None:
            return None
        margin = reviewed.margin
        if margin.below_cost:
            below = BelowCost(
                self.choice.product, reviewed.price.total, reviewed.review.total_debited
            )
            if not await self.asks.approve(below):
                return None
        split = None
        if earlier is not None:
            split = None if self.asks.split is None else await self.asks.split(earlier)
            if split is None:
                return None
        return till_sale_of(
            self.choice,
            reviewed.price,
            payment,
            self.terms,
            shift,
            self.counter.now(),
            self.flow.customer.buyer,
            repeat_decision=split,
            customer_language=self.customer_language,
        )

    async def settle(self, sale: TillSale) -> CheckoutResult:
        """Book the sale once, journalled before and after (``app.booking.sale.settle``), with
        ``sale`` taken with the booking; refusals and unknown outcomes raise its errors."""
        counter = self.counter
        shown = self.terms.notice
        # The notice as the customer display showed it: in the language recorded with the sale.
        language = sale.customer_language or self.customer_language
        notice = (
            None
            if shown is None
            else NoticeShown(shown(language), language, counter.now(), sale.clerk)
        )
        outcome = await settle(
            counter.client(),
            counter.journal,
            self.flow,
            on_progress=self.asks.progress,
            sale=sale,
            notice=notice,
            on_waiting=self.asks.waiting,
        )
        self.result = CheckoutResult(self.choice, outcome, outcome.request, sale)
        counter.moved()
        return self.result

    async def confirm(self) -> CheckoutResult | None:
        """Ask for what the sale needs, then book it; None when a person declined."""
        sale = await self.till_sale()
        if sale is None:
            return None
        return await self.settle(sale)
