"""A passenger's codes in words (in English here: the domain's tests run without a translator),
and the domestic nationality typed as a word."""

from __future__ import annotations

import pytest

from app.domain.tickets import nationality_shown, nationality_typed, passenger_word


@pytest.mark.parametrize(
    ("code", "word"),
    [
        ("MALE", "Male"),
        ("FEMALE", "Female"),
        ("OTHER", "Other"),
        ("ADULT", "Adult"),
        ("INFANT", "Infant"),
        ("INDIAN", "Indian"),
        ("FOREIGNER", "Foreigner"),
        ("GBR", "GBR"),  # a passport's country: as typed
        ("", ""),
    ],
)
def test_a_passenger_s_code_reads_as_a_word(code: str, word: str) -> None:
    assert passenger_word(code) == word


def test_the_domestic_nationality_is_shown_and_typed_as_a_word() -> None:
    assert nationality_shown("INDIAN") == nationality_shown("indian") == "Indian"
    assert nationality_shown("SWE") == "SWE"
    assert nationality_typed(" indian ") == nationality_typed("Indian") == "INDIAN"
    assert nationality_typed("IND") == "IND"  # not the word: as typed
