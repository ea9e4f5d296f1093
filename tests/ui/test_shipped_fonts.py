"""The tests see only the fonts Counterdesk ships (tests/fonts.conf): a test can never pass
because of a font installed on one machine, and the app has a font for every script it shows."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase, QFontInfo
from pytestqt.qtbot import QtBot

from app.ui.fonts import FONT_FOLDER, register_fonts
from tests.conftest import FONTS_CONF

# The generic names fontconfig's aliases add to Qt's list of families.
GENERIC = {"Sans Serif", "Serif", "Monospace"}


def test_the_tests_see_only_the_fonts_the_app_ships(qtbot: QtBot) -> None:
    assert Path(os.environ["FONTCONFIG_FILE"]) == FONTS_CONF
    shipped = set(register_fonts())
    assert shipped == {"DejaVu Sans", "DejaVu Sans Mono", "Noto Sans Devanagari"}
    # No family of the machine's own fonts (this one has DejaVu Serif, others Lohit or Liberation).
    assert set(QFontDatabase.families()) - GENERIC == shipped


def test_the_default_and_fixed_fonts_are_shipped_ones(qtbot: QtBot) -> None:
    shipped = set(register_fonts())
    assert QFontInfo(QFont()).family() in shipped
    fixed = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
    assert QFontInfo(fixed).family() == "DejaVu Sans Mono"
    # Every shipped font file has its licence beside it.
    assert {path.name for path in FONT_FOLDER.glob("*.txt")} == {"OFL.txt", "DejaVu-LICENSE.txt"}
