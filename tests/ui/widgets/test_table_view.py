"""Tables fit their columns to the text in view, without measuring every row at every change."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from decimal import Decimal
from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSortFilterProxyModel, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QApplication, QHeaderView, QTableView
from pytestqt.qtbot import QtBot

from app.counter.papers.bill import BillLine
from app.ui.fonts import register_fonts
from app.ui.models.bill import BillModel
from app.ui.models.rows import Column, RowTableModel
from app.ui.widgets.table_view import FIT_PRECISION_ROWS, SPARE_TEXT, make_table
from app.ui.widgets.title_floor import TitleFloor
from tests.ui.helpers.clipping import elided_cells, elided_titles
from tests.ui.helpers.tables import column_fits

Row = tuple[str, str]
COLUMNS: list[Column[Row]] = [
    Column("Name", lambda row: row[0]),
    Column("Place", lambda row: row[1]),
]


def settle() -> None:
    """Let the posted fit (and the paint after it) run."""
    QApplication.processEvents()


@pytest.fixture
def rows_table(qtbot: QtBot) -> Iterator[tuple[RowTableModel[Row], QTableView]]:
    model: RowTableModel[Row] = RowTableModel(COLUMNS)
    view = make_table(model, "rows", fit_columns=True)
    qtbot.addWidget(view)
    view.resize(600, 300)
    view.show()
    yield model, view


def test_columns_fit_their_texts_and_grow_when_a_reload_brings_longer_ones(
    rows_table: tuple[RowTableModel[Row], QTableView], qtbot: QtBot
) -> None:
    model, view = rows_table
    header = view.horizontalHeader()
    assert all(column_fits(view, column) for column in range(2))  # the titles, before any row
    model.set_rows([(f"Guest {n}", "Port Blair") for n in range(50)])
    qtbot.waitUntil(lambda: all(column_fits(view, column) for column in range(2)))
    assert header.sectionResizeMode(0) == QHeaderView.ResizeMode.Interactive  # staff may drag
    narrow = header.sectionSize(0)
    model.set_rows([("Mr Bartholomew Fitzgerald-Featherstonehaugh", "Havelock")])
    qtbot.waitUntil(lambda: header.sectionSize(0) > narrow)
    assert column_fits(view, 0) and column_fits(view, 1)
    wide = header.sectionSize(0)
    model.set_rows([("Li", "Neil")])  # a search that matches short names: nothing jumps
    settle()
    assert header.sectionSize(0) == wide


def place_and(number: int) -> Callable[[Row], str]:
    return lambda row: f"{row[1]} {number}"


def test_a_reload_reads_the_rows_in_view_only(
    monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    asked: list[int] = []
    read: list[Row] = []
    original = RowTableModel.data

    def counting(self: RowTableModel[Row], index: Any, role: int = 0) -> Any:
        asked.append(role)
        return original(self, index, role)

    def name(row: Row) -> str:
        read.append(row)
        return row[0]

    monkeypatch.setattr(RowTableModel, "data", counting)  # before the model is made
    # Eight columns, as History's bookings.
    others = [Column(f"Column {n}", place_and(n)) for n in range(7)]
    model: RowTableModel[Row] = RowTableModel([Column("Name", name), *others])
    view = make_table(model, "rows", fit_columns=True)
    qtbot.addWidget(view)
    view.resize(900, 400)
    view.show()
    settle()
    for count in (10_000, 5, 10_000):  # a reload, a search, the search cleared
        asked.clear()
        read.clear()
        model.set_rows([(f"Guest {count}-{n}", "Port Blair") for n in range(count)])
        settle()
        settle()
        # The rows in view are painted (a dozen roles per cell) and read once for the fit.
        # Measuring every column through the delegate at each reset and layout, as the
        # header's ResizeToContents does, asks some 7,600 and reads four screenfuls.
        assert len(read) <= 2 * FIT_PRECISION_ROWS
        assert len(asked) < 3_000
        assert all(column_fits(view, column) for column in range(8))


def test_a_filtered_list_is_fitted_from_its_rows_not_through_qt(
    monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    """The catalogue's list: a filter proxy over the rows; its last column fits its text."""
    model: RowTableModel[Row] = RowTableModel(COLUMNS)
    proxy = QSortFilterProxyModel()
    proxy.setSourceModel(model)
    view = make_table(proxy, "filtered", fit_columns=False)
    qtbot.addWidget(view)
    view.resize(600, 300)
    view.show()
    measured: list[str] = []
    original = QTableView.sizeHintForIndex

    def counting(self: QTableView, index: QModelIndex) -> Any:
        measured.append(str(index.data()))
        return original(self, index)

    monkeypatch.setattr(QTableView, "sizeHintForIndex", counting)
    model.set_rows([(f"Guest {n}", "Port Blair" if n % 2 else "Neil") for n in range(500)])
    qtbot.waitUntil(lambda: column_fits(view, 1))
    proxy.setFilterFixedString("Guest 1")  # the rows under the proxy are not the model's
    proxy.setFilterKeyColumn(0)
    model.set_rows([(f"Guest {n}", "Havelock, Radhanagar Beach") for n in range(500)])
    qtbot.waitUntil(lambda: column_fits(view, 1))
    # One cell measured through the delegate per fit: the widest text, read from the rows.
    assert len(measured) <= 2
    assert set(measured) <= {"Port Blair", "Havelock, Radhanagar Beach"}


