"""Counted, the app's repeats by the clock are stilled (``tests/perf/clocks.py``): the wallet's
refresh, a picker's countdown, the jobs' health look, the loop's wake for signals and the
cursor's blink never land in a counted part by the clock; uncounted, nothing is changed."""

from __future__ import annotations

import asyncio
from typing import Any, cast

import pytest
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from app.counter.runtime import counter_runtime
from app.ui import loop as app_loop
from app.ui.controllers import header
from app.ui.desk import Desk
from app.ui.widgets import picker
from tests.perf.clocks import NEVER_MS, clocks_stilled
from tests.perf.counting import COUNTING_ENV

# A counted scenario's longest run: `make bench-long`'s limit (tests/perf/bench_counts.py).
LONGEST_S = 2 * 3600


def _clocks() -> tuple[float, ...]:
    """Each repeat's interval in ms: the wallet's, a picker's, the loop's wake, the health's."""
    return (
        header.WALLET_REFRESH_MS,
        picker.TICK_MS,
        app_loop.WAKE_MS,
        counter_runtime.HEALTH_LOOK_S * 1000,
    )


@pytest.mark.parametrize("counted", [True, False])
def test_the_clocks_are_stilled_only_when_counted(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, counted: bool
) -> None:
    as_set = _clocks()
    # Each put back after the test, whatever it sets.
    monkeypatch.setattr(header, "WALLET_REFRESH_MS", as_set[0])
    monkeypatch.setattr(picker, "TICK_MS", as_set[1])
    monkeypatch.setattr(app_loop, "WAKE_MS", as_set[2])
    monkeypatch.setattr(counter_runtime, "HEALTH_LOOK_S", as_set[3] / 1000)
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
        now = _clocks()
        if counted:
            assert min(now) >= LONGEST_S * 1000
            assert max(now[:3]) <= NEVER_MS  # a Qt timer's interval fits an int
            assert hints.cursorFlashTime() == 0
        else:
            assert stilled is scenario
            assert now == as_set
            assert hints.cursorFlashTime() == flash_ms
    finally:
        loop.close()
        hints.setCursorFlashTime(flash_ms)
