"""A sale's figures as the counter shows them: the customer's price large, with its bill lines,
facing the customer; the agency's figures (what the wallet pays, the margin, a price below cost)
small, in a box of their own that says they are not for the customer."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtWidgets import QFrame, QGroupBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from app.counter.papers.formatting import money_text
from app.domain.money import CURRENCY
from app.domain.till import CustomerPrice, Margin
from app.figures import amount_text
from app.i18n import Catalogue
from app.reports.receipt_data import customer_total_words, price_lines
from app.ui.style import Tone, named, set_tone

TILL_FIGURES = Catalogue("TILL_FIGURES")


class TillFigures(QWidget):
    """The customer's price (large) and its lines; below them, what ``insert`` puts there (the
    review's payment); last, the agency's side (``clerk_side``, small), where ``clerk_body``
    takes the agency's other figures."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        customer_box = QFrame()
        customer_box.setFrameShape(QFrame.Shape.StyledPanel)
        self.customer_title = QLabel(customer_total_words())
        # Their sizes are declared by these names in ``app.ui.style``.
        self.collect = QLabel()
        named(self.collect, "tillCollect")
        box = QVBoxLayout(customer_box)
        box.addWidget(self.customer_title)
        box.addWidget(self.collect)
        self.lines = QLabel()
        self.lines.setObjectName("tillBill")
        customer = QHBoxLayout()
        customer.addWidget(customer_box)
        customer.addWidget(self.lines)
        customer.addStretch(1)
        self.clerk_side = QGroupBox(TILL_FIGURES.tr("The agency's figures (not for the customer)"))
        self.clerk_side.setObjectName("clerkSide")
        self.wallet = QLabel()
        named(self.wallet, "tillWallet")
        self.margin = QLabel()
        named(self.margin, "tillMargin")
        self.note = QLabel()
        self.note.setObjectName("tillMarginNote")
        self.note.setWordWrap(True)
        set_tone(self.note, Tone.ERROR)
        figures = QHBoxLayout()
        figures.addWidget(QLabel(TILL_FIGURES.tr("The wallet pays")))
        figures.addWidget(self.wallet)
        figures.addSpacing(24)
        figures.addWidget(QLabel(TILL_FIGURES.tr("Agency margin")))
        figures.addWidget(self.margin)
        figures.addStretch(1)
        self.clerk_body = QVBoxLayout(self.clerk_side)
        self.clerk_body.addLayout(figures)
        self.clerk_body.addWidget(self.note)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.addLayout(customer)
        self._layout.addWidget(self.clerk_side)

    def insert(self, widget: QWidget, stretch: int = 0) -> None:
        """Lay ``widget`` out between the customer's price and the agency's side."""
        self._layout.insertWidget(self._layout.count() - 1, widget, stretch)

    def show_price(self, price: CustomerPrice, total_debited: Decimal) -> Margin:
        """Show ``price`` against the wallet's debit; the margin (below cost: in red, said in
        words and in a note)."""
        margin = Margin(price.total, total_debited)
        self.collect.setText(money_text(price.total, CURRENCY))
        self.wallet.setText(money_text(total_debited, CURRENCY))
        margin_text = money_text(margin.amount, CURRENCY)
        if margin.below_cost:
            # Said in words too, not by the red alone.
            margin_text = TILL_FIGURES.tr("{amount} (below cost)").format(amount=margin_text)
        self.margin.setText(margin_text)
        set_tone(self.margin, Tone.ERROR if margin.below_cost else Tone.TEXT)
        self.note.setText(
            TILL_FIGURES.tr(
                "The customer pays {amount} less than the wallet: a supervisor must approve this "
                "price when you confirm."
            ).format(amount=money_text(-margin.amount, CURRENCY))
            if margin.below_cost
            else ""
        )
        self.note.setVisible(margin.below_cost)
        rows = "".join(
            f"<tr><td>{line.text}</td><td align='right'>{amount_text(line.amount)}</td></tr>"
            for line in price_lines(price)
        )
        total = customer_total_words()
        self.lines.setText(
            f"<table cellspacing='0' cellpadding='2'>{rows}"
            f"<tr><td><b>{total}</b></td>"
            f"<td align='right'><b>{amount_text(price.total)}</b></td></tr>"
            "</table>"
        )
        return margin
