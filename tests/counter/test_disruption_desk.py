"""The Disruptions screen's model without Qt, on a real sandbox and journal: parties grouped by
departure, what is owed, the message in the customer's language, the refund by the till's own
path, the rebook hook and a change told; a sale, a rebook and a refund made through the
composition root's services each tell it that money moved (the runtime's wake)."""

from __future__ import annotations

import datetime as dt
import sqlite3
from collections.abc import AsyncIterator, Iterator
from contextlib import closing
from decimal import Decimal
from functools import partial
from pathlib import Path

import pytest

from app.api import PartnerClient
from app.booking.aftersale import Blocked, Refused
from app.counter.composition import CounterServices
from app.counter.runtime.watch import Watcher
from app.counter.services.disruptions import DisruptionService, Party
from app.domain.disruption import Closed, Pace
from app.domain.gst import Registration
from app.domain.money import money
from app.domain.tenders import CASH
from app.figures import amount_text
from app.journal import Journal
from app.journal.disruptions import operator_request_id
from app.journal.store import DATABASE_NAME
from app.records.refunds import RefundPart
from app.reports.drawer import x_report
from app.sandbox import EmbeddedSandbox
from tests.conftest import client_for
from tests.counter.day_close import (
    by_cash,
    cash_and_upi,
    rebook_party,
    refund_party,
    sell_by_checkout,
)
from tests.counter.disrupted_sales import (
    DAY,
    MovingClock,
    aftersale_of,
    operator_cancels,
    operator_delays,
    sell_party,
)
from tests.sandbox.helpers import NO_FLAGS_TRIP_SCHEDULE

CRUISE = NO_FLAGS_TRIP_SCHEDULE
NEXT_DAY = DAY + dt.timedelta(days=1)


@pytest.fixture
def clock(sandbox: EmbeddedSandbox) -> MovingClock:
    return MovingClock(sandbox)


@pytest.fixture
async def client(sandbox: EmbeddedSandbox) -> AsyncIterator[PartnerClient]:
    async with client_for(sandbox, sandbox.demo_key) as opened:
        yield opened


@pytest.fixture
def journal(tmp_path: Path, clock: MovingClock) -> Iterator[Journal]:
    with Journal(tmp_path, now=clock) as opened:
        yield opened


async def found(client: PartnerClient, journal: Journal, clock: MovingClock) -> None:
    """One look by the watcher, after every booking fell due."""
    watcher = Watcher(
        client.booking_status,
        journal,
        Pace(gap=dt.timedelta(0)),
        wallet=client.wallet_balance,
        refund_service_charge=True,
        now=clock,
        sleep=clock.sleep,
    )
    await watcher.watch_once()


def outbox_ids(journal: Journal) -> list[str]:
    """The record ids of the journal's outbox for the agency store, in order."""
    with closing(sqlite3.connect(journal.folder / DATABASE_NAME)) as conn:
        return [str(row[0]) for row in conn.execute("SELECT record_id FROM outbox ORDER BY seq")]


def desk(journal: Journal, client: PartnerClient) -> DisruptionService:
    """The screen's model at PB1, its messages signed by the agency."""
    return DisruptionService(aftersale_of(journal, client), language="en", agency="Island Desk")


async def test_parties_by_departure_with_what_each_is_owed_and_their_message(
    sandbox: EmbeddedSandbox, client: PartnerClient, journal: Journal, clock: MovingClock
) -> None:
    shift = journal.till.open_shift("PB1", "Leela Menon", Decimal("500.00"))
    first, price = await sell_party(
        sandbox,
        client,
        journal,
        ["Ravi Kumar", "Meena Das"],
        schedule_id=CRUISE,
        shift_id=shift.shift_id,
    )
    await sell_party(
        sandbox,
        client,
        journal,
        ["Arun Pillai"],
        schedule_id=CRUISE,
        customer="Arun Pillai",
        language="ta",
        shift_id=shift.shift_id,
    )
    kept, _ = await sell_party(
        sandbox, client, journal, ["Lata Iyer"], schedule_id=CRUISE, day=DAY + dt.timedelta(days=1)
    )
    operator_cancels(sandbox, CRUISE)
    screen = desk(journal, client)
    assert screen.open_count() == 0
    await found(client, journal, clock)

    groups = screen.groups()

    assert screen.open_count() == 2
    assert [(g.travel_date, len(g.parties)) for g in groups] == [(DAY, 2)]
    party = next(p for p in groups[0].parties if p.booking_ref == first)
    assert party.booking.customer_name == "Asha Rao"
    assert party.booking.customer_phone == "919876543210"  # as the wire carries it
    assert party.booking.passengers == ("Ravi Kumar", "Meena Das")
    assert party.owed == price.total  # the service charge included
    assert party.disruption.wallet_back == party.booking.total_debited
    text = screen.message(party)
    assert first in text and "Asha Rao" in text and "Island Desk" in text
    assert f"₹{amount_text(price.total)}" in text
    assert kept not in {p.booking_ref for g in groups for p in g.parties}
    # The other party bought in Tamil: their message is in Tamil, as their voucher was.
    tamil = next(p for p in groups[0].parties if p.booking_ref != first)
    assert tamil.language == "ta" and screen.message(tamil).startswith("அன்புள்ள")


