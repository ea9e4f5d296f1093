"""The customer's price, margin and refund rules, to the paisa."""

from __future__ import annotations

from decimal import Decimal

import pytest

from app.domain.cancellation import PolicyBand
from app.domain.modules import Module
from app.domain.payment import Payment
from app.domain.tenders import BANK, CARD, CASH, UPI
from app.domain.till import (
    CustomerPrice,
    DrawerCount,
    LinesDoNotAddUp,
    Margin,
    Markup,
    MarkupLabel,
    RefundLines,
    RefundVerdict,
    SeatFare,
    TillRules,
    customer_price,
    customer_refund,
    judge_refund,
    refund_left,
    refund_lines,
)

D = Decimal
FARE = SeatFare(D("4999.00"))
ADULT = SeatFare(D("1850.00"), D("150.00"))
CHILD = SeatFare(D("925.00"), D("75.00"))


def activity(rules: TillRules, seats: int = 2) -> Decimal:
    """The customer total of ``seats`` ACTIVITY seats at 4,999.00, GST 18 %."""
    return customer_price(Module.ACTIVITY, [FARE] * seats, D(18), rules).total


def test_an_activity_price_is_fares_plus_gst_rounded_to_the_rupee() -> None:
    price = customer_price(Module.ACTIVITY, [FARE, FARE], D(18), TillRules())

    assert (price.fares, price.gst, price.markup, price.round_off, price.total) == (
        D("9998.00"),
        D("1799.64"),
        D("0.00"),
        D("0.36"),
        D("11798.00"),
    )
    assert price.fare_groups() == ((D("4999.00"), 2),)


def test_boat_gst_is_on_each_boat_fare_never_the_permit() -> None:
    price = customer_price(
        Module.BOAT, [ADULT, CHILD, SeatFare(D("0.00"), D("10.00"))], D("5"), TillRules(round_to=0)
    )

    # 5 % of 1,850 and of 925, per passenger: 92.50 + 46.25; the permits carry none.
    assert (price.fares, price.gst, price.total) == (D("3010.00"), D("138.75"), D("3148.75"))
    assert price.round_off == 0


@pytest.mark.parametrize(
    ("markup", "expected_markup", "label"),
    [
        (Markup(percent=D("10")), D("999.80"), MarkupLabel.SERVICE_CHARGE),
        (Markup(per_seat=D("50")), D("100.00"), MarkupLabel.SERVICE_CHARGE),
        (Markup(D("2.5"), D("20")), D("289.95"), MarkupLabel.SERVICE_CHARGE),
        (Markup(percent=D("-5")), D("-499.90"), MarkupLabel.DISCOUNT),
        (Markup(D("1"), D("-100")), D("-100.02"), MarkupLabel.DISCOUNT),
    ],
)
def test_the_markup_is_a_percentage_and_or_a_flat_per_seat_either_may_be_a_discount(
    markup: Markup, expected_markup: Decimal, label: MarkupLabel
) -> None:
    rules = TillRules(markups={Module.ACTIVITY: markup}, round_to=0)
    price = customer_price(Module.ACTIVITY, [FARE, FARE], D(18), rules)

    assert price.markup == expected_markup
    assert price.markup_label is label
    assert price.total == D("9998.00") + D("1799.64") + expected_markup
    # The rule of one module never prices the other.
    assert customer_price(Module.BOAT, [ADULT], D(5), rules).markup == 0


@pytest.mark.parametrize(
    ("step", "total", "round_off"),
    [
        (0, "11797.64", "0.00"),
        (1, "11798.00", "0.36"),
        (5, "11800.00", "2.36"),
        (10, "11800.00", "2.36"),
    ],
)
def test_round_off_goes_to_the_step_half_up(step: int, total: str, round_off: str) -> None:
    price = customer_price(Module.ACTIVITY, [FARE, FARE], D(18), TillRules(round_to=step))
    assert (price.total, price.round_off) == (D(total), D(round_off))


@pytest.mark.parametrize(
    ("amount", "step", "expected"),
    [
        ("100.50", 1, "101.00"),
        ("100.49", 1, "100.00"),
        ("102.50", 5, "105.00"),
        ("102.49", 5, "100.00"),
        ("105.00", 10, "110.00"),
        ("104.99", 10, "100.00"),
    ],
)
def test_half_a_step_rounds_up(amount: str, step: int, expected: str) -> None:
    price = customer_price(Module.BOAT, [SeatFare(D(0), D(amount))], D(0), TillRules(round_to=step))
    assert price.total == D(expected)
    assert price.round_off == D(expected) - D(amount)


def test_the_rules_name_a_bad_step_or_a_discount_of_everything() -> None:
    rules = TillRules(markups={Module.BOAT: Markup(percent=D(-100))}, round_to=2)
    assert rules.problems() == [
        "Round off must be none, 1, 5 or 10 rupees.",
        "The boat discount must be under 100 %.",
    ]
    assert TillRules().problems() == []


