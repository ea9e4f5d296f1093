"""The passenger table: one row per passenger, and a scan dropped on a row goes to that row."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtGui import QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QHeaderView, QTableView

from app.ui.models.passengers import PassengerModel
from app.ui.widgets.scan_panel import dropped_scan
from app.ui.widgets.table_view import make_table

DRAG_EVENTS = (QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.Drop)


class RowDrops(QObject):
    """Watches a table's viewport for files or images dropped on a row.

    Signals:
        dropped(int, object): a file (Path) or image (QImage) was dropped on that row.
    """

    dropped = Signal(int, object)

    def __init__(self, view: QTableView) -> None:
        super().__init__(view)
        self.view = view
        view.viewport().setAcceptDrops(True)
        view.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Qt: accept a scan over a row, take it when dropped."""
        if event.type() not in DRAG_EVENTS or not isinstance(event, QDragMoveEvent | QDropEvent):
            return False
        source = dropped_scan(event.mimeData())
        row = self.view.rowAt(event.position().toPoint().y())
        if source is None or row < 0:
            event.ignore()
            return True
        event.acceptProposedAction()
        if event.type() == QEvent.Type.Drop:
            self.dropped.emit(row, source)
        return True


def make_passenger_table(model: PassengerModel) -> tuple[QTableView, RowDrops]:
    """The read-only table of ``model`` (edits happen in the editor below it) and its drops."""
    view = make_table(model, "passengerTable", fit_columns=True)
    view.verticalHeader().show()
    view.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    return view, RowDrops(view)
