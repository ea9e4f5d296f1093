"""The runtime's disruption watch: the watcher (``app.counter.runtime.watch``) run one round at a
time, the next when it is due, with the pace and refund rule of the settings in use at each
round."""

from __future__ import annotations

import datetime as dt
import logging
import sqlite3
from collections.abc import Callable

from app.api.errors import ApiError
from app.api.models import BookingStatusData, BookingStatusResult, WalletData, WalletResult
from app.counter.config.settings import Settings, document_language_of
from app.counter.link.service import ServiceConnection
from app.counter.papers.disruption_message import disruption_letter
from app.counter.runtime.job import Job, JobReport
from app.counter.runtime.watch import Watcher
from app.domain.disruption import FAR_AT_MOST, DisruptionKind
from app.domain.modules import Module
from app.i18n import QT_TRANSLATE_NOOP, Catalogue
from app.journal.disruptions import Found
from app.journal.store import Journal, JournalReads
from app.mail.outbox import Letter

JOB_WATCH = Catalogue("JOB_WATCH")

log = logging.getLogger(__name__)

# The first look waits for the window to be in use (as the warm-up does): a start-up's own work
# and the clerk's first keys come first.
FIRST_LOOK_S = 3.0
# The wallet's movement of a refund to it (the operator's cancellation, or the counter's own).
REFUND_EVENT = "CANCELLATION_REFUND"


class WatchJob(Job):
    """Watches the bookings of ``journal`` through ``connection``; ``found`` hears of each
    disruption recorded (on the loop's thread)."""

    name = "watch"
    title = QT_TRANSLATE_NOOP("COUNTER_RUNTIME", "Disruption watch")
    settings_fields = frozenset(
        {"environment", "base_url", "watch_near_minutes", "watch_far_minutes", "watch_gap_seconds"}
    )

    def __init__(
        self,
        connection: ServiceConnection,
        journal: Journal,
        found: Callable[[str], None],
        first_look_s: float = FIRST_LOOK_S,
    ) -> None:
        super().__init__()
        self.connection = connection
        self.journal = journal
        self._found = found
        self.first_look_s = first_look_s
        self.watcher: Watcher | None = None
        self.last_round: dt.datetime | None = None
        self.next_wait: dt.timedelta | None = None  # until the next round, as the last one said
        self.open_count = 0
        self._credits_heard = set[str]()  # the wallet's refund movements acted on already

    def report(self) -> JobReport:
        """``Watch: 2 open`` (disruptions not yet settled) with the last round."""
        count = self.open_count
        summary = JOB_WATCH.tr("Watch: %n open", "", count)
        return JobReport(summary, self.last_round, self.open_count)

    def allowed_quiet(self, settings: Settings) -> dt.timedelta | None:
        """A round comes at least every far interval (six hours at most), and a near one."""
        pace = settings.watch_pace
        return min(pace.far, FAR_AT_MOST) + pace.near

    async def _ask(self, booking_ref: str, module: Module) -> BookingStatusResult:
        # The client of the settings in use at each call: new settings mean a new client.
        return await self.connection.client.booking_status(booking_ref, module)

    async def _wallet(self) -> WalletResult:
        return await self.connection.client.wallet_balance()

    def _letter(self, reads: JournalReads, found: Found) -> Letter | None:
        # In the watcher's worker, from its reads of the journal; the settings in use now.
        settings = self.connection.settings
        return disruption_letter(
            reads, found, agency=settings.agency_name, language=document_language_of(settings)
        )

    def credited(self, wallet: WalletData) -> None:
        """A reading of the wallet: a refund movement not seen before is news the watch acts on
        at once (the operator cancelled: its booking is asked about in a round now, not at its
        pace; the counter's own cancellations are no longer watched, and are not asked)."""
        fresh = {
            movement.journal_id: movement.booking_ref
            for movement in wallet.recent_ledger_journal_snapshot
            if movement.event == REFUND_EVENT
            and movement.booking_ref
            and movement.journal_id not in self._credits_heard
        }
        self._credits_heard.update(fresh)
        if self.watcher is not None and fresh:
            self.watcher.look_at_once({ref for ref in fresh.values() if ref})
            self.wake()

    def _recorded(self, booking_ref: str) -> None:
        self.count()
        self._found(booking_ref)

    def count(self) -> int:
        """How many disruptions are open (read now, on the loop's thread)."""
        self.open_count = len(self.journal.disruptions.open())
        return self.open_count

    async def run(self) -> None:
        """Round after round, each when the last said the next is due."""
        settings = self.connection.settings
        self.watcher = Watcher(
            self._ask,
            self.journal,
            settings.watch_pace,
            wallet=self._wallet,
            refund_service_charge=settings.disruption_refund_service_charge,
            now=self.journal.now,
            found=self._recorded,
            letter=self._letter,
        )
        self.count()
        await self.nap(self.first_look_s)
        while True:
            # The pace and the refund rule of the settings in use at each round.
            settings = self.connection.settings
            await self.watcher.follow(settings.watch_pace)
            self.watcher.refund_service_charge = settings.disruption_refund_service_charge
            done = await self.watcher.watch_once()
            self.last_round, self.next_wait = self.journal.now(), done.wait
            self.round_done()
            await self.nap(done.wait.total_seconds())

    async def seen(self, booking_ref: str, data: BookingStatusData) -> bool:
        """A clerk looked ``booking_ref`` up and the service answered ``data``: the watcher's look
        at it (a disruption it shows recorded now; True: one was). The other bookings of a
        departure found cancelled are asked about at once."""
        if self.watcher is None:
            return False
        try:
            recorded = await self.watcher.seen(booking_ref, data)
        except (ApiError, sqlite3.Error) as error:
            # The next round asks about it at its pace; the card shows what the service said.
            log.warning("The look at %s could not be recorded: %s", booking_ref, error)
            return False
        if recorded is DisruptionKind.CANCELLED:
            self.wake()  # its departure's other bookings now, not at the next round
        return recorded is not None
