"""Names as typed: invisible formatting characters refused with a sentence (a right-to-left
override turns "Asha" into a name that reads otherwise on every receipt and export), names whose
letters mix scripts (a Cyrillic "А" in "Аsha") flagged for a second look, never refused."""

from __future__ import annotations

import pytest

from app.domain.names import look_again, mixed_scripts, reads_as_latin
from app.domain.requests import check_create_booking
from tests.domain.samples import (
    TODAY,
    activity_body,
    assert_sentence,
    boat_body,
    foreigner,
    indian,
    paths,
)

INVISIBLE = {
    "right-to-left override": "Asha\u202eoaR",
    "left-to-right override": "\u202dAsha Rao",
    "first-strong isolate": "Asha \u2068Rao\u2069",
    "right-to-left isolate": "\u2067Asha Rao",
    "zero-width space": "Asha\u200bRao",
    "zero-width joiner": "As\u200dha Rao",
    "zero-width non-joiner": "As\u200cha Rao",
    "word joiner": "Asha\u2060 Rao",
    "byte order mark": "\ufeffAsha Rao",
    "soft hyphen": "Asha\u00adRao",
    "arabic letter mark": "Asha\u061c Rao",
}
TYPED = ["Asha Rao", "Zoë Hartmann", "राम कुमार", "ശ്രീജ മേനോൻ", "O'Brien-Smith", "Ravi K. 2nd"]


@pytest.mark.parametrize("name", INVISIBLE.values(), ids=INVISIBLE.keys())
def test_a_customer_name_with_an_invisible_format_character_is_refused(name: str) -> None:
    found = check_create_booking(activity_body(customer_name=name), TODAY)
    assert paths(found) == ["customer_name"]
    assert_sentence(found[0].message)
    assert "invisible" in found[0].message


@pytest.mark.parametrize("name", INVISIBLE.values(), ids=INVISIBLE.keys())
def test_a_passenger_name_with_an_invisible_format_character_is_refused(name: str) -> None:
    found = check_create_booking(boat_body([indian(), indian(traveler_name=name)]), TODAY)
    assert paths(found) == ["passengers[1].traveler_name"]
    assert "invisible" in found[0].message


@pytest.mark.parametrize("name", TYPED)
def test_names_as_people_write_them_pass(name: str) -> None:
    assert check_create_booking(activity_body(customer_name=name), TODAY) == []
    assert check_create_booking(boat_body([indian(traveler_name=name)]), TODAY) == []
    assert not mixed_scripts(name)


@pytest.mark.parametrize(
    "name",
    [
        "\u0410sha Rao",  # Cyrillic capital A
        "Asha R\u0430o",  # Cyrillic small a
        "\u0391sha",  # Greek capital alpha
        "Ravi राम",
    ],
)
def test_a_name_that_mixes_scripts_is_flagged_not_refused(name: str) -> None:
    assert mixed_scripts(name)
    assert check_create_booking(activity_body(customer_name=name), TODAY) == []
    assert look_again(["Asha Rao", name, "Zoë"]) == [name]


MIXED_WORDS = {
    "cyrillic-capital-a": ("\u0410sha Rao", "\u0410sha"),
    "cyrillic-small-a": ("Asha R\u0430o", "R\u0430o"),
    "greek-alpha": ("\u0391sha Menon", "\u0391sha"),
    "greek-omicron": ("Tom Bak\u03bfr", "Bak\u03bfr"),
    "latin-in-devanagari": ("राम kुमार", "kुमार"),
}


@pytest.mark.parametrize(("name", "word"), MIXED_WORDS.values(), ids=MIXED_WORDS.keys())
def test_a_passenger_name_with_a_word_that_mixes_scripts_is_refused_with_a_sentence(
    name: str, word: str
) -> None:
    for passenger in (indian(traveler_name=name), foreigner(traveler_name=name)):
        found = check_create_booking(boat_body([indian(), passenger]), TODAY)
        assert paths(found) == ["passengers[1].traveler_name"]
        assert_sentence(found[0].message)
        assert f"“{word}”" in found[0].message and "alphabet" in found[0].message


@pytest.mark.parametrize("name", ["राम कुमार", "সুমিত্রা দাস", "முருகன் செல்வம்", "Ravi राम"])
def test_a_passenger_name_in_one_indian_script_per_word_passes(name: str) -> None:
    assert check_create_booking(boat_body([indian(traveler_name=name)]), TODAY) == []


@pytest.mark.parametrize("name", ["राम कुमार", "Zoë Ωmega", "Ravi राम", "\u0410nna Ivanova"])
def test_a_name_that_must_match_a_passport_is_latin_letters_only(name: str) -> None:
    found = check_create_booking(boat_body([foreigner(traveler_name=name)]), TODAY)
    assert paths(found) == ["passengers[0].traveler_name"]
    assert_sentence(found[0].message)
    assert "Latin" in found[0].message


@pytest.mark.parametrize("name", ["Tom Baker", "Zoë Hartmann", "José O'Brien-Núñez"])
def test_a_latin_name_on_a_passport_passes(name: str) -> None:
    assert check_create_booking(boat_body([foreigner(traveler_name=name)]), TODAY) == []
    indian_with_passport = indian(traveler_name=name, id_type="PASSPORT", id_number="K7654321")
    assert check_create_booking(boat_body([indian_with_passport]), TODAY) == []


READ_AS_LATIN = {
    "cyrillic-pay": ("\u0420\u0430\u0443", "\u0420\u0430\u0443"),  # "Рау" reads "Pay"
    "cyrillic-surname": ("Asha \u0420\u0430\u043e", "\u0420\u0430\u043e"),  # "Рао" reads "Rao"
    "greek-surname": ("Tom \u0392\u03bf\u03bf\u03ba", "\u0392\u03bf\u03bf\u03ba"),  # "Βοοκ"
    "cyrillic-initial": ("\u0410. Kumar", "\u0410."),  # one letter, reads "A"
    "mathematical-bold": ("\U0001d40f\U0001d41a\U0001d432", "\U0001d40f\U0001d41a\U0001d432"),
}


@pytest.mark.parametrize(("name", "word"), READ_AS_LATIN.values(), ids=READ_AS_LATIN.keys())
def test_a_word_of_another_script_that_reads_as_latin_is_refused_for_a_passenger(
    name: str, word: str
) -> None:
    assert reads_as_latin(word)
    found = check_create_booking(boat_body([indian(), indian(traveler_name=name)]), TODAY)
    assert paths(found) == ["passengers[1].traveler_name"]
    assert_sentence(found[0].message)
    assert f"“{word}”" in found[0].message and "only look Latin" in found[0].message


@pytest.mark.parametrize(("name", "word"), READ_AS_LATIN.values(), ids=READ_AS_LATIN.keys())
def test_a_customer_name_with_a_word_that_reads_as_latin_is_flagged_not_refused(
    name: str, word: str
) -> None:
    assert check_create_booking(activity_body(customer_name=name), TODAY) == []
    assert look_again(["Asha Rao", name]) == [name]


# Words of one script with a letter that reads as no Latin one: real words, never flagged.
OWN_SCRIPT = [
    "\u0418\u0432\u0430\u043d",
    "\u0421\u0435\u0440\u0433\u0435\u0439",
    "\u0391\u03bb\u03ad\u03be\u03b7\u03c2",
    "राम",
    "முருகன்",
    "1234",
    "O'Brien",
]


@pytest.mark.parametrize("word", OWN_SCRIPT)
def test_a_word_with_a_letter_that_reads_as_no_latin_one_is_its_own_script(word: str) -> None:
    assert not reads_as_latin(word)
    assert look_again([word]) == []
