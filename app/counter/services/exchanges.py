"""A booking sold here moved to another day or departure, without Qt: whether it can be, the
``Exchange`` of it for a new choice (a reschedule, or the rebook of the operator's journalled
cancellation) sold through a checkout that asks its person through ``Asks``, and the exchange's
documents. The reschedule dialog's controller turns its steps into these calls."""

from __future__ import annotations

from collections.abc import Callable

from app.api.client import PartnerClient
from app.api.models import BookingStatusData
from app.booking.aftersale import unmoved
from app.booking.checkout import Asks, Checkout, Counter, SaleTerms
from app.booking.choice import Choice
from app.booking.exchange import Exchange, ExchangeResult, given_booking
from app.domain.gst import TaxDocument
from app.journal.exchanges import ExchangeKind
from app.journal.store import Journal
from app.records.bookings import BookingRow
from app.reports.receipt_data import AgencyDetails, NoReceipt, ReceiptData, receipt_data


class ExchangeService:
    """The exchanges of ``journal``'s bookings through the service's ``client()``, each new sale
    on the counter's ``terms()`` as Settings have them at that step; ``moved()`` told when an
    exchange moved money."""

    def __init__(
        self,
        journal: Journal,
        client: Callable[[], PartnerClient],
        terms: Callable[[], SaleTerms],
        moved: Callable[[], None] = unmoved,
    ) -> None:
        self._journal = journal
        self._counter = Counter(client, journal, terms, moved=moved)

    def find(self, booking_ref: str) -> BookingRow | None:
        """The booking ``booking_ref`` as sold here; None when it was not."""
        return self._journal.history.find(booking_ref)

    def check(self, status: BookingStatusData) -> None:
        """Raise ``NotExchangeable`` (its sentence for staff) when the booking ``status``
        describes was not sold and paid for here, or nothing of it is left."""
        given_booking(self._journal, status)

    def exchange(
        self,
        status: BookingStatusData,
        choice: Choice,
        asks: Asks,
        operator_cancellation: str | None = None,
    ) -> Exchange:
        """The exchange of the booking ``status`` for ``choice``: a rebook of the operator's
        journalled cancellation ``operator_cancellation``, else the customer's reschedule
        (``NotExchangeable`` when it cannot be)."""
        kind = ExchangeKind.RESCHEDULE if operator_cancellation is None else ExchangeKind.REBOOK
        return Exchange(
            kind,
            given_booking(self._journal, status),
            Checkout.new(choice, self._counter, asks),
            operator_cancellation,
        )

    def documents(
        self, result: ExchangeResult, agency: AgencyDetails, training: bool
    ) -> tuple[ReceiptData, TaxDocument | None] | None:
        """The receipt of both halves of ``result`` and the credit note of the credit carried
        over when one was issued; None when no payment was taken here."""
        try:
            data = receipt_data(self._journal, result.booking_ref, agency=agency, training=training)
        except NoReceipt:
            return None
        number = result.credit_note
        return data, None if number is None else self._journal.tax.document(number)
