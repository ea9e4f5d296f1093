"""The shift's drawer: opening a shift, the X report (shown, or printed and sent to the agency
store; the till keeps nothing of it) and the Z report that closes it (another clerk's shift, or a
drawer off by more than Settings allow, only with a supervisor's PIN: the shift service asks),
printed on the reports' printer and saved as a PDF."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from app.booking.faults import JournalLocked
from app.counter.config.declared import NotApproved
from app.counter.devices.escpos import PrinterError
from app.counter.devices.printers import TargetError
from app.counter.link.service import ServiceConnection
from app.counter.services.shifts import ShiftService
from app.domain.clock import service_now
from app.domain.file_names import file_in, safe_name
from app.domain.money import ZERO
from app.domain.till import DrawerCount
from app.i18n import Catalogue
from app.records.till import Shift, TillError
from app.reports.columns import Paper
from app.reports.drawer import DrawerFigures, z_figures
from app.reports.drawer_print import DrawerReport, drawer_report_html, heads_sent
from app.reports.drawer_report import drawer_report
from app.ui.controllers.supervisor import Supervisor
from app.ui.dialogs import asked
from app.ui.error_words import reason_of
from app.ui.paper import print_drawer_report_on, save_paper_pdf
from app.ui.saving import saying_saving
from app.ui.slots import async_slot
from app.ui.style import paper_ink
from app.ui.till_words import owed_notice, unsaved_text
from app.ui.widgets.close_shift import CloseShiftDialog
from app.ui.widgets.shift_drawer import ShiftDrawer, amount_of, not_a_float

SHIFT_DRAWER_CONTROLLER = Catalogue("SHIFT_DRAWER_CONTROLLER")


class ShiftDrawerController(QObject):
    """Opens and closes the counter's shifts in the journal and shows their drawer (it lives as
    long as the panel, its parent).

    Signals:
        shift_changed(): a shift opened or closed (the journal's copy is taken then).
    """

    shift_changed = Signal()

    def __init__(
        self,
        shifts: ShiftService,
        supervisor: Supervisor,
        connection: ServiceConnection,
        panel: ShiftDrawer,
        reports_folder: Path,
    ) -> None:
        super().__init__(panel)
        self.shifts = shifts
        self.supervisor = supervisor
        self.connection = connection
        self.panel = panel
        self.reports_folder = reports_folder
        panel.open_requested.connect(self.on_open_requested)
        panel.x_requested.connect(self.show_x)
        panel.x_print_requested.connect(self.on_x_print_requested)
        panel.z_requested.connect(self.on_z_requested)
        # How the figures so far are read off this thread, once wired (a statement's desk).
        self.figures_read: Callable[[int], Awaitable[DrawerFigures]] | None = None
        self.refresh()

    def current(self) -> Shift | None:
        """The counter's open shift."""
        return self.shifts.current()

    def _show_figures(self, figures: DrawerFigures, title: str) -> None:
        """The figures, and after ``title`` each refund still owed to a customer, by name."""
        owed = [owed_notice(refund) for refund in self.shifts.refunds_owed()]
        self.panel.show_figures(figures, " ".join([title, *owed]))

    def refresh(self) -> None:
        """Show the open shift (or none), with its figures so far."""
        shift = self.current()
        if shift is None and (last := self.shifts.last_close()) is not None:
            clerk, left = last
            self.panel.offer_opening(clerk, "" if left is None else str(left))
        self.panel.show_shift(shift, self.shifts.last_z())
        if shift is not None:
            self._show_figures(
                self.shifts.figures(shift),
                SHIFT_DRAWER_CONTROLLER.tr("The figures so far."),
            )

    @async_slot()
    async def on_figures_moved(self) -> None:
        """The open shift's figures changed (a statement imported): show them as
        ``figures_read`` reads them (in a worker; on this thread when it is not set), unless
        the shift changed meanwhile."""
        shift = self.current()
        if shift is None:
            return
        if self.figures_read is None:
            self.refresh()
            return
        figures = await self.figures_read(shift.shift_id)
        now = self.current()
        if now is not None and now.shift_id == shift.shift_id:
            self._show_figures(figures, SHIFT_DRAWER_CONTROLLER.tr("The figures so far."))

    @async_slot(str, str)
    async def on_open_requested(self, clerk: str, opening_float: str) -> None:
        """Open the shift asked for."""
        await self.open_shift(clerk, opening_float)

    async def open_shift(self, clerk: str, opening_float: str) -> Shift | None:
        """Open a shift of ``clerk`` with the float counted."""
        amount = amount_of(opening_float)
        if amount is None:
            self.panel.show_problem(not_a_float())
            return None
        try:
            shift = await self.shifts.open(clerk, amount, saying_saving(self.panel.state))
        except (TillError, JournalLocked) as error:
            self.panel.show_problem(unsaved_text(error))
            return None
        self.refresh()
        self.shift_changed.emit()
        return shift

    def show_x(self, counted: DrawerCount) -> None:
        """The X report: the figures with this count, nothing written."""
        shift = self.current()
        if shift is None:
            return
        figures = self.shifts.figures(shift, counted)
        self._show_figures(
            figures, SHIFT_DRAWER_CONTROLLER.tr("X report: nothing was closed or recorded.")
        )

    @async_slot(object, alone=True)
    async def on_x_print_requested(self, counted: DrawerCount) -> None:
        """Print the X report."""
        await self.print_x(counted)

    async def print_x(self, counted: DrawerCount) -> bool:
        """Print the X report with this count on the reports' printer (the system's default
        when Settings name none); printed, it goes to the agency store, the till unchanged."""
        shift = self.current()
        if shift is None:
            return False
        figures = self.shifts.figures(shift, counted)
        self._show_figures(
            figures, SHIFT_DRAWER_CONTROLLER.tr("X report: nothing was closed or recorded.")
        )
        printed = self._printed(figures, shift, counted, None)
        if await self._print(printed):
            try:
                await self.shifts.record_x(shift, figures, saying_saving(self.panel.state))
            except JournalLocked as locked:
                self.panel.show_problem(reason_of(locked))
                return False
            self._show_figures(
                figures,
                SHIFT_DRAWER_CONTROLLER.tr("X report sent to the printer; nothing was closed."),
            )
            return True
        return False

    @async_slot(object, str)
    async def on_z_requested(self, counted: DrawerCount, closed_by: str) -> None:
        """Close the shift (Z report)."""
        await self.close(counted, closed_by)

    async def close(self, counted: DrawerCount, closed_by: str) -> int | None:
        """Close the open shift with its counted drawer; the Z number, or None when refused."""
        shift = self.current()
        name = " ".join(closed_by.split())
        if shift is None:
            return None
        if not name:
            self.panel.show_problem(
                SHIFT_DRAWER_CONTROLLER.tr("Type who counted the drawer and closes the shift.")
            )
            return None
        figures = self.shifts.figures(shift, counted)
        ask = CloseShiftDialog(
            figures, self.connection.settings.drawer_limit, self.panel, self.shifts.refunds_owed()
        )
        if not await asked(ask):
            self.panel.show_problem(
                SHIFT_DRAWER_CONTROLLER.tr("Not closed: the shift stays open, the count typed.")
            )
            return None
        reason = ask.reason_given()
        banked = ask.banked_amount() or ZERO
        try:
            report = await self.shifts.close(
                shift, counted, name, reason, saying_saving(self.panel.state), banked
            )
        except NotApproved as refused:
            self.panel.show_problem(reason_of(refused))
            return None
        except (TillError, JournalLocked) as error:
            self.panel.show_problem(unsaved_text(error))
            return None
        self.refresh()
        self.shift_changed.emit()
        figures = z_figures(report)
        self._show_figures(
            figures,
            SHIFT_DRAWER_CONTROLLER.tr(
                "Z report no. {number}: the shift is closed for good."
            ).format(number=report.z_no),
        )
        printed = self._printed(
            figures,
            self.shifts.shift(report.shift_id),
            counted,
            report.z_no,
            report.reason,
            "" if report.chain is None else report.chain.printed,
            "" if report.access_log is None else report.access_log.printed,
        )
        await self.save_z(printed)
        if self.connection.settings.printers.reports:
            await self._print(printed)
        return report.z_no

    def _printed(
        self,
        figures: DrawerFigures,
        shift: Shift,
        counted: DrawerCount,
        z_no: int | None,
        reason: str = "",
        chain: str = "",
        access_chain: str = "",
    ) -> DrawerReport:
        settings = self.connection.settings
        # Only a Z report's heads go anywhere: an X report's are neither printed nor sent.
        heads = heads_sent(settings.owner_email, bool(settings.agency_db_url)) if chain else ""
        return drawer_report(
            figures,
            shift,
            counted,
            z_no=z_no,
            agency=settings.agency,
            made_at=service_now(),
            training=self.connection.training,
            reason=reason,
            chain=chain,
            access_chain=access_chain,
            heads=heads,
        )

    def z_pdf_path(self, report: DrawerReport) -> Path:
        """Where the Z report numbered ``report.number`` of its counter is saved (the counter's
        code as the journal gives it, through the one safe file-name function)."""
        name = f"Z-{safe_name(report.counter)}-{report.number:04d}.pdf"
        return file_in(self.reports_folder, name)

    async def save_z(self, report: DrawerReport) -> Path | None:
        """Save the Z report as an A4 PDF under the reports folder (in a worker); its path, or
        None (and a sentence on the panel) when it cannot be written."""
        path = self.z_pdf_path(report)
        html = drawer_report_html(report, paper_ink(), Paper.A4)

        def write() -> Path:
            path.parent.mkdir(parents=True, exist_ok=True)
            return save_paper_pdf(html, Paper.A4, path, report.title)

        try:
            await asyncio.to_thread(write)
        except OSError as exc:
            self.panel.show_problem(
                SHIFT_DRAWER_CONTROLLER.tr(
                    "{report} was not saved as a PDF at {path} ({reason})."
                ).format(report=report.title, path=path, reason=reason_of(exc))
            )
            return None
        self.panel.show_saved(path)
        return path

    async def _print(self, report: DrawerReport) -> bool:
        """Print ``report`` on the reports' printer (in a worker); False, said on the panel,
        when the printer cannot take it."""
        settings = self.connection.settings
        try:
            await asyncio.to_thread(print_drawer_report_on, settings.printers, report, paper_ink())
        except (TargetError, PrinterError) as error:
            self.panel.show_problem(
                SHIFT_DRAWER_CONTROLLER.tr("{report} was not printed: {reason}").format(
                    report=report.title, reason=reason_of(error)
                )
            )
            return False
        return True
