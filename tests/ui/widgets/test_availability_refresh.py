"""Seat counts follow sales and cancellations; availability read a while ago says how old it is."""

from __future__ import annotations

import datetime as dt
from typing import Any

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.api import ActivityAvailability, PartnerClient
from app.domain.clock import service_now
from app.domain.modules import Module
from app.ui.desk import Desk
from app.ui.registry import BOOK
from app.ui.widgets.slot_picker import SlotPicker
from tests.sandbox.helpers import SCUBA
from tests.ui.helpers.after_sale import DAY, LATE_MORNING, book_activity, confirm, look_up, quote
from tests.ui.helpers.catalogue import select
from tests.ui.helpers.sales import (
    ACTIVITY,
    choose,
    confirm_by_keyboard,
    press,
    tab,
    type_customer,
    type_text,
)


def seats(picker: SlotPicker) -> dict[int, int]:
    """Slot id -> seats left, as the picker shows them."""
    return {
        slot.slot.slot_id: slot.inventory.remaining_seats
        for slot in picker.model.rows
        if isinstance(slot, ActivityAvailability)
    }


def test_a_sale_refreshes_the_seats_of_its_slot(sales_desk: Desk, qtbot: QtBot) -> None:
    desk = sales_desk
    choose(desk, qtbot, ACTIVITY)
    picker = desk.window.catalogue.availability.slots
    chosen = desk.window.page(BOOK).form.flow
    assert chosen is not None
    slot_id = chosen.choice.ids["slot_id"]
    before = seats(picker)[slot_id]
    type_customer()
    type_text("3")
    tab()
    press(Qt.Key.Key_Return)
    confirm_by_keyboard(desk, qtbot)
    qtbot.waitUntil(lambda: seats(picker).get(slot_id) == before - 3)
    assert picker.state_label.text().endswith("bookable")
    # The refresh happened behind the result screen: the cursor stayed there.
    assert desk.window.current() is BOOK


def test_a_cancellation_refreshes_the_seats_of_its_slot(
    counter: Desk, agency: PartnerClient, qtbot: QtBot, run: Any
) -> None:
    booked = run(book_activity(agency, qty=2, slot=LATE_MORNING, journal=counter.services.journal))
    found = run(agency.search_availability(Module.ACTIVITY, DAY, activity_id=SCUBA)).data
    slot_id = found[LATE_MORNING].slot.slot_id
    sold = found[LATE_MORNING].inventory.remaining_seats
    screen = counter.window.catalogue
    screen.toolbar.set_travel_date(DAY)
    qtbot.waitUntil(lambda: not screen.list_state.text().startswith("Loading"))
    select(screen, "Scuba Diving at North Bay")
    screen.open_selected()
    picker = screen.availability.slots
    qtbot.waitUntil(lambda: seats(picker).get(slot_id) == sold)
    lookup = look_up(counter, qtbot, booked.booking_ref)
    quote(lookup, qtbot)
    confirm(lookup, qtbot, 0)
    qtbot.waitUntil(lambda: seats(picker).get(slot_id) == sold + 2)


def test_availability_older_than_a_minute_shows_its_age(sales_desk: Desk, qtbot: QtBot) -> None:
    choose(sales_desk, qtbot, ACTIVITY)
    rows = sales_desk.window.catalogue.availability.slots.model.rows
    fetched = service_now().replace(hour=12, minute=3, second=0, microsecond=0)
    clock = [fetched]
    picker = SlotPicker(now=lambda: clock[0])
    qtbot.addWidget(picker)
    picker.show()  # its countdown runs while it is on screen
    picker.show_rows(rows, "none")
    state = picker.state_label.text()
    assert "ago" not in state
    clock[0] = fetched + dt.timedelta(seconds=59)
    qtbot.wait(1_100)
    assert picker.state_label.text() == state  # under a minute: no age
    clock[0] = fetched + dt.timedelta(minutes=4, seconds=10)
    qtbot.waitUntil(lambda: picker.state_label.text() == f"{state} · as of 12:03, 4 min ago")
