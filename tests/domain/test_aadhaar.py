"""An Aadhaar number typed by staff: twelve digits, not starting 0 or 1, Verhoeff's check digit
last, and (after a scan of the card's QR) ending in the QR's last four digits."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.domain.aadhaar import aadhaar_problem, verhoeff_digit, verhoeff_valid

# UIDAI's published sample number (its offline-verification manual).
SAMPLE = "499118665246"


def test_a_valid_number_passes_typed_with_spaces_or_hyphens() -> None:
    assert aadhaar_problem("4991 1866 5246") is None
    assert aadhaar_problem("4991-1866-5246", last_four="5246") is None


@pytest.mark.parametrize(
    ("text", "starts"),
    [
        ("4991 1866 524", "An Aadhaar number has 12 digits"),
        ("4991 1866 52461", "An Aadhaar number has 12 digits"),
        ("4991 1866 52A6", "An Aadhaar number has 12 digits"),
        ("0991 1866 5246", "No Aadhaar number starts with 0 or 1"),
        ("4991 1866 5247", "This is not an Aadhaar number"),
    ],
)
def test_a_wrong_number_says_what_is_wrong(text: str, starts: str) -> None:
    problem = aadhaar_problem(text)

    assert problem is not None and problem.startswith(starts)


def test_a_number_of_another_card_than_the_scanned_one_is_refused() -> None:
    problem = aadhaar_problem(SAMPLE, last_four="1234")

    assert problem is not None and "1234" in problem


@given(st.text("0123456789", min_size=11, max_size=11))
def test_the_check_digit_makes_every_number_valid(body: str) -> None:
    assert verhoeff_valid(body + verhoeff_digit(body))


@given(
    st.text("0123456789", min_size=11, max_size=11),
    st.integers(0, 11),
    st.integers(1, 9),
)
def test_every_single_wrong_digit_is_caught(body: str, at: int, step: int) -> None:
    number = body + verhoeff_digit(body)
    wrong = number[:at] + str((int(number[at]) + step) % 10) + number[at + 1 :]

    assert not verhoeff_valid(wrong)


@given(st.text("0123456789", min_size=11, max_size=11), st.integers(0, 10))
def test_every_swap_of_neighbours_is_caught(body: str, at: int) -> None:
    number = body + verhoeff_digit(body)
    swapped = number[:at] + number[at + 1] + number[at] + number[at + 2 :]

    assert swapped == number or not verhoeff_valid(swapped)
