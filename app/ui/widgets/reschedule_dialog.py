"""The reschedule of a booking: a new day and its slot or departure, the old booking's
cancellation beside the new price, the difference taken or given back, and the receipt (printed
again or saved as PDF). The consumer's address is asked, by its field, when the new invoice (50,000
or more taxable value) or the credit note of their credit must name it: one address for both."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from decimal import Decimal
from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from app.api import ActivityAvailability, ActivityContentItem, BoatAvailability, BoatContentItem
from app.booking.choice import Choice
from app.booking.exchange import ExchangeQuote
from app.counter.papers.formatting import money_text
from app.domain.modules import Module
from app.domain.money import CURRENCY, ZERO
from app.domain.payment import Payment
from app.domain.tenders import TenderKind
from app.domain.till import TillRules
from app.i18n import Catalogue
from app.ui.bridge import Level, log_shown
from app.ui.enter_keys import moves_money
from app.ui.style import Tone, set_tone
from app.ui.widgets.action_bar import make_primary
from app.ui.widgets.day_edit import DayEdit
from app.ui.widgets.payment_panel import PaymentPanel
from app.ui.widgets.schedule_picker import SchedulePicker
from app.ui.widgets.slot_picker import SlotPicker
from app.ui.widgets.table_size import WholeWidth
from app.ui.widgets.voucher_buttons import ask_pdf_path

RESCHEDULE_DIALOG = Catalogue("RESCHEDULE_DIALOG")


def _heading(text: str) -> str:
    return f"<b>{escape(text, quote=False)}</b>"


def _money(amount: Decimal) -> str:
    return money_text(amount, CURRENCY)


class RescheduleDialog(QDialog):
    """Move one booking to another day, step by step on one page.

    Signals:
        day_chosen(object): search the slots or departures of this ``datetime.date``.
        choice_made(object): price this ``Choice`` against the old booking.
        confirm_requested(object): book the new seat and cancel the old one (the ``Payment``
            of the difference; an empty one when nothing is to pay).
        retry_requested(): try the old booking's cancellation again.
        print_requested(): print the exchange's documents on the receipt printer.
        save_requested(Path): save the exchange's documents as a PDF there.
    """

    day_chosen = Signal(object)
    choice_made = Signal(object)
    confirm_requested = Signal(object)
    retry_requested = Signal()
    print_requested = Signal()
    save_requested = Signal(object)

    def __init__(
        self,
        title: str,
        booking_ref: str,
        module: Module,
        day: dt.date,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("rescheduleDialog")
        self.setWindowTitle(title)
        self.booking_ref = booking_ref
        self.priced: Choice | None = None  # the slot or departure the comparison prices
        self.searched: dt.date | None = None  # the day whose slots or departures are asked
        self.day_edit = DayEdit(day, "dd MMM yyyy")
        self.day_edit.setObjectName("rescheduleDay")
        self.find_button = QPushButton(RESCHEDULE_DIALOG.tr("&Find"))
        self.picker: SlotPicker | SchedulePicker = (
            SchedulePicker(rates_below=True) if module is Module.BOAT else SlotPicker()
        )
        self.picker.choose_button.setText(RESCHEDULE_DIALOG.tr("Price this &one"))
        # The picker shares the dialog's width with the comparison: its tables keep their
        # columns' whole width, so no fare, time or date hides behind a sideways scroll bar.
        for table in self.picker.findChildren(QTableView):
            WholeWidth(table)
        self.comparison = QLabel()
        self.comparison.setObjectName("rescheduleComparison")
        self.comparison.setWordWrap(True)
        self.comparison.setTextFormat(Qt.TextFormat.RichText)
        self.address = QLineEdit()
        self.address.setObjectName("exchangeAddress")
        self.address_problem = QLabel()
        self.address_problem.setObjectName("exchangeAddressProblem")
        self.address_problem.setWordWrap(True)
        self.address_form = QFormLayout()
        self.address_form.addRow(RESCHEDULE_DIALOG.tr("Customer's addr&ess"), self.address)
        self.address_form.addRow("", self.address_problem)
        self.ask_address("")
        self.payment = PaymentPanel()
        self.payment.hide()
        self.state = QLabel()
        self.state.setObjectName("rescheduleState")
        self.state.setWordWrap(True)
        self.confirm_button = make_primary(
            QPushButton(RESCHEDULE_DIALOG.tr("Confirm the c&hange")), "check"
        )
        self.confirm_button.setEnabled(False)
        self.retry_button = QPushButton(RESCHEDULE_DIALOG.tr("Retr&y the cancellation"))
        self.retry_button.hide()
        self.close_button = QPushButton(RESCHEDULE_DIALOG.tr("Close"))
        self.receipt = QTextBrowser()
        self.receipt.setObjectName("rescheduleReceipt")
        self.receipt.hide()
        self.documents_name = ""  # the PDF's proposed name, once there are documents
        self.print_button = QPushButton(RESCHEDULE_DIALOG.tr("&Print"))
        self.print_button.setObjectName("printExchange")
        self.pdf_button = QPushButton(RESCHEDULE_DIALOG.tr("&Save as PDF…"))
        self.pdf_button.setObjectName("saveExchangePdf")
        self.paper_state = QLabel()
        self.paper_state.setObjectName("exchangePaperState")
        self.paper_state.setWordWrap(True)
        for button in (self.print_button, self.pdf_button):
            button.hide()

        day_row = QHBoxLayout()
        day_label = QLabel(RESCHEDULE_DIALOG.tr("New da&te"))
        day_label.setBuddy(self.day_edit)
        day_row.addWidget(day_label)
        day_row.addWidget(self.day_edit)
        day_row.addWidget(self.find_button)
        day_row.addStretch(1)
        left = QVBoxLayout()
        left.addLayout(day_row)
        left.addWidget(self.picker, 1)
        right = QVBoxLayout()
        right.addWidget(self.comparison)
        right.addLayout(self.address_form)
        right.addWidget(self.receipt, 1)
        right.addWidget(self.state)
        right.addWidget(self.paper_state)
        right.addStretch(0)
        body = QGridLayout()
        body.addLayout(left, 0, 0)
        body.addLayout(right, 0, 1)
        body.setColumnStretch(0, 1)
        body.setColumnStretch(1, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.retry_button)
        buttons.addStretch(1)
        buttons.addWidget(self.print_button)
        buttons.addWidget(self.pdf_button)
        buttons.addWidget(self.confirm_button)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addLayout(body, 1)
        # Below both, not beside the picker: the payment's fields and the picker's whole tables
        # side by side are wider than a 1366-pixel screen.
        layout.addWidget(self.payment)
        layout.addLayout(buttons)
        self.resize(1180, 640)

        self.find_button.clicked.connect(self._find)
        self.day_edit.editingFinished.connect(self._day_left)
        chosen = (
            self.picker.schedule_chosen
            if isinstance(self.picker, SchedulePicker)
            else self.picker.slot_chosen
        )
        chosen.connect(self._price)
        self.confirm_button.clicked.connect(self._confirm)
        self.payment.pay_requested.connect(self._confirm)
        # Confirm takes the difference: only its own press or a paying field's Enter confirms,
        # never Enter in the address (it took the difference as exact cash, no tender chosen).
        moves_money(self.confirm_button)
        self.retry_button.clicked.connect(self.retry_requested)
        self.print_button.clicked.connect(self.print_requested)
        self.pdf_button.clicked.connect(self._ask_path)
        self.close_button.clicked.connect(self.reject)

    def day(self) -> dt.date:
        """The new day chosen."""
        day = self.day_edit.date().toPython()
        assert isinstance(day, dt.date)
        return day

    def show_slots(
        self,
        activity: ActivityContentItem,
        rows: list[ActivityAvailability],
        rules: Callable[[], TillRules],
    ) -> None:
        """The slots of the booking's activity on the day chosen, priced by the till's
        ``rules``."""
        picker = self.picker
        assert isinstance(picker, SlotPicker)
        picker.show_activity(activity, activity.title, rules)
        picker.show_rows(rows, RESCHEDULE_DIALOG.tr("No slot on that day."))
        self._to_rows(bool(rows))

    def show_departures(
        self,
        trip: BoatContentItem,
        rows: list[BoatAvailability],
        rules: Callable[[], TillRules],
    ) -> None:
        """The departures of the booking's trip on the day chosen, their rates priced by the
        till's ``rules``."""
        picker = self.picker
        assert isinstance(picker, SchedulePicker)
        picker.show_trip(trip, trip.trip_name, rules)
        picker.show_rows(rows, RESCHEDULE_DIALOG.tr("No departure on that day."))
        self._to_rows(bool(rows))

    def _to_rows(self, found: bool) -> None:
        # The cursor goes to what was found: Enter or Alt+O prices the row. A date field keeps
        # letters for its month, so the dialog's Alt keys would not reach past it.
        if found:
            self._show_priced()  # a search again of the same day keeps the row priced
            self.picker.table.setFocus()

    def _price(self, choice: Choice) -> None:
        self.priced = choice
        self.choice_made.emit(choice)

    def _show_priced(self) -> None:
        # What is booked is the row priced, whichever row the clerk looked at since.
        if self.priced is not None:
            self.picker.select(self.priced.found)

    def _day_left(self) -> None:
        # The date's Enter, then its losing the cursor to the rows found, searched twice: the
        # second answer put the highlight back on the first slot while another was priced.
        if self.day() != self.searched:
            self._find()

    def _find(self) -> None:
        self.confirm_button.setEnabled(False)
        self.searched = self.day()
        self.day_chosen.emit(self.searched)

    def _confirm(self) -> None:
        if not self.confirm_button.isEnabled():
            return
        payment = self.payment.payment() if self.payment.isVisible() else Payment(())
        if payment is not None:
            self.confirm_button.setEnabled(False)
            self._show_priced()
            self.show_state(
                RESCHEDULE_DIALOG.tr("Booking the new seat, then cancelling the old one…")
            )
            self.confirm_requested.emit(payment)

    def show_quote(
        self, quote: ExchangeQuote, given: str, product: str, back_by: TenderKind
    ) -> None:
        """The old booking's cancellation (``given``: its trip and when) beside the new
        booking's price (``product``: its trip and when), and the difference."""
        cancel = quote.cancel
        rows = [
            (
                RESCHEDULE_DIALOG.tr("Given up: booking {booking}").format(
                    booking=self.booking_ref
                ),
                "",
            ),
            (given, " "),
        ]
        if cancel is not None:
            rows.append(
                (
                    RESCHEDULE_DIALOG.tr("Service's cancellation charge"),
                    _money(cancel.quote.quote.platform_cancellation_charge),
                )
            )
        rows.append((RESCHEDULE_DIALOG.tr("Customer's credit from it"), _money(quote.credit)))
        rows.append((RESCHEDULE_DIALOG.tr("New booking"), ""))
        rows.append((product, " "))
        rows.append((RESCHEDULE_DIALOG.tr("Customer's price"), _money(quote.new.price.total)))
        difference = quote.difference
        if difference > 0:
            rows.append((RESCHEDULE_DIALOG.tr("The customer pays"), _money(difference)))
        elif difference < 0:
            rows.append(
                (
                    RESCHEDULE_DIALOG.tr("Given back to the customer by {tender}").format(
                        tender=back_by.refund_title()
                    ),
                    _money(-difference),
                )
            )
        else:
            rows.append((RESCHEDULE_DIALOG.tr("Nothing to pay or give back"), _money(ZERO)))
        self.comparison.setText(
            "<table cellpadding='3'>"
            + "".join(
                f"<tr><td>{_heading(label) if not amount else escape(label, quote=False)}</td>"
                f"<td align='right'>{escape(amount)}</td></tr>"
                for label, amount in rows
            )
            + "</table>"
        )
        self.payment.setVisible(difference > 0)
        if difference > 0:
            self.payment.start(difference)
        # What was typed for another slot stays: the customer is the same.
        self.ask_address(quote.address_asked)
        self._show_priced()  # the row highlighted is the one this compares
        self.receipt.hide()
        self.confirm_button.setEnabled(True)
        self.show_state("")
        if quote.address_asked and not self.address.text().strip():
            self.address.setFocus()
        else:
            (self.payment.tendered if difference > 0 else self.confirm_button).setFocus()

    def ask_address(self, asked: str) -> None:
        """Show the address field with ``asked`` by it ('' hides both: nothing asked)."""
        set_tone(self.address_problem, Tone.PLAIN)
        self.address_problem.setText(asked)
        self.address_form.setRowVisible(self.address, bool(asked))
        self.address_form.setRowVisible(self.address_problem, bool(asked))

    def show_address_problem(self, text: str) -> None:
        """The exchange needs the consumer's address: ``text`` by its field, which takes the
        keys; Confirm may be pressed again, nothing typed is lost."""
        log_shown(Level.ERROR, text)
        self.ask_address(text)
        set_tone(self.address_problem, Tone.ERROR)
        self.show_state("")
        self.confirm_button.setEnabled(True)
        self.address.setFocus()

    def customer_address(self) -> str:
        """The consumer's address as typed ('' when it is not asked)."""
        return self.address.text() if self.address_form.isRowVisible(self.address) else ""

    def show_state(self, text: str, tone: Tone = Tone.PLAIN) -> None:
        """A line of what is happening, or what went wrong."""
        set_tone(self.state, tone)
        self.state.setText(text)

    def show_failure(self, text: str) -> None:
        """The step failed; Confirm may be pressed again."""
        self.show_state(text, Tone.ERROR)
        self.confirm_button.setEnabled(True)

    def show_result(self, message: str, done: bool, documents_html: str, file_name: str) -> None:
        """The exchange made (``done``) or stopped with the old booking still held; the receipt
        (and the credit note with the new invoice, when registered), saved as ``file_name``."""
        self.show_state(message, Tone.SUCCESS if done else Tone.WARNING)
        self._show_priced()  # the slot or departure the customer now holds
        self.payment.hide()
        self.ask_address("")
        self.confirm_button.setEnabled(False)
        self.retry_button.setVisible(not done)
        self.receipt.setHtml(documents_html)
        self.documents_name = file_name
        for widget in (self.receipt, self.print_button, self.pdf_button):
            widget.setVisible(bool(documents_html))
        (self.close_button if done else self.retry_button).setFocus()

    def show_paper(self, text: str, ok: bool) -> None:
        """What became of the documents' printing or saving."""
        set_tone(self.paper_state, Tone.SUCCESS if ok else Tone.ERROR)
        self.paper_state.setText(text)

    def _ask_path(self) -> None:
        path = ask_pdf_path(self, self.pdf_button.text().replace("&", ""), self.documents_name)
        if path is not None:
            self.save_requested.emit(path)
