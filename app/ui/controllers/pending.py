"""Settling what the app's last run left pending in the journal, and telling staff."""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Signal

from app.api.errors import NetworkError, ServiceUnavailableError
from app.booking import Resolution, ResolutionKind, resolve_pending
from app.counter.service import ServiceConnection
from app.counter.tasks import PreemptiveTasks
from app.journal import Journal
from app.ui.bridge import ConnectionState, ConnectionStatus, MessageBridge
from app.ui.slots import async_slot

log = logging.getLogger(__name__)

HEADING = "Requests left unanswered when the app last stopped were checked:"


def _unreachable(resolution: Resolution) -> bool:
    """Still unknown only because the service did not answer: worth a try once it does."""
    return resolution.kind is ResolutionKind.UNRESOLVED and isinstance(
        resolution.error, NetworkError | ServiceUnavailableError
    )


class PendingController(QObject):
    """Replays the requests the app's last run left pending, with their request ids (never a
    second charge): at start-up, and when the service could not be reached then, as soon as it
    answers again. Requests of this run are their screen's to send again, never replayed
    behind staff's back.

    Signals:
        resolved(list): at least one request was settled (its Resolutions); History reads again.
    """

    resolved = Signal(list)

    def __init__(
        self,
        service: ServiceConnection,
        bridge: MessageBridge,
        journal: Journal,
        tasks: PreemptiveTasks,
    ) -> None:
        super().__init__()
        self.service = service
        self.bridge = bridge
        self.journal = journal
        self.tasks = tasks
        self._left = {request.request_id for request in journal.pending()}
        self._waiting = False
        self._running = False
        self._told = False
        bridge.connection_changed.connect(self.on_connection_changed)

    def wait_for_service(self) -> None:
        """The service did not answer at start-up: replay once it does."""
        self._waiting = bool(self._left)

    async def resolve(self) -> list[Resolution]:
        """Replay what the last run left unanswered; one message says what each became."""
        if self._running or not self._left:
            return []
        self._running = True
        try:
            resolutions = await resolve_pending(self.journal, self.service.client, only=self._left)
        finally:
            self._running = False
        retry = {r.request_id for r in resolutions if _unreachable(r)}
        # The rest stays pending for the next start (another agent's key, too old to replay).
        self._left, self._waiting = retry, bool(retry)
        settled = [r for r in resolutions if r.request_id not in retry]
        if settled or (resolutions and not self._told):
            self._tell(resolutions)
        if settled:
            self.resolved.emit(settled)
        return resolutions

    def _tell(self, resolutions: list[Resolution]) -> None:
        self._told = True
        for resolution in resolutions:
            log.info("Resolution of %s: %s", resolution.request_id, resolution.kind)
        text = " ".join([HEADING, *(resolution.message for resolution in resolutions)])
        if any(r.kind is ResolutionKind.UNRESOLVED for r in resolutions):
            self.bridge.error(text)
        else:
            self.bridge.warning(text)

    @async_slot(object)
    async def on_connection_changed(self, status: ConnectionStatus) -> None:
        """The service answers again: replay what could not be sent while it did not."""
        if status.state is ConnectionState.ONLINE and self._waiting and not self._running:
            self._waiting = False
            await self.tasks.run("pending", self.resolve())
