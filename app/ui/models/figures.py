"""A table of text with its headers, some columns amounts: the figures a chart shows, beside
it for a screen reader or a clerk copying them into a spreadsheet."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from app.ui.models.rows import LEFT, RIGHT

Index = QModelIndex | QPersistentModelIndex


class FiguresModel(QAbstractTableModel):
    """A table of text: its headers, its rows, and which columns are amounts (right-aligned)."""

    def __init__(self) -> None:
        super().__init__()
        self.headers: list[str] = []
        self.rows: list[list[str]] = []
        self.amount_columns: frozenset[int] = frozenset()

    def set_table(
        self, headers: Sequence[str], rows: Sequence[Sequence[str]], amount_columns: set[int]
    ) -> None:
        """Replace the whole table."""
        self.beginResetModel()
        self.headers = list(headers)
        self.rows = [list(row) for row in rows]
        self.amount_columns = frozenset(amount_columns)
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        """Qt: the rows (none under a row)."""
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        """Qt: the columns."""
        return 0 if parent.isValid() else len(self.headers)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """Qt: a cell's text and alignment."""
        if not index.isValid():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.rows[index.row()][index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return RIGHT if index.column() in self.amount_columns else LEFT
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        """Qt: the column headers."""
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.headers[section]
        return None

    def as_text(self) -> str:
        """The table as tab-separated lines, its headers first (what Ctrl+C copies)."""
        return "\n".join("\t".join(line) for line in [self.headers, *self.rows])
