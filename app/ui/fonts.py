"""The fonts the app ships: each language's font (``app.languages``: Noto Sans Devanagari,
Bengali and Tamil, SIL OFL), so every language renders on every computer, and DejaVu Sans and
Sans Mono (Bitstream Vera licence), so Latin text does on a system with no font of its own.

Windows has Nirmala UI and Segoe UI, and the .deb depends on Debian's fonts; the bundle carries
these copies for a system without them. Added to Qt's font database at start, they are among the
fonts Qt falls back to for a script the chosen font lacks: on screen, on paper and in PDFs. The
tests see these fonts and no other (tests/fonts.conf).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase, QFontMetrics

from app import languages

# resources/ sits beside app/ in a checkout and in the installer's bundle.
FONT_FOLDER = Path(__file__).resolve().parents[2] / "resources" / "fonts"
# The words of every language whose marks reach highest above the line (Hindi's ि, ी, ं, ँ, ौ).
HIGH_MARKS = " ".join(
    language.tall_words for language in languages.LANGUAGES if language.tall_words
)


@cache
def register_fonts() -> tuple[str, ...]:
    """Add the shipped fonts to Qt's font database (once; a QGuiApplication must exist); the
    families they add."""
    families: list[str] = []
    for path in sorted(FONT_FOLDER.glob("*.ttf")):
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id >= 0:
            families += QFontDatabase.applicationFontFamilies(font_id)
    return tuple(dict.fromkeys(families))


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
