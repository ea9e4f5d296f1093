"""The ring around the control that has the keyboard focus: always visible, in every theme.

Qt's styles mark the focus faintly or not at all (a toggle under a style sheet, a table), so a
ring of the theme's ``focus_ring`` colour is drawn over the focused control, whatever moved the
focus there. It is a child of that control: it moves, scrolls and hides with it.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPen, QRegion, QResizeEvent
from PySide6.QtWidgets import QApplication, QWidget

from app.ui.style import roles

RING_PX = 3  # WCAG's focus appearance asks for at least two CSS pixels
RESIZE = QEvent.Type.Resize
# What a control does that may put one of its children (a scroll bar shown) above the ring. A
# tuple: ``in`` tests identity first, where a set would hash each enum in Python.
RESTACKED_BY = (
    QEvent.Type.ChildAdded,
    QEvent.Type.LayoutRequest,
    QEvent.Type.Paint,
    QEvent.Type.Show,
)


class FocusRing(QWidget):
    """The ring drawn over one control; shown while that control has the focus.

    It is masked to its band: a repaint inside the control away from its edge leaves the ring
    alone (a cursor's blink in a field reaches the band, and the ring is drawn again there,
    over it). It watches its control only while shown: a filter
    written in Python is called for every event of what it watches (each paint, each timer),
    and every control ever focused kept its ring's.
    """

    def __init__(self, host: QWidget) -> None:
        super().__init__(host)
        self.setObjectName("focusRing")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hide()

    def shown_on_host(self) -> None:
        """Show the ring over its control, at its size, and follow it until hidden."""
        host = self.parentWidget()
        if host is not None:
            self.setGeometry(host.rect())
            host.installEventFilter(self)
        self.show()
        self.raise_()

    def hidden_from_host(self) -> None:
        """Hide the ring and stop watching its control."""
        self.hide()
        host = self.parentWidget()
        if host is not None:
            host.removeEventFilter(self)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Qt: the ring's band alone is the ring's (a pixel wider than its pen, for rounding)."""
        band = RING_PX + 1
        whole = QRegion(self.rect())
        self.setMask(whole.subtracted(QRegion(self.rect().adjusted(band, band, -band, -band))))
        super().resizeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Qt: keep the control's size, and stay above what the control shows (watched only
        while shown, and only the control: called at each of its events, a paint included)."""
        kind = event.type()
        if kind is RESIZE and isinstance(watched, QWidget):
            self.setGeometry(watched.rect())
        elif kind in RESTACKED_BY:
            # A scroll area shows (and raises) its scroll bars as it lays itself out: the
            # ring goes back above them before the control is painted again. Qt's raise
            # is free when the ring is on top already; asking Python which child is last
            # wrapped every child of the control at each event instead.
            self.raise_()
        return False

    def paintEvent(self, _event: QPaintEvent) -> None:
        """Qt: the ring, just inside the control's edge."""
        painter = QPainter(self)
        painter.setPen(QPen(roles().focus_ring, RING_PX))
        half = RING_PX // 2
        painter.drawRect(self.rect().adjusted(half, half, -half - 1, -half - 1))
        painter.end()


def ring_host(focused: QWidget | None) -> QWidget | None:
    """The control whose edge the ring follows, or None when no control has the focus."""
    # A screen given the focus to pass on to its keys is no control: it takes none by Tab.
    if focused is None or focused.isWindow() or focused.focusPolicy() == Qt.FocusPolicy.NoFocus:
        return None
    return focused


def ring_of(host: QWidget) -> FocusRing:
    """``host``'s ring, made on its first focus."""
    found = host.findChild(FocusRing, options=Qt.FindChildOption.FindDirectChildrenOnly)
    return found if isinstance(found, FocusRing) else FocusRing(host)


class _Rings(QObject):
    """Moves the ring to each newly focused control (one for the app, whatever the window)."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.setObjectName("focusRings")
        self.shown: FocusRing | None = None
        app.focusChanged.connect(self.follow)

    def follow(self, _old: QWidget | None, new: QWidget | None) -> None:
        """Hide the ring of the control left, show the one of the control focused."""
        if self.shown is not None and shiboken6.isValid(self.shown):
            self.shown.hidden_from_host()
        host = ring_host(new)
        self.shown = None if host is None else ring_of(host)
        if self.shown is not None:
            self.shown.shown_on_host()


def show_focus_rings() -> None:
    """Ring the focused control from now on (once per application; again does nothing)."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    if app.findChild(_Rings, "focusRings") is None:
        _Rings(app)
