"""The History screen's bookings from the journal (or, for all counters, the agency store), and
their CSV export."""

from __future__ import annotations

import asyncio
import datetime as dt
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtPrintSupport import QPrinter

from app.agency import queries
from app.agency.queries import AgencyBooking, AgencyFilter, AgencyFound, CounterLink
from app.booking.faults import JOURNAL_ERRORS
from app.booking.lookup import look_up
from app.counter.config.declared import NotApproved
from app.counter.config.settings import document_language_of
from app.counter.link.tasks import PreemptiveTasks
from app.counter.services.customer_rights import RightsService
from app.counter.services.gst_export import run_gst_export
from app.counter.services.history_service import HistoryService
from app.i18n import Catalogue
from app.records.bookings import BookingRow
from app.ui.bridge import FAILED, MessageBridge
from app.ui.controllers.agency import AgencyController, AgencyUnavailable
from app.ui.controllers.customer_data import CustomerDataController
from app.ui.controllers.gst_export import pdf_drawer
from app.ui.controllers.header import HeaderController
from app.ui.error_words import reason_of
from app.ui.loop import FRAME_S
from app.ui.models.history import PAGE_ROWS
from app.ui.slots import async_slot
from app.ui.views.history import HistoryView, bookings
from app.ui.widgets.gst_export import GstExportDialog, Papers

# The voucher, its PDF and printing are imported when a voucher is first asked for: they were two
# thirds of the imports of History's first show, which must fit in one frame.
if TYPE_CHECKING:
    from app.counter.papers.voucher import Voucher, VoucherDocument

HISTORY_CONTROLLER = Catalogue("HISTORY_CONTROLLER")

SEARCH_TASK = "history search"


