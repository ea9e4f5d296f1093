"""The review: the bill, the total and how the wallet pays it, then an explicit Confirm."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.booking import BookingFlow, Review
from app.counter.papers.bill import id_readback, review_lines
from app.counter.papers.choices import choice_summary
from app.counter.papers.formatting import money_text, refund_band_text
from app.domain.cancellation import PolicyBand, policy_band
from app.domain.clock import service_now
from app.domain.money import CURRENCY
from app.domain.names import look_again
from app.domain.payment import Payment
from app.domain.phone import phone_text
from app.domain.till import CustomerPrice, Margin
from app.domain.upi import UpiRequest
from app.i18n import Catalogue
from app.ui.enter_keys import moves_money
from app.ui.models.bill import BillModel
from app.ui.style import Look, Tone, restyle, set_tone
from app.ui.widgets.action_bar import ActionBar
from app.ui.widgets.card import Card
from app.ui.widgets.focus_scroll import FocusScrollArea
from app.ui.widgets.payment_panel import PaymentPanel
from app.ui.widgets.table_size import RowHugger
from app.ui.widgets.table_view import make_table
from app.ui.widgets.till_figures import TillFigures

REVIEW_PANEL = Catalogue("REVIEW_PANEL")
ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
# The keypad's Enter comes with the keypad modifier; any other modifier is another shortcut.
PLAIN = (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier)


def _money(amount: Decimal) -> str:
    return money_text(amount, CURRENCY)


class ConfirmButton(QPushButton):
    """A button that only a deliberate Enter presses.

    The review opens with it focused, so the Ctrl+Enter that asked for the review must not pay
    too: a held key's repeats, and Enter with Ctrl, Alt or Shift, are swallowed (a plain
    QPushButton clicks on any Enter).
    """

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Qt: Enter clicks only when pressed alone, not repeated."""
        if event.key() in ENTER_KEYS and (event.isAutoRepeat() or event.modifiers() not in PLAIN):
            event.accept()
            return
        super().keyPressEvent(event)


