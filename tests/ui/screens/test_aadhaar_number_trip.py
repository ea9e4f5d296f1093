"""On a trip that needs the document number, an Aadhaar card's Secure QR fills the name, age,
gender and the ID type, and the line asks next for exactly what is left: the card's 12 digits,
checked against the QR's last four; the training card's documented number is accepted. In
English and in Hindi at 1366x768."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app import i18n
from app.domain.demo_names import DEMO_CATALOGUE
from app.domain.identity import AADHAAR
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.registry import BOOK
from tests.perf.walkin import CUSTOMER, Keyboard
from tests.ui.conftest import screenshot, start_desk
from tests.ui.helpers.catalogue import select, show_boats, shown_names
from tests.ui.helpers.sales import DAY, focused, press, type_text
from tests.ui.screens.test_aadhaar_walk_in import CARDS, ID_COLUMN, MEERA, NEIL_BY_NUMBER

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


@pytest.fixture
def language_desk(
    clerk_language: str, make_desk: Any, run: Any, sales_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> Iterator[Desk]:
    """A desk built in the clerk's language, at the counter's size."""
    desk: Desk = make_desk()
    assert start_desk(desk, run, sales_sandbox)
    desk.window.setFixedSize(1366, 768)
    yield desk


def _book(desk: Desk, qtbot: QtBot, trip: str) -> None:
    """``trip`` chosen by its name in the clerk's language on DAY, the customer's quick line
    typed: the cursor in the quick passenger line."""
    screen = show_boats(desk, qtbot)
    screen.toolbar.set_travel_date(DAY)
    name = DEMO_CATALOGUE.known(trip)
    qtbot.waitUntil(lambda: name in shown_names(screen))
    select(screen, name)
    screen.table.setFocus()
    press(Qt.Key.Key_Return)
    picker = screen.availability.schedules
    qtbot.waitUntil(lambda: picker.table.hasFocus() and picker.choose_button.isEnabled())
    press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: desk.window.current() is BOOK)
    type_text(", ".join(CUSTOMER))
    press(Qt.Key.Key_Return)


@pytest.mark.parametrize("clerk_language", [i18n.ENGLISH, i18n.HINDI], indirect=True)
def test_the_scan_fills_the_id_type_and_the_line_asks_for_the_number(
    clerk_language: str, language_desk: Desk, qtbot: QtBot, run: Any
) -> None:
    desk = language_desk
    _book(desk, qtbot, f"{NEIL_BY_NUMBER} Dweep (Neil)")
    keyboard = Keyboard()
    keyboard.reader(MEERA)
    people = desk.window.page(BOOK).form.people
    editor = people.editor

    entry = people.model.entry(0)
    assert (entry.traveler_name, entry.pax_gender, entry.id_type) == (
        "Meera Nair",
        "FEMALE",
        AADHAAR,
    )
    assert entry.age is not None and entry.id_number == "" and not entry.aadhaar_genuine
    # What the trip still needs is the number alone: the cursor is in it, the line says so.
    assert focused() is editor.id_number_edit
    assert "4821" in people.quick_passenger.message.text()
    screenshot(desk.window, f"{clerk_language}/aadhaar_number_trip_scanned_1366x768")
    keyboard.type(CARDS[0]["number"])  # the training card's number, from F1
    qtbot.waitUntil(lambda: editor.grid.message("id_number") == "")
    assert people.model.entry(0).id_number == CARDS[0]["number"]
    assert people.model.index(0, ID_COLUMN).data() == "XXXX XXXX 4821"
    assert people.model.errors(0) == {}
    screenshot(desk.window, f"{clerk_language}/aadhaar_number_trip_typed_1366x768")
