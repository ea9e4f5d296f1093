"""Booking references: 8 of A-Z and 2-9 without O and I."""

from __future__ import annotations

import pytest

from app.domain.booking_ref import is_booking_ref, normalize_booking_ref


@pytest.mark.parametrize(
    ("text", "ok"),
    [
        ("ABCD2345", True),
        ("ABCD234", False),
        ("ABCD23456", False),
        ("ABCD2340", False),
        ("ABCDO234", False),
        ("ABCDI234", False),
        ("ABCD1234", False),
        ("abcd2345", False),
        ("ABCD2345\n", False),
    ],
)
def test_shape(text: str, ok: bool) -> None:
    assert is_booking_ref(text) is ok


def test_normalize_trims_and_upper_cases() -> None:
    assert normalize_booking_ref("  abcd2345 \n") == "ABCD2345"
