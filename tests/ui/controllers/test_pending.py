"""What the last run left pending is replayed at start-up, or once the service answers again."""

from __future__ import annotations

import asyncio
from typing import Any

import anyio
import httpx
import pytest
from pytestqt.qtbot import QtBot

from app.booking import BookingFlow
from app.counter.config.paths import JOURNAL_FOLDER, AppPaths
from app.counter.config.settings import Settings
from app.counter.runtime import job_keeper
from app.sandbox import EmbeddedSandbox
from app.ui.bridge import ConnectionState, Level
from app.ui.controllers.pending import HEADING
from app.ui.desk import Desk
from tests.booking.sales import activity_choice, journal_unsent, with_customer
from tests.ui.helpers.pending import unsent_sale
from tests.ui.helpers.sales import DAY, figures


class Cable(httpx.AsyncBaseTransport):
    """The counter's network: while ``unplugged``, no request reaches the service."""

    def __init__(self) -> None:
        self.unplugged = True
        self._real = httpx.AsyncHTTPTransport()

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        if self.unplugged:
            raise httpx.ConnectError("the network cable is unplugged", request=request)
        return await self._real.handle_async_request(request)

    async def aclose(self) -> None:
        await self._real.aclose()


def test_a_start_offline_replays_the_last_runs_sale_once_the_service_answers(
    make_desk: Any, run: Any, own_sandbox: EmbeddedSandbox, home: AppPaths, qtbot: QtBot
) -> None:
    request_id = unsent_sale(own_sandbox, home.data / JOURNAL_FOLDER)
    before = figures(own_sandbox)
    cable = Cable()
    desk: Desk = make_desk(http=httpx.AsyncClient(transport=cable))
    assert not run(desk.start(Settings(base_url=own_sandbox.base_url), own_sandbox.demo_key))
    bar = desk.window.message_bar
    assert bar.level is Level.ERROR and "cannot be reached" in bar.text
    assert [request.request_id for request in desk.services.journal.pending()] == [request_id]

    cable.unplugged = False  # the header's next try reaches the service
    qtbot.waitUntil(lambda: desk.services.journal.pending() == [], timeout=10_000)
    qtbot.waitUntil(lambda: bar.text.startswith(HEADING))
    assert "went through: booking " in bar.text
    assert figures(own_sandbox).bookings == before.bookings + 1
    assert desk.bridge.status.state is ConnectionState.ONLINE


def test_a_sale_of_this_run_whose_answer_was_lost_is_tried_again_in_the_background(
    make_desk: Any, run: Any, own_sandbox: EmbeddedSandbox, home: AppPaths, qtbot: QtBot
) -> None:
    left = unsent_sale(own_sandbox, home.data / JOURNAL_FOLDER)
    cable = Cable()
    desk: Desk = make_desk(http=httpx.AsyncClient(transport=cable))
    assert not run(desk.start(Settings(base_url=own_sandbox.base_url), own_sandbox.demo_key))
    # This run's own sale, whose answer the unplugged network lost: shown, and asked about
    # again under its request_id, never left to be replayed unseen at the next start.
    flow = with_customer(BookingFlow(activity_choice(own_sandbox, day=DAY)))
    flow.set_qty(2)
    mine = journal_unsent(desk.services.journal, flow).request_id
    desk.pending.lost()
    assert len(desk.pending.unresolved) == 2
    before = figures(own_sandbox)

    cable.unplugged = False
    qtbot.waitUntil(lambda: desk.services.journal.pending() == [], timeout=10_000)
    booked = {row.request_id for row in desk.services.journal.history.rows()}
    assert booked == {left, mine}
    assert figures(own_sandbox).bookings == before.bookings + 2
    assert desk.window.header.counter_notice.text() == ""


class HeldBookings(httpx.AsyncBaseTransport):
    """The service, but a booking sent while ``held`` waits there until ``let_through``; one
    given up meanwhile ends only once ``closed`` (a connection's shielded clean-up): the round
    that sent it stays running a while after it was cancelled."""

    def __init__(self) -> None:
        self.unplugged = True
        self.held = True
        self.waiting = asyncio.Event()
        self.let_through = asyncio.Event()
        self.closed = asyncio.Event()
        self._real = httpx.AsyncHTTPTransport()

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        if self.unplugged:
            raise httpx.ConnectError("the network cable is unplugged", request=request)
        if self.held and request.url.path.endswith("create_booking.php"):
            self.waiting.set()
            try:
                await self.let_through.wait()
            except asyncio.CancelledError:
                # As httpcore closes a connection: in a shielded scope, which the cancellation
                # of the request's scope does not cut short.
                with anyio.CancelScope(shield=True):
                    await self.closed.wait()
                raise
        return await self._real.handle_async_request(request)

    async def aclose(self) -> None:
        await self._real.aclose()


def test_a_try_superseded_while_it_still_runs_leaves_the_next_try_scheduled(
    make_desk: Any,
    run: Any,
    own_sandbox: EmbeddedSandbox,
    home: AppPaths,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    left = unsent_sale(own_sandbox, home.data / JOURNAL_FOLDER)
    service = HeldBookings()
    desk: Desk = make_desk(http=httpx.AsyncClient(transport=service))
    desk.runtime.replay.first_try_s = 0.5
    assert not run(desk.start(Settings(base_url=own_sandbox.base_url), own_sandbox.demo_key))
    service.unplugged = False
    # The replay job's next round sends the sale again; its booking waits at the service.
    qtbot.waitUntil(service.waiting.is_set, timeout=15_000)
    # The job is restarted (its settings changed) while that round still ends its request
    # (past the job keeper's wait for it): the new life's first round finds a try running
    # and leaves it at that.
    monkeypatch.setattr(job_keeper, "STOP_WAIT_S", 0.2)
    replay = desk.runtime.replay
    last = replay.last_round
    run(desk.runtime.restart("replay"))
    qtbot.waitUntil(lambda: replay.last_round != last)  # the new life's round, tried nothing
    assert desk.services.journal.pending() != []
    service.held = False
    service.closed.set()  # the round cut short ends now
    # Nothing else wakes the tries (the service stays online): the new life's next round must
    # come of itself, and it books the sale.
    qtbot.waitUntil(lambda: desk.services.journal.pending() == [], timeout=15_000)
    assert {row.request_id for row in desk.services.journal.history.rows()} == {left}
