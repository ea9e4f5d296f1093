"""Scan to find: a keyboard-wedge barcode or QR scanner types a booking reference and Enter, far
faster than anyone types. Wherever the focus is not in a text field, such a burst opens the
booking in Lookup (in Lookup's own field, Enter looks it up already)."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

from app.domain.booking_ref import is_booking_ref, normalize_booking_ref

# A scanner sends a key every few milliseconds; a person's fastest keys are some 80 ms apart.
MAX_GAP_S = 0.05
ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
TEXT_FIELDS = (QLineEdit, QTextEdit, QPlainTextEdit, QAbstractSpinBox)


def _types_text(widget: QWidget) -> bool:
    if isinstance(widget, QComboBox):
        return widget.isEditable()
    return isinstance(widget, TEXT_FIELDS)


def _application() -> QApplication:
    app = QApplication.instance()
    assert isinstance(app, QApplication), "the QApplication is made before any window"
    return app


class ScanCatcher(QObject):
    """An application-wide event filter that collects fast key bursts ending in Enter.

    Signals:
        scanned(str): a booking reference was scanned (normalised).
    """

    scanned = Signal(str)

    def __init__(self, window: QWidget, clock: Callable[[], float] = time.monotonic) -> None:
        # No parent: the desk removes it from the application before the window goes.
        super().__init__()
        self.window = window
        self._clock = clock
        self._typed = ""
        self._last = 0.0
        self._at_focus: tuple[int, str] | None = None

    def install(self) -> None:
        """Watch every key of the application from now on."""
        _application().installEventFilter(self)

    def remove(self) -> None:
        """Stop watching (the app shuts down)."""
        _application().removeEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Qt: watch the keys the focused widget of this window gets; take Enter ending a scan."""
        # Every event of the app passes here: the type check first, as it costs no Python enum.
        if not isinstance(event, QKeyEvent) or event.type() is not QEvent.Type.KeyPress:
            return False
        focus = QApplication.focusWidget()
        if focus is None or focus.window() is not self.window:
            return False
        # A key the focused widget ignores propagates up to the window, which the filter sees
        # again: it is counted at the focus only. Keys sent to the window itself count there.
        key = (event.key(), event.text())
        if watched is focus:
            self._at_focus = None if focus is self.window else key
        elif watched is self.window:
            if self._at_focus == key:
                self._at_focus = None
                return False
        else:
            return False
        if _types_text(focus):
            self._typed = ""
            return False
        return self._key(event)

    def _key(self, event: QKeyEvent) -> bool:
        now = self._clock()
        fast = now - self._last <= MAX_GAP_S
        self._last = now
        if event.key() in ENTER_KEYS:
            ref = normalize_booking_ref(self._typed)
            self._typed = ""
            if fast and is_booking_ref(ref):
                self.scanned.emit(ref)
                return True
            return False
        text = event.text()
        if len(text) == 1 and text.isprintable():
            self._typed = (self._typed if fast else "") + text
        else:
            self._typed = ""
        return False
