"""The reschedule dialog driven by the Qt-free ``Exchange``: a thin view of it; its documents
printed and saved as a sale's receipt is."""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from app.api import ApiError
from app.api.models import BookingStatusData
from app.booking.checkout import Asks, BelowCost
from app.booking.choice import Choice
from app.booking.exchange import Exchange, ExchangeResult, NotExchangeable
from app.booking.faults import JOURNAL_ERRORS
from app.counter.config.settings import document_language_of
from app.counter.devices.escpos import PrinterError
from app.counter.devices.printers import TargetError
from app.counter.link.service import ServiceConnection
from app.counter.link.tasks import PreemptiveTasks
from app.counter.papers.customer_papers import bill_file_name
from app.counter.papers.messages import describe_error
from app.counter.services.exchanges import ExchangeService
from app.counter.services.till_sale import trip_line
from app.domain.clock import service_now
from app.domain.modules import Module
from app.domain.payment import Payment
from app.domain.product_name import ProductName
from app.i18n import Catalogue
from app.records.till import Shift, TillError
from app.reports.columns import Paper
from app.reports.receipt_data import ReceiptData
from app.reports.receipt_print import credit_note_html, receipt_html
from app.reports.tax_invoice import TaxSection
from app.ui.bridge import MessageBridge
from app.ui.controllers.pending import PendingController
from app.ui.controllers.shift import ShiftKeeper
from app.ui.customer_documents import Pages
from app.ui.error_words import reason_of
from app.ui.paper import print_credit_note_on, print_receipt_on
from app.ui.saving import saying_saving
from app.ui.slots import async_slot
from app.ui.style import paper_ink
from app.ui.widgets.reschedule_dialog import RescheduleDialog

RESCHEDULE = Catalogue("RESCHEDULE")

log = logging.getLogger(__name__)

# What stops a step of the reschedule: the sentence goes on the dialog, nothing is lost.
STEP_ERRORS: tuple[type[Exception], ...] = (ApiError, NotExchangeable, TillError, *JOURNAL_ERRORS)

# The dialog's searches and quotes, each superseded by the next of its kind: an answer landing
# late never replaces a newer one (another day's rows, the cursor taken from what is typed), and
# a rebook pressed twice while the booking is read opens one dialog. One name for both
# controllers: the dialog is modal, one is open at a time.
OPEN_TASK = "reschedule open"
SEARCH_TASK = "reschedule search"
QUOTE_TASK = "reschedule quote"


@dataclass(frozen=True, slots=True)
class ExchangePapers:
    """The exchange's documents: the new booking's receipt (its tax invoice when registered)
    and, registered, the credit note of the credit carried over from ``old_ref``."""

    receipt: ReceiptData
    note: TaxSection | None
    old_ref: str

    @property
    def numbers(self) -> list[str]:
        """The documents' numbers, the receipt's first."""
        note = [] if self.note is None else [self.note.document.doc_no]
        return [self.receipt.receipt_no, *note]

    def html(self, paper: Paper) -> str:
        """Both documents on ``paper``, the credit note after the receipt."""
        ink = paper_ink()
        html = receipt_html(self.receipt, ink, paper)
        if self.note is not None:
            agency = self.receipt.agency
            training = self.receipt.training
            html += "<hr>" + credit_note_html(
                agency, self.note, self.old_ref, ink, paper, training=training
            )
        return html


