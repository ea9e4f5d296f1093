"""A day's totals on the shift report: sales, amounts sold, cancellations, refunds and net by
module, and what the wallet's cash and credit paid."""

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
                (SHIFT_TOTALS.tr("Debited from cash"), self.cash_label),
                (SHIFT_TOTALS.tr("Debited from credit"), self.credit_label),
                (SHIFT_TOTALS.tr("<b>Sales debited</b>"), self.debited_label),
                (SHIFT_TOTALS.tr("Refunds credited"), self.refunds_label),
                (SHIFT_TOTALS.tr("<b>Net</b>"), self.net_label),
            ),
        ):
            totals.addWidget(QLabel(title), row, 7)
            totals.addWidget(label, row, 8)
        totals.setColumnMinimumWidth(6, 24)
        totals.setColumnStretch(9, 1)

    def show_report(self, report: ShiftReport) -> None:
        """The totals of ``report``."""
        for totals in report.modules:
            values = (
                str(totals.sales),
                money_text(totals.sold),
                str(totals.cancellations),
                money_text(totals.refunded),
                money_text(totals.net),
            )
            for label, text in zip(self.module_labels[totals.module.value], values, strict=True):
                label.setText(text)
        for label, value in (
            (self.cash_label, report.deducted_from_cash),
            (self.credit_label, report.deducted_from_credit),
            (self.debited_label, report.total_debited),
            (self.refunds_label, report.refunds_credited),
            (self.net_label, report.net),
        ):
            label.setText(money_text(value))
