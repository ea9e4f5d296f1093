"""The catalogue: filter as you type, detail pane, keyboard."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.domain.demo_names import DEMO_CATALOGUE
from app.domain.modules import Module
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.registry import SETTINGS
from app.ui.screens.catalogue import CatalogueScreen
from app.ui.widgets.detail_html import SUMMARY_NOTE
from tests.ui.conftest import SCREEN_SIZES, screenshot, settle_layouts, started_desk
from tests.ui.helpers.catalogue import select, show_boats, shown_names
from tests.ui.helpers.paints import Paints


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
    assert "Net partner price" not in text  # the agency's figure, only with the net fares
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


def list_price(screen: CatalogueScreen) -> str:
    """The price the list shows on the selected row (its last column)."""
    index = screen.table.currentIndex()
    return str(index.siblingAtColumn(screen.proxy.columnCount() - 1).data())


def uncut(screen: CatalogueScreen) -> bool:
    """Whether the detail pane shows its whole width (no amount behind a sideways scroll)."""
    return screen.detail.horizontalScrollBar().maximum() == 0


def test_detail_pane_prices_per_person_as_the_list_beside_it(desk: Desk, qtbot: QtBot) -> None:
    # One screen, one price: the pane says what the customer pays, as the list's "Total incl.
    # GST" does; the catalogue's fare before GST only with "Show net fares", labelled so.
    screen = desk.window.catalogue
    for name in ("Sea Walk at Elephant Beach", "Scuba Diving at North Bay"):
        select(screen, name)
        price, net = list_price(screen), screen.detail.entry.price  # type: ignore[union-attr]
        assert price != net
        text = screen.detail.toPlainText()
        assert f"Price per person\n{price}\n" in text, text
        assert "fare GST and service charge included" in text
        assert net not in text
    screen.net_fares.setChecked(True)
    text = screen.detail.toPlainText()
    assert f"Price per person\n{price}\n" in text  # the customer's price stays first
    assert f"Net fare, before fare GST and service charge: {net}" in text
    assert "Net partner price, before GST: INR" in text
    screen.net_fares.setChecked(False)
    assert "Net fare" not in screen.detail.toPlainText()

    screen = show_boats(desk, qtbot)
    select(screen, "North Bay Harbour Cruise")
    price = list_price(screen)
    text = screen.detail.toPlainText()
    assert f"Price per person\n{price}\n" in text, text
    # The rate card prices each ticket for the customer too, the lowest as the list's.
    assert "Per person incl. GST" in text and "MRP" not in text
    assert price.split(" – ")[0] in text.split("Rates", 1)[1]
    for size in SCREEN_SIZES:
        desk.window.resize(*size)
        settle_layouts()
        screen.detail.verticalScrollBar().setValue(screen.detail.verticalScrollBar().maximum())
        screenshot(desk.window, f"catalogue_boat_detail_price_{size[0]}x{size[1]}")
        assert uncut(screen), (
            size,
            screen.detail.horizontalScrollBar().maximum(),
            screen.detail.document().idealWidth(),
            screen.detail.viewport().width(),
            screen.detail.document().size().width(),
        )
    desk.window.resize(*SCREEN_SIZES[0])
    screen.net_fares.setChecked(True)
    text = screen.detail.toPlainText()
    assert "Fare before GST" in text and "Net fare, before fare GST" in text
    screenshot(desk.window, "catalogue_boat_detail_net_1366x768")
    assert uncut(screen)


@pytest.mark.parametrize("clerk_language", ["hi", "ta"], indirect=True)
def test_detail_pane_prices_read_uncut_in_hindi_and_tamil(
    clerk_language: str, make_desk: Any, run: Any, sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    code = clerk_language
    desk = started_desk(make_desk, run, sandbox)
    desk.window.resize(*SCREEN_SIZES[0])
    screen = desk.window.catalogue
    qtbot.waitUntil(lambda: screen.proxy.rowCount() > 0)
    select(screen, DEMO_CATALOGUE.known("Sea Walk at Elephant Beach"))
    assert list_price(screen) in screen.detail.toPlainText()
    settle_layouts()
    assert uncut(screen)
    screenshot(desk.window, f"{code}/catalogue_activity_detail_price_1366x768")
    show_boats(desk, qtbot)
    select(screen, DEMO_CATALOGUE.known("North Bay Harbour Cruise"))
    assert list_price(screen) in screen.detail.toPlainText()
    settle_layouts()
    assert uncut(screen)
    screenshot(desk.window, f"{code}/catalogue_boat_detail_price_1366x768")


def test_a_long_list_keeps_its_width_as_the_filter_empties_and_clears(
    desk: Desk, qtbot: QtBot
) -> None:
    """The rows' room is as wide with nothing matching as with every row listed: the scroll
    bar of a list longer than the screen stays. When it came and went with the rows, clearing a
    filter that matched nothing painted the whole list twice (before the bar came back and
    after). A list that always fits (the sandbox's eight activities) keeps Qt's bar as needed."""
    screen = desk.window.catalogue
    listed = screen.model.rows
    assert len(listed) == 8
    as_needed = Qt.ScrollBarPolicy.ScrollBarAsNeeded
    assert screen.table.verticalScrollBarPolicy() == as_needed
    # More rows than a screenful: the same activities under other ids.
    many = [replace(listed[n % len(listed)], item_id=1000 + n) for n in range(60)]
    screen.show_catalogue(Module.ACTIVITY, many)
    desk.window.resize(*SCREEN_SIZES[0])
    settle_layouts()
    viewport = screen.table.viewport()
    full = viewport.width()
    paints = Paints()
    viewport.installEventFilter(paints)
    screen.toolbar.filter_edit.setText("submarine")
    qtbot.waitUntil(lambda: screen.list_state.text() == "0 of 60 activities match the filter")
    settle_layouts()
    assert shown_names(screen) == []
    assert viewport.width() == full
    assert screen.table.verticalScrollBar().isVisible()
    for width, height in SCREEN_SIZES:
        desk.window.resize(width, height)
        screenshot(desk.window, f"catalogue_filter_nothing_{width}x{height}")
    desk.window.resize(*SCREEN_SIZES[0])
    settle_layouts()
    paints.count = 0
    screen.toolbar.filter_edit.clear()
    qtbot.waitUntil(lambda: screen.list_state.text() == "60 activities")
    settle_layouts()
    assert viewport.width() == full
    assert paints.count == 1
    screenshot(desk.window, "catalogue_filter_cleared_1366x768")
    screen.show_catalogue(Module.ACTIVITY, listed)
    assert screen.table.verticalScrollBarPolicy() == as_needed
