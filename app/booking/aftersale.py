"""The after-sale: one booking's cancellation and its customer's refund, Qt-free.

``AfterSale`` quotes cancellations of a booking beside the customer's refund by the rule (its
lines and the tenders it is paid by), confirms one (journalled ahead with that refund), and pays
the refund across the sale's tenders: by default in the proportion they were paid; the clerk may
move it between tenders within what each took; what is not paid now stays owed with its tender
and is paid by a later payment. It asks a person for what it needs (an open shift, a supervisor's
approval above the rule) through injected async callables, as the checkout does; the GUI only
shows its answers, and other code (a reschedule) may call it for any booking reference.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from decimal import Decimal
from enum import StrEnum

from app.api.client import PartnerClient
from app.api.models import BookingStatusData, new_request_id
from app.booking.cancel import (
    CancelChoice,
    CancelOutcome,
    CustomerQuote,
    QuotedChoice,
    confirm_cancellation,
    quote_choices,
)
from app.booking.faults import JOURNAL_ERRORS
from app.booking.journal_waits import LockWait
from app.booking.lookup import look_up
from app.domain.agent import AgentRef
from app.domain.cancellation import PolicyBand
from app.domain.gst import typed_address
from app.domain.modules import Module
from app.domain.money import ZERO, money
from app.domain.refund_split import cash_in_rupees, split_by
from app.domain.tenders import TENDERS, TenderKind
from app.domain.till import refund_lines
from app.journal.store import Journal
from app.journal.till import (
    AbovePaid,
    CustomerRefund,
    RefundCeiling,
    RefundDue,
    RefundPart,
    Shift,
)


def unmoved() -> None:
    """Nobody is told that money moved (a counter with no background work to wake)."""


@dataclass(frozen=True, slots=True)
class AfterSaleContext:
    """Where the after-sale runs: the service's client, the journal, the counter's code and
    whether a refund gives the service charge back, each read as it is at each step;
    ``moved()`` is told each time a cancellation or a refund here moved money."""

    client: Callable[[], PartnerClient]
    journal: Journal
    counter: Callable[[], str]
    refund_service_charge: Callable[[], bool]
    moved: Callable[[], None] = unmoved


@dataclass(frozen=True, slots=True)
class AboveRuleAsk:
    """A refund of ``amount`` on ``booking_ref`` where the rule gives ``rule_amount``: a
    supervisor must approve it."""

    booking_ref: str
    amount: Decimal
    rule_amount: Decimal


@dataclass(frozen=True, slots=True)
class RefundAsks:
    """What the after-sale asks of a person: ``shift`` gives the counter's open shift (asking
    for one to be opened; None: not opened), ``approve`` a supervisor's decision id for a
    refund above the rule (None: not approved)."""

    shift: Callable[[], Awaitable[Shift | None]]
    approve: Callable[[AboveRuleAsk], Awaitable[int | None]]


@dataclass(frozen=True, slots=True)
class Refund:
    """Where a cancellation's customer refund stands: ``rule_amount`` by the rule, the
    ``payments`` made, what is ``owed`` still by tender, what each tender may still give back
    on the booking (``left``), and why the consumer's address must be given before its credit
    note is issued (``address_asked``, rule 53 (1A) (f); '' when it need not)."""

    request_id: str
    booking_ref: str
    customer: str
    rule_amount: Decimal
    payments: tuple[CustomerRefund, ...]
    owed: tuple[tuple[TenderKind, Decimal], ...]
    left: Mapping[TenderKind, Decimal] = field(default_factory=dict)
    address_asked: str = ""

    @property
    def owed_amount(self) -> Decimal:
        """All that is still owed."""
        return money(sum((amount for _, amount in self.owed), ZERO))

    @property
    def paid_amount(self) -> Decimal:
        """All that was paid out so far."""
        return money(sum((p.amount for p in self.payments), ZERO))


@dataclass(frozen=True, slots=True)
class RefundPayment:
    """A payment ready to write: ``parts`` given now from ``shift``'s till, what stays owed
    ``later`` by tender, the supervisor's ``decision`` when above the rule and the consumer's
    ``address`` for the credit note."""

    refund: Refund
    parts: tuple[RefundPart, ...]
    later: dict[TenderKind, Decimal]
    shift: Shift
    decision: int | None
    address: str = ""


class Blocked(StrEnum):
    """Why a refund payment was not recorded."""

    NOT_AN_AMOUNT = "not_an_amount"  # a part below zero or not in rupees and paise
    ABOVE_PAID = "above_paid"  # a tender above what it took: no approval lifts it
    NO_SHIFT = "no_shift"  # no shift open for the money to leave
    NOT_APPROVED = "not_approved"  # above the rule, and no supervisor approved it
    NOTHING_OWED = "nothing_owed"  # the refund is all paid, or nothing was confirmed
    NO_ADDRESS = "no_address"  # the credit note to a consumer needs their address


@dataclass(frozen=True, slots=True)
class Refused:
    """A payment not recorded, and why (``ceiling``: the tender's, when above what it took)."""

    blocked: Blocked
    ceiling: RefundCeiling | None = None


def released_seats(choice: CancelChoice, manifest_ids: Sequence[int | None]) -> list[int]:
    """The seats ``choice`` releases, by index in the sale: BOAT travellers by their place in
    the manifest (the order they were sold in); an ACTIVITY's first seats (all cost the same)."""
    if choice.passenger_ids:
        return [list(manifest_ids).index(pid) for pid in choice.passenger_ids]
    return list(range(choice.seats))


def tender_split(
    amount: Decimal, left: Mapping[TenderKind, Decimal]
) -> tuple[tuple[TenderKind, Decimal], ...]:
    """``amount`` over the tenders in proportion to what each may still give back (``left``),
    none above it, cash in whole rupees when another tender can take its paise; what exceeds
    all of them is not split (it needs a supervisor and a tender chosen by the clerk)."""
    whole = money(sum(left.values(), ZERO))
    parts = cash_in_rupees(split_by(min(amount, whole), left), left)
    return tuple((kind, parts[kind]) for kind in TENDERS if parts.get(kind, ZERO) > 0)


class AfterSale:
    """Cancellations of bookings and their customers' refunds at one counter.

    One request_id per choice until its CONFIRM is settled (a retry reuses it); the band and
    the service's charge each choice was quoted with, so the refund written ahead with the
    CONFIRM is the one the clerk was shown.
    """

    def __init__(self, desk: AfterSaleContext, asks: RefundAsks) -> None:
        self.desk = desk
        self.asks = asks
        self.request_ids: dict[CancelChoice, str] = {}
        self.quoted: dict[CancelChoice, QuotedChoice] = {}
        self.manifest_ids: dict[str, tuple[int | None, ...]] = {}

    @property
    def journal(self) -> Journal:
        """The counter's journal."""
        return self.desk.journal

    async def look_up(
        self, booking_ref: str, known: Module | None = None
    ) -> BookingStatusData | None:
        """The service's card of ``booking_ref`` (``known``: the module the journal says, tried
        first); None when no module has it for this agent."""
        status = await look_up(self.desk.client(), booking_ref, known)
        if status is not None:
            self.seen(status)
        return status

    def seen(self, status: BookingStatusData) -> None:
        """The booking's card as looked up: its travellers' order, for the refund's seats."""
        manifest = status.traveler_manifest or ()
        self.manifest_ids[status.booking_reference] = tuple(t.passenger_id for t in manifest)

    # --- quote --------------------------------------------------------------------------------

    async def quote(self, choices: Sequence[CancelChoice]) -> list[QuotedChoice]:
        """QUOTE each choice, read the wallet, and put the customer's refund beside each."""
        quoted = await quote_choices(self.desk.client(), choices)
        found = [replace(q, customer=self._customer_quote(q)) for q in quoted]
        self.quoted.update({q.choice: q for q in found})
        return found

    def _customer_quote(self, quoted: QuotedChoice) -> CustomerQuote | None:
        choice = quoted.choice
        try:
            sale = self.journal.till.sale_of(choice.booking_ref)
            left = self.journal.till.refund_left(choice.booking_ref)
        except JOURNAL_ERRORS:
            return None  # the service's side is still quoted; the till's cannot be read now
        if sale is None or not sale.payment.parts:
            return None
        lines = refund_lines(
            sale.price,
            released_seats(choice, self.manifest_ids.get(choice.booking_ref, ())),
            PolicyBand(quoted.quote.policy_band),
            quoted.quote.quote.platform_cancellation_charge,
            refund_service_charge=self.desk.refund_service_charge(),
        )
        return CustomerQuote(lines, tender_split(lines.total, left))

    # --- confirm ------------------------------------------------------------------------------

    async def confirm(
        self,
        choice: CancelChoice,
        agent: AgentRef | None,
        on_waiting: Callable[[], None] | None = None,
    ) -> CancelOutcome:
        """CONFIRM ``choice`` (journalled ahead with the customer's refund it was quoted with;
        ``on_waiting`` told while another program's lock on the journal is waited out).

        A failure raises as ``confirm_cancellation`` does and keeps the request_id, so a retry
        sends the same request; once the service refused for good, ``forget`` drops it."""
        request_id = self.request_ids.setdefault(choice, new_request_id())
        quote = self.quoted.get(choice)
        due = None
        if quote is not None and quote.customer is not None:
            customer = quote.customer
            due = RefundDue(
                choice.booking_ref, self._customer(choice), customer.by, customer.lines.total
            )
        writes = LockWait(self.journal, on_waiting)
        outcome = await confirm_cancellation(
            self.desk.client(), self.journal, choice, request_id, agent, due, writes
        )
        del self.request_ids[choice]
        self.desk.moved()
        return outcome

    def _customer(self, choice: CancelChoice) -> str:
        """The customer's name of the booking sold here ('' when the journal cannot say)."""
        try:
            row = self.journal.history.find(choice.booking_ref)
        except JOURNAL_ERRORS:
            return ""
        return "" if row is None else row.customer_name

    def forget(self, choice: CancelChoice) -> None:
        """The service refused ``choice`` for good: its next CONFIRM is a new request."""
        self.request_ids.pop(choice, None)

    # --- the customer's refund ----------------------------------------------------------------

    def refund(self, request_id: str) -> Refund | None:
        """Where the customer refund of the confirmed cancellation ``request_id`` stands (None:
        no refund is due for it at this till)."""
        till = self.journal.till
        due = till.refund_due(request_id)
        payments = tuple(till.payments_of(request_id))
        if due is None and not payments:
            return None
        booking_ref = due.booking_ref if due is not None else payments[0].booking_ref
        # The rule's amount is what the first payment was judged against, else the due's.
        rule = payments[0].rule_amount if payments or due is None else due.rule or due.amount
        sale = till.sale_of(booking_ref)
        tax = self.journal.tax
        asked = "" if sale is None else tax.credit_address_asked(sale.request_id, request_id)
        return Refund(
            request_id,
            booking_ref,
            "" if due is None else due.customer,
            rule,
            payments,
            till.owed_of(request_id),
            till.refund_left(booking_ref),
            asked,
        )

    async def plan(
        self,
        request_id: str,
        now: Mapping[TenderKind, Decimal],
        references: Mapping[TenderKind, str] | None = None,
        total: Decimal | None = None,
        decided: int | None = None,
        address: str = "",
    ) -> RefundPayment | Refused:
        """A payment of ``now`` (by tender, with ``references``) of ``request_id``'s refund,
        once its shift is open and, above the rule, a supervisor approved it; or why not.
        ``address``: the consumer's, given when the refund asks it for its credit note (its
        first payment is refused without it).

        ``total`` is the whole refund agreed (the rule's by default; lower is the clerk's to
        decide, higher needs a supervisor). What is not paid now stays owed: first where it was
        owed, the rest on the tenders with room left of what they took, in registry order.
        ``decided``: a supervisor's decision the payment is made on (a sale the customer left);
        none is asked for then.
        """
        refund = self.refund(request_id)
        if refund is None or (refund.payments and not refund.owed):
            return Refused(Blocked.NOTHING_OWED)
        if any(not _is_amount(a) for a in now.values()) or (
            total is not None and not _is_amount(total)
        ):
            return Refused(Blocked.NOT_AN_AMOUNT)
        agreed = refund.paid_amount + refund.owed_amount if total is None else total
        address = typed_address(address)
        if refund.address_asked and not address and agreed > 0:
            return Refused(Blocked.NO_ADDRESS)
        later = _owed_after(refund, now, agreed)
        if isinstance(later, Refused):
            return later
        # What the customer paid each way is checked before any supervisor is asked: no PIN
        # lifts it.
        for kind in TENDERS:
            if now.get(kind, ZERO) + later.get(kind, ZERO) > refund.left.get(kind, ZERO):
                return Refused(
                    Blocked.ABOVE_PAID, self.journal.till.ceiling(refund.booking_ref, kind)
                )
        parts = tuple(
            RefundPart(kind, money(now[kind]), (references or {}).get(kind, ""))
            for kind in TENDERS
            if now.get(kind, ZERO) > 0
        )
        if not parts:
            if later:
                return Refused(Blocked.NOTHING_OWED)
            # A refund lowered to nothing: a payment of zero, by the tender named, records the
            # clerk's decision.
            kind = next(iter(now), refund.owed[0][0] if refund.owed else TENDERS[0])
            parts = (RefundPart(kind, ZERO, (references or {}).get(kind, "")),)
        shift = await self.asks.shift()
        if shift is None:
            return Refused(Blocked.NO_SHIFT)
        whole = refund.paid_amount + sum(now.values(), ZERO) + sum(later.values(), ZERO)
        decision = decided
        if whole > refund.rule_amount and decision is None:
            decision = await self.asks.approve(
                AboveRuleAsk(refund.booking_ref, money(whole), refund.rule_amount)
            )
            if decision is None:
                return Refused(Blocked.NOT_APPROVED)
        return RefundPayment(refund, parts, later, shift, decision, address)

    def record(self, payment: RefundPayment) -> list[CustomerRefund] | Refused:
        """Write ``payment`` (one transaction: its rows, agency records and credit notes, and,
        once nothing is owed, the operator's cancellation's disruption closed as refunded,
        whichever screen gave it); refused when another window paid meanwhile (``TillError``
        for anything else)."""
        refund = payment.refund
        try:
            paid = self.journal.till.pay_refund(
                refund.request_id,
                booking_ref=refund.booking_ref,
                counter=self.desk.counter(),
                clerk=payment.shift.clerk,
                shift_id=payment.shift.shift_id,
                rule_amount=refund.rule_amount,
                parts=payment.parts,
                owed=payment.later,
                decision_id=payment.decision,
                address=payment.address,
            )
        except AbovePaid as above:
            return Refused(Blocked.ABOVE_PAID, above.ceiling)
        self.desk.moved()
        return paid

    async def pay(
        self,
        request_id: str,
        now: Mapping[TenderKind, Decimal],
        references: Mapping[TenderKind, str] | None = None,
        total: Decimal | None = None,
        decided: int | None = None,
        address: str = "",
    ) -> list[CustomerRefund] | Refused:
        """``plan`` then ``record``: the payments written, or why not."""
        payment = await self.plan(request_id, now, references, total, decided, address)
        return payment if isinstance(payment, Refused) else self.record(payment)


def _is_amount(amount: Decimal) -> bool:
    return amount.is_finite() and amount >= 0 and money(amount) == amount


def _owed_after(
    refund: Refund, now: Mapping[TenderKind, Decimal], agreed: Decimal
) -> dict[TenderKind, Decimal] | Refused:
    """What stays owed by tender once ``now`` is paid of a refund ``agreed`` in all: where it
    was owed (in proportion), each tender within what it can still give back; what does not
    fit there goes to the tenders with room left, in registry order."""
    rest = money(agreed - refund.paid_amount - sum(now.values(), ZERO))
    if rest <= 0:
        return {}
    owed = dict(refund.owed)
    preferred = {k: max(owed.get(k, ZERO) - now.get(k, ZERO), ZERO) for k in TENDERS}
    wanted = sum(preferred.values(), ZERO)
    spread = split_by(rest, preferred) if rest <= wanted else preferred
    room = {k: max(refund.left.get(k, ZERO) - now.get(k, ZERO), ZERO) for k in TENDERS}
    later = {k: min(spread.get(k, ZERO), room[k]) for k in TENDERS}
    missing = rest - sum(later.values(), ZERO)
    for kind in TENDERS:
        take = min(room[kind] - later[kind], missing)
        later[kind] += take
        missing -= take
    if missing > 0:
        return Refused(Blocked.ABOVE_PAID)
    return {kind: amount for kind, amount in later.items() if amount > 0}