def test_a_new_set_of_columns_is_fitted_afresh(qtbot: QtBot) -> None:
    model: RowTableModel[Row] = RowTableModel(COLUMNS)
    view = make_table(model, "rows", fit_columns=True)
    qtbot.addWidget(view)
    view.show()
    model.set_rows([("A very long name for a very short column", "Port Blair")])
    settle()
    wide = view.horizontalHeader().sectionSize(0)
    model.beginResetModel()
    model._columns = [Column("Ref", lambda row: row[0][:3]), COLUMNS[1]]
    model.endResetModel()
    settle()
    assert view.horizontalHeader().sectionSize(0) < wide
    assert column_fits(view, 0)


class SettlingModel(QStandardItemModel):
    """A model that is not done when it says rows came (as one whose totals follow later)."""

    def __init__(self) -> None:
        super().__init__(0, 1)
        self.setHorizontalHeaderLabels(["Passenger"])
        self.settling = False
        self.asked_while_settling = 0

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = 0) -> Any:
        self.asked_while_settling += self.settling
        return super().data(index, role)

    def add(self, text: str) -> None:
        self.settling = True
        self.appendRow(QStandardItem(text))
        self.settling = False


def test_any_model_is_fitted_once_its_change_is_complete(qtbot: QtBot) -> None:
    model = SettlingModel()
    view = make_table(model, "passengers", fit_columns=False)
    qtbot.addWidget(view)
    view.show()
    model.add("Zoë Hartmann-Oyelaran-Vasquez de la Cruz")
    assert model.asked_while_settling == 0
    settle()
    assert column_fits(view, 0)


def test_a_row_in_bold_is_not_cut(qtbot: QtBot) -> None:
    # Same digits, same width in the view's font; the total is bold, so wider (the review's bill).
    model = QStandardItemModel(0, 2)
    model.setHorizontalHeaderLabels(["Item", "Amount"])
    for item, amount, bold in (("Fares", "INR 1,349.00", False), ("Total", "INR 1,591.82", True)):
        cells = [QStandardItem(item), QStandardItem(amount)]
        for cell in cells:
            font = cell.font()
            font.setBold(bold)
            cell.setFont(font)
        model.appendRow(cells)
    view = make_table(model, "bill", fit_columns=True)
    qtbot.addWidget(view)
    view.show()
    settle()
    total = model.index(1, 1)
    assert total.data(Qt.ItemDataRole.FontRole).bold()
    assert view.horizontalHeader().sectionSize(1) >= view.sizeHintForIndex(total).width()


