"""A reschedule's search or quote answered late, after the clerk moved on: superseded, its
answer shows nothing (another day's rows, another slot's price, the cursor taken from the amount
being typed), and the exchange confirmed is the one on screen; a rebook pressed twice while the
booking is read opens one dialog."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QDate, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app.api import ActivityAvailability, PartnerClient
from app.domain.modules import Module
from app.sandbox import EmbeddedSandbox
from app.ui.controllers.reschedule import RescheduleController
from app.ui.desk import Desk
from app.ui.registry import DISRUPTIONS, LOOKUP
from app.ui.widgets.reschedule_dialog import RescheduleDialog
from tests.ui.helpers.after_sale import DAY
from tests.ui.helpers.clicks import clerk_click
from tests.ui.helpers.slow_line import SlowLine
from tests.ui.screens.test_rebook import disrupted
from tests.ui.screens.test_reschedule import (
    CLICK,
    SATURDAY,
    open_change_the_day,
    pick_the_day,
    sold,
)


def reschedule_of(desk: Desk) -> RescheduleController:
    """Lookup's reschedule controller."""
    controller = desk.window.page(LOOKUP).findChild(RescheduleController)
    assert controller is not None
    return controller


def test_a_search_answered_late_neither_replaces_the_newer_days_rows_nor_takes_the_cursor(
    counter: Desk, agency: PartnerClient, qtbot: QtBot, run: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    old = run(sold(counter, agency))
    dialog = open_change_the_day(counter, qtbot, old.booking_ref)
    slow = SlowLine(monkeypatch, reschedule_of(counter), "search", lambda day: day == DAY)
    # The clerk asks for the booking's own day by Enter, then (before it is answered) for the
    # Saturday, picks its first slot and is asked for the difference.
    dialog.day_edit.setDate(QDate(DAY.year, DAY.month, DAY.day))
    QTest.keyClick(dialog.day_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: slow.asked != [])
    pick_the_day(dialog, qtbot, SATURDAY)
    focused = dialog.focusWidget()
    assert focused is dialog.payment.tendered and dialog.priced is not None
    slow.line.set()
    qtbot.waitUntil(lambda: slow.ended != [])
    # The day's late answer shows nothing: the Saturday's slots stay, the priced one highlighted,
    # and the cursor stays in the amount tendered.
    days = [row.date for row in dialog.picker.model.rows if isinstance(row, ActivityAvailability)]
    assert days and set(days) == {SATURDAY}, slow.ended
    assert dialog.picker.current_row() == dialog.priced.found
    assert dialog.focusWidget() is focused and dialog.confirm_button.isEnabled()


def test_a_quote_answered_late_is_not_the_one_confirmed(
    counter: Desk, agency: PartnerClient, qtbot: QtBot, run: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    old = run(sold(counter, agency))
    dialog = open_change_the_day(counter, qtbot, old.booking_ref)
    slow = SlowLine(monkeypatch, reschedule_of(counter), "quote", lambda _choice: True)
    # The clerk chooses the Saturday's first slot, then (before it is priced) the second.
    pick_the_day(dialog, qtbot, SATURDAY, wait=False)
    qtbot.waitUntil(lambda: slow.asked != [])
    dialog.picker.table.selectRow(1)
    second = dialog.picker.current_row()
    assert isinstance(second, ActivityAvailability) and second != slow.asked[0].found
    clerk_click(dialog.picker.choose_button)
    qtbot.waitUntil(dialog.confirm_button.isEnabled, timeout=10_000)
    compared = dialog.comparison.text()
    assert second.slot.label in compared
    slow.line.set()
    qtbot.waitUntil(lambda: slow.ended != [])
    # The first slot's late price shows nothing, and the exchange confirmed is the second's.
    assert dialog.comparison.text() == compared and dialog.confirm_button.isEnabled(), slow.ended
    QTest.mouseClick(dialog.confirm_button, CLICK)
    qtbot.waitUntil(lambda: " was exchanged for " in dialog.state.text(), timeout=15_000)
    new_ref = counter.services.journal.exchanges.exchanged_for(old.booking_ref)
    assert new_ref is not None
    status = run(agency.booking_status(new_ref, Module.ACTIVITY))
    assert status.data.metadata.slot_label == second.slot.label


def test_a_rebook_pressed_twice_while_the_booking_is_read_opens_one_dialog(
    make_desk: Any,
    run: Any,
    own_sandbox: EmbeddedSandbox,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    desk, ref = disrupted(make_desk, run, own_sandbox)
    desk.window.show_screen(DISRUPTIONS)
    screen = desk.window.page(DISRUPTIONS)
    qtbot.waitUntil(lambda: screen.current() == ref)
    client = desk.connection.client
    read = client.booking_status
    reads: list[str] = []  # each read of the booking, "asked" then "ended" (answered or not)

    async def counted_read(*args: Any) -> Any:
        reads.append("asked")
        try:
            return await read(*args)
        finally:
            reads.append("ended")

    monkeypatch.setattr(client, "booking_status", counted_read)
    # A double click: the second press comes before the booking is read for the first.
    QTest.mouseClick(screen.rebook_button, CLICK)
    QTest.mouseClick(screen.rebook_button, CLICK)
    qtbot.waitUntil(lambda: screen.findChild(RescheduleDialog) is not None)
    qtbot.waitUntil(lambda: reads.count("ended") == reads.count("asked"))
    opened = [dialog for dialog in screen.findChildren(RescheduleDialog) if dialog.isVisible()]
    assert len(opened) == 1, reads
