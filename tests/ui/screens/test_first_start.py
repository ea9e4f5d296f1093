"""A counter's first start in training: one question at a time (the shift first, then what
training mode is), the cursor in the first empty field, and nothing left floating over the
sales that follow."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from app.counter.config.settings import Settings
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.training import TrainingExplanation
from app.ui.widgets.open_shift import OpenShiftDialog
from tests.ui.conftest import over_window
from tests.ui.helpers.sales import focused, press, type_text


def shown_dialogs(desk: Desk) -> list[QDialog]:
    """The dialogs of the window on screen now."""
    return [dialog for dialog in desk.window.findChildren(QDialog) if dialog.isVisible()]


def test_the_first_start_asks_one_thing_at_a_time(
    make_desk: Any, run: Any, sales_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk: Desk = make_desk()  # a new counter: no shift ever, training never explained
    assert run(desk.start(Settings(base_url=sales_sandbox.base_url), sales_sandbox.demo_key))
    desk.explain_training_later()  # as the app does once the window is ready
    desk.window.resize(1366, 768)
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), OpenShiftDialog))
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, OpenShiftDialog)
    qtbot.wait(50)  # the training note does not come over it meanwhile
    assert shown_dialogs(desk) == [dialog]
    assert (dialog.clerk.text(), dialog.float_edit.text()) == ("", "")
    assert focused() is dialog.clerk  # the first empty field: the name, not the float
    over_window(desk.window, dialog, "first_start_shift_1366x768")
    type_text("Asha Rao")
    press(Qt.Key.Key_Tab)
    type_text("2000")
    press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: desk.services.journal.till.open_shift_of("C1") is not None)
    # Then, by itself, what training mode is: the only thing on screen, the window's to close.
    qtbot.waitUntil(lambda: any(isinstance(d, TrainingExplanation) for d in shown_dialogs(desk)))
    (note,) = shown_dialogs(desk)
    assert isinstance(note, TrainingExplanation)
    assert note.windowModality() == Qt.WindowModality.WindowModal
    over_window(desk.window, note, "first_start_training_1366x768")
    desk.window.resize(1280, 720)
    over_window(desk.window, note, "first_start_training_1280x720")
    press(Qt.Key.Key_Return)  # Got it
    qtbot.waitUntil(lambda: shown_dialogs(desk) == [])
    opened = desk.services.journal.till.open_shift_of("C1")
    assert opened is not None and opened.opening_float == Decimal("2000")


def test_a_float_left_empty_gets_the_cursor_when_the_name_is_there() -> None:
    async def never(*_args: object) -> Any:
        raise AssertionError("not opened")

    dialog = OpenShiftDialog(never, "No shift", "Asha Rao", "")
    dialog.show()
    try:
        QApplication.processEvents()
        assert dialog.focusWidget() is dialog.float_edit
    finally:
        dialog.close()
