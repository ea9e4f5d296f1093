"""The date field writes its day as the app's own dates read (``app.figures``), in every language
and with either digits, and takes a day typed and stepped from the keyboard."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QDate, QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QCalendarWidget,
    QSpinBox,
)
from pytestqt.qtbot import QtBot

from app import i18n
from app.figures import day_text, long_day_text
from app.i18n import localise_digits
from app.ui.translation import install_translations
from app.ui.widgets.day_edit import DayEdit
from tests.ui.helpers.sales import press, type_text, wheel_down

# Every weekday, and every month.
DAYS = [dt.date(2026, 11, 23) + dt.timedelta(days=number) for number in range(7)] + [
    dt.date(2027, month, 1) for month in range(1, 13)
]
LANGUAGE_DIGITS = [(code, own) for code in i18n.LANGUAGES for own in (False, True)]


@pytest.fixture(params=LANGUAGE_DIGITS, ids=[f"{code}-{own}" for code, own in LANGUAGE_DIGITS])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    """The screens in each language, with 0-9 and with its own digits; English again after."""
    code, own = request.param
    i18n.set_own_digits(own)
    install_translations(code)
    try:
        yield code
    finally:
        i18n.set_own_digits(False)
        install_translations(i18n.ENGLISH)


def shown(qtbot: QtBot, day: dt.date, display: str | None = None) -> str:
    """The text of a date field showing ``day``."""
    edit = DayEdit(day) if display is None else DayEdit(day, display)
    qtbot.addWidget(edit)
    return edit.text()


def test_a_day_reads_as_the_apps_dates_do(language: str, qtbot: QtBot) -> None:
    assert {day: shown(qtbot, day) for day in DAYS} == {day: day_text(day) for day in DAYS}


def test_a_month_reads_as_the_apps_months_do(language: str, qtbot: QtBot) -> None:
    months = DAYS[7:]
    # The month and the year of the day written in full: its last two words.
    in_full = {day: " ".join(long_day_text(day).split(" ")[-2:]) for day in months}
    assert {day: shown(qtbot, day, "MMMM yyyy") for day in months} == in_full


@pytest.mark.parametrize("own", [False, True])
def test_a_bengali_clerk_types_a_year_and_steps_the_day_and_month(own: bool, qtbot: QtBot) -> None:
    i18n.set_own_digits(own)
    install_translations("bn")
    try:
        edit = DayEdit(dt.date(2026, 11, 30))
        qtbot.addWidget(edit)
        edit.show()
        edit.activateWindow()
        edit.setFocus()
        qtbot.waitUntil(edit.hasFocus)
        edit.setSelectedSection(edit.Section.YearSection)
        type_text("2027")  # 0-9 from the keyboard
        assert edit.date().toPython() == dt.date(2027, 11, 30)
        edit.setSelectedSection(edit.Section.DaySection)
        press(Qt.Key.Key_Up)  # across the month's end
        assert edit.date().toPython() == dt.date(2027, 12, 1)
        press(Qt.Key.Key_PageDown)  # a month back
        assert edit.date().toPython() == dt.date(2027, 11, 1)
        assert edit.text() == day_text(dt.date(2027, 11, 1))
        assert localise_digits("2027") in edit.text()
    finally:
        i18n.set_own_digits(False)
        install_translations(i18n.ENGLISH)


# A pop-up on the offscreen platform, which neither raises it nor gives it the keyboard.
@pytest.mark.qt_log_ignore(
    "does not support raise", "does not support grabbing", "does not support propagateSizeHints"
)
def test_the_calendar_pops_up_in_the_screens_language_and_deaf_to_a_passing_wheel(
    qtbot: QtBot,
) -> None:
    """Made when it first pops up (not with the field, which a screen's first show paid for),
    the calendar still names the months in the clerk's language and its year box ignores a
    wheel passing over it."""
    install_translations("hi")
    try:
        edit = DayEdit(dt.date(2026, 11, 30))
        qtbot.addWidget(edit)
        edit.show()
        qtbot.waitExposed(edit)
        assert edit.findChildren(QCalendarWidget) == []
        # A click on the arrow, at the field's right end (Qt's date field has no key for it).
        QTest.mouseClick(
            edit, Qt.MouseButton.LeftButton, pos=QPoint(edit.width() - 4, edit.height() // 2)
        )
        calendar = edit.findChild(QCalendarWidget)
        assert calendar is not None
        qtbot.waitUntil(calendar.isVisible)
        assert calendar.locale().name() == "hi_IN"
        assert edit.locale().name() != "hi_IN"  # the field reads its numbers in 0-9
        years = [box for box in calendar.findChildren(QSpinBox) if box.value() == 2026]
        assert years
        for box in years:
            box.clearFocus()
            wheel_down(box, 1)
            assert box.value() == 2026
        calendar.window().hide()
    finally:
        install_translations(i18n.ENGLISH)


def test_a_wheel_over_an_unfocused_day_is_left_to_the_form_a_focused_one_steps(
    qtbot: QtBot,
) -> None:
    """Guarded by its own ``wheelEvent``, not by a filter called at each of its events."""
    edit = DayEdit(dt.date(2026, 11, 30))
    qtbot.addWidget(edit)
    edit.show()
    qtbot.waitExposed(edit)
    assert edit.focusPolicy() is Qt.FocusPolicy.StrongFocus
    edit.clearFocus()
    centre = QPointF(edit.rect().center())
    wheel = QWheelEvent(
        centre,
        edit.mapToGlobal(centre),
        QPoint(0, 0),
        QPoint(0, -120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        True,  # as the system sends it: Qt offers an ignored one to the parent
    )
    QApplication.sendEvent(edit, wheel)
    assert not wheel.isAccepted()  # the form's, which scrolls
    assert edit.date() == QDate(2026, 11, 30)
    edit.activateWindow()
    edit.setFocus()
    qtbot.waitUntil(edit.hasFocus)
    wheel_down(edit, 1)
    assert edit.date() == QDate(2026, 11, 29)


def test_up_and_down_are_offered_while_a_later_or_earlier_day_may_be_chosen(qtbot: QtBot) -> None:
    edit = DayEdit(dt.date(2026, 11, 30))
    qtbot.addWidget(edit)
    edit.setDateRange(QDate(2026, 11, 29), QDate(2026, 12, 1))
    both = QAbstractSpinBox.StepEnabledFlag.StepUpEnabled
    both |= QAbstractSpinBox.StepEnabledFlag.StepDownEnabled
    steps = {}
    for day in (29, 30):
        edit.setDate(QDate(2026, 11, day))
        steps[day] = edit.stepEnabled()
    edit.setDate(QDate(2026, 12, 1))
    assert steps == {29: QAbstractSpinBox.StepEnabledFlag.StepUpEnabled, 30: both}
    assert edit.stepEnabled() == QAbstractSpinBox.StepEnabledFlag.StepDownEnabled
    edit.setDateRange(QDate(2026, 12, 1), QDate(2026, 12, 1))
    assert edit.stepEnabled() == QAbstractSpinBox.StepEnabledFlag.StepNone
