"""A table of rows styled from its rows in one call per cell looks as Qt's delegate draws it
from the model's roles, and measures the same (issue 92, item 2)."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QHeaderView, QStyledItemDelegate, QStyleOptionViewItem, QTableView
from pytestqt.qtbot import QtBot

from app.ui.models.rows import RIGHT, Column, RowTableModel
from app.ui.widgets.row_delegate import RowDelegate
from app.ui.widgets.table_view import make_table

Row = tuple[str, str, str, bool]
COLUMNS: list[Column[Row]] = [
    Column("Reference", lambda row: row[0]),
    Column("Product", lambda row: row[1]),
    Column("Paid", lambda row: row[2], align=RIGHT),
]
ROWS: list[Row] = [
    ("CD-1001", "North Bay Harbour Cruise, MV Blue Lagoon 11:00", "2,360.00 Cash", False),
    ("CD-1002", "நார்த் பே துறைமுக உல்லாசப் பயணம், எம்வி ப்ளூ லகூன் 11:00", "", True),
    ("CD-1003", "हैवलॉक द्वीप स्कूबा डाइविंग", "1,180.00 UPI", False),
    ("CD-1004", "two lines\nof a product", "590.00 Cash + UPI", True),
    ("", "", "", False),
]


def _table(qtbot: QtBot, ours: bool) -> QTableView:
    model: RowTableModel[Row] = RowTableModel(COLUMNS, dimmed=lambda row: row[3])
    model.set_rows(ROWS)
    view = make_table(model, "rows", fit_columns=False)
    view.setWordWrap(True)
    view.setTextElideMode(Qt.TextElideMode.ElideNone)
    view.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
    view.setItemDelegate(RowDelegate(view, model) if ours else QStyledItemDelegate(view))
    qtbot.addWidget(view)
    view.resize(420, 360)
    view.show()
    qtbot.waitExposed(view)
    view.resizeRowsToContents()
    view.selectRow(2)
    return view


def test_cells_look_and_measure_as_qts_delegate_draws_them(qtbot: QtBot) -> None:
    qts, ours = _table(qtbot, ours=False), _table(qtbot, ours=True)
    for view in (qts, ours):
        view.viewport().repaint()
    assert [qts.rowHeight(row) for row in range(len(ROWS))] == [
        ours.rowHeight(row) for row in range(len(ROWS))
    ]
    for row in range(len(ROWS)):
        for column in range(len(COLUMNS)):
            option = QStyleOptionViewItem()
            qts.initViewItemOption(option)
            index = qts.model().index(row, column)
            assert ours.itemDelegate().sizeHint(
                option, ours.model().index(row, column)
            ) == qts.itemDelegate().sizeHint(option, index)
    drawn: list[QImage] = [view.viewport().grab().toImage() for view in (qts, ours)]
    assert drawn[0] == drawn[1]


def test_a_cell_outside_the_rows_is_left_to_qts_delegate(qtbot: QtBot) -> None:
    view = _table(qtbot, ours=True)
    delegate = view.itemDelegate()
    assert isinstance(delegate, RowDelegate)
    option = QStyleOptionViewItem()
    delegate.initStyleOption(option, QModelIndex())
    assert option.text == ""
