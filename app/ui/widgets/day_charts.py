"""A day's two charts one above the other: its sales by hour and its takings by tender, for one
counter or per counter of the agency."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QVBoxLayout, QWidget

from app.domain.money import CURRENCY
from app.domain.tenders import tender_of
from app.i18n import Catalogue
from app.reports.day_charts import Grid, HourMeasure, sales_by_hour
from app.reports.shift import Operation
from app.ui.widgets.day_chart import ChartPanel
from app.ui.widgets.wheel_guard import guarded

DAY_CHARTS = Catalogue("DAY_CHARTS")


def tender_title(code: str) -> str:
    """A registered tender's code in the reader's language."""
    return tender_of(code).title()


def measure_words(measure: HourMeasure) -> str:
    """What a sales-by-hour measure adds up, as the chooser and the rupees' axis name it."""
    if measure is HourMeasure.WALLET_PAID:
        return DAY_CHARTS.tr("What the wallet paid")
    return DAY_CHARTS.tr("What customers paid")


def axis_words(measure: HourMeasure) -> str:
    """Whose payments the rupees' axis counts: short, as the chart's height is."""
    if measure is HourMeasure.WALLET_PAID:
        return DAY_CHARTS.tr("Wallet ({currency})").format(currency=CURRENCY)
    return DAY_CHARTS.tr("Customers ({currency})").format(currency=CURRENCY)


def hours_title(measure: HourMeasure) -> str:
    """The sales-by-hour chart's heading, saying which amounts it adds up."""
    if measure is HourMeasure.WALLET_PAID:
        return DAY_CHARTS.tr("Sales by hour: what the wallet paid")
    return DAY_CHARTS.tr("Sales by hour: what customers paid")


class DayCharts(QWidget):
    """A day's sales by hour and its takings by tender, one above the other, for one counter or
    per counter of the agency. Sales by hour add up what customers paid unless the clerk chooses
    what the wallet paid for them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dayCharts")
        self.hours = ChartPanel(
            "salesByHour",
            hours_title(HourMeasure.CUSTOMERS_PAID),
            DAY_CHARTS.tr("No sales yet on this day."),
        )
        self.hours_measure = guarded(QComboBox())
        self.hours_measure.setObjectName("salesByHourMeasure")
        self.hours_measure.setAccessibleName(DAY_CHARTS.tr("What sales by hour add up"))
        for measure in HourMeasure:
            self.hours_measure.addItem(measure_words(measure), measure)
        self.hours_measure.currentIndexChanged.connect(self._draw_hours)
        self._hours_of: tuple[Sequence[Operation], str] = ((), "")
        self.tenders = ChartPanel(
            "tendersByKind",
            DAY_CHARTS.tr("Takings by tender (net of refunds paid)"),
            DAY_CHARTS.tr("No takings yet: the drawer's figures come with the shift."),
        )
        hours = QVBoxLayout()
        hours.addWidget(self.hours_measure, 0, Qt.AlignmentFlag.AlignLeft)
        hours.addWidget(self.hours, 1)
        # One above the other, each the tab's whole width: side by side, the tenders' chart had
        # what its table left of half the width, some 140 px, and its counter's name read
        # "Thi..." and its legend lost its names.
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(hours, 1)
        layout.addWidget(self.tenders, 1)

    def show_hours(self, operations: Sequence[Operation], counter: str) -> None:
        """What the sales of ``operations`` took each hour (by the measure chosen), a stack per
        hour, a colour per counter (``counter`` for an operation of no store); added up when the
        chart is shown: a report is made far more often than its chart is looked at."""
        self._hours_of = (operations, counter)
        self._draw_hours()

    def _draw_hours(self) -> None:
        operations, counter = self._hours_of
        measure = HourMeasure(self.hours_measure.currentData())
        self.hours.set_title(hours_title(measure))
        self.hours.show_grid(
            partial(sales_by_hour, operations, counter, measure),
            str,
            DAY_CHARTS.tr("Hour"),
            stacked=True,
            amounts=axis_words(measure),
        )

    def show_tenders(self, tenders: Grid) -> None:
        """Each counter's takings by tender, a group per counter, a colour per tender."""
        self.tenders.show_grid(
            lambda: tenders, tender_title, DAY_CHARTS.tr("Counter"), stacked=False
        )
