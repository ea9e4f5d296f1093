"""Counted, the app's repeats by the clock are stilled.

Under callgrind the app runs some 50 times slower while the clock does not: work the app repeats
each second or minute lands in whichever counted part its second or minute ends, and the more often
the slower the machine. The wallet's refresh each minute (its answer, the cache's file and the
header, some 10 M instructions) landed in the one-scan Aadhaar walk-in's passport step at a load of
4 (118.0 M) and in the step after it at a load under 1 (the passport 106.7 M; issue 92, item 4,
2026-11-29); a picker's countdown repaints each second it is on screen, the jobs' health is looked
at again each minute, a text cursor blinks twice a second, and the loop wakes four times a second
so that Python sees a stop signal (a step that waits 20 s on the sandbox under callgrind is woken
80 times). None of them is the response a part counts; each still runs as the app's start and a
step set it going (the wallet read after a sale, a picker's countdown brought up to date as it
shows). The probe's own polls, every half second while it waits (``heartbeat.until``), let a stop
signal's handler run.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tests.perf.counting import counting

if TYPE_CHECKING:
    from app.ui.desk import Desk
    from app.ui.launch import Scenario

# Longer than any counted scenario; a Qt timer's interval must stay under 2**31 ms.
NEVER_MS = 2**31 - 1


def clocks_stilled(scenario: Scenario) -> Scenario:
    """``scenario``, counted, with the app's repeats by the clock stilled; itself otherwise.
    Called before the app is built: a picker takes its countdown's interval when it is made."""
    if not counting():
        return scenario
    from app.counter.runtime import counter_runtime
    from app.ui import loop
    from app.ui.controllers import header
    from app.ui.widgets import picker

    header.WALLET_REFRESH_MS = NEVER_MS
    picker.TICK_MS = NEVER_MS
    counter_runtime.HEALTH_LOOK_S = NEVER_MS / 1000
    loop.WAKE_MS = NEVER_MS

    async def stilled(desk: Desk) -> int:
        from PySide6.QtGui import QGuiApplication

        QGuiApplication.styleHints().setCursorFlashTime(0)
        return await scenario(desk)

    return stilled
