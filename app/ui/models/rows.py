"""A read-only table model over a list of rows, with its columns declared once.

Each table of the app is a ``RowTableModel`` and a list of ``Column``: what a cell shows, how it
sorts and aligns. Rows are replaced as a whole (a new search), never edited in place.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, TypeVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from app.ui.style import roles

RowT = TypeVar("RowT")
Index = QModelIndex | QPersistentModelIndex

ROW_ROLE = Qt.ItemDataRole.UserRole + 1
SORT_ROLE = Qt.ItemDataRole.UserRole + 2
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
# What ``data`` answers. A view asks every cell for a dozen roles at each paint (and at each
# reset, to fit the columns); the rest are refused before any call into Qt.
_ANSWERED_ROLES = frozenset(
    int(role)
    for role in (
        Qt.ItemDataRole.DisplayRole,
        Qt.ItemDataRole.ToolTipRole,
        Qt.ItemDataRole.TextAlignmentRole,
        Qt.ItemDataRole.ForegroundRole,
        SORT_ROLE,
        ROW_ROLE,
    )
)


@dataclass(frozen=True, slots=True)
class Column(Generic[RowT]):
    """One column: its header, the text of a cell, and optionally a sort key and alignment."""

    title: str
    text: Callable[[RowT], str]
    sort_key: Callable[[RowT], Any] | None = None
    align: Qt.AlignmentFlag = LEFT
    tooltip: str = ""


class RowTableModel(QAbstractTableModel, Generic[RowT]):
    """Rows of one type shown through ``columns``; ``dimmed(row)`` greys out a row.

    ``row_fonts``: a subclass whose rows ask for a font of their own (``FontRole``) says so,
    for the column fitting (``ColumnFitter``) to measure them in it.
    """

    row_fonts: ClassVar[bool] = False
    # Whether a row's texts are kept once made (``text_at``): only for a model whose texts
    # change with its rows alone, never with a setting, a price rule or the language read as
    # they are shown (the catalogue's prices and names do).
    keeps_texts: ClassVar[bool] = False

    def __init__(
        self,
        columns: Sequence[Column[RowT]],
        dimmed: Callable[[RowT], bool] = lambda _row: False,
    ) -> None:
        super().__init__()
        self._set_columns(columns)
        self._dimmed = dimmed
        self._rows: list[RowT] = []
        # Each row's texts, by position, made at their first asking where the model keeps them
        # (``keeps_texts``): a view asks a cell's text at each paint and each measure, and a
        # date or an amount is formatted in Python. Forgotten whenever the rows or their texts
        # change.
        self._texts: dict[int, list[str]] = {}
        for changed in (self.modelReset, self.layoutChanged, self.dataChanged, self.rowsRemoved):
            changed.connect(self._forget_texts)

    def _set_columns(self, columns: Sequence[Column[RowT]]) -> None:
        """Show ``columns`` (inside a reset of the model, once it has rows)."""
        self._columns = list(columns)
        # Each column's alignment as Qt reads it, made once: an enum's value is slow in Python.
        self._aligns = [int(column.align.value) for column in self._columns]

    def _forget_texts(self, *_changed: object) -> None:
        self._texts.clear()

    @property
    def rows(self) -> list[RowT]:
        """The rows, in model order (a copy)."""
        return list(self._rows)

    def set_rows(self, rows: Sequence[RowT]) -> None:
        """Replace every row."""
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def add_rows(self, rows: Sequence[RowT]) -> None:
        """Add ``rows`` after the last (a page read later)."""
        if not rows:
            return
        first = len(self._rows)
        self.beginInsertRows(QModelIndex(), first, first + len(rows) - 1)
        self._rows.extend(rows)
        self.endInsertRows()

    def row_at(self, index: Index) -> RowT | None:
        """The row object of a valid index of this model."""
        if not index.isValid() or index.model() is not self:
            return None
        return self._rows[index.row()]

    def nth_row(self, position: int) -> RowT:
        """The row at ``position`` (read without going through Qt)."""
        return self._rows[position]

    def text_at(self, position: int, column: int) -> str:
        """What the cell of ``column`` in the row at ``position`` shows (read without Qt)."""
        if not self.keeps_texts:
            return self._columns[column].text(self._rows[position])
        texts = self._texts.get(position)
        if texts is None:
            row = self._rows[position]
            texts = self._texts[position] = [column.text(row) for column in self._columns]
        return texts[column]

    def column_align(self, column: int) -> Qt.AlignmentFlag:
        """How the cells of ``column`` align their text (``TextAlignmentRole``)."""
        return self._columns[column].align

    def dimmed_at(self, position: int) -> bool:
        """Whether the row at ``position`` is greyed out (``ForegroundRole``)."""
        return self._dimmed(self._rows[position])

    def refresh_columns(self, positions: Sequence[int]) -> None:
        """Tell views the cells of the columns at ``positions`` changed (time-dependent text)."""
        if not self._rows:
            return
        for position in positions:
            if 0 <= position < len(self._columns):
                self.dataChanged.emit(
                    self.index(0, position),
                    self.index(len(self._rows) - 1, position),
                    [Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ForegroundRole],
                )

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        """Qt: number of rows (none under a cell: this is a flat table)."""
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        """Qt: number of columns."""
        return 0 if parent.isValid() else len(self._columns)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """Qt: what a cell shows for ``role``."""
        if role not in _ANSWERED_ROLES:
            return None
        position = index.row()  # -1 for an invalid index
        if not 0 <= position < len(self._rows):
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return self.text_at(position, index.column())
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return self._aligns[index.column()]
        row = self._rows[position]
        column = self._columns[index.column()]
        if role == Qt.ItemDataRole.ForegroundRole:
            return roles().dimmed if self._dimmed(row) else None
        if role == SORT_ROLE:
            return column.sort_key(row) if column.sort_key else column.text(row)
        if role == ROW_ROLE:
            return row
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        """Qt: column titles and their tooltips."""
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self._columns):
            return None
        column = self._columns[section]
        if role == Qt.ItemDataRole.DisplayRole:
            return column.title
        if role == Qt.ItemDataRole.ToolTipRole:
            return column.tooltip or None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(column.align.value)
        return None
