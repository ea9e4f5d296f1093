"""A half-ring gauge of the credit facility: how much of the limit is used, and the credit left."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from app.counter.papers.formatting import money_text
from app.i18n import Catalogue
from app.ui.style import roles

CREDIT_GAUGE = Catalogue("CREDIT_GAUGE")

RING_WIDTH = 18
# Qt angles are in 1/16 of a degree, counter-clockwise from three o'clock.
START_ANGLE = 180 * 16
SPAN = -180 * 16


class CreditGauge(QWidget):
    """Draws ``used / limit`` as a filled arc, the credit left in the middle (display only).

    It is about credit only: the cash balance is another figure, shown beside it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("creditGauge")
        self.setAccessibleName(CREDIT_GAUGE.tr("Credit facility"))
        self.setMinimumSize(220, 140)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.limit = Decimal(0)
        self.used = Decimal(0)
        self.runway = Decimal(0)
        self.currency = ""
        self.warning = False

    def show_credit(
        self, limit: Decimal, used: Decimal, runway: Decimal, currency: str, warning: bool
    ) -> None:
        """The facility's figures; ``warning`` paints the arc in the warning colour."""
        self.limit, self.used, self.runway = limit, used, runway
        self.currency, self.warning = currency, warning
        self.setAccessibleDescription(self.describe())
        self.update()

    @property
    def fraction(self) -> float:
        """The share of the limit in use, 0 to 1 (a facility of zero counts as fully used)."""
        if self.limit <= 0:
            return 1.0 if self.used > 0 else 0.0
        return float(min(max(self.used / self.limit, Decimal(0)), Decimal(1)))

    def describe(self) -> str:
        """The gauge in words (its tooltip and accessible description)."""
        return CREDIT_GAUGE.tr(
            "Credit used {used} of the {limit} credit limit ({percent}); credit left {left} "
            "(cash not included)"
        ).format(
            used=money_text(self.used, self.currency),
            limit=money_text(self.limit, self.currency),
            percent=f"{self.fraction:.0%}",
            left=money_text(self.runway, self.currency),
        )

    def sizeHint(self) -> QSize:
        """Qt: room for the half ring and two lines of text under its centre."""
        return QSize(260, 150)

    def paintEvent(self, _event: QPaintEvent) -> None:
        """Qt: the track, the used arc over it, and the figures in the middle."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = min(self.width() - RING_WIDTH, 2 * (self.height() - RING_WIDTH))
        ring = QRectF(
            (self.width() - side) / 2, RING_WIDTH / 2 + 2, side, side
        )  # the full circle; only its upper half is drawn
        tone = roles(self.palette())
        pen = QPen(tone.track, RING_WIDTH, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        painter.drawArc(ring, START_ANGLE, SPAN)
        pen.setColor(tone.error if self.warning else tone.accent)
        painter.setPen(pen)
        painter.drawArc(ring, START_ANGLE, round(SPAN * self.fraction))

        painter.setPen(tone.error if self.warning else tone.text)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        painter.setFont(font)
        centre_y = ring.center().y()
        line = painter.fontMetrics().height()
        painter.drawText(
            QRectF(0, centre_y - line * 1.6, self.width(), line),
            Qt.AlignmentFlag.AlignCenter,
            money_text(self.runway, self.currency),
        )
        painter.setFont(self.font())
        painter.setPen(tone.text)
        painter.drawText(
            QRectF(0, centre_y - line * 0.6, self.width(), line),
            Qt.AlignmentFlag.AlignCenter,
            CREDIT_GAUGE.tr("credit left · {percent} of the credit limit used").format(
                percent=f"{self.fraction:.0%}"
            ),
        )
        painter.end()
