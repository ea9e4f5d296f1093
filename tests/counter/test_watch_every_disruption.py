"""Every booking an operator's cancellation touches is found, on a test clock at the default pace
against the sandbox over HTTP: an ACTIVITY slot and a BOAT departure of tomorrow and a BOAT
departure three weeks ahead carry five bookings of two counters of one agency (one of them
part-cancelled at the counter earlier); each is found once, in time, with what the customer is
owed. A booking found cancelled brings the others of its departure in at once, whether a round
or a clerk's lookup found it."""

from __future__ import annotations

import datetime as dt
from collections.abc import AsyncIterator, Iterator
from decimal import Decimal
from pathlib import Path

import pytest

from app.api import PartnerClient
from app.booking import agent_of
from app.booking.aftersale import Refused
from app.booking.cancel import some_seats
from app.counter.config.settings import Settings
from app.counter.runtime.watch import Watcher
from app.domain.disruption import DisruptionKind
from app.domain.modules import Module
from app.domain.money import ZERO
from app.domain.seat_shares import seat_shares
from app.journal import Journal
from app.journal.disruptions import operator_request_id
from app.journal.outbox import Kind
from app.sandbox import EmbeddedSandbox
from app.sandbox.operator import Departure, cancel_departure
from tests.booking.sales import activity_choice
from tests.conftest import client_for
from tests.counter.disrupted_sales import MovingClock, aftersale_of, sell_activity, sell_party
from tests.counter.test_watch import outbox_kinds
from tests.sandbox.helpers import NO_FLAGS_TRIP_SCHEDULE, SEA_WALK

CRUISE = NO_FLAGS_TRIP_SCHEDULE
NEAR_BY = dt.timedelta(minutes=10)  # within 48 hours: found within this
FAR_BY = dt.timedelta(hours=6)  # any other: found within this


@pytest.fixture
def clock(sandbox: EmbeddedSandbox) -> MovingClock:
    return MovingClock(sandbox)


@pytest.fixture
async def client(sandbox: EmbeddedSandbox) -> AsyncIterator[PartnerClient]:
    async with client_for(sandbox, sandbox.demo_key) as opened:
        yield opened


@pytest.fixture
def journals(tmp_path: Path, clock: MovingClock) -> Iterator[tuple[Journal, Journal]]:
    """The journals of two counters of one agency (one wallet), PB1 and PB2."""
    with Journal(tmp_path / "pb1", now=clock) as pb1, Journal(tmp_path / "pb2", now=clock) as pb2:
        yield pb1, pb2


class Counter:
    """A counter's watcher at the default settings' pace, on the moving clock, run as its
    timer runs it: a round, then the next one when that round said."""

    def __init__(self, client: PartnerClient, journal: Journal, clock: MovingClock) -> None:
        self.journal = journal
        self.found: list[tuple[str, dt.datetime]] = []
        self.clock = clock
        self.watcher = Watcher(
            client.booking_status,
            journal,
            Settings().watch_pace,
            wallet=client.wallet_balance,
            refund_service_charge=Settings().disruption_refund_service_charge,
            now=clock,
            found=lambda ref: self.found.append((ref, clock())),
            sleep=clock.sleep,
        )
        self.wakes = clock()

    async def round(self) -> None:
        done = await self.watcher.watch_once()
        self.wakes = self.clock() + done.wait


async def run_until(counters: list[Counter], clock: MovingClock, until: dt.datetime) -> None:
    """Each counter's rounds in the order their timers fire, until ``until``."""
    while (first := min(counters, key=lambda c: c.wakes)).wakes <= until:
        if first.wakes > clock():
            clock.advance(first.wakes - clock())
        await first.round()
    if clock() < until:
        clock.advance(until - clock())


def owed(journal: Journal, ref: str) -> Decimal:
    due = journal.till.refund_due(operator_request_id(ref))
    assert due is not None, ref
    return due.amount


