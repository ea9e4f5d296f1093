"""Every reading of the wallet reaches the watch (issue 96 item 3): after the embedded sandbox's
operator command (``counterdesk-sandbox operator … cancel``) cancelled a departure, the header's
own periodic reading (no F5, no Wallet screen) brings the cancellation into Disruptions, with the
watch's next round still far off. The reading's interval is shortened for the test; the test
waits for the listing and asserts no wall time. In English and in Hindi at 1366x768."""

from __future__ import annotations

from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from app import i18n
from app.sandbox import EmbeddedSandbox
from app.ui.controllers import header
from app.ui.registry import DISRUPTIONS
from tests.counter.disrupted_sales import operator_command_cancels, sell_party
from tests.ui.conftest import screenshot, started_desk
from tests.ui.helpers.disrupted import CRUISE, ahead, at_till
from tests.ui.helpers.jobs import restart_watch

# The header reads the wallet every minute; here every half second.
SHORT_MS = 500


@pytest.mark.parametrize("clerk_language", [i18n.ENGLISH, i18n.HINDI], indirect=True)
def test_the_headers_wallet_reading_lists_the_operators_cancellation(
    clerk_language: str,
    make_desk: Any,
    run: Any,
    own_sandbox: EmbeddedSandbox,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(header, "WALLET_REFRESH_MS", SHORT_MS)
    desk = started_desk(make_desk, run, own_sandbox)
    desk.window.setFixedSize(1366, 768)
    # Three days ahead: the watch's far pace, its next round hours away.
    day = ahead(3)
    ref, _price = at_till(sell_party, desk, run, own_sandbox, day=day)
    watch = desk.runtime.watch
    restart_watch(desk, run)  # a round now: the booking is looked at, nothing is wrong yet
    qtbot.waitUntil(watch.first_round.is_set, timeout=20_000)
    assert watch.next_wait is not None and watch.next_wait.total_seconds() > 600
    found: list[str] = []
    desk.watch.found.connect(found.append)

    # The trainer's command, as typed at a terminal beside the counter.
    assert operator_command_cancels(own_sandbox, CRUISE, day) == {ref}
    # Nothing pressed: the header's next reading of the wallet carries the operator's refund.
    qtbot.waitUntil(lambda: found == [ref], timeout=20_000)
    window = desk.window
    window.show_screen(DISRUPTIONS)
    screen = window.page(DISRUPTIONS)
    qtbot.waitUntil(lambda: screen.model.rowCount() == 2)  # the departure, its party
    screenshot(window, f"{clerk_language}/disruptions_after_header_reading_1366x768")
