"""The lower right of the catalogue: the slot picker or the schedule picker of the opened item."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QStackedWidget, QWidget

from app.i18n import Catalogue
from app.ui.style import Tone, set_tone

if TYPE_CHECKING:
    from app.ui.widgets.schedule_picker import SchedulePicker
    from app.ui.widgets.slot_picker import SlotPicker

AVAILABILITY_PANEL = Catalogue("AVAILABILITY_PANEL")


class AvailabilityPanel(QStackedWidget):
    """The picker of the opened item's module; hidden, its ``hint`` shown instead, until an
    item is opened. The screen lays the hint out on a line of its own at its foot: a panel
    holding one sentence took half the screen from the list above it.

    A picker is built when first asked for: the pickers import the booking flow and the
    service's models, which the window's first paint (a hint here) does without.

    Signals:
        slot_chosen(Choice): staff chose an ACTIVITY slot.
        schedule_chosen(Choice): staff chose a BOAT departure.
    """

    slot_chosen = Signal(object)
    schedule_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hint = QLabel(
            AVAILABILITY_PANEL.tr(
                "Type in the filter and press Enter to open the first match, or select an item "
                "and press Enter (or double-click it), to see its slots or departures; Enter "
                "again books the first bookable one."
            )
        )
        self.hint.setObjectName("availabilityHint")
        self.hint.setWordWrap(True)
        set_tone(self.hint, Tone.MUTED)
        self.hide()
        self._slots: SlotPicker | None = None
        self.net = False  # the catalogue's "Show net fares"
        self._schedules: SchedulePicker | None = None

    @property
    def slots(self) -> SlotPicker:
        """The ACTIVITY slot picker (built now if it is not yet)."""
        if self._slots is None:
            from app.ui.widgets.slot_picker import SlotPicker

            self._slots = SlotPicker()
            self._slots.show_net(self.net)
            self._slots.slot_chosen.connect(self.slot_chosen)
            self.addWidget(self._slots)
        return self._slots

    @property
    def schedules(self) -> SchedulePicker:
        """The BOAT schedule picker (built now if it is not yet)."""
        if self._schedules is None:
            from app.ui.widgets.schedule_picker import SchedulePicker

            self._schedules = SchedulePicker()
            self._schedules.show_net(self.net)
            self._schedules.schedule_chosen.connect(self.schedule_chosen)
            self.addWidget(self._schedules)
        return self._schedules

    def show_net(self, net: bool) -> None:
        """The agency's net fares shown beside the customer's prices (``net``), or not."""
        self.net = net
        for picker in (self._slots, self._schedules):
            if picker is not None:
                picker.show_net(net)

    def opened(self) -> SlotPicker | SchedulePicker | None:
        """The picker shown, or None while the hint is."""
        current = self.currentWidget()
        if self.isHidden():
            return None
        for picker in (self._slots, self._schedules):
            if picker is not None and picker is current:
                return picker
        return None

    def show_picker(self, picker: SlotPicker | SchedulePicker) -> None:
        """``picker`` in place of the hint."""
        self.setCurrentWidget(picker)
        self.hint.hide()
        self.show()

    def show_hint(self) -> None:
        """Nothing opened (another module or date, or a new list)."""
        self.hide()
        self.hint.show()