def test_the_margin_is_the_customer_total_less_the_wallet_debit() -> None:
    assert Margin(D("11798.00"), D("10735.64")).amount == D("1062.36")
    assert not Margin(D("10735.64"), D("10735.64")).below_cost
    assert Margin(D("10735.63"), D("10735.64")).below_cost


PRICED = customer_price(
    Module.ACTIVITY,
    [FARE] * 3,
    D(18),
    TillRules(markups={Module.ACTIVITY: Markup(per_seat=D(100))}),
)


@pytest.mark.parametrize(
    ("band", "charge", "expected"),
    [
        # 2 seats: 9,998 + 1,799.64 = 11,797.64; less 200 charge; down to the rupee.
        (PolicyBand.FULL_REFUND, "200.00", "11597.00"),
        # 50 %: 5,898.82 - 200 = 5,698.82 -> 5,698
        (PolicyBand.HALF_REFUND, "200.00", "5698.00"),
        (PolicyBand.WINDOW_CLOSED, "0.00", "0.00"),
        # The charge above the refund leaves nothing, never less.
        (PolicyBand.HALF_REFUND, "9000.00", "0.00"),
    ],
)
def test_the_customer_refund_follows_the_band_less_the_charge_rounded_down(
    band: PolicyBand, charge: str, expected: str
) -> None:
    assert customer_refund(PRICED, [0, 2], band, D(charge)) == D(expected)


def test_the_service_charge_is_refunded_only_when_the_setting_says_so() -> None:
    without = customer_refund(PRICED, [1], PolicyBand.FULL_REFUND, D(0))
    with_it = customer_refund(PRICED, [1], PolicyBand.FULL_REFUND, D(0), refund_service_charge=True)

    # One seat: 4,999 + 899.82 GST = 5,898.82 -> 5,898; its 100 service charge only when set.
    assert (without, with_it) == (D("5898.00"), D("5998.00"))


UNMARKED = customer_price(Module.ACTIVITY, [FARE], D(18), TillRules())
DISCOUNTED = customer_price(
    Module.BOAT, [ADULT, CHILD], D(5), TillRules(markups={Module.BOAT: Markup(percent=D(-10))})
)


def lines(
    fares: str,
    gst: str,
    service_charge: str,
    charge_back: bool,
    percent: int,
    platform_charge: str,
    round_down: str,
    total: str,
) -> RefundLines:
    """A refund's lines from their figures."""
    return RefundLines(
        D(fares), D(gst), D(service_charge), charge_back, D(percent), D(platform_charge),
        D(round_down), D(total),
    )  # fmt: skip


@pytest.mark.parametrize(
    ("price", "released", "band", "charge", "setting", "expected"),
    [
        # Two seats' 200 service charge kept: half of 9,998 + 1,799.64 = 5,898.82, less 200,
        # 0.82 rounded down.
        (
            PRICED, [0, 2], PolicyBand.HALF_REFUND, "200", False,
            lines("9998.00", "1799.64", "200.00", False, 50, "200.00", "-0.82", "5698.00"),
        ),
        # The same seats with the setting on: 11,997.64 in full, less 200, 0.64 rounded down.
        (
            PRICED, [0, 2], PolicyBand.FULL_REFUND, "200", True,
            lines("9998.00", "1799.64", "200.00", True, 100, "200.00", "-0.64", "11797.00"),
        ),
        # No markup at all: a service charge of 0.00, not given back (there is none to give).
        (
            UNMARKED, [0], PolicyBand.FULL_REFUND, "0", False,
            lines("4999.00", "899.82", "0.00", False, 100, "0.00", "-0.82", "5898.00"),
        ),
        # A discount always comes off, whatever the setting: 2,000 + 92.50 - 200 = 1,892.50.
        (
            DISCOUNTED, [0], PolicyBand.FULL_REFUND, "0", False,
            lines("2000.00", "92.50", "-200.00", True, 100, "0.00", "-0.50", "1892.00"),
        ),
        # The charge above the refund: nothing back, and nothing rounded (never below 0).
        (
            PRICED, [0, 2], PolicyBand.HALF_REFUND, "9000", False,
            lines("9998.00", "1799.64", "200.00", False, 50, "9000.00", "0.00", "0.00"),
        ),
        # Cancelling is closed: 0 % of the base, nothing back, a charge still named.
        (
            PRICED, [1], PolicyBand.WINDOW_CLOSED, "100.005", True,
            lines("4999.00", "899.82", "100.00", True, 0, "100.01", "0.00", "0.00"),
        ),
    ],
)  # fmt: skip
def test_the_refund_quote_shows_every_line_of_the_rule(
    price: CustomerPrice,
    released: list[int],
    band: PolicyBand,
    charge: str,
    setting: bool,
    expected: RefundLines,
) -> None:
    got = refund_lines(price, released, band, D(charge), refund_service_charge=setting)

    assert got == expected
    assert got.total == customer_refund(
        price, released, band, D(charge), refund_service_charge=setting
    )
    if got.total:
        # What is back adds up on the quote: the band's share of the base, less the charge,
        # plus the round-down.
        back = got.service_charge if got.charge_back else D(0)
        base = got.fares + got.gst + back
        assert base * got.percent / 100 - got.platform_charge + got.round_down == got.total


