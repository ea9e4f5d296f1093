"""Leaving (issue 79 item 6): Quit in the Sale menu and Ctrl+Q; quitting with a shift open asks
first, Stay the default (the window's close button too: the window system's close, which a test
cannot send); a crash's time is said in IST, as the header says the time."""

from __future__ import annotations

import datetime as dt
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMenu, QMessageBox
from pytestqt.qtbot import QtBot

from app.counter.config.crash_reports import CrashReport
from app.ui.crash_notice import report_title
from app.ui.desk import Desk
from tests.ui.conftest import over_window
from tests.ui.helpers.sales import press


def asked(desk: Desk, qtbot: QtBot) -> QMessageBox:
    """The question quitting with the shift open asks, once it shows."""
    qtbot.waitUntil(lambda: desk.shifts.quit_question is not None)
    question = desk.shifts.quit_question
    assert question is not None
    qtbot.waitUntil(question.isVisible)
    return question


def test_ctrl_q_and_the_menus_quit_ask_while_a_shift_is_open(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    desk = sales_desk
    window = desk.window
    window.resize(1366, 768)
    sale_menu = window.menu.bar.findChild(QMenu, "saleMenu")
    assert sale_menu is not None and window.menu.quit_action in sale_menu.actions()
    assert window.menu.quit_action.shortcut().toString() == "Ctrl+Q"
    closed: list[bool] = []
    window.closing.connect(lambda: closed.append(True))
    shift = desk.shifts.current()
    assert shift is not None

    press(Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    question = asked(desk, qtbot)
    assert question.text() == f"{shift.clerk}'s shift is still open at this counter."
    assert "close it with the Z report on the Shift report" in question.informativeText()
    assert question.defaultButton() is question.escapeButton()  # Stay
    over_window(window, question, "quit_with_shift_open_1366x768")
    press(Qt.Key.Key_Escape)  # Stay
    qtbot.waitUntil(lambda: not question.isVisible())
    assert window.isVisible() and closed == []

    window.menu.quit_action.trigger()  # the Sale menu's Quit
    question = asked(desk, qtbot)
    [leave] = [
        b for b in question.buttons() if question.buttonRole(b) is QMessageBox.ButtonRole.AcceptRole
    ]
    leave.click()
    qtbot.waitUntil(lambda: closed == [True])
    assert not window.isVisible()


def test_a_close_by_the_app_asks_nothing(sales_desk: Desk, qtbot: QtBot) -> None:
    # A stop signal or a relaunch closes the window itself: nobody is there to answer.
    window = sales_desk.window
    assert window.close()
    assert sales_desk.shifts.quit_question is None
    assert QApplication.activeModalWidget() is None


def test_a_crash_is_dated_in_ist_whatever_the_computers_zone(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    try:
        # The log writes the computer's local time: 10:00 in UTC is 15:30 in India.
        report = CrashReport(tmp_path / "r.txt", dt.datetime(2026, 11, 26, 10, 0), True, "")
        assert report_title(report).startswith("26 Nov 2026 15:30 · ")
    finally:
        monkeypatch.undo()
        time.tzset()
