"""A day's two charts side by side: its sales by hour and its takings by tender, for one counter
or per counter of the agency."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from PySide6.QtWidgets import QHBoxLayout, QWidget

from app.domain.tenders import tender_of
from app.i18n import Catalogue
from app.reports.day_charts import Grid, sales_by_hour
from app.reports.shift import Operation
from app.ui.widgets.day_chart import ChartPanel

DAY_CHARTS = Catalogue("DAY_CHARTS")


def tender_title(code: str) -> str:
    """A registered tender's code in the reader's language."""
    return tender_of(code).title()


class DayCharts(QWidget):
    """A day's sales by hour and its takings by tender, side by side, for one counter or per
    counter of the agency."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dayCharts")
        self.hours = ChartPanel(
            "salesByHour",
            DAY_CHARTS.tr("Sales by hour"),
            DAY_CHARTS.tr("No sales yet on this day."),
        )
        self.tenders = ChartPanel(
            "tendersByKind",
            DAY_CHARTS.tr("Takings by tender (net of refunds paid)"),
            DAY_CHARTS.tr("No takings yet: the drawer's figures come with the shift."),
        )
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.hours, 1)
        layout.addWidget(self.tenders, 1)

    def show_hours(self, operations: Sequence[Operation], counter: str) -> None:
        """What the sales of ``operations`` debited each hour, a stack per hour, a colour per
        counter (``counter`` for an operation of no store); added up when the chart is shown:
        a report is made far more often than its chart is looked at."""
        self.hours.show_grid(
            partial(sales_by_hour, operations, counter), str, DAY_CHARTS.tr("Hour"), stacked=True
        )

    def show_tenders(self, tenders: Grid) -> None:
        """Each counter's takings by tender, a group per counter, a colour per tender."""
        self.tenders.show_grid(
            lambda: tenders, tender_title, DAY_CHARTS.tr("Counter"), stacked=False
        )
