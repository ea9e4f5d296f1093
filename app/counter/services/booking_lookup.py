"""What Lookup reads of the journal, without Qt: a booking sold here, what its customer paid and
was given back, what is still owed on it, and its voucher printed again. The screen's controller
turns its signals into these calls and words what they return."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import TYPE_CHECKING

from app.api.models import BookingStatusData
from app.books.queries import BookingMoney, Carried, booking_money, customer_owed, refunds_owed
from app.counter.services.history import till_carried
from app.counter.services.history_service import HistoryService
from app.domain.money import ZERO
from app.journal.store import Journal
from app.records.bookings import BookingRow
from app.records.faults import WriteFault
from app.records.refunds import CustomerRefund, RefundOwed
from app.records.till import SaleRecord
from app.reports.receipt_data import AgencyDetails

if TYPE_CHECKING:
    from app.counter.papers.voucher import Voucher


@dataclass(frozen=True, slots=True)
class SoldHere:
    """A booking this counter sold, with its money: the till's sale (None when none is
    journalled), the customer's refunds, what they are still owed, the booking an exchange
    replaced it with, its money by the books (None: no entry for its sale) and, until the books
    hold it, the credit an exchange carried to it by the till's rows."""

    row: BookingRow
    sale: SaleRecord | None
    refunds: list[CustomerRefund]
    owed: Decimal
    exchanged_for: str | None
    books: BookingMoney | None = None
    carried: Carried | None = None

    @property
    def customer_total(self) -> Decimal | None:
        """The customer's price (None when no till sale of it is journalled)."""
        return None if self.sale is None else self.sale.price.total


class LookupService:
    """The bookings of ``journal`` as Lookup shows them."""

    def __init__(self, journal: Journal) -> None:
        self._journal = journal
        self._history = HistoryService(journal)

    @property
    def read_only(self) -> WriteFault | None:
        """Why the journal cannot be written (None: it can): no cancellation is sent then."""
        return self._journal.read_only

    def find(self, booking_ref: str) -> BookingRow | None:
        """The booking ``booking_ref`` as sold here; None when it was not."""
        return self._journal.history.find(booking_ref)

    def sold_here(self, row: BookingRow) -> SoldHere:
        """What this counter's journal knows of the booking ``row``'s money."""
        till = self._journal.till
        ref = row.booking_ref
        books = booking_money(till, row.request_id, ref)
        return SoldHere(
            row,
            till.sale(row.request_id),
            till.refunds_of(ref),
            customer_owed(till, ref),
            self._journal.exchanges.exchanged_for(ref),
            books,
            till_carried(self._journal, row.request_id) if books is None else None,
        )

    def owed_refund(self, booking_ref: str) -> tuple[RefundOwed, Decimal] | None:
        """A customer refund still owed on ``booking_ref`` (a cut-off run, no shift open then)
        and what the service gave the agency back for it; None when nothing is owed."""
        owed = [
            o
            for o in refunds_owed(self._journal.till)
            if o.due.booking_ref == booking_ref and o.excess is None
        ]
        if not owed:
            return None
        cancel = self._journal.find(owed[0].request_id)
        agency = ZERO if cancel is None or cancel.amount is None else cancel.amount
        return owed[0], agency

    def voucher(
        self, row: BookingRow, status: BookingStatusData, training: bool, agency: AgencyDetails
    ) -> Voucher | None:
        """The booking's voucher as the service now reports it, marked as printed again; None
        when the sale is no longer in the journal."""
        return self._history.voucher(row, status, training, agency)
