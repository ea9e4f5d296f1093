"""The owner's address each Z report's heads are mailed to, in Settings' Agency and till
section: a clerk's change is not saved without a supervisor's PIN, and is with one."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QScrollArea
from pytestqt.qtbot import QtBot

from app.counter.config.paths import AppPaths
from app.counter.config.settings import load_settings
from app.ui.desk import Desk
from tests.journal.till_records import decisions
from tests.ui.conftest import SCREEN_SIZES, screenshot
from tests.ui.helpers.settings import outcome
from tests.ui.helpers.supervisor import PIN, answer_pin, set_pin
from tests.ui.screens.test_supervisor_pin_settings import settings_screen

CLICK = Qt.MouseButton.LeftButton
OWNER = "owner@backwater.example"


def test_the_owners_address_is_saved_only_with_a_supervisor_s_pin(
    desk: Desk, qtbot: QtBot, run: Any, home: AppPaths
) -> None:
    set_pin(desk.services.journal.till)
    screen = settings_screen(desk, run)
    screen.sections.show_section("Agency and till")
    owner = screen.till.owner_email
    assert owner.text() == "" and "supervisor's PIN" in owner.toolTip()
    owner.setText(OWNER)
    area = screen.sections.pages.currentWidget()
    assert isinstance(area, QScrollArea)
    for width, height in SCREEN_SIZES:
        desk.window.resize(width, height)
        QApplication.processEvents()
        area.ensureWidgetVisible(owner)
        assert owner.isVisible()
        screenshot(desk.window, f"settings_owner_address_{width}x{height}")

    # The clerk alone: the PIN dialog is cancelled, nothing saved.
    said = answer_pin([], shot="settings_owner_address_pin")
    QTest.mouseClick(screen.save_button, CLICK)
    assert outcome(screen, qtbot) == (
        "Not saved: changing the owner's address for the Z heads needs a supervisor's PIN."
    )
    assert said == [] and load_settings(home.settings_file).owner_email == ""

    said = answer_pin([PIN])
    QTest.mouseClick(screen.save_button, CLICK)
    assert outcome(screen, qtbot).startswith("Saved.") and said == [""]
    assert load_settings(home.settings_file).owner_email == OWNER
    [decision] = decisions(desk.services.journal.till)
    assert decision.action == "Changing the owner's address for the Z heads"
