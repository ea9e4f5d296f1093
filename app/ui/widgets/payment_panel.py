"""How the customer pays, typed at the review: a row per registered tender, cash (tendered, change
due shown large), UPI (with the QR of the exact amount when the agency's UPI ID is set), the others
with their details, or a split of them, each field's problem said next to it."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal, InvalidOperation

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent
from PySide6.QtWidgets import QCheckBox, QGridLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from app.counter.papers.formatting import money_text
from app.domain.money import CURRENCY, ZERO, money
from app.domain.payment import Payment, payment_problems
from app.domain.tenders import DRAWER, TENDER_NAMES, TENDERS, UPI, Detail, Tender, TenderKind
from app.domain.upi import UpiRequest
from app.i18n import Catalogue
from app.ui.enter_keys import pays_on_enter
from app.ui.style import Tone, named, set_tone
from app.ui.widgets.hint_fit import fit_hint
from app.ui.widgets.upi_qr import UpiQr

PAYMENT_PANEL = Catalogue("PAYMENT_PANEL")
ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
# The keypad's Enter comes with the keypad modifier; any other modifier is another shortcut.
PLAIN = (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier)
# The widest amount an amount field is sized for: a counter's sale stays under ten lakh.
WIDEST_AMOUNT = "9,99,999.00"


class PaymentEdit(QLineEdit):
    """A field of the payment: a plain, unrepeated Enter is ``entered`` (the panel decides
    whether it pays or goes on to the next field).

    The review opens in the cash tendered, so the Ctrl+Enter that asked for it must not pay
    too: a held key's repeats and Enter with Ctrl, Alt or Shift are swallowed.

    Signals:
        entered(): a plain Enter was pressed here.
    """

    entered = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Qt: only a plain, unrepeated Enter is passed on."""
        if event.key() in ENTER_KEYS:
            event.accept()
            if not event.isAutoRepeat() and event.modifiers() in PLAIN:
                self.entered.emit()
            return
        super().keyPressEvent(event)


