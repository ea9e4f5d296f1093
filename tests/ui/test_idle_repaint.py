"""An idle app's turns stay small: a blink of the focused field's cursor repaints that field
and its screen, not the window, and calls few event filters written in Python."""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from types import FrameType

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from app.counter.settings import Theme
from app.ui.desk import Desk
from app.ui.focus_ring import FocusRing, show_focus_rings
from app.ui.registry import CATALOGUE, SHIFT
from app.ui.style import apply_theme
from tests.ui.themes import themed

__all__ = ["themed"]

BLINKS = 4
APP = str(Path(__file__).resolve().parents[2] / "app")


class PaintSpy(QObject):
    """Counts the paint events of each widget while ``on`` (an application-wide filter)."""

    def __init__(self) -> None:
        super().__init__()
        self.on = False
        self.painted: Counter[int] = Counter()
        self.names: dict[int, str] = {}

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Qt: count a paint."""
        if self.on and event.type() == QEvent.Type.Paint:
            self.painted[id(watched)] += 1
            self.names[id(watched)] = f"{type(watched).__name__} {watched.objectName()}".strip()
        return False


class PythonCalls:
    """Counts the calls of the app's own ``eventFilter``, ``event`` and ``paintEvent`` (what Qt
    calls into Python for each event) while on: a profile hook, nothing patched."""

    WATCHED = frozenset({"eventFilter", "event", "paintEvent"})

    def __init__(self) -> None:
        self.calls: Counter[str] = Counter()

    def _hook(self, frame: FrameType, what: str, _arg: object) -> None:
        code = frame.f_code
        if what == "call" and code.co_name in self.WATCHED and code.co_filename.startswith(APP):
            self.calls[f"{Path(code.co_filename).stem}.{code.co_name}"] += 1

    def __enter__(self) -> PythonCalls:
        sys.setprofile(self._hook)
        return self

    def __exit__(self, *_exc: object) -> None:
        sys.setprofile(None)


@pytest.fixture
def blinking() -> Iterator[None]:
    """The cursor blinks fast, so that a test sees several blinks; as before afterwards."""
    hints = QGuiApplication.styleHints()
    before = hints.cursorFlashTime()
    hints.setCursorFlashTime(200)
    yield
    hints.setCursorFlashTime(before)


def blinks_of(field: QWidget, qtbot: QtBot) -> tuple[dict[str, int], Counter[str], int]:
    """The widgets painted while ``field``'s cursor blinks ``BLINKS`` times (named, with their
    paints), the app's Python overrides called, and the number of blinks."""
    edit = field.lineEdit() if isinstance(field, QAbstractSpinBox) else field
    assert isinstance(edit, QLineEdit)
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)
    qtbot.wait(300)  # the focus's own repaints are done
    spy = PaintSpy()
    app = QApplication.instance()
    assert app is not None
    app.installEventFilter(spy)
    spy.on = True
    try:
        with PythonCalls() as python:
            qtbot.waitUntil(lambda: spy.painted[id(edit)] >= BLINKS, timeout=5000)
    finally:
        spy.on = False
        app.removeEventFilter(spy)
    named = {spy.names[key]: count for key, count in spy.painted.items()}
    return named, python.calls, spy.painted[id(edit)]


def window_shown(desk: Desk, qtbot: QtBot) -> None:
    window = desk.window
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)


@pytest.mark.parametrize("theme", [Theme.LIGHT, Theme.HIGH_CONTRAST])
def test_a_blink_of_the_day_fields_cursor_paints_no_window(
    themed: QApplication,
    desk: Desk,
    qtbot: QtBot,
    blinking: None,
    theme: Theme,
) -> None:
    apply_theme(theme)
    window_shown(desk, qtbot)
    desk.window.show_screen(SHIFT)
    screen = desk.window.page(SHIFT)
    painted, calls, blinks = blinks_of(screen.day_edit, qtbot)
    # Before: the window, its central widget and the stack of screens were painted at each
    # blink too, and six Python calls made (three of them the scan catcher's, on the window
    # and on the day field). The ring is painted where the cursor's rectangle meets its band.
    assert set(painted) == {
        "ShiftReportScreen",
        "DayEdit shiftDay",
        "QLineEdit qt_spinbox_lineedit",
        "FocusRing focusRing",
    }
    assert sum(calls.values()) <= 4 * blinks, (calls, blinks)


def test_a_blink_in_the_catalogues_filter_paints_no_window(
    desk: Desk, qtbot: QtBot, blinking: None
) -> None:
    window_shown(desk, qtbot)
    desk.window.show_screen(CATALOGUE)
    field = desk.window.catalogue.toolbar.filter_edit
    painted, calls, blinks = blinks_of(field, qtbot)
    assert set(painted) == {
        "CatalogueScreen",
        "CatalogueToolbar catalogueToolbar",
        "QLineEdit catalogueFilter",
        "FocusRing focusRing",
    }
    assert sum(calls.values()) <= 3 * blinks, (calls, blinks)


def test_a_screen_painted_alone_shows_what_the_window_beneath_it_showed(
    themed: QApplication, desk: Desk, qtbot: QtBot
) -> None:
    for theme in (Theme.LIGHT, Theme.DARK, Theme.HIGH_CONTRAST):
        apply_theme(theme)
        window_shown(desk, qtbot)
        screen = desk.window.stack.currentWidget()
        assert screen is not None
        opaque = desk.window.grab().toImage()
        screen.setAutoFillBackground(False)
        assert not screen.testAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        beneath = desk.window.grab().toImage()
        screen.setAutoFillBackground(True)
        assert opaque == beneath, theme


def test_the_rings_mask_cuts_nothing_of_the_ring(qtbot: QtBot) -> None:
    page = QWidget()
    qtbot.addWidget(page)
    field = QLineEdit(page)
    field.setGeometry(10, 10, 200, 30)
    show_focus_rings()
    page.resize(220, 50)
    page.show()
    qtbot.waitExposed(page)
    page.activateWindow()
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)
    ring = field.findChild(FocusRing)
    assert ring is not None and ring.isVisible() and not ring.mask().isEmpty()
    masked = page.grab().toImage()
    ring.clearMask()
    assert page.grab().toImage() == masked
