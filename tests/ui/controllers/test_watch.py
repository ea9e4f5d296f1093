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
from tests.ui.helpers.jobs import restart_watch

MINUTE = dt.timedelta(minutes=1)


def _next_wait(desk: Desk) -> dt.timedelta | None:
    """How long the watch waits after its last round (None: no round since asked)."""
    return desk.runtime.watch.next_wait


def test_a_near_interval_saved_while_watching_paces_the_next_round(
    make_desk: Any,
    run: Any,
    own_sandbox: EmbeddedSandbox,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    desk: Desk = make_desk()
    assert start_desk(desk, run, own_sandbox)
    settings = desk.connection.settings
    shift = desk.services.journal.till.open_shift_of(settings.counter_code)
    assert shift is not None
    day = service_today() + dt.timedelta(days=1)
    run(
        sell_party(
            own_sandbox,
            desk.connection.client,
            desk.services.journal,
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
    monkeypatch.setattr(desk.services.journal, "now", lambda: service_now() + ahead)
    restart_watch(desk, run)
    # The first round asks about it and waits 10 minutes for the next (the default).
    qtbot.waitUntil(lambda: (_next_wait(desk) or dt.timedelta(0)) > 9 * MINUTE, timeout=20_000)
    wait = _next_wait(desk)
    assert wait is not None and wait <= 10 * MINUTE

    # Settings saved with a near interval of 5 minutes (as the Settings screen's Save does).
    run(desk.connection.connect(replace(settings, watch_near_minutes=5)))
    desk.runtime.watch.next_wait = None
    desk.runtime.wake("watch")  # the next round now rather than in 10 minutes
    qtbot.waitUntil(lambda: _next_wait(desk) is not None, timeout=20_000)

    # Nothing was due; the next look is 5 minutes after the last, not 10.
    wait = _next_wait(desk)
    assert wait is not None and 4 * MINUTE < wait <= 5 * MINUTE
