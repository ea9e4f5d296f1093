"""The departures of an opened boat trip fit at least six rows at 1366x768 (and 1280x720), with
the rates of the chosen one beside them and the catalogue's list above as tall: staff compare a
day's departures without scrolling."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QTableView
from pytestqt.qtbot import QtBot

from app.ui.desk import Desk
from tests.ui.conftest import screenshot
from tests.ui.helpers.catalogue import open_item, show_boats
from tests.ui.helpers.sales import NO_FLAGS_TRIP

LEAST_DEPARTURES = 6


def rows_that_fit(table: QTableView) -> int:
    """How many whole rows the table's viewport shows at its row height."""
    return table.viewport().height() // table.verticalHeader().defaultSectionSize()


@pytest.mark.parametrize("size", [(1366, 768), (1280, 720)])
def test_six_departures_show_at_once_with_the_rates_below(
    desk: Desk, qtbot: QtBot, size: tuple[int, int]
) -> None:
    desk.window.resize(*size)
    show_boats(desk, qtbot)
    screen = open_item(desk, qtbot, NO_FLAGS_TRIP)
    picker = screen.availability.schedules
    qtbot.waitUntil(lambda: picker.table.viewport().height() > 0)
    screenshot(desk.window, f"catalogue_departures_{size[0]}x{size[1]}")
    assert rows_that_fit(picker.table) >= LEAST_DEPARTURES
    # The chosen departure's rates stay in view: a fare per ticket type, at least two lines.
    assert picker.rates_table.isVisible() and rows_that_fit(picker.rates_table) >= 2
    assert picker.choose_button.isVisible()
    # The catalogue's list above keeps as many rows.
    assert rows_that_fit(screen.table) >= LEAST_DEPARTURES
