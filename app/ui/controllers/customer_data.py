"""A customer's data rights at the counter, from History: the summary of what is held (saved as
a PDF for them, in their language), a correction of their details, and, with a supervisor's PIN,
the passengers' ID numbers and who has looked at this customer's data. Every read of an ID
number and every correction is logged in the journal's access log."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from app.booking.faults import JOURNAL_ERRORS
from app.counter.config.declared import NotApproved
from app.counter.config.settings import Settings
from app.counter.papers.paper import Paper
from app.counter.services.customer_files import CustomerFile, customer_file, requests_folder
from app.counter.services.customer_rights import RightsService
from app.i18n import Catalogue
from app.private_access import make_private
from app.records.bookings import BookingRow
from app.records.customers import CLERK_ROLE, HeldPassenger, Who
from app.ui.dialogs import asked
from app.ui.documents import write_pdf
from app.ui.error_words import reason_of
from app.ui.slots import async_slot
from app.ui.widgets.customer_data_dialog import CustomerDataDialog

CUSTOMER_DATA_CONTROLLER = Catalogue("CUSTOMER_DATA_CONTROLLER")
log = logging.getLogger(__name__)


class CustomerDataController(QObject):
    """Opens the customer's data of a booking and acts on what the dialog asks."""

    def __init__(
        self,
        parent: QWidget,
        rights: RightsService,
        settings: Callable[[], Settings],
        clerk: Callable[[], str],
    ) -> None:
        super().__init__(parent)
        self.parent_widget = parent
        self.rights = rights
        self.settings = settings
        self.clerk = clerk
        self.export_folder = rights.folder
        self.dialog: CustomerDataDialog | None = None
        self.row: BookingRow | None = None
        # The ID numbers a supervisor opened, and who: what a saved list prints.
        self.opened: tuple[Who, list[HeldPassenger]] | None = None

    def summary(self, row: BookingRow) -> Paper | None:
        """What is held of the customer of ``row``, in the customer's language recorded with
        that sale (else the counter's document language)."""
        return self.rights.summary(row, self.settings())

    async def open(self, row: BookingRow) -> CustomerDataDialog | None:
        """Show the customer's data of ``row`` until the clerk closes it."""
        summary = self.summary(row)
        if summary is None:
            return None
        details = {
            "customer_name": row.customer_name,
            "customer_phone": row.customer_phone,
            "customer_email": row.customer_email,
        }
        dialog = CustomerDataDialog(row.booking_ref, summary, details)
        dialog.setParent(self.parent_widget, dialog.windowFlags())
        self.dialog, self.row = dialog, row
        dialog.print_requested.connect(self.on_print_requested)
        dialog.correction_requested.connect(self.on_correction_requested)
        dialog.documents_requested.connect(self.on_documents_requested)
        dialog.access_log_requested.connect(self.on_access_log_requested)
        dialog.documents_print_requested.connect(self.on_documents_print_requested)
        await asked(dialog)
        return dialog

    def _who(self, why: str) -> Who:
        return Who(self.clerk() or CLERK_ROLE, CLERK_ROLE, why)

    @async_slot(alone=True)
    async def on_print_requested(self) -> None:
        """Save the summary as a PDF for the customer."""
        await self.save_summary()

    async def save_summary(self) -> Path | None:
        """The summary written as a PDF readable by this account only; its path (logged)."""
        dialog, row = self.dialog, self.row
        if dialog is None or row is None:
            return None
        summary = self.summary(row)
        if summary is None:
            return None
        path = customer_file(self.export_folder, CustomerFile.SUMMARY, row.booking_ref)
        try:
            await asyncio.to_thread(requests_folder, self.export_folder)
            await asyncio.to_thread(write_pdf, summary.html(), path, summary.title)
            make_private(path)
        except OSError as exc:
            dialog.show_state(
                CUSTOMER_DATA_CONTROLLER.tr("The file could not be written ({reason}).").format(
                    reason=reason_of(exc)
                ),
                ok=False,
            )
            return None
        self.rights.summary_given(
            row, self._who(CUSTOMER_DATA_CONTROLLER.tr("the customer asked for a summary"))
        )
        dialog.show_state(
            CUSTOMER_DATA_CONTROLLER.tr(
                "The summary is in {path}: print it or give it to the customer, then delete it."
            ).format(path=path),
            ok=True,
        )
        return path

    @async_slot(dict)
    async def on_correction_requested(self, changed: dict[str, str]) -> None:
        """Correct the customer's details as typed."""
        dialog, row = self.dialog, self.row
        if dialog is None or row is None:
            return
        who = self._who(CUSTOMER_DATA_CONTROLLER.tr("the customer asked for a correction"))
        try:
            self.rights.correct(row, who, changed)
        except JOURNAL_ERRORS as exc:
            dialog.show_state(
                CUSTOMER_DATA_CONTROLLER.tr("Nothing was corrected: {reason}").format(
                    reason=reason_of(exc)
                ),
                ok=False,
            )
            return
        dialog.corrected(changed)
        summary = self.summary(row)
        if summary is not None:
            dialog.show_summary(summary)

    @async_slot()
    async def on_documents_requested(self) -> None:
        """With a supervisor's PIN and reason, the passengers' ID numbers (logged with it)."""
        dialog, row = self.dialog, self.row
        if dialog is None or row is None:
            return
        try:
            who, documents = await self.rights.documents(row)
        except NotApproved as refused:
            dialog.show_state(reason_of(refused), ok=False)
            return
        self.opened = (who, documents)
        dialog.show_documents(documents)

    @async_slot(alone=True)
    async def on_documents_print_requested(self) -> None:
        """Save the ID numbers shown as a PDF list for the operator's check."""
        await self.save_documents()

    async def save_documents(self) -> Path | None:
        """The passengers' ID numbers as a PDF (0600) for the operator's check at boarding,
        logged as a reprint by the supervisor who opened them; its path."""
        dialog, row, opened = self.dialog, self.row, self.opened
        if dialog is None or row is None or opened is None:
            return None
        who, documents = opened
        title = CUSTOMER_DATA_CONTROLLER.tr("Passengers' ID documents: {ref}").format(
            ref=row.booking_ref
        )
        lines = tuple((d.name, f"{d.id_type} {d.id_number}") for d in documents)
        path = customer_file(self.export_folder, CustomerFile.PASSENGER_IDS, row.booking_ref)
        try:
            await asyncio.to_thread(requests_folder, self.export_folder)
            await asyncio.to_thread(write_pdf, Paper(title, lines).html(), path, title)
            make_private(path)
        except OSError as exc:
            dialog.show_state(
                CUSTOMER_DATA_CONTROLLER.tr("The file could not be written ({reason}).").format(
                    reason=reason_of(exc)
                ),
                ok=False,
            )
            return None
        self.rights.documents_given(row, who)
        dialog.show_state(
            CUSTOMER_DATA_CONTROLLER.tr(
                "The list is in {path}: give it to the operator, then delete it."
            ).format(path=path),
            ok=True,
        )
        return path

    @async_slot()
    async def on_access_log_requested(self) -> None:
        """With a supervisor's PIN, who looked at this customer's data, and the log's check."""
        dialog, row = self.dialog, self.row
        if dialog is None or row is None:
            return
        try:
            entries, problems = await self.rights.access_log(row)
        except NotApproved as refused:
            dialog.show_state(reason_of(refused), ok=False)
            return
        dialog.show_access_log(entries, problems)
