"""Column titles in two lines, for a table whose titles are wider than its figures.

History's money columns hold figures of some 8 digits under titles of two or three words; in
Tamil at 1366x768 "வாலெட்டுக்கு ரீஃபண்ட்" (wallet refunded) alone made its column 163 px for
figures of 70, and the last columns went behind a sideways scroll bar. Drawn in two lines,
broken at the space that makes the wider line narrowest, each title needs only its longer half.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QStyleOptionHeader

from app.ui.widgets.table_view import TitleHeader


def two_lines(title: str) -> str:
    """``title`` broken into two lines at the space that makes the wider line narrowest (by
    characters); a title of one word as it is."""
    words = title.split(" ")
    if len(words) < 2:
        return title
    cuts = [(" ".join(words[:at]), " ".join(words[at:])) for at in range(1, len(words))]
    first, second = min(cuts, key=lambda cut: max(len(cut[0]), len(cut[1])))
    return f"{first}\n{second}"


class TwoLineTitles(TitleHeader):
    """A table's header drawing each title of several words in two lines (``two_lines``), and
    sizing its sections and its own height for them."""

    def initStyleOptionForIndex(self, option: QStyleOptionHeader, logicalIndex: int) -> None:
        """Qt: the section's drawing options, its title in two lines."""
        super().initStyleOptionForIndex(option, logicalIndex)
        option.text = two_lines(option.text)

    def sectionSizeFromContents(self, logicalIndex: int) -> QSize:
        """Qt: the section's size for its title in two lines (Qt measures it in one)."""
        size = super().sectionSizeFromContents(logicalIndex)
        title = str(self.model().headerData(logicalIndex, Qt.Orientation.Horizontal) or "")
        wrapped = two_lines(title)
        if wrapped == title:
            return size
        metrics = self.fontMetrics()
        one, two = metrics.size(0, title), metrics.size(0, wrapped)
        return size + QSize(two.width() - one.width(), two.height() - one.height())
