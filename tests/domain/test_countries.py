"""Nationalities read as countries' names, in the language of the screen or the document."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from app import languages
from app.domain.countries import ALPHA_2, country_name, country_names, nationality_text
from app.i18n import ENGLISH, HINDI, in_language

# The English names typed in by hand before CLDR's were read, by code: every code the form
# accepted then still resolves, in every language, and in English to the same name.
BEFORE = Path(__file__).with_name("countries_before.txt")


def test_the_countries_are_iso_3166s_and_hindi_names_them_in_devanagari() -> None:
    codes = country_names(ENGLISH).keys()
    assert len(codes) == 249  # ISO 3166-1's officially assigned codes
    assert all(len(code) == 3 and code.isalpha() and code.isupper() for code in codes)
    assert all(len(code) == 2 and code.isalpha() for code in ALPHA_2.values())
    for code, hindi in country_names(HINDI).items():
        assert any("\u0900" <= char <= "\u097f" for char in hindi), code


@pytest.mark.parametrize("language", languages.LANGUAGES, ids=lambda language: language.code)
def test_every_code_accepted_before_still_resolves_in_every_language(
    language: languages.Language,
) -> None:
    before = ast.literal_eval(BEFORE.read_text(encoding="utf-8"))
    assert len(before) == 249
    with in_language(language.code):
        names = {code: country_name(code) for code in before}
    assert [code for code, name in names.items() if not name or name == code] == []
    assert len(set(names.values())) == len(before)  # no two countries of one name
    if language.code == ENGLISH:
        assert names == before


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
