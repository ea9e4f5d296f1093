"""A departure the operator cancelled reads "Cancelled by the operator" in the catalogue's
departures, not "Sold out" with 0 seats left (issue 96 item 3). In English and in Hindi at
1366x768."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app import i18n
from app.domain.demo_names import DEMO_CATALOGUE
from app.sandbox import EmbeddedSandbox
from app.ui.models.bookable import BOOKABLE_MODEL
from tests.ui.conftest import screenshot, started_desk
from tests.ui.helpers.catalogue import select, show_boats, shown_names
from tests.ui.helpers.disrupted import ahead, cancelled_at_desk, watch_finds
from tests.ui.helpers.sales import NO_FLAGS_TRIP, activate, press


@pytest.mark.parametrize("clerk_language", [i18n.ENGLISH, i18n.HINDI], indirect=True)
def test_a_cancelled_departure_reads_cancelled_by_the_operator(
    clerk_language: str, make_desk: Any, run: Any, own_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk = started_desk(make_desk, run, own_sandbox)
    desk.window.setFixedSize(1366, 768)
    day = ahead(3)
    ref, _price = cancelled_at_desk(desk, run, own_sandbox, day=day)
    assert watch_finds(desk, run, qtbot) == [ref]

    activate(desk, qtbot)
    screen = show_boats(desk, qtbot)
    screen.toolbar.set_travel_date(day)
    name = DEMO_CATALOGUE.known(NO_FLAGS_TRIP)
    qtbot.waitUntil(lambda: name in shown_names(screen))
    select(screen, name)
    screen.table.setFocus()
    press(Qt.Key.Key_Return)
    picker = screen.availability.schedules
    qtbot.waitUntil(lambda: picker.model.rowCount() > 0 and "…" not in picker.state_label.text())
    model = picker.model
    reasons = [model.reason(row) for row in model.rows]
    cancelled = BOOKABLE_MODEL.tr("Cancelled by the operator")
    assert reasons.count(cancelled) == 1, reasons  # the one departure sold and cancelled
    if clerk_language == i18n.ENGLISH:
        assert cancelled == "Cancelled by the operator"
    screenshot(desk.window, f"{clerk_language}/catalogue_cancelled_departure_1366x768")
