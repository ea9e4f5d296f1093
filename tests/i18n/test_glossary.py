"""Each language's glossary, kept beside its catalogue (``counterdesk_<code>.glossary.json``):
the one word it uses for each idea of the counter (a booking, a refund, the wallet...). Every
translation of a message that names the idea uses that word, so a clerk reads one word for one
thing on every screen, receipt and voucher."""

from __future__ import annotations

import json
import re
import unicodedata
from pathlib import Path

import pytest

from app import languages
from app.counter.config.catalogues import TRANSLATION_FOLDER
from tests.i18n.test_catalogues import Message, read_ts, ts_path

TRANSLATED = [code for code in languages.codes() if not languages.is_source(code)]
# What in a source is not English words: placeholders and key combinations (Shift+Tab).
NOT_WORDS = re.compile(r"\{\w+\}|\w+\+\S+")


def glossary_path(code: str) -> Path:
    """Where the glossary of language ``code`` is kept: beside its catalogue."""
    return TRANSLATION_FOLDER / f"{languages.language_of(code).catalogue}.glossary.json"


def glossary(code: str) -> dict[str, str]:
    """The glossary of ``code``: each English term (lower case) and the word it is given."""
    terms: dict[str, str] = json.loads(glossary_path(code).read_text(encoding="utf-8"))
    return terms


def stem(word: str) -> str:
    """``word`` without its last vowel sign: the part every inflection of it keeps (Tamil's
    கவுண்டர் is கவுண்டரில் "at the counter", its virama giving way to a case ending)."""
    return word[:-1] if unicodedata.category(word[-1]).startswith("M") else word


def departures(message: Message, terms: dict[str, str]) -> list[str]:
    """The terms ``message`` names in its source whose word a form of its translation lacks."""
    words = NOT_WORDS.sub(" ", message.source)
    return [
        term
        for term, word in terms.items()
        if re.search(rf"\b{term}s?\b", words, re.IGNORECASE)
        and not all(stem(word) in form for form in message.forms)
    ]


@pytest.mark.parametrize("code", TRANSLATED)
def test_each_translated_language_keeps_a_glossary_beside_its_catalogue(code: str) -> None:
    terms = glossary(code)
    assert terms and all(term == term.lower() and word.strip() for term, word in terms.items())


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_translation_uses_the_glossarys_word_for_each_idea(code: str) -> None:
    terms = glossary(code)
    found = {
        (message.context, message.source): missing
        for message in read_ts(ts_path(code))
        for missing in [departures(message, terms)]
        if missing
    }
    assert found == {}


BENGALI = {"refund": "রিফান্ড", "counter": "কাউন্টার", "shift": "শিফট"}
TAMIL = {"counter": "கவுண்டர்", "seat": "இருக்கை"}


@pytest.mark.parametrize(
    ("terms", "source", "form", "departed"),
    [
        (BENGALI, "Refund {amount}", "{amount} ফেরত", ["refund"]),  # another word for it
        (BENGALI, "Refunds credited", "রিফান্ডে জমা", []),  # inflected, the word still there
        (BENGALI, "{counter}: {count} missing", "{counter}: {count}টি নেই", []),  # a placeholder
        (BENGALI, "Shift+Tab moves", "Shift+Tab সরায়", []),  # a key's name
        (TAMIL, "Seats left", "மீதமுள்ள இருக்கைகள்", []),
        (TAMIL, "At the counter", "கவுண்டரில்", []),  # the virama gives way to the ending
        (TAMIL, "At the counter", "மேசையில்", ["counter"]),
    ],
)
def test_a_translation_using_another_word_is_found(
    terms: dict[str, str], source: str, form: str, departed: list[str]
) -> None:
    message = Message("X", source, "", False, "", (form,))
    assert departures(message, terms) == departed


# Refunds given back named on the papers that also say the change handed over (the voucher,
# the exchange's receipt): "change" and "given back" must read as two things (issue 93).
GIVEN_BACK = (
    ("VOUCHER", "Given back {moment} ({mode})"),
    ("RECEIPT_DATA", "Given back to the customer"),
)


@pytest.mark.parametrize("code", TRANSLATED)
def test_a_refund_given_back_is_not_worded_as_the_change(code: str) -> None:
    change = stem(glossary(code)["your change"])
    given = [m for m in read_ts(ts_path(code)) if (m.context, m.source) in GIVEN_BACK]
    assert len(given) == len(GIVEN_BACK)
    assert [m.forms for m in given if any(change in form for form in m.forms)] == []
