"""A mouse click as staff make it: on a widget that is drawn, so laid out.

A widget just shown (the customer's refund panel, offered when Lookup reads its booking) takes
its place only when the layout request its parent was posted lands, on a later turn of the
event loop: its own layout is laid out at once in whatever size it last had, and a button in
it may have no height until then. ``QTest.mouseClick`` clicks the middle of the widget's
rectangle, and a button's click needs that point inside it: on a button of no height the click
is lost and nothing says so (a test waiting for the panel to be visible, then clicking, did
that on a loaded CI machine; its refund never came). Staff cannot click it then: nothing of it
is drawn before its layout has landed.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

# Each delivery of the posted layout requests may post the next level's (a scroll area's
# column, then the widget the column holds): a few are needed, never this many.
LAYOUT_PASSES = 10


def clickable(widget: QWidget) -> bool:
    """Whether a click at the middle of ``widget`` reaches it: shown, enabled and of a size."""
    return widget.isVisible() and widget.isEnabled() and not widget.rect().isEmpty()


def clerk_click(widget: QWidget, button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:
    """Click ``widget`` once the layout requests posted have landed, as they have before anything
    is drawn for staff to click. Only those are delivered (no other event, no task's wake-up),
    so it may be called inside a running task too."""
    for _ in range(LAYOUT_PASSES):
        if clickable(widget):
            break
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    assert clickable(widget), f"{widget.objectName() or widget} is hidden, disabled or of no size"
    QTest.mouseClick(widget, button)
