"""A day's totals on the shift report, the wallet's money by the books: sales, amounts sold,
cancellations, refunds and net by module, and what the wallet's cash and credit paid."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from app.counter.papers.formatting import money_text
from app.domain.modules import Module
from app.i18n import Catalogue
from app.reports.shift import ShiftReport
from app.ui.widgets.catalogue_toolbar import CATALOGUE_TOOLBAR, MODULE_TITLES

SHIFT_TOTALS = Catalogue("SHIFT_TOTALS")


def _figure() -> QLabel:
    """A figure's label, right-aligned, a dash until there is one."""
    label = QLabel("—")
    label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return label


class ShiftTotals(QWidget):
    """The totals of a shift report, by module and by how the wallet paid."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cash_label, self.credit_label = _figure(), _figure()
        self.debited_label, self.refunds_label, self.net_label = _figure(), _figure(), _figure()
        self.module_labels: dict[str, list[QLabel]] = {}
        totals = QGridLayout(self)
        totals.setContentsMargins(0, 0, 0, 0)
        totals.setHorizontalSpacing(18)
        headings = (
            SHIFT_TOTALS.tr("<b>Sales</b>"),
            SHIFT_TOTALS.tr("<b>Sold</b>"),
            SHIFT_TOTALS.tr("<b>Cancellations</b>"),
            SHIFT_TOTALS.tr("<b>Refunded</b>"),
            SHIFT_TOTALS.tr("<b>Net</b>"),
        )
        for column, title in enumerate(headings, start=1):
            totals.addWidget(QLabel(title), 0, column, Qt.AlignmentFlag.AlignRight)
        for row, module in enumerate(("ACTIVITY", "BOAT"), start=1):
            title = CATALOGUE_TOOLBAR.known(MODULE_TITLES[Module(module)])
            totals.addWidget(QLabel(title), row, 0)
            labels = [_figure() for _ in range(5)]
            for column, label in enumerate(labels, start=1):
                totals.addWidget(label, row, column)
            self.module_labels[module] = labels
        for row, (title, label) in enumerate(
            (
                (SHIFT_TOTALS.tr("Debited from the wallet's cash"), self.cash_label),
                (SHIFT_TOTALS.tr("Debited from the wallet's credit"), self.credit_label),
                (SHIFT_TOTALS.tr("<b>Sales debited from the wallet</b>"), self.debited_label),
                (SHIFT_TOTALS.tr("Refunds credited to the wallet"), self.refunds_label),
                (SHIFT_TOTALS.tr("<b>The wallet's net</b>"), self.net_label),
            ),
        ):
            totals.addWidget(QLabel(title), row, 7)
            totals.addWidget(label, row, 8)
        totals.setColumnMinimumWidth(6, 24)
        totals.setColumnStretch(9, 1)

    def show_report(self, report: ShiftReport) -> None:
        """The totals of ``report`` (dashes while the books have still to post the journal)."""
        wallet = report.wallet
        if wallet is None:
            for label in (
                *self.labels(),
                *(label for row in self.module_labels.values() for label in row),
            ):
                label.setText("—")
            return
        for totals in wallet.modules:
            values = (
                str(totals.sales),
                money_text(totals.sold),
                str(totals.cancellations),
                money_text(totals.refunded),
                money_text(totals.net),
            )
            for label, text in zip(self.module_labels[totals.module.value], values, strict=True):
                label.setText(text)
        for label, value in zip(
            self.labels(),
            (wallet.cash, wallet.credit, wallet.debited, wallet.credited, wallet.net),
            strict=True,
        ):
            label.setText(money_text(value))

    def labels(self) -> tuple[QLabel, ...]:
        """The wallet's figures: its cash and credit debited, the sales' debit, the refunds
        credited and the net."""
        return (
            self.cash_label,
            self.credit_label,
            self.debited_label,
            self.refunds_label,
            self.net_label,
        )
