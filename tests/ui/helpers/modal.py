"""Answering a modal dialog a click opens: the click's slot waits in the dialog's own loop, so
the answer is given from a timer once the dialog is the active modal widget."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog

D = TypeVar("D", bound=QDialog)


def when_open(kind: type[D], answer: Callable[[D], None], tries: int = 500) -> None:
    """Once a dialog of ``kind`` is the active modal widget, ``answer`` it (looked for every
    20 ms, ten seconds at most: a test whose dialog never opens fails on its own assertion)."""

    def look(tries_left: int) -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, kind):
            answer(dialog)
        elif tries_left:
            QTimer.singleShot(20, lambda: look(tries_left - 1))

    QTimer.singleShot(0, lambda: look(tries))
