"""The supervisor at the PIN dialog, for the tests of the till's gates."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.ui.widgets.pin_dialog import PinDialog

PIN = "4821"
SUPERVISOR = "Meera Pillai"


def answer_pin(qtbot: QtBot, pins: list[str], name: str = SUPERVISOR) -> list[str]:
    """When the PIN dialog opens, type ``name`` and each of ``pins`` in turn (OK after each);
    returns what the dialog said after each try. The dialog is cancelled after the last."""
    said: list[str] = []

    def fill() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, PinDialog):
            QTimer.singleShot(20, fill)
            return
        dialog.name.setText(name)
        for pin in pins:
            dialog.pin.setText(pin)
            dialog.again.setText(pin)
            dialog.submit()
            said.append(dialog.state.text())
            if not dialog.isVisible():
                return
        dialog.reject()

    QTimer.singleShot(0, fill)
    return said
