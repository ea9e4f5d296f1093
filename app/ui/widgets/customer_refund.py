"""The customer's refund after a confirmed cancellation: the rule's amount next to what the service
gave the agency back, what is owed by each tender, the amount staff give now and how it goes back
(cash, UPI, card reversal); the rest stays owed unless staff say nothing more is (lower is theirs
to decide, higher needs a supervisor). The consumer's address is asked, by its field, when their
credit note must name it. Beside it, a customer's excess owed back (a payment the bank showed more
for, accepted by a supervisor as paid over): no cancellation's, paid back whole by the tender
chosen (cash in whole rupees), with no credit note."""

from __future__ import annotations

from decimal import Decimal, InvalidOperation

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from app.counter.papers.formatting import money_text, tenders_text
from app.domain.money import CURRENCY
from app.domain.tenders import CARD, TENDERS, TenderKind, tender_of
from app.i18n import Catalogue
from app.ui.bridge import Level, log_shown
from app.ui.enter_keys import moves_money, pays_on_enter
from app.ui.style import Tone, named, set_tone
from app.ui.widgets.wheel_guard import guarded
from app.ui.widgets.wrapped_label import WrappedLabel

CUSTOMER_REFUND = Catalogue("CUSTOMER_REFUND")
TenderAmounts = tuple[tuple[TenderKind, Decimal], ...]


def owed_text(owed: TenderAmounts) -> str:
    """``Cash 334.00 + UPI 334.00``, or that nothing is owed."""
    return tenders_text(owed) if owed else CUSTOMER_REFUND.tr("nothing")


