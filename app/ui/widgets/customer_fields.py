"""The customer's name, e-mail and phone, each checked as typed with its message beside it.

Above them a quick line takes all three at once ("Asha Rao, asha@example.in, 9876543210"); the
fields are then filled and checked exactly as if each had been typed. A returning customer's
phone, typed in the phone field or alone in the quick line ("98765 43210, 2"), is looked up in
earlier sales and their details are offered: Enter fills them.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from app.booking.quick_entry import SEPARATOR, QuickEntryError, parse_customer, returning_phone
from app.domain.phone import PHONE_HINT, phone_hint, read_phone
from app.i18n import QT_TRANSLATE_NOOP, Catalogue
from app.records.customers import KnownCustomer
from app.ui.error_words import reason_of
from app.ui.style import Tone, set_tone
from app.ui.widgets.field_grid import FIELD_WIDTH, FieldGrid
from app.ui.widgets.language_choice import LanguageChoice
from app.ui.widgets.quick_line import QUICK_LINE_WIDTH, QuickLine

CUSTOMER_FIELDS = Catalogue("CUSTOMER_FIELDS")
# Wire name, title and hint of each field; the texts are translated where they are shown.
FIELDS = (
    (
        "customer_name",
        QT_TRANSLATE_NOOP("CUSTOMER_FIELDS", "Customer &name"),
        QT_TRANSLATE_NOOP("CUSTOMER_FIELDS", "As on the customer's ID"),
    ),
    ("customer_email", QT_TRANSLATE_NOOP("CUSTOMER_FIELDS", "&E-mail"), "name@example.com"),
    ("customer_phone", QT_TRANSLATE_NOOP("CUSTOMER_FIELDS", "P&hone"), PHONE_HINT),
)
PHONE_SHOWN_WIDTH = 150
# A business customer's details for its B2B tax invoice, shown when staff tick the box.
BUSINESS_FIELDS = (
    (
        "customer_gstin",
        QT_TRANSLATE_NOOP("CUSTOMER_FIELDS", "Customer's GSTIN"),
        QT_TRANSLATE_NOOP("CUSTOMER_FIELDS", "15 characters, e.g. 29AAGCB7383J1Z4"),
    ),
    (
        "customer_address",
        QT_TRANSLATE_NOOP("CUSTOMER_FIELDS", "Address"),
        QT_TRANSLATE_NOOP("CUSTOMER_FIELDS", "As registered for GST"),
    ),
    (
        "customer_state_code",
        QT_TRANSLATE_NOOP("CUSTOMER_FIELDS", "State code"),
        QT_TRANSLATE_NOOP("CUSTOMER_FIELDS", "2 digits; blank: the GSTIN's state"),
    ),
)


BUSINESS_NAMES = tuple(name for name, _title, _hint in BUSINESS_FIELDS)


class CustomerFields(QWidget):
    """A quick line and three line edits; the limits are not enforced by the edits, so the
    message can explain.

    Signals:
        edited(str, str): staff changed a field (wire name, text).
        accepted(): Enter in one of the three fields.
        quick_applied(): Enter in the quick line filled the three fields.
        seats_typed(int): the quick line ended with the number of seats.
        phone_typed(str): a phone number reads whole in the phone field or the quick line (its
            wire digits): the owner looks for an earlier customer of it and calls ``offer``.
        language_chosen(str): the clerk chose the customer's language (its code); the owner
            decides and shows it back with ``show_language``.
        email_entered(str): an e-mail address was typed or filled in: the owner looks for the
            customer's choice of e-mail and calls ``show_mail_choice``.
    """

    edited = Signal(str, str)
    accepted = Signal()
    quick_applied = Signal()
    seats_typed = Signal(int)
    phone_typed = Signal(str)
    language_chosen = Signal(str)
    email_entered = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid = FieldGrid()
        self.quick = QuickLine(
            "quickCustomer",
            CUSTOMER_FIELDS.tr(
                "Name, e-mail, phone[, seats]  (e.g. Asha Rao, asha@example.in, 9876543210, 2)"
            ),
        )
        self.quick.setToolTip(
            CUSTOMER_FIELDS.tr(
                "The customer in one line, separated by commas. Enter fills the three fields below."
            )
        )
        self.grid.add_row(
            "quick_customer",
            CUSTOMER_FIELDS.tr("Quick cus&tomer"),
            self.quick,
            self.quick.message,
            QUICK_LINE_WIDTH,
        )
        self.edits: dict[str, QLineEdit] = {}
        for name, title, hint in FIELDS:
            edit = QLineEdit()
            edit.setObjectName(name)
            # The phone's hint belongs to the phone rules' catalogue.
            edit.setPlaceholderText(
                phone_hint() if hint is PHONE_HINT else CUSTOMER_FIELDS.known(hint)
            )
            edit.textEdited.connect(lambda text, name=name: self._edited(name, text))
            self.edits[name] = edit
            # The phone's Enter may take a returning customer's offer first (``_phone_entered``).
            if name != "customer_phone":
                edit.returnPressed.connect(self.accepted)
                self.grid.add(name, CUSTOMER_FIELDS.known(title), edit)
        # The number as it will be read and sent sits beside what was typed, so staff see that
        # "098400 12345" became +91 98400 12345.
        self.phone_shown = QLabel()
        self.phone_shown.setObjectName("phoneShown")
        phone_box = QWidget()
        phone_layout = QHBoxLayout(phone_box)
        phone_layout.setContentsMargins(0, 0, 0, 0)
        phone_layout.addWidget(self.edits["customer_phone"], 1)
        phone_layout.addWidget(self.phone_shown)
        self.phone_shown.setFixedWidth(PHONE_SHOWN_WIDTH)
        phone_box.setFocusProxy(self.edits["customer_phone"])
        # The row's label names the box around the edit: the edit needs its own name.
        self.edits["customer_phone"].setAccessibleName(CUSTOMER_FIELDS.tr("Customer's phone"))
        self.phone_shown.setToolTip(CUSTOMER_FIELDS.tr("The number as it will be sent"))
        phone_message = QLabel()
        self.grid.add_row(
            "customer_phone",
            CUSTOMER_FIELDS.known(FIELDS[2][1]),
            phone_box,
            phone_message,
            FIELD_WIDTH + PHONE_SHOWN_WIDTH,
        )
        self.grid.add_message("customer_phone", phone_message)
        # A returning customer found by the phone field's number, offered under it.
        self.known_label = QLabel()
        self.known_label.setObjectName("knownCustomer")
        set_tone(self.known_label, Tone.OFFER, strong=True)
        self.known_label.setWordWrap(True)
        self.grid.add_row(
            "known_customer", "", self.known_label, QLabel(), FIELD_WIDTH + PHONE_SHOWN_WIDTH
        )
        self.grid.set_row_visible("known_customer", False)
        # The language the customer reads: what their papers, the customer display and the
        # privacy notice are in. Alt and its number chooses it from anywhere on the form.
        self.language = LanguageChoice()
        self.language.setToolTip(
            CUSTOMER_FIELDS.tr(
                "The customer display, the voucher, the receipt and the refund slip are in this "
                "language; your screens stay in yours."
            )
        )
        self.language.chosen.connect(self.language_chosen)
        self.grid.add_row(
            "customer_language",
            CUSTOMER_FIELDS.tr("Customer's language"),
            self.language,
            QLabel(),
            FIELD_WIDTH + PHONE_SHOWN_WIDTH,
        )
        # The customer on offer and where their phone was typed (the phone field or the quick
        # line), with the seats the quick line gave.
        self._offered: tuple[KnownCustomer, QLineEdit, int | None] | None = None
        self.edits["customer_phone"].returnPressed.connect(self._phone_entered)
        self.grid.set_required(self.edits)
        # Apart from ``edits`` (the three every sale has): hidden until the box is ticked.
        self.business_edits: dict[str, QLineEdit] = {}
        self.business = QCheckBox(CUSTOMER_FIELDS.tr("&Business customer (GST invoice)"))
        self.business.setObjectName("businessCustomer")
        # Most sales are to consumers: Tab goes from the phone on to the seats, and the box is
        # ticked with Alt+B or the mouse; once ticked, the business fields follow the phone.
        self.business.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.grid.add_row("business", "", self.business, QLabel())
        for name, title, hint in BUSINESS_FIELDS:
            edit = QLineEdit()
            edit.setObjectName(name)
            edit.setPlaceholderText(CUSTOMER_FIELDS.known(hint))
            edit.textEdited.connect(lambda text, name=name: self._edited(name, text))
            edit.returnPressed.connect(self.accepted)
            self.business_edits[name] = edit
            self.grid.add(name, CUSTOMER_FIELDS.known(title), edit)
            self.grid.set_row_visible(name, False)
        self.business.toggled.connect(self._business_toggled)
        # The customer's documents by e-mail: ticked as this customer (by e-mail address) chose
        # last time, once the address is typed.
        self.mail = QCheckBox(CUSTOMER_FIELDS.tr("E-mail the &files"))
        self.mail.setObjectName("mailCustomer")
        # As the business box: Tab goes from the phone on to the seats; Alt+F or the mouse ticks
        # (Alt+M is a passenger's name on a boat's form).
        self.mail.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.grid.add_row("mail_customer", "", self.mail, QLabel())
        self.edits["customer_email"].editingFinished.connect(
            lambda: self.email_entered.emit(self.edits["customer_email"].text().strip())
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.grid)
        # A new sale starts in the quick line: most walk-ins are typed there in one go.
        self.setFocusProxy(self.quick)
        self.quick.returnPressed.connect(self._quick_entered)
        self.quick.textEdited.connect(self._quick_edited)

    def _edited(self, name: str, text: str) -> None:
        self.grid.touch(name)
        if name == "customer_phone":
            self._show_phone(text)
            self._withdraw()
            phone = read_phone(text) if text.strip() else None
            if phone is not None:
                self.phone_typed.emit(phone.wire)
        self.edited.emit(name, text)

    def _quick_edited(self, text: str) -> None:
        self._withdraw()
        returning = returning_phone(text)
        if returning is not None:
            self.phone_typed.emit(returning[0])

    # --- a returning customer ----------------------------------------------------------------

    def offer(self, phone: str, known: KnownCustomer | None) -> None:
        """Offer ``known``, the earlier customer of the wire number ``phone``, where that number
        is still typed (an answer for a number since changed is dropped)."""
        if known is None:
            return
        typed = read_phone(self.edits["customer_phone"].text())
        returning = returning_phone(self.quick.text())
        business = (
            CUSTOMER_FIELDS.tr(", GSTIN {gstin}").format(gstin=known.gstin) if known.gstin else ""
        )
        text = CUSTOMER_FIELDS.tr(
            "Customer before: {name}, {email}{business}. Enter fills them in."
        ).format(name=known.name, email=known.email, business=business)
        if returning is not None and returning[0] == phone:
            self._offered = (known, self.quick, returning[1])
            self.quick.show_offer(text)
        elif typed is not None and typed.wire == phone:
            self._offered = (known, self.edits["customer_phone"], None)
            self.known_label.setText(text)
            self.grid.set_row_visible("known_customer", True)

    @property
    def offered(self) -> KnownCustomer | None:
        """The earlier customer on offer, if any."""
        return None if self._offered is None else self._offered[0]

    def _withdraw(self) -> None:
        if self._offered is not None and self._offered[1] is self.quick:
            self.quick.message.clear()
        self._offered = None
        self.known_label.clear()
        self.grid.set_row_visible("known_customer", False)

    def _take_offer(self, source: QLineEdit) -> bool:
        """Fill the fields from the customer offered for ``source``; False when none is."""
        if self._offered is None or self._offered[1] is not source:
            return False
        known, _source, seats = self._offered
        typed = source.text().split(SEPARATOR)[0].strip()
        self._withdraw()
        if source is self.quick:
            self.quick.done()
        self.set_text("customer_name", known.name)
        self.set_text("customer_email", known.email)
        if source is self.quick:
            # The number as typed in the quick line (the phone field keeps its own).
            self.set_text("customer_phone", typed)
        if known.gstin:
            for name, text in zip(
                BUSINESS_NAMES, (known.gstin, known.address, known.state_code), strict=True
            ):
                self.set_text(name, text)
        if seats is not None:
            self.seats_typed.emit(seats)
        return True

    def _phone_entered(self) -> None:
        if not self._take_offer(self.edits["customer_phone"]):
            self.accepted.emit()

    def _business_toggled(self, on: bool) -> None:
        for name, _title, _hint in BUSINESS_FIELDS:
            self.grid.set_row_visible(name, on)
            if not on and self.business_edits[name].text():
                # A consumer after all: the business details go, so no invoice names them.
                self.business_edits[name].clear()
                self.edited.emit(name, "")

    def _quick_entered(self) -> None:
        if self._take_offer(self.quick) or self.apply_quick():
            self.quick_applied.emit()

    def apply_quick(self) -> bool:
        """Fill the three fields from the quick line and empty it.

        False when the line is not three parts: the message beside it says so and it is kept.
        """
        try:
            customer = parse_customer(self.quick.text())
        except QuickEntryError as error:
            self.quick.show_problem(reason_of(error))
            return False
        for (name, _title, _hint), text in zip(
            FIELDS, (customer.name, customer.email, customer.phone), strict=True
        ):
            self.set_text(name, text)
        self.quick.done()
        if customer.seats is not None:
            self.seats_typed.emit(customer.seats)
        return True

    def set_text(self, name: str, text: str) -> None:
        """Fill field ``name`` as if typed (a restored draft): its message shows."""
        if text and name in BUSINESS_NAMES:
            self.business.setChecked(True)
        self.field(name).setText(text)
        if text:
            self._edited(name, text)
        if text and name == "customer_email":
            self.email_entered.emit(text.strip())

    def show_mail_choice(self, email: str, wanted: bool | None) -> None:
        """Tick "E-mail the customer" as ``email``'s customer chose last time (unchanged when
        they were never asked, or when the address has been changed since)."""
        if wanted is not None and self.edits["customer_email"].text().strip() == email:
            self.mail.setChecked(wanted)

    def field(self, name: str) -> QLineEdit:
        """The edit of wire field ``name`` (a business customer's too)."""
        return self.edits.get(name) or self.business_edits[name]

    def clear(self) -> None:
        """A new sale: empty fields, no messages yet."""
        self.grid.reset()
        self.quick.done()
        for edit in (*self.edits.values(), *self.business_edits.values()):
            edit.clear()
        self.business.setChecked(False)
        self.mail.setChecked(False)
        self._show_phone("")
        self._withdraw()

    def show_language(self, code: str) -> None:
        """Show ``code`` (of ``app.languages``) as the customer's language."""
        self.language.show_language(code)

    def _show_phone(self, text: str) -> None:
        phone = read_phone(text) if text.strip() else None
        self.phone_shown.setText(f"→ {phone.shown}" if phone is not None else "")

    def show_errors(self, errors: Mapping[str, str]) -> None:
        """Each field's message next to it (the GST fields shown when one of them is wrong: a
        consumer's address asked for a large bill)."""
        if any(name in errors for name in BUSINESS_NAMES):
            self.business.setChecked(True)
        self.grid.show_errors(errors)
