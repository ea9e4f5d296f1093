"""The Disruptions screen's model without Qt, on a real sandbox and journal: parties grouped by
departure, what is owed, the message in the customer's language, the refund by the till's own
path, the rebook hook and a change told; a sale, a rebook and a refund made through the
composition root's services each tell it that money moved (the runtime's wake); after the
customer's own part-cancellation an operator's cancellation owes what was paid for the seats
still held, and one recorded under the earlier rule keeps its amount
(docs/decisions/disruption-per-seat.md)."""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from collections.abc import AsyncIterator, Iterator
from contextlib import closing
from decimal import Decimal
from functools import partial
from pathlib import Path

import pytest

from app.api import PartnerClient
from app.booking import agent_of
from app.booking.aftersale import Blocked, Refused
from app.booking.cancel import some_travellers
from app.books.reader import BooksReader
from app.counter.composition import CounterServices
from app.counter.runtime.watch import Watcher
from app.counter.services.disruptions import DisruptionService, Party
from app.domain.disruption import Closed, DisruptionKind, Pace
from app.domain.gst import Registration
from app.domain.modules import Module
from app.domain.money import ZERO, money
from app.domain.seat_shares import seat_shares
from app.domain.tenders import CASH
from app.domain.till import CustomerPrice, Markup, TillRules
from app.figures import amount_text
from app.journal import Journal
from app.journal.disruptions import Found, operator_request_id
from app.journal.store import DATABASE_NAME
from app.records.refunds import RefundDue, RefundPart
from app.reports.drawer import x_report
from app.sandbox import EmbeddedSandbox
from tests.booking.sales import boat_choice, documented_indian, foreigner
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
    watched,
)
from tests.sandbox.helpers import ALL_FLAGS_TRIP_SCHEDULE, NO_FLAGS_TRIP_SCHEDULE

CRUISE = NO_FLAGS_TRIP_SCHEDULE
NEXT_DAY = DAY + dt.timedelta(days=1)
HAVELOCK = ALL_FLAGS_TRIP_SCHEDULE
# The agency's service charge of the tracker's case: 5 % of the published fares.
FIVE_PERCENT = TillRules(markups={Module.BOAT: Markup(percent=Decimal(5))}, round_to=1)


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


def wallet_credit(journal: Journal, request_id: str) -> Decimal:
    """What the wallet got back for the cancellation ``request_id``, as journalled."""
    with closing(sqlite3.connect(journal.folder / DATABASE_NAME)) as conn:
        (body,) = conn.execute(
            "SELECT body FROM money_events WHERE event_id = ?", (f"cancellation:{request_id}",)
        ).fetchone()
    parts = json.loads(body)
    return money(Decimal(parts["wallet_credit"]) + Decimal(parts["wallet_cash"]))


async def part_cancelled(
    sandbox: EmbeddedSandbox,
    client: PartnerClient,
    journal: Journal,
    clock: MovingClock,
    traveller: int = 0,
) -> tuple[str, CustomerPrice, Decimal]:
    """The tracker's party sold at PB1 in cash (a foreign adult and two Indian adults to
    Havelock, a 5 % service charge), the foreigner (or the ``traveller``-th) cancelled by the
    customer 27 hours before the departure (the half band; the till keeps the service charge)
    and the refund paid: the booking's reference, its price, the refund given."""
    shift = journal.till.open_shift("PB1", "Leela Menon", Decimal("10000.00"))
    people = [foreigner("Emma Schultz", 33), documented_indian("Ravi Kumar", 40)]
    people.append(documented_indian("Meena Das", 38))
    ref, price = await sell_party(
        sandbox,
        client,
        journal,
        [],
        people=people,
        schedule_id=HAVELOCK,
        shift_id=shift.shift_id,
        rules=FIVE_PERCENT,
    )
    starts = boat_choice(sandbox, HAVELOCK, DAY).starts_at
    clock.advance(starts - dt.timedelta(hours=27) - clock())
    aftersale = aftersale_of(journal, client, charge_back=False)
    status = await aftersale.look_up(ref, Module.BOAT)
    assert status is not None and status.traveler_manifest is not None
    chosen = status.traveler_manifest[traveller].passenger_id
    assert chosen is not None
    one = some_travellers(status, [chosen])
    [quoted] = await aftersale.quote([one])
    assert quoted.customer is not None
    own = await aftersale.confirm(one, agent_of(await client.wallet_balance()))
    refund = aftersale.refund(own.request_id)
    assert refund is not None
    paid = await aftersale.pay(own.request_id, dict(refund.owed))
    assert not isinstance(paid, Refused)
    given = money(sum((p.amount for p in paid), ZERO))
    assert given == quoted.customer.lines.total
    return ref, price, given