class HistoryController(QObject):
    """Shows the counter's bookings on the History screen (``history``), exports them, reprints
    vouchers and serves the customer's data rights (``rights``, which asks a supervisor's
    approval itself)."""

    def __init__(
        self,
        screen: HistoryView,
        history: HistoryService,
        rights: RightsService,
        tasks: PreemptiveTasks,
        header: HeaderController,
        bridge: MessageBridge,
        agency: AgencyController,
    ) -> None:
        super().__init__()
        self.agency = agency
        self.screen = screen
        self.history = history
        self.rights = rights
        self.tasks = tasks
        self.connection = header.connection
        self.bridge = bridge
        # The customer's data rights (set by the wiring: it needs the Settings and the shift).
        self.customer_data: CustomerDataController | None = None
        screen.search_changed.connect(self.on_search_changed)
        screen.agency_search_changed.connect(self.on_agency_search_changed)
        screen.enable_agency(agency.configured)
        agency.configured_changed.connect(screen.enable_agency)
        # The counters and clerks to filter on, read at the first agency search.
        self._choices: tuple[list[CounterLink], list[str]] | None = None
        agency.configured_changed.connect(lambda _configured: self._forget_choices())
        screen.all_check.toggled.connect(self._forget_choices)
        screen.export_requested.connect(self.on_export_requested)
        screen.gst_export_requested.connect(self.on_gst_export_requested)
        screen.booking_chosen.connect(self.show_booking)
        screen.customer_export_requested.connect(self.on_customer_export_requested)
        screen.customer_erase_requested.connect(self.on_customer_erase_requested)
        screen.voucher.voucher_wanted.connect(self.on_voucher_wanted)
        screen.voucher.save_requested.connect(self.on_save_voucher)
        screen.voucher.print_requested.connect(self.on_print_voucher)

    def show_booking(self, row: BookingRow | None) -> None:
        """The chosen booking's money (what the customer paid and was given back, what the
        wallet was charged) and its cancellations (which seats or passengers, the refunds)."""
        self.screen.show_detail("" if row is None else self.history.detail(row))

    @async_slot()
    async def on_voucher_wanted(self) -> None:
        """Reprint the chosen booking's voucher (a newer press supersedes this one)."""
        await self.tasks.run("history voucher", self.offer_voucher())

    async def offer_voucher(self) -> Voucher | None:
        """Ask the service how the chosen booking stands, then offer its current voucher."""
        row = self.screen.current_booking()
        if row is None:
            return None
        self.screen.show_state(
            HISTORY_CONTROLLER.tr("Reading {reference} from the service…").format(
                reference=row.booking_ref
            ),
            ok=True,
        )
        status = await self.bridge.call(
            look_up(self.connection.client, row.booking_ref, row.module),
            lambda text: self.screen.show_state(text, ok=False),
        )
        if status is FAILED:
            return None
        if status is None:
            self.screen.show_state(
                HISTORY_CONTROLLER.tr("The service does not find {reference}.").format(
                    reference=row.booking_ref
                ),
                ok=False,
            )
            return None
        training = self.connection.training
        voucher = self.history.voucher(row, status, training, self.connection.settings.agency)
        if voucher is None:
            self.screen.show_state(
                HISTORY_CONTROLLER.tr("This sale is no longer in the journal."), ok=False
            )
            return None
        self.screen.show_count()
        # Printed again: a copy of the voucher handed over with the sale.
        self.screen.voucher.offer(voucher)
        return voucher

    @async_slot(object, object)
    async def on_save_voucher(self, path: Path, document: VoucherDocument) -> None:
        """Save the reprinted voucher where staff chose."""
        from app.ui.vouchers import save_voucher

        customer = document_language_of(self.connection.settings)
        text, ok = await save_voucher(document, path, customer)
        self.screen.show_state(text, ok=ok)

    @async_slot(object, object)
    async def on_print_voucher(self, printer: QPrinter, document: VoucherDocument) -> None:
        """Print the reprinted voucher or agency copy on the printer chosen."""
        from app.ui.vouchers import print_voucher

        customer = document_language_of(self.connection.settings)
        self.screen.show_state(await print_voucher(document, printer, customer), ok=True)

    def reload(self) -> None:
        """Read the current search again (a booking was made or resolved); shown when read."""
        self.screen.request_search()

    @async_slot(object)
    async def on_agency_search_changed(self, search: AgencyFilter) -> None:
        """Search every counter's bookings; a search still being read is superseded."""
        await self.tasks.run(SEARCH_TASK, self.agency_search(search))

    async def agency_search(self, search: AgencyFilter) -> AgencyFound | None:
        """Show the bookings of every counter matching ``search`` (the first page; the next
        ones are read as the list scrolls), and the counters and clerks to filter on (read once
        each time "All counters" is opened); None (and why, on screen) when the agency store
        cannot be read."""
        self.screen.state_label.setText(HISTORY_CONTROLLER.tr("Reading the agency store…"))
        try:
            choices = self._choices
            if choices is None:
                linked = await self.agency.read(queries.counters)
                choices = linked, await self.agency.read(queries.clerks)
            found = await self.agency.read(lambda pool: queries.search(pool, search))
        except AgencyUnavailable as unavailable:
            self.screen.show_state(reason_of(unavailable), ok=False)
            return None

        async def next_page(after: AgencyBooking) -> list[AgencyBooking]:
            try:
                return await self.agency.read(lambda pool: queries.page(pool, search, after))
            except AgencyUnavailable as unavailable:
                self.screen.show_state(reason_of(unavailable), ok=False)
                return []

        self.screen.show_agency(found, next_page)
        # The bookings are painted in a frame of their own (6-7 ms of the UI thread), then the
        # day totals (2-3 ms), then, when just read, the counters and clerks to choose (4 ms):
        # one after another in a turn, they made a frame's work of one search.
        await asyncio.sleep(FRAME_S)
        self.screen.show_totals(found.days)
        if self._choices is None:
            await asyncio.sleep(FRAME_S)
            self.screen.show_choices(*choices)
            self._choices = choices
        return found

    def _forget_choices(self, still_open: bool = False) -> None:
        """The counters and clerks are read again at the next agency search ("All counters"
        closed, to be opened again; or another agency store)."""
        if not still_open:
            self._choices = None

    @async_slot(str, object)
    async def on_search_changed(self, text: str, day: dt.date | None) -> None:
        """Search again; a search still being read is superseded."""
        await self.tasks.run(SEARCH_TASK, self.search(text, day))

    async def search(self, text: str, day: dt.date | None) -> int:
        """Show the bookings matching ``text`` on ``day``: the first page and the day totals.

        The first page is read in a worker; the later pages are read here as the list scrolls.
        Returns how many bookings match.
        """
        found = await self.history.search(text, day, PAGE_ROWS)
        history = self.history
        self.screen.model.show_search(
            found.total,
            found.first_page,
            lambda offset, limit: history.page(text, day, offset, limit),
        )
        # The bookings are painted in a loop turn of their own, then the day totals.
        await asyncio.sleep(0)
        self.screen.show_totals(found.days)
        return found.total

    @async_slot(object, str, object)
    async def on_export_requested(self, path: Path, text: str, day: dt.date | None) -> None:
        """Export the bookings of the search to ``path``."""
        button = self.screen.export_button
        button.setEnabled(False)
        try:
            await self.export(path, text, day)
        finally:
            button.setEnabled(True)

    @async_slot(object, object, object, object)
    async def on_gst_export_requested(
        self, dialog: GstExportDialog, folder: Path, first: dt.date, last: dt.date
    ) -> None:
        """Write the accountant's GST files of ``first`` to ``last`` into ``folder``."""
        button = self.screen.gst_button
        button.setEnabled(False)
        try:
            await self.gst_export(dialog, folder, first, last)
        finally:
            button.setEnabled(True)

    async def gst_export(
        self, dialog: GstExportDialog, folder: Path, first: dt.date, last: dt.date
    ) -> bool:
        """The GST export in a worker; the dialog shows its progress, then it and the screen
        say how many documents went where, or why nothing was written."""
        self.screen.show_state(HISTORY_CONTROLLER.tr("Writing the GST export…"), ok=True)
        text, ok = await run_gst_export(
            self.history.database,
            folder,
            first,
            last,
            self.connection.settings,
            dialog.show_progress,
            pdf_drawer(dialog.papers is Papers.GSTR3B),
        )
        dialog.show_result(text, ok)
        self.screen.show_state(text, ok=ok)
        return ok

    @async_slot(object)
    async def on_customer_export_requested(self, row: BookingRow | None) -> None:
        """Export the customer's data."""
        if row is not None:
            await self.export_customer(row)

    @async_slot(object)
    async def on_customer_data_requested(self, row: BookingRow | None) -> None:
        """Show the customer's data (the summary, a correction, the supervisor's views)."""
        if row is not None and self.customer_data is not None:
            await self.customer_data.open(row)

    @async_slot(object)
    async def on_customer_erase_requested(self, row: BookingRow | None) -> None:
        """Erase the customer's data."""
        if row is not None:
            await self.erase_customer(row)

    async def export_customer(self, row: BookingRow) -> Path | None:
        """With a supervisor's PIN, write every piece of personal data the journal keeps of the
        customer of ``row`` to a JSON file readable by this account only; its path."""
        try:
            exported = await self.rights.export(
                row, HISTORY_CONTROLLER.tr("the customer's request")
            )
        except NotApproved as refused:
            self.screen.show_state(reason_of(refused), ok=False)
            return None
        except OSError as exc:
            self.screen.show_state(
                HISTORY_CONTROLLER.tr("The file could not be written ({reason}).").format(
                    reason=reason_of(exc)
                ),
                ok=False,
            )
            return None
        self.screen.show_state(
            HISTORY_CONTROLLER.tr(
                "The customer's data is in {path} (JSON, readable by this account only): give "
                "it to them, then delete it."
            ).format(path=exported.path),
            ok=True,
        )
        return exported.path

    async def erase_customer(self, row: BookingRow) -> int | None:
        """With a supervisor's PIN, erase the customer of ``row``'s phone, e-mail and ID numbers
        (the name, amounts and invoices stay), and delete the files made on their request; how
        many bookings were changed."""
        try:
            erased = await self.rights.erase(row, HISTORY_CONTROLLER.tr("the customer's request"))
        except NotApproved as refused:
            self.screen.show_state(reason_of(refused), ok=False)
            return None
        except JOURNAL_ERRORS as exc:
            self.screen.show_state(
                HISTORY_CONTROLLER.tr("Nothing was erased: {reason}").format(reason=reason_of(exc)),
                ok=False,
            )
            return None
        if erased.files_left is not None:
            self.screen.show_state(
                HISTORY_CONTROLLER.tr(
                    "The data is erased, but a file made for the customer could not be deleted "
                    "from {folder} ({reason}): delete it by hand."
                ).format(folder=self.rights.folder, reason=erased.files_left.strerror),
                ok=False,
            )
            return erased.bookings
        bookings = erased.bookings
        # Read again before saying so: the list's count would otherwise replace the sentence.
        await self.tasks.run(SEARCH_TASK, self.search(self.screen.text, self.screen.day))
        self.screen.show_state(
            HISTORY_CONTROLLER.tr(
                "The customer's phone, e-mail and ID numbers are erased from %n booking(s); "
                "the name, the amounts and the invoices stay, as tax law asks.",
                "",
                bookings,
            ),
            ok=True,
        )
        return bookings

    async def export(self, path: Path, text: str, day: dt.date | None) -> int | None:
        """Write the CSV in a worker; the screen says how far it has come, then how many bookings
        went where."""
        loop = asyncio.get_running_loop()

        def progress(written: int, total: int) -> None:
            loop.call_soon_threadsafe(self.screen.show_export_progress, written, total)

        try:
            count = await self.history.export(path, text, day, progress)
        except OSError as exc:
            self.screen.show_state(
                HISTORY_CONTROLLER.tr(
                    "The file could not be written ({reason}). Choose another place."
                ).format(reason=reason_of(exc)),
                ok=False,
            )
            return None
        self.screen.show_state(
            HISTORY_CONTROLLER.tr("{bookings} exported to {path}.").format(
                bookings=bookings(count), path=path
            ),
            ok=True,
        )
        return count
