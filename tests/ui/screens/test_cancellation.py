"""Cancellation from the status card: QUOTE side by side, CONFIRM only after an explicit yes."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from app.api import PartnerClient
from app.domain.modules import Module
from app.figures import amount_text
from app.reports.counter import cancellations_on
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.registry import HISTORY, LOOKUP, WALLET
from tests.sandbox.helpers import SCUBA, audit, state
from tests.ui.conftest import screenshot
from tests.ui.helpers.after_sale import (
    AFTERNOON,
    DAY,
    MORNING,
    book_activity,
    book_boat,
    confirm,
    look_up,
    quote,
)
from tests.ui.helpers.clicks import clerk_click
from tests.ui.helpers.tables import cells

CLICK = Qt.MouseButton.LeftButton


def cash(client: PartnerClient, run: Any) -> Decimal:
    """The agent's cash balance, asked of the service."""
    wallet = run(client.wallet_balance()).data
    balance: Decimal = wallet.financial_balances.live_available_balance
    return balance


def test_full_cancel_needs_an_explicit_yes_and_credits_the_quoted_refund(
    counter: Desk,
    agency: PartnerClient,
    counter_sandbox: EmbeddedSandbox,
    qtbot: QtBot,
    run: Any,
) -> None:
    booked = run(book_activity(agency, qty=2, journal=counter.services.journal))
    screen = look_up(counter, qtbot, booked.booking_ref)
    assert screen.card.counter_label.text().startswith("Sold here ")
    (whole,) = quote(screen, qtbot)
    assert whole.choice.whole and whole.quote.cancellable
    assert whole.quote.quote.seats_released == 2
    assert whole.quote.policy_band == "FULL_REFUND_48H_OR_MORE"
    net_cell = screen.findChild(QLabel, "quote1Row4")
    assert net_cell is not None and net_cell.text() == f"<b>INR {amount_text(whole.net_refund)}</b>"
    balance = cash(agency, run)
    before = state(counter_sandbox)
    assert whole.balance_after == balance + whole.net_refund

    # Escape, then No: nothing is sent.
    clerk_click(screen.quotes.buttons[0])
    dialog = screen.dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.no_button.isDefault()
    QTest.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()
    clerk_click(screen.quotes.buttons[0])
    assert screen.dialog is not None
    QTest.mouseClick(screen.dialog.no_button, CLICK)
    QApplication.processEvents()
    assert state(counter_sandbox) == before
    assert (
        counter.services.journal.pending() == []
        and counter.controller(LOOKUP).aftersale.request_ids == {}
    )

    ref = booked.booking_ref
    text = confirm(screen, qtbot, 0)
    assert text.startswith(f"Refund RF-{ref}-01: {amount_text(whole.net_refund)} credited")
    assert cash(agency, run) == balance + whole.net_refund
    qtbot.waitUntil(lambda: "Cancelled" in screen.card.state_label.text())
    assert screen.card.state_label.text().endswith("· refunded")
    assert screen.card.refunded_label.text() == f"{amount_text(whole.net_refund)}"
    assert not screen.cancel_box.isEnabled()
    # The header and the wallet dashboard were read again after the refund.
    new_balance = f"INR {amount_text(balance + whole.net_refund)}"
    qtbot.waitUntil(lambda: new_balance in counter.window.header.balance_label.text())
    assert counter.window.page(WALLET).balance_label.text() == new_balance
    (journalled,) = cancellations_on(
        counter.services.journal, counter.services.journal.now().date()
    )
    assert (journalled.booking_ref, journalled.amount) == (booked.booking_ref, whole.net_refund)
    assert journalled.reference == f"RF-{booked.booking_ref}-01"
    counter.window.show_screen(HISTORY)
    model = counter.window.page(HISTORY).model
    qtbot.waitUntil(lambda: any(row.booking_ref == ref for row in model.rows))
    (sold,) = [row for row in model.rows if row.booking_ref == ref]
    assert (sold.status, sold.total_refunded) == ("Cancelled", whole.net_refund)
    assert "Sold here" in screen.card.counter_label.text()
    assert audit(counter_sandbox) == []


def test_partial_cancel_of_activity_seats_then_the_rest(
    counter: Desk, agency: PartnerClient, qtbot: QtBot, run: Any
) -> None:
    booked = run(book_activity(agency, qty=3, slot=AFTERNOON))
    screen = look_up(counter, qtbot, booked.booking_ref)
    QTest.mouseClick(screen.part_radio, CLICK)
    assert screen.seats_spin.isEnabled() and screen.seats_spin.maximum() == 3
    screen.seats_spin.setValue(1)
    whole, part = quote(screen, qtbot)
    assert (whole.choice.seats, part.choice.seats) == (3, 1)
    assert [button.text() for button in screen.quotes.buttons] == [
        "Cancel the whole booking…",
        # "1 seat" in English: the count's plural form from the catalogue.
        f"Cancel {part.choice.describe()}…",
    ]
    screenshot(counter.window, "lookup_quote_side_by_side")

    balance = cash(agency, run)
    confirm(screen, qtbot, 1)
    assert cash(agency, run) == balance + part.net_refund
    qtbot.waitUntil(lambda: "part refunded" in screen.card.state_label.text())
    assert ">Part-cancelled<" in screen.card.state_label.text()
    assert screen.card.seats_label.text() == "2 of 3"
    status = run(agency.booking_status(booked.booking_ref, Module.ACTIVITY)).data
    assert status.refund_status == "PARTIAL" and status.metadata.active_qty == 2

    (rest,) = quote(screen, qtbot)
    assert rest.choice.whole and rest.choice.seats == 2
    confirm(screen, qtbot, 0)
    qtbot.waitUntil(lambda: "Cancelled" in screen.card.state_label.text())
    assert screen.card.state_label.text().endswith("· refunded")
    assert cash(agency, run) == balance + part.net_refund + rest.net_refund


