"""A tab's page that keeps its repaints and relayouts to itself: its widgets are laid out in
``body``, which the page sizes by hand (it has no layout of its own), and it paints the tab
pane's colour itself."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QSizePolicy,
    QStyle,
    QStyleOptionTabWidgetFrame,
    QWidget,
)

# The square the style draws a pane into to read its colour off the middle.
_SAMPLE = 24


def pane_colour(widget: QWidget) -> QColor:
    """The colour ``widget``'s style fills a tab widget's pane with, in its palette: read off
    a small pane drawn by the style, so that it is the style's own in every theme."""
    option = QStyleOptionTabWidgetFrame()
    option.initFrom(widget)
    option.rect = QRect(0, 0, _SAMPLE, _SAMPLE)
    image = QImage(_SAMPLE, _SAMPLE, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(widget.palette().window().color())
    painter = QPainter(image)
    widget.style().drawPrimitive(QStyle.PrimitiveElement.PE_FrameTabWidget, option, painter, widget)
    painter.end()
    return image.pixelColor(_SAMPLE // 2, _SAMPLE // 2)


def _under_sheet(widget: QWidget) -> bool:
    """Whether a style sheet (the application's, an ancestor's or its own) draws ``widget``."""
    app = QApplication.instance()
    if isinstance(app, QApplication) and app.styleSheet():
        return True
    step: QWidget | None = widget
    while step is not None:
        if step.styleSheet():
            return True
        step = step.parentWidget()
    return False


class TabPage(QWidget):
    """A page of a ``QTabWidget`` whose widgets go in ``body`` (give it a layout).

    Two costs of a busy page stop here. A label's new text inside a laid-out page made Qt lay
    out the whole window again (the request climbs every layout up to the window: 1.5 to
    2.5 ms a time on the shift report); ``body``'s requests end at this page, which has no
    layout and only gives ``body`` its whole rectangle. And each repaint of the page drew the
    tab widget's pane beneath it first (2 ms of the shift report's 1183x436 tab); the page
    paints the pane's colour itself and says it is opaque, so Qt leaves the pane alone. Under
    a style sheet (the dark and high-contrast themes' outlines) the pane's border and the page
    overlap by a pixel: there the page is a plain one, the pane drawn beneath. Its size hints
    are the body's, its size policy Ignored: the tab widget gives it its room.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.body = QWidget(self)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self._pane: QColor | None = None  # read at the first paint after a palette or style
        self._draw_pane()

    def sizeHint(self) -> QSize:
        """Qt: the body's."""
        return self.body.sizeHint()

    def minimumSizeHint(self) -> QSize:
        """Qt: the body's."""
        return self.body.minimumSizeHint()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Qt: the body takes the whole page."""
        self.body.setGeometry(self.rect())
        super().resizeEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        """Qt: a new palette, style or parent (a theme changed) may draw another pane."""
        if event.type() in (
            QEvent.Type.PaletteChange,
            QEvent.Type.StyleChange,
            QEvent.Type.ParentChange,
        ):
            self._pane = None
            self._draw_pane()
        super().changeEvent(event)

    def _draw_pane(self) -> None:
        """Paint the pane here, opaque, unless a style sheet draws this page's style."""
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, not _under_sheet(self))

    def paintEvent(self, event: QPaintEvent) -> None:
        """Qt: the pane's colour where the page is to be drawn again (when opaque)."""
        if not self.testAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent):
            return
        if self._pane is None:
            self._pane = pane_colour(self)
        painter = QPainter(self)
        painter.fillRect(event.rect(), self._pane)
        painter.end()
