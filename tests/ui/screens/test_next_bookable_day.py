"""Enter on an item with nothing bookable left today lands on its next bookable day, said beside
the date; while today still has a slot open, today stays."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.domain.clock import at_service_time, service_today
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.screens.catalogue import CatalogueScreen
from tests.ui.conftest import screenshot
from tests.ui.helpers.sales import activate, focused, press, type_text

SHOW = "Cellular"  # the Light and Sound Show: slots at 18:00 and 19:15, cut-off 30 min before


def open_show(
    desk: Desk, qtbot: QtBot, sandbox: EmbeddedSandbox, at: dt.time
) -> tuple[CatalogueScreen, dt.date]:
    """With the service's clock (the sandbox's and the slot picker's) at ``at`` today, type the
    show's name in the filter and press Enter; the picker's rows have the cursor. The screen,
    and today (as the test runs, not as its module was collected: a run crossing midnight in
    India, 18:30 UTC, had the app on the next day and the test on the last)."""
    today = service_today()
    now = at_service_time(today, at)
    sandbox.clock = now
    catalogue = desk.window.catalogue
    # The picker reads the counter's clock for the cut-off: the same instant as the service's.
    catalogue.availability.slots.model._clock = lambda: now
    activate(desk, qtbot)
    catalogue.focus_filter()
    type_text(SHOW)
    qtbot.waitUntil(lambda: catalogue.proxy.rowCount() == 1)
    press(Qt.Key.Key_Return)
    picker = catalogue.availability.slots
    qtbot.waitUntil(
        lambda: picker.table.hasFocus() and picker.state_label.text().endswith("bookable")
    )
    return catalogue, today


def test_enter_after_the_last_cutoff_lands_on_tomorrows_first_slot(
    desk: Desk, qtbot: QtBot, sandbox: EmbeddedSandbox
) -> None:
    catalogue, today = open_show(desk, qtbot, sandbox, dt.time(21, 0))
    tomorrow = today + dt.timedelta(days=1)
    picker = catalogue.availability.slots
    assert catalogue.toolbar.travel_date == tomorrow
    assert catalogue.opened_day == tomorrow
    note = catalogue.toolbar.day_note
    assert note.isVisibleTo(catalogue) and note.text() == (
        f"Nothing left today — showing {tomorrow:%a %d %b}"
    )
    assert f"{tomorrow:%a %d %b %Y}" in picker.title_label.text()
    slot = picker.current_row()
    assert slot is not None and slot.date == tomorrow and slot.slot.label == "Hindi show"
    assert focused() is picker.table
    desk.window.resize(1366, 768)
    screenshot(desk.window, "catalogue_next_bookable_day")

    catalogue.toolbar.step_day(+1)  # staff choose a date: the note goes, that date stays
    assert not note.isVisibleTo(catalogue)
    qtbot.waitUntil(lambda: catalogue.opened_day == tomorrow + dt.timedelta(days=1))


def test_enter_before_the_last_cutoff_stays_on_today(
    desk: Desk, qtbot: QtBot, sandbox: EmbeddedSandbox
) -> None:
    catalogue, today = open_show(desk, qtbot, sandbox, dt.time(18, 30))  # Hindi show closed
    picker = catalogue.availability.slots
    assert catalogue.toolbar.travel_date == today
    assert not catalogue.toolbar.day_note.isVisibleTo(catalogue)
    slot = picker.current_row()
    assert slot is not None and slot.date == today and slot.slot.label == "English show"
