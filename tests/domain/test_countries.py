"""Nationalities read as countries' names, in the language of the screen or the document."""

from __future__ import annotations

import pytest

from app.domain.countries import COUNTRY_NAMES, country_name, nationality_text
from app.i18n import ENGLISH, HINDI, in_language


def test_the_countries_are_iso_3166s_and_hindi_names_them_in_devanagari() -> None:
    codes = COUNTRY_NAMES[ENGLISH].keys()
    assert len(codes) == 249  # ISO 3166-1's officially assigned codes
    assert all(len(code) == 3 and code.isalpha() and code.isupper() for code in codes)
    for code, hindi in COUNTRY_NAMES[HINDI].items():
        assert any("\u0900" <= char <= "\u097f" for char in hindi), code


@pytest.mark.parametrize(
    ("nationality", "english", "hindi"),
    [
        ("GBR", "United Kingdom", "यूनाइटेड किंगडम"),
        ("gbr", "United Kingdom", "यूनाइटेड किंगडम"),
        ("INDIAN", "India", "भारत"),
        ("SWE", "Sweden", "स्वीडन"),
        ("DEU", "Germany", "जर्मनी"),
        # Not a country's code: as written, never title-cased into "Xyz".
        ("XYZ", "XYZ", "XYZ"),
        ("British", "British", "British"),
        ("", "", ""),
    ],
)
def test_a_nationality_reads_as_its_country(nationality: str, english: str, hindi: str) -> None:
    assert nationality_text(nationality) == english
    with in_language(HINDI):
        assert nationality_text(nationality) == hindi


def test_an_unknown_code_has_no_name() -> None:
    assert country_name("ZZZ") is None and country_name("IND") == "India"
