"""The fonts the app ships: each language's font (``app.languages``: Noto Sans Devanagari,
Bengali and Tamil, SIL OFL), so every language renders on every computer, and DejaVu Sans and
Sans Mono (Bitstream Vera licence), so Latin text does on a system with no font of its own.

Windows 10 has Segoe UI and Nirmala UI, and the .deb depends on Debian's fonts; the bundle
carries these copies for a system without them (Wine has neither). Added to Qt's font database at
start, they follow the system's font in the app's font (``ui_font``): what the system's lacks, a
script or the whole family, they draw, on screen, on paper and in PDFs. The tests see these fonts
and no other (tests/fonts.conf).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase, QFontInfo, QFontMetrics
from PySide6.QtWidgets import QApplication

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
    return tuple(dict.fromkeys(f for files in _shipped().values() for f in files))


@cache
def _shipped() -> dict[str, tuple[str, ...]]:
    """Each shipped font file's name -> the families it added to Qt's font database."""
    added = {}
    for path in sorted(FONT_FOLDER.glob("*.ttf")):
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id >= 0:
            added[path.name] = tuple(QFontDatabase.applicationFontFamilies(font_id))
    return added


def language_families() -> list[str]:
    """The families of every language's shipped font (the registry's first file of each), in the
    registry's order: English's Latin font first."""
    shipped = _shipped()
    found = (shipped.get(language.fonts[0], ()) for language in languages.LANGUAGES)
    return list(dict.fromkeys(family for families in found for family in families))


def ui_font(default: QFont) -> QFont:
    """The app's font: ``default`` (the system's) where the system has its family, and else the
    shipped Latin font (Wine has no Segoe UI and drew the screens in a serif fallback), followed
    by every language's font, so each script draws the same on every computer."""
    font = QFont(default)
    # The family the system draws (fontconfig's "Sans Serif" is an alias: in a list of families
    # Qt passes over it), where the system has the one it asks for.
    known = QFontDatabase.hasFamily(default.family())
    system = [QFontInfo(default).family()] if known else []
    font.setFamilies(list(dict.fromkeys(system + language_families())))
    return font


# The classes Qt's platform theme gives fonts of their own (QApplicationPrivate's widget font
# hash): on Windows menus, item views, tooltips and the status bar get "MS Shell Dlg", which
# Wine draws in a serif.
THEMED_CLASSES = (
    "QMenu",
    "QMenuBar",
    "QAbstractItemView",
    "QTipLabel",
    "QStatusBar",
    "QMessageBoxLabel",
    "QHeaderView",
    "QDockWidgetTitle",
    "QMdiSubWindowTitleBar",
    "QComboMenuItem",
    "QSmallFont",
    "QMiniFont",
)


def use_ui_font(app: QApplication) -> None:
    """Make ``ui_font`` every widget's: the application's font, and with the same families each
    font the platform theme gives a class of widgets (in its own size). After the style is set:
    setting it fills the theme's fonts in again."""
    # Read first: setting the application's font forgets the classes' own.
    themed = {name: class_font(name) for name in THEMED_CLASSES}
    app.setFont(ui_font(app.font()))
    families = app.font().families()
    for name, font in themed.items():
        font.setFamilies(families)
        set_class_font(font, name)


# PySide6's stubs type a class name as bytes; at run time it is a str (bytes are refused).
def class_font(name: str) -> QFont:
    """The font Qt gives the widgets of class ``name``."""
    font: QFont = QApplication.font(name)  # type: ignore[call-overload]
    return font


def set_class_font(font: QFont, name: str) -> None:
    """Give the widgets of class ``name`` ``font``."""
    QApplication.setFont(font, name)  # type: ignore[arg-type]


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
