"""Booking lookup: a reference in, the status card out, and what a cancellation would give."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from app.api import CancelResult
from app.api.models import BookingStatusData
from app.booking.cancel import (
    CancelChoice,
    QuotedChoice,
    active_seats,
    choices_to_quote,
    departure_of,
    is_cancelled,
    window_closed,
)
from app.counter.papers.formatting import closed_text
from app.domain.booking_ref import BOOKING_REF_LENGTH, is_booking_ref, normalize_booking_ref
from app.domain.clock import service_now
from app.domain.modules import Module
from app.i18n import Catalogue
from app.ui.style import Tone, set_tone
from app.ui.widgets.action_bar import make_primary
from app.ui.widgets.bank_proofs import BankProofsBox
from app.ui.widgets.booking_card import BookingCard
from app.ui.widgets.boxes import column, fill, row
from app.ui.widgets.confirm_cancellation import ConfirmCancellationDialog
from app.ui.widgets.customer_refund import CustomerRefundPanel, ExcessRefundPanel
from app.ui.widgets.document_copies import DocumentCopies
from app.ui.widgets.focus_scroll import FocusScrollArea, KeepInView
from app.ui.widgets.instant_radio import InstantRadio
from app.ui.widgets.mail_messages import MailMessagesBox
from app.ui.widgets.quote_comparison import QuoteComparison
from app.ui.widgets.refund_line import refund_line
from app.ui.widgets.voucher_buttons import VoucherButtons
from app.ui.widgets.wheel_guard import guarded
from app.ui.widgets.wrapped_label import WrappedLabel

LOOKUP_SCREEN = Catalogue("LOOKUP_SCREEN")

MAX_SEATS = 100


class LookupScreen(QWidget):
    """Find a booking, see its card, quote and confirm a cancellation.

    Signals:
        lookup_requested(str): look up this (normalised) reference.
        quote_requested(list[CancelChoice]): quote these choices side by side.
        confirm_requested(CancelChoice): staff said yes to cancelling this.
        change_day_requested(BookingStatusData): move this booking to another day.
    """

    lookup_requested = Signal(str)
    quote_requested = Signal(object)
    confirm_requested = Signal(object)
    change_day_requested = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ref_edit = QLineEdit()
        self.ref_edit.setObjectName("lookupRef")
        self.ref_edit.setPlaceholderText(LOOKUP_SCREEN.tr("Booking reference, e.g. 7KX4M2QA"))
        self.ref_edit.setMaxLength(40)
        self.ref_edit.setClearButtonEnabled(True)
        self.ref_edit.setAccessibleName(LOOKUP_SCREEN.tr("Booking reference"))
        self.ref_edit.setAccessibleDescription(
            LOOKUP_SCREEN.tr("{length} letters and digits; Enter looks it up").format(
                length=BOOKING_REF_LENGTH
            )
        )
        self.find_button = QPushButton(LOOKUP_SCREEN.tr("Look up"))
        self.find_button.setToolTip(LOOKUP_SCREEN.tr("Look up the booking (Enter)"))
        make_primary(self.find_button, "magnifying-glass")
        self.state_label = WrappedLabel()  # the empty-state hint below says what to do first
        self.state_label.setObjectName("lookupState")
        self.card = BookingCard()
        self.card.hide()
        self.voucher = VoucherButtons()
        self.voucher.setToolTip(
            LOOKUP_SCREEN.tr("The voucher as the booking stands now (sold at this counter)")
        )
        self.dialog: ConfirmCancellationDialog | None = None
        self.change_day_button = QPushButton(LOOKUP_SCREEN.tr("Change the da&y…"))
        self.change_day_button.setObjectName("changeDay")
        self.change_day_button.setToolTip(
            LOOKUP_SCREEN.tr(
                "Move the booking to another day (Alt+Y): the new seat is booked first, then "
                "this one cancelled, the difference settled at the till"
            )
        )
        # The booking the refund line and the customer's refund panel speak of.
        self.said_of = ""

        self.whole_radio = QRadioButton(LOOKUP_SCREEN.tr("The whole booking"))
        self.part_radio = InstantRadio(LOOKUP_SCREEN.tr("&Part of it:"))
        self._scope = QButtonGroup(self)
        self._scope.addButton(self.whole_radio)
        self._scope.addButton(self.part_radio)
        self.whole_radio.setChecked(True)
        self.seats_spin = guarded(QSpinBox())
        self.seats_spin.setObjectName("cancelSeats")
        self.seats_spin.setSuffix(LOOKUP_SCREEN.tr(" seat(s)"))
        self.seats_spin.setAccessibleName(LOOKUP_SCREEN.tr("Seats to cancel"))
        self.ticked_label = QLabel()
        self.quote_button = QPushButton(LOOKUP_SCREEN.tr("&Quote cancellation"))
        self.quotes = QuoteComparison()
        self.result_label = WrappedLabel()
        self.result_label.setObjectName("refundResult")
        self.result_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # The Quote button beside the first choice (the choices stay one above the other, for
        # the arrow keys): the row saved keeps a quote's money and its confirm buttons in view
        # together, under the disruption banner too.
        self.cancel_box = QGroupBox(LOOKUP_SCREEN.tr("Cancel this booking"))
        cancel_layout = QVBoxLayout(self.cancel_box)
        # Tight around the choice and the quote, for the same room.
        margins = cancel_layout.contentsMargins()
        cancel_layout.setContentsMargins(margins.left(), 2, margins.right(), 2)
        cancel_layout.setSpacing(2)
        fill(
            cancel_layout,
            row(self.whole_radio, 1, self.quote_button),
            row(self.part_radio, self.seats_spin, self.ticked_label, 1),
            self.quotes,
            1,
        )
        self.customer_refund, self.excess_refund = CustomerRefundPanel(), ExcessRefundPanel()
        right = column(
            self.voucher,
            row(self.change_day_button, 1),
            self.result_label,
            self.customer_refund,
            (self.cancel_box, 1),
        )
        # The booking's copies and e-mail under its card: the cancellation's column keeps its
        # room for the quotes.
        self.documents = DocumentCopies()
        self.mail = MailMessagesBox()
        self.payments = BankProofsBox()  # the UPI and bank payments against the statements
        left = column((self.card, 1), self.excess_refund, self.documents, self.payments, self.mail)
        self.body = QSplitter(Qt.Orientation.Horizontal)
        # Each column scrolls when the window is short: with the copies and the e-mail under
        # the card, or a refund quote's columns (and the refund under them), it asked for more
        # than a 720- or 768-pixel screen holds; the cursor's widget is scrolled into view.
        self.body.addWidget(FocusScrollArea(left))
        self.right_area = FocusScrollArea(right, whole_width=True)
        # A quote shown stays in view as the column is resized or laid out anew.
        self.quote_in_view = KeepInView(
            self.right_area, self.quotes, lambda: bool(self.quotes.quotes)
        )
        self.body.addWidget(self.right_area)
        self.body.setSizes([560, 560])
        self.body.hide()

        ref_label = QLabel(LOOKUP_SCREEN.tr("Booking reference"))
        ref_label.setBuddy(self.ref_edit)
        search = row(ref_label, (self.ref_edit, 1), self.find_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        title = QLabel(LOOKUP_SCREEN.tr("<h2>Lookup</h2>"))
        fill(layout, title, search, self.state_label, (self.body, 1))
        # With no booking open, the hint takes the height, so the title stays at the top.
        self.empty_hint = WrappedLabel(
            LOOKUP_SCREEN.tr(
                "No booking open. Type or paste a reference above, or choose a booking in History "
                "(Ctrl+5) and press Enter."
            )
        )
        self.empty_hint.setObjectName("lookupEmpty")
        self.empty_hint.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        set_tone(self.empty_hint, Tone.MUTED)
        layout.addWidget(self.empty_hint, 1)

        # Keyboard first: arriving on the screen puts the cursor in the reference.
        self.setFocusProxy(self.ref_edit)
        self.ref_edit.returnPressed.connect(self.request_lookup)
        self.find_button.clicked.connect(self.request_lookup)
        self.quote_button.clicked.connect(self.request_quotes)
        self.change_day_button.clicked.connect(self.request_change_day)
        self.quotes.confirm_clicked.connect(self.ask_confirmation)
        self._scope.buttonToggled.connect(lambda _button, _on: self._choice_changed())
        # Chosen by the clerk (click, Space or an arrow), not by a booking shown.
        self.part_radio.clicked.connect(self._part_chosen)
        self.seats_spin.valueChanged.connect(lambda _value: self._choice_changed())
        self.card.manifest.ticked_changed.connect(self._choice_changed)

    @property
    def status(self) -> BookingStatusData | None:
        """The booking on the card."""
        return self.card.status

    # --- intents ---------------------------------------------------------------------------

    def shows(self, booking_ref: str) -> bool:
        """Whether the card shows ``booking_ref``."""
        status = self.status
        return status is not None and status.booking_reference == booking_ref

    def open_ref(self, booking_ref: str) -> None:
        """Look up ``booking_ref`` as if it had been typed (History opens bookings this way)."""
        self.ref_edit.setText(booking_ref)
        self.request_lookup()

    def request_lookup(self) -> None:
        """Look up what the field holds, if it has the shape of a reference."""
        ref = normalize_booking_ref(self.ref_edit.text())
        self.ref_edit.setText(ref)
        # What was said of the booking shown until now (its cancellation, its refund) is not said
        # of the next one.
        self.customer_refund.hide()
        self.result_label.clear()
        if not self.shows(ref):  # nothing (Alt+Y, a quote) acts on the booking shown till now
            self._close_booking()
        if not is_booking_ref(ref):
            self._state(
                LOOKUP_SCREEN.tr(
                    "A booking reference is {length} letters and digits (no 0, O, 1 or I). "
                    "Check what was typed."
                ).format(length=BOOKING_REF_LENGTH),
                Tone.ERROR,
            )
            return
        self.find_button.setEnabled(False)
        self._state(LOOKUP_SCREEN.tr("Looking up {ref}…").format(ref=ref))
        self.lookup_requested.emit(ref)

    def choices(self) -> list[CancelChoice]:
        """What the quotes compare: the whole booking, and the part chosen when it differs."""
        status = self.status
        if status is None:
            return []
        part = self.part_radio.isChecked()
        return choices_to_quote(status, part, self.card.manifest.ticked, self.seats_spin.value())

    def request_quotes(self) -> None:
        """Quote the choices (QUOTE changes nothing on the service)."""
        choices = self.choices()
        if self.part_radio.isChecked() and self._part_missing():
            self.quotes.show_failure(
                LOOKUP_SCREEN.tr("Tick the passengers to cancel in the list first.")
            )
            return
        if not choices:
            return
        if not self.customer_refund.record_button.isEnabled():
            # A refund all given takes no more room from the quotes.
            self.customer_refund.hide()
        self.quote_button.setEnabled(False)
        self.quotes.show_busy()
        self.quote_requested.emit(choices)

    def ask_confirmation(self, quoted: QuotedChoice) -> None:
        """Open the yes/no dialog; only Yes sends the CONFIRM."""
        self.dialog = ConfirmCancellationDialog(quoted, self)
        self.dialog.accepted.connect(lambda choice=quoted.choice: self._confirmed(choice))
        self.dialog.open()

    def request_change_day(self) -> None:
        """Offer the booking on the card a move to another day."""
        if self.status is not None:
            self.change_day_requested.emit(self.status)

    def _confirmed(self, choice: CancelChoice) -> None:
        self.cancel_box.setEnabled(False)
        set_tone(self.result_label, Tone.PLAIN)
        self.result_label.setText(
            LOOKUP_SCREEN.tr("Cancelling {what} of {ref}…").format(
                what=choice.describe(), ref=choice.booking_ref
            )
        )
        self.confirm_requested.emit(choice)

    def _part_missing(self) -> bool:
        status = self.status
        return status is not None and status.module is Module.BOAT and not self.card.manifest.ticked

    def _part_chosen(self) -> None:
        # The next key says which part: the seats, or the passengers to tick. On the next turn
        # of the loop: an arrow key gives the radio the focus after it clicks it.
        boat = self.status is not None and self.status.module is Module.BOAT
        target = self.card.manifest_table if boat else self.seats_spin
        self._focus_here(target)  # at once: the next keys typed are for it
        QTimer.singleShot(0, target, lambda: self._focus_here(target))

    def _choice_changed(self) -> None:
        # A quote belongs to the choice it was asked for: a new choice needs a new quote.
        self.quotes.choice_changed(not self._part_missing())
        status = self.status
        boat = status is not None and status.module is Module.BOAT
        self.seats_spin.setVisible(not boat)
        self.ticked_label.setVisible(boat)
        self.seats_spin.setEnabled(self.part_radio.isChecked())
        count = len(self.card.manifest.ticked)
        self.ticked_label.setText(
            LOOKUP_SCREEN.tr("the %n passengers ticked in the list", "", count)
            if count
            else LOOKUP_SCREEN.tr("tick passengers in the list")
        )
        if boat and count and not self.part_radio.isChecked():
            self.part_radio.setChecked(True)

    # --- results ---------------------------------------------------------------------------

    def show_status(
        self,
        status: BookingStatusData,
        counter_note: str = "",
        sold_here: bool = False,
        customer_total: Decimal | None = None,
        owed: Decimal = Decimal(0),
    ) -> None:
        """The booking's card (with the customer's price and what they are still ``owed`` when
        known); cancelling is offered while something is left to cancel, and the voucher while
        something is left of a booking ``sold_here``."""
        self.find_button.setEnabled(True)
        self._state("")
        if status.booking_reference != self.said_of:
            # Shown by any way (typed, History, a read after an answer): what was said of another
            # booking (its cancellation, its refund) is not said of this one.
            self.customer_refund.hide()
            self.result_label.clear()
        self.said_of = status.booking_reference
        self.voucher.setVisible(sold_here)
        self.voucher.setEnabled(sold_here and not is_cancelled(status))
        self.card.show_status(status, counter_note, customer_total, owed)
        self.card.show()
        self.body.show()
        self.empty_hint.hide()
        seats = active_seats(status)
        self.seats_spin.setRange(1, seats or MAX_SEATS)
        self.seats_spin.setValue(1)
        self.whole_radio.setChecked(True)
        left = not is_cancelled(status) and seats != 0
        # Past the cancellation's close by this clock neither is offered: the quotes say why.
        closed = left and window_closed(status, service_now())
        cancellable = left and not closed
        ref = status.booking_reference  # each action names the booking it acts on
        change = LOOKUP_SCREEN.tr("Change the da&y of {ref}…")
        self.change_day_button.setText(change.format(ref=ref))
        self.cancel_box.setTitle(LOOKUP_SCREEN.tr("Cancel booking {ref}").format(ref=ref))
        self.change_day_button.setVisible(sold_here and not closed)
        self.change_day_button.setEnabled(sold_here and cancellable)
        self.cancel_box.setEnabled(cancellable)
        self.quote_button.setEnabled(cancellable)
        self.whole_radio.setEnabled(seats is not None)
        if seats is None:
            self.part_radio.setChecked(True)  # the seats left not said: staff type the number
        self._choice_changed()
        self.quotes.clear(
            closed_text(departure_of(status), status.metadata.travel_date, service_now())
            if closed
            else LOOKUP_SCREEN.tr("Choose what to cancel, then ask for the quote (Alt+Q).")
            if cancellable
            else LOOKUP_SCREEN.tr("Nothing left to cancel on this booking.")
        )

    def show_money(self, counter_note: str, customer_total: Decimal | None, owed: Decimal) -> None:
        """The card shown with its money read again (a refund recorded), the rest as it was."""
        if self.card.status is not None:
            self.card.show_status(self.card.status, counter_note, customer_total, owed)

    def _close_booking(self) -> None:
        self.card.status = None
        self.said_of = ""
        self.body.hide()
        self.empty_hint.show()

    def show_not_found(self, booking_ref: str) -> None:
        """No booking of this agency has this reference (nothing else is said)."""
        self.find_button.setEnabled(True)
        self._close_booking()
        self._state(
            LOOKUP_SCREEN.tr(
                "Booking {ref} was not found. Check the reference; a booking of another "
                "agency cannot be looked up here."
            ).format(ref=booking_ref),
            Tone.ERROR,
        )

    def show_failure(self, text: str) -> None:
        """The lookup failed for another reason (the service, the network)."""
        self.find_button.setEnabled(True)
        self._state(text, Tone.ERROR)

    def show_quotes(self, quotes: list[QuotedChoice]) -> None:
        """The quotes side by side."""
        self.quote_button.setEnabled(True)
        status = self.status
        start = departure_of(status) if status else None
        self.quotes.show_quotes(quotes, start, status.metadata.travel_date if status else None)
        # The Quote button was disabled while it had the cursor, and Qt moved it on (to the
        # sidebar): the next key belongs to the choice that can be confirmed.
        # With "Part of it" chosen, that part's button (the last) rather than the whole's.
        ready = [button for button in self.quotes.buttons if button.isEnabled()]
        if ready and self.part_radio.isChecked():
            ready.reverse()
        self._focus_here(ready[0] if ready else self.quote_button)
        # Once laid out (the next turn): the money and its confirm buttons in view together.
        self.quote_in_view.soon()

    def show_quote_failure(self, text: str) -> None:
        """The quotes could not be had."""
        self.quote_button.setEnabled(True)
        self.quotes.show_failure(text)
        self._focus_here(self.quote_button)

    def _focus_here(self, widget: QWidget) -> None:
        # Only while Lookup is on screen: an answer never pulls the cursor from another screen.
        if self.isVisible():
            widget.setFocus(Qt.FocusReason.OtherFocusReason)

    def show_refund(self, result: CancelResult) -> None:
        """The cancellation settled: refund reference, amount credited and the new status."""
        self.cancel_box.setEnabled(True)
        # The quotes were of what is now cancelled: the customer's refund panel takes their room.
        self.quotes.clear()
        set_tone(self.result_label, Tone.SUCCESS, strong=True)
        self.result_label.setText(refund_line(result))

    def show_voucher_state(self, text: str, ok: bool) -> None:
        """What became of a reprint."""
        self._state(text, Tone.SUCCESS if ok else Tone.ERROR)

    def show_confirm_failure(self, text: str) -> None:
        """CONFIRM failed; ``text`` says whether it may be retried (same request) or is final."""
        self.cancel_box.setEnabled(True)
        set_tone(self.result_label, Tone.ERROR)
        self.result_label.setText(text)

    def _state(self, text: str, tone: Tone = Tone.PLAIN) -> None:
        set_tone(self.state_label, tone)
        self.state_label.setText(text)
