"""Runs a sale: scans in workers, the review, settling with progress, the voucher."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QObject, Signal
from PySide6.QtPrintSupport import QPrinter

from app.api import ApiError, EnvironmentChangedError, RequestRejected
from app.booking import BookingFlow, Choice, Review, SettleOutcome, is_final, settle
from app.booking.till import customer_price_of
from app.counter.formatting import money_text
from app.counter.messages import environment_change_text
from app.counter.till_sale import till_sale_of
from app.counter.voucher import Voucher, voucher_for, voucher_html
from app.counter.wallet import WalletSummary, summary_of
from app.domain.clock import service_now
from app.domain.environment import EnvironmentChange, ServiceEnvironment
from app.domain.money import CURRENCY, ZERO
from app.domain.payment import Cash, Payment
from app.domain.till import CustomerPrice
from app.journal import Journal
from app.journal.till import Shift
from app.ui.bridge import FAILED, MessageBridge
from app.ui.controllers.header import HeaderController
from app.ui.documents import page_images, print_html, write_pdf
from app.ui.scan_reader import ScanReader
from app.ui.scans import Scan, ScanError, shrink_scan
from app.ui.screens.book import BookScreen
from app.ui.slots import async_slot
from app.ui.style import paper_ink
from app.ui.widgets.pin_dialog import Supervisor
from app.ui.widgets.scan_panel import ScanSource

log = logging.getLogger(__name__)

T = TypeVar("T")

NOT_KNOWN = (
    " Whether it was booked is not known yet. Press Confirm again to find out: the same "
    "request is sent, so it can never be booked or paid twice."
)
NO_SHIFT = (
    "No shift is open at this counter: open one on the Shift report screen (Ctrl+7) with your "
    "name and the float counted, then come back here (Esc keeps this sale)."
)


def handed_over(payment: Payment) -> str:
    """What the customer handed over, as the sentence to give it back says it."""
    amount = sum((p.tendered if isinstance(p, Cash) else p.amount for p in payment.parts), ZERO)
    return money_text(amount, CURRENCY)


class BookingController(QObject):
    """Wires the Book screen to the service, the journal and the worker threads.

    Signals:
        booked(SettleOutcome): a sale was booked and journalled (the history reloads).
    """

    booked = Signal(object)

    def __init__(
        self,
        header: HeaderController,
        bridge: MessageBridge,
        screen: BookScreen,
        journal: Journal,
        supervisor: Supervisor,
    ) -> None:
        super().__init__()
        self.supervisor = supervisor
        self.price: CustomerPrice | None = None
        self.taken: Payment | None = None
        self.header = header
        self.service = header.service
        self.bridge = bridge
        self.screen = screen
        self.journal = journal
        self.voucher: Voucher | None = None
        self._settling = False
        self.scans = ScanReader()
        form = screen.form
        form.scan_offered.connect(self.on_scan_offered)
        form.scan_stop_requested.connect(self.on_scan_stop_requested)
        form.shrink_requested.connect(self.on_shrink_requested)
        form.review_requested.connect(self.on_review_requested)
        screen.review.confirm_requested.connect(self.on_confirm_requested)
        screen.result.save_requested.connect(self.on_save_requested)
        screen.result.print_requested.connect(self.on_print_requested)
        bridge.environment_changed.connect(self.on_environment_changed)

    @property
    def flow(self) -> BookingFlow | None:
        """The sale on screen."""
        return self.screen.flow

    def start(self, choice: Choice) -> BookingFlow | None:
        """A new sale of ``choice``; None while the current one is being booked."""
        if self._settling:
            # Its answer must land on its own screen; the next customer waits a moment.
            self.bridge.warning(
                "A booking is still being confirmed. Start the next sale when it is done."
            )
            return None
        flow = BookingFlow(choice)
        self.voucher = None
        self.screen.start(flow)
        return flow

    def on_environment_changed(
        self, _environment: ServiceEnvironment, change: EnvironmentChange | None
    ) -> None:
        """A review on screen can no longer be confirmed once the service changed."""
        if change is not None and not self._settling:
            self._stop_review(change)

    def _stop_review(self, change: EnvironmentChange) -> None:
        if self.screen.currentWidget() is self.screen.review:
            self.screen.review.show_failure(environment_change_text(change), can_retry=False)

    # --- scans -------------------------------------------------------------------------------

    @async_slot(int, object)
    async def on_scan_offered(self, key: int, source: ScanSource) -> None:
        """A file or image for a passenger: read and encode it in a worker."""
        await self.encode_scan(key, source)

    def on_scan_stop_requested(self, key: int) -> None:
        """Staff stopped reading a passenger's scan."""
        self.scans.stop(key)

    @async_slot(int, object)
    async def on_shrink_requested(self, key: int, scan: Scan) -> None:
        """Shrink a passenger's image in a worker until it fits."""
        await self.shrink(key, scan)

    async def encode_scan(self, key: int, source: ScanSource) -> Scan | None:
        """Read ``source`` off the UI thread and give it to the passenger with ``key``."""
        try:
            scan = await self.scans.read(key, source)
        except ScanError as error:
            self.screen.form.scan_failed(key, str(error))
            return None
        self.screen.form.set_scan(key, scan)
        return scan

    async def shrink(self, key: int, scan: Scan) -> Scan | None:
        """Re-encode an image over the limit (in a worker); the result replaces it."""
        try:
            smaller = await asyncio.to_thread(shrink_scan, scan)
        except ScanError as error:
            self.screen.form.scan_failed(key, str(error))
            return None
        self.screen.form.set_scan(key, smaller)
        return smaller

    # --- review ------------------------------------------------------------------------------

    @async_slot()
    async def on_review_requested(self) -> None:
        """Check the sale and show the review (nothing is sent while it is not valid)."""
        button = self.screen.form.review_button
        button.setEnabled(False)
        try:
            await self.review()
        finally:
            button.setEnabled(True)

    async def review(self) -> Review | None:
        """Check every field (off the UI thread), read the wallet, price the sale.

        Nothing is asked of the service while something is wrong; the form says what.
        """
        flow = self.flow
        if flow is None:
            return None
        errors = await self._off_form(flow.errors)
        if errors:
            self.screen.form.show_errors(errors)
            return None
        wallet = await self.bridge.call(self.service.client.wallet_balance())
        if wallet is FAILED:
            return None
        if self.flow is not flow:
            return None  # another sale was started meanwhile
        flow.set_wallet(wallet)
        self.header.show_wallet(summary_of(wallet.data))
        try:
            review = await self._off_form(flow.review)
        except RequestRejected as error:
            self.screen.form.show_errors({item.field: item.message for item in error.errors})
            return None
        self.screen.show_review(review)
        self.price = customer_price_of(
            flow.choice, review.breakdown, self.service.settings.till_rules
        )
        blocker = "" if self.shift() is not None else NO_SHIFT
        self.screen.review.show_till(self.price, review.total, blocker)
        change = self.service.client.environment_change
        if change is not None:
            self._stop_review(change)
        return review

    async def _off_form(self, work: Callable[[], T]) -> T:
        """Run ``work`` on the sale in a worker; meanwhile the form takes no edits."""
        form = self.screen.form
        form.set_editable(False)
        try:
            return await asyncio.to_thread(work)
        finally:
            form.set_editable(True)

    def shift(self) -> Shift | None:
        """The counter's open shift (selling needs one)."""
        return self.journal.till.open_shift_of(self.service.settings.counter_code)

    # --- settle ------------------------------------------------------------------------------

    @async_slot()
    async def on_confirm_requested(self) -> None:
        """Staff confirmed: book and pay."""
        await self.confirm()

    async def confirm(self) -> SettleOutcome | None:
        """Book the reviewed sale once (journalled before and after), with upload progress."""
        flow = self.flow
        if flow is None or self._settling:
            return None  # (a second Confirm while the first is in flight pays nothing)
        panel = self.screen.review
        payment, price, shift = panel.taken(), self.price, self.shift()
        if payment is None or price is None:
            panel.show_held("Check the payment: the fields in red say what to fix.")
            return None
        if shift is None:
            panel.show_held(NO_SHIFT)
            return None
        margin = panel.margin
        if margin is not None and margin.below_cost:
            approved = await self.supervisor.require(
                panel,
                "Price below cost",
                f"{flow.choice.product}: the customer pays {money_text(price.total, CURRENCY)}, "
                f"the wallet {money_text(price.total - margin.amount, CURRENCY)}.",
                panel.show_held,
                "Not sent: a price below cost needs a supervisor's PIN.",
            )
            if approved is None:
                return None
        sale = till_sale_of(flow.choice, price, payment, self.service.settings.counter_code, shift)
        self.taken = payment
        panel.show_settling()
        self._settling = True
        try:
            outcome = await self.bridge.write(
                settle(
                    self.service.client,
                    self.journal,
                    flow,
                    on_progress=panel.show_progress,
                    sale=sale,
                ),
                self._show_failure,
            )
        finally:
            self._settling = False
        if outcome is FAILED:
            return None
        # What the service said answering this sale (the booking, the wallet read just after)
        # makes its voucher a training one, not what the settings expected.
        training = self.service.client.environment is ServiceEnvironment.SANDBOX
        if outcome.earlier:
            self.bridge.warning(
                f"An earlier attempt of this sale had gone through before the last changes: "
                f"booking {outcome.result.booking_ref}, as it was then. The changes were not "
                "sent; the voucher shows what was booked."
            )
        wallet = await self._wallet_after(outcome)
        self.voucher = voucher_for(
            flow.choice, outcome.body, outcome.result, service_now(), training
        )
        self.screen.show_result(outcome, self.voucher, wallet)
        self.screen.result.show_till(
            self.journal.till.sale(outcome.row.request_id),
            outcome.result.settlement_breakdown.total_debited,
        )
        log.info("Booked %s (request %s)", outcome.result.booking_ref, outcome.row.request_id)
        self.booked.emit(outcome)
        pages = await asyncio.to_thread(page_images, voucher_html(self.voucher, paper_ink()))
        self.screen.result.show_preview(pages[0])
        return outcome

    def _show_failure(self, error: ApiError, text: str) -> None:
        """The sale was refused (a new review is needed) or its outcome is not known yet."""
        if isinstance(error, EnvironmentChangedError):
            # Nothing was sent: neither "not known" nor "confirm again" applies.
            self.screen.review.show_failure(text, can_retry=False)
            return
        final = is_final(error)
        given = handed_over(self.taken) if self.taken is not None else ""
        if final:
            text = f"Not booked: give back {given}. {text}" if given else text
        else:
            text += NOT_KNOWN
            if given:
                text += f" The payment ({given}) stays pending with it: keep it aside until then."
        self.screen.review.show_failure(text, can_retry=not final)

    async def _wallet_after(self, outcome: SettleOutcome) -> WalletSummary | None:
        if outcome.wallet is None:
            return await self.header.refresh_wallet()
        summary = summary_of(outcome.wallet.data)
        self.header.show_wallet(summary)
        return summary

    # --- voucher -----------------------------------------------------------------------------

    @async_slot(object)
    async def on_save_requested(self, path: Path) -> None:
        """Save the voucher where staff chose."""
        await self.save_voucher(path)

    @async_slot(object)
    async def on_print_requested(self, printer: QPrinter) -> None:
        """Print the voucher on the printer chosen in the dialog."""
        await self.print_voucher(printer)

    async def save_voucher(self, path: Path) -> Path | None:
        """Write the voucher's PDF in a worker; the result page says where it went."""
        voucher = self.voucher
        if voucher is None:
            return None
        result = self.screen.result
        try:
            await asyncio.to_thread(
                write_pdf, voucher_html(voucher, paper_ink()), path, voucher.title
            )
        except OSError as exc:
            result.show_state(
                f"The voucher could not be written to {path} ({exc.strerror}). "
                "Choose another folder.",
                ok=False,
            )
            return None
        result.show_state(f"Voucher saved to {path}.", ok=True)
        return path

    async def print_voucher(self, printer: QPrinter) -> None:
        """Print the voucher in a worker (the page layout takes a moment)."""
        voucher = self.voucher
        if voucher is None:
            return
        await asyncio.to_thread(print_html, voucher_html(voucher, paper_ink()), printer)
        where = printer.printerName() or printer.outputFileName() or "the printer"
        self.screen.result.show_state(f"Voucher sent to {where}.", ok=True)