def test_the_bill_shows_its_bold_total_whole(qtbot: QtBot) -> None:
    model = BillModel()
    model.set_rows(
        [
            BillLine("Boat fares, net of commission", Decimal("1349.00")),
            BillLine("Total", Decimal("1591.82"), total=True),
        ]
    )
    view = make_table(model, "bill", fit_columns=True)
    qtbot.addWidget(view)
    view.show()
    settle()
    total = model.index(1, 1)
    assert view.horizontalHeader().sectionSize(1) >= view.sizeHintForIndex(total).width()


def test_hindi_column_titles_keep_their_vowel_signs_whole(qtbot: QtBot) -> None:
    """The signs above the headline (स्थिति, लिंग) are drawn inside the header, with room
    above them, not cut by its top edge."""
    register_fonts()
    titles = ("स्थिति", "लिंग", "आयु")
    model: RowTableModel[Row] = RowTableModel(
        [Column(title, lambda row: row[0]) for title in titles]
    )
    view = make_table(model, "hindiTitles", fit_columns=True)
    qtbot.addWidget(view)
    view.resize(400, 200)
    view.show()
    settle()
    header = view.horizontalHeader()
    image = header.grab().toImage()
    width = sum(header.sectionSize(column) for column in range(len(titles)))
    inked = [
        y
        for y in range(image.height())
        if any(QColor(image.pixel(x, y)).lightness() < 120 for x in range(width))
    ]
    assert inked, "no title drawn"
    # Clear rows above the highest sign and below the lowest: nothing touches an edge.
    assert inked[0] >= 3 and inked[-1] <= image.height() - 4, (inked, image.height())


class CountedTitles(QStandardItemModel):
    """Counts how often the view asks for its titles."""

    asked = 0

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        self.asked += 1
        return super().headerData(section, orientation, role)


def test_a_header_measures_its_titles_again_only_when_they_or_its_style_change(
    qtbot: QtBot,
) -> None:
    model = CountedTitles(3, 4)
    model.setHorizontalHeaderLabels(["Sold", "Ref", "Product", "Status"])
    view = make_table(model, "titles", fit_columns=True)
    qtbot.addWidget(view)
    header = view.horizontalHeader()
    first = header.sizeHint()
    model.asked = 0

    for width in range(60, 80):
        header.resizeSection(0, width)  # as the columns are fitted
        assert header.sizeHint() == first
    assert model.asked == 0  # kept: a new table's layout asks some twenty times

    model.setHorizontalHeaderItem(2, QStandardItem("Product\nand its day"))  # two lines
    taller = header.sizeHint()
    assert taller.height() > first.height() and model.asked > 0
    model.setHorizontalHeaderLabels(["Sold", "Ref", "Product", "Status"])
    assert header.sizeHint() == first
    header.setStyleSheet("font-size: 40px")  # the app's theme changes by its style sheet
    assert header.sizeHint().height() > taller.height()


