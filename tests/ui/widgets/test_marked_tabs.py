"""Hindi tab titles keep the marks above their line, chosen or not: "लेन-देन", never
"लन-दन" (the shift report's, the wallet's and the bank statement's tabs)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter
from PySide6.QtWidgets import QTabBar, QTabWidget, QWidget
from pytestqt.qtbot import QtBot

from app.ui.fonts import register_fonts
from app.ui.widgets.marked_tabs import marked_tabs

# The shift report's tabs in Hindi, and a word with a reph.
TITLES = ("लेन-देन", "चार्ट", "ड्रॉअर", "बैंक स्टेटमेंट")
INK = 160  # lightness under which a pixel is the title's ink (the tab's lines are lighter)
FRAME = 4  # the tab's frame and its top line, left out of the title's ink


def ink_rows(image: QImage, area: QRect) -> int:
    """How many pixel rows, top ink to bottom ink, the dark pixels in ``area`` span."""
    rows = [
        y
        for y in range(area.top(), area.bottom() + 1)
        if any(
            QColor(image.pixel(x, y)).lightness() < INK
            for x in range(area.left(), area.right() + 1)
        )
    ]
    return rows[-1] - rows[0] + 1 if rows else 0


def free_ink_rows(font: QFont, text: str) -> int:
    """The rows ``text`` spans drawn in ``font`` with room all round."""
    image = QImage(600, 120, QImage.Format.Format_RGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    painter.setFont(font)
    painter.setPen(Qt.GlobalColor.black)
    painter.drawText(20, 70, text)
    painter.end()
    return ink_rows(image, image.rect())


def titles_inked(bar: QTabBar) -> list[tuple[str, int, int]]:
    """Each tab's title, the rows its ink spans in the tab and drawn free."""
    image = bar.grab().toImage()
    found = []
    for index in range(bar.count()):
        tab = bar.tabRect(index).adjusted(FRAME + 1, FRAME, -FRAME - 1, -2)
        text = bar.tabText(index)
        found.append((text, ink_rows(image, tab), free_ink_rows(bar.font(), text)))
    return found


@pytest.mark.parametrize("chosen", [0, 1])
def test_each_hindi_tab_title_shows_its_marks_whole_chosen_or_not(
    qtbot: QtBot, chosen: int
) -> None:
    register_fonts()
    tabs = marked_tabs()
    qtbot.addWidget(tabs)
    for title in TITLES:
        tabs.addTab(QWidget(), title)
    tabs.setCurrentIndex(chosen)
    tabs.resize(600, 80)
    tabs.show()
    qtbot.waitExposed(tabs)
    for text, in_tab, free in titles_inked(tabs.tabBar()):
        assert in_tab >= free, (text, in_tab, free)


def test_a_plain_tab_bar_cuts_the_marks_the_marked_one_keeps(qtbot: QtBot) -> None:
    """The measure above sees the cut: Qt's own tab bar fails it on these titles."""
    register_fonts()
    plain = QTabWidget()
    qtbot.addWidget(plain)
    for title in TITLES:
        plain.addTab(QWidget(), title)
    plain.resize(600, 80)
    plain.show()
    qtbot.waitExposed(plain)
    assert any(in_tab < free for _text, in_tab, free in titles_inked(plain.tabBar()))
