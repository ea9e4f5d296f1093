"""The Settings screen's outcome, as its tests wait for it."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from app.ui.screens.settings import SettingsScreen


def outcome(screen: SettingsScreen, qtbot: QtBot) -> str:
    """Wait for the test or save under way to finish; its sentence."""
    qtbot.waitUntil(screen.save_button.isEnabled)
    return screen.result_label.text()