def test_columns_of_text_are_fitted_with_one_call_through_the_delegate(
    rows_table: tuple[RowTableModel[Row], QTableView],
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    model, view = rows_table
    measured: list[int] = []
    size_hint = view.sizeHintForIndex

    def counted(index: QModelIndex) -> Any:
        measured.append(index.column())
        return size_hint(index)

    monkeypatch.setattr(view, "sizeHintForIndex", counted)
    model.set_rows([(f"Guest {n}", "Port Blair, South Andaman") for n in range(50)])
    qtbot.waitUntil(lambda: all(column_fits(view, column) for column in range(2)))
    model.set_rows([("Mr Bartholomew Fitzgerald-Featherstonehaugh", "Havelock")])
    qtbot.waitUntil(lambda: all(column_fits(view, column) for column in range(2)))

    assert len(measured) == 1  # the cells' margin, once: the rest is the font's widths
    for column in range(2):
        widest = max(view.sizeHintForIndex(model.index(row, column)).width() for row in range(1))
        assert view.horizontalHeader().sectionSize(column) >= widest


def test_a_column_of_amounts_keeps_a_digits_room_beyond_its_widest(
    rows_table: tuple[RowTableModel[Row], QTableView], qtbot: QtBot
) -> None:
    """A font drawing to the fraction of a pixel (Noto Sans on a Linux counter: "11,915.40" in
    54.4 px) never gets a figure elided by a column fitted to its whole pixels."""
    model, view = rows_table
    amounts = ["9,555.00", "11,915.40", "2,500.00"]
    model.set_rows([(amount, "Port Blair") for amount in amounts])
    qtbot.waitUntil(lambda: column_fits(view, 0))
    metrics = QFontMetricsF(view.font())
    margins = view.sizeHintForIndex(model.index(1, 0)).width() - math.ceil(
        metrics.horizontalAdvance("11,915.40")
    )
    room = view.horizontalHeader().sectionSize(0) - 1 - margins  # the grid's line, the margins
    widest = max(metrics.horizontalAdvance(amount) for amount in amounts)
    assert room - widest >= metrics.horizontalAdvance(SPARE_TEXT)
    assert elided_cells(view) == []


def test_a_stretched_column_keeps_its_title_whole_when_the_room_is_short(qtbot: QtBot) -> None:
    """History's passengers in Tamil at 1366x768: the fitted columns' long titles left the
    stretched one 51 px for "பயணிகள்" (67); it keeps its title, and the table scrolls."""
    register_fonts()
    model = QStandardItemModel(1, 3)
    model.setHorizontalHeaderLabels(["வாடிக்கையாளர் செலுத்தியது", "பயணிகள்", "வாலெட்டுக்கு ரீஃபண்ட்"])
    for column, text in enumerate(("2,004.00", "Ravi Kumar, Meena Kumar", "1,697.43")):
        model.setItem(0, column, QStandardItem(text))
    view = make_table(model, "stretched", fit_columns=True)
    qtbot.addWidget(view)
    view.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
    TitleFloor(view, (1,))
    view.show()
    qtbot.waitExposed(view)
    settle()
    header = view.horizontalHeader()
    # 40 px left beside the fitted columns: Qt would stretch the column to those 40.
    fitted = header.sectionSize(0) + header.sectionSize(2)
    view.resize(
        fitted + 40 + 2 * view.frameWidth() + view.verticalScrollBar().sizeHint().width(), 120
    )
    settle()
    assert elided_titles(view) == []
    assert view.horizontalScrollBar().maximum() > 0  # the rest is a scroll away


def test_a_stretched_column_keeps_its_widest_figure_whole(qtbot: QtBot) -> None:
    """History's passengers in Tamil at 1366x768: a booking with no names shows its seat
    count, and "2 இருக்கைகள்" was cut as "2 இரு…" in the room left by the fitted columns."""
    register_fonts()
    model = QStandardItemModel(1, 3)
    model.setHorizontalHeaderLabels(["வாடிக்கையாளர் செலுத்தியது", "பயணிகள்", "வாலெட்டுக்கு ரீஃபண்ட்"])
    for column, text in enumerate(("2,004.00", "2 இருக்கைகள்", "1,697.43")):
        model.setItem(0, column, QStandardItem(text))
    view = make_table(model, "stretched", fit_columns=True)
    qtbot.addWidget(view)
    view.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
    TitleFloor(view, (1,), lambda: ("100 இருக்கைகள்",))
    view.show()
    qtbot.waitExposed(view)
    settle()
    header = view.horizontalHeader()
    fitted = header.sectionSize(0) + header.sectionSize(2)
    view.resize(
        fitted + 40 + 2 * view.frameWidth() + view.verticalScrollBar().sizeHint().width(), 120
    )
    settle()
    assert elided_cells(view) == []
    assert view.horizontalScrollBar().maximum() > 0
