"""A booking sold at another counter of the agency, on a departure the operator cancels three
weeks ahead: found by the counter that sold it (its watcher at the default pace, against the
sandbox over HTTP) and listed on the agency's screen with what its customer is owed, read from
the agency store (PostgreSQL started by the tests) as any counter's desk reads it."""

from __future__ import annotations

import datetime as dt
from collections.abc import AsyncIterator
from decimal import Decimal
from pathlib import Path

import pytest
from psycopg_pool import AsyncConnectionPool

from app.agency.disruptions import disruptions
from app.api import PartnerClient
from app.counter.config.settings import Settings
from app.counter.runtime.watch import Watcher
from app.domain.modules import Module
from app.journal import Journal
from app.journal.disruptions import operator_request_id
from app.sandbox import EmbeddedSandbox
from app.sandbox.operator import Departure, cancel_departure
from tests.agency.deployment import Deployment, Desk, replicate
from tests.agency.records import counter
from tests.conftest import client_for
from tests.counter.disrupted_sales import MovingClock, sell_party
from tests.sandbox.helpers import NO_FLAGS_TRIP_SCHEDULE

CRUISE = NO_FLAGS_TRIP_SCHEDULE


@pytest.fixture
async def client(sandbox: EmbeddedSandbox) -> AsyncIterator[PartnerClient]:
    async with client_for(sandbox, sandbox.demo_key) as opened:
        yield opened


async def test_another_counters_disruption_is_found_there_and_on_the_agency_screen(
    sandbox: EmbeddedSandbox, client: PartnerClient, deployment: Deployment, tmp_path: Path
) -> None:
    clock = MovingClock(sandbox)
    weeks = clock().date() + dt.timedelta(days=21)
    hv1, pb1 = counter("HV1"), counter("PB1")
    there = Desk(hv1, await deployment.admit(hv1))
    here = Desk(pb1, await deployment.admit(pb1))
    with Journal(tmp_path / "hv1", now=clock) as journal:
        shift = journal.till.open_shift("HV1", "Arjun Das", Decimal("1000.00"))
        ref, price = await sell_party(
            sandbox,
            client,
            journal,
            ["Meena Iyer"],
            schedule_id=CRUISE,
            day=weeks,
            customer="Meena Iyer",
            counter="HV1",
            shift_id=shift.shift_id,
        )
        watcher = Watcher(
            client.booking_status,
            journal,
            Settings().watch_pace,
            wallet=client.wallet_balance,
            refund_service_charge=True,
            now=clock,
            sleep=clock.sleep,
        )
        await watcher.watch_once()  # checked once before the operator acts
        cancel_departure(
            sandbox.context.db, Departure(Module.BOAT, CRUISE, weeks), sandbox.context.now()
        )
        clock.advance(dt.timedelta(hours=6))
        assert (await watcher.watch_once()).found == (ref,)  # within six hours, by HV1
        due = journal.till.refund_due(operator_request_id(ref))
        assert due is not None and due.amount == price.total
    assert await replicate(there, tmp_path / "hv1") > 0

    # Port Blair's desk reads the agency's screen: Havelock's booking, with what it owes.
    async with AsyncConnectionPool(here.url, min_size=1, max_size=1) as pool:
        listed = await disruptions(pool)

    assert [(d.counter_code, d.booking_ref, d.customer_owed) for d in listed] == [
        ("HV1", ref, price.total)
    ]
