"""The desk's watcher follows the settings: a pace saved while it watches sets its next round's
wait (the settings are read at each round, not only at the start)."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from app.domain.clock import at_service_time, service_now, service_today
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from tests.counter.disrupted_sales import sell_party
from tests.sandbox.helpers import NO_FLAGS_TRIP_SCHEDULE
from tests.ui.conftest import start_desk

MINUTE_MS = 60_000
# The watcher's timer is Qt's default, a coarse timer: it may fire up to 5 % of its interval
# late, and says so in its remaining time (a 5-minute wait read 327 ms over, once in four).
COARSE = 1.05


def _next_look_ms(desk: Desk) -> int:
    """How long until the watcher's next round (-1: none armed, a round is under way)."""
    timer = desk.watch._timer
    return timer.remainingTime() if timer.isActive() else -1


def test_a_near_interval_saved_while_watching_paces_the_next_round(
    make_desk: Any,
    run: Any,
    own_sandbox: EmbeddedSandbox,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    desk: Desk = make_desk()
    assert start_desk(desk, run, own_sandbox)
    settings = desk.service.settings
    shift = desk.journal.till.open_shift_of(settings.counter_code)
    assert shift is not None
    day = service_today() + dt.timedelta(days=1)
    run(
        sell_party(
            own_sandbox,
            desk.service.client,
            desk.journal,
            ["Ravi Kumar"],
            schedule_id=NO_FLAGS_TRIP_SCHEDULE,
            day=day,
            counter=settings.counter_code,
            shift_id=shift.shift_id,
        ),
        30_000,
    )
    # The watcher's clock (the journal's) at the first moment of the trip's day and running on:
    # the trip within 24 hours, so asked at the near interval, whatever the hour the test runs
    # (tomorrow's departure is over 24 hours away before its hour today).
    ahead = at_service_time(day, dt.time()) - service_now()
    monkeypatch.setattr(desk.journal, "now", lambda: service_now() + ahead)
    desk.watch.stop()
    desk.watch.start(first_look_ms=0)
    # The first round asks about it and arms the next for 10 minutes on (the default).
    qtbot.waitUntil(lambda: _next_look_ms(desk) > 9 * MINUTE_MS, timeout=20_000)
    assert _next_look_ms(desk) <= 10 * MINUTE_MS * COARSE

    # Settings saved with a near interval of 5 minutes (as the Settings screen's Save does).
    run(desk.service.connect(replace(settings, watch_near_minutes=5)))
    desk.watch._timer.start(0)  # the next round now rather than in 10 minutes
    qtbot.waitUntil(lambda: _next_look_ms(desk) > 0, timeout=20_000)

    # Nothing was due; the next look is 5 minutes after the last, not 10.
    assert 4 * MINUTE_MS < _next_look_ms(desk) <= 5 * MINUTE_MS * COARSE
