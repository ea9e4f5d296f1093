"""A sale's product line: kept in the service's words, read back from old journal lines, shown
with the demo catalogue's names in the language in effect and any other name as it was kept."""

from __future__ import annotations

import datetime as dt

from hypothesis import given
from hypothesis import strategies as st

from app.domain.product_name import ProductName, shown_product
from app.i18n import ENGLISH, HINDI, in_language
from app.languages import BENGALI, TAMIL

SHOW = ProductName("Cellular Jail Light and Sound Show", "Hindi show")
CRUISE = ProductName("North Bay Harbour Cruise", "MV Blue Lagoon", dt.time(11, 0))


def test_the_journal_keeps_one_line_in_the_services_words() -> None:
    assert SHOW.text == "Cellular Jail Light and Sound Show, Hindi show"
    assert CRUISE.text == "North Bay Harbour Cruise, MV Blue Lagoon 11:00"
    with in_language(TAMIL):  # whatever the screens' language when it was sold
        assert CRUISE.text == "North Bay Harbour Cruise, MV Blue Lagoon 11:00"
    assert ProductName.read(SHOW.text) == SHOW and ProductName.read(CRUISE.text) == CRUISE


def test_a_kept_line_is_shown_with_the_demo_names_translated() -> None:
    with in_language(TAMIL):
        assert shown_product(SHOW.text) == "செல்லுலார் சிறை ஒளி-ஒலி காட்சி, இந்திக் காட்சி"
    with in_language(HINDI):
        assert shown_product(CRUISE.text) == "नॉर्थ बे हार्बर क्रूज़, एमवी ब्लू लैगून 11:00"
    with in_language(BENGALI):
        assert shown_product("North Bay Harbour Cruise") == "নর্থ বে হারবার ক্রুজ"
    with in_language(ENGLISH):
        assert shown_product(CRUISE.text) == CRUISE.text


def test_a_live_services_line_is_shown_as_it_was_kept() -> None:
    with in_language(HINDI):
        assert shown_product("Sunset Sail, Deck A, upper 18:30") == (
            "Sunset Sail, Deck A, upper 18:30"
        )
        assert shown_product("North Bay Harbour Cruise, Catamaran 7") == (
            "नॉर्थ बे हार्बर क्रूज़, Catamaran 7"
        )
    assert ProductName.read("Sunset Sail, Deck 99:99").part == "Deck 99:99"  # not a time


# A live service's words: letters, spaces and commas, neither end a space or a comma.
WORDS = st.from_regex(r"[A-Za-z]([A-Za-z ,]*[A-Za-z])?", fullmatch=True)


@given(WORDS, WORDS, st.none() | st.times().map(lambda t: t.replace(second=0, microsecond=0)))
def test_any_kept_line_reads_back_and_shows_as_kept(
    name: str, part: str, departs: dt.time | None
) -> None:
    line = ProductName(name, part, departs).text
    with in_language(TAMIL):
        assert ProductName.read(line).text == line
        assert shown_product(line) == line


@given(st.text())
def test_any_text_reads_as_a_line(text: str) -> None:
    assert isinstance(ProductName.read(text), ProductName)
