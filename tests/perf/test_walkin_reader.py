"""The walk-ins' scanner (``walkin.Keyboard.reader``) is a scanner to the app when counted too:
under callgrind, on a loaded machine, the app takes its keys far further apart than a scanner's
gap (``scan_find.MAX_GAP_S``), and a burst taken for typing left the foreign walk-in's probe
waiting for hours for a Lookup that never opened."""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial

import pytest
from PySide6.QtWidgets import QApplication, QPushButton, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from app.ui import scan_find
from app.ui.scan_find import ScanCatcher
from tests.perf.counting import COUNTING_ENV
from tests.perf.walkin import Keyboard

REFERENCE = "YNM7ZDF5"
# A counted app at a load of 15 took the keys of a scan some 0.1-0.2 s apart.
COUNTED_GAP_S = 0.2

# The offscreen platform warns whenever a window's size hints change: harmless there.
pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def _clock(gap_s: float) -> Iterator[float]:
    now = 0.0
    while True:
        now += gap_s
        yield now


@pytest.mark.parametrize("counted", [True, False])
def test_the_scanners_keys_are_a_scan_when_counted_however_far_apart_the_app_takes_them(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, counted: bool
) -> None:
    keyboard = Keyboard()  # made uncounted: counted, it watches a running loop
    if counted:
        monkeypatch.setenv(COUNTING_ENV, "1")
    window = QWidget()
    button = QPushButton("Go", window)
    QVBoxLayout(window).addWidget(button)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    button.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is button)
    found: list[str] = []
    catcher = ScanCatcher(window, clock=partial(next, _clock(COUNTED_GAP_S)))
    catcher.scanned.connect(found.append)
    catcher.install()
    try:
        keyboard.reader(REFERENCE)
    finally:
        catcher.remove()
    # Counted, the slow keys are the scanner's; not counted, they are a person's, as ever.
    assert found == ([REFERENCE] if counted else [])
    assert scan_find.MAX_GAP_S == 0.05  # the app's own gap, once the scanner is done
