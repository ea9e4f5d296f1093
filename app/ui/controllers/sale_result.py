"""The result of a sale: the result page, its voucher and receipt (shown, saved, printed), and
the sales whose answer came back later, offered on the Book screen."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtPrintSupport import QPrinter

from app.api import BookingResult
from app.booking import Resolution, ResolutionKind, SettleOutcome
from app.booking.choice import Choice
from app.booking.faults import JOURNAL_ERRORS
from app.counter.config.settings import document_language_of
from app.counter.devices.escpos import PrinterError
from app.counter.devices.printers import TargetError
from app.counter.link.wallet import WalletSummary, summary_of
from app.counter.papers.voucher import Voucher, VoucherDocument, voucher_for, voucher_html
from app.i18n import Catalogue
from app.mail.outbox import Document
from app.reports.receipt_data import NoReceipt
from app.ui.controllers.sale_state import SaleState
from app.ui.customer_documents import counter_pages
from app.ui.documents import page_images
from app.ui.error_words import reason_of
from app.ui.paper import print_receipt_on
from app.ui.slots import async_slot
from app.ui.style import paper_ink
from app.ui.vouchers import print_voucher, save_voucher

SALE_RESULT = Catalogue("SALE_RESULT")

log = logging.getLogger(__name__)


class ResultController(QObject):
    """Turns a booked sale into the result page and its documents, and the result page's
    requests (save, print, receipt) into work in workers.

    Signals:
        booked(SettleOutcome): a sale was booked and journalled (the history reloads).
        sale_taken(Decimal): the booked sale's payment is taken; the change to hand back.
    """

    booked = Signal(object)
    sale_taken = Signal(object)

    def __init__(
        self, state: SaleState, drop_draft: Callable[[], None], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.state = state
        self.drop_draft = drop_draft
        self.voucher: Voucher | None = None
        self.receipt_ref: str | None = None  # the booking on the result page, when it has one
        self.receipt_no = ""  # its receipt's number, the tax invoice's too when it has one
        self.invoiced = False
        # Sales booked after their answer was lost, their voucher offered on the Book screen.
        self._ready: dict[str, SettleOutcome] = {}
        result = state.screen.result
        result.save_requested.connect(self.on_save_requested)
        result.print_requested.connect(self.on_print_requested)
        result.receipt_requested.connect(self.on_receipt_requested)
        result.receipt_save_requested.connect(self.on_receipt_save_requested)
        state.screen.notice.voucher_requested.connect(self.show_booked)

    async def show_outcome(self, choice: Choice, outcome: SettleOutcome) -> None:
        """The result page and its voucher for ``outcome``, a sale of ``choice``."""
        state = self.state
        # What the service said answering this sale (the booking, the wallet read just after)
        # makes its voucher a training one, not what the settings expected.
        training = state.connection.training
        if outcome.earlier:
            state.bridge.warning(
                SALE_RESULT.tr(
                    "An earlier attempt of this sale had gone through before the last changes: "
                    "booking {reference}, as it was then. The changes were not sent; the voucher "
                    "shows what was booked."
                ).format(reference=outcome.result.booking_ref),
                outcome.row.request_id,
            )
        wallet = await self._wallet_after(outcome)
        voucher = voucher_for(choice, outcome.request, outcome.result, state.now(), training)
        agency = state.connection.settings.agency
        request_id = outcome.row.request_id
        # The voucher's bill and the till's sale read in a worker, the result page shown after.
        read = await state.desk.shown(voucher, agency, request_id)
        shown, sale, invoiced = read.voucher, read.sale, read.invoiced
        self.voucher = shown
        state.screen.show_result(outcome, shown, wallet)
        taken = sale is not None and sale.receipt_no is not None
        self.receipt_ref = outcome.result.booking_ref if taken else None
        self.receipt_no = (sale.receipt_no or "") if sale is not None else ""
        self.invoiced = invoiced
        debited = outcome.result.settlement_breakdown.total_debited
        state.screen.result.show_till(sale, debited, invoiced)
        self.drop_draft()  # the sale is made: nothing to keep
        log.info("Booked %s (request %s)", outcome.result.booking_ref, outcome.row.request_id)
        # The customer's display and the screens that follow the sale (History, the wallet,
        # the catalogue's seats) on the next turn: the result page is painted in a turn of its own.
        await asyncio.sleep(0)
        if sale is not None:
            self.sale_taken.emit(sale.payment.change)
        self.booked.emit(outcome)
        if self.receipt_ref is not None and state.connection.settings.printers.receipt:
            await self.print_receipt()
        document, ink = VoucherDocument(shown), paper_ink()
        # Its HTML (the QR code of the booking made there) made in a worker; its pages laid out
        # and painted here. A QTextDocument laid out in a worker connects Qt signals while that
        # thread holds the interpreter lock: when the UI thread was disconnecting a Python
        # object's signal at the same moment (it then waits for the lock while holding Qt's
        # connection mutex), both threads waited for ever (seen in a full test run).
        # In the customer's language: the preview shows the paper they are handed.
        language = document.language(document_language_of(state.connection.settings))
        html = await asyncio.to_thread(voucher_html, document, ink, language)
        state.screen.result.show_preview(page_images(html)[0])

    def on_resolved(self, resolutions: list[Resolution]) -> None:
        """Earlier sales the background tries settled: one booked is offered on the Book screen
        (its voucher if this run sold it, else its card in Lookup, where it can be cancelled)."""
        state = self.state
        for resolution in resolutions:
            if resolution.kind is not ResolutionKind.BOOKED:
                continue
            assert isinstance(resolution.answer, BookingResult) and resolution.row is not None
            body = state.desk.request_body(resolution.request_id)
            self._ready[resolution.request_id] = SettleOutcome(
                resolution.answer, resolution.row, body, None, saved=resolution.saved
            )
            state.screen.notice.show_booked(
                resolution.request_id,
                resolution.answer.booking_ref,
                SALE_RESULT.tr(
                    "{outcome} Its voucher is ready; if it was not wanted, cancel it in Lookup "
                    "(its refund is quoted first)."
                ).format(outcome=resolution.message),
            )
            # This run's sale, with nothing else on the screen: its voucher at once.
            if resolution.request_id in state.sold and self._idle(resolution.request_id):
                self.show_booked(resolution.request_id)

    def _idle(self, request_id: str) -> bool:
        """No other sale is being typed or confirmed on the Book screen."""
        flow = self.state.flow
        return not self.state.settling and (
            flow is None or flow.result is not None or request_id in flow.sent_request_ids
        )

    @async_slot(str)
    async def show_booked(self, request_id: str) -> None:
        """Show the voucher of a sale booked after its answer was lost (Lookup when this run
        did not sell it, so the choice behind its voucher is not known here)."""
        outcome = self._ready.pop(request_id, None)
        if outcome is None:
            return
        notice = self.state.screen.notice
        notice.clear_booked()
        choice = self.state.sold.get(request_id)
        if choice is None:
            notice.lookup_requested.emit(outcome.result.booking_ref)
            return
        flow = self.state.flow
        if flow is not None and request_id in flow.sent_request_ids:
            flow.mark_booked(outcome.result)
        await self.show_outcome(choice, outcome)

    async def _wallet_after(self, outcome: SettleOutcome) -> WalletSummary | None:
        header = self.state.header
        if outcome.wallet is None:
            return await header.refresh_wallet()
        summary = summary_of(outcome.wallet.data)
        header.show_wallet(summary)
        return summary

    # --- documents ---------------------------------------------------------------------------

    @async_slot(object)
    async def on_save_requested(self, path: Path) -> None:
        """Save the voucher where staff chose."""
        await self.save_voucher(path)

    @async_slot(object, object)
    async def on_print_requested(self, printer: QPrinter, document: VoucherDocument) -> None:
        """Print the voucher or the agency copy on the printer chosen in the dialog."""
        await self.print_voucher(printer, document)

    @async_slot(alone=True)
    async def on_receipt_requested(self) -> None:
        """Print receipt was pressed."""
        await self.print_receipt()

    async def print_receipt(self) -> bool:
        """Print the sale's receipt on the receipt printer in a worker (a receipt printer reached
        directly opens the drawer after a cash sale); the result page says how it went."""
        if self.receipt_ref is None:
            return False
        state = self.state
        settings = state.connection.settings
        training = state.connection.training
        ref = self.receipt_ref
        result = state.screen.result
        try:
            data = await state.desk.papers.receipt(ref, settings.agency, training)
            await asyncio.to_thread(
                print_receipt_on,
                settings.printers,
                data,
                paper_ink(),
                document_language_of(settings),
            )
        except (NoReceipt, TargetError, PrinterError) as error:
            result.show_state(
                SALE_RESULT.tr("The receipt was not printed: {reason}").format(
                    reason=reason_of(error)
                ),
                ok=False,
            )
            return False
        result.show_state(
            SALE_RESULT.tr("Receipt {number} printed.").format(number=data.receipt_no), ok=True
        )
        return True

    @async_slot(object)
    async def on_receipt_save_requested(self, path: Path) -> None:
        """Save the receipt or tax invoice where staff chose."""
        await self.save_receipt(path)

    async def save_receipt(self, path: Path) -> bool:
        """Write the sale's receipt or tax invoice as a PDF: the original, not marked as a
        duplicate (read and laid out off the UI thread, written in a worker); the result page
        says where it went."""
        if self.receipt_ref is None:
            return False
        state = self.state
        settings = state.connection.settings
        training = state.connection.training
        ref, number, invoiced = self.receipt_ref, self.receipt_no, self.invoiced
        result = state.screen.result
        try:
            pages = await counter_pages(
                state.desk.papers, Document.RECEIPT, ref, settings, training
            )
            if pages is None:  # no payment taken here after all: no receipt to save
                return False
            await asyncio.to_thread(pages.pdf, path)
        except JOURNAL_ERRORS as error:  # the file (OSError) or the journal
            refused = (
                SALE_RESULT.tr("The tax invoice was not saved: {reason}")
                if invoiced
                else SALE_RESULT.tr("The receipt was not saved: {reason}")
            )
            result.show_state(refused.format(reason=reason_of(error)), ok=False)
            return False
        saved = (
            SALE_RESULT.tr("Tax invoice {number} saved to {path}.")
            if invoiced
            else SALE_RESULT.tr("Receipt {number} saved to {path}.")
        )
        result.show_state(saved.format(number=number, path=path), ok=True)
        return True

    async def save_voucher(self, path: Path) -> Path | None:
        """Write the customer's voucher's PDF in a worker; the result page says where it went."""
        if self.voucher is None:
            return None
        customer = document_language_of(self.state.connection.settings)
        text, ok = await save_voucher(VoucherDocument(self.voucher), path, customer)
        self.state.screen.result.show_state(text, ok=ok)
        return path if ok else None

    async def print_voucher(self, printer: QPrinter, document: VoucherDocument) -> None:
        """Print the voucher or the agency copy in a worker (the page layout takes a moment)."""
        customer = document_language_of(self.state.connection.settings)
        text = await print_voucher(document, printer, customer)
        self.state.screen.result.show_state(text, ok=True)
