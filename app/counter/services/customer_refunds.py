"""The customers' refunds of this till's cancellations, without Qt: the after-sale that offers
each by the rule and records what staff give back across the sale's tenders, the shift the money
leaves from, the ceiling a tender may give back, and the refund slip and credit note a payment
prints. The service asks a supervisor's approval above the rule (``approve``); the screen words the
outcome."""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal

from app.api.client import PartnerClient
from app.booking.aftersale import (
    AboveRuleAsk,
    AfterSale,
    AfterSaleContext,
    RefundAsks,
    RefundPayment,
    Refused,
    unmoved,
)
from app.booking.faults import JOURNAL_ERRORS
from app.books.queries import BookQueries, RefundSettled, note_settled
from app.counter.config.declared import PERMISSIONS, Approve
from app.counter.config.permissions import REFUND_ABOVE_RULE
from app.counter.journal_access.till_writes import written
from app.counter.papers.formatting import money_text
from app.counter.services.till_refund import credit_note_of
from app.domain.gst import TaxDocument
from app.domain.money import CURRENCY
from app.domain.tenders import TenderKind
from app.journal.store import Journal
from app.records.refunds import CustomerRefund, RefundCeiling
from app.records.till import Shift
from app.reports.refund_slip import RefundSlip, refund_slip


class RefundService:
    """The refunds owed on ``journal``'s cancellations at the counter coded ``counter()``
    (Settings, read at each step), through the service's ``client()``; ``charge()``: whether the
    service's cancellation charge is given back too; ``moved()`` told when a cancellation or a
    refund moved money."""

    def __init__(
        self,
        journal: Journal,
        client: Callable[[], PartnerClient],
        counter: Callable[[], str],
        charge: Callable[[], bool],
        approve: Approve,
        moved: Callable[[], None] = unmoved,
    ) -> None:
        self._journal = journal
        self._counter = counter
        self._approve = approve
        desk = AfterSaleContext(client, journal, counter, charge, moved)
        # The quotes, the CONFIRM's request_id until it is settled, and the customer's refund.
        self.aftersale = AfterSale(desk, RefundAsks(self.open_shift, self.above_rule))

    async def above_rule(self, ask: AboveRuleAsk) -> int | None:
        """A supervisor's decision for a refund above the rule, asked of ``approve`` with what
        is given and what the rule gives; None when nobody approves (the after-sale refuses it:
        ``Blocked.NOT_APPROVED``, worded by ``refused_text``)."""
        detail = PERMISSIONS.tr("{reference}: {given} instead of {rule}.").format(
            reference=ask.booking_ref,
            given=money_text(ask.amount, CURRENCY),
            rule=money_text(ask.rule_amount, CURRENCY),
        )
        return await self._approve(REFUND_ABOVE_RULE, detail)

    @staticmethod
    def refused_text(rule_amount: Decimal) -> str:
        """Why a refund above the rule's ``rule_amount`` was not given: nobody approved it."""
        return REFUND_ABOVE_RULE.refused_text(rule=money_text(rule_amount, CURRENCY))

    async def open_shift(self) -> Shift | None:
        """The counter's open shift for the money to leave (None: staff open one first)."""
        return self._journal.till.open_shift_of(self._counter())

    async def record(
        self, plan: RefundPayment, saving: Callable[[], None]
    ) -> list[CustomerRefund] | Refused:
        """Record ``plan``'s payments once the journal takes them, ``saving()`` while another
        program holds its lock (``TillError``, ``JournalLocked``: nothing recorded)."""
        return await written(self._journal.till, lambda: self.aftersale.record(plan), saving)

    def handed(self, recorded: list[CustomerRefund]) -> Decimal:
        """What to hand over for the payments ``recorded``, by the books: what left the drawer
        or the terminal (cash in whole rupees, its round off within)."""
        books = BookQueries(self._journal.till.books_connection())
        return books.paid_out([payment.payment_id for payment in recorded]).handed

    def ceiling(self, booking_ref: str, mode: TenderKind) -> RefundCeiling:
        """The most ``mode`` may still give back on ``booking_ref``."""
        return self._journal.till.ceiling(booking_ref, mode)

    def customer_of(self, booking_ref: str) -> str:
        """The customer's name of a booking sold here ('' when not, or unreadable)."""
        try:
            row = self._journal.history.find(booking_ref)
        except JOURNAL_ERRORS:
            return ""
        return "" if row is None else row.customer_name

    def slip(self, payment: CustomerRefund) -> RefundSlip:
        """The slip of the refund ``payment``, for the customer who bought the booking."""
        return refund_slip(self._journal, payment, self.customer_of(payment.booking_ref))

    def credit_note(
        self, payment_id: str, booking_ref: str
    ) -> tuple[TaxDocument, str, RefundSettled | None] | None:
        """The credit note the refund payment ``payment_id`` issued (None: the sale had no
        invoice), the customer's language recorded with the sale ('' when none was) and what
        the note settles by the books (the refund due, what this payment gave, what is owed)."""
        note = credit_note_of(self._journal, payment_id, booking_ref)
        if note is None:
            return None
        sale = self._journal.till.sale_of(booking_ref)
        language = "" if sale is None else sale.customer_language or ""
        return note, language, note_settled(self._journal.till, note)
