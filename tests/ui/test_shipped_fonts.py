"""The tests see only the fonts Counterdesk ships (tests/fonts.conf): a test can never pass
because of a font installed on one machine, and the app has a font for every script it shows."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase, QFontInfo, QFontMetrics
from PySide6.QtWidgets import QApplication, QTableView
from pytestqt.qtbot import QtBot

from app.ui.fonts import (
    FONT_FOLDER,
    HIGH_MARKS,
    THEMED_CLASSES,
    class_font,
    ink_above_line,
    register_fonts,
    set_class_font,
    ui_font,
    use_ui_font,
)
from tests.conftest import FONTS_CONF

# The generic names fontconfig's aliases add to Qt's list of families.
GENERIC = {"Sans Serif", "Serif", "Monospace"}


def test_the_tests_see_only_the_fonts_the_app_ships(qtbot: QtBot) -> None:
    assert Path(os.environ["FONTCONFIG_FILE"]) == FONTS_CONF
    shipped = set(register_fonts())
    assert shipped == {
        "DejaVu Sans",
        "DejaVu Sans Mono",
        "Noto Sans Devanagari",
        "Noto Sans Bengali",
        "Noto Sans Tamil",
    }
    # No family of the machine's own fonts (this one has DejaVu Serif, others Lohit or Liberation).
    assert set(QFontDatabase.families()) - GENERIC == shipped


def test_the_default_and_fixed_fonts_are_shipped_ones(qtbot: QtBot) -> None:
    shipped = set(register_fonts())
    assert QFontInfo(QFont()).family() in shipped
    fixed = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
    assert QFontInfo(fixed).family() == "DejaVu Sans Mono"
    # Every shipped font file has its licence beside it.
    assert {path.name for path in FONT_FOLDER.glob("*.txt")} == {"OFL.txt", "DejaVu-LICENSE.txt"}


def test_the_reach_of_hindis_vowel_signs_is_measured_for_each_font(qtbot: QtBot) -> None:
    register_fonts()
    fonts = []
    for size in (9, 20, 40):
        font = QFont()
        font.setPointSize(size)
        fonts.append(font)

    def measured(font: QFont) -> int:
        metrics = QFontMetrics(font)
        return max(0, -metrics.tightBoundingRect(HIGH_MARKS).top() - metrics.ascent())

    expected = [measured(font) for font in fonts]
    assert expected[0] > 0  # the default font's line leaves the signs out: a header adds room
    # Asked again, in another order: each font's own answer, never another size's kept one.
    assert [ink_above_line(font) for font in fonts] == expected
    assert [ink_above_line(font) for font in reversed(fonts)] == expected[::-1]


def test_where_the_system_lacks_its_font_the_app_draws_in_the_shipped_one(qtbot: QtBot) -> None:
    # Wine has no Segoe UI: Qt asked for it and drew the screens in a serif fallback.
    font = ui_font(QFont("Segoe UI", 9))
    assert font.families() == [
        "DejaVu Sans",
        "Noto Sans Devanagari",
        "Noto Sans Bengali",
        "Noto Sans Tamil",
    ]
    assert QFontInfo(font).family() == "DejaVu Sans"
    assert font.pointSize() == 9
    # Where the system has its font (fontconfig's default here), that one stays first.
    system = ui_font(QFont("Sans Serif", 10))
    assert system.families()[0] == QFontInfo(QFont("Sans Serif")).family()
    assert system.pointSize() == 10


def test_the_platform_theme_s_own_fonts_take_the_app_s_families(qtbot: QtBot) -> None:
    # Windows' theme gives item views, menus and tooltips "MS Shell Dlg": a serif under Wine, in
    # every table of the app, after the app had named its own font.
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    before = app.font(), {name: class_font(name) for name in THEMED_CLASSES}
    set_class_font(QFont("MS Shell Dlg", 8), "QAbstractItemView")
    try:
        use_ui_font(app)
        families = ["DejaVu Sans", "Noto Sans Devanagari", "Noto Sans Bengali", "Noto Sans Tamil"]
        assert app.font().families() == families
        assert class_font("QAbstractItemView").families() == families
        assert class_font("QAbstractItemView").pointSize() == 8  # the theme's size kept
        table = QTableView()
        qtbot.addWidget(table)
        assert QFontInfo(table.font()).family() == "DejaVu Sans"
    finally:
        app.setFont(before[0])
        for name, font in before[1].items():
            set_class_font(font, name)
