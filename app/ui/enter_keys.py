"""Enter presses the push button that has the keyboard focus, on every screen as in a dialog.

Qt lets Enter press a button only when it is a dialog's ("auto default"); on the screens of the
main window Enter on a focused "Cancel the whole booking…" did nothing while Space pressed it.
Each push button is made auto default as it takes the focus, whoever made it.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication, QPushButton, QWidget


class _EnterPresses(QObject):
    """Makes each push button that takes the focus press on Enter (one for the app)."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.setObjectName("enterPresses")
        app.focusChanged.connect(self.follow)

    def follow(self, _old: QWidget | None, new: QWidget | None) -> None:
        """The newly focused button presses on Enter from now on."""
        if isinstance(new, QPushButton) and not new.autoDefault():
            new.setAutoDefault(True)


def enter_presses_focused_buttons() -> None:
    """Enter presses the focused push button from now on (once per application)."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    if app.findChild(_EnterPresses, "enterPresses") is None:
        _EnterPresses(app)
