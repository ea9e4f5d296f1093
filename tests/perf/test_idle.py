"""A counted part ends when the app is idle: a worker's job, a thread of its own or a callback due
soon keeps it busy, a timer set for later does not (tests/perf/idle.py), on the app's own loop."""

from __future__ import annotations

import asyncio
import gc
import threading
import time

import pytest
from pytestqt.qtbot import QtBot

from app.ui.loop import new_event_loop
from tests.perf import idle
from tests.perf.idle import HORIZON_S, IdleMarks, IdleWatch


def test_a_workers_job_and_a_callback_due_soon_keep_the_app_busy(qtbot: QtBot) -> None:
    seen: dict[str, object] = {}

    async def scenario() -> None:
        loop = asyncio.get_running_loop()
        watch = IdleWatch(loop)
        assert watch.busy() == []
        release = threading.Event()
        job = asyncio.ensure_future(asyncio.to_thread(release.wait, 10))
        await asyncio.sleep(0.05)
        seen["job"] = watch.busy()
        release.set()
        await job
        await asyncio.sleep(0.05)
        seen["job done"] = watch.busy()
        soon = loop.call_later(HORIZON_S / 4, lambda: None)
        later = loop.call_later(HORIZON_S * 30, lambda: None)
        seen["soon"] = watch.busy()
        soon.cancel()
        seen["later only"] = watch.busy()
        later.cancel()
        # Settled only once the job started meanwhile is over.
        started = time.perf_counter()
        finished = asyncio.ensure_future(asyncio.to_thread(time.sleep, HORIZON_S * 1.5))
        await watch.settled(timeout_s=30)
        seen["settled after"] = time.perf_counter() - started
        seen["job finished"] = finished.done()

    loop = new_event_loop()
    try:
        loop.run_until_complete(scenario())
    finally:
        loop.close()
    assert seen["job"] == ["1 worker jobs"]
    assert seen["job done"] == []
    assert seen["soon"] != [] and seen["later only"] == []
    assert seen["job finished"] is True
    assert float(str(seen["settled after"])) >= HORIZON_S * 1.5


def test_a_thread_of_its_own_keeps_the_app_busy_until_it_ends(qtbot: QtBot) -> None:
    seen: dict[str, object] = {}
    release = threading.Event()
    before = threading.Thread(target=release.wait, args=(10,), name="before-the-watch")
    before.start()

    async def scenario() -> None:
        watch = IdleWatch(asyncio.get_running_loop())
        seen["before only"] = watch.busy()
        # As ``scan_reader.in_own_thread`` reads a scan: the loop's executor never sees it.
        done = threading.Event()
        own = threading.Thread(target=done.wait, args=(10,), name="scan-read", daemon=True)
        own.start()
        # The default executor's worker stays once its job is done: not a thread of its own.
        await asyncio.to_thread(lambda: None)
        seen["own running"] = watch.busy()
        done.set()
        own.join()
        seen["own ended"] = watch.busy()

    loop = new_event_loop()
    try:
        loop.run_until_complete(scenario())
    finally:
        release.set()
        before.join()
        loop.close()
    assert seen["before only"] == []
    assert seen["own running"] == ["threads of their own: scan-read"]
    assert seen["own ended"] == []


@pytest.mark.parametrize("counted", [True, False])
def test_the_collector_is_off_while_counted_and_left_alone_otherwise(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, counted: bool
) -> None:
    monkeypatch.setattr(idle, "counting", lambda: counted)

    async def scenario() -> bool:
        IdleMarks()
        return gc.isenabled()

    loop = new_event_loop()
    try:
        assert gc.isenabled()
        assert loop.run_until_complete(scenario()) is not counted
    finally:
        gc.enable()
        loop.close()
