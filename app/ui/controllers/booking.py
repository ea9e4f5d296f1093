"""Runs a sale: scans in workers, the review, settling with progress, the voucher."""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QMessageBox

from app.api import (
    ApiError,
    BookingResult,
    EnvironmentChangedError,
    NetworkError,
    RequestRejected,
)
from app.booking import (
    BookingFlow,
    Choice,
    JournalFault,
    Resolution,
    ResolutionKind,
    Review,
    SaleUnresolved,
    SettleOutcome,
    is_final,
    same_sale,
    settle,
)
from app.booking.draft import Draft, DraftUnreadable, draft_of, has_work, restore
from app.booking.faults import JOURNAL_ERRORS, is_locked
from app.booking.till import customer_price_of
from app.booking.unresolved import UnresolvedSale
from app.counter.customer_display import sale_view
from app.counter.escpos import PrinterError
from app.counter.formatting import money_text
from app.counter.history import returning_customer
from app.counter.messages import environment_change_text
from app.counter.printers import TargetError
from app.counter.settings import document_language_of
from app.counter.till_sale import till_sale_of, upi_request
from app.counter.voucher import Voucher, VoucherDocument, voucher_for, with_till
from app.counter.wallet import WalletSummary, summary_of
from app.domain.clock import service_now
from app.domain.environment import EnvironmentChange, ServiceEnvironment
from app.domain.money import CURRENCY, ZERO
from app.domain.payment import Payment
from app.domain.till import CustomerPrice
from app.i18n import QT_TRANSLATE_NOOP, Catalogue
from app.journal import Journal
from app.journal.drafts import StoredDraft
from app.journal.store import DATABASE_NAME, JournalReads, reading
from app.journal.till import Shift, TillSale
from app.reports.receipt_data import NoReceipt, ReceiptData, receipt_data
from app.ui.bridge import FAILED, Level, MessageBridge, log_shown
from app.ui.controllers.header import HeaderController
from app.ui.controllers.pending import PendingController
from app.ui.controllers.shift import ShiftKeeper
from app.ui.documents import page_images
from app.ui.paper import print_receipt_on
from app.ui.saving import retried_while_locked
from app.ui.scan_folder import ScanFolderWatcher
from app.ui.scan_reader import ScanReader
from app.ui.scans import Scan, ScanError, scan_from_data_uri, shrink_scan
from app.ui.screens.book import BookScreen
from app.ui.slots import async_slot
from app.ui.style import paper_ink
from app.ui.till_words import repeated_text
from app.ui.vouchers import print_voucher, save_voucher
from app.ui.widgets.draft_question import DraftQuestion, void_approved
from app.ui.widgets.pin_dialog import Supervisor
from app.ui.widgets.scan_panel import ScanSource

BOOKING_CONTROLLER = Catalogue("BOOKING_CONTROLLER")

log = logging.getLogger(__name__)

T = TypeVar("T")

DRAFT_DELAY_MS = 700
NO_SHIFT = QT_TRANSLATE_NOOP(
    "BOOKING_CONTROLLER",
    "No shift is open at this counter: Confirm asks for one (your name and the float counted), "
    "then goes on with this sale.",
)
SALE_NEEDS_SHIFT = QT_TRANSLATE_NOOP(
    "BOOKING_CONTROLLER", "This sale needs a shift: none is open at this counter."
)


BeforeReview = tuple[UnresolvedSale | None, str | None]


def before_review(
    journal: JournalReads, review: Review, own: tuple[str, ...], counter: str
) -> BeforeReview:
    """What the review reads in the journal: the unresolved sale this one would repeat, and the
    receipt number the sale will carry (for the UPI note); None for what cannot be read (Confirm
    then says the journal cannot save the sale, and sends nothing)."""
    try:
        earlier = same_sale(journal, review.request.to_wire(), review.product, own)
    except JOURNAL_ERRORS:
        earlier = None
    try:
        receipt_no: str | None = journal.till.next_receipt_no(counter)
    except JOURNAL_ERRORS:
        receipt_no = None
    return earlier, receipt_no


