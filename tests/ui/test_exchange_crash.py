"""Killed in the middle of a reschedule or a rebook: on restart the app finishes it, losing
nothing and charging nothing twice (the kill is ``tests.booking.exchange_crash``'s: a reschedule
at three points, a rebook at four: once the service booked the new seat, its answer not in;
once the new sale is journalled; once the disruption is closed, the plan not yet; once the
plan is closed, the difference not yet given back)."""

from __future__ import annotations

import datetime as dt
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from app.books.queries import BookQueries
from app.counter.config.paths import AppPaths
from app.counter.config.settings import DEFAULT_COUNTER_CODE
from app.domain.disruption import Closed
from app.domain.tenders import CASH
from app.journal import Journal
from app.journal.records import RequestState
from app.records.till import SaleState
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from tests.booking.exchange_crash import (
    POINTS,
    REBOOK,
    REBOOK_BETWEEN,
    REBOOK_CLOSED,
    REBOOK_CLOSING,
    REBOOK_POINTS,
    stopped,
)
from tests.counter.disrupted_sales import sold_then_cancelled
from tests.sandbox.helpers import NO_FLAGS_TRIP_SCHEDULE
from tests.service import client_for
from tests.ui.conftest import new_sandbox, start_desk

ROOT = Path(__file__).resolve().parents[2]


def next_day(weekday: int, at_least: int) -> dt.date:
    """The first ``weekday`` (Monday 0) ``at_least`` days from today or later (48 hours or more
    ahead: a cancellation gives the whole base back)."""
    day = dt.date.today() + dt.timedelta(days=at_least)
    return day + dt.timedelta(days=(weekday - day.weekday()) % 7)


OLD_DAY = next_day(1, 5)  # a Tuesday: the weekday fare
NEW_DAY = next_day(5, 5)  # a Saturday: the weekend fare, dearer
# A departure the watcher watches (the next 72 hours), and the day after.
CANCELLED_DAY = dt.date.today() + dt.timedelta(days=2)
REBOOK_DAY = CANCELLED_DAY + dt.timedelta(days=1)


@pytest.fixture
def crash_sandbox(tmp_path: Path) -> Iterator[EmbeddedSandbox]:
    """A sandbox of this test's own, on the real clock as the app is."""
    sandbox = new_sandbox(tmp_path / "crash.db")
    yield sandbox
    sandbox.stop()


def ledger(sandbox: EmbeddedSandbox) -> list[tuple[str, str, int]]:
    """The wallet's ledger journals (event, booking, amount in paise), read from the sandbox's
    database as another program would (not through the API, which would record reads)."""
    conn = sandbox.context.db.connection()
    rows = conn.execute(
        "SELECT * FROM journals WHERE agent_id = 1001 ORDER BY journal_id"
    ).fetchall()
    return [(row["event"], row["booking_ref"], row["amount_paise"]) for row in rows]


def kill_at(point: str, home: AppPaths, sandbox: EmbeddedSandbox, *more: str) -> None:
    """Run the helper until it stops at ``point``, then kill it without a word."""
    env = {**os.environ, "COUNTERDESK_API_KEY": sandbox.demo_key}
    command = [
        sys.executable,
        "-m",
        "tests.booking.exchange_crash",
        str(home.data / "journal"),
        sandbox.base_url,
        point,
        *(more or (OLD_DAY.isoformat(), NEW_DAY.isoformat())),
    ]
    with subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True) as app:
        assert app.stdout is not None
        assert app.stdout.readline().strip() == stopped(point)
        app.send_signal(signal.SIGKILL)
        app.wait(timeout=10)
    assert app.returncode == -signal.SIGKILL


@pytest.mark.parametrize("point", POINTS)
def test_a_reschedule_killed_halfway_is_finished_once_on_restart(
    point: str,
    home: AppPaths,
    crash_sandbox: EmbeddedSandbox,
    make_desk: Any,
    run: Any,
    qtbot: QtBot,
) -> None:
    kill_at(point, home, crash_sandbox)
    killed = ledger(crash_sandbox)
    events = [event for event, _ref, _paise in killed]
    # The old sale and the new one settled; the old booking cancelled only past "between".
    assert events.count("BOOKING_SETTLED") == 2
    assert events.count("CANCELLATION_REFUND") == (1 if point == "cancel" else 0)

    desk: Desk = make_desk()
    assert start_desk(desk, run, crash_sandbox)
    journal = desk.services.journal
    qtbot.waitUntil(lambda: not journal.exchanges.open_exchanges(), timeout=15_000)
    after = ledger(crash_sandbox)
    # Nothing done twice: what the killed app got the service to do stands, and only the
    # cancellation it never sent is added.
    assert after[: len(killed)] == killed
    added = [event for event, _ref, _paise in after[len(killed) :]]
    assert added == ([] if point == "cancel" else ["CANCELLATION_REFUND"])
    old_ref, new_ref = [ref for event, ref, _ in after if event == "BOOKING_SETTLED"]
    assert [ref for event, ref, _ in after if event == "CANCELLATION_REFUND"] == [old_ref]
    plan = journal.exchanges.exchange_of(new_ref)
    assert plan is not None and plan.closed_at is not None and plan.old_booking_ref == old_ref
    assert journal.pending() == []
    assert plan.cancel_request_id is not None
    cancel = journal.find(plan.cancel_request_id)
    assert cancel is not None and cancel.state is RequestState.DONE
    # The till: the old sale and the new one taken once each, one receipt each; the customer
    # paid the difference once and is owed nothing.
    sales = journal.till.sales()
    assert len(sales) == 2 and len({sale.receipt_no for sale in sales}) == 2
    new_sale = journal.till.sale(plan.sale_request_id)
    assert new_sale is not None and new_sale.receipt_no
    assert new_sale.payment.paid == new_sale.price.total - plan.credit
    assert journal.till.refunds_owed() == []
    shift = journal.till.open_shift_of(sales[0].counter)
    assert shift is not None
    taken = BookQueries(journal.till.books_connection()).shift_tenders(shift.shift_id).taken[CASH]
    assert taken == sales[0].price.total + new_sale.payment.paid


