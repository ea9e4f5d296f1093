"""No spin box, date edit or combo box changes under a resting mouse wheel.

Scrolling a form with the pointer over "Passengers" used to lower the count and drop passengers.
One application-wide event filter covers every such field, built now or later: each takes focus
only by click or Tab (``Qt.StrongFocus``, never by the wheel), and a wheel over one without focus
goes to what holds it, so the form scrolls instead.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QComboBox

GUARDED = (QAbstractSpinBox, QComboBox)


class WheelGuard(QObject):
    """The filter: a wheel over an unfocused guarded field is passed on, never applied."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Qt: give guarded fields strong focus when polished; pass unfocused wheels on."""
        if not isinstance(watched, GUARDED):
            return False
        if event.type() == QEvent.Type.Polish:
            watched.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        elif event.type() == QEvent.Type.Wheel and not watched.hasFocus():
            # Ignored and filtered: Qt offers the wheel to the parent (the scroll area).
            event.ignore()
            return True
        return False


def guard_wheels() -> None:
    """Install the filter on the application, once (later calls change nothing)."""
    app = QApplication.instance()
    if app is None or app.findChild(WheelGuard) is not None:
        return
    app.installEventFilter(WheelGuard(app))
