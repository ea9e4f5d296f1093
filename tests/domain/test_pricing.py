"""ACTIVITY and BOAT totals (docs/partner-interface.md §12), checked against exact fractions."""

from __future__ import annotations

import math
from decimal import Decimal
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from app.domain.pricing import activity_price, boat_line, boat_price


def to_paisa(value: Fraction) -> Fraction:
    """One ROUND_HALF_UP to two places of a non-negative exact value."""
    return Fraction(math.floor(value * 100 + Fraction(1, 2)), 100)


def exact(value: Decimal) -> Fraction:
    """A Decimal as an exact fraction."""
    return Fraction(value)


amounts = st.integers(min_value=0, max_value=5_000_000).map(lambda c: Decimal(c) / 100)
percentages = st.integers(min_value=0, max_value=2_800).map(lambda c: Decimal(c) / 100)


@st.composite
def fare_and_commission(draw: st.DrawFn) -> tuple[Decimal, Decimal]:
    """A fare and a FLAT commission no larger than it."""
    fare = draw(amounts)
    commission = draw(
        st.integers(min_value=0, max_value=int(fare * 100)).map(lambda c: Decimal(c) / 100)
    )
    return fare, commission


def test_activity_worked_example() -> None:
    price = activity_price(Decimal("1500.00"), Decimal("150.00"), 3, Decimal("18"))
    assert price.net_partner_price == Decimal("1350.00")
    assert price.net_partner_total == Decimal("4050.00")
    assert price.gst_amount == Decimal("729.00")
    assert price.total_payable == Decimal("4779.00")


def test_activity_gst_rounds_half_up_once() -> None:
    # 0.05 * 5 % = 0.0025 -> 0.00; 0.10 * 5 % = 0.005 -> 0.01 (half up, not to even)
    assert activity_price(Decimal("0.05"), Decimal("0"), 1, Decimal("5")).gst_amount == Decimal(
        "0.00"
    )
    assert activity_price(Decimal("0.10"), Decimal("0"), 1, Decimal("5")).gst_amount == Decimal(
        "0.01"
    )


@settings(max_examples=300)
@given(fc=fare_and_commission(), qty=st.integers(min_value=1, max_value=100), gst=percentages)
def test_activity_totals_are_never_off_by_a_paisa(
    fc: tuple[Decimal, Decimal], qty: int, gst: Decimal
) -> None:
    fare, commission = fc
    price = activity_price(fare, commission, qty, gst)
    net_total = (exact(fare) - exact(commission)) * qty
    gst_amount = to_paisa(net_total * exact(gst) / 100)
    assert exact(price.net_partner_total) == net_total
    assert exact(price.gst_amount) == gst_amount
    assert exact(price.total_payable) == net_total + gst_amount
    assert price.total_payable == price.net_partner_total + price.gst_amount
    for amount in (
        price.net_partner_price,
        price.net_partner_total,
        price.gst_amount,
        price.total_payable,
    ):
        assert amount.as_tuple().exponent == -2


def test_boat_example_gst_skips_the_permit() -> None:
    line = boat_line(Decimal("1000.00"), Decimal("75.00"), Decimal("100.00"), Decimal("5"))
    assert (line.mrp, line.net_price, line.net_fare) == (
        Decimal("1075.00"),
        Decimal("975.00"),
        Decimal("900.00"),
    )
    assert line.gst_amount == Decimal("45.00")
    assert line.total == Decimal("1020.00")


boat_lines = st.lists(st.tuples(fare_and_commission(), amounts), min_size=1, max_size=8)


@settings(max_examples=200)
@given(lines=boat_lines, gst=percentages)
def test_boat_total_is_fare_plus_permit_plus_gst_and_gst_never_taxes_the_permit(
    lines: list[tuple[tuple[Decimal, Decimal], Decimal]], gst: Decimal
) -> None:
    built = [boat_line(fare, permit, commission, gst) for (fare, commission), permit in lines]
    price = boat_price(built)
    assert price.total_price == price.fare_amount + price.permit_amount + price.gst_amount
    # GST per passenger line, each rounded once, on the net boat fare only.
    expected_gst = sum(
        (
            to_paisa((exact(fare) - exact(commission)) * exact(gst) / 100)
            for (fare, commission), _ in lines
        ),
        Fraction(0),
    )
    assert exact(price.gst_amount) == expected_gst
    assert exact(price.permit_amount) == sum((exact(permit) for _, permit in lines), Fraction(0))
    # The same trip with free permits pays exactly the permits less, GST unchanged.
    no_permits = boat_price(
        boat_line(fare, Decimal(0), commission, gst) for (fare, commission), _ in lines
    )
    assert no_permits.gst_amount == price.gst_amount
    assert price.total_price - no_permits.total_price == price.permit_amount
