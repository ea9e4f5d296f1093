"""The catalogue's controls: module toggle, travel date and the filter."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QDate, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QDateEdit,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from app.domain.modules import Module

MODULE_TITLES = {Module.ACTIVITY: "Activities", Module.BOAT: "Boats"}


class CatalogueToolbar(QWidget):
    """Which catalogue, for which date, filtered by what.

    Signals:
        query_changed(): the module or the date changed.
        filter_changed(str): the filter text changed (every keystroke).
        filter_accepted(): Enter in the filter.
    """

    query_changed = Signal()
    filter_changed = Signal(str)
    filter_accepted = Signal()

    def __init__(self, today: dt.date, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("catalogueToolbar")
        self._modules = QButtonGroup(self)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for number, module in enumerate(Module):
            button = QPushButton(MODULE_TITLES[module])
            button.setObjectName(f"module{module.value.title()}")
            button.setCheckable(True)
            button.setChecked(number == 0)
            self._modules.addButton(button, number)
            layout.addWidget(button)
        self._modules.idToggled.connect(self._module_toggled)
        layout.addSpacing(12)
        layout.addWidget(QLabel("Travel date"))
        self.date_edit = QDateEdit()
        self.date_edit.setObjectName("travelDate")
        self.date_edit.setCalendarPopup(True)
        self.date_edit.setDisplayFormat("ddd dd MMM yyyy")
        self.date_edit.setMinimumDate(QDate(today.year, today.month, today.day))
        self.date_edit.setDate(QDate(today.year, today.month, today.day))
        self.date_edit.dateChanged.connect(lambda _date: self.query_changed.emit())
        layout.addWidget(self.date_edit)
        layout.addSpacing(12)
        self.filter_edit = QLineEdit()
        self.filter_edit.setObjectName("catalogueFilter")
        self.filter_edit.setPlaceholderText("Filter by name, place or description (Ctrl+F)")
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.textChanged.connect(self.filter_changed)
        self.filter_edit.returnPressed.connect(self.filter_accepted)
        layout.addWidget(self.filter_edit, 1)

    def _module_toggled(self, _id: int, checked: bool) -> None:
        # Two toggles fire per change (one off, one on); only the new one counts.
        if checked:
            self.query_changed.emit()

    @property
    def module(self) -> Module:
        """The module toggled on."""
        return list(Module)[max(self._modules.checkedId(), 0)]

    def set_module(self, module: Module) -> None:
        """Toggle ``module`` on (emits query_changed when it changes)."""
        button = self._modules.button(list(Module).index(module))
        if button is not None:
            button.setChecked(True)

    @property
    def travel_date(self) -> dt.date:
        """The travel date chosen."""
        chosen = self.date_edit.date()
        return dt.date(chosen.year(), chosen.month(), chosen.day())

    def set_travel_date(self, day: dt.date) -> None:
        """Choose ``day`` (emits query_changed when it changes)."""
        self.date_edit.setDate(QDate(day.year, day.month, day.day))
