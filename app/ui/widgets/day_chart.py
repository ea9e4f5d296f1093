"""One of the day's charts (Qt Charts) with a table of the same figures beside it.

A ``ChartPanel`` draws one chart (with the pieces of ``chart_parts``) and fills its table from
the same rows, so a screen reader, or a clerk copying into a spreadsheet (Ctrl+C on the table),
gets the figures the chart shows. An empty day shows one plain sentence instead of an empty
frame. Every colour is a role of
``app.ui.tones`` and is set again whenever the theme changes.
"""

from __future__ import annotations

import contextlib
import datetime as dt
from collections import deque
from collections.abc import Callable, Sequence
from functools import partial

from PySide6.QtCharts import (
    QAbstractAxis,
    QAbstractBarSeries,
    QBarCategoryAxis,
    QBarSeries,
    QBarSet,
    QChartView,
    QDateTimeAxis,
    QLineSeries,
    QScatterSeries,
    QStackedBarSeries,
)
from PySide6.QtCore import (
    QEvent,
    QObject,
    Qt,
    QTimer,
)
from PySide6.QtGui import (
    QBrush,
    QGuiApplication,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QPalette,
    QPen,
    QShowEvent,
)
from PySide6.QtWidgets import QHBoxLayout, QLabel, QStackedWidget, QVBoxLayout, QWidget

from app.counter.papers.formatting import money_text
from app.figures import clock_text
from app.i18n import Catalogue
from app.reports.day_charts import BalanceStep, Grid
from app.ui.models.figures import FiguresModel
from app.ui.models.ledger import EVENT_TEXT, LEDGER_MODEL
from app.ui.style import SPACE_M, Look, restyle, roles
from app.ui.tones import Roles
from app.ui.widgets.chart_parts import (
    AXIS_TICKS,
    MARK_SIZE,
    MAX_TICKS,
    bar_brush,
    blank_chart,
    epoch_ms,
    line_pen,
    mark_brush,
    money_axis,
    service_moment,
)
from app.ui.widgets.table_size import whole_width
from app.ui.widgets.table_view import ColumnFitter, make_table

DAY_CHART = Catalogue("DAY_CHART")

# The roles the series of a bar chart take in turn (a counter each, or a tender each).
SERIES_ROLES = ("accent", "success", "warning", "error", "muted", "info_border")
# The marks on the balance line, by ledger event, and the role each is drawn in.
MARK_ROLES = {
    "WALLET_TOPUP": "success",
    "BOOKING_SETTLED": "error",
    "CANCELLATION_REFUND": "warning",
}
# What a new theme sends a widget: its palette, the application's, or a new style (sheet).
REPAINTED_ON = frozenset(
    {QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange, QEvent.Type.StyleChange}
)
CHART_MIN_HEIGHT = 220


