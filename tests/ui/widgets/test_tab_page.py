"""A tab's page that keeps its relayouts to itself and paints the pane itself: drawn as a plain
page is, in every theme, and a label's new text inside it lays out nothing above it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QLabel, QTabWidget, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from app.counter.config.settings import Theme
from app.ui.widgets.tab_page import TabPage
from tests.ui.themes import in_theme


class LayoutRequests(QObject):
    """Counts the layout requests a widget receives."""

    def __init__(self, watched: QWidget) -> None:
        super().__init__(watched)
        self.count = 0
        watched.installEventFilter(self)

    def eventFilter(self, _watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self.count += 1
        return False


def tabs_with(qtbot: QtBot, page: QWidget) -> tuple[QWidget, QTabWidget, QLabel]:
    """A shown window laying out a tab widget of one page holding a word-wrapped label (in
    ``page.body`` for a ``TabPage``): the window, the tab widget and the label."""
    window = QWidget()
    qtbot.addWidget(window)
    tabs = QTabWidget()
    QVBoxLayout(window).addWidget(tabs)
    label = QLabel("Reading the statement…")
    label.setWordWrap(True)
    layout = QVBoxLayout(page.body if isinstance(page, TabPage) else page)
    layout.addWidget(label)
    layout.addStretch(1)
    tabs.addTab(page, "Bank statement")
    window.resize(400, 300)
    window.show()
    qtbot.waitExposed(window)
    return window, tabs, label


def drawn(tabs: QTabWidget) -> QImage:
    """The tab widget's pane as drawn, its page in it (not the tab bar, where the app's focus
    ring may be drawn in one window and not the other)."""
    QApplication.processEvents()
    page = tabs.widget(0)
    stack = None if page is None else page.parentWidget()
    assert stack is not None
    return tabs.grab(stack.geometry()).toImage()


@pytest.mark.parametrize("theme", [Theme.LIGHT, Theme.DARK, Theme.HIGH_CONTRAST])
def test_a_page_is_drawn_as_a_plain_page_is(qtbot: QtBot, theme: Theme) -> None:
    _shown, plain, _label = tabs_with(qtbot, QWidget())
    _also_shown, page, _also_label = tabs_with(qtbot, TabPage())
    with in_theme(theme):
        assert drawn(page) == drawn(plain)


def test_a_new_text_inside_lays_out_nothing_above_the_page(qtbot: QtBot) -> None:
    asked = {}
    for kind in (QWidget, TabPage):
        page = kind()
        window, tabs, label = tabs_with(qtbot, page)
        label.setText("HDFC Bank: 3 rows read, 3 new. " * 4)  # the window's layouts at work
        qtbot.wait(50)  # and the requests of its first show
        stack = page.parentWidget()
        assert stack is not None
        # The tab widget's stack of pages, the tab widget, the window: where a request climbs.
        above = [LayoutRequests(stack), LayoutRequests(tabs), LayoutRequests(window)]
        for text in ("Reading the statement…", "HDFC Bank: 50,000 rows read, 50,000 new. " * 6):
            label.setText(text)
            QApplication.processEvents()
            assert (label.height() > label.fontMetrics().height()) == (len(text) > 30)
        asked[kind.__name__] = sum(requests.count for requests in above)
    assert asked["QWidget"] >= 1  # the layouts above laid out again for a new height
    assert asked["TabPage"] == 0
