"""The catalogue: filter as you type, detail pane, keyboard."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.ui.desk import Desk
from app.ui.registry import SETTINGS
from app.ui.widgets.detail_html import SUMMARY_NOTE
from tests.ui.conftest import screenshot
from tests.ui.helpers.catalogue import select, show_boats, shown_names


def test_filter_narrows_by_name_place_and_description(desk: Desk, qtbot: QtBot) -> None:
    screen = desk.window.catalogue
    QTest.keyClicks(screen.toolbar.filter_edit, "elephant")
    assert shown_names(screen) == [
        "Glass-Bottom Boat Ride at Elephant Beach",
        "Sea Walk at Elephant Beach",
    ]
    assert screen.list_state.text() == "2 of 8 activities match the filter"
    screen.toolbar.filter_edit.setText("HAVELOCK kayak")
    assert shown_names(screen) == ["Sunrise Kayaking in the Mangroves"]
    screen.toolbar.filter_edit.setText("coral")  # only in descriptions
    assert shown_names(screen) == [
        "Scuba Diving at North Bay",
        "Glass-Bottom Boat Ride at Elephant Beach",
    ]
    screen.toolbar.filter_edit.setText("submarine")
    assert shown_names(screen) == []
    screen.toolbar.filter_edit.clear()
    assert len(shown_names(screen)) == 8


def test_detail_pane_shows_policies_price_range_and_dates(desk: Desk) -> None:
    screen = desk.window.catalogue
    select(screen, "Sea Walk at Elephant Beach")
    text = screen.detail.toPlainText()
    assert "Helmet, guide, photos" in text  # inclusions
    assert "Transfer to Elephant Beach" in text  # exclusions
    assert "Cancellation" in text
    assert "18 %" in text
    assert "Net partner price INR" in text
    assert "Available dates" in text
    assert "90 minutes before the slot starts" in text
    assert SUMMARY_NOTE in text  # the catalogue variant's prices summarise the coming dates
    ranges = screen.detail.entry.item.availability.available_date_ranges  # type: ignore[union-attr]
    assert f"{ranges[0].from_:%d %b %Y} – {ranges[0].to:%d %b %Y}" in text


def test_detail_pane_shows_identity_flags_of_a_boat_trip(desk: Desk, qtbot: QtBot) -> None:
    screen = show_boats(desk, qtbot)
    select(screen, "Port Blair to Swaraj Dweep (Havelock)")
    text = screen.detail.toPlainText()
    assert "ID document for every passenger: required" in text
    assert "Document number: required" in text
    assert "Scan of the document: required" in text
    screenshot(desk.window, "catalogue_boat_detail")
    select(screen, "North Bay Harbour Cruise")
    text = screen.detail.toPlainText()
    assert "ID document for every passenger: not required" in text
    assert "Scan of the document: not required" in text
    assert "Foreign passengers always need a passport" in text


def test_ctrl_f_puts_the_cursor_in_the_filter_from_any_screen(desk: Desk, qtbot: QtBot) -> None:
    window = desk.window
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    QTest.keyClick(window, Qt.Key.Key_6, Qt.KeyboardModifier.ControlModifier)
    assert window.stack.currentWidget() is window.page(SETTINGS)
    QTest.keyClick(window, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert window.stack.currentWidget() is window.catalogue
    qtbot.waitUntil(window.catalogue.toolbar.filter_edit.hasFocus)


def test_f5_reloads_the_list(desk: Desk, qtbot: QtBot) -> None:
    screen = desk.window.catalogue
    screen.table.setFocus()
    QTest.keyClick(screen.table, Qt.Key.Key_F5)
    assert screen.list_state.text() == "Loading activities…"
    qtbot.waitUntil(lambda: screen.list_state.text() == "8 activities")


def test_catalogue_models_pass_qt_model_checks(
    desk: Desk, qtbot: QtBot, qtmodeltester: Any
) -> None:
    screen = desk.window.catalogue
    qtmodeltester.check(screen.model)
    QTest.keyClicks(screen.toolbar.filter_edit, "beach")
    qtmodeltester.check(screen.proxy)
    show_boats(desk, qtbot)
    qtmodeltester.check(screen.model)
    qtmodeltester.check(screen.proxy)
