"""Two walk-ins in a row: after New sale (Ctrl+N) the next customer's trip is chosen on today,
with an empty filter, unless the clerk pinned the day (a visible choice, off by default); the
second booking is sold and journalled for that day."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.booking import BookingFlow
from app.ui.desk import Desk
from app.ui.registry import BOOK, CATALOGUE
from tests.ui.helpers.sales import DAY, activate, focused, press, type_customer, type_text
from tests.ui.helpers.till import sell_exact_cash, wait_for_result


def first_walk_in(desk: Desk, qtbot: QtBot) -> None:
    """The first customer: the filter typed, the day five days on, two seats sold in cash."""
    activate(desk, qtbot)
    desk.window.catalogue.toolbar.filter_edit.setText("Cellular")
    sell_exact_cash(desk, qtbot)
    flow = desk.window.page(BOOK).flow
    assert flow is not None and flow.choice.travel_date == DAY


def next_walk_in(desk: Desk, qtbot: QtBot) -> BookingFlow:
    """Ctrl+N on the result, then the next customer's trip typed into the filter and chosen
    with Enter, Enter, the day left as it is."""
    press(Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: desk.window.current() is CATALOGUE)
    screen = desk.window.catalogue
    assert focused() is screen.toolbar.filter_edit
    assert screen.toolbar.pin_day.isVisible()  # whether the day is kept is in sight
    type_text("Cellular")
    press(Qt.Key.Key_Return)
    picker = screen.availability.slots
    qtbot.waitUntil(
        lambda: picker.table.hasFocus() and picker.state_label.text().endswith("bookable")
    )
    press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: desk.window.current() is BOOK)
    flow = desk.window.page(BOOK).flow
    assert flow is not None
    return flow


def sell_second_walk_in(desk: Desk, qtbot: QtBot) -> dt.date:
    """The next customer's two seats typed and paid in exact cash; the day the journal
    recorded for the booking."""
    type_customer()
    type_text("2")
    press(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    review = desk.window.page(BOOK).review
    qtbot.waitUntil(lambda: desk.window.page(BOOK).currentWidget() is review)
    press(Qt.Key.Key_Return)
    wait_for_result(desk, qtbot)
    rows = list(desk.services.journal.history.rows())
    assert len(rows) == 2  # the first walk-in's and this one's
    latest = max(rows, key=lambda row: row.sold_at)
    return latest.travel_date


def test_the_next_walk_in_is_sold_on_today_not_on_the_last_sales_day(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    desk = sales_desk
    toolbar = desk.window.catalogue.toolbar
    first_walk_in(desk, qtbot)
    assert not toolbar.pin_day.isChecked()  # off by default

    press(Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)

    qtbot.waitUntil(lambda: desk.window.current() is CATALOGUE)
    assert toolbar.travel_date == toolbar.first_day  # today
    assert toolbar.filter_edit.text() == ""
    desk.window.show_screen(BOOK)
    flow = next_walk_in(desk, qtbot)
    # Today, or (late in the day, nothing left) the next day with a seat, said beside the date.
    assert flow.choice.travel_date == toolbar.travel_date != DAY
    # (The note stands on the catalogue, hidden from view while the Book screen shows.)
    assert flow.choice.travel_date == toolbar.first_day or not toolbar.day_note.isHidden()
    # Sold: the booking is for the day chosen for it, never the last sale's.
    assert sell_second_walk_in(desk, qtbot) == flow.choice.travel_date


def test_a_day_the_clerk_pins_stays_for_the_next_walk_in(sales_desk: Desk, qtbot: QtBot) -> None:
    desk = sales_desk
    toolbar = desk.window.catalogue.toolbar
    first_walk_in(desk, qtbot)
    toolbar.pin_day.setChecked(True)

    flow = next_walk_in(desk, qtbot)

    assert flow.choice.travel_date == DAY
    assert toolbar.pin_day.isChecked()
    assert sell_second_walk_in(desk, qtbot) == DAY
