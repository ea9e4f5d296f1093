"""The translation files under resources/translations: current with the marked text, complete,
and faithful to each message's placeholders, tags and mnemonics."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

import pytest

from app import i18n, languages
from app.counter.config.catalogues import TRANSLATION_FOLDER

ROOT = Path(__file__).resolve().parents[2]
LUPDATE = Path(sys.executable).parent / "pyside6-lupdate"
# Qt's plural rules give English and Hindi two forms each: n == 1, and every other n.
PLURAL_FORMS = 2
PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}|%n")
TAG = re.compile(r"</?([A-Za-z][A-Za-z0-9]*)")
# A mnemonic: & before a letter or digit (not "&&", not an entity such as &nbsp;).
MNEMONIC = re.compile(r"&(?!&)(?![a-z]+;)([A-Za-z0-9])")


@dataclass(frozen=True, slots=True)
class Message:
    """One message of a .ts file, with its translation as written there."""

    context: str
    source: str
    comment: str
    numerus: bool
    kind: str  # the translation's type: "" when finished, "unfinished", "vanished"...
    forms: tuple[str, ...]

    @property
    def key(self) -> tuple[str, str, str, bool]:
        """What identifies the message to lupdate."""
        return (self.context, self.source, self.comment, self.numerus)


def ts_path(language: str) -> Path:
    """The translation file of ``language``."""
    return TRANSLATION_FOLDER / f"{languages.language_of(language).catalogue}.ts"


def read_ts(path: Path) -> list[Message]:
    """The messages of a .ts file."""
    messages = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None, f"{name}: {message.findtext('source')!r}"
            numerus = message.get("numerus") == "yes"
            if numerus:
                forms = tuple(form.text or "" for form in translation.iter("numerusform"))
            else:
                forms = (translation.text or "",)
            messages.append(
                Message(
                    name,
                    message.findtext("source") or "",
                    message.findtext("comment") or "",
                    numerus,
                    translation.get("type", ""),
                    forms,
                )
            )
    return messages


@pytest.fixture(scope="module")
def marked(tmp_path_factory: pytest.TempPathFactory) -> set[tuple[str, str, str, bool]]:
    """The messages marked in app/ today, as lupdate reads them (into a copy of the Hindi file)."""
    copy = tmp_path_factory.mktemp("lupdate") / "counterdesk_hi.ts"
    shutil.copy(ts_path(i18n.HINDI), copy)
    sources = sorted(str(path) for path in (ROOT / "app").rglob("*.py"))
    subprocess.run(
        [str(LUPDATE), *sources, "-no-obsolete", "-locations", "none", "-ts", str(copy)],
        check=True,
        capture_output=True,
    )
    return {message.key for message in read_ts(copy)}


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_each_language_has_a_translation_file_current_with_the_marked_text(
    language: str, marked: set[tuple[str, str, str, bool]]
) -> None:
    held = {message.key for message in read_ts(ts_path(language))}
    assert sorted(marked - held) == [], "marked but not in the file: run make translations-update"
    assert sorted(held - marked) == [], "in the file but no longer marked"


def test_hindi_translates_every_message_completely() -> None:
    missing = [
        (message.context, message.source)
        for message in read_ts(ts_path(i18n.HINDI))
        if message.kind
        or not all(message.forms)
        or (message.numerus and len(message.forms) != PLURAL_FORMS)
    ]
    assert missing == []


def test_english_gives_every_count_its_forms() -> None:
    counts = [message for message in read_ts(ts_path(i18n.ENGLISH)) if message.numerus]
    assert counts, "no message with a count (%n) is marked"
    missing = [
        (message.context, message.source)
        for message in counts
        if message.kind or len(message.forms) != PLURAL_FORMS or not all(message.forms)
    ]
    assert missing == []


def translation_problems(message: Message) -> list[str]:
    """How a finished translation differs from its source in what must be kept as it is."""
    problems = []
    wanted = sorted(set(PLACEHOLDER.findall(message.source)) - {"%n"})
    for index, form in enumerate(message.forms):
        last = index == len(message.forms) - 1
        if sorted(set(PLACEHOLDER.findall(form)) - {"%n"}) != wanted:
            problems.append(f"placeholders {wanted} not kept in {form!r}")
        # The n == 1 form may spell the number out ("1 seat left"); the others must show it.
        if "%n" in message.source and last and "%n" not in form:
            problems.append(f"%n missing in {form!r}")
        if sorted(TAG.findall(form)) != sorted(TAG.findall(message.source)):
            problems.append(f"tags not kept in {form!r}")
        keys = {key.lower() for key in MNEMONIC.findall(message.source)}
        if keys != {key.lower() for key in MNEMONIC.findall(form)}:
            problems.append(f"mnemonic {sorted(keys)} not kept in {form!r}")
    return problems


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_translations_keep_placeholders_tags_and_mnemonics(language: str) -> None:
    found = {
        (message.context, message.source): problems
        for message in read_ts(ts_path(language))
        if not message.kind and all(message.forms)
        for problems in [translation_problems(message)]
        if problems
    }
    assert found == {}


@pytest.mark.parametrize(
    ("source", "form", "problem"),
    [
        ("Booking {reference} confirmed", "बुकिंग की पुष्टि हुई", "placeholders"),
        ("%n seat(s) left", "सीटें बचीं", "%n missing"),
        ("<b>Total</b> {amount}", "कुल {amount}", "tags"),
        ("&Book", "बुक करें", "mnemonic"),
        ("&Book", "बुक करें (&C)", "mnemonic"),
    ],
)
def test_a_translation_that_loses_what_it_must_keep_is_found(
    source: str, form: str, problem: str
) -> None:
    message = Message("X", source, "", "%n" in source, "", (form,))
    assert any(problem in found for found in translation_problems(message))


def test_a_faithful_translation_passes() -> None:
    message = Message(
        "X",
        "<b>&Book</b> {count} for %n",
        "",
        True,
        "",
        ("<b>बुक करें (&B)</b> {count} 1", "<b>बुक करें (&B)</b> {count} %n"),
    )
    assert translation_problems(message) == []
