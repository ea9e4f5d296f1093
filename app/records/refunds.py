"""The customer refunds of the till as the screens show them and the journal keeps them: what a
cancellation gives back, by tender, what is paid of it and what is still owed, and the refusals
of a refund's write."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from decimal import Decimal

from app.domain.money import ZERO, money
from app.domain.tenders import TenderKind
from app.records.till import SupervisorNeeded, TillError

TenderAmounts = tuple[tuple[TenderKind, Decimal], ...]


@dataclass(frozen=True, slots=True)
class CustomerRefund:
    """One payment of money given back to a customer for a confirmed cancellation, and how
    (``payment_id``: its key; a cancellation's refund may take several)."""

    payment_id: str
    request_id: str
    booking_ref: str
    counter: str
    clerk: str
    shift_id: int | None
    rule_amount: Decimal
    amount: Decimal
    mode: TenderKind
    reference: str
    decision_id: int | None
    recorded_at: dt.datetime
    # What the drawer gave beyond (or kept of) ``amount``, the part of the refund this payment
    # settles: cash goes out in whole rupees (zero for other tenders, and before version 24).
    round_off: Decimal = ZERO
    # What of ``amount`` the bank sent back (a UPI or bank refund returned: issue 94), owed to
    # the customer again.
    returned: Decimal = ZERO

    @property
    def kept(self) -> Decimal:
        """What the payment settled and the customer kept: its amount less what came back."""
        return self.amount - self.returned

    @property
    def handed(self) -> Decimal:
        """What the customer was handed: the part settled and its round off."""
        return money(self.amount + self.round_off)


@dataclass(frozen=True, slots=True)
class RefundDue:
    """What a cancellation gives back to the customer, by tender (``by``, in registry order):
    written before it is sent, and what is still owed of it after payments. ``rule`` is the
    rule's whole amount when the tenders can give back less of it (None: ``amount``)."""

    booking_ref: str
    customer: str
    by: TenderAmounts
    rule: Decimal | None = None

    @property
    def amount(self) -> Decimal:
        """The whole refund, every tender's part added up."""
        return money(sum((amount for _, amount in self.by), ZERO))

    def of(self, mode: TenderKind) -> Decimal:
        """The part due by ``mode`` (zero when none)."""
        return dict(self.by).get(mode, ZERO)


@dataclass(frozen=True, slots=True)
class RefundOwed:
    """A confirmed cancellation whose customer refund is not all paid out nor credited yet:
    ``due`` is what it still owes, by tender. With ``excess`` (the sale's payment key), a
    customer's excess owed back instead (``request_id``: the sale's; ``confirmed_at``: when it
    was accepted): no cancellation's, paid back on its own (``pay_excess``)."""

    request_id: str
    due: RefundDue
    confirmed_at: dt.datetime
    excess: str | None = None


@dataclass(frozen=True, slots=True)
class RefundCeiling:
    """The most a refund by ``mode`` may still give back on ``booking_ref`` (``left``): what the
    customer paid that way at this till (None: not paid for here), less the refunds ``earlier``
    given that way."""

    booking_ref: str
    mode: TenderKind
    left: Decimal
    paid: Decimal | None
    earlier: tuple[CustomerRefund, ...]


@dataclass(frozen=True, slots=True)
class RefundPart:
    """One tender's part of a refund payment: ``amount`` by ``mode``, with its ``reference``
    (a transfer's, or a card reversal slip's; '' for cash)."""

    mode: TenderKind
    amount: Decimal
    reference: str = ""


@dataclass(eq=False)
class AlreadyRefunded(TillError):
    """The cancellation's refund is all paid (``given``: its last payment): nothing more goes
    back for it."""

    given: CustomerRefund


@dataclass(eq=False)
class AbovePaid(TillError):
    """More than ``ceiling`` allows: no approval lifts it."""

    ceiling: RefundCeiling


@dataclass(eq=False)
class AboveRule(SupervisorNeeded):
    """More than the rule's ``rule_amount`` needs a supervisor's decision."""

    rule_amount: Decimal
