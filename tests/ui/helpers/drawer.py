"""The clerk at the question the Z report asks before it closes a shift."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from app.ui.widgets.close_shift import CloseShiftDialog
from tests.ui.conftest import over_window


@dataclass(frozen=True)
class Asked:
    """What the Z report's question showed, once answered (the dialog is deleted after)."""

    counted: str
    expected: str
    difference: str
    needs_reason: bool
    reason_shown: bool
    said: str  # under the figures, after the answer
    stayed: bool  # still open after Close (a reason missing): then cancelled
    left: str  # what the count leaves in the drawer once what was banked is out


def answer_close(
    reason: str = "", close: bool = True, shot: str = "", banked: str = ""
) -> list[Asked]:
    """When the Z report's question opens, type ``reason`` and what was ``banked`` (if any) and
    press Close (or Esc);
    ``shot``: its picture over the window first. Refused for want of a reason, it
    is then cancelled. The list holds what it showed once answered."""
    seen: list[Asked] = []

    def fill(tries_left: int = 500) -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, CloseShiftDialog):
            if tries_left:
                QTimer.singleShot(20, lambda: fill(tries_left - 1))
            return
        if reason:
            dialog.reason.setText(reason)
        if banked:
            dialog.banked.setFocus()
            QTest.keyClicks(dialog.banked, banked)
        if shot:
            window = dialog.parentWidget()
            assert window is not None
            over_window(window.window(), dialog, shot)
        if close:
            dialog.submit()
        else:
            QTest.keyClick(dialog, Qt.Key.Key_Escape)
        stayed = close and dialog.isVisible()
        seen.append(
            Asked(
                dialog.counted.text(),
                dialog.expected.text(),
                dialog.difference.text(),
                dialog.needs_reason,
                not dialog.reason.isHidden(),
                dialog.state.text(),
                stayed,
                dialog.left.text(),
            )
        )
        if stayed:
            dialog.reject()

    QTimer.singleShot(0, fill)
    return seen
