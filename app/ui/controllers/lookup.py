"""Lookup and cancellation: the status card, the quotes and the CONFIRM, wired to the service."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from functools import partial
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtPrintSupport import QPrinter

from app.agency import queries
from app.api import ApiError, CancelResult, EnvironmentChangedError
from app.api.models import BookingStatusData
from app.booking import JournalFault, is_final
from app.booking.aftersale import AfterSale
from app.booking.cancel import CancelChoice, QuotedChoice
from app.booking.faults import JOURNAL_ERRORS
from app.counter.config.settings import document_language_of
from app.counter.link.tasks import PreemptiveTasks
from app.counter.papers.formatting import money_text
from app.counter.papers.voucher import VoucherDocument
from app.counter.services.booking_lookup import LookupService, SoldHere
from app.counter.services.history import payment_text
from app.domain.agent import AgentRef
from app.domain.money import CURRENCY, ZERO
from app.figures import stamp_text
from app.i18n import Catalogue
from app.ui.bridge import FAILED, Level, MessageBridge, log_shown
from app.ui.controllers.agency import AgencyController, AgencyUnavailable
from app.ui.controllers.customer_refund import Cancellation
from app.ui.controllers.header import HeaderController
from app.ui.controllers.pending import PendingController
from app.ui.saving import saying_saving
from app.ui.slots import async_slot
from app.ui.views.lookup import LookupView
from app.ui.vouchers import print_voucher, save_voucher

LOOKUP_CONTROLLER = Catalogue("LOOKUP_CONTROLLER")
# The card's reading: a newer one (a reference typed, the card read again after a cancellation)
# cancels the one still waiting, so an older booking's answer never replaces the newer card.
LOOKUP_TASK = "lookup"

log = logging.getLogger(__name__)


def counter_note(sold: SoldHere | None) -> str:
    """What this counter's journal knows of the booking, in a line: who it was sold to, what the
    customer paid and was given back, and what the wallet was charged and refunded."""
    if sold is None:
        return LOOKUP_CONTROLLER.tr("Not sold at this counter.")
    row = sold.row
    qty = row.qty
    text = LOOKUP_CONTROLLER.tr("Sold here {sold_at} to {customer}: %n seat(s).", "", qty)
    parts = [
        text.format(sold_at=stamp_text(row.sold_at), customer=row.customer_name),
        payment_text(row, sold.sale, sold.refunds, books=sold.books, carried=sold.carried),
    ]
    if row.total_refunded:
        parts.append(
            LOOKUP_CONTROLLER.tr("The service refunded {refunded} to the wallet.").format(
                refunded=money_text(row.total_refunded, CURRENCY)
            )
        )
    if sold.exchanged_for is not None:
        parts.append(
            LOOKUP_CONTROLLER.tr("Exchanged for booking {reference}.").format(
                reference=sold.exchanged_for
            )
        )
    return " ".join(parts)


class LookupController(QObject):
    """Looks bookings up, quotes cancellations and confirms them (each CONFIRM journalled first).

    Signals:
        refunded(CancelResult): a cancellation settled; the wallet and the history changed.
        cancelled(Cancellation): the same, with what the till needs for the customer's refund.
        owed_found(object, object): the booking shown has a customer refund still owed (its
            ``RefundOwed``, and what the service gave the agency back for it).
    """

    refunded = Signal(object)
    cancelled = Signal(object)
    owed_found = Signal(object, object)

    def __init__(
        self,
        header: HeaderController,
        bridge: MessageBridge,
        screen: LookupView,
        tasks: PreemptiveTasks,
        bookings: LookupService,
        pending: PendingController,
        agency: AgencyController,
        aftersale: AfterSale,
        seen: Callable[[str, BookingStatusData], Awaitable[bool]],
    ) -> None:
        super().__init__()
        # The watcher's look at each answer shown (a disruption recorded before it is shown).
        self.seen = seen
        self.agency = agency
        self.pending = pending
        self.header = header
        self.connection = header.connection
        self.bridge = bridge
        self.screen = screen
        self.tasks = tasks
        self.bookings = bookings
        # The quotes, the CONFIRM's request_id until it is settled, and the customer's refund.
        self.aftersale = aftersale
        screen.lookup_requested.connect(self.on_lookup_requested)
        screen.quote_requested.connect(self.on_quote_requested)
        screen.confirm_requested.connect(self.on_confirm_requested)
        screen.voucher.voucher_wanted.connect(self.offer_voucher)
        screen.voucher.save_requested.connect(self.on_save_voucher)
        screen.voucher.print_requested.connect(self.on_print_voucher)

    def offer_voucher(self) -> None:
        """The voucher of the booking on the card, as it stands now."""
        status = self.screen.status
        row = self.bookings.find(status.booking_reference) if status else None
        if status is None or row is None:
            return
        training = self.connection.training
        voucher = self.bookings.voucher(row, status, training, self.connection.settings.agency)
        if voucher is None:
            self.screen.show_voucher_state(
                LOOKUP_CONTROLLER.tr("This sale is no longer in the journal."), ok=False
            )
            return
        # Printed again: a copy of the voucher handed over with the sale.
        self.screen.voucher.offer(voucher)

    @async_slot(object, object)
    async def on_save_voucher(self, path: Path, document: VoucherDocument) -> None:
        """Save the reprinted voucher where staff chose."""
        customer = document_language_of(self.connection.settings)
        self.screen.show_voucher_state(*await save_voucher(document, path, customer))

    @async_slot(object, object)
    async def on_print_voucher(self, printer: QPrinter, document: VoucherDocument) -> None:
        """Print the reprinted voucher or agency copy on the printer chosen."""
        customer = document_language_of(self.connection.settings)
        self.screen.show_voucher_state(await print_voucher(document, printer, customer), ok=True)

    @async_slot(str)
    async def on_lookup_requested(self, booking_ref: str) -> None:
        """A reference was typed, pasted or opened from History (a newer one cancels this)."""
        await self.tasks.run(LOOKUP_TASK, self.look_up(booking_ref))

    @async_slot(object)
    async def on_quote_requested(self, choices: list[CancelChoice]) -> None:
        """Quote the choices side by side (a newer request cancels this one)."""
        await self.tasks.run("quote", self.quote(choices))

    @async_slot(object)
    async def on_confirm_requested(self, choice: CancelChoice) -> None:
        """Staff said yes: CONFIRM. Never preempted: it runs until the service answers."""
        await self.confirm(choice)

    async def look_up(self, booking_ref: str) -> BookingStatusData | None:
        """Show the card of ``booking_ref``; None when it is not found or the lookup failed."""
        try:
            row = self.bookings.find(booking_ref)
        except JOURNAL_ERRORS:
            log.exception("The journal cannot be read")
            row = None  # the service's card still shows; only this counter's note is missing
        status = await self.bridge.call(
            self.aftersale.look_up(booking_ref, row.module if row else None),
            self.screen.show_failure,
        )
        if status is FAILED:
            return None
        if status is None:
            self.screen.show_not_found(booking_ref)
            return None
        if row is not None and await self.seen(booking_ref, status):
            row = self.bookings.find(booking_ref)  # the operator's cancellation in it
        sold = None if row is None else self.bookings.sold_here(row)
        note = counter_note(sold)
        if sold is None and self.agency.configured:
            note = await self.agency_note(booking_ref)
        self.screen.show_status(
            status,
            note,
            sold_here=sold is not None,
            customer_total=None if sold is None else sold.customer_total,
            owed=ZERO if sold is None else sold.owed,
        )
        self._offer_owed(booking_ref)
        return status

    def reread_money(self) -> None:
        """A customer refund was recorded: the card says again, from the journal, what was given
        back and what is still owed (the service is not asked)."""
        status = self.screen.status
        if status is None:
            return
        ref = status.booking_reference
        try:
            row = self.bookings.find(ref)
            if row is None:
                return
            sold = self.bookings.sold_here(row)
        except JOURNAL_ERRORS:
            log.exception("The journal cannot be read")
            return
        self.screen.show_money(counter_note(sold), sold.customer_total, sold.owed)

    def _offer_owed(self, booking_ref: str) -> None:
        """A refund still owed on this booking (a cut-off run, no shift open then) is offered."""
        try:
            owed = self.bookings.owed_refund(booking_ref)
        except JOURNAL_ERRORS:
            log.exception("The journal cannot be read")
            return
        if owed is not None:
            self.owed_found.emit(*owed)

    async def agency_note(self, booking_ref: str) -> str:
        """Which of the agency's counters sold ``booking_ref``, and who, from the agency store."""
        try:
            sold = await self.agency.read(lambda pool: queries.find_booking(pool, booking_ref))
        except AgencyUnavailable:
            return LOOKUP_CONTROLLER.tr(
                "Not sold at this counter (the agency store does not answer now)."
            )
        if sold is None:
            return LOOKUP_CONTROLLER.tr(
                "Not sold at this counter, nor at any counter of the agency store."
            )
        return sold.describe()

    async def quote(self, choices: list[CancelChoice]) -> list[QuotedChoice] | None:
        """QUOTE each choice and read the wallet; show them side by side, each with the
        customer's refund by the rule."""
        quoted = await self.bridge.call(
            self.aftersale.quote(choices), self.screen.show_quote_failure
        )
        if quoted is FAILED:
            return None
        self.screen.show_quotes(quoted)
        return quoted

    def _show_confirm_failure(self, choice: CancelChoice, error: ApiError, text: str) -> None:
        """Refused for good: the next CONFIRM of ``choice`` is a new request. Else its outcome
        is not known: the same request is sent again."""
        if is_final(error):
            self.aftersale.forget(choice)
        elif not isinstance(error, EnvironmentChangedError | JournalFault):
            text = LOOKUP_CONTROLLER.tr(
                "The service did not confirm the cancellation ({reason}). Whether it went through "
                "is not known yet: press the same Cancel button again to ask once more. The same "
                "request is sent, so the wallet cannot be credited twice; meanwhile the app keeps "
                "asking in the background."
            ).format(reason=error.message)
        if self.screen.shows(choice.booking_ref):
            self.screen.show_confirm_failure(text)
        else:
            self.bridge.error(text)  # staff moved to another booking: said in the status area

    async def confirm(self, choice: CancelChoice) -> CancelResult | None:
        """Send CONFIRM for ``choice`` (journalled first); the result, or None on failure."""
        fault = self.bookings.read_only
        if fault is not None:
            log_shown(Level.ERROR, fault.sentence)
            self.screen.show_confirm_failure(fault.sentence)
            return None
        wallet = self.header.wallet
        agent = AgentRef(wallet.agent_id, wallet.tenant_id) if wallet else None
        async with self.pending.sending:
            outcome = await self.bridge.write(
                self.aftersale.confirm(choice, agent, saying_saving(self.screen.result_label)),
                partial(self._show_confirm_failure, choice),
            )
        if outcome is FAILED:
            self.pending.lost()
            return None
        request_id, result = outcome.request_id, outcome.result
        if not outcome.saved:
            self.pending.unsaved.keep(request_id, result)
            self.pending.lost()
            self.bridge.error(
                LOOKUP_CONTROLLER.tr(
                    "The cancellation went through (refund {reference}), but this computer could "
                    "not save it yet; the app keeps trying, and the service gives it back at the "
                    "next start."
                ).format(reference=result.refund_reference),
                request_id,
            )
        log.info(
            "Cancelled %s of %s: %s", choice.describe(), choice.booking_ref, result.refund_reference
        )
        shown = self.screen.shows(choice.booking_ref)
        if shown:
            self.screen.show_refund(result)
        self.pending.show()  # the customer's refund is owed from now until it is recorded
        self.refunded.emit(result)
        # Staff moved on to another booking meanwhile: its screen is not taken over; the refund
        # stays owed (the header lists it) and is offered when this one is shown.
        if shown:
            self.cancelled.emit(Cancellation(choice, request_id, result))
            await self._read_again(choice.booking_ref)
        return result

    async def _read_again(self, booking_ref: str) -> None:
        """The card of ``booking_ref`` read again after its cancellation, as a lookup: another
        booking looked up meanwhile supersedes it, and the cancellation's result stands."""
        try:
            await self.tasks.run(LOOKUP_TASK, self.look_up(booking_ref))
        except asyncio.CancelledError:
            task = asyncio.current_task()
            if task is not None and task.cancelling():
                raise  # the confirm itself is cancelled (the app closing), not only the reading
