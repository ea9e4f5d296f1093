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

from collections.abc import Iterable, Sequence
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


def language_families() -> tuple[str, ...]:
    """The families of every language's shipped font (the registry's first file of each, added
    if not yet), in the registry's order: English's Latin font first."""
    return add_fonts(language.fonts[0] for language in languages.LANGUAGES)


def ui_font(default: QFont, shipped: Sequence[str] | None = None) -> QFont:
    """The app's font: ``default`` (the system's) where the system has its family, and else the
    shipped Latin font (Wine has no Segoe UI and drew the screens in a serif fallback), followed
    by the ``shipped`` families (by default every language's), so each script draws the same on
    every computer."""
    font = QFont(default)
    # The family the system draws (fontconfig's "Sans Serif" is an alias: in a list of families
    # Qt passes over it), where the system has the one it asks for.
    known = QFontDatabase.hasFamily(default.family())
    system = [QFontInfo(default).family()] if known else []
    ours = language_families() if shipped is None else shipped
    font.setFamilies(list(dict.fromkeys([*system, *ours])))
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
