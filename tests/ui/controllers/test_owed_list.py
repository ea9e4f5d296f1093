"""The refunds owed, reached with keys alone: the header's owed line named them only in its
tooltip, which no key opens. Its list now opens with Ctrl+Shift+O from any screen, and with Space
on the line, which Tab reaches; a refund an item, said to screen readers; Enter on one opens
its booking in Lookup, where it is paid out. Screenshots with the list open at
1366x768 and 1280x720."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu, QWidget
from pytestqt.qtbot import QtBot

from app import i18n, languages
from app.sandbox import EmbeddedSandbox
from app.ui.help import window_shortcuts
from app.ui.registry import LOOKUP
from tests.counter.disrupted_sales import operator_cancels, sell_party
from tests.ui.conftest import SCREEN_SIZES, save_image, settle_layouts, started_desk
from tests.ui.helpers.disrupted import CRUISE, ahead, at_till, cancelled_at_desk, watch_finds

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
PARTIES = ("Asha Rao", "Meena Das")


def with_menu(window: QWidget, menu: QMenu, name: str) -> None:
    """The window with the open list drawn where it pops up (a grab shows one window only)."""
    settle_layouts()
    picture = window.grab()
    painter = QPainter(picture)
    painter.drawPixmap(menu.pos() - window.mapToGlobal(QPoint(0, 0)), menu.grab())
    painter.end()
    save_image(picture.toImage(), name)


def press(keys: Qt.Key, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """``keys`` pressed where the keyboard is now."""
    target = QApplication.activePopupWidget() or QApplication.focusWidget()
    assert target is not None
    QTest.keyClick(target, keys, modifiers)


# A popup menu on the offscreen platform: it cannot raise itself or grab the keyboard (the keys
# reach it all the same, as they do the menu bar's in tests/ui/test_help_menu.py).
@pytest.mark.qt_log_ignore(
    "does not support raise", "does not support grabbing", "does not support propagateSizeHints"
)
def test_the_refunds_owed_open_with_keys_and_each_opens_its_booking(
    make_desk: Any, run: Any, own_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk = started_desk(make_desk, run, own_sandbox)
    day = ahead()
    refs = [
        at_till(sell_party, desk, run, own_sandbox, [name], day=day, customer=name)[0]
        for name in PARTIES
    ]
    operator_cancels(own_sandbox, CRUISE, day)
    watch_finds(desk, run, qtbot, len(PARTIES))
    window = desk.window
    owed = window.header.owed_label
    qtbot.waitUntil(lambda: owed.text().startswith("2 refunds owed: INR "))
    # Said to a screen reader with the line: each refund, its customer, amount and booking.
    sentences = owed.accessibleDescription().split("\n")
    assert [ref for ref in refs if any(ref in sentence for sentence in sentences)] == refs
    assert "Ctrl+Shift+O: the list" in owed.toolTip()
    listed = {shortcut.keys: shortcut.meaning for shortcut in window_shortcuts(window)}
    assert listed["Ctrl+Shift+O"] == "List the refunds owed to customers"
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    menu = owed.refunds

    for width, height in SCREEN_SIZES:
        window.resize(width, height)
        window.focus_filter()  # the clerk is typing in the catalogue's filter
        press(Qt.Key.Key_O, CTRL_SHIFT)
        qtbot.waitUntil(menu.isVisible)
        assert [action.text() for action in menu.actions()] == sentences
        assert menu.activeAction() is menu.actions()[0]
        with_menu(window, menu, f"header_owed_list_{width}x{height}")
        press(Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: not menu.isVisible())

    # Tab reaches the line; Space opens the list there too.
    window.focus_filter()
    for _ in range(80):
        if QApplication.focusWidget() is owed:
            break
        press(Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is owed
    press(Qt.Key.Key_Space)
    qtbot.waitUntil(menu.isVisible)
    press(Qt.Key.Key_Down)
    assert menu.activeAction() is menu.actions()[1]

    press(Qt.Key.Key_Return)

    # The second refund's booking, in Lookup, its refund ready to be paid out.
    qtbot.waitUntil(lambda: window.current() is LOOKUP)
    lookup = window.page(LOOKUP)
    owed_ref = next(ref for ref in refs if ref in sentences[1])
    qtbot.waitUntil(
        lambda: lookup.card.isVisible() and owed_ref in lookup.card.title_label.text(),
        timeout=15_000,
    )
    qtbot.waitUntil(lookup.customer_refund.isVisible)


@pytest.mark.qt_log_ignore(
    "does not support raise", "does not support grabbing", "does not support propagateSizeHints"
)
@pytest.mark.parametrize(
    "clerk_language", [i18n.HINDI, languages.BENGALI, languages.TAMIL], indirect=True
)
def test_the_refunds_owed_list_in_the_clerk_s_language(
    clerk_language: str, make_desk: Any, run: Any, own_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk = started_desk(make_desk, run, own_sandbox)
    ref, _price = cancelled_at_desk(desk, run, own_sandbox)
    watch_finds(desk, run, qtbot)
    window = desk.window
    owed = window.header.owed_label
    qtbot.waitUntil(lambda: ref in owed.accessibleDescription())
    (sentence,) = owed.accessibleDescription().split("\n")
    assert "Refund owed to" not in sentence and "Lookup" not in owed.toolTip()
    listed = {shortcut.keys: shortcut.meaning for shortcut in window_shortcuts(window)}
    assert listed["Ctrl+Shift+O"] not in ("", "List the refunds owed to customers")
    window.resize(*SCREEN_SIZES[0])
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.focus_filter()
    press(Qt.Key.Key_O, CTRL_SHIFT)
    menu = owed.refunds
    qtbot.waitUntil(menu.isVisible)
    assert [action.text() for action in menu.actions()] == [sentence]
    with_menu(window, menu, f"{clerk_language}/header_owed_list_1366x768")
    press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.current() is LOOKUP)
    lookup = window.page(LOOKUP)
    qtbot.waitUntil(lambda: ref in lookup.card.title_label.text(), timeout=15_000)
