"""The app's one date field: its day written as the app's own dates are (``app.figures``).

Qt would name the weekday and the month from a locale, and one whose names are Bengali writes
০-৯, which its date parser mistypes. So the field names them itself, ``figures``' words in the
clerk's language, set into its display format as fixed text for the day shown (renamed when the
day changes), and Qt reads only the numbers, in 0-9: the day and the year are typed or stepped
as Qt's sections (Up and Down cross months' ends), the month stepped with Page Up and Page
Down. The language's own digits, when chosen, are shown and read one for one in place of 0-9.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable

from PySide6.QtCore import QDate, QDateTime, QLocale, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent, QValidator, QWheelEvent
from PySide6.QtWidgets import QAbstractSpinBox, QCalendarWidget, QDateEdit

from app import i18n, languages
from app.figures import long_month_name, month_name, weekday_name
from app.i18n import localise_digits
from app.ui.translation import INDIAN_ENGLISH
from app.ui.widgets.wheel_guard import focused_by_click_or_tab, guarded, wheel_passed_on

# A travel day with its weekday, as ``figures.day_text`` writes it.
DAY_FORMAT = "ddd dd MMM yyyy"

# The parts of a format this field writes: names, numbers and what stands between them.
PART = re.compile(r"ddd|dd|MMMM|MMM|yyyy|[^dMy]+")
NAMES: dict[str, Callable[[dt.date], str]] = {
    "ddd": weekday_name,
    "MMM": month_name,
    "MMMM": long_month_name,
}
NUMBERS: dict[str, Callable[[dt.date], str]] = {
    "dd": lambda day: f"{day.day:02d}",
    "yyyy": lambda day: str(day.year),
}
MONTH_KEYS = {Qt.Key.Key_PageUp: 1, Qt.Key.Key_PageDown: -1}
_STEP = QAbstractSpinBox.StepEnabledFlag
# The steps enabled, by (a later day may be chosen, an earlier one may).
_STEPS = {
    (False, False): _STEP.StepNone,
    (True, False): _STEP.StepUpEnabled,
    (False, True): _STEP.StepDownEnabled,
    (True, True): _STEP.StepUpEnabled | _STEP.StepDownEnabled,
}


def _literal(text: str) -> str:
    """``text`` as fixed text of a Qt date format."""
    return "'" + text.replace("'", "''") + "'"


def _day(date: QDate) -> dt.date:
    return dt.date(date.year(), date.month(), date.day())


class DayEdit(QDateEdit):
    """A day picked from a calendar, typed or stepped by keys, shown in the clerk's language
    with the app's digits; wheel-guarded."""

    def __init__(self, day: dt.date | None = None, display: str = DAY_FORMAT) -> None:
        super().__init__()
        self._parts = PART.findall(display)
        own = languages.language_of(i18n.language()).digits
        self._read = str.maketrans(own, languages.ASCII_DIGITS)
        # Qt reads the numbers in 0-9; the calendar that pops up keeps the screens' locale.
        self.setLocale(QLocale(INDIAN_ENGLISH))
        self.setCalendarPopup(True)
        self._calendar_ready = False
        if day is not None:
            self.setDate(QDate(day.year, day.month, day.day))
        self._name_the_day(self.date())
        self.dateChanged.connect(self._name_the_day)
        focused_by_click_or_tab(self)  # and ``wheelEvent``: guarded without a filter

    def calendarWidget(self) -> QCalendarWidget:
        """Qt: the calendar that pops up, in the screens' locale; made when first asked for
        (a click may pop it up), as it cost each screen's first show over a millisecond."""
        calendar = super().calendarWidget()
        if not self._calendar_ready:
            self._calendar_ready = True
            calendar.setLocale(QLocale())
            # The calendar's year field is a spin box like any other: deaf to a passing wheel.
            for field in calendar.findChildren(QAbstractSpinBox):
                guarded(field)
        return calendar

    def wheelEvent(self, event: QWheelEvent) -> None:
        """Qt: a wheel over the field unfocused scrolls what holds it, as ``guarded``'s do."""
        if not wheel_passed_on(self, event):
            super().wheelEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """Qt: the calendar made ready before a click on the arrow pops it up."""
        self.calendarWidget()
        super().mousePressEvent(event)

    def _written(self, day: dt.date) -> list[tuple[str, str]]:
        """Each part of the format with its text for ``day`` (0-9)."""
        writers = {**NAMES, **NUMBERS}
        return [(part, writers[part](day) if part in writers else part) for part in self._parts]

    def _name_the_day(self, date: QDate) -> None:
        # The names are fixed text for Qt: each day shown sets its own.
        day = _day(date)
        self.setDisplayFormat(
            "".join(_literal(text) if part in NAMES else part for part, text in self._written(day))
        )

    def textFromDateTime(self, dateTime: QDateTime) -> str:
        """Qt: the day as the app writes it (``figures.day_text`` for the default format), in
        the app's digits."""
        return localise_digits(super().textFromDateTime(dateTime))

    def dateTimeFromText(self, text: str) -> QDateTime:
        """Qt: the day ``text`` shows, its numbers read in 0-9."""
        return super().dateTimeFromText(text.translate(self._read))

    def validate(self, input: str, pos: int) -> tuple[QValidator.State, str, int]:
        """Qt: whether the text typed makes a day, read in 0-9, kept in the app's digits."""
        state, text, place = super().validate(input.translate(self._read), pos)
        return state, localise_digits(str(text)), place

    def stepEnabled(self) -> QAbstractSpinBox.StepEnabledFlag:
        """Qt: Up while a later day may be chosen, Down while an earlier one may."""
        # Asked at each paint of the field (each blink of its cursor): the flags combined once.
        date = self.date()
        return _STEPS[date < self.maximumDate(), date > self.minimumDate()]

    def stepBy(self, steps: int) -> None:
        """Qt: Up and Down step the year in the year, else the day, across months' ends."""
        date = self.date()
        if self.currentSection() is QDateEdit.Section.YearSection:
            self.setDate(date.addYears(steps))
        else:
            self.setDate(date.addDays(steps))
        self.setSelectedSection(self.currentSection())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Qt: Page Up and Page Down step the month, whose name is no section of Qt's."""
        months = MONTH_KEYS.get(Qt.Key(event.key()))
        if months is None:
            super().keyPressEvent(event)
            return
        self.setDate(self.date().addMonths(months))
        self.setSelectedSection(self.currentSection())