@pytest.mark.parametrize("released", [[0, 0], [3], [-1]])
def test_only_seats_of_the_sale_can_be_released_once(released: list[int]) -> None:
    with pytest.raises(ValueError, match="not seats of this sale"):
        customer_refund(PRICED, released, PolicyBand.FULL_REFUND, D(0))


def test_a_discount_always_comes_off_the_refund() -> None:
    rules = TillRules(markups={Module.BOAT: Markup(percent=D(-10))})
    price = customer_price(Module.BOAT, [ADULT, CHILD], D(5), rules)

    # The adult: 2,000 + 92.50 GST - 200 discount = 1,892.50 -> 1,892.
    assert customer_refund(price, [0], PolicyBand.FULL_REFUND, D(0)) == D("1892.00")


@pytest.mark.parametrize(
    ("given", "verdict"),
    [
        ("5898.00", RefundVerdict.ALLOWED),
        ("5000.00", RefundVerdict.ALLOWED),
        ("0.00", RefundVerdict.ALLOWED),
        ("5898.01", RefundVerdict.NEEDS_SUPERVISOR),
        ("6000.00", RefundVerdict.NEEDS_SUPERVISOR),
        ("6000.01", RefundVerdict.ABOVE_PAID),
        ("-0.01", RefundVerdict.REFUSED),
        ("10.005", RefundVerdict.REFUSED),
        ("NaN", RefundVerdict.REFUSED),
    ],
)
def test_staff_may_lower_the_refund_raising_it_needs_a_supervisor_up_to_what_was_paid(
    given: str, verdict: RefundVerdict
) -> None:
    assert judge_refund(D("5898.00"), D(given), D("6000.00")) is verdict


def test_what_was_paid_caps_the_refund_even_when_the_rule_says_more() -> None:
    # A rule above what is left (a wrong setting, a second cancellation): the ceiling wins.
    assert judge_refund(D("1170.00"), D("1170.00"), D("500.00")) is RefundVerdict.ABOVE_PAID
    assert judge_refund(D("1170.00"), D("500.00"), D("500.00")) is RefundVerdict.ALLOWED


def test_the_refund_ceiling_is_per_tender_less_what_went_back_that_way() -> None:
    paid = Payment(
        (UPI.paid(D("1000.00"), "412345678901"), CASH.paid(D("170.00"), tendered=D("200.00")))
    )

    left = refund_left(paid, [(UPI, D("600.00")), (CASH, D("170.00"))])

    assert left == {UPI: D("400.00"), CASH: D("0.00"), CARD: D("0.00"), BANK: D("0.00")}
    # Given back beyond what was paid (an old record): nothing is left, never less than 0.
    assert refund_left(paid, [(CASH, D("200.00"))])[CASH] == D("0.00")


def test_a_drawer_count_adds_notes_and_coins() -> None:
    count = DrawerCount.of({500: 3, 200: 1, 10: 4}, D("37.50"))

    assert count.total == D("1777.50")
    assert dict(count.notes) == {500: 3, 200: 1, 100: 0, 50: 0, 20: 0, 10: 4}
    with pytest.raises(ValueError, match="Not a note"):
        DrawerCount.of({2000: 1})
    with pytest.raises(ValueError, match="negative"):
        DrawerCount.of({100: -1})


def test_the_quotes_lines_name_the_policy_band_and_add_up_to_the_refund() -> None:
    # The boat passenger, one of three, 27 h ahead: on 7efb28ef's code the quote listed
    # fares, fare GST, the kept service charge, the platform charge and the round down, which
    # make 1,922.25, and said the refund was 911.00; the band's half is the line it left out.
    shown = lines("1950.00", "72.50", "97.50", False, 50, "100.00", "-0.25", "911.00")
    assert [(line.value, amount) for line, amount in shown.adds_up().lines()] == [
        ("fares", D("1950.00")),
        ("gst", D("72.50")),
        ("service charge", D("0")),
        ("policy band", D("-1011.25")),
        ("platform charge", D("-100.00")),
        ("round down", D("-0.25")),
    ]


def test_a_refund_whose_lines_do_not_make_its_total_is_refused_naming_them() -> None:
    wrong = lines("1950.00", "72.50", "97.50", False, 50, "100.00", "-0.25", "1968.00")
    with pytest.raises(LinesDoNotAddUp, match=r"policy band -1011\.25.*total 1968\.00"):
        wrong.adds_up()


def test_a_charge_above_what_the_band_left_is_taken_only_up_to_it() -> None:
    nothing = lines("1000.00", "50.00", "0", False, 0, "100.00", "0.00", "0.00")
    assert sum((amount for _, amount in nothing.adds_up().lines()), D(0)) == 0
