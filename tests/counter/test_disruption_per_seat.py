"""What an operator's cancellation owes after the customer's own part-cancellation, on the
embedded sandbox through the counter's services: what the customer paid for the seats the
operator cancelled, the penalty kept on the seat they cancelled still kept; the Disruptions
screen's model, its letter and the books say the same; one recorded under the earlier rule
keeps its amount (docs/decisions/disruption-per-seat.md)."""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from collections.abc import AsyncIterator, Iterator
from contextlib import closing
from decimal import Decimal
from pathlib import Path

import pytest

from app.api import PartnerClient
from app.booking import agent_of
from app.booking.aftersale import Refused
from app.booking.cancel import some_travellers
from app.books.kept import KeptBooks
from app.counter.services.disruptions import DisruptionService, Party
from app.domain.disruption import DisruptionKind
from app.domain.modules import Module
from app.domain.money import ZERO, money
from app.domain.seat_shares import seat_shares
from app.domain.tenders import CASH
from app.domain.till import CustomerPrice, Markup, TillRules
from app.figures import amount_text
from app.journal import Journal
from app.journal.disruptions import Found, operator_request_id
from app.journal.store import DATABASE_NAME
from app.records.refunds import RefundDue
from app.sandbox import EmbeddedSandbox
from tests.booking.sales import boat_choice, documented_indian, foreigner
from tests.conftest import client_for
from tests.counter.disrupted_sales import (
    DAY,
    MovingClock,
    aftersale_of,
    operator_cancels,
    sell_party,
    watched,
)
from tests.sandbox.helpers import ALL_FLAGS_TRIP_SCHEDULE

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


def wallet_credit(journal: Journal, request_id: str) -> Decimal:
    """What the wallet got back for the cancellation ``request_id``, as journalled."""
    with closing(sqlite3.connect(journal.folder / DATABASE_NAME)) as conn:
        (body,) = conn.execute(
            "SELECT body FROM money_events WHERE event_id = ?", (f"cancellation:{request_id}",)
        ).fetchone()
    parts = json.loads(body)
    return money(Decimal(parts["wallet_credit"]) + Decimal(parts["wallet_cash"]))


async def part_cancelled(
    sandbox: EmbeddedSandbox, client: PartnerClient, journal: Journal, clock: MovingClock
) -> tuple[str, CustomerPrice, Decimal]:
    """The tracker's party sold at PB1 in cash (a foreign adult and two Indian adults to
    Havelock, a 5 % service charge), the foreigner cancelled by the customer 27 hours before
    the departure (the half band; the till keeps the service charge) and the refund paid: the
    booking's reference, its price, the refund given."""
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
    first = status.traveler_manifest[0].passenger_id
    assert first is not None
    one = some_travellers(status, [first])
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
    screen = DisruptionService(aftersale_of(journal, client), language="en", agency="Island Desk")
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
    assert KeptBooks(journal._conn).owed_to(ref) == due.amount


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
    books = KeptBooks(journal._conn)
    assert books.owed_to(ref) == old
    assert books.differences() == []
    assert journal.till.owed_on(ref) == old
