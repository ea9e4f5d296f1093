"""The review of a sale: every field checked off the UI thread, the wallet read, the sale priced
by its checkout, the journal asked whether it repeats an unresolved sale, the review shown."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QObject, Signal

from app.api import RequestRejected
from app.booking import Review
from app.booking.checkout import Checkout, CheckoutReview
from app.counter.link.wallet import summary_of
from app.counter.papers.messages import environment_change_text
from app.counter.services.customer_display import sale_view
from app.counter.services.sales import BeforeReview
from app.counter.services.till_sale import upi_request
from app.domain.environment import EnvironmentChange
from app.i18n import QT_TRANSLATE_NOOP, Catalogue
from app.ui.bridge import FAILED
from app.ui.controllers.sale_state import SaleState
from app.ui.controllers.shift import ShiftKeeper
from app.ui.slots import async_slot

SALE_REVIEW = Catalogue("SALE_REVIEW")

T = TypeVar("T")

NO_SHIFT = QT_TRANSLATE_NOOP(
    "SALE_REVIEW",
    "No shift is open at this counter: Confirm asks for one (your name and the float counted), "
    "then goes on with this sale.",
)
SALE_NEEDS_SHIFT = QT_TRANSLATE_NOOP(
    "SALE_REVIEW", "This sale needs a shift: none is open at this counter."
)


class ReviewController(QObject):
    """Turns the form's Review into the checkout's review, and its answer into the review page.

    Signals:
        sale_shown(SaleView): a sale is at its review, as the customer display shows it.
    """

    sale_shown = Signal(object)

    def __init__(
        self, state: SaleState, shifts: ShiftKeeper, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.state = state
        self.shifts = shifts
        state.screen.form.review_requested.connect(self.on_review_requested)

    @async_slot()
    async def on_review_requested(self) -> None:
        """Check the sale and show the review (nothing is sent while it is not valid)."""
        button = self.state.screen.form.review_button
        button.setEnabled(False)
        try:
            await self.review()
        finally:
            button.setEnabled(True)

    async def review(self) -> CheckoutReview | None:
        """Check every field (off the UI thread), read the wallet, price the sale.

        Nothing is asked of the service while something is wrong; the form says what.
        """
        state = self.state
        checkout, form = state.checkout, state.screen.form
        if checkout is None:
            return None
        flow = checkout.flow
        errors = await self._off_form(flow.errors)
        if errors:
            form.show_errors(errors)
            return None
        wallet = await state.bridge.call(state.connection.client.wallet_balance())
        if wallet is FAILED or state.checkout is not checkout:
            return None  # (or another sale was started meanwhile)
        flow.set_wallet(wallet)
        state.header.show_wallet(summary_of(wallet.data))
        settings = state.connection.settings
        counter = settings.counter_code

        def reviewed() -> tuple[Review, BeforeReview | None]:
            # The sale priced and the journal read for it in one worker.
            review = flow.review()
            own = tuple(flow.sent_request_ids)
            return review, state.desk.before_review_apart(review, own, counter)

        try:
            review, read = await self._off_form(reviewed)
        except RequestRejected as error:
            form.show_errors(error.field_messages())
            return None
        if state.checkout is not checkout:
            return None
        problems = checkout.tax_problems(review)
        if problems:
            form.show_errors(problems)
            return None
        if read is None:  # the journal could not be read apart: read on its own connection
            read = state.desk.before_review_here(review, tuple(flow.sent_request_ids), counter)
        earlier, receipt_no = read
        if earlier is not None:
            form.other_errors.setText(
                SALE_REVIEW.tr(
                    "{notice} This sale is for the same trip, day and customer: it cannot be sold "
                    "again until the service answers about that one."
                ).format(notice=earlier.notice())
            )
            return None
        return await self._show(checkout, checkout.price(review), receipt_no)

    async def _show(
        self, checkout: Checkout, reviewed: CheckoutReview, receipt_no: str | None
    ) -> CheckoutReview | None:
        """The review page for ``reviewed``, the customer display next, and a shift asked for
        when none is open."""
        state = self.state
        settings = state.connection.settings
        state.screen.show_review(reviewed.review)
        shift = self.shifts.current()
        blocker = "" if shift is not None else SALE_REVIEW.known(NO_SHIFT)
        upi = None if receipt_no is None else upi_request(settings, receipt_no, reviewed.request_id)
        state.screen.review.show_till(reviewed.price, reviewed.review.total_debited, blocker, upi)
        view = sale_view(
            settings.agency_name,
            checkout.flow,
            reviewed.price.total,
            checkout.customer_language,
        )
        # The customer's display follows on the next turn of the loop: the review page laid out
        # and painted in one turn and the display's window in another, not both in one.
        await asyncio.sleep(0)
        if state.checkout is not checkout:
            return None  # another sale was started meanwhile
        self.sale_shown.emit(view)
        change = state.connection.client.environment_change
        if change is not None:
            self.stop_review(change)
        elif shift is None and state.desk.read_only is None:
            # (A journal that cannot be written sells nothing: no shift is asked for.)
            await self._ask_shift(checkout)
        return reviewed

    async def _ask_shift(self, checkout: Checkout) -> None:
        """The sale needs a shift: asked for over the review, which goes on once it is open."""
        screen = self.state.screen
        shift = await self.shifts.ensure(screen.window(), SALE_REVIEW.known(SALE_NEEDS_SHIFT))
        if shift is not None and self.state.checkout is checkout:
            screen.review.shift_opened()
            screen.review.first_focus().setFocus()

    def stop_review(self, change: EnvironmentChange) -> None:
        """A review on screen can no longer be confirmed once the service changed."""
        screen = self.state.screen
        if screen.currentWidget() is screen.review:
            screen.review.show_failure(environment_change_text(change), can_retry=False)

    async def _off_form(self, work: Callable[[], T]) -> T:
        """Run ``work`` on the sale in a worker; meanwhile the form takes no edits."""
        form = self.state.screen.form
        form.set_editable(False)
        try:
            return await asyncio.to_thread(work)
        finally:
            form.set_editable(True)
