"""Shift report screen: a day's sales and cancellations, totals, ledger checks; PDF, CSV, print.
With an agency store, the agency day close (every counter) and the supervisor's view of what the
counters have not resolved."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from PySide6.QtCore import Qt, Signal, SignalInstance
from PySide6.QtGui import QKeySequence, QShortcut, QShowEvent
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from app.agency.queries import AgencyDayClose
from app.domain.clock import service_today
from app.domain.einvoice_clock import ClockEntry
from app.figures import date_text, file_day, long_day_text
from app.i18n import Catalogue
from app.reports.day_charts import tenders_by_counter
from app.reports.drawer import DrawerFigures
from app.reports.shift import ShiftReport, in_words
from app.reports.wallet_witness import witness_clean
from app.ui.bridge import Level, log_shown
from app.ui.models.shift_lines import ShiftLinesModel
from app.ui.save_folder import proposed
from app.ui.style import Tone, set_tone
from app.ui.widgets.action_bar import make_primary
from app.ui.widgets.agency_close import AgencyClosePanel
from app.ui.widgets.bank_accounted import AccountedPanel
from app.ui.widgets.bank_statements import BankStatementPanel
from app.ui.widgets.day_charts import DayCharts
from app.ui.widgets.day_edit import DayEdit
from app.ui.widgets.focus_scroll import FocusScrollArea
from app.ui.widgets.gst_export import GstExportDialog, PeriodKind
from app.ui.widgets.marked_tabs import marked_tabs
from app.ui.widgets.month_state import MonthState
from app.ui.widgets.shift_drawer import ShiftDrawer
from app.ui.widgets.shift_totals import ShiftTotals
from app.ui.widgets.support_details import SupportDetails
from app.ui.widgets.table_view import EmptyState, make_table
from app.ui.widgets.trial_balance import TrialBalancePanel
from app.ui.widgets.voucher_buttons import print_where_chosen
from app.ui.widgets.wallet_witness import WalletWitnessLabel

SHIFT_REPORT_SCREEN = Catalogue("SHIFT_REPORT_SCREEN")


class ShiftReportScreen(QWidget):
    """Shows one day's report; the controller makes it and writes the files.

    Signals:
        report_requested(date): make the report of that day (F5).
        pdf_requested(Path): save the report shown as a PDF there.
        csv_requested(Path): save its operations as CSV there.
        print_requested(QPrinter): print it on the printer the dialog set up.
        agency_close_requested(date): make the agency day close of that day (all counters).
        unresolved_requested(): show every counter's unresolved sales and drafts (supervisor).
        gst_export_requested(GstExportDialog, Path, date, date): write this counter's GST
            export of those days into the folder (the dialog tells how it goes).
        agency_gst_export_requested(GstExportDialog, Path, date, date): the same for every
            counter of the agency, from the agency store.
        einvoices_requested(date): open the e-invoices (exports for the portal, its answers).
        month_requested(date): show that day's month (``month``: its state and acts).
    """

    report_requested = Signal(object)
    pdf_requested = Signal(object)
    csv_requested = Signal(object)
    print_requested = Signal(object)
    agency_close_requested = Signal(object)
    unresolved_requested = Signal()
    gst_export_requested = Signal(object, object, object, object)
    agency_gst_export_requested = Signal(object, object, object, object)
    einvoices_requested = Signal(object)
    month_requested = Signal(object)

    def __init__(self, today: dt.date | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.report: ShiftReport | None = None
        # The drawer's latest figures (an X or Z report of this counter's shift).
        self.drawer_figures: DrawerFigures | None = None
        self.print_dialog: QPrintDialog | None = None
        self.printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        day = today or service_today()
        self.day_edit = DayEdit(day)
        self.day_edit.setObjectName("shiftDay")
        self.make_button = make_primary(
            QPushButton(SHIFT_REPORT_SCREEN.tr("Make report")), "document-text"
        )
        self.make_button.setToolTip(SHIFT_REPORT_SCREEN.tr("Make the report of the day (F5)"))
        self.pdf_button = QPushButton(SHIFT_REPORT_SCREEN.tr("Save &PDF…"))
        self.csv_button = QPushButton(SHIFT_REPORT_SCREEN.tr("Save &CSV…"))
        self.print_button = QPushButton(SHIFT_REPORT_SCREEN.tr("P&rint…"))
        # The e-invoice clock (B2B documents without an IRN) and the way to the portal's files.
        self.einvoice_label = QLabel()
        self.einvoice_label.setObjectName("shiftEinvoiceClock")
        self.einvoice_label.setWordWrap(True)
        self.einvoice_label.hide()  # until a report lists something
        self.einvoice_button = QPushButton(SHIFT_REPORT_SCREEN.tr("E-&invoices…"))
        self.einvoice_button.setObjectName("shiftEinvoices")
        self.einvoice_button.setToolTip(
            SHIFT_REPORT_SCREEN.tr(
                "B2B invoices and credit notes for the portal (IRN): export, import its answer"
            )
        )
        self.gst_dialog: GstExportDialog | None = None
        self.gst_button = QPushButton(SHIFT_REPORT_SCREEN.tr("&GST export…"))
        self.gst_button.setObjectName("shiftGstExport")
        self.gst_button.setToolTip(
            SHIFT_REPORT_SCREEN.tr(
                "This counter's invoices and credit notes of a day, a month or a range, for the "
                "accountant: sales register, GSTR-1 summaries, Tally XML"
            )
        )
        self.agency_gst_button = QPushButton(SHIFT_REPORT_SCREEN.tr("Agency GST e&xport…"))
        self.agency_gst_button.setObjectName("agencyGstExport")
        self.agency_gst_button.setToolTip(
            SHIFT_REPORT_SCREEN.tr(
                "Every counter's invoices and credit notes of a day, a month or a range, from "
                "the agency store: one sales register, GSTR-1 summaries and Tally XML"
            )
        )
        self.agency_button = QPushButton(SHIFT_REPORT_SCREEN.tr("&Agency day close"))
        self.agency_button.setObjectName("agencyDayClose")
        self.agency_button.setToolTip(
            SHIFT_REPORT_SCREEN.tr(
                "Every counter's sales, refunds and Z reports of the day, checked together "
                "against the wallet's ledger"
            )
        )
        self.unresolved_button = QPushButton(SHIFT_REPORT_SCREEN.tr("&Unresolved at all counters…"))
        self.unresolved_button.setObjectName("agencyUnresolved")
        self.unresolved_button.setToolTip(
            SHIFT_REPORT_SCREEN.tr("Supervisor: every counter's unresolved sales and drafts")
        )
        for button in (self.agency_button, self.unresolved_button, self.agency_gst_button):
            button.hide()
        self.state_label = QLabel(
            SHIFT_REPORT_SCREEN.tr(
                "The report of the chosen day is made on arrival; F5 makes it again."
            )
        )
        self.state_label.setObjectName("shiftState")
        self.state_label.setWordWrap(True)
        self.model = ShiftLinesModel()
        self.table = make_table(self.model, "shiftLines", fit_columns=True)
        self.table.setAccessibleName(SHIFT_REPORT_SCREEN.tr("Operations of the day"))
        EmptyState(self.table, SHIFT_REPORT_SCREEN.tr("No bookings on this day yet."))
        # The request ids, the table's last column, are for the service's support desk.
        self.details_check = SupportDetails(self.table, (self.model.columnCount() - 1,))
        self.details_check.setObjectName("shiftDetails")
        self.check_label = QLabel()
        self.check_label.setObjectName("shiftCheck")
        self.check_label.setWordWrap(True)
        self.witness_label = WalletWitnessLabel()

        self.totals = ShiftTotals()

        bar = QHBoxLayout()
        day_label = QLabel(SHIFT_REPORT_SCREEN.tr("Day"))
        day_label.setBuddy(self.day_edit)
        bar.addWidget(day_label)
        bar.addWidget(self.day_edit)
        bar.addWidget(self.make_button)
        bar.addStretch(1)
        bar.addWidget(self.pdf_button)
        bar.addWidget(self.csv_button)
        bar.addWidget(self.print_button)
        bar.addWidget(self.gst_button)
        # The agency's buttons in a row of their own (empty, it takes no room): in the one row
        # they held the window 1,308 pixels wide, past a 1280x720 screen.
        agency_bar = QHBoxLayout()
        agency_bar.addWidget(self.agency_button)
        agency_bar.addWidget(self.unresolved_button)
        agency_bar.addWidget(self.agency_gst_button)
        agency_bar.addStretch(1)
        self.month = MonthState(lambda: self.day)  # in the agency's row: its own took room
        agency_bar.addWidget(self.month)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        layout.addWidget(QLabel(SHIFT_REPORT_SCREEN.tr("<h2>Shift report</h2>")))
        layout.addLayout(bar)
        layout.addLayout(agency_bar)
        layout.addWidget(self.state_label)
        einvoice_row = QHBoxLayout()
        einvoice_row.addWidget(self.einvoice_label, 1)
        einvoice_row.addWidget(self.einvoice_button)
        layout.addLayout(einvoice_row)
        self.drawer = ShiftDrawer()
        # This counter's drawer, or (for the agency day close) every counter's closed drawers.
        self.below = QStackedWidget()
        self.below.addWidget(FocusScrollArea(self.drawer))
        self.agency_close = AgencyClosePanel()
        # In a scroll area too: a stack asks for the tallest least height of its pages, and the
        # agency's labels and table pushed the window past a 720-pixel screen.
        self.below.addWidget(FocusScrollArea(self.agency_close))
        self.charts = DayCharts()
        self.drawer.figures_shown.connect(self._show_drawer_tenders)
        # The operations and the charts of the day take turns: each keeps the room it had.
        self.tabs = marked_tabs()
        self.tabs.setObjectName("shiftTabs")
        self.tabs.setAccessibleName(
            SHIFT_REPORT_SCREEN.tr("Operations, charts or the drawer of the day")
        )
        # Before the pages: Tab reaches the box above the table before the table.
        self.tabs.setCornerWidget(self.details_check, Qt.Corner.TopRightCorner)
        self.tabs.addTab(self.table, SHIFT_REPORT_SCREEN.tr("&Operations"))
        self.tabs.addTab(self.charts, SHIFT_REPORT_SCREEN.tr("C&harts"))
        # The drawer (or the agency's closed drawers) in a tab of its own, the tab's whole
        # height: below the ledger its denominations scrolled in some 70 px.
        self.tabs.addTab(self.below, SHIFT_REPORT_SCREEN.tr("Dra&wer"))
        # The shift's UPI and bank takings against the bank's statements.
        self.bank = BankStatementPanel()
        self.tabs.addTab(self.bank, SHIFT_REPORT_SCREEN.tr("&Bank statement"))
        # The bank's charges and the cash deposits beside the credits of no sale and payouts.
        self.accounted = AccountedPanel()
        self.bank.lists.addTab(self.accounted, AccountedPanel.title())
        self.drawer.figures_shown.connect(self.bank.show_figures)
        self.trial = TrialBalancePanel()  # made when asked, not with each day's report
        self.tabs.addTab(self.trial, SHIFT_REPORT_SCREEN.tr("&Trial balance"))
        ledger = QVBoxLayout()
        ledger.addWidget(self.totals)
        ledger.addWidget(self.check_label)
        ledger.addWidget(self.witness_label)
        ledger.addWidget(self.tabs, 1)
        # The charts take the tab's height as it comes: a stack asks for the tallest least
        # height of its pages, and theirs pushed the window past a 720-pixel screen.
        self.charts.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        layout.addLayout(ledger, 1)
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
        self.gst_button.clicked.connect(
            lambda: self.open_gst_export(
                SHIFT_REPORT_SCREEN.tr("GST export for the accountant"), self.gst_export_requested
            )
        )
        self.agency_gst_button.clicked.connect(
            lambda: self.open_gst_export(
                SHIFT_REPORT_SCREEN.tr("GST export of the whole agency"),
                self.agency_gst_export_requested,
            )
        )
        self.agency_button.clicked.connect(self.request_agency_close)
        self.einvoice_button.clicked.connect(lambda: self.einvoices_requested.emit(self.day))
        self.unresolved_button.clicked.connect(self.unresolved_requested)

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
        set_tone(self.state_label, Tone.PLAIN)
        self.state_label.setText(
            SHIFT_REPORT_SCREEN.tr("Making the report of {day}…").format(day=date_text(self.day))
        )
        self.report_requested.emit(self.day)
        self.month_requested.emit(self.day)

    def enable_agency(self, enabled: bool) -> None:
        """Offer the agency day close and the supervisor's view (the counter has a store)."""
        self.agency_button.setVisible(enabled)
        self.unresolved_button.setVisible(enabled)
        self.agency_gst_button.setVisible(enabled)
        self.trial.enable_agency(enabled)

    def request_agency_close(self) -> None:
        """Make the agency day close of the chosen day."""
        self.agency_button.setEnabled(False)
        self.make_button.setEnabled(False)
        set_tone(self.state_label, Tone.PLAIN)
        self.state_label.setText(
            SHIFT_REPORT_SCREEN.tr("Making the agency day close of {day}…").format(
                day=date_text(self.day)
            )
        )
        self.agency_close_requested.emit(self.day)

    def suggested_name(self, suffix: str) -> str:
        """``shift-2026-12-01.pdf`` (``agency-2026-12-01.pdf`` for the agency day close)."""
        kind = "shift" if self.below.currentIndex() == 0 else "agency"
        return f"{kind}-{file_day(self.day)}{suffix}"

    def _ask_file(self, kind: str, suffix: str, signal: SignalInstance) -> None:
        # open(), not exec(): the loop and the header keep running while staff choose.
        dialog = QFileDialog(
            self,
            SHIFT_REPORT_SCREEN.tr("Save the shift report"),
            proposed(self.suggested_name(suffix)),
            kind,
        )
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setDefaultSuffix(suffix.lstrip("."))
        dialog.fileSelected.connect(lambda name: signal.emit(Path(name)))
        dialog.open()

    def open_gst_export(self, title: str, signal: SignalInstance) -> GstExportDialog:
        """The GST export's dialog on the chosen day (a month or a range can be chosen in it);
        ``signal`` is told the dialog, folder and days to export. Opened, not run."""
        dialog = GstExportDialog(title, PeriodKind.DAY, self.day, self)
        dialog.export_requested.connect(
            lambda folder, first, last: signal.emit(dialog, folder, first, last)
        )
        self.gst_dialog = dialog
        dialog.open()
        return dialog

    def ask_printer(self) -> None:
        """The print dialog; printing starts when it is accepted."""
        dialog = QPrintDialog(self.printer, self)
        title = SHIFT_REPORT_SCREEN.tr("Save the shift report")
        dialog.accepted.connect(
            lambda: print_where_chosen(
                self, self.printer, title, self.suggested_name(".pdf"), self.print_requested.emit
            )
        )
        self.print_dialog = dialog
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.show()

    def _enable_output(self, enabled: bool) -> None:
        for button in (self.pdf_button, self.csv_button, self.print_button):
            button.setEnabled(enabled)

    def show_agency_close(self, close: AgencyDayClose, currency: str) -> None:
        """The agency day close: every counter's operations as one report, checked on the
        wallet's ledger; below, every counter's Z reports and whether all their records came."""
        self.show_report(close.report, currency)
        self.below.setCurrentIndex(1)
        self.tabs.setCurrentWidget(self.below)
        self.agency_close.show_close(close)
        self.charts.show_tenders(
            tenders_by_counter([(z.counter, z.figures) for z in close.z_reports])
        )

    def show_report(self, report: ShiftReport, currency: str) -> None:
        """The totals, the lines and what the ledger check found."""
        self.report = report
        self.below.setCurrentIndex(0)
        self.make_button.setEnabled(True)
        self.agency_button.setEnabled(True)
        self._enable_output(True)
        set_tone(self.state_label, Tone.PLAIN)
        operations = len(report.lines)
        self.state_label.setText(
            SHIFT_REPORT_SCREEN.tr(
                "{day} · {counter} · %n operations. Amounts in {currency}.", "", operations
            ).format(day=long_day_text(report.day), counter=report.counter, currency=currency)
        )
        self.totals.show_report(report)
        self.model.set_rows(report.lines)
        self.show_einvoice_clock(report.einvoices)
        self.charts.show_hours([line.operation for line in report.lines], report.counter)
        self._show_drawer_tenders(self.drawer_figures)
        self.witness_label.show_witness(report.witness)
        mismatches = report.mismatches
        if mismatches:
            set_tone(self.check_label, Tone.ERROR)
            count = len(mismatches)
            words = in_words()
            which = "; ".join(f"{m.operation.booking_ref} ({words[m.check]})" for m in mismatches)
            self.check_label.setText(
                SHIFT_REPORT_SCREEN.tr(
                    "%n operations disagree with the wallet's ledger: {which}", "", count
                ).format(which=which)
            )
        elif not witness_clean(report.witness):
            # Every record matches, yet the wallet moved for more: the witness below says what.
            set_tone(self.check_label, Tone.PLAIN)
            self.check_label.setText(
                SHIFT_REPORT_SCREEN.tr(
                    "Each sale and refund recorded here matches the wallet's ledger; the ledger "
                    "holds more, named below."
                )
            )
        else:
            set_tone(self.check_label, Tone.SUCCESS)
            entries = report.snapshot_size
            self.check_label.setText(
                SHIFT_REPORT_SCREEN.tr(
                    "The wallet's last %n ledger entries match the sales and refunds recorded "
                    "here.",
                    "",
                    entries,
                )
            )

    def show_einvoice_clock(self, entries: tuple[ClockEntry, ...]) -> None:
        """The B2B documents waiting for an IRN and the IRNs to cancel, a sentence each."""
        urgent = any(entry.urgent for entry in entries)
        set_tone(self.einvoice_label, Tone.WARNING if urgent else Tone.PLAIN)
        self.einvoice_label.setText("\n".join(entry.describe() for entry in entries))
        self.einvoice_label.setVisible(bool(entries))

    def _show_drawer_tenders(self, figures: DrawerFigures | None) -> None:
        """This counter's takings by tender, from the drawer's latest figures (none: no shift's
        figures shown yet)."""
        self.drawer_figures = figures
        if self.below.currentIndex() != 0:
            return  # the agency day close shows every counter's closed drawers instead
        # Short, for the chart's one group: the report's title names the counter in full.
        counter = SHIFT_REPORT_SCREEN.tr("This counter")
        drawers = [] if figures is None else [(counter, figures)]
        self.charts.show_tenders(tenders_by_counter(drawers))

    def show_saved(self, text: str) -> None:
        """A file was written or the report printed (logged)."""
        log_shown(Level.INFO, text)
        set_tone(self.state_label, Tone.SUCCESS)
        self.state_label.setText(text)

    def show_failure(self, text: str) -> None:
        """Making, saving or printing failed (logged)."""
        log_shown(Level.ERROR, text)
        self.make_button.setEnabled(True)
        self.agency_button.setEnabled(True)
        set_tone(self.state_label, Tone.ERROR)
        self.state_label.setText(text)
