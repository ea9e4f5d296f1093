"""The catalogue's list takes the screen's room while nothing is opened, the hint a line at its
foot (the hint's panel left the lower half empty, its sentence floating in the middle at
1366x768); an item opened, its departures take the lower half, and a new sale gives the room
back. In the four languages, at 1366x768 and 1280x720."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from app import i18n, languages
from app.sandbox import EmbeddedSandbox
from app.ui.screens.catalogue import CatalogueScreen
from tests.ui.conftest import SCREEN_SIZES, screenshot, settle_layouts, started_desk

# The layout's spacing between the list's last line and the hint, with room to spare.
NEXT_LINE_PX = 16


def top_of(widget: QWidget, screen: CatalogueScreen) -> int:
    """Where ``widget`` starts, down the screen."""
    return widget.mapTo(screen, QPoint(0, 0)).y()


def bottom_of(widget: QWidget, screen: CatalogueScreen) -> int:
    """Where ``widget`` ends, down the screen."""
    return top_of(widget, screen) + widget.height()


def check_list_takes_the_room(screen: CatalogueScreen) -> None:
    """Nothing opened: the hint is the screen's last line, right under the list's button."""
    hint, button = screen.availability.hint, screen.open_button
    assert hint.isVisible() and screen.availability.opened() is None
    assert screen.table.height() > screen.height() // 2, screen.table.height()
    assert top_of(hint, screen) - bottom_of(button, screen) <= NEXT_LINE_PX
    assert bottom_of(hint, screen) >= screen.height() - NEXT_LINE_PX, hint.geometry()


@pytest.mark.parametrize(
    "clerk_language",
    [i18n.ENGLISH, i18n.HINDI, languages.BENGALI, languages.TAMIL],
    indirect=True,
)
def test_the_list_takes_the_room_until_an_item_is_opened(
    clerk_language: str, make_desk: Any, run: Any, sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    code = clerk_language
    desk = started_desk(make_desk, run, sandbox)
    screen = desk.window.catalogue
    qtbot.waitUntil(lambda: screen.proxy.rowCount() > 0)
    for width, height in SCREEN_SIZES:
        desk.window.resize(width, height)
        settle_layouts()
        check_list_takes_the_room(screen)
        screenshot(desk.window, f"{code}/catalogue_list_room_{width}x{height}")

    screen.table.setFocus()
    screen.table.setCurrentIndex(screen.proxy.index(0, 0))
    QTest.keyClick(screen.table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: screen.availability.opened() is not None)
    picker = screen.availability.opened()
    assert picker is not None
    qtbot.waitUntil(lambda: picker.table.model().rowCount() > 0, timeout=10_000)
    settle_layouts()
    assert not screen.availability.hint.isVisible()
    below, above = screen.availability.height(), screen.splitter.height()
    assert below > (below + above) * 2 // 5, (above, below)  # about half each
    screenshot(desk.window, f"{code}/catalogue_opened_room_{width}x{height}")

    screen.forget_opened()  # a new sale: the list has the room again
    settle_layouts()
    check_list_takes_the_room(screen)
