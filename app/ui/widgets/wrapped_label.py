"""A word-wrapped label that lays its text out once per width it is asked about.

A layout asks a wrapped label's height for a width many times in one pass (its least height,
its height, at each width tried), and Qt shapes the whole text again for each question: on
Lookup, showing a cancellation's refund asked the card's, the quote's and the mail's labels
156 times in one turn, some 30 M instructions of text shaping (tests/perf/README.md). The
answers depend only on the text, its format, the font, the style and the margins; they are kept
until one of those changes.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QLabel, QWidget

# A window resized by dragging asks a new width each time: the oldest answers go first.
KEPT_WIDTHS = 8
# What changes a wrapped text's height besides its text and format.
LAYOUT_CHANGES = frozenset(
    {
        QEvent.Type.FontChange,
        QEvent.Type.StyleChange,
        QEvent.Type.ContentsRectChange,
        QEvent.Type.LayoutDirectionChange,
    }
)


class WrappedLabel(QLabel):
    """A ``QLabel`` with word wrap on whose height for a width is shaped once until its text,
    format, font, style or margins change."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self._heights: dict[int, int] = {}
        self.setWordWrap(True)

    def heightForWidth(self, width: int) -> int:
        """The height the text takes at ``width``, shaped at most once per text and width."""
        height = self._heights.get(width)
        if height is None:
            if len(self._heights) >= KEPT_WIDTHS:
                del self._heights[next(iter(self._heights))]
            height = self._heights[width] = super().heightForWidth(width)
        return height

    def setText(self, text: str) -> None:
        """Show ``text``; its heights are asked anew."""
        self._heights.clear()
        super().setText(text)

    def clear(self) -> None:
        """Show nothing; its heights are asked anew."""
        self._heights.clear()
        super().clear()

    def setTextFormat(self, text_format: Qt.TextFormat) -> None:
        """Read the text as ``text_format``; its heights are asked anew."""
        self._heights.clear()
        super().setTextFormat(text_format)

    def changeEvent(self, event: QEvent) -> None:
        """A font, style, margin or direction changed: the heights are asked anew."""
        if event.type() in LAYOUT_CHANGES:
            self._heights.clear()
        super().changeEvent(event)
