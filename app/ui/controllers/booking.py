"""The Book screen's controller: one ``Checkout`` per sale, and a part per phase of the clerk's
work that turns the screen's signals into the checkout's calls and its answers into widgets:
the people (``sale_people``), the draft (``sale_draft``), review and pay (``sale_review``,
``sale_pay``) and the result (``sale_result``)."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QMessageBox

from app.booking import BookingFlow, Choice, Resolution, SettleOutcome
from app.booking.checkout import Checkout, CheckoutReview
from app.booking.draft import Draft
from app.counter.services.sales import SaleService
from app.domain.environment import EnvironmentChange, ServiceEnvironment
from app.domain.till import CustomerPrice
from app.i18n import Catalogue
from app.records.drafts import StoredDraft
from app.ui.bridge import MessageBridge
from app.ui.controllers.header import HeaderController
from app.ui.controllers.pending import PendingController
from app.ui.controllers.sale_draft import DraftKeeper
from app.ui.controllers.sale_pay import PayController
from app.ui.controllers.sale_people import PeopleController
from app.ui.controllers.sale_result import ResultController
from app.ui.controllers.sale_review import ReviewController
from app.ui.controllers.sale_state import SaleState
from app.ui.controllers.shift import ShiftKeeper
from app.ui.views.book import BookView
from app.ui.widgets.draft_question import DraftQuestion

BOOKING_CONTROLLER = Catalogue("BOOKING_CONTROLLER")


class BookingController(QObject):
    """Starts each sale as a new ``Checkout`` on the Book screen and wires its phases.

    Signals:
        booked(SettleOutcome): a sale was booked and journalled (the history reloads).
        sale_shown(SaleView): a sale is at its review, as the customer display shows it.
        sale_taken(Decimal): the booked sale's payment is taken; the change to hand back.
        looked_up(object): a typed phone's earlier customer was looked for (the
            ``KnownCustomer`` found, or None).
        language_changed(str): the sale's customer language is now this code.
    """

    booked = Signal(object)
    sale_shown = Signal(object)
    sale_taken = Signal(object)
    looked_up = Signal(object)
    language_changed = Signal(str)

    def __init__(
        self,
        header: HeaderController,
        bridge: MessageBridge,
        screen: BookView,
        desk: SaleService,
        pending: PendingController,
        shifts: ShiftKeeper,
    ) -> None:
        super().__init__()
        self.state = SaleState(header, bridge, screen, desk, pending)
        self.screen = screen
        self.people = PeopleController(self.state, self)
        self.drafts = DraftKeeper(self.state, shifts, self)
        self.reviewing = ReviewController(self.state, shifts, self)
        self.results = ResultController(self.state, self.drafts.drop, self)
        self.paying = PayController(self.state, shifts, self.results.show_outcome, self)
        self.people.looked_up.connect(self.looked_up)
        self.people.language_changed.connect(self.language_changed)
        self.reviewing.sale_shown.connect(self.sale_shown)
        self.results.booked.connect(self.booked)
        self.results.sale_taken.connect(self.sale_taken)
        bridge.environment_changed.connect(self.on_environment_changed)

    @property
    def checkout(self) -> Checkout | None:
        """The sale on screen."""
        return self.state.checkout

    @property
    def flow(self) -> BookingFlow | None:
        """The sale on screen, as typed."""
        return self.state.flow

    @property
    def price(self) -> CustomerPrice | None:
        """The customer's price of the sale under review."""
        reviewed = self._reviewed()
        return None if reviewed is None else reviewed.price

    def _reviewed(self) -> CheckoutReview | None:
        checkout = self.state.checkout
        return None if checkout is None else checkout.reviewed

    def start(self, choice: Choice) -> BookingFlow | None:
        """A new sale of ``choice``; None while the current one is being booked."""
        state = self.state
        if state.settling:
            # Its answer must land on its own screen; the next customer waits a moment.
            state.bridge.warning(
                BOOKING_CONTROLLER.tr(
                    "A booking is still being confirmed. Start the next sale when it is done."
                )
            )
            return None
        unresolved = state.pending.unresolved
        if unresolved and not self._ask_new_sale(unresolved[0].notice()):
            return None
        checkout = state.new_checkout(choice, self.paying.asks())
        self.results.voucher = None
        self.screen.start(checkout)
        self.people.show_language()
        self.people.use_scanner_folder()
        self.people.use_aadhaar_keys()
        self.drafts.drop()  # the sale in progress is this one now
        return checkout.flow

    def restore(self, stored: StoredDraft) -> BookingFlow | None:
        """Put a kept draft back on the Book screen; None (and the draft dropped) if unreadable."""
        read = self.drafts.read(stored)
        if read is None:
            return None
        flow, scans = read
        checkout = self.state.restored_checkout(flow, self.paying.asks())
        self.results.voucher = None
        self.screen.form.restore(checkout, scans)
        self.people.show_language()
        self.people.use_scanner_folder()
        self.people.use_aadhaar_keys()
        self.screen.show_form()
        return flow

    def _ask_new_sale(self, notice: str) -> bool:
        """Staff confirm a new sale while an earlier one has no answer."""
        answer = QMessageBox.question(
            self.screen.window(),
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
        if change is not None and not self.state.settling:
            self.reviewing.stop_review(change)

    # --- what the desk and the window ask of the sale ----------------------------------------

    async def review(self) -> CheckoutReview | None:
        """Check and price the sale, and show its review (see ``ReviewController.review``)."""
        return await self.reviewing.review()

    async def confirm(self) -> SettleOutcome | None:
        """Book the reviewed sale once (see ``PayController.confirm``)."""
        return await self.paying.confirm()

    def in_progress(self) -> bool:
        """Whether a sale with something typed is on the Book screen, not booked yet."""
        return self.drafts.in_progress()

    def save_draft(self) -> Draft | None:
        """Keep the sale as typed in the journal; the draft kept (nothing typed: no draft)."""
        return self.drafts.save()

    def keep_draft(self, draft: Draft) -> None:
        """Tell the agency store this counter keeps ``draft``."""
        self.drafts.keep(draft)

    def may_close(self) -> bool:
        """The window is closing: True when it may (see ``DraftKeeper.may_close``)."""
        return self.drafts.may_close()

    @property
    def close_question(self) -> DraftQuestion | None:
        """What closing with a sale in progress asked, once asked."""
        return self.drafts.close_question

    def on_resolved(self, resolutions: list[Resolution]) -> None:
        """Earlier sales the background tries settled (see ``ResultController.on_resolved``)."""
        self.results.on_resolved(resolutions)
