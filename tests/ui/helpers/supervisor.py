"""The supervisor at the PIN dialog, for the tests of the till's gates."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from shiboken6 import isValid

from app.domain.pin import hash_pin
from app.journal.till import Till
from app.ui.widgets.pin_dialog import PinDialog
from tests.ui.conftest import screenshot

PIN = "482193"
SUPERVISOR = "Meera Pillai"
# Why the supervisor looks at a customer's ID data, typed with the PIN where it is asked.
REASON = "The operator asked to check a passport"


def set_pin(till: Till) -> None:
    """The supervisor PIN set beforehand, as the API key's holder sets it in Settings."""
    till.set_pin_hash(hash_pin(PIN))


def try_pin(qtbot: QtBot, dialog: PinDialog, name: str, pin: str) -> str:
    """Type ``name`` and ``pin``, press OK and wait for the check; what the dialog says."""
    dialog.name.setText(name)
    dialog.pin.setText(pin)
    task = dialog.submit()
    assert task is not None
    qtbot.waitUntil(task.done, timeout=20_000)
    task.result()
    return dialog.state.text()


# Each call of answer_pin waits for its own dialog: one still waiting (its dialog never opened)
# stops when a later call starts, so it never answers another test's or step's dialog.
_calls = [0]


def answer_pin(
    pins: list[str], name: str = SUPERVISOR, shot: str = "", reason: str = REASON
) -> list[str]:
    """When the PIN dialog opens, type ``name`` (and ``reason`` where it is asked) and each of
    ``pins`` in turn (OK after each); returns what the dialog said after each try. The dialog is
    cancelled after the last."""
    said: list[str] = []
    _calls[0] += 1
    call = _calls[0]

    def fill(tries_left: int = 500) -> None:
        if call != _calls[0]:
            return
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, PinDialog):
            # Ten seconds at most: a test whose dialog never opens fails on its own assertion.
            if tries_left:
                QTimer.singleShot(20, lambda: fill(tries_left - 1))
            return
        dialog.name.setText(name)
        if dialog.reason is not None:
            dialog.reason.setText(reason)
        if shot:
            screenshot(dialog, shot)
        answer(dialog, list(pins))

    def answer(dialog: PinDialog, left: list[str]) -> None:
        if not left:
            dialog.reject()
            return
        dialog.pin.setText(left[0])
        checking = dialog.submit()

        def checked() -> None:
            if not isValid(dialog):
                return  # accepted, and deleted since
            said.append(dialog.state.text())
            if dialog.isVisible():
                QTimer.singleShot(0, lambda: answer(dialog, left[1:]))

        if checking is None:
            checked()
        else:
            # The check goes on as a task on the loop: the next PIN once it has ended.
            checking.add_done_callback(lambda _done: checked())

    QTimer.singleShot(0, fill)
    return said
