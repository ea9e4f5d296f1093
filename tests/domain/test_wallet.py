"""The wallet pays cash first, then credit within the limit; a refund repays credit first."""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.domain.money import ZERO
from app.domain.wallet import WalletState, split_debit, split_refund


def wallet(cash: str, limit: str = "5000.00", used: str = "0.00") -> WalletState:
    """A wallet from text amounts."""
    return WalletState(Decimal(cash), Decimal(limit), Decimal(used))


@pytest.mark.parametrize(
    ("amount", "state", "cash", "credit", "short"),
    [
        ("600.00", wallet("1000.00"), "600.00", "0.00", "0.00"),
        ("1000.00", wallet("1000.00"), "1000.00", "0.00", "0.00"),
        ("1500.00", wallet("1000.00"), "1000.00", "500.00", "0.00"),
        ("1500.00", wallet("1000.00", "1000.00", "500.00"), "1000.00", "500.00", "0.00"),
        ("1500.01", wallet("1000.00", "1000.00", "500.00"), "1000.00", "500.00", "0.01"),
        ("300.00", wallet("-50.00"), "0.00", "300.00", "0.00"),
        ("300.00", wallet("0.00", "1000.00", "1200.00"), "0.00", "0.00", "300.00"),
    ],
    ids=[
        "cash",
        "all-cash",
        "cash-then-credit",
        "credit-to-limit",
        "one-paisa-short",
        "negative-cash",
        "over-utilised",
    ],
)
def test_split_debit(amount: str, state: WalletState, cash: str, credit: str, short: str) -> None:
    split = split_debit(Decimal(amount), state)
    assert (split.cash_part, split.credit_part, split.shortfall) == (
        Decimal(cash),
        Decimal(credit),
        Decimal(short),
    )
    assert split.covered is (short == "0.00")


def test_over_utilised_credit_spends_nothing() -> None:
    state = wallet("100.00", "1000.00", "1200.00")
    assert state.runway == Decimal("-200.00")
    assert split_debit(Decimal("100.00"), state).covered
    assert not split_debit(Decimal("100.01"), state).covered


@pytest.mark.parametrize(
    ("amount", "used", "repaid", "cash"),
    [
        ("500.00", "300.00", "300.00", "200.00"),
        ("200.00", "300.00", "200.00", "0.00"),
        ("200.00", "0.00", "0.00", "200.00"),
    ],
)
def test_refund_repays_credit_first(amount: str, used: str, repaid: str, cash: str) -> None:
    split = split_refund(Decimal(amount), wallet("0.00", "1000.00", used))
    assert (split.credit_repaid, split.cash_part) == (Decimal(repaid), Decimal(cash))


cents = st.integers(min_value=0, max_value=10_000_000).map(lambda c: Decimal(c) / 100)


@settings(max_examples=200)
@given(amount=cents, cash=cents, limit=cents, used=cents)
def test_debit_parts_add_up_and_never_break_the_limit(
    amount: Decimal, cash: Decimal, limit: Decimal, used: Decimal
) -> None:
    state = WalletState(cash, limit, used)
    split = split_debit(amount, state)
    assert split.cash_part + split.credit_part + split.shortfall == amount
    assert min(split.cash_part, split.credit_part, split.shortfall) >= 0
    assert split.cash_part <= cash
    assert split.credit_part == 0 or used + split.credit_part <= limit
    assert split.covered is (amount <= max(cash, ZERO) + max(limit - used, ZERO))
