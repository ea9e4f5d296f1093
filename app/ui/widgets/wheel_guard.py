"""No spin box, date edit or combo box changes under a resting mouse wheel.

Scrolling a form with the pointer over "Passengers" used to lower the count and drop passengers.
Each such field is made through ``guarded``: it takes focus only by click or Tab
(``Qt.StrongFocus``, never by the wheel), and a wheel over it without focus goes to what holds
it, so the form scrolls instead.

The guard watches those fields alone. An application-wide event filter did the same for every
field built now or later, but then every event of every object (paints, timers, layouts) went
through Python: screens took a fifth longer to build, and each turn of the loop paid for it.
"""

from __future__ import annotations

from functools import cache
from typing import TypeVar

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication, QWidget

Field = TypeVar("Field", bound=QWidget)  # a spin box, date edit or combo box


class WheelGuard(QObject):
    """The filter on each guarded field: a wheel over it unfocused is passed on, never applied."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Qt: pass an unfocused field's wheel on to its parent."""
        wheel = event.type() == QEvent.Type.Wheel
        if wheel and isinstance(watched, QWidget) and not watched.hasFocus():
            # Ignored and filtered: Qt offers the wheel to the parent (the scroll area).
            event.ignore()
            return True
        return False


@cache
def _guard() -> WheelGuard:
    # One filter for every field, living as long as the application.
    return WheelGuard(QApplication.instance())


def guarded(field: Field) -> Field:
    """``field``, focused only by click or Tab, and deaf to a wheel while unfocused."""
    field.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    field.installEventFilter(_guard())
    return field
