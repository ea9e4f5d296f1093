"""A customer's excess owed back, without Qt (issue 94): a payment the bank showed more for that
a supervisor accepted as paid over is owed to the customer, on the header's list and in
Lookup, until the till pays it back on a clerk's action from the open shift (cash in whole
rupees). No credit note: an excess is money received beyond the bill, no sale's cancellation
(docs/decisions/excess-refunded.md)."""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal

from app.books.queries import BookQueries, refunds_owed
from app.counter.journal_access.till_writes import written
from app.domain.tenders import TenderKind
from app.journal.excess_refunds import ExcessRefund
from app.journal.store import Journal
from app.records.refunds import RefundOwed
from app.records.till import Refusal, TillRefused


class ExcessRefundService:
    """The customers' excesses of ``journal`` owed back, paid at the counter coded
    ``counter()`` (Settings, read at each step)."""

    def __init__(self, journal: Journal, counter: Callable[[], str]) -> None:
        self._journal = journal
        self._counter = counter

    def owed(self, booking_ref: str) -> RefundOwed | None:
        """The excess owed back on ``booking_ref`` by the books (None: none is)."""
        return next(
            (
                o
                for o in refunds_owed(self._journal.till)
                if o.excess is not None and o.due.booking_ref == booking_ref
            ),
            None,
        )

    async def pay(
        self,
        owed: RefundOwed,
        mode: TenderKind,
        reference: str,
        saving: Callable[[], None],
    ) -> ExcessRefund:
        """Pay ``owed`` back whole by ``mode`` from the counter's open shift, its clerk's
        action, once the journal takes it (``saving()`` while another program holds its lock);
        ``TillRefused`` says why not (no shift open, not owed any more, a card, cash that rounds
        to nothing)."""
        till = self._journal.till
        shift = till.open_shift_of(self._counter())
        if shift is None:
            raise TillRefused(Refusal.NO_SHIFT)
        key = owed.excess
        if key is None:
            raise TillRefused(Refusal.NOT_OWED)
        return await written(
            till,
            lambda: till.pay_excess(
                key,
                counter=shift.counter,
                clerk=shift.clerk,
                shift_id=shift.shift_id,
                mode=mode,
                reference=reference,
            ),
            saving,
        )

    def handed(self, paid: ExcessRefund) -> Decimal:
        """What to hand over for the excess ``paid`` back, by the books: what left the drawer
        or the tender (cash in whole rupees, its round off within)."""
        return BookQueries(self._journal.till.books_connection()).excess_handed(paid.payment_key)
