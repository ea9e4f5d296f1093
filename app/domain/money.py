"""Money on Decimal: two places, ROUND_HALF_UP, never float."""

from __future__ import annotations

from collections.abc import Sequence
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

CENT = Decimal("0.01")
ZERO = Decimal("0.00")
CURRENCY = "INR"


def money(value: Decimal | int | str) -> Decimal:
    """Quantize ``value`` to two places with ROUND_HALF_UP (rejects floats: they are not exact)."""
    if isinstance(value, float):
        raise TypeError("money must not be built from float")
    try:
        return Decimal(value).quantize(CENT, rounding=ROUND_HALF_UP)
    except InvalidOperation as exc:
        raise ValueError(f"not an amount: {value!r}") from exc


def json_amount(value: Decimal) -> float:
    """``value`` to the paisa as a JSON number, for the GST portal's files (they take numbers,
    not strings): a float of a paisa amount prints back as the same two decimals."""
    return float(money(value))


def json_rate(rate: Decimal) -> int | float:
    """A GST rate as the portal's JSON writes it: a whole percentage as an integer (``18``), a
    fraction as a number (``0.25``); the one conversion of both the GSTR-1 and the e-invoice."""
    return int(rate) if rate == rate.to_integral_value() else float(rate)


def percent_of(amount: Decimal, percentage: Decimal) -> Decimal:
    """``amount * percentage / 100`` rounded to the paisa, as one line of a bill."""
    return money(amount * percentage / Decimal(100))


def to_paise(amount: Decimal) -> int:
    """An amount as whole paise (rounded to the paisa first): exact in an integer column."""
    return int(money(amount).scaleb(2))


def from_paise(paise: int) -> Decimal:
    """Whole paise as an amount with two decimals."""
    return Decimal(paise).scaleb(-2)


def apportion(whole: int, weights: Sequence[int]) -> list[int]:
    """``whole`` (paise, not negative) over ``weights`` (not negative, not all zero) in their
    proportion, to the paisa, adding up to ``whole`` exactly: each part rounded down, the paise
    left one each to the largest remainders, a tie to the larger weight, then the earlier."""
    total = sum(weights)
    if whole < 0 or total <= 0 or any(weight < 0 for weight in weights):
        raise ValueError(f"{whole} paise cannot be shared by the weights {list(weights)}.")
    parts = [whole * weight // total for weight in weights]
    order = sorted(
        range(len(weights)), key=lambda i: (-(whole * weights[i] % total), -weights[i], i)
    )
    for i in order[: whole - sum(parts)]:
        parts[i] += 1
    return parts
