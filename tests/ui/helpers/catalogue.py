"""The catalogue screen driven: the names it shows, a row selected, an item opened on a day."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app.domain.clock import service_today
from app.domain.modules import Module
from app.ui.desk import Desk
from app.ui.screens.catalogue import CatalogueScreen


def shown_names(screen: CatalogueScreen) -> list[str]:
    """The names the filtered list shows, in order."""
    proxy = screen.proxy
    return [proxy.index(row, 0).data() for row in range(proxy.rowCount())]


def select(screen: CatalogueScreen, name: str) -> None:
    """Select the row of ``name`` as a click would."""
    row = shown_names(screen).index(name)
    screen.table.setCurrentIndex(screen.proxy.index(row, 0))


def show_boats(desk: Desk, qtbot: QtBot) -> CatalogueScreen:
    """Toggle the catalogue to Boats and wait for the list."""
    screen = desk.window.catalogue
    screen.toolbar.set_module(Module.BOAT)
    qtbot.waitUntil(lambda: screen.model.module is Module.BOAT and screen.model.rowCount() > 0)
    return screen


# Three days ahead: the day an item is opened on, its slots and departures all bookable.
DAY = service_today() + dt.timedelta(days=3)


def open_item(desk: Desk, qtbot: QtBot, name: str) -> CatalogueScreen:
    """Choose DAY, select ``name`` and press Enter on the list; wait for the picker's rows."""
    screen = desk.window.catalogue
    screen.toolbar.set_travel_date(DAY)
    qtbot.waitUntil(lambda: not screen.list_state.text().startswith("Loading"))
    select(screen, name)
    QTest.keyClick(screen.table, Qt.Key.Key_Return)
    pickers = (screen.availability.slots, screen.availability.schedules)
    qtbot.waitUntil(
        lambda: any(
            picker is screen.availability.currentWidget()
            and picker.state_label.text().endswith("bookable")
            for picker in pickers
        )
    )
    return screen
