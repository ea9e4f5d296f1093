"""What the customer paid for each seat: the sale's lines shared over its seats to the paisa,
each line's shares adding up exactly to the line (docs/decisions/disruption-per-seat.md); and
each seat's line as the counter shows it, the lines adding up to the total (issue 93)."""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.domain.modules import Module
from app.domain.money import ZERO, apportion, money
from app.domain.seat_shares import SeatLine, SeatShare, paid_for, seat_lines, seat_shares, shared
from app.domain.till import CustomerPrice, Markup, SeatFare, TillRules, customer_price

D = Decimal
ADULT = SeatFare(D("1850.00"), D("150.00"))  # boat fare (GST 5 %) and permit
CHILD = SeatFare(D("925.00"), D("75.00"))


def boat(markup: Markup, round_to: int = 1) -> CustomerPrice:
    """Two adults and a child on a BOAT departure, GST 5 %."""
    rules = TillRules(markups={Module.BOAT: markup}, round_to=round_to)
    return customer_price(Module.BOAT, [ADULT, ADULT, CHILD], D(5), rules)


def test_each_seat_its_fare_gst_service_charge_and_round_off() -> None:
    # 5,000.00 fares + 231.25 GST (92.50, 92.50, 46.25) + 3 x 50.00 = 5,381.25 -> 5,381.00: the
    # -0.25 by what each seat came to (2,142.50, 2,142.50, 1,096.25): 0.10, 0.10, 0.05.
    price = boat(Markup(per_seat=D("50.00")))
    assert seat_shares(price) == (
        SeatShare(D("2000.00"), D("92.50"), D("50.00"), D("-0.10")),
        SeatShare(D("2000.00"), D("92.50"), D("50.00"), D("-0.10")),
        SeatShare(D("1000.00"), D("46.25"), D("50.00"), D("-0.05")),
    )
    assert [s.paid for s in seat_shares(price)] == [D("2142.40"), D("2142.40"), D("1096.20")]


def test_a_percentage_service_charge_follows_the_fares_and_the_flat_part_the_seats() -> None:
    # 5 % of 5,000.00 = 250.00 by fares (100, 100, 50) plus 20.00 a seat; 5,541.25 rounded to
    # 10 rupees: 5,540.00, -1.25 shared 0.50, 0.50, 0.25 (the child's remainder the least).
    price = boat(Markup(percent=D(5), per_seat=D("20.00")), round_to=10)
    shares = seat_shares(price)
    assert [s.service_charge for s in shares] == [D("120.00"), D("120.00"), D("70.00")]
    assert [s.round_off for s in shares] == [D("-0.50"), D("-0.50"), D("-0.25")]
    assert price.total == D("5540.00")


def test_a_rounding_up_is_shared_as_a_rounding_down() -> None:
    # No service charge: 5,231.25 rounded to 10 rupees is 5,230.00; to 5: 5,230.00; a single
    # seat's 2,092.50 rounded to 5 rupees goes up 2.50, all of it its own.
    price = customer_price(Module.BOAT, [ADULT], D(5), TillRules(round_to=5))
    assert (price.round_off, price.total) == (D("2.50"), D("2095.00"))
    assert seat_shares(price) == (SeatShare(D("2000.00"), D("92.50"), ZERO, D("2.50")),)


def test_an_activitys_gst_taxed_on_the_total_lands_its_paisa_by_remainder() -> None:
    # Three seats of 333.33 at 18 %: 999.99 taxed once, 180.00; each seat's own would be 60.00
    # (59.9994): the shares are 60.00 each, adding up to the GST charged.
    seat = SeatFare(D("333.33"))
    price = customer_price(Module.ACTIVITY, [seat] * 3, D(18), TillRules(round_to=0))
    assert price.gst == D("180.00")
    assert [s.gst for s in seat_shares(price)] == [D("60.00")] * 3
    # Two seats of 0.10 at 5 %: 0.20 taxed once is 0.01; each seat's own 0.005 rounds to 0.01:
    # equal weights, the paisa to the first seat.
    two = customer_price(Module.ACTIVITY, [SeatFare(D("0.10"))] * 2, D(5), TillRules(round_to=0))
    assert two.gst == D("0.01")
    assert [s.gst for s in seat_shares(two)] == [D("0.01"), D("0.00")]


