"""Asks which passengers go when staff lower the passenger count below those with data."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.i18n import Catalogue

REMOVE_PASSENGERS = Catalogue("REMOVE_PASSENGERS")


class RemovePassengersDialog(QDialog):
    """A checklist of the sale's passengers; OK only once exactly ``count`` are ticked.

    The last ``count`` passengers start ticked (what lowering the count used to remove), so Enter
    confirms the usual case, and staff can tick others instead.
    """

    def __init__(self, names: Sequence[str], count: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("removePassengers")
        self.count = count
        self.setWindowTitle(REMOVE_PASSENGERS.tr("Remove passengers"))
        total = len(names)
        question = QLabel(
            REMOVE_PASSENGERS.tr(
                "The sale is to keep {left} of its %n passenger(s). Tick the {count} to remove; "
                "Ctrl+Z on the passenger list brings them back.",
                "",
                total,
            ).format(left=total - count, count=count)
        )
        question.setWordWrap(True)
        self.list = QListWidget()
        self.list.setAccessibleName(REMOVE_PASSENGERS.tr("Passengers to remove"))
        self.list.setAccessibleDescription(REMOVE_PASSENGERS.tr("Space ticks or unticks one"))
        for row, name in enumerate(names):
            item = QListWidgetItem(f"{row + 1}. {name}")
            ticked = row >= len(names) - count
            item.setCheckState(Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked)
            self.list.addItem(item)
        question.setBuddy(self.list)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(REMOVE_PASSENGERS.tr("Remove"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.list.itemChanged.connect(self._ticked)
        layout = QVBoxLayout(self)
        layout.addWidget(question)
        layout.addWidget(self.list)
        layout.addWidget(self.buttons)
        self.list.setFocus()

    def chosen(self) -> list[int]:
        """The rows ticked for removal, in table order."""
        return [
            row
            for row in range(self.list.count())
            if self.list.item(row).checkState() == Qt.CheckState.Checked
        ]

    def _ticked(self) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(len(self.chosen()) == self.count)
