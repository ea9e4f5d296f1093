"""History's lists painted once for a search shown: their width kept, their rows measured ahead
of the paint (issue 92)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from app.ui.desk import Desk
from app.ui.registry import HISTORY
from tests.ui.conftest import SCREEN_SIZES, screenshot, settle_layouts
from tests.ui.helpers.history import fill_journal, history_shown
from tests.ui.helpers.paints import Paints

BOOKINGS = 2_000


def _shown(desk: Desk, total: int) -> bool:
    return history_shown(desk.window.page(HISTORY), total)


def test_a_search_narrowed_to_one_booking_and_cleared_keeps_the_lists_width_and_paints_once(
    desk: Desk, qtbot: QtBot
) -> None:
    """The bookings' and the days' scroll bars stay while a search narrows the journal to one
    booking: the rows' room keeps its width (the columns are not fitted again), and the whole
    list back is painted once. With the bar that went and came, and the rows' heights told to
    the view one by one, it was painted three times in the turns after the search was
    cleared."""
    fill_journal(desk.services.journal.folder, BOOKINGS)
    desk.window.resize(*SCREEN_SIZES[0])
    desk.window.show_screen(HISTORY)
    screen = desk.window.page(HISTORY)
    desk.controller(HISTORY).reload()
    qtbot.waitUntil(lambda: _shown(desk, BOOKINGS) and screen.tables_built)
    settle_layouts()
    rooms = (screen.table.viewport(), screen.days_table.viewport())
    widths = [room.width() for room in rooms]

    screen.search_edit.setText("guest 1234 b")
    qtbot.waitUntil(lambda: _shown(desk, 1))
    settle_layouts()
    assert screen.model.rows[0].booking_ref == "R0001234"
    assert [room.width() for room in rooms] == widths
    screenshot(desk.window, "history_search_one_booking_1366x768")

    paints = Paints()
    rooms[0].installEventFilter(paints)
    screen.search_edit.clear()
    qtbot.waitUntil(lambda: _shown(desk, BOOKINGS))
    settle_layouts()
    qtbot.wait(50)  # a row resized would be told in a turn of its own, after a 0 ms timer
    assert [room.width() for room in rooms] == widths
    assert paints.count == 1
    table = screen.table
    # The rows measured ahead of that paint, and the view laid out by their heights.
    heights = [table.rowHeight(row) for row in range(table.rowAt(0), table.rowAt(0) + 5)]
    assert max(heights) > table.verticalHeader().defaultSectionSize()
    assert table.rowViewportPosition(1) == heights[0]
    screenshot(desk.window, "history_search_cleared_1366x768")


def test_a_journal_that_fits_on_a_screen_has_the_bar_with_nothing_to_scroll(
    desk: Desk, qtbot: QtBot
) -> None:
    """A counter with a few bookings sees the same lists' widths as a busy one: the bar is laid
    out, with nothing to scroll, so that no search or new sale moves the columns."""
    fill_journal(desk.services.journal.folder, 3)
    desk.window.resize(*SCREEN_SIZES[0])
    desk.window.show_screen(HISTORY)
    screen = desk.window.page(HISTORY)
    desk.controller(HISTORY).reload()
    qtbot.waitUntil(lambda: _shown(desk, 3) and screen.tables_built)
    settle_layouts()
    for table in (screen.table, screen.days_table):
        bar = table.verticalScrollBar()
        assert bar.isVisible()
        assert bar.maximum() == 0
    screenshot(desk.window, "history_three_bookings_1366x768")
