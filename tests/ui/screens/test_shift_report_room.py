"""The shift report's room at 1366x768 (and 1280x720): the drawer is counted in a tab of its own
(Alt+W) that shows every denomination's box, the coins and the Z report's button without a
scroll; the tender chart's axis label and legend are whole."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QScrollArea, QWidget
from pytestqt.qtbot import QtBot

from app.ui.desk import Desk
from app.ui.registry import SHIFT
from app.ui.widgets.day_chart import charts_waiting
from tests.ui.conftest import screenshot
from tests.ui.helpers.clipping import out_of_view
from tests.ui.helpers.sales import activate, press
from tests.ui.helpers.till import sell_exact_cash


@pytest.mark.parametrize("size", [(1366, 768), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_drawer_is_counted_without_scrolling(
    sales_desk: Desk, qtbot: QtBot, size: tuple[int, int]
) -> None:
    desk = sales_desk
    sell_exact_cash(desk, qtbot)
    window = desk.window
    window.resize(*size)
    window.show_screen(SHIFT)
    screen = window.page(SHIFT)
    activate(desk, qtbot)
    screen.day_edit.setFocus()
    press(Qt.Key.Key_W, Qt.KeyboardModifier.AltModifier)
    drawer = screen.drawer
    qtbot.waitUntil(drawer.isVisible)
    (area,) = (a for a in screen.findChildren(QScrollArea) if a.widget() is drawer)
    boxes: list[QWidget] = [*drawer.notes.values(), drawer.coins, drawer.z_button, drawer.x_button]
    assert [box.objectName() or str(box) for box in boxes if out_of_view(area, box)] == []
    screenshot(window, f"shift_report_drawer_{size[0]}x{size[1]}")


def test_the_tender_chart_names_its_counter_and_its_tenders_whole(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    desk = sales_desk
    sell_exact_cash(desk, qtbot)
    window = desk.window
    window.resize(1366, 768)
    window.show_screen(SHIFT)
    screen = window.page(SHIFT)
    qtbot.waitUntil(lambda: screen.drawer_figures is not None, timeout=10_000)
    activate(desk, qtbot)
    screen.day_edit.setFocus()
    press(Qt.Key.Key_H, Qt.KeyboardModifier.AltModifier)  # Charts
    panel = screen.charts.tenders
    qtbot.waitUntil(lambda: bool(panel.chart.series()) and not charts_waiting())
    qtbot.wait(50)
    chart = panel.chart
    screenshot(window, "shift_report_charts_1366x768")
    assert [axis.labelsTruncated() for axis in chart.axes()] == [False, False]
    legend = chart.legend()
    assert legend.isVisible()
    metrics = QFontMetrics(legend.font())
    names = [marker.label() for marker in legend.markers()]
    assert names and all(names)
    # Each name whole in the legend's row, beside its colour's box.
    need = sum(metrics.horizontalAdvance(name) + 3 * metrics.height() for name in names)
    assert need <= legend.geometry().width(), (names, legend.geometry().width())
    screenshot(window, "shift_report_charts_1366x768")
