"""The customer's refund at the till, without a screen: what is offered for a confirmed
cancellation, whether what staff typed may go back (and whether a supervisor must approve it
first), the write, and the credit note it issued. The screen asks these and words the answers."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum

from app.domain.gst import TaxDocument
from app.domain.tenders import TenderKind
from app.domain.till import RefundVerdict, judge_refund
from app.journal.store import Journal
from app.journal.till import CustomerRefund, RefundDue, Shift, Till


@dataclass(frozen=True, slots=True)
class Offer:
    """The refund on offer: for which cancellation of which booking, and the rule's amount."""

    request_id: str
    booking_ref: str
    rule_amount: Decimal


def offer_of(till: Till, request_id: str, due: RefundDue) -> Offer | CustomerRefund:
    """The refund ``due`` on offer for the cancellation ``request_id``, or the refund given for
    it already (no second one is taken)."""
    given = till.refund(request_id)
    if given is not None:
        return given
    return Offer(request_id, due.booking_ref, due.amount)


class RefundBlock(StrEnum):
    """Why what staff typed cannot be recorded as the refund."""

    NOT_AN_AMOUNT = "not_an_amount"  # nothing read as rupees and paise, or below zero
    ABOVE_PAID = "above_paid"  # more than the customer paid that way: no approval lifts it
    NO_SHIFT = "no_shift"  # the counter has no open shift for the money to leave


@dataclass(frozen=True, slots=True)
class RefundPlan:
    """A refund that may be recorded: ``amount`` by ``mode`` from ``shift``'s drawer, once a
    supervisor approves it when ``needs_supervisor`` (more than the rule)."""

    offer: Offer
    amount: Decimal
    mode: TenderKind
    counter: str
    shift: Shift
    needs_supervisor: bool


def plan_refund(
    till: Till, offer: Offer, amount: Decimal | None, mode: TenderKind, counter: str
) -> RefundPlan | RefundBlock:
    """Whether ``amount`` by ``mode`` may go back on ``offer`` from ``counter``'s open shift:
    the plan, or why not. What the customer paid is checked before any supervisor is asked:
    no PIN lifts it."""
    if amount is None:
        return RefundBlock.NOT_AN_AMOUNT
    left = till.refund_left(offer.booking_ref)[mode]
    verdict = judge_refund(offer.rule_amount, amount, left)
    if verdict is RefundVerdict.REFUSED:
        return RefundBlock.NOT_AN_AMOUNT
    if verdict is RefundVerdict.ABOVE_PAID:
        return RefundBlock.ABOVE_PAID
    shift = till.open_shift_of(counter)
    if shift is None:
        return RefundBlock.NO_SHIFT
    return RefundPlan(
        offer, amount, mode, counter, shift, verdict is RefundVerdict.NEEDS_SUPERVISOR
    )


def give_refund(
    till: Till, plan: RefundPlan, reference: str, decision_id: int | None
) -> CustomerRefund:
    """Record ``plan``'s refund given by the shift's clerk (``decision_id``: the supervisor's
    approval it needs); the journal refuses it (``TillError``) when it may not be."""
    offer = plan.offer
    return till.record_refund(
        offer.request_id,
        booking_ref=offer.booking_ref,
        counter=plan.counter,
        clerk=plan.shift.clerk,
        shift_id=plan.shift.shift_id,
        rule_amount=offer.rule_amount,
        amount=plan.amount,
        mode=plan.mode,
        reference=reference,
        decision_id=decision_id,
    )


def credit_note_of(
    journal: Journal, refund_request_id: str, booking_ref: str
) -> TaxDocument | None:
    """The credit note the refund ``refund_request_id`` issued against ``booking_ref``'s invoice
    (None: the sale had no invoice)."""
    sale = journal.till.sale_of(booking_ref)
    notes = [] if sale is None else journal.tax.credit_notes_of(sale.request_id)
    return next((n for n in notes if n.refund_request_id == refund_request_id), None)
