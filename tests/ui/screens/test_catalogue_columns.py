"""The catalogue's departures and rates side by side at 1280x720 and 1366x768, every column of
figures in view (the project's ``scrolled_out`` check): the departures' boat, named in their
title, takes no column."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.ui.desk import Desk
from app.ui.models.schedules import ScheduleModel
from tests.ui.conftest import screenshot
from tests.ui.helpers.catalogue import open_item, show_boats
from tests.ui.helpers.clipping import scrolled_out
from tests.ui.helpers.sales import NO_FLAGS_TRIP


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768)], ids=["1280x720", "1366x768"])
def test_the_departures_and_rates_show_every_column(
    desk: Desk, qtbot: QtBot, size: tuple[int, int]
) -> None:
    window = desk.window
    window.resize(*size)
    show_boats(desk, qtbot)
    screen = open_item(desk, qtbot, NO_FLAGS_TRIP)
    picker = screen.availability.schedules
    qtbot.waitUntil(lambda: picker.rates.rowCount() > 0)
    QApplication.processEvents()
    assert scrolled_out(window) == []
    assert picker.splitter.orientation() == Qt.Orientation.Horizontal
    assert picker.table.isColumnHidden(ScheduleModel.BOAT_COLUMN)
    assert "MV Blue Lagoon" in picker.title_label.text()
    screenshot(window, f"catalogue_boat_{size[0]}x{size[1]}")
