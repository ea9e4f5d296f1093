"""The seeded catalogue: deterministic, 120 bookable days, scalable, cut-offs in search."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from app.api import PartnerClient
from app.sandbox import EmbeddedSandbox
from app.sandbox.jsonwire import dumps
from tests.conftest import FROZEN_NOW, SandboxFactory, client_for
from tests.sandbox.helpers import SCUBA, SEA_WALK, raw_get

TODAY = FROZEN_NOW.date()


async def test_every_day_of_the_horizon_is_bookable_and_the_next_is_not(
    demo: PartnerClient,
) -> None:
    for offset in (0, 1, 60, 119):
        day = TODAY + dt.timedelta(days=offset)
        found = await demo.search_availability("ACTIVITY", day, activity_id=SEA_WALK)
        assert found.bookable_count, day
        boats = await demo.search_availability("BOAT", day)
        assert boats.count == 6
    beyond = await demo.search_availability("ACTIVITY", TODAY + dt.timedelta(days=120))
    assert (beyond.count, beyond.available) == (0, False)
    assert beyond.reason


async def test_cutoff_closes_a_slot_and_the_override_wins(
    sandbox: EmbeddedSandbox, demo: PartnerClient
) -> None:
    tomorrow = TODAY + dt.timedelta(days=1)
    # 04:30 tomorrow is 3.5 hours before the 08:00 dive: the 240-minute override has closed
    # it while the 120-minute default still lets the 10:30 dive be booked.
    sandbox.clock = dt.datetime.combine(tomorrow, dt.time(4, 30), FROZEN_NOW.tzinfo)
    morning, late, _ = (await demo.search_availability("ACTIVITY", tomorrow, SCUBA)).data
    assert morning.booking_rules is not None and late.booking_rules is not None
    assert not morning.booking_rules.is_booking_open and not morning.booking_rules.is_bookable
    assert morning.booking_rules.reason
    assert late.booking_rules.is_bookable
    refused = (
        await demo.search_availability("BOAT", tomorrow)
    ).data  # schedule 6 closes two days ahead
    closed = {item.schedule_id for item in refused if item.booking_close_days == 2}
    assert closed == {6}


async def test_fares_are_the_same_in_every_new_database(start_sandbox: SandboxFactory) -> None:
    first, second = start_sandbox(), start_sandbox()
    day = TODAY + dt.timedelta(days=9)
    bodies = [
        raw_get(sb, "search_availability", {"module": "ACTIVITY", "date": str(day)}).content
        for sb in (first, second)
    ]
    assert bodies[0] == bodies[1]


async def test_weekends_cost_more(demo: PartnerClient) -> None:
    friday, saturday = TODAY + dt.timedelta(days=3), TODAY + dt.timedelta(days=4)
    weekday = (await demo.search_availability("ACTIVITY", friday, SEA_WALK)).data[0]
    weekend = (await demo.search_availability("ACTIVITY", saturday, SEA_WALK)).data[0]
    assert weekend.pricing.fare_per_person == weekday.pricing.fare_per_person * Decimal("1.1")


async def test_a_large_catalogue_lists_500_items(start_sandbox: SandboxFactory) -> None:
    sandbox = start_sandbox(catalogue_size=600)
    async with client_for(sandbox, sandbox.demo_key) as client:
        activities = await client.content("ACTIVITY", limit=500)
        boats = await client.content("BOAT", TODAY + dt.timedelta(days=2), limit=500)
        assert (activities.count, boats.count) == (500, 500)
        default = await client.content("ACTIVITY")
        assert default.count == 500
        assert len({item.activity_id for item in activities.data}) == 500


def test_amounts_are_written_with_two_decimals() -> None:
    text = dumps(
        {
            "a": Decimal("1234.5"),
            "b": Decimal("200000"),
            "c": Decimal("-0.005"),
            "d": dt.date(2026, 12, 1),
            "e": dt.time(6, 15),
            "f": "~00~1.00~00~",
        }
    ).decode()
    assert text == (
        '{"a":1234.50,"b":200000.00,"c":-0.01,"d":"2026-12-01","e":"06:15:00","f":"~00~1.00~00~"}'
    )


async def test_the_demo_catalogue_data_is_what_the_sandbox_serves(demo: PartnerClient) -> None:
    friday = TODAY + dt.timedelta(days=3)
    activities = (await demo.content("ACTIVITY", friday)).data
    assert [(a.activity_id, a.title) for a in activities][:3] == [
        (1, "Scuba Diving at North Bay"),
        (2, "Glass-Bottom Boat Ride at Elephant Beach"),
        (3, "Sea Walk at Elephant Beach"),
    ]
    assert len(activities) == 8 and activities[0].location == "North Bay Island, Port Blair"
    dives = (await demo.search_availability("ACTIVITY", friday, SCUBA)).data
    assert [(d.slot.label, d.pricing.fare_per_person) for d in dives] == [
        ("Morning dive", Decimal("4999.00")),
        ("Late-morning dive", Decimal("4499.00")),
        ("Afternoon dive", Decimal("4499.00")),
    ]
    departures = (await demo.search_availability("BOAT", friday)).data
    first = departures[0]
    assert (first.boat_name, first.trip_name, first.departure_time) == (
        "MV Coral Queen",
        "Port Blair to Swaraj Dweep (Havelock)",
        dt.time(6, 15),
    )
    adult_indian = next(
        r for r in first.rates if (r.ticket_type, r.nationality) == ("ADULT", "INDIAN")
    )
    assert (adult_indian.boat_fare, adult_indian.permit_fare) == (
        Decimal("1150.00"),
        Decimal("50.00"),
    )
