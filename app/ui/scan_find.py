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
    """An event filter that collects fast key bursts ending in Enter, on the window and on its
    focused widget (it follows the focus).

    Not on the application: an application's filter is called, in Python, for every event of
    every object (paints, timers, each child a screen adds while it is built), which made building
    a screen twice as slow. A key reaches the focused widget, then its parents up to the window
    when ignored: those two are the only places a key is counted, so they are all it watches.

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
        self._installed = False

    def install(self) -> None:
        """Watch the window's keys from now on, wherever its focus goes."""
        if self._installed:
            return
        self._installed = True
        self.window.installEventFilter(self)
        app = _application()
        app.focusChanged.connect(self._follow)
        self._follow(None, app.focusWidget())

    def remove(self) -> None:
        """Stop watching (the app shuts down; a second call does nothing)."""
        if not self._installed:
            return
        self._installed = False
        app = _application()
        app.focusChanged.disconnect(self._follow)
        self._follow(app.focusWidget(), None)
        self.window.removeEventFilter(self)

    def _follow(self, old: QWidget | None, new: QWidget | None) -> None:
        """The focus moved from ``old`` to ``new``: watch the new focused widget instead,
        unless it is a text field, whose keys are text, never a scan (a key it does not take
        reaches the window, watched already; one it takes would have ended the scan so far).
        A text field is not watched for its other events: a cursor's blink is a paint."""
        if old is not None and old is not self.window:
            old.removeEventFilter(self)
        self._at_focus = None  # a key the widget left took is not one the window will see
        if new is None or new is self.window or new.window() is not self.window:
            return
        if _types_text(new):
            self._typed = ""
        else:
            new.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Qt: watch the keys the focused widget of this window gets; take Enter ending a scan."""
        # Every event of the focused widget and the window passes here: the type check first,
        # as it costs no Python enum.
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
