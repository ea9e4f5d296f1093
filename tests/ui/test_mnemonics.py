"""Every Alt+letter of a screen is its own: a walk through every screen, in every state a clerk
meets in a day's first sale (the form, the review, the result, the booking looked up and its
refund quote, History, the wallet, the shift report and its charts, Settings, Disruptions, with
and without an operator's cancellation), and through the dialogs met on the way (the
cancellation's yes, the Z report's question, the open-shift question, the rebooking's), fails on a
letter shown twice in one window; and the letter shown takes the cursor to the field it names."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QDate, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from pytestqt.qtbot import QtBot

from app.domain.modules import Module
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.registry import BOOK, DISRUPTIONS, HISTORY, LOOKUP, SETTINGS, SHIFT, WALLET
from app.ui.widgets.close_shift import CloseShiftDialog
from app.ui.widgets.open_shift import OpenShiftDialog
from app.ui.widgets.reschedule_dialog import RescheduleDialog
from tests.ui.conftest import CLERK, over_window, screenshot
from tests.ui.helpers.clicks import clerk_click
from tests.ui.helpers.sales import (
    NO_FLAGS_TRIP,
    activate,
    choose,
    focused,
    mnemonics,
    press,
    type_text,
)
from tests.ui.helpers.till import review_activity, wait_for_result
from tests.ui.screens.test_rebook import NEXT_DAY, disrupted
from tests.ui.screens.test_shift_asked import close_the_shift
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


def when_modal(kind: type[QDialog], then: Callable[[QDialog], None]) -> list[QDialog]:
    """Call ``then`` with the application-modal dialog of ``kind`` once it is up (it runs its
    own loop: the test waits for the list to fill)."""
    met: list[QDialog] = []

    def look(tries_left: int = 500) -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, kind):
            then(dialog)
            met.append(dialog)
        elif tries_left:
            QTimer.singleShot(20, lambda: look(tries_left - 1))

    QTimer.singleShot(0, look)
    return met


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
    lookup.quote_button.click()
    qtbot.waitUntil(lambda: lookup.quote_button.isEnabled() and bool(lookup.quotes.buttons))
    look("lookup, refund quote")
    lookup.quotes.buttons[0].click()
    asking = lookup.dialog
    assert asking is not None
    qtbot.waitUntil(asking.isVisible)
    seen["cancellation's yes"] = twice(asking)
    asking.reject()
    activate(desk, qtbot)  # the keys back to the window, as after Esc
    for entry in (HISTORY, WALLET, SHIFT, SETTINGS, DISRUPTIONS):
        window.show_screen(entry)
        look(entry.name())
    window.show_screen(SHIFT)
    shift = window.page(SHIFT)
    shift.tabs.setCurrentWidget(shift.charts)
    look("shift report, charts")
    window.page(BOOK).result.new_sale_requested.emit()
    choose(desk, qtbot, NO_FLAGS_TRIP, Module.BOAT)
    look("book a boat")
    window.page(BOOK).form.customer.business.setChecked(True)
    look("book a boat, business customer")

    # The day's end: the Z report's question (left with Esc), then the next shift's question.
    window.show_screen(SHIFT)
    shift.tabs.setCurrentIndex(0)
    shift.drawer.notes[500].setValue(4)
    shift.drawer.closed_by.setText(CLERK)

    def close_asked(dialog: QDialog) -> None:
        seen["Z report's question"] = twice(dialog)
        dialog.reject()

    closing = when_modal(CloseShiftDialog, close_asked)
    shift.drawer.z_button.click()
    qtbot.waitUntil(lambda: bool(closing))
    close_the_shift(desk)

    def open_asked(dialog: QDialog) -> None:
        seen["open-shift question"] = twice(dialog)
        dialog.reject()

    opening = when_modal(OpenShiftDialog, open_asked)
    desk.shifts.start_of_day(window)
    qtbot.waitUntil(lambda: bool(opening))
    assert {name: letters for name, letters in seen.items() if letters} == {}


def test_disruptions_and_the_rebooking_show_no_alt_letter_twice(
    make_desk: Any, run: Any, own_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    """Disruptions with a party whose departure the operator cancelled (every key shown), and
    the rebooking dialog it opens, before and after the new departure is chosen."""
    desk, ref = disrupted(make_desk, run, own_sandbox)
    window = desk.window
    window.resize(1366, 768)
    window.show_screen(DISRUPTIONS)
    screen = window.page(DISRUPTIONS)
    qtbot.waitUntil(lambda: screen.current() == ref)
    assert screen.refund_button.isEnabled() and screen.rebook_button.isEnabled()
    seen = {"disruptions": twice(window)}
    found = [letter for letter, _ in mnemonics(window)]
    assert {"R", "B", "C"} <= set(found)  # Refund, Rebook, Copy message: the walk sees them
    screenshot(window, "disruptions_mnemonics_1366x768")
    QTest.mouseClick(screen.rebook_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: screen.findChild(RescheduleDialog) is not None)
    dialog = screen.findChild(RescheduleDialog)
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    seen["rebook, the day"] = twice(dialog)
    dialog.day_edit.setDate(QDate(NEXT_DAY.year, NEXT_DAY.month, NEXT_DAY.day))
    QTest.mouseClick(dialog.find_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(dialog.picker.choose_button.isEnabled, timeout=10_000)
    seen["rebook, the departures"] = twice(dialog)
    clerk_click(dialog.picker.choose_button)
    qtbot.waitUntil(dialog.confirm_button.isEnabled, timeout=10_000)
    seen["rebook, the comparison"] = twice(dialog)
    over_window(window, dialog, "rebook_mnemonics_1366x768")
    dialog.reject()
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
    for entry in (HISTORY, WALLET, SHIFT, SETTINGS, DISRUPTIONS):
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
