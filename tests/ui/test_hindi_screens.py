"""Every screen in Hindi: built after the language is chosen, its words come from the Hindi
catalogue (navigation, titles, buttons, labels), and a screenshot of each is saved in
``tests/ui/screenshots/hi/`` at 1366x768 for people to look at."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from app import i18n
from app.domain.demo_names import DEMO_CATALOGUE
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.fonts import register_fonts
from app.ui.registry import BOOK, SCREENS
from app.ui.translation import install_translations
from tests.ui.conftest import SCREENSHOTS, start_desk
from tests.ui.helpers.catalogue import select, shown_names
from tests.ui.helpers.sales import DAY, activate, press
from tests.ui.helpers.screen_tour import save_picture

DEVANAGARI = re.compile("[\u0900-\u097f]")
# An English word of three letters or more that staff would read (codes such as INR, GST, UPI,
# PDF or a booking reference are capitals or digits and do not count).
ENGLISH_WORD = re.compile(r"\b[A-Za-z][a-z]{2,}\b")
ACTIVITY = "Cellular Jail Light and Sound Show"


@pytest.fixture
def hindi_desk(make_desk: Any, run: Any, sandbox: EmbeddedSandbox) -> Iterator[Desk]:
    """A desk whose screens are built in Hindi, on the shared sandbox; English again after."""
    register_fonts()
    install_translations(i18n.HINDI)
    try:
        desk: Desk = make_desk()
        assert start_desk(desk, run, sandbox)
        # The counter PC's screen, whatever size the test's screen is.
        desk.window.setFixedSize(1366, 768)
        yield desk
    finally:
        install_translations(i18n.ENGLISH)


def shown_words(root: QWidget) -> list[str]:
    """The texts of the visible labels and buttons under ``root``."""
    texts = []
    for widget in root.findChildren(QLabel) + root.findChildren(QAbstractButton):
        if widget.isVisible() and widget.text().strip():
            texts.append(widget.text())
    return texts


def test_every_screen_speaks_hindi(hindi_desk: Desk, qtbot: QtBot) -> None:
    window = hindi_desk.window
    catalogue = window.catalogue
    activate(hindi_desk, qtbot)
    catalogue.toolbar.set_travel_date(DAY)
    qtbot.waitUntil(lambda: catalogue.proxy.rowCount() > 0, timeout=15_000)
    # A sale begun, so the Book screen shows its form: the item's first slot chosen with Enter.
    select(catalogue, DEMO_CATALOGUE.known(ACTIVITY))
    catalogue.table.setFocus()
    press(Qt.Key.Key_Return)
    slots = catalogue.availability.slots
    qtbot.waitUntil(lambda: slots.table.hasFocus() and slots.table.model().rowCount() > 0)
    press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.current() is BOOK)
    english: dict[str, list[str]] = {}
    for entry in SCREENS:
        window.show_screen(entry)
        QApplication.processEvents()
        save_picture(window.grab().toImage(), SCREENSHOTS / "hi" / f"{entry.title}.png", False)
        texts = shown_words(window.page(entry))
        assert any(DEVANAGARI.search(text) for text in texts), entry.title
        # The demo catalogue's names are shown in Hindi too (the product being sold, its slot).
        assert not [t for t in texts if ACTIVITY in t or "Hindi show" in t], entry.title
        # A text in English words only, with no Hindi beside it, was not translated.
        left = [t for t in texts if ENGLISH_WORD.search(t) and not DEVANAGARI.search(t)]
        if left:
            english[entry.title] = left
    navigation = [button.text() for button in window.findChildren(QAbstractButton)]
    assert any("सेटिंग्स" in text for text in navigation)
    assert english == {}


def test_the_catalogue_is_filtered_by_its_hindi_names_too(hindi_desk: Desk, qtbot: QtBot) -> None:
    catalogue = hindi_desk.window.catalogue
    qtbot.waitUntil(lambda: catalogue.proxy.rowCount() > 0, timeout=15_000)
    hindi_name = DEMO_CATALOGUE.known(ACTIVITY)
    catalogue.toolbar.filter_edit.setText(hindi_name.split()[0])
    qtbot.waitUntil(lambda: shown_names(catalogue) == [hindi_name])
    catalogue.toolbar.filter_edit.setText("cellular")  # the English name still finds it
    qtbot.waitUntil(lambda: shown_names(catalogue) == [hindi_name])