class ReviewPanel(QWidget):
    """Shows a checked sale. It opens with Confirm focused when the wallet can pay, so Enter
    confirms (a walk-in's last key); Confirm has no shortcut and no mnemonic, takes no repeated or
    modified Enter (``ConfirmButton``), and is disabled from the press until the answer, so a sale
    is paid once. Escape goes back to the form.

    Signals:
        back_requested(): back to the form (what was typed is kept).
        confirm_requested(): pay and book.
        stop_waiting_requested(): staff stop waiting for the booking's answer.
    """

    back_requested = Signal()
    confirm_requested = Signal()
    stop_waiting_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel()
        self.title.setObjectName("reviewTitle")
        restyle(self.title, look=Look.TITLE)
        self.title.setWordWrap(True)
        self.customer = QLabel()
        self.customer.setWordWrap(True)
        self.band_label = QLabel()
        self.band_label.setObjectName("reviewBand")
        self.band_label.setWordWrap(True)
        self.ids_label = QLabel()
        self.ids_label.setObjectName("reviewIds")
        self.ids_label.setWordWrap(True)
        self.ids_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # Names whose letters mix scripts: a look-alike is made so, a real name rarely is.
        self.names_label = QLabel()
        self.names_label.setObjectName("reviewNames")
        self.names_label.setWordWrap(True)
        self.bill = BillModel()
        self.table = make_table(self.bill, "reviewBill", fit_columns=False)
        RowHugger(self.table)
        self.table.setAccessibleName(REVIEW_PANEL.tr("The bill of the sale"))
        self.figures = TillFigures()
        self.payment = PaymentPanel()
        self.margin: Margin | None = None
        self.till_note = QLabel()
        self.till_note.setObjectName("tillNote")
        self.till_note.setWordWrap(True)
        set_tone(self.till_note, Tone.ERROR, strong=True)
        self.total_label = QLabel()
        self.total_label.setObjectName("reviewTotal")
        self.payment_label = QLabel()
        self.payment_label.setObjectName("reviewPayment")
        self.payment_label.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.setObjectName("settleProgress")
        self.progress.setAccessibleName(REVIEW_PANEL.tr("Booking progress"))
        # Its room is kept while hidden: Confirm moves nothing the clerk and the customer are
        # reading, and the press's turn repaints the bar, not the whole panel (55 widgets and
        # the window behind them, 6-8 ms of the turn, when the bill's scroll area shrank).
        kept = self.progress.sizePolicy()
        kept.setRetainSizeWhenHidden(True)
        self.progress.setSizePolicy(kept)
        self.progress.hide()
        self.state_label = QLabel()
        self.state_label.setObjectName("settleState")
        self.state_label.setWordWrap(True)
        self.back_button = QPushButton(REVIEW_PANEL.tr("← &Back to the form"))
        self.back_button.setToolTip(REVIEW_PANEL.tr("Esc. Everything typed is kept."))
        # Named before the first review says what is paid: the button is never without words.
        self.confirm_button = ConfirmButton(REVIEW_PANEL.tr("Confirm"))
        self.confirm_button.setObjectName("confirmButton")
        self.confirm_button.setToolTip(
            REVIEW_PANEL.tr("Enter while it is focused: the wallet pays now.")
        )
        # Only while a booking is on its way: the queue need not wait for a slow service.
        self.stop_button = QPushButton(REVIEW_PANEL.tr("Stop &waiting"))
        self.stop_button.setObjectName("stopWaitingButton")
        self.stop_button.setToolTip(
            REVIEW_PANEL.tr(
                "Stop waiting for the answer. The sale is then checked in the background, under "
                "the same request, so it is never booked or paid twice."
            )
        )
        self.stop_button.hide()
        for button in (self.back_button, self.stop_button):
            button.setAutoDefault(True)  # Enter presses the button only while it has the focus
        moves_money(self.confirm_button)  # Enter presses it only while it has the focus
        self.confirm_button.setDefault(True)  # drawn as the default: what Enter does here

        buttons = ActionBar()
        buttons.add(self.back_button)
        buttons.add(self.stop_button)
        buttons.add_primary(self.confirm_button, "check-circle")
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        bill = Card()
        bill.body.addWidget(self.customer)
        bill.body.addWidget(self.band_label)
        bill.body.addWidget(self.ids_label)
        bill.body.addWidget(self.names_label)
        bill.body.addWidget(self.figures, 1)
        # The customer's price, then what they pay with, then (small, apart) the agency's side:
        # the service's bill with its commission, and how the wallet pays it.
        self.figures.insert(self.till_note)
        self.figures.insert(self.payment)
        self.figures.clerk_body.addWidget(self.table, 1)
        self.figures.clerk_body.addWidget(self.total_label)
        self.figures.clerk_body.addWidget(self.payment_label)
        # The bill and the payment scroll on a small screen; Confirm stays in view below them.
        self.bill_scroll = FocusScrollArea(bill)
        layout.addWidget(self.bill_scroll, 1)
        layout.addWidget(self.progress)
        layout.addWidget(self.state_label)
        layout.addWidget(buttons)
        self.setTabOrder(self.payment.last_field(), self.confirm_button)
        self.setTabOrder(self.confirm_button, self.table)
        self.setTabOrder(self.table, self.back_button)

        self.back_button.clicked.connect(self.back_requested)
        self.stop_button.clicked.connect(self.stop_waiting_requested)
        self.confirm_button.clicked.connect(self._confirm)
        self.payment.pay_requested.connect(self._pay)
        escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        escape.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        escape.activated.connect(self._escape)

    def _pay(self) -> None:
        if self.confirm_button.isEnabled():
            self._confirm()

    def taken(self) -> Payment | None:
        """The payment typed, when it adds up (else None: the fields say what is wrong)."""
        return self.payment.payment()

    def _confirm(self) -> None:
        if self.taken() is None:
            return  # the fields say what to fix; nothing is sent
        # Disabled before the request is even started (the controller's task runs on the next
        # loop turn): a second Enter in the same moment finds nothing to press.
        self.show_settling()
        self.confirm_requested.emit()

    def first_focus(self) -> QWidget:
        """Where the cursor goes when the review opens: the cash tendered if the sale can be paid
        (Enter there pays exact cash), else the bill (Escape goes back from either)."""
        return self.payment.tendered if self.confirm_button.isEnabled() else self.table

    def _escape(self) -> None:
        if self.back_button.isEnabled():
            self.back_button.click()

    def show_review(self, flow: BookingFlow, review: Review) -> None:
        """Show ``review``; when the wallet cannot pay, say so and keep Confirm disabled."""
        self._show_band(flow)
        ids = id_readback(flow.passengers)
        self.ids_label.setText(
            REVIEW_PANEL.tr("Read the ID numbers back to the customer: {ids}").format(
                ids="; ".join(ids)
            )
        )
        self.ids_label.setVisible(bool(ids))
        customer = flow.customer
        odd = look_again([customer.name, *(entry.traveler_name for entry in flow.passengers)])
        self.names_label.setText(
            REVIEW_PANEL.tr(
                "Look at these names again: they mix alphabets, or use another alphabet's letters "
                "that look Latin, as a look-alike's do: {names}"
            ).format(names="; ".join(name.strip() for name in odd))
        )
        self.names_label.setVisible(bool(odd))
        who = f"{customer.name.strip()} · {phone_text(customer.phone)} · {customer.email.strip()}"
        qty = flow.qty
        seats = (
            REVIEW_PANEL.tr("%n passenger(s)", "", qty)
            if flow.passengers
            else REVIEW_PANEL.tr("%n seat(s)", "", qty)
        )
        self.title.setText(
            REVIEW_PANEL.tr("Review: {choice}").format(choice=choice_summary(flow.choice))
        )
        self.customer.setText(
            REVIEW_PANEL.tr("Customer: {who} · {seats}").format(who=who, seats=seats)
        )
        self.bill.set_rows(review_lines(review.breakdown, flow.passengers))
        self.total_label.setText(
            REVIEW_PANEL.tr("The wallet's total {total}").format(total=_money(review.total_debited))
        )
        payment = review.payment
        covered = payment is not None and payment.covered
        if payment is None:
            self.payment_label.setText(REVIEW_PANEL.tr("The wallet balance could not be read."))
        elif covered:
            set_tone(self.payment_label, Tone.PLAIN)
            self.payment_label.setText(
                REVIEW_PANEL.tr(
                    "The wallet pays {cash} from cash and {credit} from credit."
                ).format(cash=_money(payment.cash_part), credit=_money(payment.credit_part))
            )
        else:
            set_tone(self.payment_label, Tone.ERROR, strong=True)
            self.payment_label.setText(
                REVIEW_PANEL.tr(
                    "The wallet cannot pay this: it is short by {short} (cash {cash} and credit "
                    "{credit} are all it has). Nothing was sent. Top up the wallet, or go back "
                    "and sell fewer seats."
                ).format(
                    short=_money(payment.shortfall),
                    cash=_money(payment.cash_part),
                    credit=_money(payment.credit_part),
                )
            )
        self.confirm_button.setText(
            REVIEW_PANEL.tr("Confirm and pay {total}").format(total=_money(review.total_debited))
        )
        self.confirm_button.setEnabled(covered)
        self.back_button.setEnabled(True)
        self.progress.hide()
        self.stop_button.hide()
        set_tone(self.state_label, Tone.PLAIN)
        self.state_label.setText(
            REVIEW_PANEL.tr(
                "Check the details with the customer, take the payment, then press Enter in the "
                "cash tendered to confirm: left empty, it is exact cash (Esc goes back)."
            )
            if covered
            else ""
        )
        self.first_focus().setFocus()

    def _show_band(self, flow: BookingFlow) -> None:
        """Which cancellation band the sale falls in now: a sale under 24 h is never refunded."""
        now = service_now()
        start = flow.choice.starts_at
        closed = policy_band(start, now) is PolicyBand.WINDOW_CLOSED
        set_tone(self.band_label, Tone.WARNING if closed else Tone.PLAIN, strong=closed)
        self.band_label.setText(refund_band_text(start, now))

    def show_till(
        self,
        price: CustomerPrice,
        total_debited: Decimal,
        blocker: str,
        upi: UpiRequest | None = None,
    ) -> None:
        """The customer's price beside the wallet's debit, and the payment to take (``upi``: the
        UPI request a UPI part's QR asks for); ``blocker`` (no shift open) is said above the bill
        until ``shift_opened`` (Confirm asks for the shift)."""
        self.margin = self.figures.show_price(price, total_debited)
        self.payment.start(price.total, upi)
        self.till_note.setText(blocker)
        self.confirm_button.setText(
            REVIEW_PANEL.tr("Confirm: collect {total}").format(total=_money(price.total))
        )
        self.first_focus().setFocus()

    def shift_opened(self) -> None:
        """The shift the sale waited for is open: its note goes."""
        self.till_note.setText("")

    def show_held(self, text: str) -> None:
        """Confirm was stopped before anything was sent (say why); it may be pressed again."""
        self.progress.hide()
        self.stop_button.hide()
        set_tone(self.state_label, Tone.ERROR)
        self.state_label.setText(text)
        self.back_button.setEnabled(True)
        self.confirm_button.setEnabled(True)
        self.payment.focus_first()

    def show_settling(self) -> None:
        """The booking is on its way: no second press, no going back until it is answered."""
        self.confirm_button.setEnabled(False)
        self.back_button.setEnabled(False)
        self.progress.setRange(0, 0)
        self.progress.show()
        set_tone(self.state_label, Tone.PLAIN)
        self.state_label.setText(
            REVIEW_PANEL.tr("Booking… the window stays usable; do not switch off the computer.")
        )

    def offer_stop(self) -> None:
        """The booking is under way (its task exists): staff may stop waiting for it."""
        self.stop_button.show()

    def show_saving(self, sent: bool = False) -> None:
        """Another program holds the journal: the sale (``sent``: the booking the service made)
        is written as soon as it lets go."""
        set_tone(self.state_label, Tone.PLAIN)
        self.state_label.setText(
            REVIEW_PANEL.tr(
                "Booked. Saving… the journal is in use by another program; the booking is "
                "written as soon as it is free."
            )
            if sent
            else REVIEW_PANEL.tr(
                "Saving… the journal is in use by another program; the sale is written as soon "
                "as it is free. Nothing is sent before."
            )
        )

    def show_progress(self, sent: int, total: int) -> None:
        """Upload progress of the request body; once all is sent, the service is working."""
        if total <= 0 or sent >= total:
            self.progress.setRange(0, 0)
            self.state_label.setText(
                REVIEW_PANEL.tr("Sent. Waiting for the service to confirm the booking…")
            )
            return
        self.progress.setRange(0, total)
        self.progress.setValue(sent)
        self.state_label.setText(
            REVIEW_PANEL.tr("Sending the booking: {sent} of {total} MB").format(
                sent=f"{sent / 1e6:.1f}", total=f"{total / 1e6:.1f}"
            )
        )

    def show_failure(self, text: str, can_retry: bool) -> None:
        """The booking did not go through; ``can_retry``: Confirm again checks it (never twice)."""
        self.progress.hide()
        self.stop_button.hide()
        set_tone(self.state_label, Tone.ERROR)
        self.state_label.setText(text)
        self.back_button.setEnabled(True)
        self.confirm_button.setEnabled(can_retry)
        if can_retry:
            self.confirm_button.setText(
                REVIEW_PANEL.tr("Confirm again (it cannot be booked twice)")
            )
        # Never the Confirm button: a second press must be as deliberate as the first.
        self.table.setFocus()
