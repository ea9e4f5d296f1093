"""The till's refusals and notices in staff's words: the journal and the till's rules say what
happened (typed, with its facts) and this module says it, in the screen's language."""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from app import figures
from app.booking.faults import JournalLocked
from app.counter.papers.till_words import TILL_WORDS, repeated_text
from app.domain.money import CURRENCY, ZERO
from app.figures import moment_text
from app.records.refunds import (
    AbovePaid,
    AboveRule,
    AlreadyRefunded,
    CustomerRefund,
    RefundCeiling,
    RefundOwed,
)
from app.records.till import (
    NoSuchDecision,
    OtherClerksShift,
    Refusal,
    RepeatedReference,
    ShiftStillOpen,
    TillError,
    TillRefused,
)


def refused_text(reason: Refusal) -> str:
    """What staff read for a write refused for ``reason``."""
    match reason:
        case Refusal.NO_CLERK:
            return TILL_WORDS.tr("Type the name of the clerk who opens the shift.")
        case Refusal.NEGATIVE_FLOAT:
            return TILL_WORDS.tr("The opening float cannot be negative.")
        case Refusal.SHIFT_CLOSED:
            return TILL_WORDS.tr("This shift is closed already; its Z report is final.")
        case Refusal.BAD_AMOUNT:
            return TILL_WORDS.tr(
                "The refund must be an amount of zero or more, in rupees and paise."
            )
        case Refusal.NOT_CONFIRMED:
            return TILL_WORDS.tr(
                "The service has not confirmed this cancellation: refund nothing yet."
            )
        case Refusal.NO_SHIFT:
            return TILL_WORDS.tr(
                "No shift is open: open one on the Shift report screen (Ctrl+7), then pay back."
            )
        case Refusal.NOT_OWED:
            return TILL_WORDS.tr("This excess is not owed any more: it was paid back already.")
        case Refusal.EXCESS_TENDER:
            return TILL_WORDS.tr(
                "An excess goes back by UPI, bank transfer or cash (in whole rupees: 0.50 or"
                " more), never by card."
            )


def till_error_text(error: TillError) -> str:
    """What staff read for the refused till write ``error``."""
    if isinstance(error, TillRefused):
        return refused_text(error.reason)
    if isinstance(error, ShiftStillOpen):
        return TILL_WORDS.tr(
            "{clerk}'s shift opened {opened} is still open: close it with its Z report "
            "first (a supervisor may close it)."
        ).format(clerk=error.shift.clerk, opened=moment_text(error.shift.opened_at))
    if isinstance(error, OtherClerksShift):
        return TILL_WORDS.tr(
            "This is {clerk}'s shift: a supervisor must approve closing it."
        ).format(clerk=error.clerk)
    if isinstance(error, AboveRule):
        return TILL_WORDS.tr(
            "The rule gives back {amount}: more than that needs a supervisor."
        ).format(amount=figures.amount_text(error.rule_amount))
    if isinstance(error, AbovePaid):
        return ceiling_text(error.ceiling)
    if isinstance(error, AlreadyRefunded):
        return already_refunded_text(error.given)
    if isinstance(error, RepeatedReference):
        return repeated_text(error.earlier)
    if isinstance(error, NoSuchDecision):
        return TILL_WORDS.tr("No supervisor decision {number}.").format(number=error.decision_id)
    raise TypeError(f"no words for {type(error).__name__}")


def unsaved_text(error: TillError | JournalLocked) -> str:
    """What staff read when a till write was refused, or not saved while another program held
    the journal."""
    # Its message only: ``str()`` adds the service code it carries for the log.
    return error.message if isinstance(error, JournalLocked) else till_error_text(error)


