"""The ACTIVITY slot picker: the slots of the opened activity on the chosen date."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

from app.api import ActivityAvailability, ActivityContentItem
from app.booking import Choice
from app.domain.clock import service_now
from app.domain.till import TillRules
from app.i18n import Catalogue
from app.ui.models.slots import SlotModel
from app.ui.widgets.picker import BookablePicker

SLOT_PICKER = Catalogue("SLOT_PICKER")
NET_COLUMN = 4  # "Net / person" (``SlotModel``'s last column)


class SlotPicker(BookablePicker[ActivityAvailability]):
    """Slots with time window, seats, the customer's price, net price, cut-off countdown and
    state.

    Signals:
        slot_chosen(Choice): staff chose a bookable slot (Enter, double-click, button).
    """

    slot_chosen = Signal(object)

    def __init__(
        self, parent: QWidget | None = None, now: Callable[[], dt.datetime] = service_now
    ) -> None:
        super().__init__(
            SlotModel(now),
            "slot",
            SLOT_PICKER.tr("Book this slot"),
            SLOT_PICKER.tr("Slots on the travel date"),
            parent,
        )
        self.activity: ActivityContentItem | None = None
        self.show_net(False)

    def show_net(self, net: bool) -> None:
        """The agency's net per person beside the customer's price only when the clerk asks
        (the catalogue's "Show net fares"): a per-person figure is the customer's otherwise."""
        self.table.setColumnHidden(NET_COLUMN, not net)

    def show_activity(
        self, activity: ActivityContentItem, title: str, rules: Callable[[], TillRules]
    ) -> None:
        """A search for the slots of ``activity`` has started; ``rules``: the till's, which
        price a seat for the customer."""
        self.activity = activity
        model = self.model
        assert isinstance(model, SlotModel)
        model.gst_percentage = activity.policies.gst_percentage
        model.rules = rules
        self.show_loading(title)

    def emit_choice(self, row: ActivityAvailability) -> None:
        """Hand the slot, with its activity, to the booking screen."""
        if self.activity is not None:
            self.slot_chosen.emit(Choice.of_activity(self.activity, row))
