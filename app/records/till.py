"""The till's records as the screens show them and the journal keeps them: shifts and their Z
reports, sales' payments, the refusals a till write raises (facts, never sentences: the screen
words them). Plain values, below the journal that stores them."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum
from typing import Any

from app.domain.gst import TaxBasis
from app.domain.payment import Payment
from app.domain.tenders import TenderKind
from app.domain.till import CustomerPrice


class TillError(Exception):
    """A till write refused; its subclass and fields say why (the screen words it). Each
    subclass is a dataclass of its facts: ``@dataclass(eq=False)``, an exception stays
    hashable."""

    def __str__(self) -> str:
        # The facts as the log reads them; staff read them worded by the screen.
        return repr(self)


class SupervisorNeeded(TillError):
    """The write needs a supervisor's decision (PIN) first."""


class Refusal(StrEnum):
    """Why a till write was refused, when nothing but the reason needs saying."""

    NO_CLERK = "no_clerk"  # a shift is opened by a named clerk
    NEGATIVE_FLOAT = "negative_float"
    SHIFT_CLOSED = "shift_closed"  # its Z report is final
    BAD_AMOUNT = "bad_amount"  # a refund is zero or more, in rupees and paise
    NOT_CONFIRMED = "not_confirmed"  # the service has not confirmed the cancellation
    NO_SHIFT = "no_shift"  # money leaves the till from an open shift
    NOT_OWED = "not_owed"  # a customer's excess paid back already, or never accepted
    EXCESS_TENDER = "excess_tender"  # an excess goes back by no card, nor cash rounding to nil


@dataclass(eq=False)
class TillRefused(TillError):
    """A till write refused for ``reason``."""

    reason: Refusal


class PinCheck(StrEnum):
    """What a supervisor PIN typed at a gate turned out to be."""

    UNSET = "unset"  # none is stored: it is set in Settings, never at a gate
    RIGHT = "right"
    WRONG = "wrong"


@dataclass(frozen=True, slots=True)
class Decision:
    """A supervisor's recorded decision: who, what, when."""

    decision_id: int
    decided_at: dt.datetime
    supervisor: str
    action: str
    detail: str


@dataclass(eq=False)
class NoSuchDecision(TillError):
    """No supervisor decision is recorded as ``decision_id``."""

    decision_id: int


# The head as paper prints it: 16 hex digits (64 bits), in groups of four.
SHORT_DIGITS = 16


def short_head(seq: int, head: str) -> str:
    """The head as a Z report prints it: ``#41 9f3a 2c1b 7e4d 0a11``."""
    digits = head[:SHORT_DIGITS]
    return f"#{seq} " + " ".join(digits[i : i + 4] for i in range(0, SHORT_DIGITS, 4))


@dataclass(frozen=True, slots=True)
class ChainHead:
    """The counter's chain as far as record ``seq``: that record's link."""

    seq: int
    link: str

    @property
    def printed(self) -> str:
        """As a Z report prints it: ``#41 9f3a 2c1b 7e4d 0a11``."""
        return short_head(self.seq, self.link)


@dataclass(frozen=True, slots=True)
class Shift:
    """A clerk's shift at a counter, from the float counted at opening to its Z report."""

    shift_id: int
    counter: str
    clerk: str
    opened_at: dt.datetime
    opening_float: Decimal
    closed_at: dt.datetime | None
    closed_by: str | None
    decision_id: int | None

    @property
    def is_open(self) -> bool:
        """True until the Z report closes it."""
        return self.closed_at is None


@dataclass(frozen=True, slots=True)
class ShiftTally:
    """What the till keeps of a shift that no entry of the books holds: how many ``sales`` it
    took and ``refunds`` it paid, and the cash taken for its sales whose outcome is not known
    yet (``pending_cash``: the books post a sale once the service has answered it)."""

    shift: Shift
    sales: int
    refunds: int
    pending_cash: Decimal


