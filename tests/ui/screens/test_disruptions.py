"""The Disruptions screen in the running desk: the banner over every screen once the watcher
found the operator's cancellation, the parties listed by departure, the message copied, the
refund given from the open shift, a party part-cancelled before owed what it paid for the seats
still held; screenshots at 1366x768 and 1280x720."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace
from decimal import Decimal
from typing import Any

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.agency.disruptions import AgencyDisruption
from app.booking import agent_of
from app.booking.aftersale import Refused
from app.booking.cancel import some_travellers
from app.counter.config.paths import AppPaths
from app.counter.config.settings import load_settings
from app.domain.modules import Module
from app.domain.seat_shares import seat_shares
from app.figures import amount_text
from app.reports.drawer import x_report
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.registry import CATALOGUE, DISRUPTIONS, LOOKUP, SETTINGS
from app.ui.screens.disruptions import DisruptionsScreen
from tests.counter.disrupted_sales import aftersale_of, operator_cancels, sell_party
from tests.ui.conftest import screenshot, started_desk
from tests.ui.helpers.clicks import clerk_click, clickable
from tests.ui.helpers.disrupted import (
    CRUISE,
    ahead,
    at_till,
    cancelled_at_desk,
    till_of,
    watch_finds,
)
from tests.ui.helpers.settings import outcome

PARTIES = (
    ("Asha Rao", ["Asha Rao", "Ravi Kumar"]),
    ("Meena Das", ["Meena Das"]),
    ("Arun Pillai", ["Arun Pillai", "Lata Pillai", "Kiran Pillai"]),
)


def _disrupted_desk(
    make_desk: Any, run: Any, sandbox: EmbeddedSandbox, qtbot: QtBot
) -> tuple[Desk, int]:
    """A desk whose three parties of one departure the operator cancelled and the watcher
    found (one party of the next day's departure untouched); its open shift's id."""
    desk = started_desk(make_desk, run, sandbox)
    day = ahead(2)
    for customer, names in PARTIES:
        at_till(sell_party, desk, run, sandbox, names, day=day, customer=customer)
    at_till(sell_party, desk, run, sandbox, ["Lata Iyer"], day=day + dt.timedelta(days=1))
    operator_cancels(sandbox, CRUISE, day)
    # The desk's own watcher, its first look now rather than after the start's: a second apart,
    # it asks about the four bookings and finds the three the operator voided.
    watch_finds(desk, run, qtbot, len(PARTIES))
    return desk, till_of(desk)[1]


def _inside(screen: DisruptionsScreen, widget: Any) -> bool:
    top_left = widget.mapTo(screen, widget.rect().topLeft())
    return (
        QRect(0, 0, screen.width(), screen.height()).contains(QRect(top_left, widget.size()))
        and widget.isVisible()
    )


def test_the_banner_opens_the_parties_whose_message_is_copied_and_refund_given(
    make_desk: Any, run: Any, own_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk, shift_id = _disrupted_desk(make_desk, run, own_sandbox, qtbot)
    window = desk.window
    banner = window.disruption_banner
    window.show_screen(CATALOGUE)
    assert banner.isVisible() and "3 bookings" in banner.label.text()
    # The watcher's finding read the wallet again: the operator's refunds are in the header.
    wallet = run(desk.connection.client.wallet_balance()).data
    balance = amount_text(wallet.financial_balances.live_available_balance)
    qtbot.waitUntil(lambda: balance in window.header.balance_label.text())

    QTest.mouseClick(banner.open_button, Qt.MouseButton.LeftButton)

    assert window.current() is DISRUPTIONS
    screen = window.page(DISRUPTIONS)
    assert screen.model.rowCount() == 1 + len(PARTIES)  # the departure's heading, its parties
    assert "Cancelled by the operator" in screen.model.text_at(0, 0)
    customers = {screen.model.text_at(row, 1) for row in range(1, 1 + len(PARTIES))}
    assert customers == {customer for customer, _ in PARTIES}
    # Each customer's letter of it waits (no mail server is set), said in the list and below.
    assert {screen.model.text_at(row, 7) for row in range(1, 1 + len(PARTIES))} == {"Waiting"}
    assert screen.letter.text().endswith(": Waiting to be sent.")
    qtbot.waitUntil(lambda: window.header.mail_label.text() == "Mail: off (3 waiting)")
    assert "1 departure disrupted" in screen.summary.text()
    for size, name in (
        ((1366, 768), "disruptions_1366x768"),
        ((1280, 720), "disruptions_1280x720"),
    ):
        window.resize(*size)
        screenshot(window, name)
        for key in (screen.refund_button, screen.copy_button, screen.rebook_button):
            assert _inside(screen, key), f"{key.text()} is off screen at {size}"
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    screen.table.setFocus()
    chosen = screen.current()
    QTest.keyClick(
        screen.table,
        Qt.Key.Key_C,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    copied = QGuiApplication.clipboard().text()
    assert chosen in copied and copied == screen.message.toPlainText()
    assert "is copied" in screen.state.text()
    assert screen.rebook_button.isEnabled()  # the exchange is plugged in

    owed = desk.services.journal.till.owed_on(chosen)
    customer = screen.model.text_at(screen.table.currentIndex().row(), 1)
    assert screen.owed.text() == (
        f"INR {amount_text(owed)} stays owed to {customer} until Refund records it on Lookup."
    )

    QTest.mouseClick(screen.refund_button, Qt.MouseButton.LeftButton)

    # One refund path: Lookup opens on the booking with the refund by tender, nothing given yet.
    assert window.current() is LOOKUP
    lookup = window.page(LOOKUP)
    panel = lookup.customer_refund
    qtbot.waitUntil(lambda: panel.isVisible() and chosen in lookup.card.title_label.text())
    assert f"Cash {amount_text(owed)}" in panel.owed.text()
    assert panel.amount.text() == f"{owed:.2f}"
    assert desk.services.journal.till.refunds_of(chosen) == []
    for size, name in (
        ((1366, 768), "disruption_refund_confirm_1366x768"),
        ((1280, 720), "disruption_refund_confirm_1280x720"),
    ):
        window.resize(*size)
        screenshot(window, name)
    # The mail job is woken when the refund's credit note may wait in the outbox; the job
    # clears its wake as soon as it has counted, so the call is what is watched.
    woken: list[bool] = []
    wake = desk.mail.job.wake

    def watched_wake() -> None:
        woken.append(True)
        wake()

    desk.mail.job.wake = watched_wake  # type: ignore[method-assign]

    clerk_click(panel.record_button)

    qtbot.waitUntil(lambda: len(desk.services.journal.till.refunds_of(chosen)) == 1)
    qtbot.waitUntil(lambda: woken != [])
    qtbot.waitUntil(lambda: "2 bookings" in banner.label.text())
    window.show_screen(DISRUPTIONS)
    assert screen.model.rowCount() == len(PARTIES)
    assert chosen not in {screen.model.text_at(r, 0) for r in range(len(PARTIES))}
    refund = desk.services.journal.till.refunds_of(chosen)
    assert refund[0].shift_id == shift_id and refund[0].amount == owed
    assert x_report(desk.services.journal.till, shift_id).expected > Decimal(0)


@pytest.mark.parametrize("gives_back", [True, False], ids=["ticked", "unticked"])
def test_the_settings_tick_decides_if_the_operators_cancellation_refunds_the_service_charge(
    make_desk: Any,
    run: Any,
    own_sandbox: EmbeddedSandbox,
    qtbot: QtBot,
    home: AppPaths,
    gives_back: bool,
) -> None:
    desk = started_desk(make_desk, run, own_sandbox)
    # The tick starts the other way, so the clerk's click is what decides.
    settings = replace(desk.connection.settings, disruption_refund_service_charge=not gives_back)
    desk.connection.settings = settings
    window = desk.window
    window.show_screen(SETTINGS)
    screen = window.page(SETTINGS)
    screen.sections.show_section("Agency and till")
    tick = screen.till.disruption_refund_service_charge
    qtbot.waitUntil(lambda: tick.isChecked() is not gives_back)
    assert tick.isVisible() and tick.text().startswith("An operator's cancellation")
    QTest.mouseClick(tick, Qt.MouseButton.LeftButton)
    assert tick.isChecked() is gives_back
    QTest.mouseClick(screen.save_button, Qt.MouseButton.LeftButton)
    assert outcome(screen, qtbot).startswith("Saved.")
    assert load_settings(home.settings_file).disruption_refund_service_charge is gives_back

    ref, price = cancelled_at_desk(desk, run, own_sandbox, day=ahead(2))
    total, service_charge = price.total, price.markup
    assert service_charge > 0
    assert watch_finds(desk, run, qtbot) == [ref]
    window.show_screen(DISRUPTIONS)
    disruptions = window.page(DISRUPTIONS)
    qtbot.waitUntil(lambda: disruptions.current() == ref)
    QTest.mouseClick(disruptions.refund_button, Qt.MouseButton.LeftButton)
    panel = window.page(LOOKUP).customer_refund
    qtbot.waitUntil(panel.isVisible)
    clerk_click(panel.record_button)
    qtbot.waitUntil(lambda: len(desk.services.journal.till.refunds_of(ref)) == 1)
    [refund] = desk.services.journal.till.refunds_of(ref)
    assert refund.amount == (total if gives_back else total - service_charge)


def test_a_party_part_cancelled_before_is_owed_what_it_paid_for_the_seats_still_held(
    make_desk: Any, run: Any, own_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk = started_desk(make_desk, run, own_sandbox)
    day = ahead(2)
    names = ["Arun Pillai", "Lata Pillai", "Kiran Pillai"]
    ref, price = at_till(sell_party, desk, run, own_sandbox, names, day=day, customer="Arun Pillai")
    # The customer cancels Arun's seat at the counter and is given its refund.
    counter, _shift = till_of(desk)
    aftersale = aftersale_of(desk.services.journal, desk.connection.client, counter)
    status = run(aftersale.look_up(ref, Module.BOAT))
    assert status is not None and status.traveler_manifest is not None
    first = status.traveler_manifest[0].passenger_id
    assert first is not None
    one = some_travellers(status, [first])
    run(aftersale.quote([one]))
    own = run(aftersale.confirm(one, agent_of(run(desk.connection.client.wallet_balance()))))
    refund = aftersale.refund(own.request_id)
    assert refund is not None
    paid = run(aftersale.pay(own.request_id, dict(refund.owed)))
    assert not isinstance(paid, Refused)
    given = sum((p.amount for p in paid), Decimal(0))
    assert operator_cancels(own_sandbox, CRUISE, day) == {ref}
    assert watch_finds(desk, run, qtbot) == [ref]

    window = desk.window
    window.show_screen(DISRUPTIONS)
    screen = window.page(DISRUPTIONS)
    qtbot.waitUntil(lambda: screen.current() == ref)

    # Lata's and Kiran's seats, 50.00 of service charge each: what they paid, not all paid
    # less Arun's refund (which would give back what his cancellation kept).
    shares = seat_shares(price)
    two = shares[1].paid + shares[2].paid
    assert two < price.total - given
    assert screen.owed.text() == (
        f"INR {amount_text(two)} stays owed to Arun Pillai until Refund records it on Lookup."
    )
    assert f"₹{amount_text(two)}" in screen.message.toPlainText()
    for size, name in (
        ((1366, 768), "disruption_part_cancelled_1366x768"),
        ((1280, 720), "disruption_part_cancelled_1280x720"),
    ):
        window.resize(*size)
        screenshot(window, name)


def test_record_clicked_the_moment_the_refund_panel_shows_records_the_refund(
    make_desk: Any,
    run: Any,
    own_sandbox: EmbeddedSandbox,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The order a loaded CI machine met: the click made the moment Lookup's reading shows the
    refund panel, before its layout has landed and while its Record key has no height. Made as
    staff click, on what is drawn, it records the refund."""
    desk = started_desk(make_desk, run, own_sandbox)
    ref, _price = cancelled_at_desk(desk, run, own_sandbox)
    assert watch_finds(desk, run, qtbot) == [ref]
    window = desk.window
    panel = window.page(LOOKUP).customer_refund
    offer = panel.offer
    clickable_when_shown: list[bool] = []

    def offered_and_clicked(*args: Any) -> None:
        offer(*args)
        clickable_when_shown.append(clickable(panel.record_button))
        clerk_click(panel.record_button)

    monkeypatch.setattr(panel, "offer", offered_and_clicked)
    window.show_screen(DISRUPTIONS)
    disruptions = window.page(DISRUPTIONS)
    qtbot.waitUntil(lambda: disruptions.current() == ref)
    QTest.mouseClick(disruptions.refund_button, Qt.MouseButton.LeftButton)

    qtbot.waitUntil(lambda: len(desk.services.journal.till.refunds_of(ref)) == 1)
    assert clickable_when_shown == [False]  # the moment a click at the key's middle was lost
    assert panel.state.text().startswith("Recorded: give back")


CRUISE_SOLD = "North Bay Harbour Cruise, MV Blue Lagoon 11:00"


def test_every_counters_open_disruptions_from_the_agency_store(
    qtbot: QtBot, qtmodeltester: Any
) -> None:
    screen = DisruptionsScreen()
    qtbot.addWidget(screen)
    found = dt.datetime(2026, 12, 1, 10, 30, tzinfo=dt.UTC)

    def listed(
        code: str, ref: str, customer: str = "", product: str = CRUISE_SOLD, departs: str = "11:00"
    ) -> AgencyDisruption:
        return AgencyDisruption(
            code,
            ref,
            product,
            dt.date(2026, 12, 3),
            "cancelled",
            "open",
            found,
            Decimal("648.41"),
            Decimal("816.00"),
            customer,
            "",
            "",
            1,
            departs,
        )

    screen.show_agency(None)
    assert screen.agency.isHidden() and screen.agency_table.isHidden()
    screen.show_agency(
        [
            listed("PB2", "AAAA2222", "Kavya Iyer"),
            listed("PB1", "BBBB3333", "Asha Rao"),
            listed("PB2", "C"),
            listed("PB3", "DDDD4444", "Ravi Kumar", "Scuba Dive", "09:00–10:30"),
        ]
    )
    assert screen.agency.text() == "Across the agency: 4 bookings open (PB1 1 · PB2 2 · PB3 1)"
    assert not screen.agency.isHidden()
    # Each disrupted booking is listed: its counter, reference, customer and departure.
    assert not screen.agency_table.isHidden()
    model = screen.agency_model
    heads = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert heads == ["Counter", "Booking", "Customer", "Departure"]
    rows = [[model.text_at(r, c) for c in range(4)] for r in range(model.rowCount())]
    departure = f"Thu 03 Dec 2026 · {CRUISE_SOLD}"  # the product names the time already
    assert rows == [
        ["PB2", "AAAA2222", "Kavya Iyer", departure],
        ["PB1", "BBBB3333", "Asha Rao", departure],
        ["PB2", "C", "", departure],  # another counter's customer, as the store lets it be read
        ["PB3", "DDDD4444", "Ravi Kumar", "Thu 03 Dec 2026 · Scuba Dive · 09:00–10:30"],
    ]
    qtmodeltester.check(model)
    screen.show_agency([])
    assert screen.agency.text() == "Across the agency: 0 bookings open"
    assert screen.agency_table.isHidden() and model.rowCount() == 0
    screen.show_agency(None, "The agency store does not answer now.")
    assert screen.agency.text() == "The agency store does not answer now."
    assert screen.agency_table.isHidden()
