"""Themes in UI tests: a fixture that puts the app's look back, WCAG's contrast ratio."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from app.counter.settings import Theme
from app.ui import style


@pytest.fixture
def themed(qapp: QApplication) -> Iterator[QApplication]:
    """The application for a test that applies themes; its palette and tones put back after."""
    before = qapp.palette()
    yield qapp
    style._Applied.tones = None
    style._Applied.choice = Theme.SYSTEM
    qapp.setPalette(before)
    style.retint(qapp)


def luminance(colour: QColor) -> float:
    """WCAG 2's relative luminance of ``colour``."""

    def channel(value: int) -> float:
        scaled = value / 255
        return scaled / 12.92 if scaled <= 0.04045 else ((scaled + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(colour.red())
        + 0.7152 * channel(colour.green())
        + 0.0722 * channel(colour.blue())
    )


def contrast(one: QColor, other: QColor) -> float:
    """WCAG 2's contrast ratio of two colours: 1 to 21."""
    lighter, darker = sorted((luminance(one), luminance(other)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)
