"""The operator's refunds in the wallet are news the watch acts on at once (issue 79 item 5):
after the operator cancelled a departure, the wallet read (F5) shows the credit and Disruptions
names the booking without waiting for the watch's next round (hours away at its pace)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.sandbox import EmbeddedSandbox
from app.ui.registry import DISRUPTIONS, WALLET
from tests.counter.disrupted_sales import operator_cancels, sell_party
from tests.ui.conftest import screenshot, started_desk
from tests.ui.helpers.disrupted import CRUISE, ahead, at_till
from tests.ui.helpers.jobs import restart_watch
from tests.ui.helpers.sales import press


def test_an_operators_refund_read_in_the_wallet_brings_the_watch_at_once(
    make_desk: Any, run: Any, own_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk = started_desk(make_desk, run, own_sandbox)
    # Three days ahead: more than the watch's 48 near hours from any hour of today, so its next
    # round is the far pace's whatever time the test runs (two days ahead is near after ~10:00).
    day = ahead(3)
    ref, _price = at_till(sell_party, desk, run, own_sandbox, day=day)
    watch = desk.runtime.watch
    restart_watch(desk, run)  # a round now: the booking is looked at, nothing is wrong yet
    qtbot.waitUntil(watch.first_round.is_set, timeout=20_000)
    assert watch.next_wait is not None and watch.next_wait.total_seconds() > 600
    found: list[str] = []
    desk.watch.found.connect(found.append)
    assert operator_cancels(own_sandbox, CRUISE, day) == {ref}

    window = desk.window
    window.show_screen(WALLET)
    window.activateWindow()
    press(Qt.Key.Key_F5)  # the clerk reads the wallet: the operator's refund is in it
    qtbot.waitUntil(lambda: found == [ref], timeout=20_000)
    window.show_screen(DISRUPTIONS)
    screen = window.page(DISRUPTIONS)
    qtbot.waitUntil(lambda: screen.model.rowCount() == 2)  # the departure, its party
    assert "Cancelled by the operator" in screen.model.text_at(0, 0)
    window.resize(1366, 768)
    screenshot(window, "disruptions_after_wallet_read_1366x768")