def test_a_discount_is_a_negative_share() -> None:
    price = boat(Markup(percent=D(-10)))  # 500.00 off: 200, 200, 100
    assert [s.service_charge for s in seat_shares(price)] == [D("-200.00")] * 2 + [D("-100.00")]
    assert sum((s.paid for s in seat_shares(price)), ZERO) == price.total == D("4731.00")


def test_free_seats_share_equally_what_nothing_weighs() -> None:
    free = SeatFare(ZERO)
    price = customer_price(Module.BOAT, [free, free], D(5), TillRules(round_to=0))
    assert seat_shares(price) == (SeatShare(ZERO, ZERO, ZERO, ZERO),) * 2
    assert shared(D("0.01"), [ZERO, ZERO]) == [D("0.01"), D("0.00")]
    assert shared(D("-0.03"), [D("1"), D("-5")]) == [D("-0.03"), D("0.00")]


def test_paid_for_keeps_the_service_charge_only_when_the_agency_keeps_it() -> None:
    price = boat(Markup(per_seat=D("50.00")))
    assert paid_for(price, [0, 1], service_charge=True) == D("4284.80")
    assert paid_for(price, [0, 1], service_charge=False) == D("4184.80")
    assert paid_for(price, [], service_charge=True) == ZERO
    every = [0, 1, 2]
    assert paid_for(price, every, service_charge=True) == price.total
    assert paid_for(price, every, service_charge=False) == money(price.total - price.markup)
    discounted = boat(Markup(percent=D(-10)))
    assert paid_for(discounted, [2], service_charge=False) == D("946.20")  # the discount stays off
    for wrong in ([3], [-1], [0, 0]):
        with pytest.raises(ValueError, match="not seats of this sale"):
            paid_for(price, wrong, service_charge=True)


SEATS = st.lists(
    st.builds(
        SeatFare,
        st.decimals(D("0.00"), D("9999.99"), places=2),
        st.decimals(D("0.00"), D("999.99"), places=2),
    ),
    min_size=1,
    max_size=9,
)


@given(
    seats=SEATS,
    module=st.sampled_from(list(Module)),
    gst=st.sampled_from([D(0), D(5), D(18)]),
    percent=st.decimals(D("-50"), D("30"), places=2),
    per_seat=st.decimals(D("-20.00"), D("100.00"), places=2),
    round_to=st.sampled_from([0, 1, 5, 10]),
)
def test_the_shares_of_every_line_add_up_to_it_exactly(
    seats: list[SeatFare],
    module: Module,
    gst: Decimal,
    percent: Decimal,
    per_seat: Decimal,
    round_to: int,
) -> None:
    rules = TillRules(markups={module: Markup(percent, per_seat)}, round_to=round_to)
    price = customer_price(module, seats, gst, rules)
    shares = seat_shares(price)
    assert len(shares) == len(seats)
    assert sum((s.fare for s in shares), ZERO) == price.fares
    assert sum((s.gst for s in shares), ZERO) == price.gst
    assert sum((s.service_charge for s in shares), ZERO) == price.markup
    assert sum((s.round_off for s in shares), ZERO) == price.round_off
    assert sum((s.paid for s in shares), ZERO) == price.total
    assert all(s.paid.as_tuple().exponent == -2 for s in shares)


def test_apportion_to_the_paisa_both_sides_of_its_limits() -> None:
    assert apportion(100, [1, 1, 1]) == [34, 33, 33]  # a tie to the earlier
    assert apportion(100, [1, 2]) == [33, 67]
    assert apportion(2, [1, 3]) == [0, 2]  # a tie of remainders to the larger weight
    assert apportion(0, [5, 0]) == [0, 0]
    assert apportion(7, [0, 3]) == [0, 7]
    for whole, weights in ((-1, [1]), (1, [0, 0]), (1, []), (1, [2, -1])):
        with pytest.raises(ValueError, match="cannot be shared"):
            apportion(whole, weights)


