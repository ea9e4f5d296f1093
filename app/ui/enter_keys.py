"""Enter presses the button that has the keyboard focus, on every screen as in a dialog.

Qt lets Enter press a push button only when it is a dialog's ("auto default"); on the screens of
the main window Enter on a focused "Cancel the whole booking…" did nothing while Space pressed
it. Each push button is made auto default as it takes the focus, whoever made it. A tool button
(a screen's entry in the navigation, a message's dismiss) knows no Enter at all: as it takes the
focus, Enter there clicks it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QPushButton, QToolButton, QWidget

_ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class _EnterPresses(QObject):
    """Makes each button that takes the focus press on Enter (one for the app)."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.setObjectName("enterPresses")
        app.focusChanged.connect(self.follow)

    def follow(self, old: QWidget | None, new: QWidget | None) -> None:
        """The newly focused button presses on Enter from now on; a tool button is watched
        only while it has the focus (a filter in Python is called at each of its events: each
        tool button ever focused, the navigation's among them, kept it for all of theirs)."""
        if isinstance(old, QToolButton):
            old.removeEventFilter(self)
        if isinstance(new, QPushButton) and not new.autoDefault():
            new.setAutoDefault(True)
        elif isinstance(new, QToolButton):
            new.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Qt: Enter (the main key or the keypad's, nothing held) on a tool button clicks it."""
        if (
            isinstance(watched, QToolButton)
            and isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.KeyPress
            and event.key() in _ENTER_KEYS
            and event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            == Qt.KeyboardModifier.NoModifier
        ):
            watched.click()
            return True
        return super().eventFilter(watched, event)


def enter_presses_focused_buttons() -> None:
    """Enter presses the focused button from now on (once per application)."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    if app.findChild(_EnterPresses, "enterPresses") is None:
        _EnterPresses(app)
