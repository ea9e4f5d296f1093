"""Tabs whose titles keep the marks Indian scripts draw above the line."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QStyle, QTabBar, QTabWidget, QWidget

from app.ui.fonts import ink_above_line


class MarkedTabBar(QTabBar):
    """A tab bar tall enough for the marks above a title's line.

    Fusion sizes a tab by its font's height and draws the tabs not chosen lower by its shift;
    Devanagari's vowel signs and reph reach above the font's ascent (the Latin font's, the
    script coming from a fallback), and were cut off: "लेन-देन" read "लन-दन", "चार्ट" "चाट".
    Each tab is made taller by that shift and the marks' reach, above and below so that the
    title stays centred.
    """

    def tabSizeHint(self, index: int) -> QSize:
        """Qt: a tab's size, with room for the marks above its title."""
        hint = super().tabSizeHint(index)
        shift = self.style().pixelMetric(QStyle.PixelMetric.PM_TabBarTabShiftVertical, None, self)
        return QSize(hint.width(), hint.height() + shift + 2 * ink_above_line(self.font()))


def marked_tabs(parent: QWidget | None = None) -> QTabWidget:
    """A tab widget whose tabs keep their titles' marks (``MarkedTabBar``)."""
    tabs = QTabWidget(parent)
    tabs.setTabBar(MarkedTabBar(tabs))
    return tabs