def disrupted_party(home: AppPaths, sandbox: EmbeddedSandbox, run: Any) -> str:
    """A party of two sold at the app's counter on the harbour cruise of CANCELLED_DAY, whose
    departure the operator cancelled and the watcher found (the journal closed again); its
    booking."""

    async def sell_and_watch(journal: Journal) -> str:
        async with client_for(sandbox, sandbox.demo_key) as client:
            shift = journal.till.open_shift(DEFAULT_COUNTER_CODE, "Leela Menon", Decimal(2000))
            return await sold_then_cancelled(
                sandbox,
                client,
                journal,
                ["Asha Rao", "Ravi Kumar"],
                schedule_id=NO_FLAGS_TRIP_SCHEDULE,
                day=CANCELLED_DAY,
                counter=DEFAULT_COUNTER_CODE,
                shift_id=shift.shift_id,
            )

    with Journal(home.data / "journal") as journal:
        ref: str = run(sell_and_watch(journal), 30_000)
    return ref


def at_the_kill(home: AppPaths, new_ref: str) -> tuple[RequestState, SaleState | None, bool, bool]:
    """What the killed app left in the journal of its rebook (which booked ``new_ref``): the
    state of the new sale's request and of its payment at the till, whether the plan and the
    disruption are still open."""
    with Journal(home.data / "journal") as journal:
        # Open, or closed: then found by the booking its sale made (journalled by then).
        opened = journal.exchanges.open_exchanges()
        plan = opened[0] if opened else journal.exchanges.exchange_of(new_ref)
        assert plan is not None and len(opened) <= 1
        sale = journal.find(plan.sale_request_id)
        assert sale is not None
        paid = journal.till.sale(plan.sale_request_id)
        disruption = journal.disruptions.find(plan.old_booking_ref)
        assert disruption is not None
        return (
            sale.state,
            None if paid is None else paid.state,
            plan.closed_at is None,
            disruption.closed_how is None,
        )


# What each kill leaves (see at_the_kill): the service's answer not in (the new sale and its
# payment pending); the new sale journalled and its payment taken, nothing more; the
# disruption closed, the plan not yet; the plan closed, never before the disruption (a plan
# closed is not carried on again, and a disruption left open could be rebooked again on the
# same credit).
LEFT = {
    REBOOK: (RequestState.PENDING, SaleState.PENDING, True, True),
    REBOOK_BETWEEN: (RequestState.DONE, SaleState.TAKEN, True, True),
    REBOOK_CLOSING: (RequestState.DONE, SaleState.TAKEN, True, False),
    REBOOK_CLOSED: (RequestState.DONE, SaleState.TAKEN, False, False),
}


@pytest.mark.parametrize("point", REBOOK_POINTS)
def test_a_rebook_killed_halfway_is_finished_once_on_restart(
    point: str,
    home: AppPaths,
    crash_sandbox: EmbeddedSandbox,
    make_desk: Any,
    run: Any,
    qtbot: QtBot,
) -> None:
    ref = disrupted_party(home, crash_sandbox, run)
    kill_at(point, home, crash_sandbox, ref, REBOOK_DAY.isoformat())
    killed = ledger(crash_sandbox)
    events = [event for event, _ref, _paise in killed]
    assert events.count("BOOKING_SETTLED") == 2  # the party's sale and its rebooking
    assert events.count("CANCELLATION_REFUND") == 1  # the operator's
    new_ref = [r for event, r, _ in killed if event == "BOOKING_SETTLED"][1]
    assert at_the_kill(home, new_ref) == LEFT[point]

    desk: Desk = make_desk()
    assert start_desk(desk, run, crash_sandbox)
    journal = desk.services.journal
    qtbot.waitUntil(lambda: not journal.exchanges.open_exchanges(), timeout=15_000)
    assert ledger(crash_sandbox) == killed  # nothing sent twice, nothing more
    plan = journal.exchanges.exchange_of(new_ref)
    assert plan is not None and plan.old_booking_ref == ref and plan.closed_at is not None
    disruption = journal.disruptions.find(ref)
    assert disruption is not None and disruption.closed_how is Closed.REBOOKED
    assert journal.pending() == []
    new_sale = journal.till.sale(plan.sale_request_id)
    assert new_sale is not None and new_sale.receipt_no
    # The party's credit paid the new sale; what it did not take was given back once, or,
    # killed once the plan was closed, is owed at the till (shown to staff, paid once).
    given = [g.amount for g in journal.till.refunds_of(ref)]
    owed = [o.due.amount for o in journal.till.refunds_owed() if o.due.booking_ref == ref]
    back = [plan.credit - new_sale.price.total] if plan.credit > new_sale.price.total else []
    assert (given, owed) == (([], back) if point == REBOOK_CLOSED else (back, []))
