"""What a language must provide, each declared once in ``app.languages``: a code, its name in
itself, its digits, a font the app ships, its amount in words, its names of every country, GST
state and demo catalogue name, a finished Qt catalogue and a glossary beside it. And nothing
outside the registry compares a language code: a language is added by declaring it, not by
finding every ``== "hi"``.
"""

from __future__ import annotations

import ast
import json
import re
import unicodedata
import xml.etree.ElementTree as ET
from collections.abc import Mapping
from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest

from app import languages
from app.counter.config.catalogues import TRANSLATION_FOLDER
from app.domain.amount_words import spelt_out
from app.domain.countries import country_names
from app.domain.demo_catalogue import demo_catalogue
from app.domain.gst import RATES_FILE, gst_data, parse_gst_data, state_name
from app.languages import HINDI, SOURCE, Language, language_of
from app.ui.fonts import FONT_FOLDER

APP = Path(__file__).resolve().parents[2] / "app"
REGISTRY = APP / "languages.py"
# Amounts whose words take each part of the rule: nothing, paise alone, a lakh and a one.
AMOUNTS = (Decimal("0"), Decimal("0.50"), Decimal("100001"))


def amount_words_work(language: Language) -> bool:
    """Whether the language writes each of ``AMOUNTS`` in words of its own, all different."""
    try:
        spelt = [spelt_out(amount, language.amount_words) for amount in AMOUNTS]
    except (IndexError, ValueError):
        return False
    return len(set(spelt)) == len(AMOUNTS) and all(
        word.strip() for text in spelt for word in text.split(" ")
    )


def catalogue_finished(language: Language) -> bool:
    """Whether the language's .ts catalogue exists, is for it, and leaves nothing unfinished (the
    source language's holds only the forms of messages with a count, and those it finishes)."""
    path = TRANSLATION_FOLDER / f"{language.catalogue}.ts"
    if not path.is_file():
        return False
    root = ET.parse(path).getroot()
    if (root.get("language") or "").split("_")[0] != language.code:
        return False
    messages = [
        message
        for message in root.iter("message")
        if not languages.is_source(language.code) or message.get("numerus") == "yes"
    ]
    return bool(messages) and all(map(finished, messages))


def finished(message: ET.Element) -> bool:
    """Whether a message of a .ts file has its translation, every plural form of it written."""
    found = message.find("translation")
    if found is None or found.get("type"):
        return False
    forms = [form.text or "" for form in found.iter("numerusform")] or [found.text or ""]
    return all(form.strip() for form in forms)


def glossary_kept(language: Language) -> bool:
    """Whether the language's glossary (its one word for each idea) is kept beside its
    catalogue and names at least one term."""
    path = TRANSLATION_FOLDER / f"{language.catalogue}.glossary.json"
    return path.is_file() and bool(json.loads(path.read_text(encoding="utf-8")))


def named_in_full(table: Mapping[str, str] | None, wanted: set[str]) -> bool:
    """Whether ``table`` names every one of ``wanted`` and only those, none empty."""
    return table is not None and set(table) == wanted and all(n.strip() for n in table.values())


def missing(language: Language) -> list[str]:
    """What ``language`` lacks of what a language must provide, in the order listed here."""
    code = language.code
    digits = language.digits
    states = gst_data().states.values()
    demo = demo_catalogue().names
    checks = {
        "code": re.fullmatch(r"[a-z]{2}", code) is not None,
        "native name": bool(language.native_name.strip()),
        "digits": len(digits) == 10
        and all(unicodedata.digit(char, None) == value for value, char in enumerate(digits)),
        "font": bool(language.fonts) and all((FONT_FOLDER / f).is_file() for f in language.fonts),
        "amount in words": amount_words_work(language),
        "country names": named_in_full(country_names(code), set(country_names(SOURCE))),
        "GST state names": all(names.get(code, "").strip() for names in states),
        "demo catalogue names": named_in_full(demo.get(code), set(demo[SOURCE])),
        "catalogue": catalogue_finished(language),
        "glossary": languages.is_source(code) or glossary_kept(language),
    }
    return [requirement for requirement, met in checks.items() if not met]


@pytest.mark.parametrize("language", languages.LANGUAGES, ids=lambda language: language.code)
def test_every_language_provides_all_a_language_must(language: Language) -> None:
    assert missing(language) == []


def test_the_registry_names_each_language_once_with_the_source_among_them() -> None:
    assert len(set(languages.codes())) == len(languages.LANGUAGES) >= 2
    assert languages.is_known(SOURCE) and not languages.is_known("xx")
    with pytest.raises(ValueError, match="unknown language 'xx'; choose one of en, hi, bn, ta"):
        language_of("xx")


def test_a_gst_state_is_named_in_the_language_asked_else_the_source_language() -> None:
    assert (state_name("29"), state_name("29", HINDI)) == ("Karnataka", "कर्नाटक")
    assert state_name("29", "ta") == "கர்நாடகா"
    assert state_name("29", "te") == "Karnataka"  # a language whose names are not in yet
    assert state_name("99", HINDI) == "99"