def test_partial_cancel_of_a_boat_traveller_then_the_rest(
    counter: Desk, agency: PartnerClient, qtbot: QtBot, run: Any
) -> None:
    booked = run(book_boat(agency, "Ravi Kumar", "Lata Iyer"))
    screen = look_up(counter, qtbot, booked.booking_ref)
    table, manifest = screen.card.manifest_table, screen.card.manifest
    table.setFocus()
    table.setCurrentIndex(manifest.index(1, 0))
    QTest.keyClick(table, Qt.Key.Key_Space)  # tick Lata Iyer
    assert screen.part_radio.isChecked()
    whole, part = quote(screen, qtbot)
    assert whole.choice.seats == 2 and part.choice.seats == 1
    assert part.quote.quote.passenger_ids == list(part.choice.passenger_ids)

    balance = cash(agency, run)
    confirm(screen, qtbot, 1)
    assert cash(agency, run) == balance + part.net_refund
    qtbot.waitUntil(lambda: "part refunded" in screen.card.state_label.text())
    assert [cells(manifest, row)["Status"] for row in range(2)] == ["Confirmed", "Cancelled"]
    assert not manifest.flags(manifest.index(1, 0)) & Qt.ItemFlag.ItemIsUserCheckable

    (rest,) = quote(screen, qtbot)
    assert rest.choice.passenger_ids == whole.choice.passenger_ids[:1]
    confirm(screen, qtbot, 0)
    qtbot.waitUntil(lambda: "Cancelled" in screen.card.state_label.text())
    assert [cells(manifest, row)["Status"] for row in range(2)] == ["Cancelled", "Cancelled"]
    assert cash(agency, run) == balance + part.net_refund + rest.net_refund


def test_inside_24_hours_the_quote_says_why_and_offers_no_confirm(
    counter: Desk,
    agency: PartnerClient,
    counter_sandbox: EmbeddedSandbox,
    qtbot: QtBot,
    run: Any,
) -> None:
    booked = run(book_activity(agency, qty=1, slot=MORNING))
    slot = run(agency.search_availability(Module.ACTIVITY, DAY, activity_id=SCUBA)).data[MORNING]
    assert slot.booking_rules is not None
    counter_sandbox.clock = slot.booking_rules.slot_start_at - dt.timedelta(hours=12)
    try:
        screen = look_up(counter, qtbot, booked.booking_ref)
        before = state(counter_sandbox)
        (whole,) = quote(screen, qtbot)
    finally:
        counter_sandbox.clock = None
    assert not whole.quote.cancellable
    assert whole.quote.policy_band == "NOT_CANCELLABLE_UNDER_24H"
    assert screen.quotes.buttons == []
    reason = screen.findChild(QLabel, "quoteReason1")
    assert reason is not None and reason.text().startswith(
        "Not cancellable: cancellation closes 24 h before the start (travel date "
    )
    # A QUOTE stores its answer and changes nothing else.
    after = state(counter_sandbox)
    assert (after.wallets, after.seats_sold, after.journals) == (
        before.wallets,
        before.seats_sold,
        before.journals,
    )


def test_after_a_quote_the_cursor_is_on_the_first_choice_to_confirm(
    counter: Desk, agency: PartnerClient, qtbot: QtBot, run: Any
) -> None:
    booked = run(book_activity(agency, qty=2, journal=counter.services.journal))
    screen = look_up(counter, qtbot, booked.booking_ref)
    counter.window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is counter.window)
    screen.quote_button.setFocus()
    qtbot.waitUntil(screen.quote_button.hasFocus)
    QTest.keyClick(screen.quote_button, Qt.Key.Key_Space)  # as a clerk presses it
    qtbot.waitUntil(lambda: screen.quote_button.isEnabled() and bool(screen.quotes.buttons))
    # Not left wherever Qt sent it while the button was busy (the sidebar).
    assert QApplication.focusWidget() is screen.quotes.buttons[0]


def test_a_new_lookup_clears_the_last_bookings_refund_message(
    counter: Desk, agency: PartnerClient, qtbot: QtBot, run: Any
) -> None:
    first = run(book_activity(agency, qty=1, journal=counter.services.journal))
    other = run(book_activity(agency, qty=1, journal=counter.services.journal))
    screen = look_up(counter, qtbot, first.booking_ref)
    quote(screen, qtbot)
    assert confirm(screen, qtbot, 0).startswith(f"Refund RF-{first.booking_ref}-01")

    screen.open_ref(other.booking_ref)  # as History opens one
    qtbot.waitUntil(lambda: other.booking_ref in screen.card.title_label.text())

    # Nothing said of the first booking stays over the second one's card.
    assert screen.result_label.text() == "" and not screen.customer_refund.isVisible()