class ChartPanel(QWidget):
    """One chart and, beside it, a table of the same figures; a sentence when there are none.

    Figures given while the panel is hidden (its tab not chosen) are drawn when it is next
    shown: Qt Charts lays a chart out in tens of milliseconds, too long for each report made.
    """

    def __init__(self, name: str, title: str, empty_text: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName(name)
        # How each drawn item takes its role's colour: done again when the theme changes.
        self._painted: list[Callable[[Roles], None]] = []
        self.chart = blank_chart()
        self.view = QChartView(self.chart)
        self.view.setObjectName(f"{name}Chart")
        # No frame of its own: the card around it is the frame (no sheet needed to say so).
        self.view.setFrameShape(QChartView.Shape.NoFrame)
        self.view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.view.setMinimumHeight(CHART_MIN_HEIGHT)
        # The view takes the focus (and says its name); its drawing surface does not.
        self.view.viewport().setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.view.setAccessibleDescription(
            DAY_CHART.tr("The same figures are in the table beside the chart.")
        )
        self.model = FiguresModel()
        self.table = make_table(self.model, f"{name}Table", fit_columns=True)
        self.table.setSelectionMode(self.table.SelectionMode.ExtendedSelection)
        # The columns are fitted to their text after each reset: the table follows.
        self.table.horizontalHeader().sectionResized.connect(self._fit_table)
        # Ctrl+C copies the whole table, not only the cell under the cursor as a view does.
        self.table.installEventFilter(self)
        # What an empty day says; until the first figures come, the label may say otherwise.
        self.empty_text = empty_text
        self.empty_label = QLabel(empty_text)
        self.empty_label.setObjectName(f"{name}Empty")
        self.empty_label.setWordWrap(True)
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        restyle(self.empty_label, look=Look.EMPTY)
        figures = QWidget()
        side_by_side = QHBoxLayout(figures)
        side_by_side.setContentsMargins(0, 0, 0, 0)
        side_by_side.addWidget(self.view, 1)
        side_by_side.addWidget(self.table)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.empty_label)
        self.stack.addWidget(figures)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(SPACE_M // 2)
        self.heading = QLabel()
        self.heading.setObjectName(f"{name}Heading")
        self.set_title(title)
        layout.addWidget(self.heading)
        layout.addWidget(self.stack, 1)
        self._pending: Callable[[], None] | None = None
        self._shown_figures = False  # the chart and its table have been on screen
        self.paint()

    def set_title(self, title: str) -> None:
        """The chart's heading (and the name a screen reader gives it)."""
        self.heading.setText(f"<b>{title}</b>")
        self.view.setAccessibleName(title)
        self.table.setAccessibleName(DAY_CHART.tr("{title}: table").format(title=title))

    @property
    def is_empty(self) -> bool:
        """Whether the panel shows its sentence instead of a chart."""
        return self.stack.currentIndex() == 0

    def copy_table(self) -> None:
        """Put the table, headers first, on the clipboard as tab-separated text (Ctrl+C)."""
        QGuiApplication.clipboard().setText(self.model.as_text())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Qt: Ctrl+C on the table copies all of it."""
        if (
            watched is self.table
            and isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.KeyPress
            and event.matches(QKeySequence.StandardKey.Copy)
        ):
            self.copy_table()
            return True
        return super().eventFilter(watched, event)

    def showEvent(self, event: QShowEvent) -> None:
        """Qt: draw the figures given while the panel was hidden."""
        super().showEvent(event)
        if self._pending is not None and not self._shown_figures:
            # The chart and its table shown (and styled) in this turn, their figures in the next:
            # a first showing is two short turns, not one long one.
            self._shown_figures = True
            self.stack.setCurrentIndex(1)
        self._draw_soon()

    def _when_shown(self, draw: Callable[[], None]) -> None:
        """Draw soon when shown; otherwise keep only the latest figures for the next showing."""
        self._pending = draw
        if self.isVisible():
            self._draw_soon()

    def _draw_soon(self) -> None:
        """Draw the latest figures on a later turn of the loop, not in the one that gave them or
        showed the panel, and one chart a turn (``_draw_next``): the report's table, each chart
        and their painting each take a turn of their own, none long enough to stall the
        window."""
        if self._pending is not None and self not in _WAITING:
            _WAITING.append(self)
            if len(_WAITING) == 1:
                QTimer.singleShot(0, _draw_next)

    def _draw_pending(self) -> None:
        draw, self._pending = self._pending, None
        if draw is not None and self.isVisible():
            draw()
        elif draw is not None:
            self._pending = draw  # hidden again meanwhile: drawn at the next showing

    def changeEvent(self, event: QEvent) -> None:
        """Qt: a new theme (the application's palette) paints the chart again."""
        super().changeEvent(event)
        if event.type() in REPAINTED_ON:
            self.paint()

    def paint(self) -> None:
        """Set every colour of the chart from the palette and the roles in force."""
        # The application's palette: under an application style sheet (the dark themes' outlines)
        # a widget's own palette can lag behind a theme change.
        palette = QGuiApplication.palette()
        tone = roles(palette)
        text = palette.color(QPalette.ColorRole.Text)
        self.chart.setBackgroundBrush(QBrush(palette.color(QPalette.ColorRole.Base)))
        self.chart.setBackgroundPen(QPen(tone.separator))
        self.chart.legend().setLabelColor(text)
        for axis in self.chart.axes():
            axis.setLabelsColor(text)
            axis.setTitleBrush(QBrush(text))
            axis.setLinePen(QPen(tone.border))
            axis.setGridLinePen(QPen(tone.separator))
        for apply in self._painted:
            apply(tone)
        self.view.viewport().update()

    def _clear(self) -> None:
        # A new chart each time: axes removed from a shown chart leave their labels painted.
        old, self.chart = self.chart, blank_chart()
        self.view.setChart(self.chart)
        old.deleteLater()
        self._painted = []

    def _attach(self, axis: QAbstractAxis, alignment: Qt.AlignmentFlag) -> None:
        self.chart.addAxis(axis, alignment)
        for series in self.chart.series():
            series.attachAxis(axis)

    def _set_table(
        self, headers: Sequence[str], rows: Sequence[Sequence[str]], amount_columns: set[int]
    ) -> None:
        """Fill the table and size it at once (not on the next turn of the loop): the chart
        beside it is laid out once, at its final width."""
        self.model.set_table(headers, rows, amount_columns)
        fitter = self.table.findChild(ColumnFitter)
        assert fitter is not None  # make_table fits every column
        fitter.fit_now()
        self._fit_table()

    def _show(self, rows: int) -> None:
        self.empty_label.setText(self.empty_text)
        self.stack.setCurrentIndex(1 if rows else 0)
        self._fit_table()
        self.paint()

    def _fit_table(self) -> None:
        """The table as wide as its columns (every figure whole); the chart takes the rest."""
        self.table.setFixedWidth(whole_width(self.table))

    def show_balance(self, steps: Sequence[BalanceStep], currency: str) -> None:
        """The wallet's balance through the day as a step line, each top-up, sale and refund
        marked on it; the table lists each movement and the balance after it."""
        self._when_shown(partial(self._draw_balance, steps, currency))

    def _draw_balance(self, steps: Sequence[BalanceStep], currency: str) -> None:
        self._clear()
        headers = [
            DAY_CHART.tr("Time"),
            DAY_CHART.tr("What"),
            DAY_CHART.tr("Booking ref"),
            DAY_CHART.tr("Change"),
            DAY_CHART.tr("Balance after"),
        ]
        rows = [
            [
                clock_text(step.at),
                _event_text(step.event),
                step.booking_ref or "",
                money_text(step.change),
                money_text(step.balance),
            ]
            for step in steps
        ]
        self._set_table(headers, rows, {3, 4})
        if not steps:
            self._show(0)
            return
        line = QLineSeries()
        line.setName(DAY_CHART.tr("Balance ({currency})").format(currency=currency))
        line.append(epoch_ms(steps[0].at), float(steps[0].before))
        marks: dict[str, QScatterSeries] = {}
        for step in steps:
            line.append(epoch_ms(step.at), float(step.before))
            line.append(epoch_ms(step.at), float(step.balance))
            mark = marks.get(step.event)
            if mark is None:
                mark = marks[step.event] = QScatterSeries()
                mark.setName(_event_text(step.event))
                mark.setMarkerSize(MARK_SIZE)
            mark.append(epoch_ms(step.at), float(step.balance))
        self.chart.addSeries(line)
        self._painted.append(partial(line_pen, line, "accent"))
        for event, mark in marks.items():
            self.chart.addSeries(mark)
            role = MARK_ROLES.get(event, "muted")
            self._painted.append(partial(mark_brush, mark, role))
        times = QDateTimeAxis()
        times.setFormat("HH:mm")
        # From the hour of the first movement to the hour after the last, a tick each hour.
        start = steps[0].at.replace(minute=0, second=0, microsecond=0)
        hours = int((steps[-1].at - start) / dt.timedelta(hours=1)) + 1
        times.setRange(service_moment(start), service_moment(start + dt.timedelta(hours=hours)))
        times.setTickCount(hours + 1 if hours < MAX_TICKS else AXIS_TICKS + 1)
        self._attach(times, Qt.AlignmentFlag.AlignBottom)
        values = [step.balance for step in steps] + [steps[0].before]
        self._attach(money_axis(min(values), max(values)), Qt.AlignmentFlag.AlignLeft)
        self._show(len(steps))

    def show_grid(
        self,
        figures: Callable[[], Grid],
        names: Callable[[str], str],
        row_heading: str,
        stacked: bool,
        amounts: str = "",
    ) -> None:
        """Bars of the grid ``figures`` works out (when the panel is next shown, not before): a
        group (or a stack) per row, a colour per series; the table has a row per row with each
        series, the row's total, and a total row below. ``names`` turns a series' code into the
        words shown; ``amounts`` titles the rupees' axis."""
        self._when_shown(partial(self._draw_grid, figures, names, row_heading, stacked, amounts))

    def _draw_grid(
        self,
        figures: Callable[[], Grid],
        names: Callable[[str], str],
        row_heading: str,
        stacked: bool,
        amounts: str,
    ) -> None:
        self._clear()
        grid = figures()
        headers = [row_heading, *(names(name) for name in grid.series), DAY_CHART.tr("Total")]
        rows = [
            [
                row,
                *(money_text(grid.amount(row, name)) for name in grid.series),
                money_text(grid.row_total(row)),
            ]
            for row in grid.rows
        ]
        if grid.rows:
            rows.append(
                [
                    DAY_CHART.tr("Total"),
                    *(money_text(grid.series_total(name)) for name in grid.series),
                    money_text(grid.total),
                ]
            )
        self._set_table(headers, rows, set(range(1, len(headers))))
        if not grid.rows:
            self._show(0)
            return
        series: QAbstractBarSeries = QStackedBarSeries() if stacked else QBarSeries()
        for number, name in enumerate(grid.series):
            bars = QBarSet(names(name))
            bars.append([float(grid.amount(row, name)) for row in grid.rows])
            series.append(bars)
            role = SERIES_ROLES[number % len(SERIES_ROLES)]
            self._painted.append(partial(bar_brush, bars, role))
        self.chart.addSeries(series)
        categories = QBarCategoryAxis()
        categories.append(list(grid.rows))
        self._attach(categories, Qt.AlignmentFlag.AlignBottom)
        if stacked:
            tops = [grid.row_total(row) for row in grid.rows]
        else:
            tops = [grid.amount(row, name) for row in grid.rows for name in grid.series]
        rupees = money_axis(min(tops), max(tops))
        rupees.setTitleText(amounts)
        self._attach(rupees, Qt.AlignmentFlag.AlignLeft)
        self._show(len(grid.rows))


# The panels whose figures wait to be drawn, one a turn of the loop, in the order given.
_WAITING: deque[ChartPanel] = deque()


def charts_waiting() -> bool:
    """Whether a shown panel's figures wait for their turn to be drawn."""
    return bool(_WAITING)


def _draw_next() -> None:
    """Draw the first panel waiting, then let the loop turn before the next one."""
    panel = _WAITING.popleft()
    with contextlib.suppress(RuntimeError):  # the panel went with its screen meanwhile
        panel._draw_pending()
    if _WAITING:
        QTimer.singleShot(0, _draw_next)


def _event_text(event: str) -> str:
    known = EVENT_TEXT.get(event)
    return event if known is None else LEDGER_MODEL.known(known)
