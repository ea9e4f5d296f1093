"""A scroll area that keeps the focused field in view: one mechanism for every form.

Whatever moves the cursor (Tab, Alt+letter, a jump to the first error, a new sale) moves it to a
field the clerk can see: the area scrolls to any of its descendants that gets the focus. A
group of fields read together (a passenger's: name, ID, passport and scan) may ask to be shown
whole (``keep_whole_in_view``): a field of it focused brings the whole group into view when it
fits, not only that field (at 1366x768 the passenger's ID fields were a scroll below the name).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtWidgets import QApplication, QFrame, QScrollArea, QWidget

# Room kept around the focused field, so its label and message show too.
MARGIN_PX = 24
# The property a group shown whole when one of its fields has the focus is marked with.
WHOLE_GROUP = "keepWholeInView"


def keep_whole_in_view(group: QWidget) -> None:
    """Mark ``group``: a field in it focused inside a ``FocusScrollArea`` shows it whole, when
    it fits."""
    group.setProperty(WHOLE_GROUP, True)


def _whole_group(field: QWidget, content: QWidget) -> QWidget | None:
    """The outermost group marked ``keep_whole_in_view`` around ``field`` within ``content``."""
    found = None
    parent = field.parentWidget()
    while parent is not None and parent is not content:
        if parent.property(WHOLE_GROUP):
            found = parent
        parent = parent.parentWidget()
    return found


class FocusScrollArea(QScrollArea):
    """A resizable, frameless scroll area around ``content`` that scrolls to the focused field.

    ``whole_width``: the content is never scrolled sideways (figures side by side, each read
    whole): the area asks its splitter or layout for the width the content needs, and scrolls
    only up and down.
    """

    def __init__(
        self, content: QWidget, parent: QWidget | None = None, whole_width: bool = False
    ) -> None:
        super().__init__(parent)
        self.whole_width = whole_width
        if whole_width:
            self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWidget(content)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # Tab goes straight to the fields inside, and the area follows: a stop of its own on the
        # way in would hold the cursor where nothing shows it.
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        app.focusChanged.connect(self._focus_changed)

    def minimumSizeHint(self) -> QSize:
        """Qt: with ``whole_width``, at least as wide as the content's least width and a
        vertical scroll bar."""
        hint = super().minimumSizeHint()
        content = self.widget()
        if not self.whole_width or content is None:
            return hint
        needed = (
            content.minimumSizeHint().width()
            + self.verticalScrollBar().sizeHint().width()
            + 2 * self.frameWidth()
        )
        return QSize(max(hint.width(), needed), hint.height())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Qt: the content laid out anew (a quote's columns shown) may need another width."""
        if (
            self.whole_width
            and watched is self.widget()
            and event.type() == QEvent.Type.LayoutRequest
        ):
            self.updateGeometry()
        return super().eventFilter(watched, event)

    def to_top(self) -> None:
        """Scroll back to the start (a new sale)."""
        self.verticalScrollBar().setValue(0)
        self.horizontalScrollBar().setValue(0)

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        content = self.widget()
        if new is None or content is None or not content.isAncestorOf(new):
            return
        group = _whole_group(new, content)
        if group is not None and group.height() + 2 * MARGIN_PX <= self.viewport().height():
            self.ensureWidgetVisible(group, MARGIN_PX, MARGIN_PX)
        self.ensureWidgetVisible(new, MARGIN_PX, MARGIN_PX)


def bring_into_view(widget: QWidget) -> None:
    """Scroll the nearest scroll area around ``widget`` so it shows (a sentence staff must read
    that appeared below what the window shows)."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QScrollArea):
            parent.ensureWidgetVisible(widget, MARGIN_PX, MARGIN_PX)
            return
        parent = parent.parentWidget()


class KeepInView(QObject):
    """Keeps ``target`` in view inside ``area`` while ``showing()``: after the area is resized
    (the window, a banner shown above it) or its content laid out anew, and when asked."""

    def __init__(self, area: QScrollArea, target: QWidget, showing: Callable[[], bool]) -> None:
        super().__init__(area)
        self.area = area
        self.target = target
        self.showing = showing
        # Kept here, not asked of the area at each event: the content's last events come while
        # the area is being destroyed.
        content = area.widget()
        assert content is not None, "a scroll area with its content set"
        self.content = content
        area.installEventFilter(self)
        self.content.installEventFilter(self)

    def soon(self) -> None:
        """Bring the target into view once the pending layout is done (the next turn)."""
        QTimer.singleShot(0, self.target, self._now)

    def _now(self) -> None:
        if self.showing():
            bring_into_view(self.target)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Qt: the area resized or its content laid out anew."""
        if (watched is self.area and event.type() == QEvent.Type.Resize) or (
            watched is self.content and event.type() == QEvent.Type.LayoutRequest
        ):
            self.soon()
        return super().eventFilter(watched, event)
