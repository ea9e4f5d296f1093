"""Money is Decimal with two places, ROUND_HALF_UP, and never built from a float."""

from __future__ import annotations

import json
from decimal import Decimal

import pytest

from app.domain.money import json_amount, json_rate, money, percent_of


@pytest.mark.parametrize(
    ("value", "expected"),
    [("2.675", "2.68"), ("2.665", "2.67"), ("-2.675", "-2.68"), (7, "7.00"), ("0.004", "0.00")],
)
def test_money_rounds_half_up_to_two_places(value: str | int, expected: str) -> None:
    result = money(value)
    assert result == Decimal(expected)
    assert str(result) == expected


def test_money_refuses_float_and_garbage() -> None:
    with pytest.raises(TypeError):
        money(0.1)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="not an amount"):
        money("twelve")


def test_percent_of_is_one_rounded_line() -> None:
    assert percent_of(Decimal("4050.00"), Decimal("18")) == Decimal("729.00")
    assert percent_of(Decimal("0.10"), Decimal("5")) == Decimal("0.01")


@pytest.mark.parametrize(
    ("value", "written"),
    [
        ("1.005", "1.01"),
        ("1.004", "1.0"),
        ("-1.005", "-1.01"),
        ("-1.004", "-1.0"),
        ("12677.50", "12677.5"),
        ("0", "0.0"),
    ],
)
def test_a_json_amount_is_the_paisa_amount_half_up_as_a_number(value: str, written: str) -> None:
    # The GST portal's files take numbers: the amount is rounded to the paisa as money() does
    # (half away from zero, a negative credit note too) before it becomes a float.
    amount = json_amount(Decimal(value))

    assert type(amount) is float
    assert json.dumps(amount) == written
    assert Decimal(repr(amount)) == money(value)


@pytest.mark.parametrize(
    ("rate", "written"),
    [("18", "18"), ("18.00", "18"), ("0", "0"), ("0.25", "0.25"), ("1.5", "1.5")],
)
def test_a_json_rate_is_whole_as_an_integer_and_a_fraction_as_a_number(
    rate: str, written: str
) -> None:
    # The GSTR-1 schema lists its rates as 0, 0.1, 0.25, ..., 18, 28: a whole rate is an integer.
    assert json.dumps(json_rate(Decimal(rate))) == written
