"""The three figures of a sale side by side (collect from the customer, the wallet pays, the
agency's margin) and the customer's bill lines under them."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from app.counter.formatting import money_text
from app.domain.money import CURRENCY
from app.domain.till import CustomerPrice, Margin
from app.figures import amount_text
from app.i18n import Catalogue
from app.reports.receipt_data import price_lines
from app.ui.style import Tone, named, set_tone

TILL_FIGURES = Catalogue("TILL_FIGURES")


def _box(title: str, name: str) -> tuple[QFrame, QLabel]:
    frame = QFrame()
    frame.setFrameShape(QFrame.Shape.StyledPanel)
    figure = QLabel()
    named(figure, name)
    layout = QVBoxLayout(frame)
    layout.addWidget(QLabel(title))
    layout.addWidget(figure)
    return frame, figure


class TillFigures(QWidget):
    """Collect from the customer (large), the wallet pays, agency margin; then the bill lines."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Their sizes are declared by these names in ``app.ui.style``.
        collect_box, self.collect = _box(
            TILL_FIGURES.tr("Collect from the customer"), "tillCollect"
        )
        wallet_box, self.wallet = _box(TILL_FIGURES.tr("The wallet pays"), "tillWallet")
        margin_box, self.margin = _box(TILL_FIGURES.tr("Agency margin"), "tillMargin")
        self.lines = QLabel()
        self.lines.setObjectName("tillBill")
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(collect_box, 0, 0)
        layout.addWidget(wallet_box, 0, 1)
        layout.addWidget(margin_box, 0, 2)
        layout.addWidget(self.lines, 1, 0, 1, 3)
        layout.setColumnStretch(0, 2)
        layout.setColumnStretch(1, 1)
        layout.setColumnStretch(2, 1)

    def show_price(self, price: CustomerPrice, total_debited: Decimal) -> Margin:
        """Show ``price`` against the wallet's debit; the margin (below cost is shown in red)."""
        margin = Margin(price.total, total_debited)
        self.collect.setText(money_text(price.total, CURRENCY))
        self.wallet.setText(money_text(total_debited, CURRENCY))
        margin_text = money_text(margin.amount, CURRENCY)
        if margin.below_cost:
            # Said in words too, not by the red alone.
            margin_text = TILL_FIGURES.tr("{amount} (below cost)").format(amount=margin_text)
        self.margin.setText(margin_text)
        set_tone(self.margin, Tone.ERROR if margin.below_cost else Tone.TEXT)
        rows = "".join(
            f"<tr><td>{line.text}</td><td align='right'>{amount_text(line.amount)}</td></tr>"
            for line in price_lines(price)
        )
        total = TILL_FIGURES.tr("Total")
        self.lines.setText(
            f"<table cellspacing='0' cellpadding='2'>{rows}"
            f"<tr><td><b>{total}</b></td>"
            f"<td align='right'><b>{amount_text(price.total)}</b></td></tr>"
            "</table>"
        )
        return margin