async def test_the_refund_goes_through_the_till_and_closes_the_disruption(
    sandbox: EmbeddedSandbox, client: PartnerClient, journal: Journal, clock: MovingClock
) -> None:
    shift = journal.till.open_shift("PB1", "Leela Menon", Decimal("500.00"))
    ref, price = await sell_party(
        sandbox, client, journal, ["Ravi Kumar"], schedule_id=CRUISE, shift_id=shift.shift_id
    )
    operator_cancels(sandbox, CRUISE)
    await found(client, journal, clock)
    screen = desk(journal, client)
    party = screen.party(ref)
    assert party is not None and party.refundable

    paid = await screen.refund(party)

    assert not isinstance(paid, Refused)
    (given,) = paid
    assert given.amount == price.total and given.mode is CASH and given.shift_id == shift.shift_id
    assert journal.till.payments_of(operator_request_id(ref)) == [given]
    after = screen.party(ref)
    assert after is not None and after.owed == 0 and not after.refundable
    assert after.disruption.closed_how is Closed.REFUNDED
    assert screen.open_count() == 0
    figures = x_report(journal.till, shift.shift_id)
    assert figures.expected == Decimal("500.00")  # the cash in went out again
    assert await screen.refund(after) == Refused(Blocked.NOTHING_OWED)  # nothing paid twice


async def test_the_payment_that_gives_the_last_closes_the_disruption_in_its_own_write(
    sandbox: EmbeddedSandbox, client: PartnerClient, journal: Journal, clock: MovingClock
) -> None:
    shift = journal.till.open_shift("PB1", "Leela Menon", Decimal("500.00"))
    ref, price = await sell_party(
        sandbox, client, journal, ["Ravi Kumar"], schedule_id=CRUISE, shift_id=shift.shift_id
    )
    operator_cancels(sandbox, CRUISE)
    await found(client, journal, clock)
    request_id = operator_request_id(ref)
    half = money(price.total / 2)
    pay = partial(
        journal.till.pay_refund,
        request_id,
        booking_ref=ref,
        counter="PB1",
        clerk=shift.clerk,
        shift_id=shift.shift_id,
        rule_amount=price.total,
    )

    # The till's write alone, as a process killed right after it leaves it: the first half
    # leaves the rest owed and the disruption open; the payment of the rest closes it.
    pay(parts=(RefundPart(CASH, half),), owed={CASH: price.total - half})
    assert [d.booking_ref for d in journal.disruptions.open()] == [ref]
    pay(parts=(RefundPart(CASH, price.total - half),))

    closed = journal.disruptions.find(ref)
    assert closed is not None and closed.closed_how is Closed.REFUNDED
    assert journal.disruptions.open() == [] and journal.till.owed_of(request_id) == ()
    assert f"disruption:{ref}:refunded" in outbox_ids(journal)  # the agency store hears of it


