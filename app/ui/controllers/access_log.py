"""The whole access log for a supervisor (Tools menu): their PIN first, then every entry and the
chain's check, read on a connection of its own off the UI thread. Without the PIN nothing is
read or shown."""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from app.i18n import Catalogue
from app.journal import Journal
from app.journal.store import DATABASE_NAME, reading
from app.records.customers import Access
from app.ui.bridge import MessageBridge
from app.ui.controllers.supervisor import Supervisor
from app.ui.slots import async_slot
from app.ui.widgets.access_log_dialog import AccessLogDialog, log_title

ACCESS_LOG_CONTROLLER = Catalogue("ACCESS_LOG_CONTROLLER")
log = logging.getLogger(__name__)


def _read(database: Path, booking_ref: str) -> tuple[list[Access], list[str]]:
    with reading(database) as journal:
        return journal.access_log(booking_ref)


async def read_access_log(
    journal: Journal, booking_ref: str = ""
) -> tuple[list[Access], list[str]]:
    """The access log (``booking_ref``: that booking's entries) and what breaks its chain, read
    on a connection of its own in a worker: the chain's check reads every entry."""
    try:
        return await asyncio.to_thread(_read, journal.folder / DATABASE_NAME, booking_ref)
    except sqlite3.Error as error:
        # The file cannot be opened read-only beside the app: read it on the journal's own.
        log.warning("The access log is read on the journal's connection: %s", error)
        return journal.privacy.entries(booking_ref), journal.privacy.verify()


class AccessLogController(QObject):
    """Shows the whole access log over ``window`` once a supervisor's PIN is given."""

    def __init__(
        self, window: QWidget, journal: Journal, supervisor: Supervisor, bridge: MessageBridge
    ) -> None:
        super().__init__(window)
        self.window = window
        self.journal = journal
        self.supervisor = supervisor
        self.bridge = bridge

    @async_slot()
    async def on_requested(self) -> None:
        """The menu asked for the access log."""
        await self.show()

    async def show(self) -> AccessLogDialog | None:
        """Ask the PIN, read the log in a worker and show it; the dialog, or None (refused)."""
        if await self.supervisor.approve(self.window, log_title()) is None:
            self.bridge.error(ACCESS_LOG_CONTROLLER.tr("Not shown: a supervisor's PIN is needed."))
            return None
        entries, problems = await read_access_log(self.journal)
        dialog = AccessLogDialog(entries, problems, self.window)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()
        return dialog
