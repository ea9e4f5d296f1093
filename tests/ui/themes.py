"""Themes in UI tests: a theme for a while (the app's look put back after), the colours a widget
is drawn in, WCAG's contrast ratio."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from app.counter.config.settings import Theme
from app.ui import style


@contextmanager
def looks_put_back(app: QApplication) -> Iterator[None]:
    """Inside, themes may be applied; after, the palette and tones are as they were (none
    applied: the tones follow the palette)."""
    before = app.palette()
    try:
        yield
    finally:
        style._Applied.tones = None
        style._Applied.choice = Theme.SYSTEM
        app.setPalette(before)
        style.restyle_app(app)
        QApplication.processEvents()


@contextmanager
def in_theme(theme: Theme) -> Iterator[None]:
    """The whole app drawn in ``theme`` inside the block, and as before after it."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    with looks_put_back(app):
        style.apply_theme(theme)
        # A shown window takes a new palette through posted events.
        QApplication.processEvents()
        yield


@pytest.fixture
def themed(qapp: QApplication) -> Iterator[QApplication]:
    """The application for a test that applies themes; its look put back after."""
    with looks_put_back(qapp):
        yield qapp


@pytest.fixture
def light_page(themed: QApplication, qtbot: QtBot) -> QWidget:
    """An empty page for a test's widgets, the light theme applied (the look put back after)."""
    style.apply_theme(Theme.LIGHT)
    page = QWidget()
    qtbot.addWidget(page)
    return page


def words(widget: QWidget) -> QColor:
    """The colour ``widget`` writes its words in, as the application's style sheet has it."""
    widget.ensurePolished()
    return widget.palette().color(widget.foregroundRole())


def filled_with(widget: QWidget) -> QColor:
    """The colour ``widget`` fills its background with, as the application's style sheet has it."""
    widget.ensurePolished()
    return widget.palette().color(widget.backgroundRole())


def painted(widget: QWidget) -> set[int]:
    """Every colour (0xRRGGBB) of ``widget`` as painted."""
    image = widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    return {
        image.pixel(x, y) & 0xFFFFFF for y in range(image.height()) for x in range(image.width())
    }


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
