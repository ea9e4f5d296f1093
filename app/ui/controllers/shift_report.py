"""Makes the shift report from the counter journal and the wallet's ledger (or the agency day
close from the agency store and the same ledger); saves and prints it; shows a supervisor every
counter's unresolved sales."""

from __future__ import annotations

import asyncio
import datetime as dt
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtPrintSupport import QPrinter

from app.agency import queries
from app.agency.queries import AgencyDayClose, CounterLink, Unresolved
from app.api.models import WalletData
from app.counter.config.declared import NotApproved
from app.counter.config.settings import Settings, document_language_of
from app.counter.link.tasks import PreemptiveTasks
from app.counter.link.wallet import summary_of
from app.counter.services.agency_unresolved import AgencyUnresolvedService
from app.counter.services.shift_reports import ShiftReportService
from app.domain.clock import service_now
from app.domain.einvoice_clock import ClockEntry
from app.figures import date_text, long_month_name
from app.i18n import Catalogue, Said
from app.reports.shift import ShiftReport, shift_report, write_csv
from app.reports.shift_html import shift_report_html
from app.reports.trial_balance import TrialBalance
from app.reports.wallet_witness import reading_now
from app.ui.controllers.agency import AgencyController, AgencyUnavailable
from app.ui.controllers.einvoice import EinvoiceController
from app.ui.controllers.gst_export import pdf_drawer, run_agency_gst_export
from app.ui.controllers.wallet import WalletController
from app.ui.documents import print_html, write_pdf
from app.ui.error_words import reason_of
from app.ui.slots import async_slot
from app.ui.style import paper_ink
from app.ui.trial_balance_files import trial_balance_files
from app.ui.views.shift_report import ShiftReportView
from app.ui.widgets.agency_unresolved import AgencyUnresolvedDialog
from app.ui.widgets.gst_export import GstExportDialog, Papers

SHIFT_REPORT_CONTROLLER = Catalogue("SHIFT_REPORT_CONTROLLER")

# Every counter's unresolved sales and drafts, and how far each counter's records have arrived.
Everywhere = tuple[list[Unresolved], list[CounterLink]]


async def unresolved_everywhere(agency: AgencyController) -> Everywhere:
    """Every counter's unresolved sales and the counters' links, read from the agency store
    (``AgencyUnavailable`` when it cannot be read)."""
    return await agency.read(queries.unresolved), await agency.read(queries.counters)


