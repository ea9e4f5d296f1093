"""Names as typed, before they reach a receipt, a ticket or an export.

A format character (Unicode category Cf: a right-to-left override, an isolate, a zero-width space
or joiner, a byte order mark) is invisible and changes how the name reads or compares: a name
holding one is refused. Letters of more than one script in one name (a Cyrillic "А" in "Аsha")
are how look-alike names are made. A real name may mix scripts word by word ("Ravi राम"), so
such a name is only flagged for a second look; but no real word mixes them, so a passenger's name
with such a word is refused. A whole word in another script whose every letter reads as a Latin
one ("Рау", Cyrillic, reads "Pay") is made the same way and is treated as a mixed word. A name
that must match a passport's machine-readable lines is Latin letters only (Devanagari, Bengali or
Tamil alone are fine elsewhere).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

from app.domain.latin_lookalikes import LOOKALIKES

FORMAT = "Cf"


def format_character(text: str) -> str | None:
    """The first invisible format character (category Cf) of ``text``, or None."""
    return next((char for char in text if unicodedata.category(char) == FORMAT), None)


def _script(letter: str) -> str | None:
    # Unicode names a letter by its script first: LATIN SMALL LETTER A, CYRILLIC CAPITAL
    # LETTER A, DEVANAGARI LETTER KA. Modifier letters (Lm) belong to no one script.
    if not unicodedata.category(letter).startswith("L") or unicodedata.category(letter) == "Lm":
        return None
    name = unicodedata.name(letter, "")
    return name.split(" ", 1)[0] or None


def scripts(text: str) -> set[str]:
    """The scripts of the letters of ``text`` (digits, spaces and punctuation have none)."""
    return {script for script in map(_script, text) if script is not None}


def mixed_scripts(text: str) -> bool:
    """Whether the letters of ``text`` come from more than one script."""
    return len(scripts(text)) > 1


def reads_as_latin(word: str) -> bool:
    """Whether ``word`` has letters, none of them Latin, and every one reads as a Latin letter:
    Cyrillic "Рау" reads "Pay", mathematical bold "𝐏𝐚𝐲" too (NFKC makes it Latin)."""
    letters = [char for char in unicodedata.normalize("NFKC", word) if _script(char) is not None]
    if not letters or "LATIN" in scripts(word):
        return False
    return all(_script(char) == "LATIN" or char in LOOKALIKES for char in letters)


def _looks_mixed(word: str) -> bool:
    return mixed_scripts(word) or reads_as_latin(word)


def mixed_word(text: str) -> str | None:
    """The first word of ``text`` whose letters come from more than one script, or whose
    letters are all another script's that read as Latin ones, or None."""
    return next((word for word in text.split() if _looks_mixed(word)), None)


def latin_only(text: str) -> bool:
    """Whether every letter of ``text`` is a Latin one (accents too: "Zoë", "Núñez")."""
    return scripts(text) <= {"LATIN"}


def look_again(names: Iterable[str]) -> list[str]:
    """The names of ``names`` whose letters mix scripts, or with a word that only reads as Latin,
    in order: a second look before a sale."""
    return [name for name in names if mixed_scripts(name) or mixed_word(name) is not None]
