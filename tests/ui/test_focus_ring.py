"""The keyboard focus is always visible: a ring of the theme's colour around the focused
control, in light, dark and high contrast."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from app.counter.config.settings import Theme
from app.ui.desk import Desk
from app.ui.focus_ring import RING_PX, FocusRing, ring_host, show_focus_rings
from app.ui.style import apply_theme, roles
from tests.ui.conftest import SCREENSHOTS
from tests.ui.themes import themed

__all__ = ["themed"]


def ring_share(window: QWidget, host: QWidget) -> float:
    """The share of the pixels along ``host``'s edge, in ``window``'s picture, that are the
    ring's colour (1.0: a whole ring)."""
    QApplication.processEvents()  # what the loop does before anyone sees the window
    image = window.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    ring = roles().focus_ring.rgb() & 0xFFFFFF
    corner = host.mapTo(window, QPoint(0, 0))
    middle = RING_PX // 2
    left, top = corner.x() + middle, corner.y() + middle
    right, bottom = corner.x() + host.width() - 1 - middle, corner.y() + host.height() - 1 - middle
    edge = [(x, top) for x in range(left, right)] + [(x, bottom) for x in range(left, right)]
    edge += [(left, y) for y in range(top, bottom)] + [(right, y) for y in range(top, bottom)]
    inside = [(x, y) for x, y in edge if image.rect().contains(x, y)]
    return sum(image.pixel(x, y) & 0xFFFFFF == ring for x, y in inside) / max(len(inside), 1)


@pytest.mark.parametrize("theme", [Theme.LIGHT, Theme.DARK, Theme.HIGH_CONTRAST])
def test_after_tab_on_the_catalogue_the_focused_control_has_the_ring(
    themed: QApplication, desk: Desk, qtbot: QtBot, theme: Theme
) -> None:
    apply_theme(theme)
    QApplication.processEvents()
    window = desk.window
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    desk.window.catalogue.toolbar.focus_filter()
    visited = []
    for _ in range(6):
        focused = QApplication.focusWidget()
        assert focused is not None
        QTest.keyClick(focused, Qt.Key.Key_Tab)
        host = ring_host(QApplication.focusWidget())
        assert host is not None
        visited.append(host.objectName() or type(host).__name__)
        ring = host.findChild(FocusRing)
        assert ring is not None and ring.isVisible(), visited
        share = ring_share(window, host)
        assert share > 0.9, (visited, share)
    assert len(set(visited)) > 3, visited  # it went round the screen's controls
    SCREENSHOTS.mkdir(exist_ok=True)
    window.grab().save(str(SCREENSHOTS / f"focus_ring_{theme.value}.png"))


def test_the_ring_leaves_with_the_focus(themed: QApplication, qtbot: QtBot) -> None:
    page = QWidget()
    qtbot.addWidget(page)
    first, second = QLineEdit(), QLineEdit()
    layout = QVBoxLayout(page)
    layout.addWidget(first)
    layout.addWidget(second)
    show_focus_rings()
    page.show()
    qtbot.waitExposed(page)
    page.activateWindow()
    first.setFocus()
    qtbot.waitUntil(lambda: first.hasFocus())
    second.setFocus()
    qtbot.waitUntil(lambda: second.hasFocus())
    first_ring, second_ring = first.findChild(FocusRing), second.findChild(FocusRing)
    assert first_ring is not None and not first_ring.isVisible()
    assert second_ring is not None and second_ring.isVisible()
    assert ring_share(page, second) > 0.9
