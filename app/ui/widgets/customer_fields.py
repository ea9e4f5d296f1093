"""The customer's name, e-mail and phone, each checked as typed with its message beside it."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLineEdit, QVBoxLayout, QWidget

from app.ui.widgets.field_grid import FieldGrid

FIELDS = (
    ("customer_name", "Customer &name", "As on the customer's ID"),
    ("customer_email", "&E-mail", "name@example.com"),
    ("customer_phone", "P&hone", "8 to 15 digits, no spaces or +"),
)


class CustomerFields(QWidget):
    """Three line edits; the limits are not enforced by the edits, so the message can explain.

    Signals:
        edited(str, str): staff changed a field (wire name, text).
        accepted(): Enter in one of the fields.
    """

    edited = Signal(str, str)
    accepted = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid = FieldGrid()
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
        self.setFocusProxy(self.edits["customer_name"])

    def _edited(self, name: str, text: str) -> None:
        self.grid.touch(name)
        self.edited.emit(name, text)

    def clear(self) -> None:
        """A new sale: empty fields, no messages yet."""
        self.grid.reset()
        for edit in self.edits.values():
            edit.clear()

    def show_errors(self, errors: Mapping[str, str]) -> None:
        """Each field's message next to it."""
        self.grid.show_errors(errors)
