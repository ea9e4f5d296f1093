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


WHEEL = QEvent.Type.Wheel


def wheel_passed_on(field: QWidget, event: QEvent) -> bool:
    """Whether ``field``'s wheel ``event`` is its parent's (``field`` has no focus): then it
    is ignored, and Qt offers it to the parent (the scroll area)."""
    if field.hasFocus():
        return False
    event.ignore()
    return True


class WheelGuard(QObject):
    """The filter on each guarded field: a wheel over it unfocused is passed on, never applied."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Qt: pass an unfocused field's wheel on to its parent."""
        # Called for each of the field's events (each paint): an identity test first.
        return (
            event.type() is WHEEL
            and isinstance(watched, QWidget)
            and wheel_passed_on(watched, event)
        )


@cache
def _guard() -> WheelGuard:
    # One filter for every field, living as long as the application.
    return WheelGuard(QApplication.instance())


def focused_by_click_or_tab(field: Field) -> Field:
    """``field``, taking the focus by click or Tab (``Qt.StrongFocus``), never by the wheel."""
    field.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    return field


def guarded(field: Field) -> Field:
    """``field``, focused only by click or Tab, and deaf to a wheel while unfocused.

    A field class of the app's own guards itself instead (``focused_by_click_or_tab`` and a
    ``wheelEvent`` asking ``wheel_passed_on``): the filter is called in Python for every event
    of the field, a paint at each blink of its cursor while it has the focus.
    """
    focused_by_click_or_tab(field).installEventFilter(_guard())
    return field
