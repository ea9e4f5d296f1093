"""Opens the e-invoices' dialog and does what it asks in worker threads: a document's JSON, a
day's bulk file, the portal's answer file read onto the journal, and the clock of what waits."""

from __future__ import annotations

import datetime as dt
import logging
import sqlite3
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from app.counter.config.declared import NotApproved
from app.counter.config.settings import Settings
from app.counter.services.einvoices import EinvoiceService
from app.domain.einvoice import EinvoiceProblem
from app.domain.einvoice_clock import ClockEntry
from app.domain.irp_answer import Answer
from app.i18n import Catalogue
from app.records.einvoice import ImportResult
from app.ui.error_words import reason_of
from app.ui.slots import async_slot
from app.ui.widgets.einvoice_dialog import EinvoiceDialog

EINVOICE_CONTROLLER = Catalogue("EINVOICE_CONTROLLER")
log = logging.getLogger(__name__)


def _failed(exc: OSError | sqlite3.Error) -> str:
    return EINVOICE_CONTROLLER.tr(
        "The file could not be written or read ({reason}). Choose another folder or file."
    ).format(reason=reason_of(exc))


def import_text(result: ImportResult) -> str:
    """What an answer file changed, as sentences."""
    parts = []
    kept = len(result.registered)
    if kept:
        parts.append(
            EINVOICE_CONTROLLER.tr("IRN kept on %n document(s): {numbers}.", "", kept).format(
                numbers=", ".join(result.registered)
            )
        )
    if result.cancelled:
        parts.append(
            EINVOICE_CONTROLLER.tr("IRN cancelled on the portal: {numbers}.").format(
                numbers=", ".join(result.cancelled)
            )
        )
    if result.known:
        parts.append(
            EINVOICE_CONTROLLER.tr("Already kept: {numbers}.").format(
                numbers=", ".join(result.known)
            )
        )
    parts += result.problems
    return " ".join(parts) or EINVOICE_CONTROLLER.tr("The file held no answer of the portal.")


