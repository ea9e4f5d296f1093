"""A toggle among others (an exclusive group) that its Alt key chooses at once: the catalogue's
modules, the customer's language.

Qt's own mnemonic would focus the button and click it 100 ms later, so keys typed meanwhile
would land on the button; this one is checked now and the cursor stays where staff type. A
click keeps the plain toggle.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Signal
from PySide6.QtGui import QFont, QFontMetrics, QShortcutEvent
from PySide6.QtWidgets import QPushButton


class KeyToggle(QPushButton):
    """A checkable button whose mnemonic (Alt+its underlined key) checks it at once.

    Signals:
        chosen_by_key(): the mnemonic was pressed (the button is checked by then).
    """

    chosen_by_key = Signal()

    def event(self, event: QEvent) -> bool:
        """Qt: the button's own mnemonic, unless another widget of the window shares it."""
        if isinstance(event, QShortcutEvent) and not event.isAmbiguous():
            self.setChecked(True)
            self.chosen_by_key.emit()
            return True
        return super().event(event)

    def sizeHint(self) -> QSize:
        """Qt: wide enough for the label in bold, as the chosen toggle draws it (its style sheet
        makes it bold only once checked)."""
        hint = super().sizeHint()
        bold = QFont(self.font())
        bold.setBold(True)
        label = self.text().replace("&", "")
        extra = QFontMetrics(bold).horizontalAdvance(label) - self.fontMetrics().horizontalAdvance(
            label
        )
        return QSize(hint.width() + max(extra, 0), hint.height())
