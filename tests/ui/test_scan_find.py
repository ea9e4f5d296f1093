"""Scan to find: a scanner's fast burst ending in Enter opens the booking in Lookup wherever the
focus is not in a text field (and Lookup's own field looks it up); people's typing does not."""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit, QPushButton, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from app.ui.desk import Desk
from app.ui.registry import CATALOGUE, LOOKUP, WALLET
from app.ui.scan_find import ScanCatcher

SCANNED = "ZZZZ9999"  # the shape of a reference; the service has no such booking


def opened_in_lookup(desk: Desk, qtbot: QtBot, ref: str) -> None:
    """Until Lookup is on screen, has looked ``ref`` up and said what it found."""
    screen = desk.window.page(LOOKUP)
    qtbot.waitUntil(lambda: desk.window.current() is LOOKUP)
    qtbot.waitUntil(lambda: screen.state_label.text().startswith(f"Booking {ref} was not found."))
    assert screen.ref_edit.text() == ref


def test_a_scan_on_the_window_opens_the_booking_in_lookup(desk: Desk, qtbot: QtBot) -> None:
    desk.window.show_screen(CATALOGUE)
    desk.window.catalogue.table.setFocus()  # a list, not a text field
    QTest.keyClicks(desk.window, SCANNED.lower())
    QTest.keyClick(desk.window, Qt.Key.Key_Return)
    opened_in_lookup(desk, qtbot, SCANNED)


def test_a_scan_where_a_button_has_the_focus_opens_it_too(desk: Desk, qtbot: QtBot) -> None:
    desk.window.show_screen(WALLET)
    focus = desk.window.nav
    focus.setFocus()
    QTest.keyClicks(focus, SCANNED)
    QTest.keyClick(focus, Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
    opened_in_lookup(desk, qtbot, SCANNED)


def test_in_lookups_field_the_scan_looks_it_up(desk: Desk, qtbot: QtBot) -> None:
    desk.window.show_screen(LOOKUP)
    field = desk.window.page(LOOKUP).ref_edit
    field.setFocus()
    QTest.keyClicks(field, SCANNED)
    QTest.keyClick(field, Qt.Key.Key_Return)
    opened_in_lookup(desk, qtbot, SCANNED)


def test_typing_in_a_text_field_is_never_taken_for_a_scan(desk: Desk, qtbot: QtBot) -> None:
    desk.window.show_screen(CATALOGUE)
    filter_edit = desk.window.catalogue.toolbar.filter_edit
    filter_edit.setFocus()
    QTest.keyClicks(filter_edit, SCANNED)
    QTest.keyClick(filter_edit, Qt.Key.Key_Return)
    qtbot.wait(50)
    assert desk.window.current() is CATALOGUE
    assert filter_edit.text() == SCANNED


def steps(gap_s: float) -> Iterator[float]:
    """A clock that moves ``gap_s`` at each key."""
    now = 0.0
    while True:
        now += gap_s
        yield now


def test_keys_a_person_types_or_a_code_not_a_reference_are_let_through(qtbot: QtBot) -> None:
    window = QWidget()
    button = QPushButton("Go", window)
    QVBoxLayout(window).addWidget(button)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    button.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is button)
    for gap_s, typed in ((0.2, SCANNED), (0.005, "ZZZZ999"), (0.005, "ZZZZ999I")):
        assert scanned(button, gap_s, typed) == []
    assert scanned(button, 0.005, SCANNED) == [SCANNED]


def scanned(focus: QWidget, gap_s: float, typed: str) -> list[str]:
    """What a catcher of ``focus``'s window finds in ``typed`` and Enter, ``gap_s`` apart."""
    found: list[str] = []
    catcher = ScanCatcher(focus.window(), clock=partial(next, steps(gap_s)))
    catcher.scanned.connect(found.append)
    catcher.install()
    try:
        QTest.keyClicks(focus, typed)
        QTest.keyClick(focus, Qt.Key.Key_Return)
    finally:
        catcher.remove()
    return found


def test_the_catcher_watches_only_the_window_and_its_focus_not_every_event(
    qtbot: QtBot,
) -> None:
    # An application-wide filter ran in Python for every event of every object: building a
    # screen under it took twice as long.
    window = QWidget()
    layout = QVBoxLayout(window)
    first, second = QPushButton("First"), QPushButton("Second")
    layout.addWidget(first)
    layout.addWidget(second)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    first.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is first)
    catcher = ScanCatcher(window)
    watched: list[object] = []

    def counted(watched_object: QObject, _event: QEvent) -> bool:
        watched.append(watched_object)
        return False

    catcher.eventFilter = counted  # type: ignore[method-assign,assignment]
    catcher.install()
    try:
        built = QPushButton("Built later")
        layout.addWidget(built)
        built.show()
        QApplication.processEvents()
        assert built not in watched
        assert {id(o) for o in watched} <= {id(window), id(first)}
        second.setFocus()  # the focus moves: so does the watch
        qtbot.waitUntil(lambda: QApplication.focusWidget() is second)
        watched.clear()
        QTest.keyClick(second, Qt.Key.Key_A)
        assert second in watched and first not in watched
    finally:
        catcher.remove()


def test_the_catcher_leaves_a_focused_text_field_alone(qtbot: QtBot) -> None:
    # Its keys are text, never a scan; watched, each of its events (a paint at each blink of
    # its cursor) was a call into Python.
    window = QWidget()
    layout = QVBoxLayout(window)
    button, field = QPushButton("Go"), QLineEdit()
    layout.addWidget(button)
    layout.addWidget(field)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    button.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is button)
    found: list[str] = []
    catcher = ScanCatcher(window, clock=partial(next, steps(0.005)))
    catcher.scanned.connect(found.append)
    watched: list[object] = []
    filtered = catcher.eventFilter

    def counted(watched_object: QObject, event: QEvent) -> bool:
        watched.append(watched_object)
        return filtered(watched_object, event)

    catcher.eventFilter = counted  # type: ignore[method-assign,assignment]
    catcher.install()
    try:
        QTest.keyClicks(button, SCANNED[:4])  # a scan begun where the button had the focus
        field.setFocus()
        qtbot.waitUntil(lambda: QApplication.focusWidget() is field)
        field.update()
        QTest.keyClicks(field, SCANNED[4:])
        QTest.keyClick(field, Qt.Key.Key_Return)  # the field ignores it: the window sees it
        assert field not in watched and window in watched
        assert field.text() == SCANNED[4:] and found == []
    finally:
        catcher.remove()
