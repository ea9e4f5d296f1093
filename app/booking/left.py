"""A sent sale whose answer is lost and whose customer has left: the supervisor's only way out
that the service's answer cannot contradict.

The sale stays pending and is replayed under its own request_id until the service answers. If the
answer is a refusal, nothing was booked and the payment goes back as with any refusal. If it is a
booking, the app quotes and confirms its cancellation itself (journalled ahead, with the
customer's refund it comes to), and the customer's whole payment is given back at the till at
once, tied to the supervisor's decision; what the service kept is the agency's cost of it.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

from app.api.client import PartnerClient
from app.api.errors import ApiError
from app.api.models import new_request_id
from app.booking.aftersale import AboveRuleAsk, AfterSale, AfterSaleContext, RefundAsks, Refused
from app.booking.cancel import confirm_cancellation, quote_choices, whole_booking
from app.booking.faults import JOURNAL_ERRORS
from app.domain.agent import AgentRef
from app.domain.money import CURRENCY, ZERO, money
from app.domain.tenders import by_tender
from app.figures import amount_text
from app.i18n import Catalogue
from app.journal.records import RequestState
from app.journal.store import Journal
from app.journal.till import CustomerRefund, LeftSale, RefundDue, Shift, TillError

BOOKING_LEFT = Catalogue("BOOKING_LEFT")

log = logging.getLogger(__name__)

# The supervisor decisions about a sale whose answer is lost, as the journal records them; the
# words staff read are their gates' titles (``app.counter.config.permissions``).
KEEP_TRYING = "Keep trying the unanswered sale"
CUSTOMER_LEFT = "The customer left: cancel the sale if it was booked"
# What stops one step of a left sale for now (the next try carries on from the journal).
CARRY_ON_ERRORS: tuple[type[Exception], ...] = (ApiError, TillError, *JOURNAL_ERRORS)


@dataclass(frozen=True, slots=True)
class LeftOutcome:
    """A sale the customer left, booked by the service after all and now cancelled.

    ``refunds`` are the customer's money recorded as given back at the till, one per tender the
    sale was paid with (empty: it is owed, shown until paid out); ``fee`` is what the service
    kept of the wallet's debit.
    """

    left: LeftSale
    booking_ref: str
    cancel_request_id: str
    due: RefundDue
    refunds: tuple[CustomerRefund, ...]
    fee: Decimal

    def message(self, given: Decimal, owed: Decimal) -> str:
        """What staff are told, in one go: what happened, what the customer gets (``given``:
        what the refunds gave back, ``owed``: what the customer is still owed, by the books:
        the caller's to ask, as app.booking does not read them)."""
        done = BOOKING_LEFT.tr(
            "The sale {customer} left came through as booking {booking}: the app cancelled it"
            " (the service kept {fee})."
        ).format(customer=self.due.customer, booking=self.booking_ref, fee=money_words(self.fee))
        if self.refunds:
            return BOOKING_LEFT.tr(
                "{done} Give {customer} back {amount} by {mode}: the refund is recorded."
            ).format(
                done=done,
                customer=self.due.customer,
                amount=money_words(given),
                mode=tenders_words(self.refunds),
            )
        return BOOKING_LEFT.tr("{done} Refund owed to {customer}: {amount}.").format(
            done=done, customer=self.due.customer, amount=money_words(owed)
        )


def money_words(amount: Decimal) -> str:
    """``INR 1,170.00``, as the messages name an amount."""
    return f"{CURRENCY} {amount_text(amount)}"


def tenders_words(refunds: Sequence[CustomerRefund]) -> str:
    """``Cash`` for a refund given one way; ``Cash INR 354.00 + UPI INR 354.00`` for several."""
    if len(refunds) == 1:
        return refunds[0].mode.refund_title()
    return " + ".join(f"{r.mode.refund_title()} {money_words(r.amount)}" for r in refunds)


def customer_left(journal: Journal, request_id: str, decision_id: int) -> LeftSale:
    """Record the supervisor's decision ``decision_id`` that the customer of the unanswered sale
    ``request_id`` left (``ValueError`` when it is not waiting for an answer): it stays pending
    and is asked about until the service answers."""
    request = journal.find(request_id)
    if request is None or request.state is not RequestState.PENDING:
        raise ValueError(
            BOOKING_LEFT.tr("That sale is not waiting for an answer any more: nothing to decide.")
        )
    return journal.till.customer_left(request_id, decision_id)


async def cancel_left_sales(
    journal: Journal, client: PartnerClient, counter: str, agent: AgentRef | None
) -> list[LeftOutcome]:
    """Carry every sale the customer left one step on: cancel those the service booked, and give
    back the customer's money for those cancelled; the outcomes reached now."""
    outcomes = []
    for left in journal.till.left_sales():
        try:
            outcome = await _carry_on(journal, client, left, counter, agent)
        except CARRY_ON_ERRORS:
            # A failed quote or confirm stays pending in the journal: the next try carries on.
            log.exception("The sale %s the customer left could not be cancelled yet", left)
            continue
        if outcome is not None:
            outcomes.append(outcome)
    return outcomes


async def _carry_on(
    journal: Journal, client: PartnerClient, left: LeftSale, counter: str, agent: AgentRef | None
) -> LeftOutcome | None:
    sale_request = journal.find(left.sale_request_id)
    if sale_request is None or sale_request.state is not RequestState.DONE:
        return None  # still unanswered (the replay asks), or refused: nothing was booked
    booking_ref = str(sale_request.booking_ref)
    till = journal.till
    cancel = None if left.cancel_request_id is None else journal.find(left.cancel_request_id)
    confirmed_now = cancel is None or cancel.state is not RequestState.DONE
    if cancel is None or cancel.state is RequestState.FAILED:
        status = await client.booking_status(booking_ref, sale_request.module)
        choice = whole_booking(status.data)
        if choice is None:
            return None  # nothing of it is active: cancelled already by someone else
        await quote_choices(client, [choice])
        cancel_request_id = new_request_id()
        till.cancel_left_sale(left.sale_request_id, cancel_request_id)
        due = _due(journal, left, booking_ref)
        await confirm_cancellation(client, journal, choice, cancel_request_id, agent, due)
        cancel = journal.find(cancel_request_id)
    if cancel is None or cancel.state is not RequestState.DONE:
        return None  # its answer was lost: the replay settles it, the next call goes on
    if till.refund(cancel.request_id) is not None:
        return None  # given back already
    due = till.refund_due(cancel.request_id) or _due(journal, left, booking_ref)
    refunds = await _give_back(journal, client, left, cancel.request_id, counter)
    if not refunds and not confirmed_now:
        return None  # owed since an earlier try, and shown as owed until paid out
    fee = money(max((sale_request.amount or ZERO) - (cancel.amount or ZERO), ZERO))
    return LeftOutcome(left, booking_ref, cancel.request_id, due, refunds, fee)


def _due(journal: Journal, left: LeftSale, booking_ref: str) -> RefundDue:
    """All the customer paid, back the way each part was paid (nothing when no payment)."""
    sale_request = journal.find(left.sale_request_id)
    customer = "" if sale_request is None else str(sale_request.body.get("customer_name", ""))
    sale = journal.till.sale(left.sale_request_id)
    paid = by_tender()
    for part in () if sale is None else sale.payment.parts:
        paid[part.kind] += part.amount
    return RefundDue(booking_ref, customer, tuple((k, a) for k, a in paid.items() if a > 0))


async def _give_back(
    journal: Journal, client: PartnerClient, left: LeftSale, cancel_request_id: str, counter: str
) -> tuple[CustomerRefund, ...]:
    """Record the customer's money as given back from this counter's open shift, each tender
    its part, on the supervisor's decision; none when it cannot be at once (no shift open): it
    stays owed on screen, by tender, until paid out."""

    async def open_shift() -> Shift | None:
        return journal.till.open_shift_of(counter)

    async def no_more(_: AboveRuleAsk) -> int | None:
        return None  # all the customer paid is the rule here: never more

    desk = AfterSaleContext(lambda: client, journal, lambda: counter, lambda: False)
    aftersale = AfterSale(desk, RefundAsks(open_shift, no_more))
    refund = aftersale.refund(cancel_request_id)
    if refund is None:
        return ()
    paid = await aftersale.pay(cancel_request_id, dict(refund.owed), decided=left.decision_id)
    if isinstance(paid, Refused):
        log.warning("The refund of %s is owed: %s", cancel_request_id, paid.blocked)
        return ()
    return tuple(paid)
