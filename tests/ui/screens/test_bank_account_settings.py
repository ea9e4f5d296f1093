"""The agency's bank accounts in Settings' Bank accounts section (issue 82, item 5): typed in
a table, checked as typed, saved only with a supervisor's PIN, and what the Bank statement tab
then reads statements against."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QTableWidget, QTableWidgetItem
from pytestqt.qtbot import QtBot

from app.bank.account import BankAccount
from app.counter.config.paths import AppPaths
from app.counter.config.settings import load_settings
from app.ui.desk import Desk
from tests.journal.till_records import decisions
from tests.ui.conftest import SCREEN_SIZES, screenshot
from tests.ui.helpers.settings import outcome
from tests.ui.helpers.supervisor import PIN, answer_pin, set_pin
from tests.ui.screens.test_supervisor_pin_settings import settings_screen

CLICK = Qt.MouseButton.LeftButton
HDFC = BankAccount("50200012345678", "HDFC0000240", "HDFC current account")


def cell(table: QTableWidget, column: int) -> QTableWidgetItem:
    """The first row's cell of ``column``."""
    item = table.item(0, column)
    assert item is not None
    return item


def test_the_bank_accounts_are_typed_checked_and_saved_with_a_supervisor_s_pin(
    desk: Desk, qtbot: QtBot, run: Any, home: AppPaths
) -> None:
    set_pin(desk.services.journal.till)
    screen = settings_screen(desk, run)
    screen.sections.show_section("Bank accounts")
    box = screen.bank_accounts
    assert box.table.rowCount() == 0 and box.isVisible()
    QTest.mouseClick(box.add_button, CLICK)
    for column, text in enumerate(("5020 0012 345678", "hdfc240", "HDFC current account")):
        cell(box.table, column).setText(text)
    # An IFSC of the wrong shape keeps the draft from being saved, said as typed.
    qtbot.waitUntil(lambda: "The IFSC HDFC240 is not" in screen.problems_label.text())
    assert not screen.save_button.isEnabled()
    cell(box.table, 1).setText("hdfc0000240")
    qtbot.waitUntil(lambda: screen.save_button.isEnabled())
    for width, height in SCREEN_SIZES:
        desk.window.resize(width, height)
        QApplication.processEvents()
        screenshot(desk.window, f"settings_bank_accounts_{width}x{height}")

    said = answer_pin([])
    QTest.mouseClick(screen.save_button, CLICK)
    assert outcome(screen, qtbot) == (
        "Not saved: changing the agency's bank accounts needs a supervisor's PIN."
    )
    assert said == [] and load_settings(home.settings_file).bank_accounts == ()

    said = answer_pin([PIN])
    QTest.mouseClick(screen.save_button, CLICK)
    assert outcome(screen, qtbot).startswith("Saved.") and said == [""]
    assert load_settings(home.settings_file).bank_accounts == (HDFC,)
    assert desk.connection.settings.bank_accounts == (HDFC,)
    [decision] = decisions(desk.services.journal.till)
    assert decision.action == "Changing the agency's bank accounts"
