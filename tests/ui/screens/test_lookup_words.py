"""Lookup's words and keys (issue 79 item 7): the hint to tick passengers goes once they are
ticked, and Alt+P then Down Down Space ticks the third passenger, not the first."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.counter.services.history import cancellation_text
from app.domain.modules import Module
from app.journal.records import SettledCancellation
from app.records.bookings import BookingRow
from app.ui.desk import Desk
from app.ui.registry import BOOK, LOOKUP
from app.ui.screens.lookup import LookupScreen
from tests.ui.conftest import screenshot
from tests.ui.helpers.sales import activate, press
from tests.ui.helpers.till import wait_for_result
from tests.ui.screens.test_customer_display import review_boat

ALT = Qt.KeyboardModifier.AltModifier
TICK_FIRST = "Tick the passengers to cancel in the list first."


def boat_in_lookup(desk: Desk, qtbot: QtBot) -> LookupScreen:
    """A BOAT sale of three passengers paid in exact cash, opened in Lookup, the keys there."""
    review_boat(desk, qtbot)
    press(Qt.Key.Key_Return)
    wait_for_result(desk, qtbot)
    ref = desk.window.page(BOOK).result.ref_label.text()
    desk.open_in_lookup(ref)
    screen = desk.window.page(LOOKUP)
    qtbot.waitUntil(
        lambda: screen.quote_button.isEnabled() and screen.card.manifest.rowCount() == 3
    )
    activate(desk, qtbot)
    screen.ref_edit.setFocus()
    qtbot.waitUntil(screen.ref_edit.hasFocus)
    return screen


def test_alt_p_then_the_arrows_tick_the_passenger_they_reach(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    screen = boat_in_lookup(sales_desk, qtbot)
    manifest = screen.card.manifest
    # As a clerk types, no pause between the keys.
    press(Qt.Key.Key_P, ALT)
    press(Qt.Key.Key_Down)
    press(Qt.Key.Key_Down)
    press(Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: bool(manifest.ticked))
    third = manifest.row_at(manifest.index(2, 0))
    assert third is not None
    assert manifest.ticked == [third.passenger_id]
    assert screen.part_radio.isChecked()
    assert QApplication.focusWidget() is screen.card.manifest_table


def test_the_hint_to_tick_goes_once_a_passenger_is_ticked(sales_desk: Desk, qtbot: QtBot) -> None:
    screen = boat_in_lookup(sales_desk, qtbot)
    screen.part_radio.click()
    screen.quote_button.click()
    assert screen.quotes.state_label.text() == TICK_FIRST
    manifest = screen.card.manifest
    manifest.setData(manifest.index(1, 0), Qt.CheckState.Checked, Qt.ItemDataRole.CheckStateRole)
    assert manifest.ticked
    assert screen.quotes.state_label.text() != TICK_FIRST
    sales_desk.window.resize(1366, 768)
    screenshot(sales_desk.window, "lookup_ticked_hint_gone_1366x768")


def test_a_cancellation_without_a_reference_ends_its_sentence_cleanly() -> None:
    # History read "(… wallet credited INR 2,623.85, )." for a refund with no reference.
    row = BookingRow(
        booking_ref="BK1234",
        request_id="r-1",
        module=Module.BOAT,
        product="North Bay Harbour Cruise",
        travel_date=dt.date(2026, 12, 5),
        sold_at=dt.datetime(2026, 11, 26, 10, 0, tzinfo=dt.UTC),
        customer_name="Asha Rao",
        customer_email="",
        customer_phone="",
        passengers=("Asha Rao", "Ravi Kumar"),
        qty=2,
        total_debited=Decimal("2623.85"),
        deducted_from_cash=Decimal("2623.85"),
        deducted_from_credit=Decimal("0.00"),
        total_refunded=Decimal("2623.85"),
        status="CANCELLED",
    )
    done = SettledCancellation(
        "r-2",
        Module.BOAT,
        "BK1234",
        dt.datetime(2026, 11, 26, 11, 0, tzinfo=dt.UTC),
        Decimal("2623.85"),
        "",
        "North Bay Harbour Cruise",
        names=("Asha Rao", "Ravi Kumar"),
    )
    said = cancellation_text(row, [done])
    assert said.replace("\N{NO-BREAK SPACE}", " ").endswith("(wallet credited INR 2,623.85)."), said
    assert ", )" not in said
