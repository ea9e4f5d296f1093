"""The catalogue's walk-in keys: Alt+A / Alt+B, Alt+Left / Alt+Right, Enter from the filter."""

from __future__ import annotations

import datetime as dt
from collections import Counter

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication
from pytestqt.qtbot import QtBot

from app.domain.clock import SERVICE_TZ
from app.domain.modules import Module
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.registry import BOOK, CATALOGUE, SETTINGS
from app.ui.screens.catalogue import CatalogueScreen
from app.ui.widgets.catalogue_toolbar import DAY_KEYS_HINT
from tests.conftest import FROZEN_NOW
from tests.ui.conftest import screenshot
from tests.ui.helpers.sales import DAY, activate, focused, mnemonics, press, type_text

ALT = Qt.KeyboardModifier.AltModifier
# The frozen clock's day (Tue 1 Dec 2026): the first date the screen offers.
TODAY = FROZEN_NOW.date()


@pytest.fixture
def screen(qtbot: QtBot) -> CatalogueScreen:
    """A catalogue screen of its own whose first date is the frozen clock's, active for keys."""
    catalogue = CatalogueScreen(today=TODAY)
    qtbot.addWidget(catalogue)
    catalogue.show()
    catalogue.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is catalogue)
    return catalogue


@pytest.fixture
def catalogue(desk: Desk, qtbot: QtBot) -> CatalogueScreen:
    """The started desk's catalogue, its window active for the keyboard."""
    activate(desk, qtbot)
    return desk.window.catalogue


def chosen(screen: CatalogueScreen) -> Module:
    """The module toggled on (read afresh after each key)."""
    return screen.toolbar.module


def step(screen: CatalogueScreen, key: Qt.Key, times: int = 1) -> dt.date:
    """Alt+``key`` where the focus is, ``times`` times; the travel date then."""
    for _ in range(times):
        press(key, ALT)
    return screen.toolbar.travel_date


def test_the_module_mnemonics_are_the_only_a_and_b_of_the_window(desk: Desk) -> None:
    window = desk.window
    assert window.current() is CATALOGUE
    found = list(mnemonics(window))
    toolbar = window.catalogue.toolbar
    buttons = {button.text(): button for button in toolbar.findChildren(QAbstractButton)}
    assert [widget for letter, widget in found if letter == "A"] == [buttons["&Activities"]]
    assert [widget for letter, widget in found if letter == "B"] == [buttons["&Boats"]]
    clashes = {letter: n for letter, n in Counter(letter for letter, _ in found).items() if n > 1}
    assert clashes == {}


def test_a_module_mnemonic_switches_and_puts_the_cursor_in_the_filter(
    desk: Desk, catalogue: CatalogueScreen, qtbot: QtBot
) -> None:
    screen = catalogue
    toolbar = screen.toolbar
    QTest.keyClicks(toolbar.filter_edit, "sea")
    screen.table.setFocus()
    press(Qt.Key.Key_B, ALT)
    # At once, not after an animated click: what is typed next goes to the filter.
    assert chosen(screen) is Module.BOAT
    assert focused() is toolbar.filter_edit
    assert toolbar.filter_edit.selectedText() == "sea"  # typing replaces the old filter
    qtbot.waitUntil(lambda: screen.model.module is Module.BOAT and screen.model.rowCount() > 0)
    type_text("north")
    assert screen.list_state.text() == "2 of 6 boats match the filter"
    screenshot(desk.window, "catalogue_boats_by_keyboard")

    press(Qt.Key.Key_A, ALT)  # from the filter itself
    assert chosen(screen) is Module.ACTIVITY
    assert focused() is toolbar.filter_edit
    qtbot.waitUntil(lambda: screen.model.module is Module.ACTIVITY)
    screen.table.setFocus()
    press(Qt.Key.Key_A, ALT)  # the module already chosen: only the cursor moves
    assert chosen(screen) is Module.ACTIVITY
    assert focused() is toolbar.filter_edit


def test_a_click_on_a_module_keeps_the_plain_toggle(
    catalogue: CatalogueScreen, qtbot: QtBot
) -> None:
    screen = catalogue
    boats = screen.toolbar.findChild(QAbstractButton, "moduleBoat")
    assert boats is not None
    QTest.mouseClick(boats, Qt.MouseButton.LeftButton)
    assert screen.toolbar.module is Module.BOAT
    assert not screen.toolbar.filter_edit.hasFocus()
    qtbot.waitUntil(lambda: screen.model.module is Module.BOAT)


def test_alt_right_crosses_month_and_year_ends(screen: CatalogueScreen) -> None:
    toolbar = screen.toolbar
    assert DAY_KEYS_HINT in toolbar.date_edit.toolTip()
    toolbar.focus_filter()
    type_text("kayak")
    assert step(screen, Qt.Key.Key_Right) == dt.date(2026, 12, 2)
    assert focused() is toolbar.filter_edit  # typing goes on where it was
    assert toolbar.filter_edit.text() == "kayak"
    toolbar.set_travel_date(dt.date(2026, 12, 30))
    assert step(screen, Qt.Key.Key_Right) == dt.date(2026, 12, 31)
    assert step(screen, Qt.Key.Key_Right) == dt.date(2027, 1, 1)  # month and year
    assert step(screen, Qt.Key.Key_Left) == dt.date(2026, 12, 31)  # and back
    toolbar.set_travel_date(dt.date(2027, 1, 31))
    screen.table.setFocus()  # from the list as from the filter
    assert step(screen, Qt.Key.Key_Right) == dt.date(2027, 2, 1)
    toolbar.set_travel_date(dt.date(2027, 2, 28))
    toolbar.date_edit.setFocus()  # and from the date itself
    assert step(screen, Qt.Key.Key_Right) == dt.date(2027, 3, 1)  # 2027 has no 29 February
    toolbar.set_travel_date(dt.date(2028, 2, 28))
    assert step(screen, Qt.Key.Key_Right) == dt.date(2028, 2, 29)
    assert step(screen, Qt.Key.Key_Right, times=5) == dt.date(2028, 3, 5)


