"""Cancelling by the keyboard alone: choosing "Part of it" takes the cursor to what says which
part, the quote's cursor goes to the part chosen, and Enter on a focused Cancel button asks."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.api import PartnerClient
from app.ui.desk import Desk
from app.ui.screens.lookup import LookupScreen
from tests.ui.conftest import screenshot
from tests.ui.helpers.after_sale import AFTERNOON, book_activity, book_boat, look_up


def active(desk: Desk, qtbot: QtBot) -> None:
    """The desk's window has the keyboard, as at a counter."""
    desk.window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is desk.window)


def focused() -> object:
    """The widget with the keyboard focus."""
    return QApplication.focusWidget()


def quote_by_keys(screen: LookupScreen, qtbot: QtBot) -> None:
    """Space on the Quote button, as a clerk presses it; wait for the columns."""
    screen.quote_button.setFocus()
    qtbot.waitUntil(screen.quote_button.hasFocus)
    QTest.keyClick(screen.quote_button, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: screen.quote_button.isEnabled() and bool(screen.quotes.buttons))


def test_part_of_it_takes_the_cursor_to_the_seats_then_to_the_parts_cancel(
    counter: Desk, agency: PartnerClient, qtbot: QtBot, run: Any
) -> None:
    booked = run(book_activity(agency, qty=3, slot=AFTERNOON))
    screen = look_up(counter, qtbot, booked.booking_ref)
    active(counter, qtbot)
    screen.whole_radio.setFocus()
    QTest.keyClick(screen.whole_radio, Qt.Key.Key_Down)  # the arrow chooses "Part of it"
    assert screen.part_radio.isChecked()
    qtbot.waitUntil(lambda: focused() is screen.seats_spin)  # the next key: how many seats
    QTest.keyClick(screen.seats_spin, Qt.Key.Key_Up)
    assert screen.seats_spin.value() == 2
    quote_by_keys(screen, qtbot)
    _whole, part = screen.quotes.buttons
    assert focused() is part  # the part chosen, not the whole booking
    for width, height in ((1366, 768), (1280, 720)):
        counter.window.resize(width, height)
        screenshot(counter.window, f"lookup_part_chosen_cursor_{width}x{height}")


def test_enter_on_a_focused_cancel_button_asks_for_the_yes(
    counter: Desk, agency: PartnerClient, qtbot: QtBot, run: Any
) -> None:
    booked = run(book_activity(agency, qty=2, journal=counter.services.journal))
    screen = look_up(counter, qtbot, booked.booking_ref)
    active(counter, qtbot)
    quote_by_keys(screen, qtbot)
    (whole,) = screen.quotes.buttons
    assert whole.text() == "Cancel the whole booking…" and focused() is whole
    QTest.keyClick(whole, Qt.Key.Key_Return)
    dialog = screen.dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)  # asked, nothing sent yet
    QTest.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()


def test_a_boats_part_of_it_takes_the_cursor_to_the_passenger_list(
    counter: Desk, agency: PartnerClient, qtbot: QtBot, run: Any
) -> None:
    booked = run(book_boat(agency, "Ravi Kumar", "Lata Iyer"))
    screen = look_up(counter, qtbot, booked.booking_ref)
    active(counter, qtbot)
    screen.whole_radio.setFocus()
    QTest.keyClick(screen.whole_radio, Qt.Key.Key_Down)
    assert screen.part_radio.isChecked()
    qtbot.waitUntil(lambda: focused() is screen.card.manifest_table)  # tick who goes
