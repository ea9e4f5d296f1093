"""The fonts the app ships: each language's font (``app.languages``: Noto Sans Devanagari,
Bengali and Tamil, SIL OFL), so every language renders on every computer, and DejaVu Sans and
Sans Mono (Bitstream Vera licence), so Latin text does on a system with no font of its own.

Windows has Nirmala UI and Segoe UI, and the .deb depends on Debian's fonts; the bundle carries
these copies for a system without them. Added to Qt's font database at start, they are among the
fonts Qt falls back to for a script the chosen font lacks: on screen, on paper and in PDFs. The
tests see these fonts and no other (tests/fonts.conf).
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase, QFontMetrics

from app import languages

# resources/ sits beside app/ in a checkout and in the installer's bundle.
FONT_FOLDER = Path(__file__).resolve().parents[2] / "resources" / "fonts"
# The words of every language whose marks reach highest above the line (Hindi's ि, ी, ं, ँ, ौ).
HIGH_MARKS = " ".join(
    language.tall_words for language in languages.LANGUAGES if language.tall_words
)


# The families each shipped file added, by file name: each is added once.
_ADDED: dict[str, tuple[str, ...]] = {}


def add_fonts(names: Iterable[str]) -> tuple[str, ...]:
    """Add these files of the shipped fonts to Qt's font database (each once; a QGuiApplication
    must exist); the families they add."""
    families: list[str] = []
    for name in names:
        if name not in _ADDED:
            font_id = QFontDatabase.addApplicationFont(str(FONT_FOLDER / name))
            found = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
            _ADDED[name] = tuple(found)
        families += _ADDED[name]
    return tuple(dict.fromkeys(families))


def register_fonts() -> tuple[str, ...]:
    """Add every shipped font to Qt's font database (each once); the families they add."""
    return add_fonts(path.name for path in sorted(FONT_FOLDER.glob("*.ttf")))


def register_language_fonts(code: str) -> tuple[str, ...]:
    """Add the fonts of the language ``code`` and of the source language (Latin text is in
    every screen): what the start's first paint needs; the others follow it."""
    wanted = (languages.SOURCE, code) if languages.is_known(code) else (languages.SOURCE,)
    return add_fonts(
        name for wanted_code in wanted for name in languages.language_of(wanted_code).fonts
    )


# By font key: a table's header asks at each layout pass, and shaping the marks each time made
# the shift report's first showing several milliseconds slower.
_INK_ABOVE: dict[str, int] = {}


def ink_above_line(font: QFont) -> int:
    """How far (px) the languages' marks reach above ``font``'s line: a widget sized by the
    font's metrics alone (a Latin font's, Devanagari coming from a fallback) cuts that off."""
    key = font.key()
    reach = _INK_ABOVE.get(key)
    if reach is None:
        metrics = QFontMetrics(font)
        reach = max(0, -metrics.tightBoundingRect(HIGH_MARKS).top() - metrics.ascent())
        _INK_ABOVE[key] = reach
    return reach
