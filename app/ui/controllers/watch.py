"""Runs the watcher (``app.counter.watch``) on the app's event loop for as long as the desk is
up, and tells the banner how many disruptions are open."""

from __future__ import annotations

import asyncio
import contextlib
import logging

from PySide6.QtCore import QObject, Signal

from app.api.models import BookingStatusResult
from app.counter.service import ServiceConnection
from app.counter.watch import Watcher
from app.domain.modules import Module
from app.journal.store import Journal

log = logging.getLogger(__name__)


class WatchController(QObject):
    """Watches this counter's bookings through ``service`` into ``journal``.

    Signals:
        counted(int): how many disruptions are open (at the start and after each one found).
        found(str): the watcher recorded a disruption of this booking (the wallet changed if
            the operator cancelled it).
    """

    counted = Signal(int)
    found = Signal(str)

    def __init__(self, service: ServiceConnection, journal: Journal) -> None:
        super().__init__()
        self.service = service
        self.journal = journal
        self._task: asyncio.Task[None] | None = None

    async def _ask(self, booking_ref: str, module: Module) -> BookingStatusResult:
        # The client of the settings in use at each call: new settings mean a new client.
        return await self.service.client.booking_status(booking_ref, module)

    def start(self) -> None:
        """Start watching (once the service is connected); the banner learns the count now."""
        self.count()
        if self._task is not None or self.journal.read_only is not None:
            return
        settings = self.service.settings
        watcher = Watcher(
            self._ask,
            self.journal,
            settings.watch_pace,
            refund_service_charge=settings.disruption_refund_service_charge,
            now=self.journal.now,
            found=self._found,
        )
        self._task = asyncio.get_running_loop().create_task(watcher.run(), name="watcher")

    def _found(self, booking_ref: str) -> None:
        self.found.emit(booking_ref)
        self.count()

    def count(self) -> None:
        """Tell how many disruptions are open."""
        self.counted.emit(len(self.journal.disruptions.open()))

    async def stop(self) -> None:
        """Stop watching (the app closes)."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None
