"""An idle app's turns stay small: a blink of the focused field's cursor repaints that field
and its screen, not the window, and calls few event filters written in Python."""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from types import FrameType
from typing import NamedTuple

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from app.counter.config.settings import Theme
from app.ui.desk import Desk
from app.ui.focus_ring import FocusRing, show_focus_rings
from app.ui.registry import CATALOGUE, SHIFT
from app.ui.style import apply_theme
from tests.ui.themes import themed

__all__ = ["themed"]

BLINKS = 4
APP = str(Path(__file__).resolve().parents[2] / "app")


class Frame(NamedTuple):
    """What one repaint of the window painted (each widget named once) and which of the app's
    Python overrides it called, how many times."""

    painted: frozenset[str]
    calls: tuple[tuple[str, int], ...]


class FrameSpy(QObject):
    """An application-wide filter (with a profile hook) that notes, window update by window
    update, the widgets painted and the calls of the app's own ``eventFilter``, ``event`` and
    ``paintEvent``: what Qt calls into Python for an event. Nothing of the app is patched."""

    WATCHED = frozenset({"eventFilter", "event", "paintEvent"})

    def __init__(self, window: QWidget) -> None:
        super().__init__()
        self.window = window
        self.painted: list[set[str]] = [set()]
        self.calls: list[Counter[str]] = [Counter()]

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Qt: a window's update starts a frame; a paint is noted in it."""
        kind = event.type()
        if kind == QEvent.Type.UpdateRequest and watched is self.window:
            self.painted.append(set())
            self.calls.append(Counter())
        elif kind == QEvent.Type.Paint:
            self.painted[-1].add(f"{type(watched).__name__} {watched.objectName()}".strip())
        return False

    def _hook(self, frame: FrameType, what: str, _arg: object) -> None:
        code = frame.f_code
        if what == "call" and code.co_name in self.WATCHED and code.co_filename.startswith(APP):
            self.calls[-1][f"{Path(code.co_filename).stem}.{code.co_name}"] += 1

    def frames(self) -> list[Frame]:
        """Each window update's paints and calls."""
        return [
            Frame(frozenset(painted), tuple(sorted(calls.items())))
            for painted, calls in zip(self.painted, self.calls, strict=True)
        ]

    def __enter__(self) -> FrameSpy:
        app = QApplication.instance()
        assert app is not None
        app.installEventFilter(self)
        sys.setprofile(self._hook)
        return self

    def __exit__(self, *_exc: object) -> None:
        sys.setprofile(None)
        app = QApplication.instance()
        assert app is not None
        app.removeEventFilter(self)


@pytest.fixture
def blinking() -> Iterator[None]:
    """The cursor blinks fast, so that a test sees several blinks; as before afterwards."""
    hints = QGuiApplication.styleHints()
    before = hints.cursorFlashTime()
    hints.setCursorFlashTime(200)
    yield
    hints.setCursorFlashTime(before)


def a_blink(field: QWidget, qtbot: QtBot) -> Frame:
    """What a blink of ``field``'s cursor repaints and calls: the commonest of the window's
    updates that paint the field's line edit, over ``BLINKS`` of them (another widget's
    repaint may fall in one)."""
    edit = field.lineEdit() if isinstance(field, QAbstractSpinBox) else field
    assert isinstance(edit, QLineEdit)
    edit_name = f"QLineEdit {edit.objectName()}".strip()
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)
    qtbot.wait(300)  # the focus's own repaints are done
    with FrameSpy(field.window()) as spy:

        def blinked() -> bool:
            return sum(edit_name in painted for painted in spy.painted[:-1]) >= BLINKS

        qtbot.waitUntil(blinked, timeout=5000)
    blinks = Counter(frame for frame in spy.frames()[1:] if edit_name in frame.painted)
    return blinks.most_common(1)[0][0]


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
    blink = a_blink(screen.day_edit, qtbot)
    # Before: the window, its central widget and the stack of screens were painted at each
    # blink too, and six Python calls made: the scan catcher's on the window's update and
    # paint and on the day field's paint, the wheel guard's and the ring's on the field's
    # paint, the ring's paint. The ring is drawn where the cursor's rectangle meets its band.
    assert blink.painted == {
        "ShiftReportScreen",
        "DayEdit shiftDay",
        "QLineEdit qt_spinbox_lineedit",
        "FocusRing focusRing",
    }
    assert sum(count for _name, count in blink.calls) <= 3, blink.calls


def test_a_blink_in_the_catalogues_filter_paints_no_window(
    desk: Desk, qtbot: QtBot, blinking: None
) -> None:
    window_shown(desk, qtbot)
    desk.window.show_screen(CATALOGUE)
    field = desk.window.catalogue.toolbar.filter_edit
    blink = a_blink(field, qtbot)
    assert blink.painted == {
        "CatalogueScreen",
        "CatalogueToolbar catalogueToolbar",
        "QLineEdit catalogueFilter",
        "FocusRing focusRing",
    }
    assert sum(count for _name, count in blink.calls) <= 3, blink.calls


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
