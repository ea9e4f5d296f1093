"""The compiled catalogues (``resources/translations/*.qm``) read without Qt, for a process that
translates and shows no screen (the statement import's child, issue 94): it installs the same
sentences as the screens' Qt translators (``app.ui.translation``) without loading PySide6.

The file is Qt's: sections of a tag byte and a 32-bit length; the messages section holds each
message as tagged fields (its translations in UTF-16, one per plural form, its source text,
context and disambiguation in UTF-8), and the numerus section the language's plural rules as
Qt's byte code, read here as ``QTranslator`` reads it.
"""

from __future__ import annotations

import struct
from functools import cache
from pathlib import Path

from app import i18n, languages

# resources/ sits beside app/ in a checkout and in the installer's bundle.
TRANSLATION_FOLDER = Path(__file__).resolve().parents[3] / "resources" / "translations"

_MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
_MESSAGES, _NUMERUS = 0x69, 0x88
_END, _TRANSLATION, _OBSOLETE1, _SOURCE, _CONTEXT, _COMMENT = 1, 3, 5, 6, 7, 8
_NULL = 0xFFFFFFFF
# The plural rules' byte code (qtranslator.cpp).
_EQ, _LT, _LEQ, _BETWEEN, _OP = 1, 2, 3, 4, 0x07
_NOT, _MOD_10, _MOD_100, _LEAD_1000 = 0x08, 0x10, 0x20, 0x40
_AND, _OR = 0xFD, 0xFE

# (context, source text, disambiguation) -> the translation of each plural form.
Messages = dict[tuple[str, str, str], tuple[str, ...]]


def catalogue_path(language: str) -> Path:
    """Where the compiled catalogue of ``language`` is."""
    return TRANSLATION_FOLDER / f"{languages.language_of(language).catalogue}.qm"


def _u32(data: bytes, at: int) -> int:
    return int(struct.unpack_from(">I", data, at)[0])


def read_catalogue(data: bytes) -> tuple[Messages, bytes]:
    """The messages of a compiled catalogue and its plural rules (``ValueError``: not one)."""
    if not data.startswith(_MAGIC):
        raise ValueError("not a compiled catalogue")
    sections: dict[int, bytes] = {}
    at = len(_MAGIC)
    while at + 5 <= len(data):
        tag, length = data[at], _u32(data, at + 1)
        sections[tag] = data[at + 5 : at + 5 + length]
        at += 5 + length
    return _messages(sections.get(_MESSAGES, b"")), sections.get(_NUMERUS, b"")


def _messages(data: bytes) -> Messages:
    found: Messages = {}
    at = 0
    forms: list[str] = []
    fields = {_SOURCE: "", _CONTEXT: "", _COMMENT: ""}
    while at < len(data):
        tag = data[at]
        at += 1
        if tag == _END:
            key = (fields[_CONTEXT], fields[_SOURCE], fields[_COMMENT])
            found.setdefault(key, tuple(forms))
            forms, fields = [], {_SOURCE: "", _CONTEXT: "", _COMMENT: ""}
        elif tag == _OBSOLETE1:
            at += 4
        else:
            length = _u32(data, at)
            at += 4
            if length == _NULL:
                continue
            text = data[at : at + length]
            at += length
            if tag == _TRANSLATION:
                forms.append(text.decode("utf-16-be"))
            elif tag in fields:
                fields[tag] = text.decode("utf-8")
    return found


def plural_form(n: int, rules: bytes) -> int:
    """Which plural form ``n`` takes by the catalogue's ``rules`` (as ``QTranslator``)."""
    form, at = 0, 0
    if not rules:
        return 0
    while True:
        either = False
        while True:
            every = True
            while True:
                opcode, right = rules[at], rules[at + 1]
                at += 2
                left = n
                if opcode & _MOD_10:
                    left %= 10
                elif opcode & _MOD_100:
                    left %= 100
                elif opcode & _LEAD_1000:
                    while left >= 1000:
                        left //= 1000
                op = opcode & _OP
                if op == _BETWEEN:
                    truth = right <= left <= rules[at]
                    at += 1
                else:
                    truth = {_EQ: left == right, _LT: left < right, _LEQ: left <= right}.get(
                        op, True
                    )
                every = every and (truth != bool(opcode & _NOT))
                if at == len(rules) or rules[at] != _AND:
                    break
                at += 1
            either = either or every
            if at == len(rules) or rules[at] != _OR:
                break
            at += 1
        if either:
            return form
        form += 1
        if at == len(rules):
            return form
        at += 1  # the next rule's mark


@cache
def _catalogue(language: str) -> tuple[Messages, bytes] | None:
    path = catalogue_path(language)
    return read_catalogue(path.read_bytes()) if path.is_file() else None


def translation(language: str, context: str, source: str, disambiguation: str, n: int) -> str:
    """``source`` in ``language`` as Qt's translator gives it ("" when the catalogue has none):
    the message of its disambiguation, else of none; the plural form ``n`` takes."""
    read = _catalogue(language)
    if read is None:
        return ""
    messages, rules = read
    form = plural_form(n, rules) if n >= 0 else 0
    for comment in dict.fromkeys((disambiguation, "")):
        forms = messages.get((context, source, comment))
        if forms is not None and form < len(forms):
            return forms[form]
    return ""


def install(language: str, own_digits: bool) -> None:
    """Translate this process's sentences into ``language`` (with its own digits if chosen)
    from the compiled catalogues, without Qt."""
    i18n.set_own_digits(own_digits)
    i18n.install(translation)
    i18n.set_language(language)