def test_alt_left_stops_at_today(screen: CatalogueScreen, qtbot: QtBot) -> None:
    toolbar = screen.toolbar
    toolbar.set_travel_date(dt.date(2026, 12, 3))
    toolbar.focus_filter()
    with qtbot.waitSignals([screen.catalogue_requested] * 2):  # one list per day moved
        assert step(screen, Qt.Key.Key_Left, times=2) == TODAY
    with qtbot.assertNotEmitted(screen.catalogue_requested):
        assert step(screen, Qt.Key.Key_Left, times=3) == TODAY  # never before today
    assert step(screen, Qt.Key.Key_Right) == TODAY + dt.timedelta(days=1)


def test_alt_arrows_belong_to_the_catalogue_screen(desk: Desk, catalogue: CatalogueScreen) -> None:
    window = desk.window
    day = catalogue.toolbar.travel_date
    press(Qt.Key.Key_6, Qt.KeyboardModifier.ControlModifier)
    assert window.current() is SETTINGS
    press(Qt.Key.Key_Right, ALT)
    assert catalogue.toolbar.travel_date == day


def test_enter_in_the_filter_puts_the_cursor_on_the_first_bookable_departure(
    desk: Desk, catalogue: CatalogueScreen, qtbot: QtBot
) -> None:
    screen = catalogue
    toolbar = screen.toolbar
    press(Qt.Key.Key_B, ALT)
    step(screen, Qt.Key.Key_Right, times=(DAY - toolbar.travel_date).days)
    assert toolbar.travel_date == DAY
    type_text("North Bay")
    qtbot.waitUntil(
        lambda: (
            screen.model.module is Module.BOAT
            and not screen.list_state.text().startswith("Loading")
            and screen.proxy.rowCount() == 2
        )
    )
    press(Qt.Key.Key_Return)
    picker = screen.availability.schedules
    qtbot.waitUntil(
        lambda: picker.table.hasFocus() and picker.state_label.text().endswith("bookable")
    )
    assert picker.title_label.text().startswith("Departures: North Bay Harbour Cruise")
    assert picker.table.currentIndex().row() == 0
    assert picker.choose_button.isEnabled()  # the current row is bookable
    press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: desk.window.current() is BOOK)
    book = desk.window.page(BOOK)
    assert book.form.title.text().startswith("North Bay Harbour Cruise")
    assert focused() is book.form.customer.quick


def test_enter_in_the_filter_skips_a_slot_past_its_cutoff(
    catalogue: CatalogueScreen, qtbot: QtBot, sandbox: EmbeddedSandbox
) -> None:
    # 07:00 on DAY: the 08:00 dive closed at 04:00; the 10:30 one is the first bookable.
    sandbox.clock = dt.datetime.combine(DAY, dt.time(7, 0), tzinfo=SERVICE_TZ)
    screen = catalogue
    screen.toolbar.set_travel_date(DAY)
    screen.focus_filter()
    type_text("scuba")
    press(Qt.Key.Key_Return)
    picker = screen.availability.slots
    qtbot.waitUntil(lambda: picker.table.hasFocus() and picker.model.rowCount() == 3)
    assert picker.state_label.text() == "3 found, 2 bookable"
    assert picker.table.currentIndex().row() == 1
    assert picker.current_row() == picker.model.rows[1]


def test_typing_on_after_enter_keeps_the_cursor_in_the_filter(
    catalogue: CatalogueScreen, qtbot: QtBot
) -> None:
    screen = catalogue
    screen.toolbar.set_travel_date(DAY)
    screen.focus_filter()
    type_text("sea")
    press(Qt.Key.Key_Return)  # opens the first match…
    type_text(" walk")  # …but staff type on before its slots are listed
    picker = screen.availability.slots
    qtbot.waitUntil(lambda: picker.state_label.text().endswith("bookable"))
    assert focused() is screen.toolbar.filter_edit
    assert screen.toolbar.filter_edit.text() == "sea walk"


def test_a_past_day_asked_for_is_refused_out_loud(screen: CatalogueScreen, qtbot: QtBot) -> None:
    toolbar = screen.toolbar
    toolbar.focus_filter()
    assert step(screen, Qt.Key.Key_Left) == TODAY
    assert toolbar.day_note.isVisibleTo(screen)
    assert (
        toolbar.day_note.text()
        == "Mon 30 Nov 2026 has passed: trips are sold from Tue 01 Dec 2026 on."
    )
    assert step(screen, Qt.Key.Key_Right) == TODAY + dt.timedelta(days=1)
    assert not toolbar.day_note.isVisibleTo(screen)  # the next change of the date ends it


def test_a_past_date_typed_is_refused_out_loud(screen: CatalogueScreen, qtbot: QtBot) -> None:
    toolbar = screen.toolbar
    edit = toolbar.date_edit
    edit.setFocus()
    qtbot.waitUntil(edit.hasFocus)
    edit.setCurrentSection(edit.Section.YearSection)
    type_text("2025")
    qtbot.waitUntil(lambda: toolbar.day_note.isVisibleTo(screen))
    press(Qt.Key.Key_Return)
    assert toolbar.travel_date == TODAY
    assert toolbar.day_note.text() == (
        "That date cannot be chosen: trips are sold from Tue 01 Dec 2026 on."
    )
    screenshot(screen, "catalogue_past_date")
