"""Runs the watcher (``app.counter.watch``) for as long as the desk is up, one round at a time
on a timer (as the pending sales are tried), and tells the banner how many disruptions are open.

Each round is a slot's task that ends: no task of the watcher's waits on the loop between
rounds, so a window's own event processing never meets one half-way, and the close ends a round
in flight with the other slots (``end_running_slots``).
"""

from __future__ import annotations

import logging
import sqlite3

from PySide6.QtCore import QObject, QTimer, Signal

from app.api.errors import ApiError
from app.api.models import BookingStatusData, BookingStatusResult, WalletResult
from app.counter.disruption_message import disruption_letter
from app.counter.service import ServiceConnection
from app.counter.settings import document_language_of
from app.counter.watch import Watcher
from app.domain.disruption import DisruptionKind
from app.domain.modules import Module
from app.journal.disruptions import Found
from app.journal.store import Journal, JournalReads
from app.mail.outbox import Letter
from app.ui.slots import async_slot

log = logging.getLogger(__name__)

# The first look waits for the window to be in use (as the warm-up does): a start-up's own work
# and the clerk's first keys come first.
FIRST_LOOK_MS = 3000


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
        self._watcher: Watcher | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.on_timer)

    async def _ask(self, booking_ref: str, module: Module) -> BookingStatusResult:
        # The client of the settings in use at each call: new settings mean a new client.
        return await self.service.client.booking_status(booking_ref, module)

    async def _wallet(self) -> WalletResult:
        return await self.service.client.wallet_balance()

    def start(self, first_look_ms: int = FIRST_LOOK_MS) -> None:
        """Start watching (once the service is connected); the banner learns the count now."""
        self.count()
        if self._watcher is not None or self.journal.read_only is not None:
            return
        settings = self.service.settings
        self._watcher = Watcher(
            self._ask,
            self.journal,
            settings.watch_pace,
            wallet=self._wallet,
            refund_service_charge=settings.disruption_refund_service_charge,
            now=self.journal.now,
            found=self._found,
            letter=self._letter,
        )
        self._timer.start(first_look_ms)

    def _letter(self, reads: JournalReads, found: Found) -> Letter | None:
        # In the watcher's worker, from its reads of the journal; the settings in use now.
        settings = self.service.settings
        return disruption_letter(
            reads, found, agency=settings.agency_name, language=document_language_of(settings)
        )

    @async_slot()
    async def on_timer(self) -> None:
        """One round of the watcher, then the next one armed for when it is due."""
        if self._watcher is None:
            return
        # The pace and the refund rule of the settings in use at each round (saved meanwhile).
        settings = self.service.settings
        self._watcher.pace = settings.watch_pace
        self._watcher.refund_service_charge = settings.disruption_refund_service_charge
        done = await self._watcher.watch_once()
        if self._watcher is not None:  # not stopped meanwhile
            self._timer.start(int(done.wait.total_seconds() * 1000))

    async def seen(self, booking_ref: str, data: BookingStatusData) -> bool:
        """A clerk looked ``booking_ref`` up and the service answered ``data``: the watcher's look
        at it (a disruption it shows recorded now, before the card is shown; True: one was).
        The other bookings of a departure found cancelled are asked about at once."""
        if self._watcher is None:
            return False
        try:
            recorded = await self._watcher.seen(booking_ref, data)
        except (ApiError, sqlite3.Error) as error:
            # The next round asks about it at its pace; the card shows what the service said.
            log.warning("The look at %s could not be recorded: %s", booking_ref, error)
            return False
        if recorded is DisruptionKind.CANCELLED and self._timer.isActive():
            self._timer.start(0)  # its departure's other bookings now, not at the next round
        return recorded is not None

    def _found(self, booking_ref: str) -> None:
        self.found.emit(booking_ref)
        self.count()

    def count(self) -> None:
        """Tell how many disruptions are open."""
        self.counted.emit(len(self.journal.disruptions.open()))

    def stop(self) -> None:
        """Stop watching (the app closes; a round in flight ends with the other slots)."""
        self._watcher = None
        self._timer.stop()