class ReceivedBox(QCheckBox):
    """UPI's "Received": Space ticks it, Enter pays, as Enter on the cash tendered does (with UPI
    the only tender, the cursor ends here)."""

    pay_requested = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Qt: a plain, unrepeated Enter asks to pay."""
        if event.key() in ENTER_KEYS:
            event.accept()
            if not event.isAutoRepeat() and event.modifiers() in PLAIN:
                self.pay_requested.emit()
            return
        super().keyPressEvent(event)


class AmountEdit(PaymentEdit):
    """A tender's amount. Tabbed into, its amount is not selected: a stray Tab followed by the
    next field's digits typed over the UPI amount, and its QR with it."""

    def focusInEvent(self, event: QFocusEvent) -> None:
        """Qt: reached by Tab or Shift+Tab, the cursor goes after the amount, nothing selected."""
        super().focusInEvent(event)
        if event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            self.deselect()
            self.end(False)


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
    """A row per registered tender (``app.domain.tenders``): its amount and details; the cash
    row's part and tendered. Left empty, the cash row takes what the other parts leave, and a
    tendered amount left empty is exactly that: no typing pays exact cash.

    With a UPI request to fill (``start``), a UPI amount shows the QR of that exact amount, and
    a UPI part is taken only once the clerk ticks that it was received; ticked, the QR goes
    (nothing is left to scan).

    Enter pays from a paying field once its tender is chosen: the cash tendered (cash is the
    tender until another is typed), a tender's amount or reference once its amount is typed,
    UPI's Received. In a tender's reference before its amount, Enter goes to the amount; in the
    cash part, to the cash tendered. Nothing else here pays.

    Signals:
        pay_requested(): Enter in a paying field (check ``payment()`` then pay).
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
        # Each tender's amount and its details' fields, in declared order.
        self.amounts: dict[TenderKind, QLineEdit] = {}
        self.details: dict[TenderKind, tuple[QLineEdit, ...]] = {}
        for kind in TENDERS:
            self.amounts[kind] = self._amount_edit(kind)
            self.details[kind] = tuple(self._detail_edit(kind, detail) for detail in kind.details)
        self.tendered = PaymentEdit()
        self.tendered.setObjectName("cashTendered")
        self.tendered.setPlaceholderText(PAYMENT_PANEL.tr("exact"))
        fit_hint(self.tendered, WIDEST_AMOUNT)
        self.tendered.setAccessibleName(PAYMENT_PANEL.tr("Cash tendered"))
        self.tendered.setAccessibleDescription(
            PAYMENT_PANEL.tr("Enter here pays; left empty, the customer gave the exact cash")
        )
        self.change = QLabel()
        named(self.change, "changeDue")
        self.upi_received = ReceivedBox(PAYMENT_PANEL.tr("&Received"))
        self.upi_received.setObjectName("upiReceived")
        self.upi_received.setToolTip(
            PAYMENT_PANEL.tr("Tick once the customer's UPI app shows the payment succeeded.")
        )
        self.upi_request: UpiRequest | None = None
        # The UPI amount the clerk last left (Tab, Enter): a QR of another amount says so.
        self.upi_shown: Decimal | None = None
        self.upi_qr = UpiQr()
        self.upi_caption = QLabel()
        self.upi_caption.setObjectName("upiCaption")
        self.upi_caption.setWordWrap(True)
        self.upi_caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.errors: dict[str, QLabel] = {}
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        for row, kind in enumerate(TENDERS):
            fields = self._row_fields(kind)
            label = QLabel(kind.row_title())
            label.setBuddy(self.tendered if kind is DRAWER else fields[0])
            grid.addWidget(label, row * 2, 0)
            for column, field in enumerate(fields, start=1):
                grid.addWidget(field, row * 2, column)
            error = self.errors[kind.key] = QLabel()
            error.setObjectName(f"{kind.key}Error")
            error.setWordWrap(True)
            set_tone(error, Tone.ERROR)
            grid.addWidget(error, row * 2 + 1, 1, 1, 3)
        below = len(TENDERS) * 2
        change_title = QLabel(PAYMENT_PANEL.tr("Change due"))
        grid.addWidget(change_title, 0, 4)
        grid.addWidget(self.change, 1, 4, 3, 1, Qt.AlignmentFlag.AlignTop)
        self.errors["total"] = total_error = QLabel()
        total_error.setObjectName("paymentError")
        total_error.setWordWrap(True)
        set_tone(total_error, Tone.ERROR, strong=True)
        grid.addWidget(total_error, below, 0, 1, 5)
        grid.setColumnStretch(4, 1)
        upi = QVBoxLayout()
        upi.addWidget(self.upi_qr)
        upi.addWidget(self.upi_caption)
        upi.addStretch(1)
        # The code spans an empty last row that takes its height: the rows stay close together.
        grid.addLayout(upi, 0, 5, below + 2, 1)
        grid.setRowStretch(below + 1, 1)
        self.tendered.entered.connect(self.pay_requested)
        # Received pays once the UPI part is typed; before that it pays nothing (Enter there
        # took the whole price as exact cash).
        self.upi_received.pay_requested.connect(
            lambda: self._entered(self.upi_received, self.upi_amount)
        )
        for field in (self.tendered, self.upi_received):
            pays_on_enter(field)
        for kind in TENDERS:
            self._enter_keys(kind)
        # Received, the amount the customer paid is fixed until unticked, and no code is left
        # to scan (a customer whose app was slow paid twice).
        self.upi_received.toggled.connect(self.upi_amount.setReadOnly)
        self.upi_received.toggled.connect(self._update_upi)
        for edit in self._edits():
            edit.textEdited.connect(self._update_change)
        self.upi_amount.textChanged.connect(self._update_upi)
        self.upi_amount.editingFinished.connect(self._upi_left)

    def _enter_keys(self, kind: TenderKind) -> None:
        """What Enter does in ``kind``'s amount and details."""
        amount = self.amounts[kind]
        assert isinstance(amount, PaymentEdit)
        if kind is DRAWER:
            amount.entered.connect(self.tendered.setFocus)  # the cash part, then what was given
            return
        for field in (amount, *self.details[kind]):
            assert isinstance(field, PaymentEdit)
            pays_on_enter(field)
            field.entered.connect(lambda field=field, amount=amount: self._entered(field, amount))

    def _entered(self, field: QWidget, amount: QLineEdit) -> None:
        """Enter in a tender's ``field``: it pays once the tender's ``amount`` is typed (the
        tender chosen); before that, the amount takes the cursor (or the next field, from the
        empty amount itself)."""
        if amount.text().strip():
            self.pay_requested.emit()
        elif field is amount:
            amount.focusNextChild()
        else:
            amount.setFocus(Qt.FocusReason.TabFocusReason)

    def _amount_edit(self, kind: TenderKind) -> QLineEdit:
        if kind is DRAWER:
            edit = self._edit(
                f"{kind.key}Amount",
                PAYMENT_PANEL.tr("the rest"),
                PAYMENT_PANEL.tr("Cash part"),
                PaymentEdit(),
            )
            edit.setAccessibleDescription(
                PAYMENT_PANEL.tr("Left empty, cash takes what the other tenders leave")
            )
        else:
            name = PAYMENT_PANEL.tr("{tender} amount").format(tender=kind.title())
            edit = self._edit(f"{kind.key}Amount", "0.00", name, AmountEdit())
        # No amount is ever cut off: a squeezed row widens its column instead.
        fit_hint(edit, WIDEST_AMOUNT)
        return edit

    def _detail_edit(self, kind: TenderKind, detail: Detail) -> QLineEdit:
        known = TENDER_NAMES.known
        name = detail.name.title().replace("_", "")
        edit = self._edit(
            f"{kind.key}{name}", known(detail.hint), known(detail.label), PaymentEdit()
        )
        fit_hint(edit)  # a detail's hint names it (the row's label only lists the details)
        if detail.longest:
            edit.setMaxLength(detail.longest)
        return edit

    def _row_fields(self, kind: TenderKind) -> tuple[QWidget, ...]:
        if kind is DRAWER:
            return (self.amounts[kind], self.tendered)
        received: tuple[QWidget, ...] = (self.upi_received,) if kind is UPI else ()
        return (self.amounts[kind], *self.details[kind], *received)

    @property
    def upi_amount(self) -> QLineEdit:
        """The UPI part's amount (its QR is made of it)."""
        return self.amounts[UPI]

    @property
    def upi_reference(self) -> QLineEdit:
        """The UPI part's transaction reference."""
        return self.details[UPI][0]

    @property
    def cash_amount(self) -> QLineEdit:
        """The cash part (empty: what the other parts leave)."""
        return self.amounts[DRAWER]

    def last_field(self) -> QWidget:
        """The panel's last field in tab order (the last tender's last detail)."""
        last = TENDERS[-1]
        return (self.details[last] or (self.amounts[last],))[-1]

    def _edit(
        self, name: str, hint: str, accessible_name: str, edit: QLineEdit | None = None
    ) -> QLineEdit:
        edit = QLineEdit() if edit is None else edit
        edit.setObjectName(name)
        edit.setPlaceholderText(hint)
        # A row's label names only its first field: each field says what it is.
        edit.setAccessibleName(accessible_name)
        return edit

    def _edits(self) -> tuple[QLineEdit, ...]:
        return tuple(
            edit
            for kind in TENDERS
            for edit in (
                self.amounts[kind],
                *((self.tendered,) if kind is DRAWER else ()),
                *self.details[kind],
            )
        )

    def start(self, total: Decimal, upi: UpiRequest | None = None) -> None:
        """A new price to collect: every field emptied (exact cash until something is typed);
        ``upi`` (its amount filled from the UPI part) makes the QR, None shows none."""
        self.total = money(total)
        self.upi_request = upi
        for edit in self._edits():
            edit.clear()
        self.upi_received.setChecked(False)
        self.upi_shown = None
        self._show_errors({})
        self._update_change()
        self._update_upi()

    def upi_to_scan(self) -> UpiRequest | None:
        """The UPI request the customer is to scan now: none once the clerk ticked Received."""
        return None if self.upi_received.isChecked() else self.upi_now()

    def upi_now(self) -> UpiRequest | None:
        """The UPI request of the amount typed (None when there is no request or no usable
        amount: then no QR)."""
        amount = _amount(self.upi_amount.text().strip() or "0")
        if self.upi_request is None or amount is None:
            return None
        request = replace(self.upi_request, amount=amount)
        return None if request.problems() else request

    def _update_upi(self) -> None:
        request = self.upi_to_scan()
        link = "" if request is None else request.link()
        if link == self.upi_qr.link:
            return
        self.upi_qr.show_link(link)
        self.upi_caption.setText("" if request is None else self._upi_caption(request))
        self.upi_link_changed.emit(link)

    def _upi_left(self) -> None:
        request = self.upi_to_scan()
        if request is not None:
            self.upi_shown = request.amount
            self.upi_caption.setText(self._upi_caption(request))

    def _upi_caption(self, request: UpiRequest) -> str:
        """What the QR asks for, and what it asked for before when that was another amount."""
        caption = PAYMENT_PANEL.tr("Scan to pay {amount} to {payee} ({vpa})").format(
            amount=money_text(request.amount, CURRENCY), payee=request.payee, vpa=request.vpa
        )
        if self.upi_shown is None or self.upi_shown == request.amount:
            return caption
        changed = PAYMENT_PANEL.tr("The amount changed from {amount}: scan the new code.")
        return f"{caption}\n{changed.format(amount=money_text(self.upi_shown, CURRENCY))}"

    def _parts(self) -> tuple[list[Tender], dict[str, str]]:
        """The parts typed, the cash part first; problems of amounts that are not numbers (by
        the tender's key)."""
        found: dict[str, str] = {}
        parts: list[Tender] = []
        others = ZERO
        for kind in TENDERS:
            text = self.amounts[kind].text().strip()
            if kind is DRAWER or not text:
                continue
            amount = _amount(text)
            if amount is None:
                found[kind.key] = _not_an_amount()
                continue
            others += amount
            parts.append(kind.paid(amount, *(edit.text() for edit in self.details[kind])))
        cash_text = self.cash_amount.text().strip()
        cash = _amount(cash_text) if cash_text else money(self.total - others)
        tendered_text = self.tendered.text().strip()
        tendered = _amount(tendered_text) if tendered_text else cash
        if cash is None or tendered is None:
            found[DRAWER.key] = _not_an_amount()
        elif cash_text or cash > 0:
            parts.insert(0, DRAWER.paid(cash, tendered=tendered))
        return parts, found

    def payment(self) -> Payment | None:
        """The payment typed when it is right (it adds up to the price); else None, each
        problem shown next to its field."""
        parts, found = self._parts()
        if not found:
            payment = Payment(tuple(parts))
            problems = payment_problems(payment, self.total)
            for key, text in problems.items():
                if key == "total":
                    found["total"] = text
                    continue
                index = int(key[key.index("[") + 1 : key.index("]")])
                mode = parts[index].kind.key
                found[mode] = f"{found[mode]} {text}" if mode in found else text
            if any(part.kind is UPI for part in parts) and not self.upi_received.isChecked():
                unticked = PAYMENT_PANEL.tr(
                    "Tick Received once the customer's UPI app shows the payment succeeded."
                )
                found["upi"] = f"{found['upi']} {unticked}" if "upi" in found else unticked
        self._show_errors(found)
        return None if found else Payment(tuple(parts))

    def _show_errors(self, found: dict[str, str]) -> None:
        for key, label in self.errors.items():
            label.setText(found.get(key, ""))

    def _update_change(self) -> None:
        parts, found = self._parts()
        change = money(sum((p.change for p in parts), ZERO))
        self.change.setText(money_text(change if not found else None, CURRENCY))
        self.change_due.emit(change if not found else None)

    def focus_first(self) -> None:
        """The cursor to the cash tendered: Enter there pays exact cash."""
        self.tendered.setFocus()
