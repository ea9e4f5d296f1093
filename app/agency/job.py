"""The counter runtime's agency link (``app.counter.runtime.counter_runtime``, which is given it:
the agency package sits above the counter's): this counter's outbox replicated to the agency store
on a thread of its own (``app.agency.replicator``: psycopg's async needs a selector loop), its state
told to whoever shows it. The thread ending is the job's death."""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
import socket
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from app.agency.link import LinkState
from app.counter.config.keystore import KeyStore
from app.counter.config.paths import AppPaths
from app.counter.config.settings import Settings
from app.counter.runtime.job import Job, JobFailed, JobReport
from app.domain.agency_target import AgencyTarget
from app.domain.clock import service_now
from app.i18n import QT_TRANSLATE_NOOP, Catalogue

AGENCY_JOB = Catalogue("AGENCY_JOB")

if TYPE_CHECKING:
    from app.agency.replicator import ReplicatorThread

log = logging.getLogger(__name__)

# How often the job looks whether its thread still replicates.
ALIVE_CHECK_S = 1.0


class AgencyJob(Job):
    """Replicates the journal file ``journal_path`` to the store the desk gives it (``use``);
    ``on_state`` hears each state of the link (None: no store) and ``on_receipts`` the prefix of
    a recovery's series the store ended, both on the loop's thread."""

    name = "agency"
    title = QT_TRANSLATE_NOOP("COUNTER_RUNTIME", "Agency link")
    # Its target comes with the store's password (``use``), not from the settings alone.
    settings_fields = frozenset()

    def __init__(
        self,
        journal_path: Path,
        paths: AppPaths,
        keys: KeyStore,
        on_state: Callable[[LinkState | None], None],
        on_receipts: Callable[[str], None],
    ) -> None:
        super().__init__()
        self.journal_path = journal_path
        self.paths = paths
        self.keys = keys
        self._on_state = on_state
        self._on_receipts = on_receipts
        self.target = AgencyTarget("")
        self.state: LinkState | None = None
        self.last_round: dt.datetime | None = None
        # Whether the records go unsealed (no keyring), read as the job starts.
        self.unsealed = False
        self._thread: ReplicatorThread | None = None

    def use(self, target: AgencyTarget) -> None:
        """Replicate to ``target`` from its next life ('' address: none)."""
        self.target = target

    def report(self) -> JobReport:
        """The link as the header has shown it: synced, N waiting, offline since."""
        state = self.state
        if state is None:
            return JobReport(AGENCY_JOB.tr("Agency: none"), active=False)
        summary = state.describe()
        if self.unsealed:
            summary = AGENCY_JOB.tr(
                "{link} · records sent unsealed: this computer has no keyring to keep their key"
            ).format(link=summary)
        return JobReport(summary, self.last_round, state.waiting, state.last_error or "")

    def allowed_quiet(self, settings: Settings) -> dt.timedelta | None:
        """Records waiting reach a store that answers within a few minutes."""
        del settings
        return dt.timedelta(minutes=15) if self.state is not None and self.state.waiting else None

    def wake(self) -> None:
        """A record was written: copy it now rather than at the next look."""
        if self._thread is not None:
            self._thread.wake()

    async def run(self) -> None:
        """Replicate while the thread lives; nothing with no store."""
        target = self.target
        if not target.url:
            self._tell(None)
            await self.nap(None)
            return
        from app.agency.identity import counter_identity
        from app.agency.replicator import Replicator, ReplicatorThread
        from app.journal import chain

        self.unsealed = await asyncio.to_thread(chain.no_keyring)
        password = target.password or await asyncio.to_thread(self.keys.load, target.account)
        try:
            identity = await asyncio.to_thread(counter_identity, self.paths, socket.gethostname())
        except (ValueError, OSError) as error:
            log.warning("No counter identity for the agency store: %s", error)
            self._tell(LinkState(0, service_now(), str(error)))
            await self.nap(None)
            return
        loop = asyncio.get_running_loop()

        # Both told on the replicator's thread: handed to the loop's.
        def on_state(state: LinkState) -> None:
            loop.call_soon_threadsafe(self._tell, state)

        def on_receipts(prefix: str) -> None:
            loop.call_soon_threadsafe(self._on_receipts, prefix)

        replicator = Replicator(
            self.journal_path,
            identity,
            target.url,
            password,
            on_state=on_state,
            on_receipts=on_receipts,
        )
        thread = self._thread = ReplicatorThread(replicator).start()
        try:
            while thread.running:
                await asyncio.sleep(ALIVE_CHECK_S)
        finally:
            self._thread = None
            await asyncio.to_thread(thread.stop)
        raise JobFailed(AGENCY_JOB.tr("the agency link's thread ended"))

    def _tell(self, state: LinkState | None) -> None:
        self.state = state
        self.last_round = service_now()
        self.round_done()
        self._on_state(state)
