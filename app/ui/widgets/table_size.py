"""Tables sized as a whole to what they show: as wide as their columns, as tall as their rows."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QTableView

# The most a table that hugs its rows insists on: about ten rows.
HUG_MIN_PX = 320


def whole_width(view: QTableView) -> int:
    """The width ``view`` needs to show all its columns, beside its vertical scroll bar."""
    scroll = view.verticalScrollBar().sizeHint().width()
    return view.horizontalHeader().length() + 2 * view.frameWidth() + scroll


class WholeWidth(QObject):
    """Keeps a table of fitted columns at least as wide as its columns: a layout that squeezes
    it would hide its figures behind a sideways scroll bar. Measured again as columns fit."""

    def __init__(self, view: QTableView) -> None:
        super().__init__(view)
        self._view = view
        header = view.horizontalHeader()
        header.sectionResized.connect(self.fit)
        header.sectionCountChanged.connect(self.fit)
        self.fit()

    def fit(self, *_args: object) -> None:
        """Set the table's least width to its columns' whole width."""
        self._view.setMinimumWidth(whole_width(self._view))


class RowHugger(QObject):
    """Keeps a table no taller than its header and rows: a short bill leaves no empty box, and
    what follows it (the total, the actions) sits right under it.

    Measured again when the rows change and when the table is shown (the style sets the row
    height only then). The table also asks for that height, up to ``HUG_MIN_PX`` (a long bill
    scrolls rather than push the actions off a small screen); with a stretch it grows up to
    its rows, and a stretch after it takes the rest of the room.
    """

    def __init__(self, view: QTableView) -> None:
        super().__init__(view)
        self._view = view
        model = view.model()
        for signal in (model.modelReset, model.rowsInserted, model.rowsRemoved):
            signal.connect(self.fit)
        view.installEventFilter(self)
        self.fit()

    def fit(self) -> None:
        """Set the table's greatest height to what its rows need."""
        view = self._view
        rows = view.verticalHeader().length()
        header = view.horizontalHeader().sizeHint().height()
        need = rows + header + 2 * view.frameWidth()
        view.setMaximumHeight(need)
        view.setMinimumHeight(min(need, HUG_MIN_PX))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Qt: fit again when the table is shown or its style changes."""
        if event.type() in (QEvent.Type.Show, QEvent.Type.StyleChange, QEvent.Type.FontChange):
            self.fit()
        return False
