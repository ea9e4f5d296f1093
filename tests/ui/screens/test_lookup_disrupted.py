"""Lookup of a booking the operator cancelled four days ahead, before the watcher's round came to
it: the lookup records the disruption, the status line says what the customer is owed (never
"refunded"), the refund-owed panel offers it, and the header and the banner over every screen
name it; screenshots at 1366x768 and 1280x720."""

from __future__ import annotations

from typing import Any

from pytestqt.qtbot import QtBot

from app.figures import amount_text
from app.journal.disruptions import operator_request_id
from app.sandbox import EmbeddedSandbox
from app.ui.registry import HISTORY, LOOKUP
from tests.ui.conftest import screenshot, started_desk
from tests.ui.helpers.disrupted import cancelled_at_desk
from tests.ui.helpers.history import chosen_detail
from tests.ui.helpers.jobs import restart_watch

AN_HOUR_MS = 3_600_000


def test_lookup_of_a_booking_the_operator_cancelled_says_what_the_customer_is_owed(
    make_desk: Any, run: Any, own_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk = started_desk(make_desk, run, own_sandbox)
    # The watcher is up, its next round an hour away: only the clerk's lookup asks now.
    restart_watch(desk, run, AN_HOUR_MS / 1000)
    ref, price = cancelled_at_desk(desk, run, own_sandbox)
    paid = amount_text(price.total)
    window = desk.window
    window.show_screen(LOOKUP)
    screen = window.page(LOOKUP)

    screen.open_ref(ref)

    card = screen.card
    qtbot.waitUntil(lambda: card.isVisible() and ref in card.title_label.text(), timeout=15_000)
    state = card.state_label.text()
    assert ">Cancelled<" in state
    assert f"{paid} owed to the customer, not yet paid" in state
    assert "refunded" not in state
    qtbot.waitUntil(screen.customer_refund.isVisible)
    assert desk.services.journal.till.refund_due(operator_request_id(ref)) is not None
    banner = window.disruption_banner
    qtbot.waitUntil(lambda: banner.isVisible() and "1 booking" in banner.label.text())
    # The header's one line says the amount; the booking is named where staff point at it.
    owed = window.header.owed_label
    qtbot.waitUntil(lambda: paid in owed.text() and ref in owed.toolTip())
    for size, name in (
        ((1366, 768), "lookup_disrupted_1366x768"),
        ((1280, 720), "lookup_disrupted_1280x720"),
    ):
        window.resize(*size)
        screenshot(window, name)
    # History's line of the booking says it too, until it is paid.
    window.show_screen(HISTORY)
    history = window.page(HISTORY)
    qtbot.waitUntil(lambda: history.model.rowCount() == 1)
    detail = chosen_detail(qtbot, history, 0)
    assert f"Still owed to the customer: INR {paid}, not yet paid." in detail
