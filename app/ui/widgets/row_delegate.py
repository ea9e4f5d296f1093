"""A delegate that styles a cell of a table of rows from the rows themselves, in one call."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem, QTableView

from app.ui.models.rows import RowTableModel
from app.ui.style import roles

_HAS_DISPLAY = QStyleOptionViewItem.ViewItemFeature.HasDisplay
# What Qt's delegate shows for a line break in a cell's text (``QItemDelegate``'s text of a
# role): the line separator, so that a text wraps where it breaks.
_LINE_BREAK, _LINE_SEPARATOR = "\n", "\u2028"


class RowDelegate(QStyledItemDelegate):
    """Styles each cell of ``view`` (whose model is a ``RowTableModel`` answering its roles as
    ``RowTableModel.data`` does) from the model's rows, as Qt's delegate would from its roles.

    Qt's ``initStyleOption`` asks the model seven roles for each cell it paints or measures,
    each a call into Python's ``data`` (about 12 K instructions each: 10.7 M of History's
    busiest key turn, 130 cells painted, issue 92). Here one call into Python per cell reads
    the text, the alignment and the row's dimming straight from the rows; painting, eliding and
    wrapping stay Qt's. The roles the model never answers (a font, a check box, an icon, a
    background) leave the option as the view made it, as they do in Qt's delegate.
    """

    def __init__(self, view: QTableView, model: RowTableModel[Any]) -> None:
        super().__init__(view)
        # A model answering roles of its own (a row's font, say) is read through its roles.
        assert type(model).data is RowTableModel.data, "its roles are the model's to answer"
        self._model = model
        # The features the view gives a cell (wrapped, an alternate row) with a text shown,
        # made once each: an enum's operations are slow in Python.
        self._features: dict[object, QStyleOptionViewItem.ViewItemFeature] = {}

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        """Qt: the cell's text, alignment and colour, from its row."""
        position = index.row()
        if position < 0 or not isinstance(index, QModelIndex):
            # No cell (or a kept index, which Qt never paints): Qt's delegate makes of it what
            # it does.
            super().initStyleOption(option, index)
            return
        model = self._model
        column = index.column()
        option.index = index
        option.displayAlignment = model.column_align(column)
        if model.dimmed_at(position):
            palette = QPalette(option.palette)
            palette.setBrush(QPalette.ColorRole.Text, roles().dimmed)
            option.palette = palette
        features = option.features
        shown = self._features.get(features)
        if shown is None:
            shown = self._features[features] = features | _HAS_DISPLAY
        option.features = shown
        option.text = model.text_at(position, column).replace(_LINE_BREAK, _LINE_SEPARATOR)
        # Qt's delegate drops the style object: no style animation within an item view.
        option.styleObject = None  # type: ignore[assignment]  # Qt takes none (nullptr)
