"""Every Alt+letter of a screen is its own: a walk through every screen, in every state a clerk
meets in a day's first sale (the form, the review, the result, the booking looked up, History,
the wallet, the shift report and its charts, Settings), fails on a letter shown twice; and the
letter shown takes the cursor to the field it names."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from app.domain.modules import Module
from app.ui.desk import Desk
from app.ui.registry import BOOK, HISTORY, LOOKUP, SETTINGS, SHIFT, WALLET
from tests.ui.helpers.sales import (
    NO_FLAGS_TRIP,
    choose,
    focused,
    mnemonics,
    press,
    type_text,
)
from tests.ui.helpers.till import review_activity, wait_for_result
from tests.ui.test_hindi_screens import (
    hindi_desk,  # noqa: F401 (a fixture)
    sell_a_boat_seat_with_change,
)


def twice(window: QWidget) -> dict[str, list[str]]:
    """Each Alt+letter shown more than once on ``window``, with the texts that show it."""
    found = list(mnemonics(window))
    counts = Counter(letter for letter, _ in found)
    return {
        letter: [text_of(widget) for shown, widget in found if shown == letter]
        for letter, count in counts.items()
        if count > 1
    }


def text_of(widget: QWidget) -> str:
    """What a widget with a mnemonic says."""
    text = getattr(widget, "text", None) or getattr(widget, "title", None)
    return str(text()) if callable(text) else type(widget).__name__


def test_no_screen_shows_an_alt_letter_twice(sales_desk: Desk, qtbot: QtBot) -> None:
    desk = sales_desk
    window = desk.window
    window.resize(1366, 768)
    seen: dict[str, dict[str, list[str]]] = {}

    def look(name: str) -> None:
        seen[name] = twice(window)

    look("catalogue")
    _review, _price = review_activity(desk, qtbot)
    look("review")
    press(Qt.Key.Key_Return)  # exact cash
    wait_for_result(desk, qtbot)
    look("result")
    ref = window.page(BOOK).result.ref_label.text()
    window.show_screen(LOOKUP)
    lookup = window.page(LOOKUP)
    lookup.open_ref(ref)
    qtbot.waitUntil(lambda: ref in lookup.card.title_label.text())
    look("lookup")
    for entry in (HISTORY, WALLET, SHIFT, SETTINGS):
        window.show_screen(entry)
        look(entry.name())
    shift = window.page(SHIFT)
    shift.tabs.setCurrentWidget(shift.charts)
    look("shift report, charts")
    window.page(BOOK).result.new_sale_requested.emit()
    choose(desk, qtbot, NO_FLAGS_TRIP, Module.BOAT)
    look("book a boat")
    window.page(BOOK).form.customer.business.setChecked(True)
    look("book a boat, business customer")
    assert {name: letters for name, letters in seen.items() if letters} == {}


def test_no_hindi_screen_shows_an_alt_letter_twice(
    hindi_desk: Desk,  # noqa: F811
    qtbot: QtBot,
) -> None:
    desk = hindi_desk
    window = desk.window
    seen = {"catalogue": twice(window)}
    ref = sell_a_boat_seat_with_change(desk, qtbot)  # the boat's form and review, by keys
    seen["result"] = twice(window)
    window.show_screen(LOOKUP)
    lookup = window.page(LOOKUP)
    lookup.open_ref(ref)
    qtbot.waitUntil(lambda: ref in lookup.card.title_label.text())
    seen["lookup"] = twice(window)
    for entry in (HISTORY, WALLET, SHIFT, SETTINGS):
        window.show_screen(entry)
        seen[entry.name()] = twice(window)
    assert {name: letters for name, letters in seen.items() if letters} == {}


def test_alt_h_puts_the_cursor_in_the_phone_not_the_email(sales_desk: Desk, qtbot: QtBot) -> None:
    desk = sales_desk
    choose(desk, qtbot, NO_FLAGS_TRIP, Module.BOAT)
    form = desk.window.page(BOOK).form
    form.customer.edits["customer_email"].setFocus()
    press(Qt.Key.Key_H, Qt.KeyboardModifier.AltModifier)
    assert focused() is form.customer.edits["customer_phone"]
    type_text("9876543210")
    assert form.customer.edits["customer_phone"].text() == "9876543210"
    assert form.customer.edits["customer_email"].text() == ""
    press(Qt.Key.Key_E, Qt.KeyboardModifier.AltModifier)
    assert focused() is form.customer.edits["customer_email"]
