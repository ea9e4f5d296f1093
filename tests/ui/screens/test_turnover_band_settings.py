"""The turnover band on the Settings screen: off (under 5 crore) at first, and saved only with a
supervisor's PIN."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app.counter.config.paths import AppPaths
from app.counter.config.settings import load_settings
from app.domain.einvoice import TurnoverBand
from app.ui.desk import Desk
from app.ui.registry import SETTINGS
from app.ui.screens.settings import SettingsScreen
from tests.ui.helpers.settings import outcome
from tests.ui.helpers.supervisor import PIN, answer_pin, set_pin


def test_the_band_is_a_supervisors_change(
    desk: Desk, qtbot: QtBot, run: Any, home: AppPaths
) -> None:
    run(desk.controller(SETTINGS).show_current())
    set_pin(desk.services.journal.till)
    desk.window.show_screen(SETTINGS)
    screen: SettingsScreen = desk.window.page(SETTINGS)
    band = screen.gst.turnover
    assert band.currentData() == TurnoverBand.UNDER_5_CRORE.value
    assert band.currentText() == "Under 5 crore: no e-invoices"

    band.setCurrentIndex(band.findData(TurnoverBand.FROM_10_CRORE.value))
    answer_pin([])  # no supervisor: nothing saved
    QTest.mouseClick(screen.save_button, Qt.MouseButton.LeftButton)
    said = outcome(screen, qtbot)
    assert "turnover band" in said
    assert load_settings(home.settings_file).turnover_band is TurnoverBand.UNDER_5_CRORE

    answer_pin([PIN])
    QTest.mouseClick(screen.save_button, Qt.MouseButton.LeftButton)
    assert outcome(screen, qtbot).startswith("Saved.")
    assert load_settings(home.settings_file).turnover_band is TurnoverBand.FROM_10_CRORE
