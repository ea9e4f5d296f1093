"""Disrupted sales at a started desk: a BOAT party sold on the harbour cruise at the desk's
counter and open shift (paid in exact cash), its departure cancelled by the operator, found by
the desk's own watch. The tests of refunds owed, cash round offs and disruptions share it."""

from __future__ import annotations

import datetime as dt
from collections.abc import Awaitable, Callable, Sequence
from typing import Any, TypeVar

from pytestqt.qtbot import QtBot

from app.domain.clock import service_today
from app.domain.till import CustomerPrice
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from tests.counter.disrupted_sales import operator_cancels, sell_party
from tests.sandbox.helpers import NO_FLAGS_TRIP_SCHEDULE
from tests.ui.helpers.jobs import restart_watch

CRUISE = NO_FLAGS_TRIP_SCHEDULE
PARTY = ("Asha Rao", "Ravi Kumar")
# Four days ahead: the operator's cancellation refunds in full, within the watch's first round.
DAYS_AHEAD = 4
T = TypeVar("T")


def till_of(desk: Desk) -> tuple[str, int]:
    """The desk's counter code and its open shift's id."""
    counter = desk.connection.settings.counter_code
    shift = desk.services.journal.till.open_shift_of(counter)
    assert shift is not None
    return counter, shift.shift_id


def ahead(days: int = DAYS_AHEAD) -> dt.date:
    """The travel day ``days`` after the service's today."""
    return service_today() + dt.timedelta(days=days)


def at_till(
    sale: Callable[..., Awaitable[T]],
    desk: Desk,
    run: Any,
    sandbox: EmbeddedSandbox,
    names: Sequence[str] = PARTY,
    *,
    day: dt.date,
    **options: Any,
) -> T:
    """``sale`` (``sell_party``, or ``sold_then_cancelled`` which a watcher of its own finds) of
    a party of ``names`` on the cruise of ``day`` at the desk's counter and open shift
    (``options`` as ``sale`` takes them): what it returns."""
    counter, shift_id = till_of(desk)
    at = {"schedule_id": CRUISE, "day": day, "counter": counter, "shift_id": shift_id}
    made = sale(
        sandbox, desk.connection.client, desk.services.journal, list(names), **at, **options
    )
    done: T = run(made, 30_000)
    return done


def cancelled_at_desk(
    desk: Desk,
    run: Any,
    sandbox: EmbeddedSandbox,
    names: Sequence[str] = PARTY,
    *,
    day: dt.date | None = None,
    **options: Any,
) -> tuple[str, CustomerPrice]:
    """``sell_party`` at the desk's till (``day``: four days ahead), then the operator cancels
    that departure: the booking's reference and the price the customer paid."""
    day = day or ahead()
    ref, price = at_till(sell_party, desk, run, sandbox, names, day=day, **options)
    assert operator_cancels(sandbox, CRUISE, day) == {ref}
    return ref, price


def watch_finds(desk: Desk, run: Any, qtbot: QtBot, count: int = 1) -> list[str]:
    """The desk's watch restarted (as a saved setting does) until it has found ``count``
    disruptions: their references."""
    found: list[str] = []
    desk.watch.found.connect(found.append)
    restart_watch(desk, run)
    qtbot.waitUntil(lambda: len(found) == count, timeout=20_000)
    return found
