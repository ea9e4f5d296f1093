"""The whole access log for a supervisor (Tools menu): the access log's service asks their PIN
first, then reads every entry and the chain's check on a connection of its own off the UI
thread. Without the PIN nothing is read or shown."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from app.counter.config.declared import NotApproved
from app.counter.services.access_log import AccessLogService
from app.ui.bridge import MessageBridge
from app.ui.error_words import reason_of
from app.ui.slots import async_slot
from app.ui.widgets.access_log_dialog import AccessLogDialog


class AccessLogController(QObject):
    """Shows the whole access log over ``window`` once a supervisor's PIN is given."""

    def __init__(
        self,
        window: QWidget,
        entries: AccessLogService,
        bridge: MessageBridge,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.entries = entries
        self.bridge = bridge

    @async_slot()
    async def on_requested(self) -> None:
        """The menu asked for the access log."""
        await self.show()

    async def show(self) -> AccessLogDialog | None:
        """Ask the PIN, read the log in a worker and show it; the dialog, or None (refused)."""
        try:
            entries, problems = await self.entries.read()
        except NotApproved as refused:
            self.bridge.error(reason_of(refused))
            return None
        dialog = AccessLogDialog(entries, problems, self.window)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()
        return dialog
