"""The lower right of the catalogue: the slot picker or the schedule picker of the opened item."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QStackedWidget, QWidget

from app.ui.widgets.schedule_picker import SchedulePicker
from app.ui.widgets.slot_picker import SlotPicker

HINT = (
    "Type in the filter and press Enter to open the first match, or select an item and press "
    "Enter (or double-click it), to see its slots or departures; Enter again books the first "
    "bookable one."
)


class AvailabilityPanel(QStackedWidget):
    """Shows a hint until an item is opened, then the picker of its module."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hint = QLabel(HINT)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        self.slots = SlotPicker()
        self.schedules = SchedulePicker()
        for page in (self.hint, self.slots, self.schedules):
            self.addWidget(page)

    def show_hint(self) -> None:
        """Nothing opened (another module or date, or a new list)."""
        self.setCurrentWidget(self.hint)