@pytest.mark.parametrize(
    ("karnataka", "refusal"),
    [
        ({"hi": "कर्नाटक"}, "GST data must name every state in “en”."),
        (["Karnataka", "कर्नाटक"], "GST data malformed"),  # names by position: whose is whose?
    ],
)
def test_gst_states_without_their_source_name_or_not_keyed_by_language_are_refused(
    karnataka: object, refusal: str
) -> None:
    raw = json.loads(RATES_FILE.read_text(encoding="utf-8"))
    raw["states"]["29"] = karnataka

    with pytest.raises(ValueError, match=refusal):
        parse_gst_data(raw)


HINDI_DECLARED = language_of(HINDI)
WORDS = HINDI_DECLARED.amount_words


@pytest.mark.parametrize(
    ("incomplete", "lacking"),
    [
        (
            replace(HINDI_DECLARED, code="Hindi"),
            ["code", "country names", "GST state names", "demo catalogue names", "catalogue"],
        ),
        (replace(HINDI_DECLARED, native_name=" "), ["native name"]),
        (replace(HINDI_DECLARED, digits="०१२३४५६७८"), ["digits"]),
        (replace(HINDI_DECLARED, digits="0123456789"[::-1]), ["digits"]),
        (replace(HINDI_DECLARED, fonts=("NotoSansTelugu-Regular.ttf",)), ["font"]),
        (replace(HINDI_DECLARED, fonts=()), ["font"]),
        (
            replace(HINDI_DECLARED, amount_words=replace(WORDS, below_100=WORDS.below_100[:50])),
            ["amount in words"],
        ),
        (
            replace(HINDI_DECLARED, amount_words=replace(WORDS, scales=("", "", "", ""))),
            ["amount in words"],
        ),
        (replace(HINDI_DECLARED, catalogue="counterdesk_en"), ["catalogue", "glossary"]),
        (replace(HINDI_DECLARED, catalogue="counterdesk_bn"), ["catalogue"]),
        (replace(HINDI_DECLARED, catalogue="counterdesk_te"), ["catalogue", "glossary"]),
    ],
)
def test_a_declaration_lacking_one_thing_is_caught(
    incomplete: Language, lacking: list[str]
) -> None:
    assert missing(incomplete) == lacking


def test_a_language_declared_with_nothing_behind_it_lacks_all_but_its_code_and_cldrs() -> None:
    telugu = Language(
        code="te",
        native_name="",
        digits="౦౧౨",
        fonts=("NotoSansTelugu-Regular.ttf",),
        amount_words=replace(WORDS, below_100=("సున్నా",)),
        catalogue="counterdesk_te",
    )

    assert missing(telugu) == [
        "native name",
        "digits",
        "font",
        "amount in words",
        # CLDR names the countries in Telugu too: nothing to type for them.
        "GST state names",
        "demo catalogue names",
        "catalogue",
        "glossary",
    ]


def code_comparisons(source: str, where: str) -> list[str]:
    """``where:line`` of each comparison in ``source`` of something with a language code (a
    code written out, or a name of ``app.languages`` that holds one)."""
    names = {
        name
        for name, value in vars(languages).items()
        if isinstance(value, str) and languages.is_known(value)
    }

    def is_code(node: ast.expr) -> bool:
        if isinstance(node, ast.Constant):
            return isinstance(node.value, str) and languages.is_known(node.value)
        if isinstance(node, ast.Name | ast.Attribute):
            return (node.id if isinstance(node, ast.Name) else node.attr) in names
        if isinstance(node, ast.Tuple | ast.List | ast.Set):
            return any(is_code(element) for element in node.elts)
        return False

    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare):
            compared = [node.left, *node.comparators]
        elif isinstance(node, ast.MatchValue):
            compared = [node.value]
        else:
            continue
        if any(map(is_code, compared)):
            found.append(f"{where}:{node.lineno}")
    return found


def test_nothing_outside_the_registry_compares_a_language_code() -> None:
    found = [
        comparison
        for path in sorted(APP.rglob("*.py"))
        if path != REGISTRY
        for comparison in code_comparisons(
            path.read_text(encoding="utf-8"), str(path.relative_to(APP.parent))
        )
    ]

    assert found == [], "ask app.languages (is_source, is_known, language_of) instead"


def test_the_comparison_check_finds_each_form_and_spares_tables() -> None:
    source = (
        'if language() == "hi": pass\n'
        "if i18n.HINDI != chosen: pass\n"
        "if chosen in (ENGLISH, 'fr'): pass\n"
        "match chosen:\n"
        '    case "en": pass\n'
        'NAMES = {"en": "India", "hi": "भारत"}\n'
        'if chosen == "system": pass\n'
        "set_language(HINDI)\n"
    )

    assert code_comparisons(source, "x.py") == ["x.py:1", "x.py:2", "x.py:3", "x.py:5"]
