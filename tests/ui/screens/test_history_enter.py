"""History: the newest booking is chosen when the bookings come, so Enter opens what is lit."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.ui.desk import Desk
from app.ui.registry import HISTORY, LOOKUP
from tests.ui.helpers.history import fill_journal
from tests.ui.helpers.sales import focused, press


def test_the_newest_booking_is_chosen_when_the_list_comes_and_enter_opens_it(
    desk: Desk, qtbot: QtBot
) -> None:
    fill_journal(desk.services.journal.folder, 3)
    window = desk.window
    window.show_screen(HISTORY)
    screen = window.page(HISTORY)
    desk.controller(HISTORY).reload()
    qtbot.waitUntil(lambda: screen.model.rowCount() == 3)
    selected = screen.table.selectionModel().selectedRows()
    assert [index.row() for index in selected] == [0]  # lit before any key or click
    assert screen.current_booking() is not None
    screen.search_edit.setText("no such guest")
    qtbot.waitUntil(lambda: screen.model.rowCount() == 0)
    assert not screen.table.selectionModel().hasSelection()
    screen.search_edit.clear()
    qtbot.waitUntil(lambda: screen.model.rowCount() == 3)
    screen.table.setFocus()
    qtbot.waitUntil(lambda: focused() is screen.table)
    press(Qt.Key.Key_Return)
    assert window.current() is LOOKUP
    assert window.page(LOOKUP).ref_edit.text() == screen.model.rows[0].booking_ref
