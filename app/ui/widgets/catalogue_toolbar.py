"""The catalogue's controls: module toggle, travel date and the filter.

Keyboard: Alt+A / Alt+B choose Activities or Boats and put the cursor in the filter; the screen
binds Alt+Left / Alt+Right to ``step_day``; Ctrl+F (the window's) and Enter in the filter.
"""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QDate, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QWidget,
)

from app.domain.choosing import Choosing
from app.domain.modules import Module
from app.figures import day_text
from app.i18n import QT_TRANSLATE_NOOP, Catalogue
from app.ui.style import Tone, named, set_tone
from app.ui.widgets.day_edit import DayEdit
from app.ui.widgets.key_toggle import KeyToggle

CATALOGUE_TOOLBAR = Catalogue("CATALOGUE_TOOLBAR")
# Translated where shown (``CATALOGUE_TOOLBAR.known``); a module's key (Alt+A, Alt+B) is its
# English title's first letter in every language, so the hands learn one set of keys.
MODULE_TITLES = {
    Module.ACTIVITY: QT_TRANSLATE_NOOP("CATALOGUE_TOOLBAR", "Activities"),
    Module.BOAT: QT_TRANSLATE_NOOP("CATALOGUE_TOOLBAR", "Boats"),
}
MODULE_BUTTONS = {
    Module.ACTIVITY: QT_TRANSLATE_NOOP("CATALOGUE_TOOLBAR", "&Activities"),
    Module.BOAT: QT_TRANSLATE_NOOP("CATALOGUE_TOOLBAR", "&Boats"),
}
DAY_KEYS_HINT = QT_TRANSLATE_NOOP("CATALOGUE_TOOLBAR", "Alt+← / Alt+→ change the day")


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
        named(self, "catalogueToolbar")
        self._modules = QButtonGroup(self)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for number, module in enumerate(Module):
            title = MODULE_TITLES[module]
            button = KeyToggle(CATALOGUE_TOOLBAR.known(MODULE_BUTTONS[module]))
            button.setObjectName(f"module{module.value.title()}")
            button.setToolTip(
                CATALOGUE_TOOLBAR.tr("{title} (Alt+{key}), then type in the filter").format(
                    title=CATALOGUE_TOOLBAR.known(title), key=title[0]
                )
            )
            button.setCheckable(True)
            button.setChecked(number == 0)
            button.chosen_by_key.connect(self.focus_filter)
            self._modules.addButton(button, number)
            layout.addWidget(button)
        self._modules.idToggled.connect(self._module_toggled)
        layout.addSpacing(12)
        date_title = QLabel(CATALOGUE_TOOLBAR.tr("Travel date"))
        layout.addWidget(date_title)
        day_keys_hint = CATALOGUE_TOOLBAR.known(DAY_KEYS_HINT)
        self.date_edit = DayEdit()
        self.date_edit.setObjectName("travelDate")
        date_title.setBuddy(self.date_edit)
        self.date_edit.setAccessibleName(CATALOGUE_TOOLBAR.tr("Travel date"))
        self.date_edit.setAccessibleDescription(day_keys_hint)
        self.date_edit.setToolTip(
            CATALOGUE_TOOLBAR.tr("Travel date: {keys}, from anywhere on this screen").format(
                keys=day_keys_hint
            )
        )
        self.date_edit.setMinimumDate(QDate(today.year, today.month, today.day))
        self.date_edit.setDate(QDate(today.year, today.month, today.day))
        self.date_edit.dateChanged.connect(lambda _date: self.query_changed.emit())
        # Qt refuses a digit that would make a past day without a word: say so.
        self.date_edit.installEventFilter(self)
        layout.addWidget(self.date_edit)
        day_keys = QLabel(day_keys_hint)
        day_keys.setObjectName("dayKeysHint")
        set_tone(day_keys, Tone.MUTED)
        layout.addWidget(day_keys)
        # A new sale starts on today: a day kept for the next customers is the clerk's choice.
        self.pin_day = QCheckBox(CATALOGUE_TOOLBAR.tr("Keep this day"))
        self.pin_day.setObjectName("pinDay")
        self.pin_day.setToolTip(
            CATALOGUE_TOOLBAR.tr(
                "Ticked, the next sale starts on this travel date too; unticked, each new sale "
                "starts on today."
            )
        )
        layout.addWidget(self.pin_day)
        # Says why the date moved on by itself; the next change of the date or module ends it.
        self.day_note = QLabel()
        self.day_note.setObjectName("dayNote")
        set_tone(self.day_note, Tone.WARNING, strong=True)
        self.day_note.hide()
        self.query_changed.connect(self.day_note.hide)
        layout.addWidget(self.day_note)
        layout.addSpacing(12)
        self.filter_edit = QLineEdit()
        self.filter_edit.setObjectName("catalogueFilter")
        self.filter_edit.setPlaceholderText(
            CATALOGUE_TOOLBAR.tr("Filter by name, place or description (Ctrl+F)")
        )
        self.filter_edit.setAccessibleName(CATALOGUE_TOOLBAR.tr("Filter the catalogue"))
        self.filter_edit.setAccessibleDescription(
            CATALOGUE_TOOLBAR.tr(
                "Name, place or description; Enter opens the first match (Ctrl+F comes here)"
            )
        )
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.textChanged.connect(self.filter_changed)
        self.filter_edit.returnPressed.connect(self.filter_accepted)
        layout.addWidget(self.filter_edit, 1)

    def focus_filter(self) -> None:
        """Put the cursor in the filter, its text selected, so what is typed replaces it."""
        self.filter_edit.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.filter_edit.selectAll()

    @property
    def choosing(self) -> Choosing:
        """The day, the filter and the pin the trip is being chosen by."""
        return Choosing(self.travel_date, self.filter_edit.text(), self.pin_day.isChecked())

    def start_next_sale(self, today: dt.date) -> None:
        """New sale: today (or the pinned day) and an empty filter, nothing of the last sale."""
        following = self.choosing.next_sale(today)
        self.date_edit.setMinimumDate(QDate(today.year, today.month, today.day))
        self.set_travel_date(following.day)
        self.filter_edit.setText(following.filter)

    @property
    def first_day(self) -> dt.date:
        """The first date offered: today."""
        return _day(self.date_edit.minimumDate())

    def step_day(self, days: int) -> None:
        """Alt+Right / Alt+Left: ``days`` on or back, across month and year ends, never before
        the first date offered (today), saying so when asked for an earlier one."""
        day = self.travel_date + dt.timedelta(days=days)
        if day < self.first_day:
            self.refuse_past_day(day)
        else:
            self.set_travel_date(day)

    def refuse_past_day(self, day: dt.date) -> None:
        """Say beside the date that ``day`` has passed and which day is shown."""
        self.show_day_note(
            CATALOGUE_TOOLBAR.tr("{day} has passed: trips are sold from {first} on.").format(
                day=day_text(day), first=day_text(self.first_day)
            )
        )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Qt: a digit typed into the date that Qt refuses (it would make a day before the
        first one offered, or no day at all) is said out loud instead of passing unnoticed."""
        if (
            watched is self.date_edit
            and isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.KeyPress
            and event.text().isdigit()
        ):
            before = self.date_edit.lineEdit().text()
            QTimer.singleShot(0, self, lambda: self._digit_typed(before))
        return super().eventFilter(watched, event)

    def _digit_typed(self, before: str) -> None:
        if self.date_edit.lineEdit().text() == before:
            self.show_day_note(
                CATALOGUE_TOOLBAR.tr(
                    "That date cannot be chosen: trips are sold from {first} on."
                ).format(first=day_text(self.first_day))
            )

    def show_day_note(self, text: str) -> None:
        """Say beside the date why it is not the one staff chose."""
        self.day_note.setText(text)
        self.day_note.show()

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
        return _day(self.date_edit.date())

    def set_travel_date(self, day: dt.date) -> None:
        """Choose ``day`` (emits query_changed when it changes)."""
        self.date_edit.setDate(QDate(day.year, day.month, day.day))


def _day(date: QDate) -> dt.date:
    return dt.date(date.year(), date.month(), date.day())
