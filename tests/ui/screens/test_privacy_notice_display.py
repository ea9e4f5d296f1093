"""The privacy notice on the customer display while the clerk types the customer's details: in the
customer's language, whole at 1024x600 (nothing below the edge), and again after going back from
the review."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from app import i18n
from app.domain.modules import Module
from app.languages import BENGALI, HINDI, TAMIL, codes
from app.ui.customer_display import CustomerDisplayWindow
from app.ui.desk import Desk
from app.ui.fonts import register_fonts
from app.ui.registry import BOOK
from tests.ui.conftest import SCREENSHOTS, settle_layouts
from tests.ui.helpers.sales import NO_FLAGS_TRIP, choose, press, type_customer
from tests.ui.screens.test_customer_display import PASSENGERS, shown
from tests.ui.screens.test_upi_payment import AGENCY

CONTACT = "Priya Nair, 98400 12345"
# The Board's name as each language's notice writes it: a language added to the registry without
# a line here fails its case, so no language's notice goes unread.
BOARD = {
    i18n.ENGLISH: "Data Protection Board of India",
    HINDI: "डेटा संरक्षण बोर्ड",
    BENGALI: "ডেটা প্রোটেকশন বোর্ড",
    TAMIL: "தரவுப் பாதுகாப்பு வாரிய",
}


def _fits(window: CustomerDisplayWindow, width: int, height: int) -> list[str]:
    """The display's visible labels that do not fit a ``width`` x ``height`` screen (``window``
    shown: a hidden one is not told its size, so its letters keep theirs)."""
    window.resize(width, height)
    settle_layouts()
    layout = window.layout()
    assert layout is not None
    bad = []
    if layout.totalHeightForWidth(width) > height:
        bad.append(f"the whole display needs {layout.totalHeightForWidth(width)} px")
    for label in window.findChildren(QLabel):
        if label.isVisibleTo(window) and label.geometry().bottom() > height:
            bad.append(f"{label.objectName()} ends at {label.geometry().bottom()}")
    return bad


@pytest.mark.parametrize("language", codes())
def test_the_notice_shows_while_details_are_typed(
    sales_desk: Desk, qtbot: QtBot, language: str
) -> None:
    words = BOARD[language]
    desk = sales_desk
    register_fonts()
    desk.connection.settings = replace(
        desk.connection.settings,
        agency_name=AGENCY,
        customer_display=True,
        document_language=language,
        grievance_contact=CONTACT,
    )
    display = desk.customer_display.window
    desk.customer_display.show_idle()
    assert words not in shown(display)

    choose(desk, qtbot, NO_FLAGS_TRIP, Module.BOAT)
    now = shown(display)
    assert words in now and CONTACT in now
    assert i18n.language() == i18n.ENGLISH  # the clerk's screens stay in English
    display.show()
    for size in ((1024, 600), (800, 480), (1366, 768)):
        assert _fits(display, *size) == []
    for width, height in ((1024, 600), (800, 480)):
        display.resize(width, height)
        settle_layouts()
        SCREENSHOTS.mkdir(exist_ok=True)
        display.grab().save(str(SCREENSHOTS / f"customer_notice_{language}_{width}x{height}.png"))
    display.hide()  # the clerk's window takes the keyboard again
    desk.window.activateWindow()
    qtbot.waitUntil(desk.window.isActiveWindow)

    book = desk.window.page(BOOK)
    type_customer()
    for line in PASSENGERS:
        book.form.people.quick_passenger.setFocus()
        book.form.people.quick_passenger.setText(line)
        press(Qt.Key.Key_Return)
    assert words in shown(display)  # still typing
    # The display is told of the sale a turn of the loop after the review page is shown.
    with qtbot.waitSignal(desk.controller(BOOK).sale_shown, timeout=15_000):
        press(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert book.currentWidget() is book.review
    assert words not in shown(display)  # the review shows the sale instead
    desk.window.page(BOOK).review.back_requested.emit()
    assert words in shown(display)  # typing again: the notice again
