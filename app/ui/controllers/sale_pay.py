"""Confirm on the review: the tenders given to the checkout, what it asks answered on screen (a
shift, the upload's progress; a supervisor's PIN is the sale service's to ask), the booking
awaited (staff may stop waiting), and a refusal or an unknown outcome said as staff must act on
it."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import TypeVar

from PySide6.QtCore import QObject

from app.api import ApiError, EnvironmentChangedError, NetworkError
from app.booking import JournalFault, SaleUnresolved, SettleOutcome, is_final
from app.booking.checkout import Asks, CheckoutResult
from app.booking.choice import Choice
from app.booking.faults import JOURNAL_ERRORS
from app.counter.config.declared import NotApproved
from app.counter.config.settings import document_language_of
from app.counter.papers.formatting import money_text
from app.domain.money import CURRENCY, ZERO
from app.domain.payment import Payment
from app.i18n import Catalogue
from app.records.till import Shift
from app.ui.bridge import FAILED, Level, log_shown
from app.ui.controllers.sale_review import NO_SHIFT, SALE_NEEDS_SHIFT, SALE_REVIEW
from app.ui.controllers.sale_state import SaleState
from app.ui.controllers.shift import ShiftKeeper
from app.ui.error_words import reason_of
from app.ui.slots import async_slot

SALE_PAY = Catalogue("SALE_PAY")

log = logging.getLogger(__name__)

T = TypeVar("T")

ShowOutcome = Callable[[Choice, SettleOutcome], Awaitable[None]]


def handed_over(payment: Payment) -> str:
    """What the customer handed over, as the sentence to give it back says it."""
    amount = sum((p.handed for p in payment.parts), ZERO)
    return money_text(amount, CURRENCY)


class PayController(QObject):
    """Turns Confirm and Stop waiting into the checkout's confirm; its questions are answered
    on screen (``asks``), its result handed to ``show_outcome``."""

    def __init__(
        self,
        state: SaleState,
        shifts: ShiftKeeper,
        show_outcome: ShowOutcome,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.state = state
        self.shifts = shifts
        self.show_outcome = show_outcome
        self.taken: Payment | None = None
        # The booking on its way, while staff may still stop waiting for it.
        self._waiting: asyncio.Task[CheckoutResult] | None = None
        review = state.screen.review
        review.confirm_requested.connect(self.on_confirm_requested)
        review.stop_waiting_requested.connect(self.stop_waiting)

    def asks(self) -> Asks:
        """What a checkout asks of staff, answered on the review page."""
        review = self.state.screen.review
        return self.state.desk.asks(self._shift, self._progress, review.show_saving)

    def _progress(self, sent: int, total: int) -> None:
        """How much of the request has gone out, on the review page."""
        self.state.screen.review.show_progress(sent, total)

    async def _shift(self) -> Shift | None:
        """The open shift; when none is, asked for here, and the sale goes on once it is open
        (nothing typed is lost)."""
        shift = self.shifts.current()
        if shift is not None:
            return shift
        state, panel = self.state, self.state.screen.review
        checkout = state.checkout
        panel.show_held(SALE_REVIEW.known(NO_SHIFT))
        shift = await self.shifts.ensure(panel, SALE_REVIEW.known(SALE_NEEDS_SHIFT))
        if shift is None or state.checkout is not checkout or state.settling:
            return None
        panel.shift_opened()
        panel.show_settling()
        return shift

    @async_slot()
    async def on_confirm_requested(self) -> None:
        """Staff confirmed: book and pay."""
        await self.confirm()

    def _remember_mail_choice(self) -> None:
        """Keep the clerk's "E-mail the customer" tick for this customer, before the sale is
        settled: its letter is queued with the booking if they want it."""
        state = self.state
        customer = state.screen.form.customer
        email = customer.field("customer_email").text().strip()
        checkout = state.checkout
        language = (
            checkout.customer_language
            if checkout is not None
            else document_language_of(state.connection.settings)
        )
        try:
            state.desk.remember_mail_choice(email, customer.mail.isChecked(), language)
        except JOURNAL_ERRORS as error:
            # Only the letter depends on it (it then follows the customer's earlier choice); the
            # sale's own write says what is wrong with the journal.
            log.warning("The customer's e-mail choice was not kept: %s", error)

    async def confirm(self) -> SettleOutcome | None:
        """Book the reviewed sale once (journalled before and after), with upload progress."""
        state = self.state
        checkout = state.checkout
        if checkout is None or state.settling:
            return None  # (a second Confirm while the first is in flight pays nothing)
        panel = state.screen.review
        read_only = state.desk.read_only
        if read_only is not None:
            log_shown(Level.ERROR, read_only.sentence)
            panel.show_failure(read_only.sentence, can_retry=False)
            return None
        payment = panel.taken()
        if payment is None or checkout.reviewed is None or checkout.pay(payment):
            panel.show_held(SALE_PAY.tr("Check the payment: the fields in red say what to fix."))
            return None
        try:
            sale = await checkout.till_sale()
        except NotApproved as refused:
            # Below cost or one transfer for two sales, and nobody approved: nothing was sent.
            panel.show_held(reason_of(refused))
            return None
        except JournalFault as fault:
            # The journal failed before anything was sent: said as the write-ahead's own fault.
            self._show_failure(fault, state.bridge.report(fault))
            return None
        if sale is None or state.checkout is not checkout or state.settling:
            return None
        self.taken = payment
        self._remember_mail_choice()
        panel.show_settling()
        state.settling = True
        began = asyncio.Event()
        waiting = asyncio.ensure_future(self._one_at_a_time(began, lambda: checkout.settle(sale)))
        self._waiting = waiting
        panel.offer_stop()
        try:
            result = await state.bridge.write(waiting, self._show_failure)
        except asyncio.CancelledError:
            current = asyncio.current_task()
            if current is None or current.cancelling():
                raise  # not staff's doing: the screen or the app is closing
            if not began.is_set():
                held = SALE_PAY.tr(
                    "You stopped waiting before anything was sent: nothing was booked or "
                    "charged. Confirm sends it."
                )
                log_shown(Level.INFO, held)
                panel.show_held(held)
                return None
            result = FAILED
            stopped = NetworkError(SALE_PAY.tr("You stopped waiting for the service's answer."))
            log_shown(Level.WARNING, stopped.message)
            self._show_failure(stopped, stopped.message)
        finally:
            state.settling = False
            self._waiting = None
            for request_id in checkout.flow.sent_request_ids:
                state.sold.setdefault(request_id, checkout.choice)
        if result is FAILED:
            state.pending.lost()
            return None
        outcome = result.outcome
        if not outcome.saved:
            self._unsaved(outcome)
        await self.show_outcome(checkout.choice, outcome)
        return outcome

    def _unsaved(self, outcome: SettleOutcome) -> None:
        """Booked, but the journal could not record it: kept in memory and said so."""
        pending = self.state.pending
        pending.unsaved.keep(outcome.row.request_id, outcome.result)
        pending.lost()
        reason = pending.unsaved.reason or SALE_PAY.tr("the journal failed")
        self.state.bridge.error(
            SALE_PAY.tr(
                "Booking {reference} is made and paid. This computer could not save it yet "
                "({reason}); the app keeps trying, and the service gives it back at the next "
                "start."
            ).format(reference=outcome.result.booking_ref, reason=reason),
            outcome.row.request_id,
        )

    async def _one_at_a_time(self, began: asyncio.Event, work: Callable[[], Awaitable[T]]) -> T:
        """``work()`` once no other write is in flight (the background tries hold the same lock),
        setting ``began`` as it starts; stopping the wait before then starts nothing."""
        async with self.state.pending.sending:
            began.set()
            return await work()

    def stop_waiting(self) -> None:
        """Staff stop waiting for the booking on its way: it is left pending (its outcome is
        unknown) and tried again in the background under the same request_id."""
        waiting, self._waiting = self._waiting, None
        if waiting is not None and not waiting.done():
            log.info("Staff stopped waiting for a booking's answer")
            waiting.cancel()

    def _show_failure(self, error: ApiError, text: str) -> None:
        """The sale was refused (a new review is needed) or its outcome is not known yet."""
        screen = self.state.screen
        if isinstance(error, JournalFault):
            # Nothing was written or sent: the form is the staff's again, as it was.
            screen.show_form()
            screen.form.other_errors.setText(error.message)
            return
        if isinstance(error, SaleUnresolved | EnvironmentChangedError):
            # Nothing was sent: neither "not known" nor "confirm again" applies.
            screen.review.show_failure(text, can_retry=False)
            return
        final = is_final(error)
        given = handed_over(self.taken) if self.taken is not None else ""
        if final:
            if given:
                text = SALE_PAY.tr("Not booked: give back {amount}. {reason}").format(
                    amount=given, reason=text
                )
        else:
            sentences = [
                text,
                SALE_PAY.tr(
                    "Whether it was booked is not known yet. Press Confirm again to find out: the "
                    "same request is sent, so it can never be booked or paid twice."
                ),
            ]
            if given:
                sentences.append(
                    SALE_PAY.tr(
                        "The payment ({amount}) stays pending with it: keep it aside until then."
                    ).format(amount=given)
                )
            text = " ".join(sentences)
        screen.review.show_failure(text, can_retry=not final)
