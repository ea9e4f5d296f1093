"""What an operator's cancellation gives the customer back, to the paisa: what they paid for the
seats it cancelled, with the agency's service charge refunded or kept; when a watched trip
starts, and so how often it is asked about."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

import pytest

from app.domain.clock import at_service_time
from app.domain.disruption import Pace, operator_refund, seats_held, trip_start, watched
from app.domain.modules import Module
from app.domain.till import CustomerPrice, Markup, SeatFare, TillRules, customer_price

D = Decimal
ADULT = SeatFare(D("1850.00"), D("150.00"))  # boat fare (GST 5 %) and permit
CHILD = SeatFare(D("925.00"), D("75.00"))


def party(markup: Markup) -> CustomerPrice:
    """Two adults and a child on a BOAT departure, GST 5 %, rounded to the rupee."""
    rules = TillRules(markups={Module.BOAT: markup}, round_to=1)
    return customer_price(Module.BOAT, [ADULT, ADULT, CHILD], D(5), rules)


CHARGED = party(Markup(per_seat=D("50.00")))  # 150.00 of service charge for three seats


def test_the_party_price_the_refunds_start_from() -> None:
    # 5,000.00 fares + 231.25 GST + 150.00 service charge = 5,381.25, rounded to 5,381.00.
    assert (CHARGED.fares, CHARGED.gst, CHARGED.markup) == (D("5000.00"), D("231.25"), D("150.00"))
    assert (CHARGED.round_off, CHARGED.total) == (D("-0.25"), D("5381.00"))


EVERY = [0, 1, 2]
ADULTS = [0, 1]  # the child cancelled by the customer before


@pytest.mark.parametrize("refund_service_charge", [True, False])
@pytest.mark.parametrize("markup", [Markup(per_seat=D("50.00")), Markup(percent=D(-10)), Markup()])
def test_with_no_earlier_cancellation_it_owes_what_the_earlier_rule_owed(
    refund_service_charge: bool, markup: Markup
) -> None:
    # The rule before, all paid less the service charge kept: the booking still held every seat.
    price = party(markup)
    kept = price.markup if price.markup > 0 and not refund_service_charge else D(0)
    owed = operator_refund(price, EVERY, D("0.00"), refund_service_charge=refund_service_charge)
    assert owed == price.total - kept


@pytest.mark.parametrize(
    ("refund_service_charge", "held", "given_back", "owed"),
    [
        (True, EVERY, D("0.00"), D("5381.00")),  # everything paid, the service charge too
        (False, EVERY, D("0.00"), D("5231.00")),  # the agency keeps its 150.00
        # After the child's cancellation (1,096.20 paid for it; 500.00 given back, the rest
        # kept): the two adults' 2 x 2,142.40, less their 100.00 when the agency keeps it.
        (True, ADULTS, D("500.00"), D("4284.80")),
        (False, ADULTS, D("500.00"), D("4184.80")),
        # Never more than all paid less what the customer's own cancellations gave back: a
        # refund above the rule on the child, either side of the two adults' share.
        (True, ADULTS, D("1096.19"), D("4284.80")),
        (True, ADULTS, D("1096.20"), D("4284.80")),
        (True, ADULTS, D("1096.21"), D("4284.79")),
        (True, ADULTS, D("5380.99"), D("0.01")),
        (True, ADULTS, D("5381.00"), D("0.00")),
        (True, ADULTS, D("6000.00"), D("0.00")),  # never below nothing
        (True, [], D("0.00"), D("0.00")),  # every seat cancelled before: nothing held
    ],
)
def test_the_operator_refund_is_what_was_paid_for_the_seats_it_cancelled(
    refund_service_charge: bool, held: list[int], given_back: Decimal, owed: Decimal
) -> None:
    refund = operator_refund(CHARGED, held, given_back, refund_service_charge=refund_service_charge)
    assert refund == owed
    assert refund.as_tuple().exponent == -2  # to the paisa


def test_a_discount_is_never_given_back_as_if_it_were_a_charge() -> None:
    # 10 % off the fares: -500.00, so 5,000.00 + 231.25 - 500.00 = 4,731.25 -> 4,731.00.
    discounted = party(Markup(percent=D(-10)))
    assert (discounted.markup, discounted.total) == (D("-500.00"), D("4731.00"))
    for refund_service_charge in (True, False):
        owed = operator_refund(
            discounted, ADULTS, D("0.00"), refund_service_charge=refund_service_charge
        )
        assert owed == D("3784.80")  # 2 x (2,000.00 + 92.50 - 200.00 - 0.10), whichever rule


@pytest.mark.parametrize(
    ("manifest", "released_ids", "released_count", "held"),
    [
        ([11, 12, 13], set(), 0, [0, 1, 2]),  # nothing cancelled before
        ([11, 12, 13], {12}, 1, [0, 2]),  # a BOAT traveller by passenger id
        ([11, 12, 13], {11, 13}, 2, [1]),
        ([11, 12, 13], {11, 12, 13}, 3, []),
        ([], set(), 1, [1, 2]),  # an ACTIVITY: the seats after those released
        ([], set(), 3, []),
        ([], set(), 5, []),
        ([11, 12], {12}, 1, [1, 2]),  # a manifest short of the sale's seats: counted
        ([11, None, 13], {12}, 1, [1, 2]),  # a released id the manifest does not name
    ],
)
def test_the_seats_held_when_the_operator_cancelled(
    manifest: list[int | None], released_ids: set[int], released_count: int, held: list[int]
) -> None:
    assert seats_held(3, manifest, released_ids, released_count) == held


DAY = dt.date(2026, 12, 3)
DEPARTS = at_service_time(DAY, dt.time(11, 0))  # a BOAT departure the first answer gave
SECOND = dt.timedelta(seconds=1)


@pytest.mark.parametrize(
    ("trip", "starts"),
    [
        ({"travel_date": "2026-12-03", "departure_time": "11:00:00"}, DEPARTS),
        ({"travel_date": "2026-12-03", "slot_label": "Morning"}, at_service_time(DAY, dt.time())),
        ({}, at_service_time(DAY, dt.time())),  # not asked yet: the day's first moment
        ({"departure_time": "soon"}, at_service_time(DAY, dt.time())),
    ],
    ids=["boat-departure", "activity-slot", "never-asked", "unreadable-time"],
)
def test_a_trip_starts_at_its_departure_time_else_at_the_days_start(
    trip: dict[str, str], starts: dt.datetime
) -> None:
    assert trip_start(DAY, trip) == starts


@pytest.mark.parametrize(
    ("before", "interval"),
    [
        (dt.timedelta(hours=48), Pace().near),
        (dt.timedelta(hours=48) + SECOND, Pace().far),  # two days ahead, 11 hours after 00:00
        (dt.timedelta(hours=1), Pace().near),
        (dt.timedelta(days=21), dt.timedelta(hours=6)),  # three weeks ahead: six hours
    ],
)
def test_the_near_interval_counts_48_hours_back_from_the_departure(
    before: dt.timedelta, interval: dt.timedelta
) -> None:
    assert Pace().interval(DEPARTS, DEPARTS - before) == interval


def test_a_trip_coming_within_48_hours_is_due_then_not_a_far_interval_later() -> None:
    checked = DEPARTS - dt.timedelta(hours=49)
    assert Pace().next_look(DEPARTS, checked) == DEPARTS - dt.timedelta(hours=48)
    weeks = DEPARTS - dt.timedelta(days=21)
    assert Pace().next_look(DEPARTS, weeks) == weeks + dt.timedelta(hours=6)
    inside = DEPARTS - dt.timedelta(hours=3)
    assert Pace().next_look(DEPARTS, inside) == inside + dt.timedelta(minutes=10)


def test_a_far_interval_saved_above_six_hours_is_six_hours() -> None:
    slow = Pace(far=dt.timedelta(hours=30))
    assert slow.interval(DEPARTS, DEPARTS - dt.timedelta(days=30)) == dt.timedelta(hours=6)


@pytest.mark.parametrize(
    ("before", "watching"),
    [
        (dt.timedelta(hours=72), True),
        (dt.timedelta(days=120), True),  # months ahead: no horizon
        (dt.timedelta(hours=-12, minutes=-59), True),  # departed, its day not over
        (dt.timedelta(hours=-13), False),
    ],
)
def test_a_trip_is_watched_until_its_day_is_over_however_far_ahead(
    before: dt.timedelta, watching: bool
) -> None:
    assert watched(DEPARTS, DEPARTS - before) is watching
