"""The pinned PySide6 keeps Python's reference counts: a long counter day must not abort.

PySide6 6.12.0 lost a reference to ``True`` on every signal emitted from Python and one to
``None`` on every Qt call returning nothing; when a count reaches zero the interpreter aborts
(``bool_dealloc``). This test fails on such a build long before a real session would crash.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QApplication

CALLS = 500


class Emitter(QObject):
    """A QObject with one signal, emitted from Python."""

    fired = Signal(int)


def test_signals_and_none_results_do_not_lose_references(qapp: QApplication) -> None:
    emitter = Emitter()
    received: list[int] = []
    emitter.fired.connect(received.append)
    true_before, none_before = sys.getrefcount(True), sys.getrefcount(None)
    for number in range(CALLS):
        emitter.fired.emit(number)
        assert qapp.activeWindow() is None
    assert len(received) == CALLS
    # A few references come and go with the loop itself; a leak loses one per call.
    assert sys.getrefcount(True) > true_before - CALLS // 10
    assert sys.getrefcount(None) > none_before - CALLS // 10
