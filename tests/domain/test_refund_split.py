"""A refund split over the sale's tenders in the proportion paid: to the paisa, adding up
exactly, none above what its tender took, the odd paisa where the decision says."""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.domain.refund_split import cash_in_rupees, split_by
from app.domain.tenders import BANK, CARD, CASH, TENDERS, UPI, TenderKind

D = Decimal
PAISE = st.integers(min_value=0, max_value=10_000_000).map(lambda p: D(p).scaleb(-2))


def test_354_and_354_paid_give_668_back_as_334_and_334() -> None:
    assert split_by(D("668.00"), {CASH: D("354.00"), UPI: D("354.00")}) == {
        CASH: D("334.00"),
        UPI: D("334.00"),
    }


def test_the_odd_paisa_goes_to_the_largest_remainder_then_to_the_larger_tender() -> None:
    # 1.00 over thirds: 0.33 each, the paisa left to the first in the registry (all equal).
    assert split_by(D("1.00"), {UPI: D("1"), CASH: D("1"), CARD: D("1")}) == {
        CASH: D("0.34"),
        UPI: D("0.33"),
        CARD: D("0.33"),
    }
    # 0.01 over 100 cash and 300 UPI: UPI's share (0.0075) has the larger remainder.
    assert split_by(D("0.01"), {CASH: D("100"), UPI: D("300")}) == {CASH: D(0), UPI: D("0.01")}
    # 0.02 over 1 cash and 3 UPI: remainders equal (0.005 of each), the larger tender first.
    assert split_by(D("0.02"), {CASH: D("1"), UPI: D("3")}) == {CASH: D("0.00"), UPI: D("0.02")}


def test_nothing_is_split_over_more_than_was_paid_nor_below_zero() -> None:
    with pytest.raises(ValueError):
        split_by(D("708.01"), {CASH: D("354.00"), UPI: D("354.00")})
    with pytest.raises(ValueError):
        split_by(D("-0.01"), {CASH: D("354.00")})
    assert split_by(D("708.00"), {CASH: D("354.00"), UPI: D("354.00")}) == {
        CASH: D("354.00"),
        UPI: D("354.00"),
    }
    assert split_by(D(0), {}) == {}


@given(st.dictionaries(st.sampled_from(TENDERS), PAISE, min_size=1), st.data())
def test_the_parts_add_up_to_the_paisa_and_none_exceeds_its_tender(
    paid: dict[TenderKind, Decimal], data: st.DataObject
) -> None:
    whole = sum(paid.values(), D(0))
    amount = data.draw(st.integers(0, int(whole * 100)).map(lambda p: D(p).scaleb(-2)))
    parts = split_by(amount, paid)
    assert sum(parts.values(), D(0)) == amount
    assert all(D(0) <= parts[kind] <= paid[kind] for kind in parts)
    assert set(parts) == {kind for kind, took in paid.items() if took > 0}
    assert list(parts) == [kind for kind in (CASH, UPI, CARD, BANK) if kind in parts]


def test_cash_hands_out_no_paise_when_the_card_can_take_them() -> None:
    # Half of a sale paid 840.02 in cash and 945.98 by card: 893 back, cash's share 420.01.
    took = {CASH: D("840.02"), CARD: D("945.98")}
    parts = split_by(D("893.00"), took)
    assert parts == {CASH: D("420.01"), CARD: D("472.99")}

    assert cash_in_rupees(parts, took) == {CASH: D("420.00"), CARD: D("473.00")}


def test_paise_no_other_tender_can_take_stay_with_cash() -> None:
    assert cash_in_rupees({CASH: D("10.50")}, {CASH: D("20.00")}) == {CASH: D("10.50")}
    full = {CASH: D("10.50"), UPI: D("5.00")}
    assert cash_in_rupees(full, {CASH: D("20.00"), UPI: D("5.00")}) == full  # UPI has no room


def test_a_cash_share_under_a_rupee_goes_wholly_to_the_card() -> None:
    parts = cash_in_rupees({CASH: D("0.40"), CARD: D("99.60")}, {CASH: D("1.00"), CARD: D("200")})
    assert parts == {CARD: D("100.00")}
