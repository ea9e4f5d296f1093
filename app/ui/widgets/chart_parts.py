"""The pieces the day's charts are drawn with: a blank chart, a rupee axis with Indian grouping
at round steps, the service's clock on a time axis, and lines, marks and bars in a colour role
(set again at each theme change)."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from PySide6.QtCharts import QBarSet, QCategoryAxis, QChart, QScatterSeries, QXYSeries
from PySide6.QtCore import QDate, QDateTime, Qt, QTime
from PySide6.QtGui import QBrush, QPen

from app.domain.clock import SERVICE_TZ
from app.figures import count_text
from app.ui.tones import Roles

AXIS_TICKS = 4
MAX_TICKS = 13
LINE_WIDTH = 2
MARK_SIZE = 11


def blank_chart() -> QChart:
    """A chart without series, square-cornered, its legend below."""
    chart = QChart()
    chart.setBackgroundRoundness(0)
    chart.layout().setContentsMargins(0, 0, 0, 0)
    chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
    return chart


def _nice_step(span: Decimal) -> Decimal:
    """A round step (1, 2 or 5 times a power of ten) that cuts ``span`` in about four."""
    rough = span / AXIS_TICKS
    power = Decimal(10) ** max(0, len(str(int(rough))) - 1)
    for factor in (1, 2, 5, 10):
        if power * factor >= rough:
            return power * factor
    return power * 10


def money_axis(low: Decimal, high: Decimal) -> QCategoryAxis:
    """A vertical axis of rupees with Indian grouping (``1,00,000``) at round steps."""
    low, high = min(low, Decimal(0)), max(high, Decimal(1))
    step = _nice_step(high - low)
    axis = QCategoryAxis()
    axis.setLabelsPosition(QCategoryAxis.AxisLabelsPosition.AxisLabelsPositionOnValue)
    start = (low / step).to_integral_value(rounding="ROUND_FLOOR") * step
    value = start
    while True:
        axis.append(count_text(int(value)), float(value))
        # At most AXIS_TICKS steps: Qt elides a vertical category axis's labels ("...") when
        # the room between two of them is less than a line of text.
        if value >= high:
            break
        value += step
    axis.setRange(float(start), float(value))
    return axis


def service_moment(at: dt.datetime) -> QDateTime:
    """``at`` on the service's clock, as a time axis places it."""
    # The service's wall clock as this machine's local time: the axis writes local time, and
    # the day's hours are the service's (India's), whatever zone the counter PC is set to.
    moment = at.astimezone(SERVICE_TZ)
    return QDateTime(
        QDate(moment.year, moment.month, moment.day),
        QTime(moment.hour, moment.minute, moment.second),
    )


def epoch_ms(at: dt.datetime) -> float:
    """``at`` in milliseconds since the epoch: what a QDateTimeAxis places."""
    return float(service_moment(at).toMSecsSinceEpoch())


def line_pen(series: QXYSeries, role: str, tone: Roles) -> None:
    """Draw ``series``'s line in the colour of ``role`` of ``tone``."""
    pen = QPen(getattr(tone, role))
    pen.setWidth(LINE_WIDTH)
    series.setPen(pen)


def mark_brush(series: QScatterSeries, role: str, tone: Roles) -> None:
    """Fill and ring ``series``'s marks in the colour of ``role`` of ``tone``."""
    colour = getattr(tone, role)
    series.setBrush(QBrush(colour))
    series.setColor(colour)
    series.setBorderColor(colour)


def bar_brush(bars: QBarSet, role: str, tone: Roles) -> None:
    """Fill and outline ``bars`` in the colour of ``role`` of ``tone``."""
    colour = getattr(tone, role)
    bars.setBrush(QBrush(colour))
    bars.setPen(QPen(colour))
