"""Every focused button acts on Enter (issue 53 item 10): a walk over the buttons of every
screen a clerk meets in a day's first sale (the result, Lookup with its refund quote and cancel
buttons, History, the wallet, the shift report, Settings, Disruptions, the catalogue), the
navigation, and the buttons of a dialog, each given the keyboard focus and sent Enter."""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from contextlib import suppress

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)
from pytestqt.qtbot import QtBot

from app.ui.desk import Desk
from app.ui.enter_keys import enter_presses_focused_buttons
from app.ui.registry import (
    BOOK,
    CATALOGUE,
    DISRUPTIONS,
    HISTORY,
    LOOKUP,
    SCREENS,
    SETTINGS,
    SHIFT,
    WALLET,
)
from app.ui.widgets.nav_bar import NavButton
from app.ui.widgets.reschedule_dialog import RescheduleDialog
from tests.ui.conftest import screenshot
from tests.ui.helpers.sales import activate
from tests.ui.helpers.till import sell_exact_cash


def buttons_of(window: QWidget) -> Iterator[QPushButton]:
    """The push buttons ``window`` shows that a clerk can Tab to and press (not a dialog's over
    it, not the navigation's)."""
    for button in window.findChildren(QPushButton):
        if (
            button.isVisible()
            and button.isEnabled()
            and button.window() is window
            and button.focusPolicy() & Qt.FocusPolicy.TabFocus
        ):
            yield button


def only_counted(button: QAbstractButton) -> list[bool]:
    """``button``'s clicks counted, its own work disconnected (so that pressing it here opens,
    saves and cancels nothing)."""
    # Nothing connected: PySide warns or raises, and there is nothing to disconnect.
    with warnings.catch_warnings(), suppress(RuntimeError, TypeError):
        warnings.simplefilter("ignore")
        button.clicked.disconnect()
    clicks: list[bool] = []
    button.clicked.connect(lambda checked=False: clicks.append(checked))
    return clicks


def enter_misses(
    window: QWidget, qtbot: QtBot, skip: tuple[QAbstractButton, ...] = ()
) -> list[str]:
    """Each button of ``window`` that Enter does not press once it has the focus."""
    missed = []
    for button in list(buttons_of(window)):
        if button in skip:
            continue
        clicks = only_counted(button)
        button.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.waitUntil(button.hasFocus)
        QTest.keyClick(button, Qt.Key.Key_Return)
        if len(clicks) != 1:
            missed.append(button.text() or button.objectName())
    return missed


def test_enter_presses_every_focused_button_of_every_screen(sales_desk: Desk, qtbot: QtBot) -> None:
    desk = sales_desk
    window = desk.window
    window.resize(1366, 768)
    ref_sold = ""
    missed: dict[str, list[str]] = {}
    pressed: dict[str, int] = {}

    def walk(name: str, skip: tuple[QAbstractButton, ...] = ()) -> None:
        pressed[name] = len([b for b in buttons_of(window) if b not in skip])
        if found := enter_misses(window, qtbot, skip):
            missed[name] = found

    sell_exact_cash(desk, qtbot)
    ref_sold = window.page(BOOK).result.ref_label.text()
    walk("result")
    window.show_screen(LOOKUP)
    lookup = window.page(LOOKUP)
    lookup.open_ref(ref_sold)
    qtbot.waitUntil(lambda: ref_sold in lookup.card.title_label.text())
    lookup.quote_button.click()
    qtbot.waitUntil(lambda: lookup.quote_button.isEnabled() and bool(lookup.quotes.buttons))
    assert set(lookup.quotes.buttons) <= set(buttons_of(window))  # the cancel buttons walked
    screenshot(window, "enter_walk_lookup_quote_1366x768")
    walk("lookup, refund quote")
    for entry in (HISTORY, WALLET, SHIFT, SETTINGS, DISRUPTIONS):
        window.show_screen(entry)
        walk(entry.name())
    window.show_screen(CATALOGUE)
    toolbar = window.catalogue.toolbar
    modules = tuple(b for b in buttons_of(window) if toolbar.isAncestorOf(b))
    walk("catalogue", skip=modules)  # the module toggles: below, by what they choose
    assert {name: texts for name, texts in missed.items() if texts} == {}
    # Each screen had buttons to press (Disruptions, with nothing disrupted, has none enabled).
    assert [name for name, count in pressed.items() if not count] == [DISRUPTIONS.name()]

    # A module toggle: Enter chooses its module, as a click does.
    boats = modules[1]
    boats.setFocus(Qt.FocusReason.TabFocusReason)
    QTest.keyClick(boats, Qt.Key.Key_Return)
    assert boats.isChecked() and not modules[0].isChecked()


def test_enter_on_a_focused_screen_in_the_navigation_shows_it(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    window = sales_desk.window
    tabs = [b for b in window.findChildren(NavButton) if b.isVisible()]
    assert len(tabs) == len(SCREENS)
    for number, button in reversed(list(enumerate(tabs))):  # away from the catalogue first
        button.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.waitUntil(button.hasFocus)
        QTest.keyClick(button, Qt.Key.Key_Return)
        assert window.current() is SCREENS[number], button.text()


def test_enter_presses_the_focused_buttons_of_the_change_the_day_dialog(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    desk = sales_desk
    sell_exact_cash(desk, qtbot)
    ref = desk.window.page(BOOK).result.ref_label.text()
    desk.window.show_screen(LOOKUP)
    lookup = desk.window.page(LOOKUP)
    lookup.open_ref(ref)
    qtbot.waitUntil(lambda: ref in lookup.card.title_label.text())
    lookup.change_day_button.setFocus()
    QTest.keyClick(lookup.change_day_button, Qt.Key.Key_Return)  # a screen's button, by Enter
    qtbot.waitUntil(lambda: lookup.findChild(RescheduleDialog) is not None)
    dialog = lookup.findChild(RescheduleDialog)
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    walked = list(buttons_of(dialog))
    assert dialog.find_button in walked
    assert enter_misses(dialog, qtbot) == []
    dialog.reject()
    activate(desk, qtbot)


def test_a_tool_button_left_by_the_focus_is_not_watched_for_enter(qtbot: QtBot) -> None:
    # Each tool button ever focused kept the Enter filter, called in Python at each of its
    # events; Enter presses the focused button only.
    enter_presses_focused_buttons()
    window = QWidget()
    layout = QVBoxLayout(window)
    first, second = QToolButton(), QToolButton()
    for button in (first, second):
        button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        layout.addWidget(button)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    first.setFocus()
    qtbot.waitUntil(first.hasFocus)
    with qtbot.waitSignal(first.clicked, timeout=1000):
        QTest.keyClick(first, Qt.Key.Key_Return)
    second.setFocus()
    qtbot.waitUntil(second.hasFocus)
    with qtbot.assertNotEmitted(first.clicked, wait=100):
        QTest.keyClick(first, Qt.Key.Key_Return)  # sent to it, unfocused: not taken
