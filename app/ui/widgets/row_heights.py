"""Rows as tall as their text where the clerk sees them, measured a screenful at a time."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QMetaObject, QObject, QRect, QSignalBlocker, Qt
from PySide6.QtWidgets import QHeaderView, QStyle, QStyleOptionViewItem, QTableView

from app.ui.models.rows import RowTableModel
from app.ui.widgets.table_view import PostedFit
from app.ui.widgets.text_widths import TextWidths


class ShownRowHeights(PostedFit):
    """Keeps the rows of ``view`` in sight as tall as their wrapped text, and no shorter than
    one line's default row.

    Qt's ``ResizeToContents`` on the rows measures every row the model holds, through the
    delegate and the model's ``data`` for each cell, whenever the model is reset: 10,000
    bookings' History took about 950 M instructions of one loop turn. Here a row is measured
    when it comes into sight (a reset, a scroll, the view or a column resized, the font
    changed), so a turn measures about a screenful; a row out of sight keeps the header's
    default height until it is shown. The changes are gathered and measured once, in an event
    posted ahead of the paint (``PostedFit``).

    A row is not measured through the delegate as Qt's ``resizeRowToContents`` does (every cell
    of the row, each seven ``data()`` calls into Python): its texts are measured by the font,
    and a row whose texts fit on one line has the one-line height; only a text that does not
    fit is measured, alone, through the delegate, and its height kept for that text in that
    column at that width (a counter sells the same few products all day). History's search
    measured a screenful of rows so at each key, 31 M instructions of its turn (issue 92), and
    the catalogue's filter 44 M. A table whose other columns always fit their text names the
    columns whose text may wrap (``wrapped``); by default each may.

    A filter announces the rows it hides and brings back once per run of rows, some hundred
    signals for a key typed in a list of 500: the row signals reach this object once each
    until the rows are measured (``SingleShotConnection``), then are connected again.
    """

    def __init__(self, view: QTableView, wrapped: Sequence[int] = ()) -> None:
        super().__init__(view)
        # The rows measured since the model, the columns' widths or the font last changed.
        self._measured: set[int] = set()
        self._wrapped = tuple(wrapped)
        # Each text's width in the view's font, shared with the column fit (kept until the
        # model is reset or the font changes: a filter shows the same texts again).
        self._widths = TextWidths.of(view)
        # A text too wide for its column's room: its row's height, by (column, text, width).
        self._heights: dict[tuple[int, str, int], int] = {}
        view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        # Per column that may wrap, its text's room in this fit (None until a fit asks).
        self._rooms: dict[int, float] | None = None
        model = view.model()
        for changed in (model.modelReset, model.layoutChanged):
            changed.connect(self._all_changed)
        model.modelReset.connect(self._forget_texts)
        self._row_signals = (model.rowsInserted, model.rowsRemoved, model.dataChanged)
        self._armed: list[QMetaObject.Connection] = []
        self._arm()
        view.horizontalHeader().sectionResized.connect(self._all_changed)
        view.verticalScrollBar().valueChanged.connect(self.ask)
        view.viewport().installEventFilter(self)
        view.installEventFilter(self)

    def fit_now(self) -> None:
        """Measure each row in sight not measured yet, from the top row down to the bottom of
        the viewport as the measured rows now stand (a row grown pushes the ones below out of
        sight, a row shrunk brings more in). Scrolled to the end, the last rows are measured
        from the end up and the view stays at the end, so the last row is never pushed out of
        sight.

        The heights are set with the header's signals held: told of each row resized, the view
        lays itself out and repaints from the first of them down in a turn of its own (a 0 ms
        timer), after the paint this fit runs ahead of; History's 10,000 bookings were painted
        so twice after a search was cleared (issue 92). The same is done here, in this turn,
        so that the paint to come shows the rows as measured."""
        self._arm()
        self._rooms = None
        view = self._view
        rows = view.model().rowCount()
        bar = view.verticalScrollBar()
        at_end = rows > 0 and bar.maximum() > 0 and bar.value() == bar.maximum()
        with QSignalBlocker(view.verticalHeader()):
            resized = self._fit_from_end(rows) if at_end else self._fit_down(rows)
        top = 0
        if at_end:
            # The range is computed again now, not at Qt's next layout, to stay at its end.
            view.updateGeometries()
            bar.setValue(bar.maximum())
        elif resized:
            view.updateGeometries()
            top = max(0, min(view.rowViewportPosition(row) for row in resized))
        if resized:
            room = view.viewport()
            room.update(QRect(0, top, room.width(), room.height() - top))

    def _fit_down(self, rows: int) -> list[int]:
        """Measure the rows from the top one in sight down to the viewport's bottom; the rows
        whose height changed."""
        view = self._view
        row = view.rowAt(0)
        if row < 0:  # no row in sight
            return []
        bottom = view.viewport().height()
        top = view.rowViewportPosition(row)
        resized: list[int] = []
        while row < rows and top < bottom:
            if self._measure(row):
                resized.append(row)
            top += view.rowHeight(row)
            row += 1
        return resized

    def _fit_from_end(self, rows: int) -> list[int]:
        """Measure the last rows, up from the last, until they fill the viewport; the rows
        whose height changed."""
        room = self._view.viewport().height()
        row = rows - 1
        resized: list[int] = []
        while row >= 0 and room > 0:
            if self._measure(row):
                resized.append(row)
            room -= self._view.rowHeight(row)
            row -= 1
        return resized

    def _measure(self, row: int) -> bool:
        """Measure ``row`` if not yet; whether its height changed."""
        if row in self._measured:
            return False
        self._measured.add(row)
        view = self._view
        # A row is never shorter than the header's one-line height: the delegate measures a
        # line by its fonts' ascent and descent, and Devanagari's marks above the line (the
        # anusvara of "में", the ि of "डाइविंग") reach past them; History's Hindi rows fitted
        # so lost them at the top.
        height = max(view.verticalHeader().defaultSectionSize(), self._wrapped_height(row))
        if view.rowHeight(row) == height:
            return False
        view.setRowHeight(row, height)
        return True

    def _wrapped_height(self, row: int) -> int:
        """The height the texts of ``row`` that do not fit their column's room on one line (by
        a pixel to spare) ask of the row, as Qt's ``sizeHintForRow`` measures a cell; 0 when
        every text fits."""
        view = self._view
        rooms = self._rooms
        if rooms is None:
            # The delegate's text room: the cell less a focus frame's margin and a pixel each
            # side, by a pixel to spare.
            style = view.style()
            margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view)
            columns = self._wrapped or range(view.model().columnCount())
            rooms = self._rooms = {
                column: view.columnWidth(column) - 2 * (margin + 1) - 1
                for column in columns
                if not view.isColumnHidden(column)
            }
        tallest = 0
        for column, room in rooms.items():
            text = self._text(row, column)
            if not isinstance(text, str) or not text:
                continue
            if self._widths.width(text) > room:
                tallest = max(tallest, self._cell_height(row, column, text))
        return tallest

    def _text(self, row: int, column: int) -> object:
        """The text of a cell: read from a table model of rows without a call into Qt."""
        model = self._view.model()
        if isinstance(model, RowTableModel):
            return model.text_at(row, column)
        return model.index(row, column).data()

    def _cell_height(self, row: int, column: int, text: str) -> int:
        """The height the delegate gives the cell of ``text`` (wrapped in its column), as Qt's
        ``sizeHintForRow`` asks it, with a margin above and below the text as at its sides,
        and the grid line; kept for that text at that width.

        The delegate's wrapped height is its lines' and nothing more (its text margin is at
        the sides only), so the first and the last line's ink met the cell's edges: a Tamil
        product wrapped on five lines in History at 1366x768, drawn by its own font, was cut
        at its top and bottom.
        """
        view = self._view
        width = view.columnWidth(column)
        key = (column, text, width)
        height = self._heights.get(key)
        if height is None:
            grid = 1 if view.showGrid() else 0
            option = QStyleOptionViewItem()
            view.initViewItemOption(option)
            # The cell as it is drawn: the column less its grid line. Measured in the whole
            # column, a text up to a pixel wider than its drawn room was measured on one line
            # and drawn on two in a one-line row (History's Hindi tour at 1280x720).
            option.rect = QRect(view.columnViewportPosition(column), 0, width - grid, 1)
            index = view.model().index(row, column)
            delegate = view.itemDelegateForIndex(index)
            margin = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameVMargin, None, view)
            height = delegate.sizeHint(option, index).height() + 2 * (margin + 1) + grid
            self._heights[key] = height
        return height

    def _forget_texts(self) -> None:
        self._heights.clear()

    def _arm(self) -> None:
        """Connect the row signals for their next emission only (the class's text says why)."""
        for connection in self._armed:
            QObject.disconnect(connection)
        self._armed = [
            signal.connect(self._all_changed, Qt.ConnectionType.SingleShotConnection)
            for signal in self._row_signals
        ]

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Qt: the viewport resized shows other rows; a new font changes every height."""
        if event.type() == QEvent.Type.FontChange and watched is self._view:
            self._forget_texts()
            self._all_changed()
        elif event.type() == QEvent.Type.Resize and watched is self._view.viewport():
            # A narrower view makes its stretched columns narrower, which says so itself.
            self.ask()
        return False

    def _all_changed(self, *_args: object) -> None:
        self._measured.clear()
        self.ask()
