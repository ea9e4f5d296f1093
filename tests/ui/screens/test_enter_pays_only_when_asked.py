"""Enter moves money only from a field whose purpose is paying, once its tender is chosen, or
from the action that says so (issue 79 items 1 and 4): the exchange's address pays nothing, the
slot priced is the slot highlighted, a bank transfer is confirmed from its own UTR."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QDate, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app.api import ActivityAvailability, PartnerClient
from app.domain.gst import Scheme
from app.domain.modules import Module
from app.domain.tenders import BANK
from app.journal.till import SaleState
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.registry import BOOK
from app.ui.widgets.reschedule_dialog import RescheduleDialog
from tests.ui.conftest import over_window, screenshot
from tests.ui.helpers.after_sale import look_up
from tests.ui.helpers.sales import bring_forward, figures, focused, press, type_text
from tests.ui.helpers.till import review_activity, wait_for_result
from tests.ui.screens.test_reschedule import (
    ADDRESS,
    LARGE,
    SATURDAY,
    change_the_day,
    plans,
    sold,
)

UTR = "HDFC0000123456"


def registered_tour_operator(desk: Desk) -> None:
    """The desk's agency registered, a tour operator for ACTIVITY (its consumer's invoice of
    50,000 or more names their address)."""
    desk.connection.settings = replace(
        desk.connection.settings,
        agency_name="Island Trails",
        agency_address="Aberdeen Bazaar, Port Blair 744101",
        agency_gstin="35AAACI1234F1Z5",
        agency_state_code="35",
        gst_schemes={Module.ACTIVITY: Scheme.TOUR_OPERATOR},
    )


def test_enter_in_the_exchanges_address_goes_on_and_pays_nothing(
    counter: Desk, agency: PartnerClient, qtbot: QtBot, run: Any
) -> None:
    # Nine seats moved to Sunday's dearer dive: the new invoice of 50,000 asks the address, and
    # the difference is to pay.
    registered_tour_operator(counter)
    old = run(sold(counter, agency, slot=1, seats=9))
    dialog = change_the_day(counter, qtbot, old.booking_ref, SATURDAY + dt.timedelta(days=1))
    assert dialog.address.hasFocus() and dialog.address_problem.text() == LARGE
    assert dialog.payment.isVisible()  # a difference to take
    QTest.keyClicks(dialog.address, ADDRESS)
    press(Qt.Key.Key_Return)
    # Nothing booked, cancelled or taken: the cursor went on to the payment's fields.
    assert [p for p in plans(counter) if p.old_booking_ref == old.booking_ref] == []
    assert dialog.confirm_button.isEnabled() and dialog.state.text() == ""
    assert dialog.payment.isAncestorOf(focused()), focused().objectName()
    over_window(counter.window, dialog, "reschedule_enter_in_address_1366x768")
    # The cash tendered is a paying field: Enter there takes the difference as exact cash.
    dialog.payment.tendered.setFocus()
    press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: " was exchanged for " in dialog.state.text(), timeout=15_000)
    [plan] = [p for p in plans(counter) if p.old_booking_ref == old.booking_ref]
    assert plan.closed_at is not None


def test_the_slot_priced_by_keys_is_the_slot_highlighted(
    counter: Desk, agency: PartnerClient, qtbot: QtBot, run: Any
) -> None:
    old = run(sold(counter, agency))
    screen = look_up(counter, qtbot, old.booking_ref)
    press(Qt.Key.Key_Y, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: screen.findChild(RescheduleDialog) is not None)
    dialog = screen.findChild(RescheduleDialog)
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    # The keys go where the focus is: the dialog in front first (CI once typed into Lookup).
    bring_forward(qtbot, dialog)
    searched: list[object] = []
    dialog.day_chosen.connect(searched.append)
    dialog.day_edit.setFocus()
    dialog.day_edit.setDate(QDate(SATURDAY.year, SATURDAY.month, SATURDAY.day))
    press(Qt.Key.Key_Return)  # the clerk's day: its slots, the cursor on them
    qtbot.waitUntil(dialog.picker.table.hasFocus, timeout=10_000)
    press(Qt.Key.Key_Down)  # the second slot
    looked_at = dialog.picker.current_row()
    assert isinstance(looked_at, ActivityAvailability)
    press(Qt.Key.Key_Return)  # priced
    qtbot.waitUntil(dialog.confirm_button.isEnabled, timeout=10_000)
    qtbot.waitUntil(lambda: dialog.picker.state_label.text() != "Searching…")
    assert searched == [SATURDAY]  # one search: none came back over the row priced
    assert dialog.priced is not None and dialog.priced.found == looked_at
    assert dialog.picker.current_row() == looked_at
    assert looked_at.slot.label in dialog.comparison.text()


def test_a_bank_transfer_is_confirmed_by_enter_in_its_utr_once_its_amount_is_typed(
    sales_desk: Desk, sales_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk = sales_desk
    review, price = review_activity(desk, qtbot)
    panel = review.payment
    amount, utr = panel.amounts[BANK], panel.details[BANK][0]
    before = figures(sales_sandbox)
    utr.setFocus()
    type_text(UTR)
    press(Qt.Key.Key_Return)  # the tender not chosen yet: its amount takes the cursor
    assert focused() is amount
    assert figures(sales_sandbox).bookings == before.bookings
    type_text(f"{price.total}")
    utr.setFocus()
    desk.window.resize(1366, 768)
    screenshot(desk.window, "till_review_bank_utr_enter_1366x768")
    press(Qt.Key.Key_Return)  # Enter in the UTR: the transfer is the payment
    wait_for_result(desk, qtbot)
    result = desk.window.page(BOOK).result
    record = desk.services.journal.till.sale_of(result.ref_label.text())
    assert record is not None and record.state is SaleState.TAKEN
    assert record.payment.parts == (BANK.paid(price.total, UTR),)