@dataclass(frozen=True, slots=True)
class ShiftTakings:
    """What each registered tender ``taken`` by a shift's sales and ``given`` back by its
    refunds, and what its cash refunds were rounded by (``round_off``, within ``given``'s
    cash), by the till's own rows: the drawer of a journal whose books the books job has still
    to post (the books' ``shift_tenders`` once it has)."""

    taken: dict[TenderKind, Decimal]
    given: dict[TenderKind, Decimal]
    round_off: Decimal


@dataclass(frozen=True, slots=True)
class ZReport:
    """A closed shift's final figures, numbered per counter (immutable once written)."""

    counter: str
    z_no: int
    shift_id: int
    closed_at: dt.datetime
    closed_by: str
    figures: dict[str, Any]
    # Why the drawer was off, when it was off by more than Settings allow ('' otherwise).
    reason: str = ""
    # The counter's chain as the shift closed (None for a Z report older than the chain).
    chain: ChainHead | None = None
    # The access log's head as the shift closed (None: the log was empty, or an older report).
    access_log: ChainHead | None = None


@dataclass(eq=False)
class ShiftStillOpen(TillError):
    """A shift is opened while ``shift`` (the counter's) is still open."""

    shift: Shift


@dataclass(eq=False)
class OtherClerksShift(SupervisorNeeded):
    """Closing ``clerk``'s shift by someone else needs a supervisor's decision."""

    clerk: str


@dataclass(frozen=True, slots=True)
class TillSale:
    """What the counter hands the journal with a sale: who sells, where, the price and payment."""

    counter: str
    clerk: str
    shift_id: int | None
    price: CustomerPrice
    payment: Payment
    trip: str
    departs: str
    terms: str
    # What the sale is taxed by; None for a counter without GST invoices (its receipt only).
    tax: TaxBasis | None = None
    # A supervisor's decision that a transfer reference another sale carries is one transfer
    # split over both (None: a repeated reference is refused).
    repeat_decision: int | None = None
    # The customer's language (a code of ``app.languages``): their papers are printed in it and
    # it is offered again when they come back. None: the counter's document language.
    customer_language: str | None = None


@dataclass(frozen=True, slots=True)
class EarlierTransfer:
    """A sale of this counter already carrying the transfer ``reference`` (paid by ``kind``):
    its request, and its receipt and booking once taken."""

    kind: TenderKind
    reference: str
    request_id: str
    receipt_no: str | None
    booking_ref: str | None


@dataclass(eq=False)
class RepeatedReference(SupervisorNeeded):
    """A sale gives a UPI or bank reference that ``earlier`` carries already: refused unless a
    supervisor allows a split of one transfer."""

    earlier: EarlierTransfer


class SaleState(StrEnum):
    """Where a sale's payment stands."""

    PENDING = "pending"  # the booking's outcome is not known: the payment waits with it
    TAKEN = "taken"  # booked: the payment is taken and the receipt numbered
    RETURNED = "returned"  # refused: nothing taken, the money went back to the customer


@dataclass(frozen=True, slots=True)
class SaleRecord:
    """A sale's payment as journalled."""

    request_id: str
    counter: str
    clerk: str
    shift_id: int | None
    state: SaleState
    price: CustomerPrice
    payment: Payment
    trip: str
    departs: str
    terms: str
    booking_ref: str | None
    receipt_no: str | None
    recorded_at: dt.datetime
    settled_at: dt.datetime | None
    # The customer's language, which their papers are printed in (None: not recorded, a sale
    # made before the journal kept it; the counter's document language applies).
    customer_language: str | None = None


@dataclass(frozen=True, slots=True)
class LeftSale:
    """A sent sale the customer walked away from, on a supervisor's decision: if the service
    booked it, the app cancels it and gives the customer's money back."""

    sale_request_id: str
    decision_id: int
    decided_at: dt.datetime
    cancel_request_id: str | None