class EinvoiceController(QObject):
    """The dialog of e-invoices, opened from ``parent``; the journal's e-invoices ``files``;
    ``settings`` the counter's settings now (the agency, its turnover band). The service asks a
    supervisor for an IRN's cancellation and for an answer the checks refused."""

    def __init__(
        self,
        parent: QWidget,
        files: EinvoiceService,
        settings: Callable[[], Settings],
    ) -> None:
        super().__init__(parent)
        self.parent_widget = parent
        self.files = files
        self.settings = settings
        self.dialog: EinvoiceDialog | None = None
        # The answers the last import's checks refused, which a supervisor may accept.
        self.refused: list[Answer] = []

    async def open(self, day: dt.date) -> EinvoiceDialog:
        """The dialog on ``day`` (opened, not run), then its clock read in a worker."""
        dialog = EinvoiceDialog(self.settings().turnover_band, day, self.parent_widget)
        dialog.export_document_requested.connect(self.on_export_document)
        dialog.export_day_requested.connect(self.on_export_day)
        dialog.import_requested.connect(self.on_import)
        dialog.cancel_requested.connect(self.on_cancel)
        dialog.accept_requested.connect(self.on_accept)
        self.dialog = dialog
        dialog.open()
        await self.show_clock(dialog)
        return dialog

    @async_slot(str, object)
    async def on_export_document(self, number: str, folder: Path) -> None:
        """Export JSON."""
        if self.dialog is not None:
            await self.export_document(self.dialog, number, folder)

    @async_slot(object, object)
    async def on_export_day(self, day: dt.date, folder: Path) -> None:
        """Export the day's bulk file."""
        if self.dialog is not None:
            await self.export_day(self.dialog, day, folder)

    @async_slot(object)
    async def on_import(self, path: Path) -> None:
        """A portal's answer file was chosen."""
        if self.dialog is not None:
            await self.import_file(self.dialog, path)

    @async_slot(str, str, object)
    async def on_cancel(self, number: str, reason: str, folder: Path) -> None:
        """Cancel its IRN…"""
        if self.dialog is not None:
            await self.cancel_irn(self.dialog, number, reason, folder)

    @async_slot()
    async def on_accept(self) -> None:
        """Accept it with a supervisor…"""
        if self.dialog is not None:
            await self.accept_refused(self.dialog)

    async def accept_refused(self, dialog: EinvoiceDialog) -> list[str]:
        """Keep the answers the last import refused (the service asks a supervisor's PIN and
        reason first); the dialog says what was kept; the documents' numbers."""
        try:
            who, kept = await self.files.accept(self.refused)
        except NotApproved as refused:
            dialog.offer_acceptance(True)
            dialog.show_import_result(reason_of(refused), False)
            return []
        except ValueError as problem:
            dialog.offer_acceptance(False)
            dialog.show_import_result(reason_of(problem), False)
            return []
        except (OSError, sqlite3.Error) as exc:
            dialog.offer_acceptance(True)
            dialog.show_import_result(_failed(exc), False)
            return []
        self.refused = []
        dialog.offer_acceptance(False)
        dialog.show_import_result(
            EINVOICE_CONTROLLER.tr("IRN kept on {numbers}, accepted by {name}.").format(
                numbers=", ".join(kept), name=who.name
            ),
            True,
        )
        await self.show_clock(dialog)
        return kept

    async def cancel_irn(
        self, dialog: EinvoiceDialog, number: str, reason: str, folder: Path
    ) -> bool:
        """Record the IRN's cancellation and write the portal's cancellation file (the service
        asks a supervisor's PIN first); the dialog says how it went and shows the clock again."""

        def refused(why: str) -> None:
            dialog.show_document_result(why, False)

        try:
            path = await self.files.cancel_irn(number, reason, folder)
        except (NotApproved, EinvoiceProblem) as problem:
            refused(reason_of(problem))
            return False
        except (OSError, sqlite3.Error) as exc:
            refused(_failed(exc))
            return False
        dialog.show_document_result(
            EINVOICE_CONTROLLER.tr(
                "Saved {path}: cancel the IRN on the portal with it, then import its answer."
            ).format(path=path),
            True,
        )
        await self.show_clock(dialog)
        return True

    async def show_clock(self, dialog: EinvoiceDialog) -> list[ClockEntry]:
        """Read the clock in a worker and show it (a journal that cannot be read: said so)."""
        band = self.settings().turnover_band
        try:
            entries = await self.files.clock(band)
        except sqlite3.Error as exc:
            dialog.show_clock_problem(_failed(exc))
            return []
        dialog.show_clock(entries)
        return entries

    async def export_document(self, dialog: EinvoiceDialog, number: str, folder: Path) -> bool:
        """Write one document's e-invoice; the dialog says how it went."""
        try:
            path = await self.files.export_document(number, self.settings().seller, folder)
        except EinvoiceProblem as problem:
            dialog.show_document_result(reason_of(problem), False)
            return False
        except (OSError, sqlite3.Error) as exc:
            dialog.show_document_result(_failed(exc), False)
            return False
        dialog.show_document_result(
            EINVOICE_CONTROLLER.tr("Saved {path}: upload it on the portal.").format(path=path), True
        )
        return True

    async def export_day(self, dialog: EinvoiceDialog, day: dt.date, folder: Path) -> bool:
        """Write the day's bulk file; the dialog says how it went."""
        settings = self.settings()
        try:
            path, count = await self.files.export_day(
                day, settings.seller, settings.turnover_band, folder
            )
        except EinvoiceProblem as problem:
            dialog.show_day_result(reason_of(problem), False)
            return False
        except (OSError, sqlite3.Error) as exc:
            dialog.show_day_result(_failed(exc), False)
            return False
        dialog.show_day_result(
            EINVOICE_CONTROLLER.tr(
                "Saved %n document(s) in {path}: upload it on the portal.", "", count
            ).format(path=path),
            True,
        )
        return True

    async def import_file(self, dialog: EinvoiceDialog, path: Path) -> ImportResult | None:
        """Read the answer file onto the journal; the dialog says what it changed."""
        try:
            result = await self.files.import_answers(path, self.settings().seller)
        except (OSError, sqlite3.Error) as exc:
            dialog.show_import_result(_failed(exc), False)
            return None
        except (ValueError, RecursionError, MemoryError):
            # The reader bounds what it parses; anything it still cannot take is a sentence.
            log.exception("The portal's answer file %s could not be read", path.name)
            dialog.show_import_result(
                EINVOICE_CONTROLLER.tr(
                    "The file could not be read as the portal's answer; nothing was changed."
                ),
                False,
            )
            return None
        dialog.show_import_result(import_text(result), not result.problems)
        self.refused = result.refused
        dialog.offer_acceptance(bool(result.refused))
        await self.show_clock(dialog)
        return result
