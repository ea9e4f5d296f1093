"""The start's own first paint: the window's frame, its header and the activities last seen,
read from the start cache as plain JSON, shown before the real window's modules are imported.

It imports nothing of the app but the words it shows and where the window goes (a test starts
it in a fresh process and checks ``sys.modules``). Keys typed on it are kept and handed to the
real window when it takes over (``StartPaint.hand_over``), in the same place: staff who start
typing at once lose nothing.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QCloseEvent, QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QVBoxLayout,
    QWidget,
)

from app.domain.demo_names import DEMO_CATALOGUE
from app.i18n import Catalogue

START_PAINT = Catalogue("START_PAINT")

# The start cache's list of activities (one list for every date) and its row's shown fields:
# ``[id, name, place, when, net fare, haystack, item, fares, customer's price]``
# (app.counter.link.start_cache).
ACTIVITY_LIST = "ACTIVITY"  # app.domain.modules.Module.ACTIVITY's value
NAME, PLACE, CUSTOMER_PRICE = 1, 2, 8
# A row kept by an earlier version has no customer's price: the real list prices it.
NO_PRICE = "—"
ROWS_SHOWN = 40  # more than a maximised window's height holds; the real list has them all


def cached_activities(path: Path, identity: str) -> list[tuple[str, str, str]]:
    """Name, place and price of each activity last seen from ``identity``; none when the file is
    missing, unreadable or of another service (the real window says why)."""
    try:
        document = json.loads(path.read_bytes())
        if document.get("service") != identity:
            return []
        rows = document["lists"][ACTIVITY_LIST]["rows"]
        # Demo names as the real catalogue shows them (in the language in effect).
        known = DEMO_CATALOGUE.known
        return [
            (known(str(row[NAME])), known(str(row[PLACE])), _customer_price(row)) for row in rows
        ]
    except (OSError, ValueError, KeyError, TypeError, AttributeError, IndexError):
        return []


def _customer_price(row: list[object]) -> str:
    """What the list showed the customer per person for ``row`` (the net fare it also keeps
    is the agency's, shown only when "Show net fares" asks)."""
    return str(row[CUSTOMER_PRICE]) if len(row) > CUSTOMER_PRICE else NO_PRICE


def _columns(rows: list[tuple[str, str, str]]) -> list[str]:
    """Each column's title (the real catalogue's) over its cells, one a line, as plain text."""
    titles = (
        START_PAINT.tr("Name"),
        START_PAINT.tr("Location"),
        # The real list's title of the customer's price per person (RECEIPT_DATA's).
        START_PAINT.tr("Per person incl. GST"),
    )
    return ["\n".join((title, *(row[index] for row in rows))) for index, title in enumerate(titles)]


class Placement(Protocol):
    """Where a window opens (``app.ui.placement.WindowPlacement``)."""

    def show(self, window: QWidget) -> None:
        """Show ``window`` in its place."""


def paint_start(cache: Path, identity: str, placement: Placement) -> StartPaint:
    """The start window listing the activities last seen from ``identity``, shown where
    ``placement`` puts the real window, and painted."""
    start = StartPaint(cached_activities(cache, identity))
    placement.show(start)
    start.paint_now()
    return start


class KeyBuffer(QObject):
    """Keeps the keys typed on a window's widgets, to type them again elsewhere."""

    def __init__(self) -> None:
        super().__init__()
        self.keys: list[QKeyEvent] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Qt: a copy of each key press and release; the key goes on (the filter shows it)."""
        if isinstance(event, QKeyEvent) and event.type() in (
            QEvent.Type.KeyPress,
            QEvent.Type.KeyRelease,
        ):
            self.keys.append(event.clone())
        return False

    def replay(self, target: QWidget) -> None:
        """Type the kept keys into ``target``, in order, once."""
        keys, self.keys = self.keys, []
        for key in keys:
            QApplication.sendEvent(target, key)


class StartPaint(QMainWindow):
    """The frame, header and cached activities, painted while the real window is built."""

    def __init__(self, rows: list[tuple[str, str, str]]) -> None:
        super().__init__()
        self.setObjectName("startPaint")
        self.setWindowTitle("Counterdesk")
        self.resize(1280, 800)
        self.filter_edit = QLineEdit()
        self.filter_edit.setObjectName("startFilter")
        # Plain text, a label a column: a table view would make about 130 of PySide6's Python
        # enum types (the largest part of building the real window), and a rich-text table is
        # laid out by a text document several times over (two thirds of this window's paint).
        self.listed = rows[:ROWS_SHOWN]
        self.table = QWidget()
        self.table.setObjectName("startList")
        columns = QHBoxLayout(self.table)
        columns.setContentsMargins(0, 0, 0, 0)
        # Nothing of Qt's namespace (alignments, text formats, focus reasons) is asked for: its
        # Python types cost a fifth of a bare window's start. Read as plain text anyway: a
        # label looks for markup in its first line only, each column's title.
        columns.setSpacing(24)
        for text in _columns(self.listed):
            columns.addWidget(QLabel(text))
        columns.addStretch(1)  # the columns side by side on the left, as a table's
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(6, 6, 6, 6)
        header = QLabel("Counterdesk")
        header.setObjectName("startHeader")
        layout.addWidget(header)
        layout.addWidget(self.filter_edit)
        layout.addWidget(self.table)
        layout.addStretch(1)  # the list at the top, as the real one
        self.setCentralWidget(central)
        self.keys = KeyBuffer()
        for widget in (self, self.filter_edit, self.table):
            widget.installEventFilter(self.keys)

    def paint_now(self) -> None:
        """Show with the cursor in the filter, and paint before the next import holds the
        interpreter."""
        self.show()
        self.filter_edit.setFocus()
        QApplication.processEvents()
        self.repaint()

    def closeEvent(self, event: QCloseEvent) -> None:
        """Qt: closed by staff while the app starts, it stays: the real window comes in its
        place in a moment (and closes the app as staff expect); the start closes it itself."""
        if event.spontaneous():
            event.ignore()

    def hand_over(self, real: QWidget) -> None:
        """Give way to ``real``, shown in the same place; the keys typed meanwhile reach its
        focus widget. ``real`` is shown and focused by the caller first."""
        # Keys still queued by the window system come to this window's buffer, not lost.
        QApplication.processEvents()
        # Shown after this window, ``real`` is above it already; it takes the keyboard.
        real.activateWindow()
        target = real.focusWidget() or real
        self.keys.replay(target)
        self.close()
        self.deleteLater()
