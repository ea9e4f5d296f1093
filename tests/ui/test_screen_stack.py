"""The window's stack of screens lays out the screen in front alone: a screen built and put
behind is not measured again each time the window lays itself out, and the one brought to the
front still gets the room its wrapped lines need."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot

from app.ui.desk import Desk
from app.ui.registry import HISTORY, LOOKUP, SETTINGS
from tests.ui.conftest import SCREEN_SIZES, screenshot, settle_layouts


class MeasuredLabel(QLabel):
    """A long word-wrapped line that counts how often its height is asked at a width."""

    def __init__(self) -> None:
        super().__init__(" ".join(["a long wrapped line of a screen"] * 40))
        self.setObjectName("measuredLabel")
        self.setWordWrap(True)
        self.asked = 0

    def heightForWidth(self, width: int) -> int:
        """Qt's height at ``width``, counted."""
        self.asked += 1
        return super().heightForWidth(width)


def _history_behind(desk: Desk) -> tuple[QWidget, MeasuredLabel]:
    """History built with a measured label on it, behind Lookup, its count at nought."""
    history = desk.window.page(HISTORY)
    label = MeasuredLabel()
    layout = history.layout()
    assert layout is not None
    layout.addWidget(label)
    desk.window.show_screen(LOOKUP)
    settle_layouts()
    label.asked = 0
    return history, label


def test_a_screen_behind_is_not_measured_as_the_window_lays_out(desk: Desk, qtbot: QtBot) -> None:
    window = desk.window
    history, label = _history_behind(desk)

    # Another screen is placed and brought to the front, the window resized: History stays
    # behind, and nothing asks its lines for their height.
    for size in SCREEN_SIZES:
        window.resize(*size)
        settle_layouts()
        window.show_screen(SETTINGS)
        settle_layouts()
        window.show_screen(LOOKUP)
        settle_layouts()
    assert window.current() is LOOKUP
    assert label.asked == 0

    # Brought to the front, it is measured, and every line of it is shown whole.
    for size in SCREEN_SIZES:
        window.resize(*size)
        window.show_screen(HISTORY)
        settle_layouts()
        qtbot.waitUntil(lambda: label.isVisible())
        assert label.asked > 0
        assert label.height() >= label.heightForWidth(label.width())
        assert history.rect().contains(label.geometry())
        screenshot(window, f"screen_stack_history_in_front_{size[0]}x{size[1]}")
        window.show_screen(LOOKUP)
        settle_layouts()


def test_a_screen_built_ahead_is_sized_behind_a_question_a_step(desk: Desk) -> None:
    window = desk.window
    history, label = _history_behind(desk)

    # Three questions, the caller giving the loop a turn between two of them (two steps), and
    # the screen's wrapped lines are measured while it stays behind.
    steps = list(window.stack.measure_behind(history))
    assert len(steps) == 2
    assert label.asked > 0
    assert window.current() is LOOKUP and not history.isVisible()