def handed_over(payment: Payment) -> str:
    """What the customer handed over, as the sentence to give it back says it."""
    amount = sum((p.handed for p in payment.parts), ZERO)
    return money_text(amount, CURRENCY)


class BookingController(QObject):
    """Wires the Book screen to the service, the journal and the worker threads.

    Signals:
        booked(SettleOutcome): a sale was booked and journalled (the history reloads).
        sale_shown(SaleView): a sale is at its review, as the customer display shows it.
        sale_taken(Decimal): the booked sale's payment is taken; the change to hand back.
        looked_up(object): a typed phone's earlier customer was looked for (the
            ``KnownCustomer`` found, or None).
    """

    booked = Signal(object)
    sale_shown = Signal(object)
    sale_taken = Signal(object)
    looked_up = Signal(object)

    def __init__(
        self,
        header: HeaderController,
        bridge: MessageBridge,
        screen: BookScreen,
        journal: Journal,
        pending: PendingController,
        supervisor: Supervisor,
        shifts: ShiftKeeper,
    ) -> None:
        super().__init__()
        self.supervisor = supervisor
        self.shifts = shifts
        self.price: CustomerPrice | None = None
        self.taken: Payment | None = None
        self.header = header
        self.service = header.service
        self.bridge = bridge
        self.screen = screen
        self.journal = journal
        self.pending = pending
        self.voucher: Voucher | None = None
        self.receipt_ref: str | None = None  # the booking on the result page, when it has one
        self._settling = False
        # The booking on its way, while staff may still stop waiting for it.
        self._waiting: asyncio.Task[SettleOutcome] | None = None
        self.scans = ScanReader()
        # The scanner's drop folder: each new scan is offered to the passenger who needs one.
        self.scanner = ScanFolderWatcher(self)
        self.scanner.arrived.connect(screen.form.offer_scan)
        self.scanner.missing.connect(screen.form.scanner_folder_missing)
        # What each request sent from this screen sold: its voucher, if it is booked later.
        self._choices: dict[str, Choice] = {}
        self._ready: dict[str, SettleOutcome] = {}
        form = screen.form
        form.till_rules = lambda: self.service.settings.till_rules
        form.customer.phone_typed.connect(self.on_phone_typed)
        form.scan_offered.connect(self.on_scan_offered)
        form.scan_stop_requested.connect(self.on_scan_stop_requested)
        form.shrink_requested.connect(self.on_shrink_requested)
        form.review_requested.connect(self.on_review_requested)
        screen.review.confirm_requested.connect(self.on_confirm_requested)
        screen.review.stop_waiting_requested.connect(self.stop_waiting)
        screen.result.save_requested.connect(self.on_save_requested)
        screen.result.print_requested.connect(self.on_print_requested)
        screen.result.receipt_requested.connect(self.on_receipt_requested)
        bridge.environment_changed.connect(self.on_environment_changed)
        # What is typed is saved as a draft once typing pauses, not at every keystroke.
        self._draft_timer = QTimer(self)
        self._draft_timer.setSingleShot(True)
        self._draft_timer.setInterval(DRAFT_DELAY_MS)
        self._draft_timer.timeout.connect(self.save_draft)
        form.changed.connect(self._draft_timer.start)
        self.close_question: DraftQuestion | None = None
        self._may_close = False
        self._discarded = False  # staff discarded the sale on closing: nothing more is kept
        screen.notice.voucher_requested.connect(self.show_booked)

    @property
    def flow(self) -> BookingFlow | None:
        """The sale on screen."""
        return self.screen.flow

    def start(self, choice: Choice) -> BookingFlow | None:
        """A new sale of ``choice``; None while the current one is being booked."""
        if self._settling:
            # Its answer must land on its own screen; the next customer waits a moment.
            self.bridge.warning(
                BOOKING_CONTROLLER.tr(
                    "A booking is still being confirmed. Start the next sale when it is done."
                )
            )
            return None
        unresolved = self.pending.unresolved
        if unresolved and not self._ask_new_sale(unresolved[0].notice()):
            return None
        flow = BookingFlow(choice)
        self.voucher = None
        self.screen.start(flow)
        self._use_scanner_folder()
        self._drop_draft()  # the sale in progress is this one now
        return flow

    def _use_scanner_folder(self) -> None:
        """Watch the scanner's folder the settings name now (a change in Settings counts from
        the next sale)."""
        folder = self.service.settings.scanner_folder
        self.screen.form.set_scanner_folder(folder)
        self.scanner.watch(folder)

    @async_slot(str)
    async def on_phone_typed(self, phone: str) -> None:
        """A phone number was typed: offer its earlier customer, looked up in a worker."""
        database = self.journal.folder / DATABASE_NAME
        try:
            known = await asyncio.to_thread(returning_customer, database, phone)
        except JOURNAL_ERRORS as error:
            # Only a convenience: the clerk types the customer as before.
            log.warning("Earlier customers could not be read: %s", error)
            known = None
        self.screen.form.customer.offer(phone, known)
        self.looked_up.emit(known)

    # --- the draft ---------------------------------------------------------------------------

    def in_progress(self) -> bool:
        """Whether a sale with something typed is on the Book screen, not booked yet."""
        flow = self.flow
        return flow is not None and has_work(flow)

    def save_draft(self) -> Draft | None:
        """Keep the sale as typed in the journal; the draft kept (nothing typed: no draft)."""
        self._draft_timer.stop()
        flow = self.flow
        if flow is None or flow.result is not None or self._discarded:
            return None
        if not has_work(flow):
            self._drop_draft()
            return None
        draft = draft_of(flow)
        try:
            # Never waited for on the screen's thread: a journal held by another program is
            # tried again a moment later, the sale still on the screen.
            with self.journal.without_waiting():
                self.journal.drafts.save(draft.body, self.journal.drafts.write_scans(draft.scans))
        except JOURNAL_ERRORS as error:
            # A draft is a convenience: a journal that cannot take it never stops the sale.
            log.warning("The draft could not be kept: %s", error)
            if is_locked(error):
                self._draft_timer.start()
            return None
        return draft

    def keep_draft(self, draft: Draft) -> None:
        """Tell the agency store this counter keeps ``draft``, the one saved last (once)."""
        shift = self.shift()
        try:
            self.journal.drafts.keep({**draft.kept, "clerk": shift.clerk if shift else None})
        except JOURNAL_ERRORS as error:
            log.warning("The kept draft could not be told to the agency store: %s", error)

    def _drop_draft(self) -> None:
        """No draft is kept any more (a journal that cannot be written keeps its last one)."""
        self._draft_timer.stop()
        try:
            self.journal.drafts.discard()
        except JOURNAL_ERRORS as error:
            log.warning("The draft could not be dropped: %s", error)

    def restore(self, stored: StoredDraft) -> BookingFlow | None:
        """Put a kept draft back on the Book screen; None (and the draft dropped) if unreadable."""
        try:
            flow = restore(Draft(stored.body, stored.scans))
        except DraftUnreadable as error:
            log.warning("Draft not restored: %s", error)
            self.bridge.warning(
                BOOKING_CONTROLLER.tr(
                    "The sale kept from last time could not be read; it was dropped."
                )
            )
            self._drop_draft()
            return None
        scans = {}
        kept = BOOKING_CONTROLLER.tr("Scan kept with the draft")
        for row, data_uri in stored.scans.items():
            try:
                scans[row] = scan_from_data_uri(data_uri, kept)
            except ScanError as error:
                log.warning("A scan of the draft was not restored: %s", error)
        self.voucher = None
        self.screen.form.restore(flow, scans)
        self._use_scanner_folder()
        self.screen.show_form()
        self._draft_timer.stop()
        return flow

    def may_close(self) -> bool:
        """The window is closing: True when nothing is in progress or staff answered; otherwise
        ask (keep as a draft / discard / cancel) and say not yet."""
        if self._may_close or self._settling or not self.in_progress():
            return True
        if self.close_question is None:
            self.close_question = self._ask_on_close()
        self.close_question.open()
        return False

    def _ask_on_close(self) -> DraftQuestion:
        question = DraftQuestion(
            self.screen.window(),
            "closeQuestion",
            BOOKING_CONTROLLER.tr(
                "A sale is in progress: keep it as a draft, discard it, or cancel?"
            ),
            BOOKING_CONTROLLER.tr("A draft is offered back the next time Counterdesk starts."),
            BOOKING_CONTROLLER.tr("&Keep as draft"),
            cancel=True,
        )
        question.answered.connect(self._answered)
        return question

    def _answered(self, keep: bool) -> None:
        flow = self.flow
        if keep:
            self._close(keep=True)
        elif flow is not None and flow.ever_sent:
            self._void_and_close()
        else:
            # Never sent: nothing was booked or paid, and the question was the confirmation.
            self._discarded = True
            self._drop_draft()
            self._close(keep=False)

    @async_slot()
    async def _void_and_close(self) -> None:
        """Discard the sale once the supervisor approves, and close; refused (or the PIN dialog
        closed), the window stays open with the sale on it."""
        flow = self.flow
        summary = draft_of(flow).summary if flow is not None else ""
        voided_by = await void_approved(self.supervisor, self.screen, summary, self.bridge.warning)
        if voided_by is None:
            return
        self.save_draft()  # the void sends the sale as typed last to the agency store
        self._discarded = True
        try:
            self.journal.drafts.void(summary, voided_by)
        except JOURNAL_ERRORS as error:
            log.warning("The draft could not be voided: %s", error)
        self._close(keep=False)

    def _close(self, *, keep: bool) -> None:
        if keep:
            self.save_draft()
        self._may_close = True
        self.screen.window().close()

    def _ask_new_sale(self, notice: str) -> bool:
        """Staff confirm a new sale while an earlier one has no answer."""
        answer = QMessageBox.question(
            self.screen,
            BOOKING_CONTROLLER.tr("An earlier sale's answer has not come"),
            BOOKING_CONTROLLER.tr(
                "{notice} Start another sale anyway? A sale for the same trip, day and customer "
                "is not sent until that one is settled."
            ).format(notice=notice),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

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
        """Read ``source`` off the UI thread and give it to the passenger with ``key``.

        An image over the limit is shrunk at once; the original stays with the smaller scan.
        """
        try:
            scan = await self.scans.read(key, source)
        except ScanError as error:
            self.screen.form.scan_failed(key, str(error))
            return None
        self.screen.form.set_scan(key, scan)
        if scan.fits or not scan.is_image:
            return scan
        self.screen.form.show_shrinking(key)
        return await self.shrink(key, scan)

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
        settings = self.service.settings
        counter = settings.counter_code

        def reviewed() -> tuple[Review, BeforeReview | None]:
            # The sale priced and the journal read for it in one worker.
            review = flow.review()
            own = tuple(flow.sent_request_ids)
            return review, self._read_apart(lambda j: before_review(j, review, own, counter))

        try:
            review, read = await self._off_form(reviewed)
        except RequestRejected as error:
            self.screen.form.show_errors(error.field_messages())
            return None
        if self.flow is not flow:
            return None  # another sale was started meanwhile
        if read is None:  # the journal could not be read apart: read on its own connection
            read = before_review(self.journal, review, tuple(flow.sent_request_ids), counter)
        earlier, receipt_no = read
        if earlier is not None:
            self.screen.form.other_errors.setText(
                BOOKING_CONTROLLER.tr(
                    "{notice} This sale is for the same trip, day and customer: it cannot be sold "
                    "again until the service answers about that one."
                ).format(notice=earlier.notice())
            )
            return None
        self.screen.show_review(review)
        self.price = customer_price_of(
            flow.choice, review.breakdown, self.service.settings.till_rules
        )
        shift = self.shift()
        blocker = "" if shift is not None else BOOKING_CONTROLLER.known(NO_SHIFT)
        upi = None if receipt_no is None else upi_request(settings, receipt_no, review.request_id)
        self.screen.review.show_till(self.price, review.total, blocker, upi)
        view = sale_view(
            settings.agency_name, flow, self.price.total, document_language_of(settings)
        )
        # The customer's display follows on the next turn of the loop: the review page laid out
        # and painted in one turn and the display's window in another, not both in one.
        await asyncio.sleep(0)
        if self.flow is not flow:
            return None  # another sale was started meanwhile
        self.sale_shown.emit(view)
        change = self.service.client.environment_change
        if change is not None:
            self._stop_review(change)
        elif shift is None and self.journal.read_only is None:
            # (A journal that cannot be written sells nothing: no shift is asked for.)
            await self._ask_shift(flow)
        return review

    async def _ask_shift(self, flow: BookingFlow) -> None:
        """The sale needs a shift: asked for over the review, which goes on once it is open."""
        shift = await self.shifts.ensure(self.screen, BOOKING_CONTROLLER.known(SALE_NEEDS_SHIFT))
        if shift is not None and self.flow is flow:
            self.screen.review.shift_opened()
            self.screen.review.first_focus().setFocus()

    def _read_apart(self, read: Callable[[JournalReads], T]) -> T | None:
        """``read`` of the journal on a read-only connection of its own (in a worker: its rows
        are not made into objects on the UI thread); None when the file cannot be read so (a
        journal that cannot be written, or one in memory): the caller reads on ``self.journal``."""
        if self.journal.read_only is not None:
            return None
        try:
            with reading(self.journal.folder / DATABASE_NAME, self.journal.now) as journal:
                return read(journal)
        except sqlite3.Error as error:
            log.info("The journal was not read apart (%s): read on its own connection", error)
            return None

    async def _read_off_ui(self, read: Callable[[JournalReads], T]) -> T:
        """``read`` of the journal in a worker (``_read_apart``), else on ``self.journal``."""
        done = await asyncio.to_thread(self._read_apart, lambda journal: (read(journal),))
        return done[0] if done is not None else read(self.journal)

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
        return self.shifts.current()

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
        if self.journal.read_only is not None:
            log_shown(Level.ERROR, self.journal.read_only.sentence)
            panel.show_failure(self.journal.read_only.sentence, can_retry=False)
            return None
        payment, price = panel.taken(), self.price
        if payment is None or price is None:
            panel.show_held(
                BOOKING_CONTROLLER.tr("Check the payment: the fields in red say what to fix.")
            )
            return None
        shift = self.shift()
        if shift is None:
            # Asked here, and the sale goes on once it is open: nothing typed is lost.
            panel.show_held(BOOKING_CONTROLLER.known(NO_SHIFT))
            shift = await self.shifts.ensure(panel, BOOKING_CONTROLLER.known(SALE_NEEDS_SHIFT))
            if shift is None or self.flow is not flow or self._settling:
                return None
            panel.shift_opened()
            panel.show_settling()
        margin = panel.margin
        if margin is not None and margin.below_cost:
            customer_pays = money_text(price.total, CURRENCY)
            wallet_pays = money_text(price.total - margin.amount, CURRENCY)
            approved = await self.supervisor.require(
                panel,
                BOOKING_CONTROLLER.tr("Price below cost"),
                BOOKING_CONTROLLER.tr(
                    "{product}: the customer pays {customer}, the wallet {wallet}."
                ).format(product=flow.choice.product, customer=customer_pays, wallet=wallet_pays),
                panel.show_held,
                BOOKING_CONTROLLER.tr("Not sent: a price below cost needs a supervisor's PIN."),
            )
            if approved is None:
                return None
        earlier = self.journal.till.repeated_reference(payment)
        split = None
        if earlier is not None:
            split = await self.supervisor.require(
                panel,
                BOOKING_CONTROLLER.tr("One transfer for two sales"),
                repeated_text(earlier),
                panel.show_held,
                BOOKING_CONTROLLER.tr(
                    "Not sent: check the reference with the customer; a transfer split over "
                    "two sales needs a supervisor's PIN."
                ),
            )
            if split is None:
                return None
        settings = self.service.settings
        tax = settings.registration.basis(flow.choice.module, flow.customer.buyer)
        sale = till_sale_of(
            flow.choice,
            price,
            payment,
            settings.counter_code,
            shift,
            service_now(),
            settings.refund_service_charge,
            tax,
            repeat_decision=split,
        )
        self.taken = payment
        panel.show_settling()
        self._settling = True
        began = asyncio.Event()
        waiting = asyncio.ensure_future(
            self._one_at_a_time(
                began,
                lambda: self._settle_saving(flow, sale),
            )
        )
        self._waiting = waiting
        panel.offer_stop()
        try:
            outcome = await self.bridge.write(waiting, self._show_failure)
        except asyncio.CancelledError:
            current = asyncio.current_task()
            if current is None or current.cancelling():
                raise  # not staff's doing: the screen or the app is closing
            if not began.is_set():
                held = BOOKING_CONTROLLER.tr(
                    "You stopped waiting before anything was sent: nothing was booked or "
                    "charged. Confirm sends it."
                )
                log_shown(Level.INFO, held)
                panel.show_held(held)
                return None
            outcome = FAILED
            stopped = NetworkError(
                BOOKING_CONTROLLER.tr("You stopped waiting for the service's answer.")
            )
            log_shown(Level.WARNING, stopped.message)
            self._show_failure(stopped, stopped.message)
        finally:
            self._settling = False
            self._waiting = None
            for request_id in flow.sent_request_ids:
                self._choices.setdefault(request_id, flow.choice)
        if outcome is FAILED:
            self.pending.lost()
            return None
        if not outcome.saved:
            self.pending.unsaved.keep(outcome.row.request_id, outcome.result)
            self.pending.lost()
            reason = self.pending.unsaved.reason or BOOKING_CONTROLLER.tr("the journal failed")
            self.bridge.error(
                BOOKING_CONTROLLER.tr(
                    "Booking {reference} is made and paid. This computer could not save it yet "
                    "({reason}); the app keeps trying, and the service gives it back at the next "
                    "start."
                ).format(reference=outcome.result.booking_ref, reason=reason),
                outcome.row.request_id,
            )
        await self._show_outcome(flow.choice, outcome)
        return outcome

    async def _one_at_a_time(self, began: asyncio.Event, work: Callable[[], Awaitable[T]]) -> T:
        """``work()`` once no other write is in flight (the background tries hold the same lock),
        setting ``began`` as it starts; stopping the wait before then starts nothing."""
        async with self.pending.sending:
            began.set()
            return await work()

    def stop_waiting(self) -> None:
        """Staff stop waiting for the booking on its way: it is left pending (its outcome is
        unknown) and tried again in the background under the same request_id."""
        waiting, self._waiting = self._waiting, None
        if waiting is not None and not waiting.done():
            log.info("Staff stopped waiting for a booking's answer")
            waiting.cancel()

    async def _settle_saving(self, flow: BookingFlow, sale: TillSale) -> SettleOutcome:
        """Settle the sale; while another program holds the journal's lock (nothing written or
        sent yet), say "Saving…" and try again a moment later (``retried_while_locked``)."""
        panel = self.screen.review
        return await retried_while_locked(
            lambda: settle(
                self.service.client,
                self.journal,
                flow,
                on_progress=panel.show_progress,
                sale=sale,
            ),
            panel.show_saving,
        )

    async def _show_outcome(self, choice: Choice, outcome: SettleOutcome) -> None:
        """The result page and its voucher for ``outcome``, a sale of ``choice``."""
        # What the service said answering this sale (the booking, the wallet read just after)
        # makes its voucher a training one, not what the settings expected.
        training = self.service.training
        if outcome.earlier:
            self.bridge.warning(
                BOOKING_CONTROLLER.tr(
                    "An earlier attempt of this sale had gone through before the last changes: "
                    "booking {reference}, as it was then. The changes were not sent; the voucher "
                    "shows what was booked."
                ).format(reference=outcome.result.booking_ref),
                outcome.row.request_id,
            )
        wallet = await self._wallet_after(outcome)
        voucher = voucher_for(choice, outcome.body, outcome.result, service_now(), training)
        agency = self.service.settings.agency
        request_id = outcome.row.request_id
        # The voucher's bill and the till's sale read in a worker, the result page shown after.
        shown, sale = await self._read_off_ui(
            lambda journal: (with_till(voucher, journal, agency), journal.till.sale(request_id))
        )
        self.voucher = shown
        self.screen.show_result(outcome, shown, wallet)
        taken = sale is not None and sale.receipt_no is not None
        self.receipt_ref = outcome.result.booking_ref if taken else None
        self.screen.result.show_till(sale, outcome.result.settlement_breakdown.total_debited)
        self._drop_draft()  # the sale is made: nothing to keep
        log.info("Booked %s (request %s)", outcome.result.booking_ref, outcome.row.request_id)
        # The customer's display and the screens that follow the sale (History, the wallet,
        # the catalogue's seats) on the next turn: the result page is painted in a turn of its own.
        await asyncio.sleep(0)
        if sale is not None:
            self.sale_taken.emit(sale.payment.change)
        self.booked.emit(outcome)
        if self.receipt_ref is not None and self.service.settings.printers.receipt:
            await self.print_receipt()
        document, ink = VoucherDocument(shown), paper_ink()
        # Its HTML (the QR code of the booking made there) and its pages made in a worker.
        pages = await asyncio.to_thread(lambda: page_images(document.html(ink)))
        self.screen.result.show_preview(pages[0])

    def on_resolved(self, resolutions: list[Resolution]) -> None:
        """Earlier sales the background tries settled: one booked is offered on the Book screen
        (its voucher if this run sold it, else its card in Lookup, where it can be cancelled)."""
        for resolution in resolutions:
            if resolution.kind is not ResolutionKind.BOOKED:
                continue
            assert isinstance(resolution.answer, BookingResult) and resolution.row is not None
            request = self.journal.find(resolution.request_id)
            body = request.body if request is not None else {}
            self._ready[resolution.request_id] = SettleOutcome(
                resolution.answer, resolution.row, body, None, saved=resolution.saved
            )
            self.screen.notice.show_booked(
                resolution.request_id,
                resolution.answer.booking_ref,
                BOOKING_CONTROLLER.tr(
                    "{outcome} Its voucher is ready; if it was not wanted, cancel it in Lookup "
                    "(its refund is quoted first)."
                ).format(outcome=resolution.message),
            )
            # This run's sale, with nothing else on the screen: its voucher at once.
            if resolution.request_id in self._choices and self._idle(resolution.request_id):
                self.show_booked(resolution.request_id)

    def _idle(self, request_id: str) -> bool:
        """No other sale is being typed or confirmed on the Book screen."""
        flow = self.flow
        return not self._settling and (
            flow is None or flow.result is not None or request_id in flow.sent_request_ids
        )

    @async_slot(str)
    async def show_booked(self, request_id: str) -> None:
        """Show the voucher of a sale booked after its answer was lost (Lookup when this run
        did not sell it, so the choice behind its voucher is not known here)."""
        outcome = self._ready.pop(request_id, None)
        if outcome is None:
            return
        self.screen.notice.clear_booked()
        choice = self._choices.get(request_id)
        if choice is None:
            self.screen.notice.lookup_requested.emit(outcome.result.booking_ref)
            return
        flow = self.flow
        if flow is not None and request_id in flow.sent_request_ids:
            flow.mark_booked(outcome.result)
        await self._show_outcome(choice, outcome)

    def _show_failure(self, error: ApiError, text: str) -> None:
        """The sale was refused (a new review is needed) or its outcome is not known yet."""
        if isinstance(error, JournalFault):
            # Nothing was written or sent: the form is the staff's again, as it was.
            self.screen.show_form()
            self.screen.form.other_errors.setText(error.message)
            return
        if isinstance(error, SaleUnresolved | EnvironmentChangedError):
            # Nothing was sent: neither "not known" nor "confirm again" applies.
            self.screen.review.show_failure(text, can_retry=False)
            return
        final = is_final(error)
        given = handed_over(self.taken) if self.taken is not None else ""
        if final:
            if given:
                text = BOOKING_CONTROLLER.tr("Not booked: give back {amount}. {reason}").format(
                    amount=given, reason=text
                )
        else:
            sentences = [
                text,
                BOOKING_CONTROLLER.tr(
                    "Whether it was booked is not known yet. Press Confirm again to find out: the "
                    "same request is sent, so it can never be booked or paid twice."
                ),
            ]
            if given:
                sentences.append(
                    BOOKING_CONTROLLER.tr(
                        "The payment ({amount}) stays pending with it: keep it aside until then."
                    ).format(amount=given)
                )
            text = " ".join(sentences)
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

    @async_slot(object, object)
    async def on_print_requested(self, printer: QPrinter, document: VoucherDocument) -> None:
        """Print the voucher or the agency copy on the printer chosen in the dialog."""
        await self.print_voucher(printer, document)

    @async_slot()
    async def on_receipt_requested(self) -> None:
        """Print receipt was pressed."""
        await self.print_receipt()

    async def print_receipt(self) -> bool:
        """Print the sale's receipt on the receipt printer in a worker (a receipt printer reached
        directly opens the drawer after a cash sale); the result page says how it went."""
        if self.receipt_ref is None:
            return False
        settings = self.service.settings
        training = self.service.training
        ref = self.receipt_ref

        def receipt(journal: JournalReads) -> ReceiptData:
            return receipt_data(journal, ref, agency=settings.agency, training=training)

        try:
            data = await self._read_off_ui(receipt)
            await asyncio.to_thread(
                print_receipt_on,
                settings.printers,
                data,
                paper_ink(),
                document_language_of(settings),
            )
        except (NoReceipt, TargetError, PrinterError) as error:
            self.screen.result.show_state(
                BOOKING_CONTROLLER.tr("The receipt was not printed: {reason}").format(reason=error),
                ok=False,
            )
            return False
        self.screen.result.show_state(
            BOOKING_CONTROLLER.tr("Receipt {number} printed.").format(number=data.receipt_no),
            ok=True,
        )
        return True

    async def save_voucher(self, path: Path) -> Path | None:
        """Write the customer's voucher's PDF in a worker; the result page says where it went."""
        if self.voucher is None:
            return None
        customer = document_language_of(self.service.settings)
        text, ok = await save_voucher(VoucherDocument(self.voucher), path, customer)
        self.screen.result.show_state(text, ok=ok)
        return path if ok else None

    async def print_voucher(self, printer: QPrinter, document: VoucherDocument) -> None:
        """Print the voucher or the agency copy in a worker (the page layout takes a moment)."""
        customer = document_language_of(self.service.settings)
        self.screen.result.show_state(await print_voucher(document, printer, customer), ok=True)
