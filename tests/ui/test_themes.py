"""Light, dark and high contrast: every text readable on what it is drawn on (WCAG AA), a theme
chosen in Settings drawn at once and kept, the widgets already shown re-tinted."""

from __future__ import annotations

import json
import re
from dataclasses import fields
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from app.counter.config.settings import Settings, Theme, load_settings, save_settings
from app.domain.modules import Module
from app.ui.bridge import Level
from app.ui.desk import Desk
from app.ui.icons import icon, recoloured
from app.ui.registry import SETTINGS
from app.ui.style import Look, apply_theme, restyle, roles, tone_set
from app.ui.tones import HIGH_CONTRAST, TONE_SETS, Roles, palette_of, roles_of
from app.ui.widgets.catalogue_toolbar import CatalogueToolbar
from app.ui.widgets.message_bar import MessageBar
from tests.ui.themes import contrast, filled_with, light_page, painted, themed

__all__ = ["light_page", "themed"]

BODY = 4.5  # WCAG AA, body text
LARGE = 3.0  # WCAG AA, large text and what is not text (the focus ring)
ROLE = QPalette.ColorRole


def pairs(tones: str) -> list[tuple[str, QColor, QColor, float]]:
    """Each text of the tone set ``tones`` with the background it is drawn on, and the least
    contrast it needs."""
    palette, tone = palette_of(tones), roles_of(tones)
    window, base, button = (palette.color(r) for r in (ROLE.Window, ROLE.Base, ROLE.Button))
    alternate = palette.color(ROLE.AlternateBase)
    found = [
        ("window text", palette.color(ROLE.WindowText), window, BODY),
        ("field text", palette.color(ROLE.Text), base, BODY),
        ("striped row text", palette.color(ROLE.Text), alternate, BODY),
        ("button text", palette.color(ROLE.ButtonText), button, BODY),
        ("selected text", palette.color(ROLE.HighlightedText), palette.color(ROLE.Highlight), BODY),
        ("tooltip", palette.color(ROLE.ToolTipText), palette.color(ROLE.ToolTipBase), BODY),
        ("placeholder", palette.color(ROLE.PlaceholderText), base, BODY),
        ("link", palette.color(ROLE.Link), base, BODY),
        ("toggle", tone.text, tone.button, BODY),
        ("accent", tone.on_accent, tone.accent, BODY),
        ("accent hovered", tone.on_accent, tone.accent_hover, BODY),
        ("SANDBOX badge", tone.on_sandbox, tone.sandbox, BODY),
        ("LIVE badge", tone.on_live, tone.live, BODY),
        ("unknown badge", tone.on_neutral, tone.neutral, BODY),
        ("information strip", tone.info_text, tone.info_background, BODY),
        ("warning strip", tone.warning_text, tone.warning_background, BODY),
        ("error strip", tone.error_text, tone.error_background, BODY),
    ]
    for role in ("error", "success", "warning", "muted", "dimmed", "text"):
        for name, ground in (("window", window), ("field", base), ("striped row", alternate)):
            found.append((f"{role} on {name}", getattr(tone, role), ground, BODY))
    for name, ground in (("window", window), ("field", base), ("toggle", tone.button)):
        found.append((f"focus ring on {name}", tone.focus_ring, ground, LARGE))
        found.append((f"outline on {name}", tone.border, ground, LARGE))
    return found


@pytest.mark.parametrize("tones", TONE_SETS)
def test_every_text_reads_on_its_background(qapp: QApplication, tones: str) -> None:
    weak = {
        name: round(contrast(text, ground), 2)
        for name, text, ground, least in pairs(tones)
        if contrast(text, ground) < least
    }
    assert not weak, f"{tones}: below WCAG AA: {weak}"


def test_the_ratio_is_wcag_s() -> None:
    assert contrast(QColor(0x000000), QColor(0xFFFFFF)) == pytest.approx(21.0)
    assert contrast(QColor(0x777777), QColor(0xFFFFFF)) == pytest.approx(4.48, abs=0.01)


def test_each_tone_belongs_to_one_role(qapp: QApplication) -> None:
    owner: dict[str, str] = {}
    for tones in TONE_SETS:
        tone = roles_of(tones)
        for field in fields(Roles):
            name = getattr(tone, field.name).name()
            assert owner.setdefault(name, field.name) == field.name, (tones, name)