async def test_a_consumers_refund_stays_owed_until_given_with_their_address(
    sandbox: EmbeddedSandbox, client: PartnerClient, journal: Journal, clock: MovingClock
) -> None:
    shift = journal.till.open_shift("PB1", "Leela Menon", Decimal("500.00"))
    kochi = Registration("Backwater Trails Pvt Ltd", "MG Road, Kochi", "32AAACB1234F1ZI", "32")
    ref, price = await sell_party(
        sandbox,
        client,
        journal,
        ["Ravi Kumar"],
        schedule_id=CRUISE,
        shift_id=shift.shift_id,
        registration=kochi,
    )
    operator_cancels(sandbox, CRUISE)
    await found(client, journal, clock)
    screen = desk(journal, client)
    party = screen.party(ref)
    assert party is not None and party.refundable
    assert party.address_asked == "A credit note to a consumer names their address."
    owed = f"INR {amount_text(price.total)}"
    assert party.owed_words() == (
        f"{owed} stays owed to Asha Rao until Refund records it on Lookup with their address,"
        " which their credit note names."
    )
    # Given from the list alone, the credit note would lack the address: refused, still owed.
    assert await screen.refund(party) == Refused(Blocked.NO_ADDRESS)
    still = screen.party(ref)
    assert still is not None and still.owed == price.total and screen.open_count() == 1
    assert journal.till.payments_of(operator_request_id(ref)) == []


async def test_without_an_open_shift_the_refund_waits(
    sandbox: EmbeddedSandbox, client: PartnerClient, journal: Journal, clock: MovingClock
) -> None:
    ref, _ = await sell_party(sandbox, client, journal, ["Ravi Kumar"], schedule_id=CRUISE)
    operator_cancels(sandbox, CRUISE)
    await found(client, journal, clock)
    screen = desk(journal, client)
    party = screen.party(ref)
    assert party is not None
    assert await screen.refund(party) == Refused(Blocked.NO_SHIFT)
    still = screen.party(ref)
    assert still is not None and still.refundable and screen.open_count() == 1
    assert still.address_asked == ""  # no invoice, no credit note: only what is owed is said
    owed = amount_text(still.owed or Decimal(0))
    assert still.owed_words() == (
        f"INR {owed} stays owed to Asha Rao until Refund records it on Lookup."
    )


async def test_rebook_is_the_exchanges_and_a_change_is_told(
    sandbox: EmbeddedSandbox, client: PartnerClient, journal: Journal, clock: MovingClock
) -> None:
    cancelled, _ = await sell_party(sandbox, client, journal, ["Ravi Kumar"], schedule_id=CRUISE)
    moved, _ = await sell_party(
        sandbox, client, journal, ["Meena Das"], schedule_id=CRUISE, day=NEXT_DAY
    )
    await found(client, journal, clock)
    operator_cancels(sandbox, CRUISE)
    operator_delays(sandbox, CRUISE, dt.time(18, 30), NEXT_DAY)
    clock.advance(dt.timedelta(hours=6))  # both due again (the far interval)
    await found(client, journal, clock)
    asked: list[Party] = []
    screen = desk(journal, client)
    party = screen.party(cancelled)
    assert party is not None
    assert not screen.rebook(party)  # no exchange plugged in: the key does nothing

    def exchange(chosen: Party) -> bool:
        asked.append(chosen)
        return True

    screen.rebooker = exchange

    assert screen.rebook(party)

    assert asked == [party]
    change = screen.party(moved)
    assert change is not None and not change.refundable and change.owed is None
    assert "18:30" in screen.message(change)
    assert screen.told(change)
    assert screen.open_count() == 0


async def test_a_sale_a_rebook_and_a_refund_each_say_money_moved(
    sandbox: EmbeddedSandbox, client: PartnerClient, journal: Journal, clock: MovingClock
) -> None:
    services = CounterServices(journal)
    told: list[str] = []
    services.when_money_moves(lambda: told.append("moved"))
    journal.till.open_shift("PB1", "Leela Menon", Decimal("2000.00"))
    rebooked = await sell_by_checkout(
        services, client, sandbox, "PB1", DAY, ["Ravi Kumar"], by_cash
    )
    assert len(told) == 1  # the sale
    refunded = await sell_by_checkout(
        services, client, sandbox, "PB1", DAY, ["Suresh Pillai"], cash_and_upi
    )
    assert len(told) == 2
    operator_cancels(sandbox, CRUISE)
    await found(client, journal, clock)
    assert len(told) == 2  # a disruption found moves no money (the runtime's watch wakes)
    await rebook_party(services, client, sandbox, "PB1", rebooked, CRUISE, NEXT_DAY)
    assert len(told) == 4  # the new sale, then the old booking cancelled with its difference
    assert await refund_party(services, client, "PB1", refunded) > 0
    assert len(told) == 5  # the refund over both tenders, in one write