class RescheduleController(QObject):
    """Opens the reschedule of a looked-up booking and forwards the dialog's steps to its
    ``Exchange``.

    Signals:
        exchanged(object): an ``ExchangeResult``: money moved (the wallet, the history and the
            catalogue's seats are read again).
    """

    exchanged = Signal(object)

    def __init__(
        self,
        connection: ServiceConnection,
        bridge: MessageBridge,
        exchanges: ExchangeService,
        pending: PendingController,
        shifts: ShiftKeeper,
        tasks: PreemptiveTasks,
        parent: QWidget,
    ) -> None:
        # Owned by the screen it opens dialogs over: it lives as long as the screen.
        super().__init__(parent)
        self.connection = connection
        self.bridge = bridge
        self.exchanges = exchanges
        self.pending = pending
        self.shifts = shifts
        self.tasks = tasks
        self.parent_widget = parent
        self.dialog: RescheduleDialog | None = None
        self.status: BookingStatusData | None = None
        self.operator_cancellation: str | None = None
        self.exchange: Exchange | None = None
        self.papers: ExchangePapers | None = None  # the documents on the dialog, once made

    def open(
        self, status: BookingStatusData, operator_cancellation: str | None = None
    ) -> RescheduleDialog | None:
        """The dialog for moving the booking ``status`` shows, a rebook when
        ``operator_cancellation`` names the journalled cancellation of the operator (None: it
        cannot be moved here, said in the message bar)."""
        try:
            self.exchanges.check(status)
        except NotExchangeable as refusal:
            self.bridge.error(reason_of(refusal))
            return None
        self.status = status
        self.operator_cancellation = operator_cancellation
        self.exchange = None
        day = status.metadata.travel_date or service_now().date()
        ref = status.booking_reference
        title = (
            RESCHEDULE.tr("Change the day of {booking}")
            if operator_cancellation is None
            else RESCHEDULE.tr("Rebook {booking} on another departure")
        )
        dialog = RescheduleDialog(
            title.format(booking=ref), ref, status.module, day, self.parent_widget
        )
        dialog.day_chosen.connect(self.on_day_chosen)
        dialog.choice_made.connect(self.on_choice_made)
        dialog.confirm_requested.connect(self.on_confirm_requested)
        dialog.retry_requested.connect(self.on_retry_requested)
        dialog.print_requested.connect(self.on_print_requested)
        dialog.save_requested.connect(self.on_save_requested)
        self.dialog = dialog
        self.papers = None
        dialog.open()
        return dialog

    def offer_rebook(self, booking_ref: str, operator_cancellation: str | None) -> bool:
        """The Disruptions screen's Rebook key: the dialog opens once the booking is read (a
        rebook of the operator's journalled cancellation, or the move of a changed departure);
        False, as nothing is sold yet (the exchange closes the disruption when it is)."""
        self.on_rebook(booking_ref, operator_cancellation)
        return False

    @async_slot()
    async def on_rebook(self, booking_ref: str, operator_cancellation: str | None) -> None:
        """Read the disrupted booking, then open its rebook (a second press while it is read
        supersedes the first: one dialog opens)."""
        await self.tasks.run(OPEN_TASK, self.rebook(booking_ref, operator_cancellation))

    async def rebook(self, booking_ref: str, operator_cancellation: str | None) -> None:
        """Open the rebook of ``booking_ref`` once the service has said its state."""
        row = self.exchanges.find(booking_ref)
        if row is None:
            return
        try:
            status = await self.connection.client.booking_status(booking_ref, row.module)
        except ApiError as error:
            self.bridge.error(describe_error(error))
            return
        self.open(status.data, operator_cancellation)

    def _asks(self) -> Asks:
        return Asks(self._shift, self._approve, waiting=self._saving)

    def _saving(self, _sent: bool) -> None:
        """Another program holds the journal: the exchange is written as soon as it lets go."""
        assert self.dialog is not None
        saying_saving(self.dialog.state)()

    async def _shift(self) -> Shift | None:
        assert self.dialog is not None
        return await self.shifts.ensure(
            self.dialog, RESCHEDULE.tr("A shift must be open to take or give back the difference.")
        )

    async def _approve(self, _below: BelowCost) -> bool:
        # A price below cost is not offered here: it is sold as a new sale with a supervisor.
        return False

    @async_slot()
    async def on_day_chosen(self, day: dt.date) -> None:
        """Search the new day's slots or departures of the same activity or trip (a newer
        search cancels this one)."""
        await self.tasks.run(SEARCH_TASK, self.search(day))

    async def search(self, day: dt.date) -> None:
        """Fill the picker with ``day``'s slots or departures of the booking's product."""
        dialog, status = self.dialog, self.status
        assert dialog is not None and status is not None
        client = self.connection.client
        meta = status.metadata
        try:
            if status.module is Module.ACTIVITY:
                activities = await client.content(Module.ACTIVITY)
                item = next(a for a in activities.data if a.title == meta.activity_name)
                slots = await client.search_availability(Module.ACTIVITY, day, item.activity_id)
                dialog.show_slots(
                    item, list(slots.data), lambda: self.connection.settings.till_rules
                )
            else:
                trips = await client.content(Module.BOAT, travel_date=day)
                trip = next(t for t in trips.data if t.trip_name == meta.trip_name)
                found = await client.search_availability(Module.BOAT, day)
                dialog.show_departures(
                    trip,
                    [s for s in found.data if s.trip_id == trip.trip_id],
                    lambda: self.connection.settings.till_rules,
                )
        except ApiError as error:
            dialog.picker.show_failure(describe_error(error))
        except StopIteration:
            dialog.picker.show_failure(RESCHEDULE.tr("The service no longer lists this trip."))

    @async_slot()
    async def on_choice_made(self, choice: Choice) -> None:
        """Price the chosen slot or departure against the old booking (a newer choice cancels
        this one)."""
        await self.tasks.run(QUOTE_TASK, self.quote(choice))

    async def quote(self, choice: Choice) -> None:
        """A new exchange of the booking for ``choice``, quoted side by side."""
        dialog, status = self.dialog, self.status
        assert dialog is not None and status is not None
        try:
            exchange = self.exchanges.exchange(
                status, choice, self._asks(), self.operator_cancellation
            )
            quoted = await exchange.quote()
        except STEP_ERRORS as error:
            dialog.show_failure(self._sentence(error))
            dialog.confirm_button.setEnabled(False)
            return
        self.exchange = exchange
        sale = exchange.given.sale
        day = dt.date.fromisoformat(str(exchange.given.request.body["travel_date"]))
        given = trip_line(ProductName.read(sale.trip), day, sale.departs)
        new = trip_line(choice.name, choice.travel_date, choice.start_text)
        dialog.show_quote(quoted, given, new, exchange.refund_mode)

    @async_slot()
    async def on_confirm_requested(self, payment: Payment) -> None:
        """Staff confirmed: book the new seat, cancel the old one, settle the difference."""
        await self.confirm(payment)

    async def confirm(self, payment: Payment) -> ExchangeResult | None:
        """Carry the exchange out with ``payment`` of the difference; its result on the dialog."""
        dialog, exchange = self.dialog, self.exchange
        assert dialog is not None and exchange is not None
        problems = exchange.pay(payment, address=dialog.customer_address())
        asked = problems.pop("customer_address", "")
        if asked:
            dialog.show_address_problem(asked)  # by its field, the other problems below
        if problems:
            dialog.show_failure(" ".join(problems.values()))
        if asked or problems:
            return None
        async with self.pending.sending:
            try:
                result = await exchange.confirm()
            except STEP_ERRORS as error:
                self.pending.lost()
                dialog.show_failure(self._sentence(error))
                return None
        if result is None:
            dialog.show_failure(
                RESCHEDULE.tr(
                    "Not sent: a shift must be open, and a price below cost is sold as a new sale"
                    " with a supervisor's approval."
                )
            )
            return None
        await self._show(result)
        return result

    @async_slot(alone=True)
    async def on_retry_requested(self) -> None:
        """Try the old booking's cancellation again."""
        await self.retry()

    async def retry(self) -> ExchangeResult | None:
        """The stopped exchange carried on; its result on the dialog."""
        dialog, exchange = self.dialog, self.exchange
        assert dialog is not None and exchange is not None
        async with self.pending.sending:
            try:
                result = await exchange.retry()
            except STEP_ERRORS as error:
                dialog.show_failure(self._sentence(error))
                return None
        await self._show(result)
        return result

    async def _show(self, result: ExchangeResult) -> None:
        """The result on the dialog; its documents printed at once when a receipt printer is
        set, as a sale's receipt is."""
        assert self.dialog is not None
        self.papers = self.documents(result)
        papers = self.papers
        html = "" if papers is None else papers.html(Paper.A5)
        name = "" if papers is None else bill_file_name(result.booking_ref, papers.note is not None)
        self.dialog.show_result(result.message(), result.done, html, name)
        self.pending.show()
        self.exchanged.emit(result)
        if papers is not None and self.connection.settings.printers.receipt:
            await self.print_documents()

    def documents(self, result: ExchangeResult) -> ExchangePapers | None:
        """The receipt of both halves and, registered, the credit note beside its invoice (None
        when no payment was taken here)."""
        agency = self.connection.settings.agency
        made = self.exchanges.documents(result, agency, self.connection.training)
        if made is None:
            return None
        data, note = made
        section = None if note is None else TaxSection(agency.legal_name or agency.name, note)
        return ExchangePapers(data, section, result.plan.old_booking_ref)

    @async_slot(alone=True)
    async def on_print_requested(self) -> None:
        """Print was pressed."""
        await self.print_documents()

    async def print_documents(self) -> bool:
        """Print the receipt, then the credit note when there is one, on the receipt printer
        in a worker, through the sale's own printing; the dialog says how it went."""
        dialog, papers = self.dialog, self.papers
        if dialog is None or papers is None:
            return False
        settings = self.connection.settings
        # In the customer's language recorded with the sale, as their receipt is.
        language = papers.receipt.language or document_language_of(settings)
        ink = paper_ink()

        def print_both() -> None:
            print_receipt_on(settings.printers, papers.receipt, ink, language)
            if papers.note is not None:
                agency = papers.receipt.agency
                print_credit_note_on(
                    settings.printers,
                    agency,
                    papers.note,
                    papers.old_ref,
                    ink,
                    language,
                    training=papers.receipt.training,
                )

        try:
            await asyncio.to_thread(print_both)
        except (TargetError, PrinterError) as error:
            text = RESCHEDULE.tr("Not printed: {reason}").format(reason=reason_of(error))
            dialog.show_paper(text, ok=False)
            return False
        numbers = ", ".join(papers.numbers)
        dialog.show_paper(RESCHEDULE.tr("Printed: {numbers}.").format(numbers=numbers), ok=True)
        return True

    @async_slot(object)
    async def on_save_requested(self, path: Path) -> None:
        """Save as PDF was pressed and a file chosen."""
        await self.save_documents(path)

    async def save_documents(self, path: Path) -> bool:
        """Write the documents shown as a PDF of A4 pages in a worker; the dialog says where."""
        dialog, papers = self.dialog, self.papers
        if dialog is None or papers is None:
            return False
        pages = Pages(path.name, papers.html(Paper.A4), Paper.A4)
        try:
            await asyncio.to_thread(pages.pdf, path)
        except OSError as error:
            dialog.show_paper(
                RESCHEDULE.tr("Not saved: {reason}").format(reason=reason_of(error)), ok=False
            )
            return False
        dialog.show_paper(RESCHEDULE.tr("Saved to {path}.").format(path=path), ok=True)
        return True

    @staticmethod
    def _sentence(error: Exception) -> str:
        return reason_of(error)
