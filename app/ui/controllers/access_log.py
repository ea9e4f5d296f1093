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
from app.journal.access_log import Access
from app.journal.store import DATABASE_NAME, reading
from app.ui.bridge import MessageBridge
from app.ui.controllers.supervisor import Supervisor
from app.ui.slots import async_slot
from app.ui.widgets.access_log_dialog import AccessLogDialog, log_title

ACCESS_LOG_CONTROLLER = Catalogue("ACCESS_LOG_CONTROLLER")
log = logging.getLogger(__name__)


def read_access_log(database: Path) -> tuple[list[Access], list[str]]:
    """The access log of the journal ``database`` and what breaks its chain (for a worker)."""
    with reading(database) as journal:
        return journal.access_log()


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
        try:
            entries, problems = await asyncio.to_thread(
                read_access_log, self.journal.folder / DATABASE_NAME
            )
        except sqlite3.Error as error:
            # The file cannot be opened read-only beside the app: read it on the journal's own.
            log.warning("The access log is read on the journal's connection: %s", error)
            entries, problems = self.journal.privacy.entries(), self.journal.privacy.verify()
        dialog = AccessLogDialog(entries, problems, self.window)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()
        return dialog
