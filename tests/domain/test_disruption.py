"""What an operator's cancellation gives the customer back, to the paisa, with the agency's
service charge refunded or kept; when a watched trip starts, and so how often it is asked about."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

import pytest

from app.domain.clock import at_service_time
from app.domain.disruption import Pace, operator_refund, trip_start, watched
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


@pytest.mark.parametrize(
    ("refund_service_charge", "given_back", "owed"),
    [
        (True, D("0.00"), D("5381.00")),  # everything paid, the service charge too
        (False, D("0.00"), D("5231.00")),  # the agency keeps its 150.00
        (True, D("1000.00"), D("4381.00")),  # less what went back already
        (False, D("1000.00"), D("4231.00")),
        (True, D("5380.99"), D("0.01")),
        (False, D("5230.99"), D("0.01")),
        (False, D("5231.00"), D("0.00")),
        (True, D("6000.00"), D("0.00")),  # never below nothing
        (False, D("5300.00"), D("0.00")),
    ],
)
def test_the_operator_refund_with_the_service_charge_refunded_or_kept(
    refund_service_charge: bool, given_back: Decimal, owed: Decimal
) -> None:
    refund = operator_refund(CHARGED, given_back, refund_service_charge=refund_service_charge)
    assert refund == owed
    assert refund.as_tuple().exponent == -2  # to the paisa


def test_a_discount_is_never_given_back_as_if_it_were_a_charge() -> None:
    # 10 % off the fares: -500.00, so 5,000.00 + 231.25 - 500.00 = 4,731.25 -> 4,731.00.
    discounted = party(Markup(percent=D(-10)))
    assert (discounted.markup, discounted.total) == (D("-500.00"), D("4731.00"))
    for refund_service_charge in (True, False):
        owed = operator_refund(discounted, D("0.00"), refund_service_charge=refund_service_charge)
        assert owed == D("4731.00")  # what they paid, whichever the agency's rule


def test_with_no_service_charge_the_rule_changes_nothing() -> None:
    plain = party(Markup())
    assert plain.total == D("5231.00")  # 5,231.25 rounded
    kept = operator_refund(plain, D("31.00"), refund_service_charge=False)
    assert kept == operator_refund(plain, D("31.00"), refund_service_charge=True) == D("5200.00")


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
