"""How the customer pays, typed at the review: cash (tendered, change due shown large), UPI (with
the QR of the exact amount when the agency's UPI ID is set), card, or a split of them, each field's
problem said next to it."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal, InvalidOperation

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QCheckBox, QGridLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from app.counter.formatting import money_text
from app.domain.money import CURRENCY, ZERO, money
from app.domain.payment import Card, Cash, Payment, Tender, Upi, payment_problems
from app.domain.upi import UpiRequest
from app.i18n import Catalogue
from app.ui.style import Tone, named, set_tone
from app.ui.widgets.upi_qr import UpiQr

PAYMENT_PANEL = Catalogue("PAYMENT_PANEL")
ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
# The keypad's Enter comes with the keypad modifier; any other modifier is another shortcut.
PLAIN = (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier)
# Each mode's fields, by the name ``payment_problems`` gives them.
CASH_FIELDS = ("amount", "tendered")
UPI_FIELDS = ("amount", "reference")
CARD_FIELDS = ("amount", "last4", "approval_code")


class TenderedEdit(QLineEdit):
    """The cash tendered: Enter here pays (empty = exact cash), as the till's one key.

    The review opens here, so the Ctrl+Enter that asked for it must not pay too: a held key's
    repeats and Enter with Ctrl, Alt or Shift are swallowed.
    """

    pay_requested = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Qt: only a plain, unrepeated Enter asks to pay."""
        if event.key() in ENTER_KEYS:
            event.accept()
            if not event.isAutoRepeat() and event.modifiers() in PLAIN:
                self.pay_requested.emit()
            return
        super().keyPressEvent(event)


def _not_an_amount() -> str:
    return PAYMENT_PANEL.tr("Type the amount in rupees and paise, for example 1250.50.")


def _amount(text: str) -> Decimal | None:
    """The typed amount (commas allowed); None when it is not a number."""
    try:
        value = Decimal(text.replace(",", "").strip())
    except InvalidOperation:
        return None
    return value if value.is_finite() else None


