"""The Book screen: the form of a sale, its review and its result, one page at a time."""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QStackedWidget, QVBoxLayout, QWidget

from app.booking import BookingFlow, Review, SettleOutcome
from app.counter.link.wallet import WalletSummary
from app.counter.papers.voucher import Voucher
from app.i18n import Catalogue
from app.ui.style import SPACE_M
from app.ui.widgets.booking_form import BookingForm
from app.ui.widgets.customer_fields import CustomerFields
from app.ui.widgets.focus_scroll import FocusScrollArea
from app.ui.widgets.passenger_editor import PassengerEditor
from app.ui.widgets.passenger_list import PassengerList
from app.ui.widgets.result_panel import ResultPanel
from app.ui.widgets.review_panel import ReviewPanel
from app.ui.widgets.unresolved_notice import UnresolvedNotice

if TYPE_CHECKING:
    from app.booking.checkout import Checkout

BOOK_SCREEN = Catalogue("BOOK_SCREEN")


class BookScreen(QStackedWidget):
    """Hint, form, review and result of the current sale; the widgets emit, a controller acts.

    The form's, the review's and the result's signals are the screen's intents (see each).
    """

    def __init__(
        self,
        parent: QWidget | None = None,
        form: BookingForm | None = None,
        review: ReviewPanel | None = None,
        result: ResultPanel | None = None,
    ) -> None:
        """``form``, ``review``, ``result``: the pages, when built ahead (``in_parts``)."""
        super().__init__(parent)
        self.hint = QLabel(
            BOOK_SCREEN.tr(
                "<h2>Book</h2><p>Choose a slot or a departure in the Catalogue (Ctrl+1): open an "
                "item with Enter, pick a row and press Enter again. The sale starts here.</p>"
            )
        )
        self.hint.setObjectName("bookHint")
        self.hint.setWordWrap(True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.hint.setContentsMargins(24, 24, 24, 24)
        self.form = form if form is not None else BookingForm()
        # Above the form: a new sale is started knowing which earlier one has no answer yet.
        self.notice = UnresolvedNotice()
        self.form_scroll = FocusScrollArea(self.form)
        self.form_page = QWidget()
        form_layout = QVBoxLayout(self.form_page)
        form_layout.setContentsMargins(0, 0, 0, 0)
        form_layout.addWidget(self.notice)
        form_layout.addWidget(self.form_scroll, 1)
        form_layout.addWidget(self.form.action_bar)
        # In line with the form's fields, which sit inside the form's own margins.
        self.form.action_bar.setContentsMargins(SPACE_M, 0, SPACE_M, SPACE_M)
        self.review = review if review is not None else ReviewPanel()
        self.result = result if result is not None else ResultPanel()
        for page in (self.hint, self.form_page, self.review, self.result):
            self.addWidget(page)
        self.review.back_requested.connect(self.show_form)

    @classmethod
    def in_parts(cls) -> Generator[None, None, BookScreen]:
        """The screen built a part at a time: the generator yields after each part (the
        caller gives the loop a turn there) and returns the screen. Built whole, the screen
        was some 30-60 ms of one turn; each part is a few milliseconds."""
        editor = PassengerEditor()
        yield
        people = PassengerList(editor=editor)
        yield
        customer = CustomerFields()
        yield
        form = BookingForm(customer=customer, people=people)
        yield
        review = ReviewPanel()
        yield
        result = ResultPanel()
        yield
        screen = cls(form=form, review=review, result=result)
        yield  # placed in the window, and its controller built, in a turn of their own
        return screen

    @property
    def flow(self) -> BookingFlow | None:
        """The sale on screen."""
        return self.form.flow

    def start(self, checkout: Checkout) -> None:
        """A new sale: an empty form for its slot or departure."""
        self.form.load(checkout)
        # The last sale may have been left scrolled down: a new one starts at its first field.
        self.form_scroll.to_top()
        self.show_form()

    def show_form(self) -> None:
        """Back to the form, everything typed still there."""
        self._show(self.form_page, self.form.customer)

    def show_review(self, review: Review) -> None:
        """The sale checked and priced."""
        assert self.flow is not None
        self.review.show_review(self.flow, review)
        self._show(self.review, self.review.first_focus())

    def show_result(
        self, outcome: SettleOutcome, voucher: Voucher, wallet: WalletSummary | None
    ) -> None:
        """The sale booked."""
        self.result.show_outcome(outcome, voucher, wallet)
        self._show(self.result, self.result.copy_button)

    def _show(self, page: QWidget, focus: QWidget) -> None:
        # The window focuses the screen it brings forward: the proxy passes that to the page.
        self.setCurrentWidget(page)
        self.setFocusProxy(focus)
        focus.setFocus()
