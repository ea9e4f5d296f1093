"""The slot and schedule pickers against the sandbox: seats, fares, cut-offs, choosing."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace
from decimal import Decimal
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.api import ActivityAvailability
from app.counter.link.catalogue import seat_price
from app.counter.papers.formatting import money_text
from app.domain.clock import SERVICE_TZ
from app.domain.modules import Module
from app.domain.till import Markup
from app.figures import amount_text
from app.reports.receipt_data import per_person_words
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.models.bookable import STATUS
from app.ui.registry import BOOK, CATALOGUE, WALLET
from tests.ui.conftest import screenshot
from tests.ui.helpers.catalogue import DAY, open_item, show_boats
from tests.ui.helpers.tables import cells

MARKUP = Markup(per_seat=Decimal("50"))
SCUBA_GST = Decimal("18")  # the demo catalogue's GST on scuba diving


def test_slot_picker_shows_the_sandbox_seats_and_fares(desk: Desk, qtbot: QtBot, run: Any) -> None:
    # The agency's markup: the customer's price per person is the fare, its GST and the markup
    # (the catalogue's list says "Per person incl. GST"; the slots said the fare before GST).
    desk.connection.settings = replace(desk.connection.settings, activity_markup=MARKUP)
    screen = open_item(desk, qtbot, "Scuba Diving at North Bay")
    picker = screen.availability.slots
    found = run(desk.connection.client.search_availability(Module.ACTIVITY, DAY, 1))
    expected: list[ActivityAvailability] = found.data
    assert picker.model.rowCount() == len(expected) == 3
    for row, slot in enumerate(expected):
        shown = cells(picker.model, row)
        assert shown["Slot"] == slot.slot.label
        assert shown["Seats left"] == str(slot.inventory.remaining_seats)
        fare = slot.pricing.availability_fare
        assert fare is not None
        price = seat_price(Module.ACTIVITY, fare, SCUBA_GST, MARKUP, 1)
        assert price > fare + fare * SCUBA_GST / 100  # its GST and the markup in it
        assert shown[per_person_words()] == money_text(price, "INR")
        assert "Fare / person" not in shown
        assert shown["Net / person"] == money_text(slot.pricing.net_partner_price, "INR")
        assert shown[STATUS] == "Bookable"
    assert picker.title_label.text() == (
        f"Slots: Scuba Diving at North Bay · North Bay Island, Port Blair · {DAY:%a %d %b %Y}"
    )
    assert picker.table.hasFocus()
    screenshot(desk.window, "slot_picker")

    QTest.keyClick(picker.table, Qt.Key.Key_Down)
    assert picker.current_row() == expected[1]
    with qtbot.waitSignal(screen.slot_chosen) as chosen:
        QTest.keyClick(picker.table, Qt.Key.Key_Return)
    choice = chosen.args[0]
    assert choice.module is Module.ACTIVITY
    assert choice.found == expected[1]
    assert choice.item.activity_id == 1
    assert desk.window.current() is BOOK
    assert desk.window.page(BOOK).form.title.text().startswith("Scuba Diving at North Bay")
    screenshot(desk.window, "book_chosen")


def test_schedule_picker_shows_departures_seats_and_rates(
    desk: Desk, qtbot: QtBot, run: Any
) -> None:
    show_boats(desk, qtbot)
    screen = open_item(desk, qtbot, "Port Blair to Swaraj Dweep (Havelock)")
    picker = screen.availability.schedules
    found = run(desk.connection.client.search_availability(Module.BOAT, DAY))
    expected = [schedule for schedule in found.data if schedule.trip_id == 1]
    assert picker.model.rowCount() == len(expected) == 2
    for row, schedule in enumerate(expected):
        shown = cells(picker.model, row)
        assert shown["Departs"] == f"{schedule.departure_time:%H:%M}"
        assert shown["Seats left"] == str(schedule.inventory.remaining_seats)
        assert shown["Seat count"] in ("Live", "Capacity reference")
    rates = picker.rates
    first = expected[0].rates
    assert rates.rowCount() == len(first) == 6
    for row, rate in enumerate(first):
        shown = cells(rates, row)
        assert shown["Ticket"] == rate.ticket_type.capitalize()  # Adult, Child, Infant
        assert (
            shown["Nationality"] == {"INDIAN": "Indian", "FOREIGNER": "Foreign"}[rate.nationality]
        )
        assert shown["Boat fare"] == f"INR {amount_text(rate.boat_fare)}"
        assert shown["Permit fare"] == f"INR {amount_text(rate.permit_fare)}"
        assert shown["Net price"] == f"INR {amount_text(rate.net_price)}"
    screenshot(desk.window, "schedule_picker")

    QTest.keyClick(picker.table, Qt.Key.Key_Down)
    assert picker.current_row() == expected[1]
    assert rates.rows == expected[1].rates
    with qtbot.waitSignal(screen.schedule_chosen) as chosen:
        QTest.mouseClick(picker.choose_button, Qt.MouseButton.LeftButton)
    choice = chosen.args[0]
    assert choice.module is Module.BOAT
    assert choice.found == expected[1]
    assert choice.flags.is_id_upload_required


def test_a_slot_past_its_cutoff_shows_not_bookable_with_the_reason(
    desk: Desk, qtbot: QtBot, sandbox: EmbeddedSandbox
) -> None:
    # 07:00 on DAY: the 08:00 dive closes 240 minutes before (04:00), the 10:30 one at 08:30.
    sandbox.clock = dt.datetime.combine(DAY, dt.time(7, 0), tzinfo=SERVICE_TZ)
    screen = open_item(desk, qtbot, "Scuba Diving at North Bay")
    picker = screen.availability.slots
    morning, late = cells(picker.model, 0), cells(picker.model, 1)
    reason = picker.model.rows[0].booking_rules.reason  # type: ignore[union-attr]
    assert reason
    assert morning[STATUS] == reason
    assert late[STATUS] == "Bookable"
    assert picker.state_label.text() == "3 found, 2 bookable"
    assert picker.current_row() == picker.model.rows[1]  # the first bookable one is selected
    QTest.keyClick(picker.table, Qt.Key.Key_Up)
    assert not picker.choose_button.isEnabled()
    screenshot(desk.window, "slot_picker_cutoff")
    with qtbot.assertNotEmitted(screen.slot_chosen):
        QTest.keyClick(picker.table, Qt.Key.Key_Return)
    assert picker.state_label.text() == f"This one cannot be booked: {reason}."


def test_a_new_search_cancels_the_one_still_running(desk: Desk, qtbot: QtBot) -> None:
    screen = desk.window.catalogue
    entries = {entry.name: entry for entry in screen.model.rows}
    shown: list[set[int]] = []
    picker = screen.availability.slots
    picker.model.modelReset.connect(
        lambda: shown.append({slot.activity_id for slot in picker.model.rows})
    )
    screen.availability_requested.emit(entries["Scuba Diving at North Bay"], DAY)
    screen.availability_requested.emit(entries["Sea Walk at Elephant Beach"], DAY)
    qtbot.waitUntil(lambda: picker.model.rowCount() == 2)
    qtbot.wait(100)
    assert [ids for ids in shown if ids] == [{3}]
    assert picker.title_label.text().startswith("Slots: Sea Walk at Elephant Beach")


def test_a_result_never_takes_the_keyboard_from_the_filter(desk: Desk, qtbot: QtBot) -> None:
    screen = desk.window.catalogue
    desk.window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is desk.window)
    screen.focus_filter()
    entries = {entry.name: entry for entry in screen.model.rows}
    screen.availability_requested.emit(entries["Sea Walk at Elephant Beach"], DAY)
    QTest.keyClicks(screen.toolbar.filter_edit, "sea")
    picker = screen.availability.slots
    qtbot.waitUntil(lambda: picker.model.rowCount() == 2)
    assert screen.toolbar.filter_edit.hasFocus()
    QTest.keyClicks(screen.toolbar.filter_edit, " walk")
    assert screen.toolbar.filter_edit.text() == "sea walk"


def test_the_countdown_waits_while_its_screen_is_hidden(desk: Desk, qtbot: QtBot) -> None:
    # Hidden, it ticked each second all the same: a turn of an idle app's loop, the table's
    # columns measured again, whichever screen was shown.
    screen = open_item(desk, qtbot, "Scuba Diving at North Bay")
    picker = screen.availability.slots
    assert picker.model.rowCount() and picker.isVisible() and picker.ticking
    desk.window.show_screen(WALLET)
    assert not picker.isVisible() and not picker.ticking
    left_at = picker.model.now
    qtbot.wait(20)
    desk.window.show_screen(CATALOGUE)
    assert picker.ticking
    assert picker.model.now > left_at  # brought up to now as it shows
