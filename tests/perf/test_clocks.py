"""Counted, the app's repeats by the clock are stilled (``tests/perf/clocks.py``): the wallet's
refresh, a picker's countdown, the jobs' health look and the cursor's blink never land in a
counted part by the clock; uncounted, the scenario runs as the app sets them."""

from __future__ import annotations

import asyncio
from typing import Any, cast

import pytest
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from app.counter.runtime import counter_runtime
from app.ui.controllers import header
from app.ui.desk import Desk
from app.ui.widgets import picker
from tests.perf.clocks import NEVER_MS, clocks_stilled
from tests.perf.counting import COUNTING_ENV

# A counted scenario's longest run: `make bench-long`'s limit (tests/perf/bench_counts.py).
LONGEST_S = 2 * 3600


@pytest.mark.parametrize("counted", [True, False])
def test_the_clocks_are_stilled_only_when_counted(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, counted: bool
) -> None:
    as_set = (header.WALLET_REFRESH_MS, picker.TICK_MS, counter_runtime.HEALTH_LOOK_S)
    # Each put back after the test, whatever it sets.
    monkeypatch.setattr(header, "WALLET_REFRESH_MS", as_set[0])
    monkeypatch.setattr(picker, "TICK_MS", as_set[1])
    monkeypatch.setattr(counter_runtime, "HEALTH_LOOK_S", as_set[2])
    hints = QGuiApplication.styleHints()
    flash_ms = hints.cursorFlashTime()
    if counted:
        monkeypatch.setenv(COUNTING_ENV, "1")
    ran: list[Any] = []

    async def scenario(desk: Any) -> int:
        ran.append(desk)
        return 7

    desk = cast(Desk, object())  # the scenario is only handed it
    loop = asyncio.new_event_loop()
    try:
        stilled = clocks_stilled(scenario)
        assert loop.run_until_complete(stilled(desk)) == 7
        assert ran == [desk]
        now = (header.WALLET_REFRESH_MS, picker.TICK_MS, counter_runtime.HEALTH_LOOK_S)
        if counted:
            assert min(now[0], now[1], now[2] * 1000) >= LONGEST_S * 1000
            assert max(now[0], now[1]) <= NEVER_MS  # a Qt timer's interval fits an int
            assert hints.cursorFlashTime() == 0
        else:
            assert stilled is scenario
            assert now == as_set
            assert hints.cursorFlashTime() == flash_ms
    finally:
        loop.close()
        hints.setCursorFlashTime(flash_ms)