class ShiftReportController(QObject):
    """One report at a time; files are written and pages printed on a worker thread."""

    def __init__(
        self,
        wallet: WalletController,
        screen: ShiftReportView,
        tasks: PreemptiveTasks,
        reports: ShiftReportService,
        agency: AgencyController,
        unresolved: AgencyUnresolvedService[Everywhere],
    ) -> None:
        super().__init__()
        self.agency = agency
        self.unresolved = unresolved
        self.unresolved_dialog: AgencyUnresolvedDialog | None = None
        self.wallet = wallet
        self.screen = screen
        self.tasks = tasks
        self.reports = reports
        self.report: ShiftReport | None = None
        self.currency = ""
        self.training = False
        screen.report_requested.connect(self.on_report_requested)
        screen.pdf_requested.connect(self.on_pdf_requested)
        screen.csv_requested.connect(self.on_csv_requested)
        screen.print_requested.connect(self.on_print_requested)
        screen.agency_close_requested.connect(self.on_agency_close_requested)
        screen.unresolved_requested.connect(self.on_unresolved_requested)
        screen.gst_export_requested.connect(self.on_gst_export_requested)
        screen.agency_gst_export_requested.connect(self.on_agency_gst_export_requested)
        self.einvoices = EinvoiceController(
            screen.window(),
            reports.einvoices,
            lambda: wallet.connection.settings,
        )
        screen.einvoices_requested.connect(self.on_einvoices_requested)
        self.trial_balance: TrialBalance | None = None
        screen.trial.make_requested.connect(self.on_trial_balance_requested)
        screen.trial.save_requested.connect(self.on_trial_balance_save_requested)
        screen.trial.set_languages(document_language_of(wallet.connection.settings))
        screen.month_requested.connect(self.on_month_requested)
        screen.month.close_requested.connect(self.on_close_month_requested)
        screen.month.reopen_requested.connect(self.on_reopen_month_requested)
        screen.enable_agency(agency.configured)
        agency.configured_changed.connect(screen.enable_agency)

    @async_slot(object)
    async def on_report_requested(self, day: dt.date) -> None:
        """F5 or Make report."""
        await self.tasks.run("shift-report", self.make(day))

    @async_slot(object)
    async def on_pdf_requested(self, path: Path) -> None:
        """A PDF file was chosen."""
        await self.save_pdf(path)

    @async_slot(object)
    async def on_csv_requested(self, path: Path) -> None:
        """A CSV file was chosen."""
        await self.save_csv(path)

    @async_slot(object)
    async def on_print_requested(self, printer: QPrinter) -> None:
        """The print dialog was accepted."""
        await self.print_report(printer)

    @async_slot(object)
    async def on_agency_close_requested(self, day: dt.date) -> None:
        """Agency day close."""
        await self.tasks.run("shift-report", self.make_agency_close(day))

    @async_slot()
    async def on_unresolved_requested(self) -> None:
        """Unresolved at all counters (a supervisor's PIN first)."""
        await self.show_unresolved()

    @async_slot(object)
    async def on_einvoices_requested(self, day: dt.date) -> None:
        """E-invoices…: the portal's files and what waits for an IRN."""
        await self.einvoices.open(day)

    @async_slot(object)
    async def on_month_requested(self, day: dt.date) -> None:
        """The chosen day's month: its state (the day chosen last wins)."""
        await self.tasks.run("shift-month", self.show_month(day))

    @async_slot(object, alone=True)
    async def on_close_month_requested(self, day: dt.date) -> None:
        """Close month…: a supervisor's PIN, what is not explained shown for acceptance."""
        await self.close_month(day)

    @async_slot(object)
    async def on_reopen_month_requested(self, day: dt.date) -> None:
        """Re-open month…: the owner's PIN and reason."""
        await self.reopen_month(day)

    async def show_month(self, day: dt.date) -> None:
        """The state of ``day``'s month on the screen."""
        months = self.reports.months
        month = months.month_of(day)
        state = await months.state(month)
        text = SHIFT_REPORT_CONTROLLER.tr("{month} {year}: {state}").format(
            month=long_month_name(day), year=day.year, state=state.text()
        )
        self.screen.month.show_month(text, state.closed, months.ended(month))

    async def close_month(self, day: dt.date) -> None:
        """Close ``day``'s month, what the statements do not explain listed in the PIN dialog
        and kept as accepted (the service refuses without a supervisor)."""
        months = self.reports.months
        month = months.month_of(day)
        try:
            unexplained = await months.unexplained(month)
            await months.close(month, unexplained, self.wallet.connection.settings)
        except Said as refused:
            self.screen.show_failure(reason_of(refused))
            return
        await self.show_month(day)
        self.screen.show_saved(
            SHIFT_REPORT_CONTROLLER.tr(
                "{month} {year} is closed: its exports' digests are kept with the close."
            ).format(month=long_month_name(day), year=day.year)
        )

    async def reopen_month(self, day: dt.date) -> None:
        """Re-open ``day``'s month on the owner's PIN and reason."""
        try:
            await self.reports.months.reopen(self.reports.months.month_of(day))
        except Said as refused:
            self.screen.show_failure(reason_of(refused))
            return
        await self.show_month(day)
        self.screen.show_saved(
            SHIFT_REPORT_CONTROLLER.tr("{month} {year} is re-opened.").format(
                month=long_month_name(day), year=day.year
            )
        )

    @async_slot(object, object, object, object)
    async def on_gst_export_requested(
        self, dialog: GstExportDialog, folder: Path, first: dt.date, last: dt.date
    ) -> None:
        """GST export…: this counter's documents."""
        await self.gst_export(dialog, folder, first, last)

    @async_slot(object, object, object, object)
    async def on_agency_gst_export_requested(
        self, dialog: GstExportDialog, folder: Path, first: dt.date, last: dt.date
    ) -> None:
        """GST export of the agency…: every counter's documents."""
        await self.gst_export(dialog, folder, first, last, agency=True)

    @async_slot(bool)
    async def on_trial_balance_requested(self, agency: bool) -> None:
        """Make trial balance, or the agency's: of the chosen day's month."""
        day = self.screen.day
        await self.tasks.run("trial-balance", self.make_trial_balance(day, agency=agency))

    @async_slot(object, str)
    async def on_trial_balance_save_requested(self, path: Path, language: str) -> None:
        """A file was chosen for the trial balance (PDF or CSV, by its suffix)."""
        await self.save_trial_balance(path, language)

    async def make_trial_balance(self, day: dt.date, *, agency: bool) -> TrialBalance | None:
        """The trial balance of ``day``'s month, read in a worker: this counter's books, or
        (``agency``) every counter's from the agency store; None when the store does not
        answer."""
        settings = self.wallet.connection.settings
        self.screen.trial.set_languages(document_language_of(settings))
        try:
            if agency:
                whose = settings.agency_name.strip() or SHIFT_REPORT_CONTROLLER.tr("The agency")
                read = await self.agency.read(lambda pool: queries.trial_balances(pool, day, whose))
                balance = read.agency
            else:
                balance = await self.reports.trial_balance(day, settings.counter_code)
        except AgencyUnavailable as unavailable:
            self.screen.trial.show_failure(reason_of(unavailable))
            return None
        self.trial_balance = balance
        self.screen.trial.show_balance(balance, self.currency or "INR")
        return balance

    async def save_trial_balance(self, path: Path, language: str) -> bool:
        """Write the trial balance shown at ``path`` in ``language``, as CSV or PDF by the
        path's suffix (the files the month's close hashes: ``trial_balance_files``, made
        now); False on failure."""
        balance = self.trial_balance
        if balance is None:
            raise RuntimeError("no trial balance has been made")  # the buttons wait for one
        made = service_now()

        def write() -> Path:
            files = trial_balance_files(balance, language, made, self.currency or "INR")
            (data,) = [data for name, data in files.items() if name.endswith(path.suffix)]
            path.write_bytes(data)
            return path

        return await self._write(path, write)

    async def gst_export(
        self,
        dialog: GstExportDialog,
        folder: Path,
        first: dt.date,
        last: dt.date,
        *,
        agency: bool = False,
    ) -> bool:
        """The GST files of ``first`` to ``last`` into ``folder``, written in a worker (this
        counter's from its journal, or every counter's from the agency store); the dialog shows
        the progress, then it and the screen say how it went."""
        button = self.screen.agency_gst_button if agency else self.screen.gst_button
        button.setEnabled(False)
        settings = self.wallet.connection.settings
        draw = pdf_drawer(dialog.papers is Papers.GSTR3B)
        try:
            if agency:
                text, ok = await run_agency_gst_export(
                    self.agency, folder, first, last, settings, dialog.show_progress, draw
                )
            else:
                text, ok = await self.reports.gst_export(
                    folder, first, last, settings, dialog.show_progress, draw
                )
        except AgencyUnavailable as unavailable:
            text, ok = reason_of(unavailable), False
        finally:
            button.setEnabled(True)
        dialog.show_result(text, ok)
        (self.screen.show_saved if ok else self.screen.show_failure)(text)
        return ok

    async def _wallet_for(self, not_made: str) -> WalletData | None:
        """A fresh read of the wallet and its ledger (through the dashboard, so the header and
        the dashboard agree with it); None, and ``not_made`` (why the report was not), on
        failure."""
        wallet = await self.wallet.refresh()
        if wallet is None:
            self.screen.show_failure(not_made)
        return wallet

    async def make_agency_close(self, day: dt.date) -> AgencyDayClose | None:
        """The agency day close of ``day``: every counter's operations from the agency store,
        checked on a fresh snapshot of the wallet's ledger, which the counters share."""
        wallet = await self._wallet_for(
            SHIFT_REPORT_CONTROLLER.tr(
                "The wallet's ledger could not be read, so the agency day close was not made: see "
                "the message above, then try again."
            )
        )
        if wallet is None:
            return None
        snapshot = wallet.recent_ledger_journal_snapshot
        connection = self.wallet.connection
        fresh = reading_now(
            wallet,
            connection.client.key_fingerprint,
            connection.settings.counter_code,
            service_now(),
        )
        try:
            band = connection.settings.turnover_band
            close = await self.agency.read(
                lambda pool: queries.day_close(pool, day, snapshot, band, service_now(), fresh)
            )
        except AgencyUnavailable as unavailable:
            self.screen.show_failure(reason_of(unavailable))
            return None
        self.report, self.currency = close.report, wallet.financial_balances.currency
        self.training = self.wallet.connection.training
        self.screen.show_agency_close(close, self.currency)
        return close

    async def show_unresolved(self) -> AgencyUnresolvedDialog | None:
        """Every counter's unresolved sales and drafts, and how far each counter's records have
        arrived (the service asks a supervisor's PIN first); None when refused or the store does
        not answer."""
        try:
            unresolved, links = await self.unresolved.read()
        except (NotApproved, AgencyUnavailable) as refused:
            self.screen.show_failure(reason_of(refused))
            return None
        dialog = AgencyUnresolvedDialog(unresolved, links, self.screen.window())
        self.unresolved_dialog = dialog
        dialog.open()
        return dialog

    async def make(self, day: dt.date) -> ShiftReport | None:
        """The report of ``day``: the journal's operations checked on a fresh ledger snapshot.

        The wallet is read through the dashboard, so the header and the dashboard agree with it.
        """
        wallet = await self._wallet_for(
            SHIFT_REPORT_CONTROLLER.tr(
                "The wallet's ledger could not be read, so the report was not made: see the "
                "message above, then press F5 again."
            )
        )
        if wallet is None:
            return None
        settings = self.wallet.connection.settings
        counter = f"{settings.counter_label()} · {summary_of(wallet).agent_text()}"
        # Workers read the day's operations and check them against the ledger: a busy day is
        # hundreds of journal rows, each made into objects under the interpreter's lock.
        operations = await self.reports.operations(day)
        moved = await self.reports.wallet(operations)
        report = await asyncio.to_thread(
            shift_report, day, counter, operations, wallet.recent_ledger_journal_snapshot, moved
        )
        report = replace(report, einvoices=tuple(await self._einvoice_clock(settings)))
        if not settings.agency_db_url:
            # Alone on its key as far as it knows: with an agency store, the counters sharing a
            # key are reconciled together at the agency's day close.
            report = replace(report, witness=tuple(await self.reports.witness(day, operations)))
        self.report, self.currency = report, wallet.financial_balances.currency
        # The ledger it was checked on came from a service that said it is the sandbox.
        self.training = self.wallet.connection.training
        self.screen.show_report(report, self.currency)
        return report

    async def _einvoice_clock(self, settings: Settings) -> list[ClockEntry]:
        """The e-invoice clock now, read in a worker (on the journal's own connection when the
        file cannot be read so)."""
        return await self.reports.einvoice_clock(settings.turnover_band, service_now())

    def html(self) -> str:
        """The report shown, as the rich text of its PDF and print-out."""
        if self.report is None:
            raise RuntimeError("no shift report has been made")  # the buttons wait for one
        return shift_report_html(
            self.report, self.currency, service_now(), paper_ink(), training=self.training
        )

    async def save_pdf(self, path: Path) -> bool:
        """Write the report as a PDF at ``path`` (off the UI thread); False on failure."""
        title = (
            SHIFT_REPORT_CONTROLLER.tr("Shift report {day}").format(day=date_text(self.report.day))
            if self.report
            else SHIFT_REPORT_CONTROLLER.tr("Shift report")
        )
        return await self._write(path, lambda: write_pdf(self.html(), path, title))

    async def save_csv(self, path: Path) -> bool:
        """Write one CSV line per operation at ``path``; False on failure."""
        report = self.report
        if report is None:
            raise RuntimeError("no shift report has been made")

        def write() -> Path:
            with path.open("w", encoding="utf-8", newline="") as out:
                write_csv(report, out)
            return path

        return await self._write(path, write)

    async def print_report(self, printer: QPrinter) -> bool:
        """Print the report on ``printer``; False on failure."""
        html = self.html()
        try:
            await asyncio.to_thread(print_html, html, printer)
        except OSError as exc:
            self.screen.show_failure(
                SHIFT_REPORT_CONTROLLER.tr("The report could not be printed ({reason}).").format(
                    reason=reason_of(exc)
                )
            )
            return False
        self.screen.show_saved(SHIFT_REPORT_CONTROLLER.tr("The report was sent to the printer."))
        return True

    async def _write(self, path: Path, write: Callable[[], Path]) -> bool:
        try:
            await asyncio.to_thread(write)
        except OSError as exc:
            self.screen.show_failure(
                SHIFT_REPORT_CONTROLLER.tr(
                    "The report could not be saved to {path} ({reason}). Choose another folder."
                ).format(path=path, reason=reason_of(exc))
            )
            return False
        self.screen.show_saved(SHIFT_REPORT_CONTROLLER.tr("Saved {path}.").format(path=path))
        return True
