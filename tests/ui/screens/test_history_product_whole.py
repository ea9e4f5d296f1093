"""History's product cell shows the whole product at 1366x768 (issue 79 item 9): "North Bay
Harbour Cruise, MV Blue Lagoon 11:00" needed 297 px in a 192-pixel column and was cut; it wraps
onto a second line of its row, at any text size."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from pytestqt.qtbot import QtBot

from app.ui.desk import Desk
from app.ui.models.history import PRODUCT_COLUMN
from app.ui.registry import HISTORY
from tests.ui.conftest import screenshot
from tests.ui.helpers.sales import NO_FLAGS_TRIP, press
from tests.ui.helpers.till import wait_for_result
from tests.ui.screens.test_customer_display import review_boat

# The cell's text margins, each side (Fusion's focus frame margin and one pixel).
MARGIN = 4


def test_the_boat_product_is_shown_whole_in_history_at_1366x768(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    desk = sales_desk
    review_boat(desk, qtbot)
    press(Qt.Key.Key_Return)
    wait_for_result(desk, qtbot)
    window = desk.window
    window.resize(1366, 768)
    window.show_screen(HISTORY)
    history = window.page(HISTORY)
    qtbot.waitUntil(lambda: history.model.rowCount() >= 1)
    table = history.table
    qtbot.waitUntil(table.isVisible)
    # The clerk's screen: Windows' larger text (a 10-point font) on the counter's PC.
    font = table.font()
    font.setPointSizeF(max(font.pointSizeF(), 10.0) * 1.25)
    table.setFont(font)
    index = history.model.index(0, PRODUCT_COLUMN)
    text = str(index.data())
    assert text.startswith(NO_FLAGS_TRIP) and "," in text  # the trip and its departure

    def shown_whole() -> None:
        cell = table.visualRect(index)
        room = QRect(0, 0, cell.width() - 2 * MARGIN, 10_000)
        needed = table.fontMetrics().boundingRect(room, Qt.TextFlag.TextWordWrap, text)
        assert needed.width() <= room.width() and needed.height() <= cell.height(), (
            text,
            needed.size(),
            cell.size(),
        )

    # The row is measured again for the new font before the next paint.
    qtbot.waitUntil(shown_whole)
    screenshot(window, "history_product_whole_1366x768")
