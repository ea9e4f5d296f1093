"""The whole access log for a supervisor (Tools menu): their PIN first, then every entry and the
chain's check, read on a connection of its own off the UI thread. Without the PIN nothing is
read or shown."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from app.counter.services.access_log import AccessLogService
from app.i18n import Catalogue
from app.ui.bridge import MessageBridge
from app.ui.controllers.supervisor import Supervisor
from app.ui.slots import async_slot
from app.ui.widgets.access_log_dialog import AccessLogDialog, log_title

ACCESS_LOG_CONTROLLER = Catalogue("ACCESS_LOG_CONTROLLER")


class AccessLogController(QObject):
    """Shows the whole access log over ``window`` once a supervisor's PIN is given."""

    def __init__(
        self,
        window: QWidget,
        entries: AccessLogService,
        supervisor: Supervisor,
        bridge: MessageBridge,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.entries = entries
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
        entries, problems = await self.entries.read()
        dialog = AccessLogDialog(entries, problems, self.window)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()
        return dialog
