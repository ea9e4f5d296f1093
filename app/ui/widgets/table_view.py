"""The one way tables are set up: whole rows selected, one at a time, read-only."""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

# Columns fit the text of the first rows only (about one screenful): a 500-row list is not
# measured row by row, and each row measured costs every cell a dozen calls of the model's data()
# (64 rows made History's first paint of 10,000 bookings stall the loop about 40 ms; 32, 25 ms).
FIT_PRECISION_ROWS = 32
SHARED_COLUMN_WIDTH = 160


def make_table(
    model: QAbstractItemModel, name: str, fit_columns: bool, parent: QWidget | None = None
) -> QTableView:
    """A read-only table of ``model``.

    ``fit_columns`` sizes every column to its text; otherwise the first column takes the room
    left, the last fits its text and the others share a fixed width (long text is elided, and
    shown whole in the cell's tooltip).
    """
    view = QTableView(parent)
    view.setObjectName(name)
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setAlternatingRowColors(True)
    view.setWordWrap(False)
    # Whole rows are selected, so Tab leaves the table for the next control, as in a form.
    view.setTabKeyNavigation(False)
    view.verticalHeader().hide()
    view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    header = view.horizontalHeader()
    header.setHighlightSections(False)
    header.setResizeContentsPrecision(FIT_PRECISION_ROWS)
    if fit_columns:
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        return view
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    header.setDefaultSectionSize(SHARED_COLUMN_WIDTH)

    # A reset rebuilds the sections with the default mode, so the two special ones are set again.
    def stretch_first_fit_last() -> None:
        if header.count() > 1:
            header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
            header.setSectionResizeMode(header.count() - 1, QHeaderView.ResizeMode.ResizeToContents)

    model.modelReset.connect(stretch_first_fit_last)
    stretch_first_fit_last()
    return view