class CustomerRefundPanel(QGroupBox):
    """Shown once a cancellation of a sale taken at this till is confirmed.

    Signals:
        record_requested(object, object, str, bool): the amount given now (``Decimal``, or None
            when not a number), the ``TenderKind``, the reference (UPI, card reversal, bank
            transfer) and whether nothing more is owed after it.
    """

    record_requested = Signal(object, object, str, bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(CUSTOMER_REFUND.tr("Customer refund"), parent)
        self.setObjectName("customerRefund")
        self.rule = QLabel()
        named(self.rule, "refundRule")
        self.agency = QLabel()
        self.agency.setObjectName("refundAgency")
        self.owed = WrappedLabel()
        self.owed.setObjectName("refundOwed")
        self.amount = QLineEdit()
        self.amount.setObjectName("refundAmount")
        self.mode = guarded(QComboBox())
        self.mode.setObjectName("refundMode")
        for kind in TENDERS:
            self.mode.addItem(kind.refund_title(), kind.code)
        self.reference = QLineEdit()
        self.reference.setObjectName("refundReference")
        self.reference.setPlaceholderText(CUSTOMER_REFUND.tr("reference"))
        self.reference.setAccessibleDescription(
            CUSTOMER_REFUND.tr(
                "The reference of the refund paid (a transfer's or the card reversal slip's);"
                " empty for cash."
            )
        )
        self.address = QLineEdit()
        self.address.setObjectName("refundAddress")
        self.address_problem = WrappedLabel()
        self.address_problem.setObjectName("refundAddressProblem")
        self.close_box = QCheckBox(CUSTOMER_REFUND.tr("&Nothing more is owed after this"))
        self.close_box.setObjectName("refundClose")
        self.close_box.setToolTip(
            CUSTOMER_REFUND.tr(
                "Ticked, what is not given now is kept (an agency fee); unticked, it stays owed"
                " by its tender and is paid later."
            )
        )
        self.record_button = QPushButton(CUSTOMER_REFUND.tr("&Record the refund given"))
        self.state = WrappedLabel()
        self.state.setObjectName("refundState")
        form = QFormLayout(self)
        self.form = form
        form.addRow(CUSTOMER_REFUND.tr("By the rule"), self.rule)
        form.addRow(CUSTOMER_REFUND.tr("The service gave the agency"), self.agency)
        form.addRow(CUSTOMER_REFUND.tr("Owed by"), self.owed)
        form.addRow(CUSTOMER_REFUND.tr("&Give back now"), self.amount)
        form.addRow(CUSTOMER_REFUND.tr("Paid &back by"), self.mode)
        form.addRow(CUSTOMER_REFUND.tr("Reference"), self.reference)
        form.addRow(CUSTOMER_REFUND.tr("Customer's addr&ess"), self.address)
        form.addRow("", self.address_problem)
        form.addRow("", self.close_box)
        self.amount.setAccessibleDescription(
            CUSTOMER_REFUND.tr("In rupees and paise; more than the rule needs a supervisor.")
        )
        form.addRow("", self.record_button)
        form.addRow(self.state)
        self.record_button.clicked.connect(self._record)
        # The amount given back and its reference pay (the tender is always chosen: the row
        # below the amount); the address is the customer's, and Enter there goes on to the box.
        self.amount.returnPressed.connect(self._record)
        self.reference.returnPressed.connect(self._record)  # typed last, Enter records it
        self.address.returnPressed.connect(self.close_box.setFocus)
        moves_money(self.record_button)
        for field in (self.amount, self.reference):
            pays_on_enter(field)
        self.ask_address("")
        self.hide()

    def offer(
        self,
        rule_amount: Decimal,
        agency_refund: Decimal,
        owed: TenderAmounts,
        address_asked: str = "",
    ) -> None:
        """A cancellation was confirmed: the rule's refund and what is owed by each tender,
        the first tender's part offered as typed; the consumer's address field shown, with
        ``address_asked`` (why the credit note needs it) by it, when it is asked."""
        self.rule.setText(money_text(rule_amount, CURRENCY))
        self.agency.setText(money_text(agency_refund, CURRENCY))
        self._next(owed)
        self.address.clear()
        self.ask_address(address_asked)
        self.amount.setEnabled(True)
        set_tone(self.state, Tone.PLAIN)
        self.state.setText(
            CUSTOMER_REFUND.tr(
                "Lower it for an agency fee if you must; more than the rule needs a supervisor."
            )
        )
        self.show()
        self.amount.setFocus()
        self.amount.selectAll()

    def ask_address(self, asked: str) -> None:
        """Show the address field with ``asked`` by it ('' hides both: nothing asked)."""
        set_tone(self.address_problem, Tone.PLAIN)
        self.address_problem.setText(asked)
        self.form.setRowVisible(self.address, bool(asked))
        self.form.setRowVisible(self.address_problem, bool(asked))

    def show_address_problem(self, text: str) -> None:
        """The payment needs the consumer's address: ``text`` by its field, which takes the
        keys (what was typed elsewhere stays)."""
        log_shown(Level.ERROR, text)
        self.ask_address(text)
        set_tone(self.address_problem, Tone.ERROR)
        self.address.setFocus()

    def customer_address(self) -> str:
        """The consumer's address as typed ('' when it is not asked)."""
        return self.address.text() if self.form.isRowVisible(self.address) else ""

    def paid_by(self) -> TenderKind:
        """How the refund goes back, as chosen (the box keeps the tender's code)."""
        return tender_of(self.mode.currentData())

    def _record(self) -> None:
        try:
            amount: Decimal | None = Decimal(self.amount.text().replace(",", "").strip())
        except InvalidOperation:
            amount = None
        self.record_requested.emit(
            amount, self.paid_by(), self.reference.text(), self.close_box.isChecked()
        )

    def _next(self, owed: TenderAmounts) -> None:
        """What is owed by tender, the first one's part offered to give now."""
        self.owed.setText(owed_text(owed))
        if owed:
            kind, amount = owed[0]
            self.amount.setText(f"{amount:.2f}")
            self.mode.setCurrentIndex(self.mode.findData(kind.code))
        self.reference.clear()
        self.close_box.setChecked(False)
        self.record_button.setEnabled(bool(owed))

    def show_recorded(self, amount: Decimal, mode: TenderKind, owed: TenderAmounts) -> None:
        """The payment is in the journal: say what to hand back; what is still ``owed`` is
        offered next (no second refund once nothing is). The credit note was issued with the
        first payment: no address is asked any more."""
        self._next(owed)
        self.ask_address("")
        set_tone(self.state, Tone.SUCCESS, strong=True)
        given = CUSTOMER_REFUND.tr("Recorded: give back {amount} by {mode}.").format(
            amount=money_text(amount, CURRENCY), mode=mode.refund_title()
        )
        if owed:
            given = CUSTOMER_REFUND.tr("{given} Still owed: {owed}.").format(
                given=given, owed=owed_text(owed)
            )
        self.state.setText(given)

    def add_note(self, text: str) -> None:
        """Add ``text`` (how the refund slip or the credit note printed) after what it says."""
        self.state.setText(f"{self.state.text()} {text}")

    def show_given(self, text: str) -> None:
        """This cancellation had its refund already: what went back, and no second one."""
        self.record_button.setEnabled(False)
        self.amount.setEnabled(False)
        set_tone(self.state, Tone.WARNING, strong=True)
        self.state.setText(text)

    def show_problem(self, text: str) -> None:
        """The refund was not recorded: why, as a sentence (logged)."""
        log_shown(Level.ERROR, text)
        set_tone(self.state, Tone.ERROR)
        self.state.setText(text)


class ExcessRefundPanel(QGroupBox):
    """Shown while the booking's customer is owed an excess.

    Signals:
        pay_requested(object, str): the ``TenderKind`` it goes back by and its reference.
    """

    pay_requested = Signal(object, str)

    def __init__(self) -> None:
        super().__init__(CUSTOMER_REFUND.tr("Customer's excess"))
        self.setObjectName("excessRefund")
        self.owed = WrappedLabel()
        self.owed.setObjectName("excessOwed")
        self.mode = guarded(QComboBox())
        self.mode.setObjectName("excessMode")
        for kind in TENDERS:
            if kind is not CARD:  # no card took it: it came by UPI or bank
                self.mode.addItem(kind.refund_title(), kind.code)
        self.reference = QLineEdit()
        self.reference.setObjectName("excessReference")
        self.reference.setPlaceholderText(CUSTOMER_REFUND.tr("reference; empty for cash"))
        self.pay_button = QPushButton(CUSTOMER_REFUND.tr("Pay back the e&xcess"))
        self.state = WrappedLabel()
        self.state.setObjectName("excessState")
        form = QFormLayout(self)
        form.addRow(self.owed)
        form.addRow(CUSTOMER_REFUND.tr("Paid back by"), self.mode)
        form.addRow(CUSTOMER_REFUND.tr("Reference"), self.reference)
        form.addRow("", self.pay_button)
        form.addRow(self.state)
        self.pay_button.clicked.connect(self._pay)
        self.reference.returnPressed.connect(self._pay)
        moves_money(self.pay_button)
        pays_on_enter(self.reference)
        self.hide()

    def offer(self, sentence: str) -> None:
        """Say what is owed and to whom (``sentence``), ready to pay it back."""
        self.owed.setText(sentence)
        self.reference.clear()
        self.state.clear()
        self.pay_button.setEnabled(True)
        self.show()

    def show_paid(self, sentence: str) -> None:
        """The excess was paid back: ``sentence`` says what was handed over; nothing more."""
        self.state.setText(sentence)
        set_tone(self.state, Tone.SUCCESS)
        self.pay_button.setEnabled(False)

    def show_problem(self, text: str) -> None:
        """Why it was not paid back."""
        self.state.setText(text)
        set_tone(self.state, Tone.ERROR)

    def chosen(self) -> TenderKind:
        """The tender chosen."""
        return tender_of(self.mode.currentData())

    def _pay(self) -> None:
        if self.pay_button.isEnabled():
            self.pay_requested.emit(self.chosen(), self.reference.text())
