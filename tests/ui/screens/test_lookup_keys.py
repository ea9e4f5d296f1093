"""Lookup's keys do what they say: "Part of it" has its Alt+letter, the cancellation's question
answers to Alt+Y and Alt+N, and Enter in the refund's reference records the refund."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from app.ui.desk import Desk
from app.ui.registry import BOOK, LOOKUP
from tests.ui.helpers.after_sale import quote
from tests.ui.helpers.sales import activate, press
from tests.ui.helpers.till import sell_exact_cash

ALT = Qt.KeyboardModifier.AltModifier


def _letter(text: str) -> Qt.Key:
    assert "&" in text, text
    return Qt.Key(ord(text[text.index("&") + 1].upper()))


def _keys_to(dialog: QWidget, qtbot: QtBot) -> None:
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)


def test_lookups_part_choice_question_and_refund_reference_answer_their_keys(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    desk = sales_desk
    sell_exact_cash(desk, qtbot)
    ref = desk.window.page(BOOK).result.ref_label.text()
    desk.open_in_lookup(ref)
    screen = desk.window.page(LOOKUP)
    qtbot.waitUntil(lambda: screen.find_button.isEnabled() and screen.quote_button.isEnabled())
    activate(desk, qtbot)
    screen.ref_edit.setFocus()
    qtbot.waitUntil(screen.ref_edit.hasFocus)
    press(_letter(screen.part_radio.text()), ALT)
    qtbot.waitUntil(screen.part_radio.isChecked)  # the button's animated click
    assert screen.ref_edit.text() == ref  # nothing typed into the reference
    qtbot.waitUntil(lambda: QApplication.focusWidget() is screen.seats_spin)
    screen.seats_spin.setValue(1)

    quote(screen, qtbot)
    screen.quotes.buttons[-1].click()
    dialog = screen.dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    assert _letter(dialog.no_button.text()) == Qt.Key.Key_N
    _keys_to(dialog, qtbot)
    press(Qt.Key.Key_N, ALT)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert dialog.result() == 0 and "Cancelling" not in screen.result_label.text()
    screen.quotes.buttons[-1].click()
    asked = screen.dialog
    assert asked is not None and asked is not dialog
    qtbot.waitUntil(asked.isVisible)
    _keys_to(asked, qtbot)
    press(_letter(asked.yes_button.text()), ALT)
    qtbot.waitUntil(lambda: screen.result_label.text().startswith("Refund"), timeout=10_000)

    panel = screen.customer_refund
    qtbot.waitUntil(lambda: panel.isVisible() and panel.record_button.isEnabled())
    activate(desk, qtbot)
    panel.reference.setFocus()
    qtbot.waitUntil(panel.reference.hasFocus)
    press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: panel.state.text().startswith("Recorded"), timeout=10_000)