def ceiling_text(ceiling: RefundCeiling) -> str:
    """Why a refund above ``ceiling.left`` is refused, with each earlier refund that way (the
    clerk asks them)."""
    if ceiling.paid is None:
        return TILL_WORDS.tr(
            "{booking} was not paid for at this till: it has no customer refund here."
        ).format(booking=ceiling.booking_ref)
    values = {
        "left": figures.amount_text(ceiling.left),
        "mode": ceiling.mode.title(),
        "booking": ceiling.booking_ref,
        "paid": figures.amount_text(ceiling.paid),
        "given": figures.amount_text(sum((r.amount for r in ceiling.earlier), ZERO)),
    }
    if not ceiling.earlier:
        return TILL_WORDS.tr(
            "At most {left} can go back by {mode} on {booking}: the customer paid"
            " {paid} that way and {given} was given back already. No approval lifts this."
        ).format(**values)
    each = "; ".join(
        TILL_WORDS.tr("{amount} on {when}, given by {clerk}").format(
            amount=figures.amount_text(r.amount), when=moment_text(r.recorded_at), clerk=r.clerk
        )
        for r in ceiling.earlier
    )
    return TILL_WORDS.tr(
        "At most {left} can go back by {mode} on {booking}: the customer paid"
        " {paid} that way and {given} was given back already ({earlier})."
        " No approval lifts this."
    ).format(earlier=each, **values)


def already_refunded_text(given: CustomerRefund) -> str:
    """A cancellation's refund was given already: how much, how, when and by whom."""
    return TILL_WORDS.tr(
        "This cancellation of {booking} was refunded already: {amount} by {mode} on {when},"
        " given by {clerk}. Nothing more goes back for it."
    ).format(
        booking=given.booking_ref,
        amount=figures.amount_text(given.amount),
        mode=given.mode.title(),
        when=moment_text(given.recorded_at),
        clerk=given.clerk,
    )


def owed_line(owed: Sequence[RefundOwed], in_all: Decimal) -> str:
    """``3 refunds owed: INR 2,450.00``: every refund owed, counted, and what the books say
    they come to ``in_all``, in one line for the header ('' when none is owed);
    ``owed_notice`` says each one. A customer's excess is no refund (no cancellation owes
    it): a line of excesses alone says they are, one of both says both."""
    count = len(owed)
    if not count:
        return ""
    excesses = sum(1 for one in owed if one.excess is not None)
    if excesses == count:
        text = TILL_WORDS.tr("%n excess(es) owed to customers: {currency} {amount}", "", count)
    elif excesses:
        text = TILL_WORDS.tr("%n refunds and excesses owed: {currency} {amount}", "", count)
    else:
        text = TILL_WORDS.tr("%n refund(s) owed: {currency} {amount}", "", count)
    return text.format(currency=CURRENCY, amount=figures.amount_text(in_all))


def owed_notice(owed: RefundOwed) -> str:
    """``Refund owed to <customer>: <amount>``, with the booking and when it was cancelled; a
    customer's excess, with when it was accepted (no cancellation owes it)."""
    if owed.excess is not None:
        return TILL_WORDS.tr(
            "Excess owed back to {customer}: {currency} {amount} ({booking}, paid over,"
            " accepted {when})."
        ).format(
            customer=owed.due.customer,
            currency=CURRENCY,
            amount=figures.amount_text(owed.due.amount),
            booking=owed.due.booking_ref,
            when=moment_text(owed.confirmed_at),
        )
    return TILL_WORDS.tr(
        "Refund owed to {customer}: {currency} {amount} ({booking}, cancelled {when})."
    ).format(
        customer=owed.due.customer,
        currency=CURRENCY,
        amount=figures.amount_text(owed.due.amount),
        booking=owed.due.booking_ref,
        when=moment_text(owed.confirmed_at),
    )


# The Z's question names this many customers owed; the others are counted.
OWED_NAMED = 5


def owed_names(owed: Sequence[RefundOwed]) -> str:
    """``Asha Rao INR 1,633.00, Meera Nair INR 980.00``: to whom the refunds are owed, oldest
    first, the first five named and the others counted (``… and 2 more``)."""
    named = ", ".join(
        TILL_WORDS.tr("{customer} {currency} {amount}").format(
            customer=o.due.customer, currency=CURRENCY, amount=figures.amount_text(o.due.amount)
        )
        for o in owed[:OWED_NAMED]
    )
    more = len(owed) - OWED_NAMED
    if more <= 0:
        return named
    return TILL_WORDS.tr("{named} and %n more", "", more).format(named=named)
