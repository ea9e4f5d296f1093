"""The customer's name, e-mail and phone, each checked as typed with its message beside it.

Above them a quick line takes all three at once ("Asha Rao, asha@example.in, 9876543210"); the
fields are then filled and checked exactly as if each had been typed.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLineEdit, QVBoxLayout, QWidget

from app.booking.quick_entry import QuickEntryError, parse_customer
from app.ui.widgets.field_grid import FieldGrid
from app.ui.widgets.quick_line import QUICK_LINE_WIDTH, QuickLine

FIELDS = (
    ("customer_name", "Customer &name", "As on the customer's ID"),
    ("customer_email", "&E-mail", "name@example.com"),
    ("customer_phone", "P&hone", "8 to 15 digits, no spaces or +"),
)
QUICK_EXAMPLE = "Name, e-mail, phone[, seats]  (e.g. Asha Rao, asha@example.in, 9876543210, 2)"


class CustomerFields(QWidget):
    """A quick line and three line edits; the limits are not enforced by the edits, so the
    message can explain.

    Signals:
        edited(str, str): staff changed a field (wire name, text).
        accepted(): Enter in one of the three fields.
        quick_applied(): Enter in the quick line filled the three fields.
        seats_typed(int): the quick line ended with the number of seats.
    """

    edited = Signal(str, str)
    accepted = Signal()
    quick_applied = Signal()
    seats_typed = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid = FieldGrid()
        self.quick = QuickLine("quickCustomer", QUICK_EXAMPLE)
        self.quick.setToolTip(
            "The customer in one line, separated by commas. Enter fills the three fields below."
        )
        self.grid.add_row(
            "quick_customer", "Quick cus&tomer", self.quick, self.quick.message, QUICK_LINE_WIDTH
        )
        self.edits: dict[str, QLineEdit] = {}
        for name, title, hint in FIELDS:
            edit = QLineEdit()
            edit.setObjectName(name)
            edit.setPlaceholderText(hint)
            edit.textEdited.connect(lambda text, name=name: self._edited(name, text))
            edit.returnPressed.connect(self.accepted)
            self.grid.add(name, title, edit)
            self.edits[name] = edit
        self.grid.set_required(self.edits)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.grid)
        # A new sale starts in the quick line: most walk-ins are typed there in one go.
        self.setFocusProxy(self.quick)
        self.quick.returnPressed.connect(self._quick_entered)

    def _edited(self, name: str, text: str) -> None:
        self.grid.touch(name)
        self.edited.emit(name, text)

    def _quick_entered(self) -> None:
        if self.apply_quick():
            self.quick_applied.emit()

    def apply_quick(self) -> bool:
        """Fill the three fields from the quick line and empty it.

        False when the line is not three parts: the message beside it says so and it is kept.
        """
        try:
            customer = parse_customer(self.quick.text())
        except QuickEntryError as error:
            self.quick.show_problem(str(error))
            return False
        for (name, _title, _hint), text in zip(
            FIELDS, (customer.name, customer.email, customer.phone), strict=True
        ):
            self.edits[name].setText(text)
            self._edited(name, text)
        self.quick.done()
        if customer.seats is not None:
            self.seats_typed.emit(customer.seats)
        return True

    def clear(self) -> None:
        """A new sale: empty fields, no messages yet."""
        self.grid.reset()
        self.quick.done()
        for edit in self.edits.values():
            edit.clear()

    def show_errors(self, errors: Mapping[str, str]) -> None:
        """Each field's message next to it."""
        self.grid.show_errors(errors)
