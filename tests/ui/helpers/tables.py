"""What a table shows: the texts of a row, and whether a column is wide enough for them."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QStyleOptionHeader, QTableView

from app.ui.models.rows import RowTableModel
from app.ui.widgets.table_view import FIT_PRECISION_ROWS


def cells(model: RowTableModel[Any], row: int = 0) -> dict[str, str]:
    """Column title -> text of one row."""
    return {
        model.headerData(column, Qt.Orientation.Horizontal): model.data(model.index(row, column))
        for column in range(model.columnCount())
    }


def column_fits(view: QTableView, column: int) -> bool:
    """Whether ``column`` is as wide as its title and every text of the rows in view."""
    model = view.model()
    metrics = view.fontMetrics()
    # The title as the header draws it (in two lines, some).
    option = QStyleOptionHeader()
    view.horizontalHeader().initStyleOptionForIndex(option, column)
    first = max(0, view.rowAt(0))
    rows = range(first, min(model.rowCount(), first + FIT_PRECISION_ROWS))
    texts = [*option.text.split("\n"), *(str(model.index(row, column).data()) for row in rows)]
    width = view.horizontalHeader().sectionSize(column)
    return all(width >= metrics.horizontalAdvance(text) for text in texts)