def party_of(journal: Journal, client: PartnerClient, ref: str) -> tuple[Party, str]:
    """The Disruptions screen's party of ``ref`` and its message to the customer."""
    screen = desk(journal, client)
    party = screen.party(ref)
    assert party is not None
    return party, screen.message(party)


async def test_after_one_of_three_cancelled_the_operators_owes_the_other_two_seats(
    sandbox: EmbeddedSandbox, client: PartnerClient, journal: Journal, clock: MovingClock
) -> None:
    ref, price, given = await part_cancelled(sandbox, client, journal, clock)
    shares = seat_shares(price)
    kept_on_first = money(shares[0].paid - given)
    assert kept_on_first > 0  # what the customer's own cancellation kept of the first seat

    assert operator_cancels(sandbox, HAVELOCK) == {ref}
    assert await watched(client, journal) == 1

    request_id = operator_request_id(ref)
    due = journal.till.refund_due(request_id)
    assert due is not None
    # The tracker's figures: 4,755.00 paid for three seats (2,120.00 the foreigner's, 1,317.50
    # each Indian adult's); 911.00 back for the foreigner, 1,209.00 of that seat kept; the wallet
    # got 2,305.00 back for the two seats still held. The earlier rule owed all paid less the
    # refund given, 3,844.00, the kept 1,209.00 with it; the rule owes the two seats' 2,635.00.
    assert (price.total, given, kept_on_first) == (
        Decimal("4755.00"),
        Decimal("911.00"),
        Decimal("1209.00"),
    )
    assert wallet_credit(journal, request_id) == Decimal("2305.00")
    assert [share.paid for share in shares] == [
        Decimal("2120.00"),
        Decimal("1317.50"),
        Decimal("1317.50"),
    ]
    assert due.amount == Decimal("2635.00")
    assert due.amount == money(shares[1].paid + shares[2].paid)
    assert money(due.amount + given + kept_on_first) == price.total
    # The screen's model, its message and the books say the same amount.
    disruption = journal.disruptions.find(ref)
    assert disruption is not None and disruption.kind is DisruptionKind.CANCELLED
    party, message = party_of(journal, client, ref)
    assert party.owed == due.amount
    assert f"₹{amount_text(due.amount)}" in message
    assert BooksReader(journal._conn).owed_to(ref) == due.amount


async def test_a_traveller_cancelled_from_the_middle_leaves_the_seats_either_side_owed(
    sandbox: EmbeddedSandbox, client: PartnerClient, journal: Journal, clock: MovingClock
) -> None:
    # Ravi, the second of the party, cancelled: the foreigner's and Meena's seats are the ones
    # the operator cancelled, told apart by their passenger ids, not the last two by count.
    ref, price, given = await part_cancelled(sandbox, client, journal, clock, traveller=1)
    assert operator_cancels(sandbox, HAVELOCK) == {ref}
    assert await watched(client, journal) == 1

    due = journal.till.refund_due(operator_request_id(ref))
    assert due is not None
    assert due.amount == Decimal("3437.50")  # 2,120.00 + 1,317.50
    assert money(due.amount + given) < price.total  # what Ravi's cancellation kept stays kept


async def test_a_disruption_recorded_under_the_earlier_rule_keeps_its_amount(
    sandbox: EmbeddedSandbox, client: PartnerClient, journal: Journal, clock: MovingClock
) -> None:
    ref, price, given = await part_cancelled(sandbox, client, journal, clock)
    assert operator_cancels(sandbox, HAVELOCK) == {ref}
    # Recorded by a counter of the earlier rule: all paid less the refund given.
    old = money(price.total - given)
    with journal.disruptions.held():
        assert journal.disruptions.record(
            Found(
                ref,
                DisruptionKind.CANCELLED,
                {},
                {},
                Decimal("2305.00"),
                RefundDue(ref, "Asha Rao", ((CASH, old),)),
            )
        )
    assert await watched(client, journal) == 0  # found once: never worked out again

    party, message = party_of(journal, client, ref)
    assert party.owed == old
    assert f"₹{amount_text(old)}" in message
    books = BooksReader(journal._conn)
    assert books.owed_to(ref) == old
    assert books.differences() == []
    assert journal.till.owed_on(ref) == old