@pytest.mark.parametrize("theme", [Theme.DARK, Theme.HIGH_CONTRAST])
def test_the_boats_toggle_reads_on_a_dark_theme(
    themed: QApplication, qtbot: QtBot, theme: Theme
) -> None:
    import datetime as dt

    apply_theme(theme)
    toolbar = CatalogueToolbar(dt.date(2026, 11, 23))
    qtbot.addWidget(toolbar)
    toolbar.show()
    qtbot.waitExposed(toolbar)
    boats = toolbar.findChild(QPushButton, f"module{Module.BOAT.value.title()}")
    assert boats is not None and not boats.isChecked()
    colours = painted(boats)
    tone = roles()
    assert tone.button.rgb() & 0xFFFFFF in colours  # its face
    # Its words in the text tone: readable on the face (the test above checks how well).
    assert tone.text.rgb() & 0xFFFFFF in colours


def test_a_theme_applies_to_what_is_already_shown(themed: QApplication, qtbot: QtBot) -> None:
    bar = MessageBar()
    qtbot.addWidget(bar)
    apply_theme(Theme.LIGHT)
    bar.show_message(Level.ERROR, "The service did not answer.")
    assert filled_with(bar) == roles().error_background
    apply_theme(Theme.HIGH_CONTRAST)
    assert tone_set() == HIGH_CONTRAST
    assert filled_with(bar) == roles().error_background
    assert QApplication.palette().color(ROLE.Window) == palette_of(HIGH_CONTRAST).color(ROLE.Window)
    apply_theme(Theme.DARK)
    assert filled_with(bar) == roles().error_background


def test_the_theme_is_kept_in_the_settings(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(path, Settings(theme=Theme.HIGH_CONTRAST))
    assert load_settings(path).theme is Theme.HIGH_CONTRAST
    raw = json.loads(path.read_text())
    raw["theme"] = "sepia"  # a newer version's theme: the system's, the rest kept
    raw["counter_code"] = "PB1"
    path.write_text(json.dumps(raw))
    assert load_settings(path).theme is Theme.SYSTEM
    assert load_settings(path).counter_code == "PB1"


def test_a_theme_chosen_in_settings_is_drawn_at_once_and_kept(
    themed: QApplication, desk: Desk, qtbot: QtBot
) -> None:
    desk.window.show_screen(SETTINGS)
    screen = desk.window.page(SETTINGS)
    qtbot.waitUntil(lambda: screen.theme.value() is Theme.SYSTEM)
    combo = screen.theme.combo
    combo.setCurrentIndex(combo.findData(Theme.DARK.value))
    combo.activated.emit(combo.currentIndex())
    assert QApplication.palette().color(ROLE.Window) == palette_of("dark").color(ROLE.Window)
    assert load_settings(desk.paths.settings_file).theme is Theme.DARK
    # Saving the rest of the settings keeps the theme chosen.
    assert screen.draft()[0].theme is Theme.DARK


def test_words_under_a_style_sheet_and_icons_take_the_new_theme(
    light_page: QWidget, qtbot: QtBot
) -> None:
    page = light_page
    figure = QLabel("INR 2,004.00", page)
    restyle(figure, look=Look.FIGURE)  # a size, no colour: the palette's words
    button = QPushButton("Print", page)
    button.setIcon(icon("printer", roles().text))
    page.show()
    qtbot.waitExposed(page)
    before = button.icon().cacheKey()
    apply_theme(Theme.HIGH_CONTRAST)
    QApplication.processEvents()
    words = figure.palette().color(ROLE.WindowText)
    assert words == palette_of(HIGH_CONTRAST).color(ROLE.WindowText)
    assert button.icon().cacheKey() != before  # drawn again, in the new text tone
    assert recoloured(button.icon(), lambda colour: colour) is None


# A hex colour, as text or as a number (white paper and images may say "white").
WRITTEN_COLOUR = re.compile(r"#[0-9a-fA-F]{6}\b|QColor\(\s*0x")


def test_no_colour_is_written_outside_the_style_module() -> None:
    ui = Path(__file__).resolve().parents[2] / "app" / "ui"
    written = [
        f"{path.relative_to(ui)}:{number}"
        for path in ui.rglob("*.py")
        if path.name != "style.py"
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if WRITTEN_COLOUR.search(line)
    ]
    assert not written, written