class PaymentPanel(QWidget):
    """Cash, UPI and card rows. Left empty, the cash row takes what the other parts leave, and a
    tendered amount left empty is exactly that: no typing pays exact cash.

    With a UPI request to fill (``start``), a UPI amount shows the QR of that exact amount, and
    a UPI part is taken only once the clerk ticks that it was received.

    Signals:
        pay_requested(): Enter on the cash tendered (check ``payment()`` then pay).
        upi_link_changed(str): the UPI link the QR shows now ('' for none).
        change_due(object): the change due shown now (a Decimal; None while something typed is
            not an amount).
    """

    pay_requested = Signal()
    upi_link_changed = Signal(str)
    change_due = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.total = ZERO
        self.cash_amount = self._edit(
            "cashAmount", PAYMENT_PANEL.tr("the rest"), PAYMENT_PANEL.tr("Cash part")
        )
        self.cash_amount.setAccessibleDescription(
            PAYMENT_PANEL.tr("Left empty, cash takes what UPI and card leave")
        )
        self.tendered = TenderedEdit()
        self.tendered.setObjectName("cashTendered")
        self.tendered.setPlaceholderText(PAYMENT_PANEL.tr("exact"))
        self.tendered.setAccessibleName(PAYMENT_PANEL.tr("Cash tendered"))
        self.tendered.setAccessibleDescription(
            PAYMENT_PANEL.tr("Enter here pays; left empty, the customer gave the exact cash")
        )
        self.change = QLabel()
        named(self.change, "changeDue")
        self.upi_amount = self._edit("upiAmount", "0.00", PAYMENT_PANEL.tr("UPI amount"))
        self.upi_reference = self._edit(
            "upiReference",
            PAYMENT_PANEL.tr("transaction reference"),
            PAYMENT_PANEL.tr("UPI transaction reference"),
        )
        self.upi_received = QCheckBox(PAYMENT_PANEL.tr("&Received"))
        self.upi_received.setObjectName("upiReceived")
        self.upi_received.setToolTip(
            PAYMENT_PANEL.tr("Tick once the customer's UPI app shows the payment succeeded.")
        )
        self.upi_request: UpiRequest | None = None
        self.upi_qr = UpiQr()
        self.upi_caption = QLabel()
        self.upi_caption.setObjectName("upiCaption")
        self.upi_caption.setWordWrap(True)
        self.upi_caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.card_amount = self._edit("cardAmount", "0.00", PAYMENT_PANEL.tr("Card amount"))
        self.card_last4 = self._edit(
            "cardLast4", PAYMENT_PANEL.tr("last 4"), PAYMENT_PANEL.tr("Card's last 4 digits")
        )
        self.card_last4.setMaxLength(4)
        self.card_approval = self._edit(
            "cardApproval",
            PAYMENT_PANEL.tr("approval code"),
            PAYMENT_PANEL.tr("Card approval code"),
        )
        self.errors: dict[str, QLabel] = {}
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        rows: tuple[tuple[str, str, tuple[QWidget, ...]], ...] = (
            ("cash", PAYMENT_PANEL.tr("&Cash: part, tendered"), (self.cash_amount, self.tendered)),
            (
                "upi",
                PAYMENT_PANEL.tr("&UPI: amount, reference"),
                (self.upi_amount, self.upi_reference, self.upi_received),
            ),
            (
                "card",
                PAYMENT_PANEL.tr("Car&d: amount, last 4, approval"),
                (
                    self.card_amount,
                    self.card_last4,
                    self.card_approval,
                ),
            ),
        )
        for row, (mode, title, fields) in enumerate(rows):
            label = QLabel(title)
            label.setBuddy(fields[0] if mode != "cash" else self.tendered)
            grid.addWidget(label, row * 2, 0)
            for column, field in enumerate(fields, start=1):
                grid.addWidget(field, row * 2, column)
            error = self.errors[mode] = QLabel()
            error.setObjectName(f"{mode}Error")
            error.setWordWrap(True)
            set_tone(error, Tone.ERROR)
            grid.addWidget(error, row * 2 + 1, 1, 1, 3)
        change_title = QLabel(PAYMENT_PANEL.tr("Change due"))
        grid.addWidget(change_title, 0, 4)
        grid.addWidget(self.change, 1, 4, 3, 1, Qt.AlignmentFlag.AlignTop)
        self.errors["total"] = total_error = QLabel()
        total_error.setObjectName("paymentError")
        total_error.setWordWrap(True)
        set_tone(total_error, Tone.ERROR, strong=True)
        grid.addWidget(total_error, 6, 0, 1, 5)
        grid.setColumnStretch(4, 1)
        upi = QVBoxLayout()
        upi.addWidget(self.upi_qr)
        upi.addWidget(self.upi_caption)
        upi.addStretch(1)
        # The code spans an empty last row that takes its height: the rows stay close together.
        grid.addLayout(upi, 0, 5, 8, 1)
        grid.setRowStretch(7, 1)
        self.tendered.pay_requested.connect(self.pay_requested)
        for edit in self._edits():
            edit.textEdited.connect(self._update_change)
        self.upi_amount.textChanged.connect(self._update_upi)

    def _edit(self, name: str, hint: str, accessible_name: str) -> QLineEdit:
        edit = QLineEdit()
        edit.setObjectName(name)
        edit.setPlaceholderText(hint)
        # A row's label names only its first field: each field says what it is.
        edit.setAccessibleName(accessible_name)
        return edit

    def _edits(self) -> tuple[QLineEdit, ...]:
        return (
            self.cash_amount,
            self.tendered,
            self.upi_amount,
            self.upi_reference,
            self.card_amount,
            self.card_last4,
            self.card_approval,
        )

    def start(self, total: Decimal, upi: UpiRequest | None = None) -> None:
        """A new price to collect: every field emptied (exact cash until something is typed);
        ``upi`` (its amount filled from the UPI part) makes the QR, None shows none."""
        self.total = money(total)
        self.upi_request = upi
        for edit in self._edits():
            edit.clear()
        self.upi_received.setChecked(False)
        self._show_errors({})
        self._update_change()
        self._update_upi()

    def upi_now(self) -> UpiRequest | None:
        """The UPI request of the amount typed (None when there is no request or no usable
        amount: then no QR)."""
        amount = _amount(self.upi_amount.text().strip() or "0")
        if self.upi_request is None or amount is None:
            return None
        request = replace(self.upi_request, amount=amount)
        return None if request.problems() else request

    def _update_upi(self) -> None:
        request = self.upi_now()
        link = "" if request is None else request.link()
        if link == self.upi_qr.link:
            return
        self.upi_qr.show_link(link)
        self.upi_caption.setText(
            ""
            if request is None
            else PAYMENT_PANEL.tr("Scan to pay {amount} to {payee} ({vpa})").format(
                amount=money_text(request.amount, CURRENCY), payee=request.payee, vpa=request.vpa
            )
        )
        self.upi_link_changed.emit(link)

    def _parts(self) -> tuple[list[tuple[str, Tender]], dict[str, str]]:
        """The parts typed, each with its row; problems of amounts that are not numbers."""
        found: dict[str, str] = {}
        parts: list[tuple[str, Tender]] = []
        others = ZERO
        for mode, edit in (("upi", self.upi_amount), ("card", self.card_amount)):
            text = edit.text().strip()
            if not text:
                continue
            amount = _amount(text)
            if amount is None:
                found[mode] = _not_an_amount()
                continue
            others += amount
            if mode == "upi":
                parts.append((mode, Upi(amount, self.upi_reference.text())))
            else:
                parts.append(
                    (mode, Card(amount, self.card_last4.text(), self.card_approval.text()))
                )
        cash_text = self.cash_amount.text().strip()
        cash = _amount(cash_text) if cash_text else money(self.total - others)
        tendered_text = self.tendered.text().strip()
        tendered = _amount(tendered_text) if tendered_text else cash
        if cash is None or tendered is None:
            found["cash"] = _not_an_amount()
        elif cash_text or cash > 0:
            parts.insert(0, ("cash", Cash(cash, tendered)))
        return parts, found

    def payment(self) -> Payment | None:
        """The payment typed when it is right (it adds up to the price); else None, each
        problem shown next to its field."""
        parts, found = self._parts()
        if not found:
            payment = Payment(tuple(part for _, part in parts))
            problems = payment_problems(payment, self.total)
            for key, text in problems.items():
                if key == "total":
                    found["total"] = text
                    continue
                index = int(key[key.index("[") + 1 : key.index("]")])
                mode = parts[index][0]
                found[mode] = f"{found[mode]} {text}" if mode in found else text
            if any(mode == "upi" for mode, _ in parts) and not self.upi_received.isChecked():
                unticked = PAYMENT_PANEL.tr(
                    "Tick Received once the customer's UPI app shows the payment succeeded."
                )
                found["upi"] = f"{found['upi']} {unticked}" if "upi" in found else unticked
        self._show_errors(found)
        return None if found else Payment(tuple(part for _, part in parts))

    def _show_errors(self, found: dict[str, str]) -> None:
        for key, label in self.errors.items():
            label.setText(found.get(key, ""))

    def _update_change(self) -> None:
        parts, found = self._parts()
        change = money(sum((p.change for _, p in parts if isinstance(p, Cash)), ZERO))
        self.change.setText(money_text(change if not found else None, CURRENCY))
        self.change_due.emit(change if not found else None)

    def focus_first(self) -> None:
        """The cursor to the cash tendered: Enter there pays exact cash."""
        self.tendered.setFocus()