def test_seat_lines_of_a_total_that_divides_name_no_rounding() -> None:
    # The activity: two seats of 920.00 at 18 % are 1,085.60 each alone (1,086 in the
    # slot table), 2,171.20 together, rounded once to 2,171.00: 1,085.50 a seat, nothing left.
    seat = SeatFare(D("920.00"))
    price = customer_price(Module.ACTIVITY, [seat, seat], D(18), TillRules(round_to=1))
    assert price.total == D("2171.00")
    assert seat_lines(price) == (SeatLine(D("1085.50")), SeatLine(D("1085.50")))
    assert all(not line.rounding for line in seat_lines(price))


def test_seat_lines_of_a_total_that_does_not_divide_put_its_paise_on_one_seat() -> None:
    # Two adults (1,150.00 and a permit of 50.00) and a child (690.00 and 25.00), GST 5 %, a
    # 5 % service charge: 1,317.50 and 785.25 a seat alone (1,318 and 785 rounded, 3,421
    # together), 3,420.25 the sale, rounded once to 3,420.00. Each seat its part to the paisa
    # below; the paisa left on the first seat, named there.
    adult, child = SeatFare(D("1150.00"), D("50.00")), SeatFare(D("690.00"), D("25.00"))
    rules = TillRules({Module.BOAT: Markup(percent=D(5))}, round_to=1)
    price = customer_price(Module.BOAT, [adult, adult, child], D(5), rules)
    assert price.total == D("3420.00")
    lines = seat_lines(price)
    assert lines == (
        SeatLine(D("1317.41"), D("0.01")),
        SeatLine(D("1317.40")),
        SeatLine(D("785.19")),
    )
    assert sum((line.amount for line in lines), ZERO) == price.total
    # Three equal seats of 333.33, 999.99 rounded to 1,000.00: 333.34, the paisa named, then
    # 333.33 twice.
    third = customer_price(Module.ACTIVITY, [SeatFare(D("333.33"))] * 3, D(0), TillRules())
    assert third.total == D("1000.00")
    assert [line.amount for line in seat_lines(third)] == [D("333.34"), D("333.33"), D("333.33")]
    assert [line.rounding for line in seat_lines(third)] == [D("0.01"), ZERO, ZERO]


def test_the_paise_left_go_to_the_first_seat_that_costs_something() -> None:
    # An infant travels free first: the paisa goes to the first seat with a price.
    infant, adult = SeatFare(ZERO), SeatFare(D("33.40"))
    price = customer_price(Module.BOAT, [infant, adult, adult, adult], D(0), TillRules())
    assert price.total == D("100.00")  # 100.20 rounded
    assert seat_lines(price) == (
        SeatLine(ZERO),
        SeatLine(D("33.34"), D("0.01")),
        SeatLine(D("33.33")),
        SeatLine(D("33.33")),
    )
    free = customer_price(Module.BOAT, [infant, infant], D(5), TillRules(round_to=0))
    assert seat_lines(free) == (SeatLine(ZERO), SeatLine(ZERO))
    with pytest.raises(ValueError, match="without seats"):
        seat_lines(customer_price(Module.BOAT, [], D(5), TillRules()))


@given(
    seats=SEATS,
    module=st.sampled_from(list(Module)),
    gst=st.sampled_from([D(0), D(5), D(18)]),
    percent=st.decimals(D("-50"), D("30"), places=2),
    per_seat=st.decimals(D("-20.00"), D("100.00"), places=2),
    round_to=st.sampled_from([0, 1, 5, 10]),
)
def test_seat_lines_add_up_to_the_total_with_the_paise_left_on_one_seat(
    seats: list[SeatFare],
    module: Module,
    gst: Decimal,
    percent: Decimal,
    per_seat: Decimal,
    round_to: int,
) -> None:
    rules = TillRules(markups={module: Markup(percent, per_seat)}, round_to=round_to)
    price = customer_price(module, seats, gst, rules)
    lines = seat_lines(price)
    assert len(lines) == len(seats)
    assert sum((line.amount for line in lines), ZERO) == price.total
    rounded = [line for line in lines if line.rounding]
    assert len(rounded) <= 1
    # Fewer paise left than seats: each seat's part lost less than a paisa.
    assert all(abs(line.rounding) < D("0.01") * len(seats) for line in rounded)
    # Seats of one fare read one figure, but for the paise named on one of them.
    for seat in seats:
        twins = {
            line.amount - line.rounding for s, line in zip(seats, lines, strict=True) if s == seat
        }
        assert len(twins) == 1, seat