async def test_five_bookings_of_two_counters_each_found_once_in_time_with_what_is_owed(
    sandbox: EmbeddedSandbox,
    client: PartnerClient,
    journals: tuple[Journal, Journal],
    clock: MovingClock,
) -> None:
    pb1, pb2 = journals
    shift = pb1.till.open_shift("PB1", "Leela Menon", Decimal("5000.00")).shift_id
    other = pb2.till.open_shift("PB2", "Arjun Das", Decimal("5000.00")).shift_id
    today = clock().date()
    tomorrow, weeks = today + dt.timedelta(days=1), today + dt.timedelta(days=21)
    slot = activity_choice(sandbox, SEA_WALK, slot=1, day=tomorrow).ids["slot_id"]
    walk, walk_price = await sell_activity(
        sandbox, client, pb1, 2, activity_id=SEA_WALK, slot=1, day=tomorrow, shift_id=shift
    )
    part, part_price = await sell_activity(
        sandbox,
        client,
        pb1,
        2,
        activity_id=SEA_WALK,
        slot=1,
        day=tomorrow,
        customer="Kiran Rao",
        shift_id=shift,
    )
    cruise, cruise_price = await sell_party(
        sandbox, client, pb1, ["Ravi", "Meena"], schedule_id=CRUISE, day=tomorrow, shift_id=shift
    )
    elsewhere, elsewhere_price = await sell_party(
        sandbox,
        client,
        pb2,
        ["Arun"],
        schedule_id=CRUISE,
        day=tomorrow,
        customer="Arun Pillai",
        counter="PB2",
        shift_id=other,
    )
    ahead, ahead_price = await sell_party(
        sandbox, client, pb1, ["Lata"], schedule_id=CRUISE, day=weeks, shift_id=shift
    )
    # One seat of the part-cancelled booking cancelled at the counter, its refund paid in cash.
    aftersale = aftersale_of(pb1, client)
    status = await aftersale.look_up(part)
    assert status is not None
    one_seat = some_seats(status, 1)
    await aftersale.quote([one_seat])
    own = await aftersale.confirm(one_seat, agent_of(await client.wallet_balance()))
    refund = aftersale.refund(own.request_id)
    assert refund is not None
    paid = await aftersale.pay(own.request_id, dict(refund.owed))
    assert not isinstance(paid, Refused)
    given = sum((p.amount for p in paid), ZERO)
    assert given > 0
    row = pb1.history.find(part)
    assert row is not None and row.status == "Part-cancelled"

    counters = [Counter(client, pb1, clock), Counter(client, pb2, clock)]
    for counter in counters:
        await counter.round()  # every booking checked once before the operator acts
    assert not any(c.found for c in counters)
    clock.advance(dt.timedelta(minutes=3))
    voided = {
        v.booking_ref
        for departure in (
            Departure(Module.ACTIVITY, slot, tomorrow),
            Departure(Module.BOAT, CRUISE, tomorrow),
            Departure(Module.BOAT, CRUISE, weeks),
        )
        for v in cancel_departure(sandbox.context.db, departure, sandbox.context.now())
    }
    assert voided == {walk, part, cruise, elsewhere, ahead}
    cancelled = clock()

    await run_until(counters, clock, cancelled + NEAR_BY)

    near = {ref for ref, at in counters[0].found if at <= cancelled + NEAR_BY}
    assert near == {walk, part, cruise}
    assert [ref for ref, _ in counters[1].found] == [elsewhere]  # found by the counter that sold it
    assert counters[1].found[0][1] <= cancelled + NEAR_BY
    await run_until(counters, clock, cancelled + FAR_BY)
    # Three weeks ahead: within six hours of its last look, not sooner than due.
    assert [ref for ref, _ in counters[0].found] == [*(r for r, _ in counters[0].found[:3]), ahead]
    assert counters[0].found[3][1] <= cancelled + FAR_BY
    # Each once, as an open disruption with the customer's money owed: all they paid (the
    # service charge too, by default), the part-cancelled one what it paid for the seat still
    # held (the seat cancelled before keeps what its own cancellation kept).
    for journal, ref in ((pb1, walk), (pb1, part), (pb1, cruise), (pb2, elsewhere), (pb1, ahead)):
        disruption = journal.disruptions.find(ref)
        assert disruption is not None and disruption.kind is DisruptionKind.CANCELLED
        assert outbox_kinds(journal, ref).count(Kind.DISRUPTION) == 1  # the agency's copy
    assert owed(pb1, walk) == walk_price.total
    assert owed(pb1, part) == seat_shares(part_price)[1].paid == Decimal("4129.00")
    assert part_price.total - given == Decimal("6294.00")  # what the earlier rule owed
    assert owed(pb1, cruise) == cruise_price.total
    assert owed(pb2, elsewhere) == elsewhere_price.total
    assert owed(pb1, ahead) == ahead_price.total
    assert pb1.disruptions.find(elsewhere) is None  # not PB1's to find
    assert len(counters[0].found) == 4 and len(counters[1].found) == 1


async def test_one_found_cancelled_in_a_round_brings_its_departures_others_in_at_once(
    sandbox: EmbeddedSandbox,
    client: PartnerClient,
    journals: tuple[Journal, Journal],
    clock: MovingClock,
) -> None:
    pb1, _ = journals
    weeks = clock().date() + dt.timedelta(days=21)
    first, _ = await sell_party(sandbox, client, pb1, ["Ravi"], schedule_id=CRUISE, day=weeks)
    counter = Counter(client, pb1, clock)
    await counter.round()
    clock.advance(dt.timedelta(hours=1))
    # Sold an hour later: its first look, and so its next, an hour after the other's.
    later, _ = await sell_party(sandbox, client, pb1, ["Meena"], schedule_id=CRUISE, day=weeks)
    await counter.round()
    assert cancel_departure(
        sandbox.context.db, Departure(Module.BOAT, CRUISE, weeks), sandbox.context.now()
    )
    clock.advance(FAR_BY - dt.timedelta(hours=1))  # the first is due, the later one is not

    await counter.round()

    assert [ref for ref, _ in counter.found] == [first, later]


async def test_a_clerks_lookup_records_it_and_its_departures_others_are_asked_next(
    sandbox: EmbeddedSandbox,
    client: PartnerClient,
    journals: tuple[Journal, Journal],
    clock: MovingClock,
) -> None:
    pb1, _ = journals
    shift = pb1.till.open_shift("PB1", "Leela Menon", Decimal("500.00")).shift_id
    weeks = clock().date() + dt.timedelta(days=21)
    looked, price = await sell_party(
        sandbox, client, pb1, ["Ravi"], schedule_id=CRUISE, day=weeks, shift_id=shift
    )
    other, _ = await sell_party(sandbox, client, pb1, ["Meena"], schedule_id=CRUISE, day=weeks)
    counter = Counter(client, pb1, clock)
    await counter.round()
    assert cancel_departure(
        sandbox.context.db, Departure(Module.BOAT, CRUISE, weeks), sandbox.context.now()
    )
    clock.advance(dt.timedelta(minutes=1))
    status = (await client.booking_status(looked, Module.BOAT)).data

    # The clerk looks it up a minute later: recorded then, with what the customer is owed.
    assert await counter.watcher.seen(looked, status) is DisruptionKind.CANCELLED
    assert await counter.watcher.seen(looked, status) is None  # once
    assert owed(pb1, looked) == price.total
    # Its departure's other booking is due at once, not six hours after its last look.
    done = await counter.watcher.watch_once()
    assert done.calls == 1 and done.found == (other,)
