"""Colour roles: read from the palette, and what widgets and documents paint with."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import fields

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from app.counter.config.settings import Theme
from app.ui.bridge import Level
from app.ui.screens.settings import SettingsScreen
from app.ui.style import apply_theme, is_dark, paper_ink, roles
from app.ui.tones import DARK, LIGHT, Roles, roles_of
from app.ui.widgets.message_bar import MessageBar
from tests.ui.themes import filled_with, themed, words

__all__ = ["themed"]


def dark_palette() -> QPalette:
    """Light text on a dark window, as a dark desktop theme gives."""
    palette = QPalette(QColor(0x2B2B2B))
    palette.setColor(QPalette.ColorRole.WindowText, QColor(0xEEEEEE))
    return palette


def light_palette() -> QPalette:
    """Dark text on a light window."""
    palette = QPalette(QColor(0xEFEFEF))
    palette.setColor(QPalette.ColorRole.WindowText, QColor(0x000000))
    return palette


@pytest.fixture
def dark_app(qapp: QApplication) -> Iterator[QApplication]:
    """The application under a dark palette for one test."""
    before = qapp.palette()
    qapp.setPalette(dark_palette())
    yield qapp
    qapp.setPalette(before)


def role_colours(tone: Roles) -> dict[str, str]:
    """Every role's colour as ``#rrggbb``."""
    return {field.name: getattr(tone, field.name).name() for field in fields(Roles)}


def test_the_roles_follow_the_palette_s_lightness(qapp: QApplication) -> None:
    light, dark = roles(light_palette()), roles(dark_palette())
    assert not is_dark(light_palette()) and is_dark(dark_palette())
    assert light.error.name() == "#c62828" and light.success.name() == "#2e7d32"
    assert dark.error != light.error and dark.success != light.success
    assert dark.muted.lightness() > light.muted.lightness()  # readable on the dark window
    # The environment badges do not change: amber is training and red is real money everywhere.
    assert (dark.sandbox, dark.live) == (light.sandbox, light.live)
    assert all(QColor(name).isValid() for name in role_colours(dark).values())


def test_the_application_s_palette_decides_the_default_roles(dark_app: QApplication) -> None:
    assert roles() == roles(dark_palette())
    dark_app.setPalette(light_palette())
    assert roles() == roles(light_palette())


def test_a_failed_settings_test_is_written_in_the_error_role(themed: QApplication) -> None:
    apply_theme(Theme.DARK)
    screen = SettingsScreen()
    screen.show_result("The service refused the key.", ok=False)
    assert words(screen.result_label) == roles_of(DARK).error
    apply_theme(Theme.LIGHT)
    screen.show_result("Connected.", ok=True)
    assert words(screen.result_label) == roles_of(LIGHT).success


def test_an_error_message_takes_the_error_tint_of_the_theme(themed: QApplication) -> None:
    apply_theme(Theme.DARK)
    bar = MessageBar()
    bar.show_message(Level.ERROR, "The service did not answer.")
    tone = roles_of(DARK)
    assert (filled_with(bar), words(bar)) == (tone.error_background, tone.error_text)


def test_documents_print_in_the_light_tones_whatever_the_screen(dark_app: QApplication) -> None:
    light = roles(light_palette())
    ink = paper_ink()
    assert (ink.error, ink.warning, ink.muted) == (
        light.error.name(),
        light.warning.name(),
        light.muted.name(),
    )
