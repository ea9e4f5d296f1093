"""The one way tables are set up: whole rows selected, one at a time, read-only."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSize,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QStyle,
    QTableView,
    QWidget,
)

from app.ui.fonts import ink_above_line
from app.ui.models.rows import RowTableModel
from app.ui.style import Look, restyle
from app.ui.widgets.text_widths import TextWidths

# Columns fit the text of the first rows only (about one screenful): a 500-row list is not
# measured row by row.
FIT_PRECISION_ROWS = 32
ALL_ROWS = 2**31 - 1  # "to the last row", whatever the model's count
# A row may ask for a font of its own (a bold total): its text can be this much wider than in
# the view's font, so every text that close to the widest is measured with the row's font.
FONT_ALLOWANCE = 1.2
# A fitted column has room for one more of these than its widest text: a screen whose font draws
# widths to the fraction of a pixel (slight hinting, another font) never cuts a figure.
SPARE_TEXT = "0"


def spare_room(metrics: QFontMetricsF) -> int:
    """The whole pixels a fitted column has beyond its widest text, in the font of
    ``metrics`` (``SPARE_TEXT``)."""
    return math.ceil(metrics.horizontalAdvance(SPARE_TEXT))


class PostedFit(QObject):
    """Fits ``view`` to its contents (``fit_now``, a subclass's) once for every change asked
    since the last fit (``ask``): a model may emit a signal per run of rows and still be
    settling when it does, so the fit runs in an event posted ahead of the paint.

    Signals:
        due(): a fit was asked for (queued to this object's ``fit_now``).
    """

    due = Signal()

    def __init__(self, view: QTableView) -> None:
        super().__init__(view)
        self._view = view
        self._pending = False
        self.due.connect(self._posted, Qt.ConnectionType.QueuedConnection)

    def fit_now(self) -> None:
        """Fit the view now."""
        raise NotImplementedError

    def ask(self, *_args: object) -> None:
        """Fit soon, with whatever else changes before the posted event comes."""
        if not self._pending:
            self._pending = True
            self.due.emit()

    def _posted(self) -> None:
        self._pending = False
        self.fit_now()


class ColumnFitter(PostedFit):
    """Keeps some columns of a table wide enough for their header and the text of their rows.

    Qt's ``ResizeToContents`` measures every fitted column again, through the delegate, at each
    reset, each row inserted or filtered and each geometry update: a dozen ``data()`` calls per
    cell, some 11,000 for a History reset, 28 ms of a loop turn. Here the sections stay
    ``Interactive`` (staff may drag them, and a double-click on a divider fits a column the
    Qt way). The rows in view (``FIT_PRECISION_ROWS`` from the top) are read as text, and a
    column's widest text is measured through the delegate only when it is wider than the one
    the column was last fitted to.

    Columns only grow while the model keeps its columns, so they do not jump as staff type a
    search; a new set of columns (another module, say) is fitted afresh. The model's changes
    are gathered and fitted once, just after the signal that announced them (a filter emits
    one per run of rows it brings back; a model may still be settling when it emits one), in
    an event posted ahead of the paint (``PostedFit``).
    """

    def __init__(self, view: QTableView) -> None:
        super().__init__(view)
        self._widths = TextWidths.of(view)
        self._titles: tuple[str, ...] | None = None
        # Per column, the width in the view's font of the text it was fitted to.
        self._fitted: dict[int, int] = {}
        # What the delegate adds to a text's width (margins), measured at the first fit of a set
        # of columns; None until then.
        self._margin: int | None = None
        # The rows changed since the last fit (first, last); None when none.
        self._changed: tuple[int, int] | None = None
        model = view.model()
        for whole in (
            model.modelReset,
            model.layoutChanged,
            model.headerDataChanged,
            model.columnsInserted,
            model.columnsRemoved,
        ):
            whole.connect(self._all_changed)
        model.rowsInserted.connect(self._rows_inserted)
        model.dataChanged.connect(self._data_changed)

    def fit_now(self) -> None:
        """Fit the columns to the header and the rows changed that are in view; afresh when
        the columns are not those fitted last."""
        changed, self._changed = self._changed, None
        model = self._view.model()
        titles = tuple(
            str(model.headerData(column, Qt.Orientation.Horizontal) or "")
            for column in range(model.columnCount())
        )
        if titles != self._titles:
            self._titles = titles
            self._fitted.clear()
            self._margin = None
            header = self._view.horizontalHeader()
            for column in self._columns():
                header.resizeSection(column, header.sectionSizeHint(column))
            changed = (0, ALL_ROWS)
        if changed is not None:
            self._grow(self._sample(*changed), self._columns())

    def _ask(self, first: int, last: int) -> None:
        """Rows ``first``..``last`` changed: fit them soon, with whatever else changes first."""
        if self._changed is not None:
            first, last = min(first, self._changed[0]), max(last, self._changed[1])
        self._changed = (first, last)
        self.ask()

    def _all_changed(self, *_args: object) -> None:
        self._ask(0, ALL_ROWS)

    def _rows_inserted(self, parent: QModelIndex, first: int, last: int) -> None:
        if not parent.isValid():
            self._ask(first, last)

    def _data_changed(
        self,
        top_left: QModelIndex | QPersistentModelIndex,
        bottom_right: QModelIndex | QPersistentModelIndex,
        _roles: Sequence[int] = (),
    ) -> None:
        if not top_left.parent().isValid():
            self._ask(top_left.row(), bottom_right.row())

    def _sample(self, first: int, last: int) -> range:
        """The rows in view (``FIT_PRECISION_ROWS`` of them) within ``first``..``last``."""
        rows = self._view.model().rowCount()
        top = max(0, self._view.rowAt(0))
        end = min(rows, top + FIT_PRECISION_ROWS, last + 1)
        return range(max(top, first), end)

    def _columns(self) -> list[int]:
        """The fitted columns: every one whose width is not the header's to set."""
        header = self._view.horizontalHeader()
        interactive = QHeaderView.ResizeMode.Interactive
        return [
            column
            for column in range(header.count())
            if header.sectionResizeMode(column) == interactive
        ]

    def _grow(self, rows: range, columns: list[int]) -> None:
        """Widen each of ``columns`` that a text of ``rows`` wider than its last one needs."""
        if not rows:
            return
        view = self._view
        model = view.model()
        header = view.horizontalHeader()
        metrics = QFontMetricsF(view.font())
        grid = 1 if view.showGrid() else 0
        rows_model, source_rows = _row_source(model, rows)
        for column in columns:
            if rows_model is not None:
                # Straight from the rows: no index, no call through Qt.
                texts = [rows_model.text_at(row, column) for row in source_rows]
            else:
                texts = [str(model.index(row, column).data() or "") for row in rows]
            # Whole pixels, each fraction rounded up: Qt elides a text wider than its room by
            # a fraction of a pixel.
            widths = [math.ceil(self._widths.width(text)) for text in texts]
            widest = max(widths)
            if widest <= self._fitted.get(column, -1):
                continue
            self._fitted[column] = widest
            # The delegate adds margins, and a check box or a font the row asks for.
            if rows_model is not None and not rows_model.row_fonts:
                # Text only, in one font: every cell's margin is the same. It is measured once,
                # on a text (an empty cell has none), as a call through the delegate costs a
                # fraction of a millisecond; each column is then its widest text and that margin.
                if self._margin is None:
                    at = widths.index(widest)
                    row = rows[at]
                    hint = view.sizeHintForIndex(model.index(row, column)).width()
                    if not widest:
                        if grid + hint > header.sectionSize(column):
                            header.resizeSection(column, grid + hint)
                        continue
                    # The delegate's hint: the text's whole pixels and its margins.
                    self._margin = hint - widest
                width = grid + widest + spare_room(metrics) + self._margin
            else:
                near = [
                    row
                    for row, text_width in zip(rows, widths, strict=True)
                    if text_width * FONT_ALLOWANCE >= widest
                ]
                width = (
                    grid
                    + spare_room(metrics)
                    + max(view.sizeHintForIndex(model.index(row, column)).width() for row in near)
                )
            if width > header.sectionSize(column):
                header.resizeSection(column, width)


def _row_source(
    model: QAbstractItemModel, rows: range
) -> tuple[RowTableModel[Any] | None, Sequence[int]]:
    """The rows model whose texts ``rows`` of ``model`` show, and their positions in it:
    ``model`` itself, or the rows under a filter proxy (the catalogue's: its columns are the
    rows model's); None when the texts must be asked through Qt."""
    if isinstance(model, RowTableModel):
        return model, rows
    if isinstance(model, QSortFilterProxyModel):
        source = model.sourceModel()
        if isinstance(source, RowTableModel):
            return source, [model.mapToSource(model.index(row, 0)).row() for row in rows]
    return None, rows


class FixedColumns(QObject):
    """Gives a table's interactive columns fixed widths from its font, for a model whose rows
    come a page at a time and often (a search as typed): each column as wide as the wider of
    its title and ``samples[column]``, a text as wide as its usual widest. No row is measured at
    a reset, as ``ColumnFitter`` does (1-2 ms a reset for 12 columns); a longer text is elided,
    and shown whole in the cell's tooltip. Set again when the font or the titles change (a
    comparison at each reset); staff may still drag a divider.
    """

    def __init__(self, view: QTableView, samples: Sequence[str]) -> None:
        super().__init__(view)
        self._view = view
        self._samples = list(samples)
        self._set_for: tuple[str, tuple[str, ...]] | None = None
        view.model().modelReset.connect(self.fit_now)
        view.model().headerDataChanged.connect(self.fit_now)

    def fit_now(self) -> None:
        """Set the widths, unless they were set for this font and these titles."""
        view = self._view
        model = view.model()
        titles = tuple(
            str(model.headerData(column, Qt.Orientation.Horizontal) or "")
            for column in range(model.columnCount())
        )
        key = (view.font().key(), titles)
        if key == self._set_for:
            return
        self._set_for = key
        header = view.horizontalHeader()
        interactive = QHeaderView.ResizeMode.Interactive
        for column, sample in enumerate(self._samples[: header.count()]):
            if header.sectionResizeMode(column) != interactive:
                continue
            text = column_width(view, sample)
            header.resizeSection(column, max(header.sectionSizeHint(column), text))


def column_width(view: QTableView, text: str) -> int:
    """The width of a column of ``view`` whose widest cell shows ``text`` in the view's font:
    its whole pixels, the spare digit (``SPARE_TEXT``), Qt's text margins and the grid."""
    metrics = QFontMetricsF(view.font())
    # What the delegate adds around a cell's text (Qt's item text margin, each side).
    margin = 2 * (view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1)
    grid = 1 if view.showGrid() else 0
    return math.ceil(metrics.horizontalAdvance(text)) + spare_room(metrics) + margin + grid


def make_table(
    model: QAbstractItemModel,
    name: str,
    fit_columns: bool,
    parent: QWidget | None = None,
    samples: Sequence[str] | None = None,
    titles: type[TitleHeader] | None = None,
) -> QTableView:
    """A read-only table of ``model`` (its column titles drawn by a header of type ``titles``,
    ``TitleHeader`` by default).

    ``samples`` (a text per column as wide as its usual widest) gives the columns fixed widths
    from the font (``FixedColumns``); else ``fit_columns`` sizes every column to its text
    (``ColumnFitter``); otherwise the first column takes the room left and the others fit their
    text (a long name is elided only in the first, and shown whole in the cell's tooltip: a
    shared fixed width cut Bengali place names while the first column had room to spare). A
    column set to ``Stretch`` afterwards is left to the header.
    """
    view = QTableView(parent)
    view.setObjectName(name)
    view.setHorizontalHeader((titles or TitleHeader)(view))
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
    # What a double-click on a divider measures (Qt's own fitting).
    header.setResizeContentsPrecision(FIT_PRECISION_ROWS)
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    if samples is not None:
        FixedColumns(view, samples).fit_now()
        return view
    if fit_columns:
        ColumnFitter(view).fit_now()
        return view

    # A reset that changes the column count rebuilds the sections with the default mode, so the
    # first one is set again; connected before the fitter, so that it fits after this.
    def stretch_first() -> None:
        if header.count() > 1:
            header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)

    model.modelReset.connect(stretch_first)
    stretch_first()
    ColumnFitter(view).fit_now()
    return view


class TitleHeader(QHeaderView):
    """A table's column titles, tall enough for Hindi: Qt sizes a header by its font's line, and
    the vowel signs above the headline (स्थिति) reach past it and were cut off.

    Its size is kept until the titles, the font or the style change: Qt forgets its own at each
    section resized (each column fitted), then measured every title again (some 50 calls of the
    model's ``headerData``) at each of the twenty-odd times a new table's layout asks for it,
    most of the cost of building a table.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        # As the header QTableView makes of its own: a click on a title sorts, if sorting is on.
        self.setSectionsClickable(True)
        self._hint: QSize | None = None
        self._watched: QAbstractItemModel | None = None

    def sizeHint(self) -> QSize:
        """Qt: its own size, with the signs' reach and the style's margin above and below (the
        title is centred)."""
        model = self.model()
        if model is not self._watched:
            self._watched, self._hint = model, None
            if model is not None:
                for signal in (
                    model.headerDataChanged,
                    model.modelReset,
                    model.layoutChanged,
                    model.columnsInserted,
                    model.columnsRemoved,
                ):
                    signal.connect(self.forget_size)
        if self._hint is None:
            hint = super().sizeHint()
            margin = self.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, self)
            reach = ink_above_line(self.font())
            self._hint = QSize(hint.width(), hint.height() + 2 * (reach + margin))
        return QSize(self._hint)

    def forget_size(self, *_args: object) -> None:
        """Measure the titles again at the next ``sizeHint`` (they, or their look, changed)."""
        self._hint = None

    def changeEvent(self, event: QEvent) -> None:
        """Qt: a new font, style or language measures the titles again."""
        if event.type() in (
            QEvent.Type.FontChange,
            QEvent.Type.StyleChange,
            QEvent.Type.LanguageChange,
            QEvent.Type.PaletteChange,
        ):
            self._hint = None
        super().changeEvent(event)


class EmptyState(QObject):
    """Says in the middle of an empty table what would be there ("No bookings yet…"), instead
    of a blank grey box."""

    def __init__(self, view: QAbstractItemView, text: str) -> None:
        super().__init__(view)
        self._view = view
        self.label = QLabel(text, view.viewport())
        self.label.setObjectName(f"{view.objectName()}Empty")
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setWordWrap(True)
        restyle(self.label, look=Look.EMPTY)
        model = view.model()
        for signal in (model.modelReset, model.rowsInserted, model.rowsRemoved):
            signal.connect(self.update)
        view.viewport().installEventFilter(self)
        self.update()

    def update(self) -> None:
        """Show the text only while the table has no rows."""
        self.label.setVisible(self._view.model().rowCount() == 0)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Qt: the text fills the table's viewport, whatever its size."""
        if event.type() == QEvent.Type.Resize:
            self.label.resize(self._view.viewport().size())
        return False
