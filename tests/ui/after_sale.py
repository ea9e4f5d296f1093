"""What the after-sale tests share: a sandbox to book on, bookings, and the lookup screen driven."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app.api import PartnerClient
from app.api.models import BookingResult, new_request_id
from app.domain.clock import service_today
from app.domain.modules import Module
from app.journal import Journal
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.registry import LOOKUP
from app.ui.screens.lookup import LookupScreen
from tests.conftest import client_for
from tests.reports.counter_sales import sell
from tests.sandbox.helpers import NO_FLAGS_TRIP_SCHEDULE, SCUBA, activity_body, boat_body, indian
from tests.ui.conftest import new_sandbox, start_desk


def _weekday_after(days: int) -> dt.date:
    # Weekend fares are higher: a weekday keeps the second tenant's sale within its wallet.
    day = service_today() + dt.timedelta(days=days)
    while day.weekday() >= 5:
        day += dt.timedelta(days=1)
    return day


# Far enough ahead for the full-refund band (48 h or more before the start).
DAY = _weekday_after(5)
MORNING, LATE_MORNING, AFTERNOON = 0, 1, 2


@pytest.fixture(scope="module")
def counter_sandbox(tmp_path_factory: pytest.TempPathFactory) -> Iterator[EmbeddedSandbox]:
    """A sandbox (real clock) that one test module books and cancels on."""
    sandbox = new_sandbox(tmp_path_factory.mktemp("after-sale") / "sandbox.db")
    yield sandbox
    sandbox.stop()


@pytest.fixture
def counter(make_desk: Any, run: Any, counter_sandbox: EmbeddedSandbox) -> Desk:
    """A desk started on the module's sandbox with the demo key."""
    desk: Desk = make_desk()
    assert start_desk(desk, run, counter_sandbox)
    return desk


@pytest.fixture
def agency(run: Any, counter_sandbox: EmbeddedSandbox) -> Iterator[PartnerClient]:
    """The demo agent's own client of the module's sandbox (to book, and to check the desk)."""
    client = client_for(counter_sandbox, counter_sandbox.demo_key)
    yield client
    run(client.aclose())


async def book_activity(
    client: PartnerClient, qty: int, slot: int = LATE_MORNING, journal: Journal | None = None
) -> BookingResult:
    """Scuba diving for ``qty`` in the ``slot``-th slot of DAY; sold at the counter of
    ``journal`` when one is given."""
    found = await client.search_availability(Module.ACTIVITY, DAY, activity_id=SCUBA)
    body = activity_body(found.data[slot], qty=qty, request_id=new_request_id())
    if journal is not None:
        return await sell(client, journal, body, "Scuba Diving at North Bay")
    return await client.create_booking(body)


async def book_boat(client: PartnerClient, *names: str, day: dt.date = DAY) -> BookingResult:
    """The harbour cruise (no identity flags) for Indian travellers ``names``."""
    passengers = [indian(name, 30 + number) for number, name in enumerate(names)]
    body = boat_body(NO_FLAGS_TRIP_SCHEDULE, day, passengers, request_id=new_request_id())
    return await client.create_booking(body)


def look_up(desk: Desk, qtbot: QtBot, typed: str) -> LookupScreen:
    """Type ``typed`` into Lookup (Ctrl+3) and press Enter; wait for the answer."""
    desk.window.show_screen(LOOKUP)
    screen = desk.window.page(LOOKUP)
    assert screen.ref_edit.hasFocus()
    screen.ref_edit.clear()
    QTest.keyClicks(screen.ref_edit, typed)
    QTest.keyClick(screen.ref_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(screen.find_button.isEnabled)
    return screen
