"""Shift report screen: a day's sales and cancellations, totals, ledger checks; PDF, CSV, print."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from PySide6.QtCore import QDate, Qt, Signal, SignalInstance
from PySide6.QtGui import QKeySequence, QShortcut, QShowEvent
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QDateEdit,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.counter.formatting import money_text
from app.domain.clock import service_today
from app.reports.shift import ShiftReport
from app.ui.models.shift_lines import ShiftLinesModel
from app.ui.style import roles, text_style
from app.ui.widgets.action_bar import make_primary
from app.ui.widgets.focus_scroll import FocusScrollArea
from app.ui.widgets.shift_drawer import ShiftDrawer
from app.ui.widgets.table_view import EmptyState, make_table


def _figure() -> QLabel:
    label = QLabel("—")
    label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return label


class ShiftReportScreen(QWidget):
    """Shows one day's report; the controller makes it and writes the files.

    Signals:
        report_requested(date): make the report of that day (F5).
        pdf_requested(Path): save the report shown as a PDF there.
        csv_requested(Path): save its operations as CSV there.
        print_requested(QPrinter): print it on the printer the dialog set up.
    """

    report_requested = Signal(object)
    pdf_requested = Signal(object)
    csv_requested = Signal(object)
    print_requested = Signal(object)

    def __init__(self, today: dt.date | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.report: ShiftReport | None = None
        self.print_dialog: QPrintDialog | None = None
        self.printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        day = today or service_today()
        self.day_edit = QDateEdit(QDate(day.year, day.month, day.day))
        self.day_edit.setObjectName("shiftDay")
        self.day_edit.setCalendarPopup(True)
        self.day_edit.setDisplayFormat("ddd dd MMM yyyy")
        self.make_button = make_primary(QPushButton("Make report"), "document-text")
        self.make_button.setToolTip("F5")
        self.pdf_button = QPushButton("Save &PDF…")
        self.csv_button = QPushButton("Save &CSV…")
        self.print_button = QPushButton("P&rint…")
        self.state_label = QLabel(
            "The report of the chosen day is made on arrival; F5 makes it again."
        )
        self.state_label.setObjectName("shiftState")
        self.state_label.setWordWrap(True)
        self.model = ShiftLinesModel()
        self.table = make_table(self.model, "shiftLines", fit_columns=True)
        EmptyState(self.table, "No bookings on this day yet.")
        self.check_label = QLabel()
        self.check_label.setObjectName("shiftCheck")
        self.check_label.setWordWrap(True)

        self.cash_label, self.credit_label = _figure(), _figure()
        self.debited_label, self.refunds_label, self.net_label = _figure(), _figure(), _figure()
        self.module_labels: dict[str, list[QLabel]] = {}
        totals = QGridLayout()
        totals.setHorizontalSpacing(18)
        for column, title in enumerate(("", "Sales", "Sold", "Cancellations", "Refunded", "Net")):
            totals.addWidget(QLabel(f"<b>{title}</b>"), 0, column, Qt.AlignmentFlag.AlignRight)
        for row, module in enumerate(("ACTIVITY", "BOAT"), start=1):
            totals.addWidget(QLabel(module), row, 0)
            labels = [_figure() for _ in range(5)]
            for column, label in enumerate(labels, start=1):
                totals.addWidget(label, row, column)
            self.module_labels[module] = labels
        for row, (title, label) in enumerate(
            (
                ("Debited from cash", self.cash_label),
                ("Debited from credit", self.credit_label),
                ("<b>Sales debited</b>", self.debited_label),
                ("Refunds credited", self.refunds_label),
                ("<b>Net</b>", self.net_label),
            ),
        ):
            totals.addWidget(QLabel(title), row, 7)
            totals.addWidget(label, row, 8)
        totals.setColumnMinimumWidth(6, 24)
        totals.setColumnStretch(9, 1)

        bar = QHBoxLayout()
        bar.addWidget(QLabel("Day"))
        bar.addWidget(self.day_edit)
        bar.addWidget(self.make_button)
        bar.addStretch(1)
        bar.addWidget(self.pdf_button)
        bar.addWidget(self.csv_button)
        bar.addWidget(self.print_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        layout.addWidget(QLabel("<h2>Shift report</h2>"))
        layout.addLayout(bar)
        layout.addWidget(self.state_label)
        self.drawer = ShiftDrawer()
        ledger = QVBoxLayout()
        ledger.addLayout(totals)
        ledger.addWidget(self.check_label)
        ledger.addWidget(self.table, 1)
        body = QVBoxLayout()
        body.addLayout(ledger, 1)
        # Below the ledger, in its own scroll area: the drawer's count never widens the window
        # past a small screen. Half the height each: at 768 pixels the count's notes all show.
        body.addWidget(FocusScrollArea(self.drawer), 1)
        layout.addLayout(body, 1)
        self._enable_output(False)

        self.setFocusProxy(self.day_edit)
        self.make_button.clicked.connect(self.request_report)
        refresh = QShortcut(QKeySequence.StandardKey.Refresh, self)
        refresh.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        refresh.activated.connect(self.request_report)
        self.pdf_button.clicked.connect(
            lambda: self._ask_file("PDF (*.pdf)", ".pdf", self.pdf_requested)
        )
        self.csv_button.clicked.connect(
            lambda: self._ask_file("CSV (*.csv)", ".csv", self.csv_requested)
        )
        self.print_button.clicked.connect(self.ask_printer)

    @property
    def day(self) -> dt.date:
        """The day chosen."""
        chosen = self.day_edit.date()
        return dt.date(chosen.year(), chosen.month(), chosen.day())

    def showEvent(self, event: QShowEvent) -> None:
        """Qt: arriving on the screen makes the chosen day's report at once (F5 makes it again)."""
        super().showEvent(event)
        # Not when the window is merely restored from the taskbar: only on arriving here.
        if not event.spontaneous() and self.make_button.isEnabled():
            self.request_report()

    def request_report(self) -> None:
        """Make the report of the chosen day (F5)."""
        self.make_button.setEnabled(False)
        self.state_label.setStyleSheet("")
        self.state_label.setText(f"Making the report of {self.day:%d %b %Y}…")
        self.report_requested.emit(self.day)

    def suggested_name(self, suffix: str) -> str:
        """``shift-2026-12-01.pdf``."""
        return f"shift-{self.day.isoformat()}{suffix}"

    def _ask_file(self, kind: str, suffix: str, signal: SignalInstance) -> None:
        # open(), not exec(): the loop and the header keep running while staff choose.
        dialog = QFileDialog(self, "Save the shift report", self.suggested_name(suffix), kind)
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setDefaultSuffix(suffix.lstrip("."))
        dialog.fileSelected.connect(lambda name: signal.emit(Path(name)))
        dialog.open()

    def ask_printer(self) -> None:
        """The print dialog; printing starts when it is accepted."""
        dialog = QPrintDialog(self.printer, self)
        dialog.accepted.connect(lambda: self.print_requested.emit(self.printer))
        self.print_dialog = dialog
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.show()

    def _enable_output(self, enabled: bool) -> None:
        for button in (self.pdf_button, self.csv_button, self.print_button):
            button.setEnabled(enabled)

    def show_report(self, report: ShiftReport, currency: str) -> None:
        """The totals, the lines and what the ledger check found."""
        self.report = report
        self.make_button.setEnabled(True)
        self._enable_output(True)
        self.state_label.setStyleSheet("")
        self.state_label.setText(
            f"{report.day:%A %d %B %Y} · {report.counter} · {len(report.lines)} operation(s). "
            f"Amounts in {currency}."
        )
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
            (self.cash_label, report.cash_debited),
            (self.credit_label, report.credit_debited),
            (self.debited_label, report.debited),
            (self.refunds_label, report.refunds_credited),
            (self.net_label, report.net),
        ):
            label.setText(money_text(value))
        self.model.set_rows(report.lines)
        mismatches = report.mismatches
        if mismatches:
            self.check_label.setStyleSheet(text_style(roles().error))
            self.check_label.setText(
                f"{len(mismatches)} operation(s) disagree with the wallet's ledger: "
                + "; ".join(f"{m.operation.booking_ref} ({m.check.value})" for m in mismatches)
            )
        else:
            self.check_label.setStyleSheet(text_style(roles().success))
            self.check_label.setText(
                f"The wallet's last {report.snapshot_size} ledger entries match the sales and "
                "refunds recorded here."
            )

    def show_saved(self, text: str) -> None:
        """A file was written or the report printed."""
        self.state_label.setStyleSheet(text_style(roles().success))
        self.state_label.setText(text)

    def show_failure(self, text: str) -> None:
        """Making, saving or printing failed."""
        self.make_button.setEnabled(True)
        self.state_label.setStyleSheet(text_style(roles().error))
        self.state_label.setText(text)
