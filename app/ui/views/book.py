"""What the Book screen offers the parts of its controller."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtWidgets import QWidget

from app.booking import BookingFlow, Review, SettleOutcome
from app.counter.link.wallet import WalletSummary
from app.counter.papers.voucher import Voucher
from app.ui.views.screen import ScreenView
from app.ui.widgets.booking_form import BookingForm
from app.ui.widgets.result_panel import ResultPanel
from app.ui.widgets.review_panel import ReviewPanel
from app.ui.widgets.unresolved_notice import UnresolvedNotice

if TYPE_CHECKING:
    from app.booking.checkout import Checkout


class BookView(ScreenView, Protocol):
    """The Book screen: the sale's form, review and result pages (whose signals are its
    intents), the notice of sales without an answer, and which page is shown."""

    form: BookingForm
    review: ReviewPanel
    result: ResultPanel
    notice: UnresolvedNotice

    @property
    def flow(self) -> BookingFlow | None: ...

    def start(self, checkout: Checkout) -> None: ...

    def show_form(self) -> None: ...

    def show_review(self, review: Review) -> None: ...

    def show_result(
        self, outcome: SettleOutcome, voucher: Voucher, wallet: WalletSummary | None
    ) -> None: ...

    def currentWidget(self) -> QWidget | None: ...
