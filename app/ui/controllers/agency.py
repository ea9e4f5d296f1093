"""The counter's link to the agency store: the replicator started with the settings, its state in
the header, and the reads of the agency's screens (History and Lookup of all counters, the agency
day close, the supervisor's view)."""

from __future__ import annotations

import asyncio
import logging
import socket
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QObject, Signal

from app.agency.link import LinkState
from app.counter.keystore import KeyStore
from app.counter.paths import AppPaths
from app.domain.agency_target import AgencyTarget
from app.domain.clock import service_now
from app.domain.pin import SupervisorCheck
from app.i18n import QT_TRANSLATE_NOOP, Catalogue

# The replicator, the reads and psycopg under them (a third of a second to import) are loaded
# only when the counter has an agency store.
if TYPE_CHECKING:
    from app.agency.reads import AgencyReads, Query
    from app.agency.replicator import ReplicatorThread

AGENCY_CONTROLLER = Catalogue("AGENCY_CONTROLLER")

log = logging.getLogger(__name__)

T = TypeVar("T")
READ_TIMEOUT_S = 10.0
CONNECT_TIMEOUT_S = 5
NOT_CONFIGURED = QT_TRANSLATE_NOOP(
    "AGENCY_CONTROLLER",
    "This counter has no agency store: its address goes in Settings (Ctrl+6), or is given "
    "with --agency-db.",
)


def resumed_text(prefix: str) -> str:
    """What staff read when the agency store's last receipt numbers end the series ``prefix``
    a recovery started."""
    return AGENCY_CONTROLLER.tr(
        "The agency store holds every receipt this counter printed before its journal was "
        "damaged: new receipts go on in the counter's own series, above the store's last "
        "number. The receipts marked {prefix} stay valid as printed."
    ).format(prefix=prefix)


class AgencyUnavailable(Exception):
    """The agency store cannot be read now; the message is what staff read."""


class AgencyController(QObject):
    """Owns the replicator that copies this counter's outbox to the agency store (on a thread
    of its own: a sale never waits for it) and the read pool of the agency's screens.

    Signals:
        configured_changed(bool): the counter has (or no longer has) an agency store.
        link_changed(LinkState | None): the link's state (None: no agency store); emitted from
            the replicator's thread, so connections to it are queued to the UI thread.
        receipts_resumed(str): the sentence staff read once the store's last receipt numbers
            ended a recovery's new series (from the replicator's thread too).
    """

    configured_changed = Signal(bool)
    link_changed = Signal(object)
    receipts_resumed = Signal(str)

    def __init__(self, keys: KeyStore, paths: AppPaths, journal_path: Path) -> None:
        super().__init__()
        self.keys = keys
        self.paths = paths
        self.journal_path = journal_path
        self.target: AgencyTarget | None = None
        self.link: LinkState | None = None
        self._reads: AgencyReads | None = None
        self._replicator: ReplicatorThread | None = None
        self.link_changed.connect(self._remember)

    def _remember(self, state: LinkState | None) -> None:
        self.link = state

    @property
    def configured(self) -> bool:
        """Whether the counter has an agency store."""
        return self.target is not None

    async def start(self, target: AgencyTarget) -> None:
        """Use the agency store at ``target`` from now on ('' address: none); its password is
        the one given with it, else the keyring's. Never waits for the store to answer."""
        await self.stop()
        if not target.url:
            self.configured_changed.emit(False)
            return
        password = target.password or await asyncio.to_thread(self.keys.load, target.account)
        from app.agency.reads import AgencyReads

        self.target = target
        await self._replicate(target, password)
        # Staff hear soon that the store does not answer.
        self._reads = AgencyReads(target.connection_url(password), CONNECT_TIMEOUT_S)
        log.info("Agency store configured: %s", target.url)
        self.configured_changed.emit(True)

    async def _replicate(self, target: AgencyTarget, password: str | None) -> None:
        """Start copying the outbox to the store (the store may be down: it keeps trying)."""
        from app.agency.identity import counter_identity
        from app.agency.replicator import Replicator, ReplicatorThread

        try:
            identity = await asyncio.to_thread(counter_identity, self.paths, socket.gethostname())
        except (ValueError, OSError) as error:
            log.warning("No counter identity for the agency store: %s", error)
            self.link_changed.emit(LinkState(0, service_now(), str(error)))
            return
        replicator = Replicator(
            self.journal_path,
            identity,
            target.url,
            password,
            on_state=self.link_changed.emit,
            on_receipts=lambda prefix: self.receipts_resumed.emit(resumed_text(prefix)),
        )
        self._replicator = ReplicatorThread(replicator).start()

    def wake(self) -> None:
        """A record was written: copy it now rather than at the next look."""
        if self._replicator is not None:
            self._replicator.wake()

    async def read(self, query: Query[T]) -> T:
        """Run ``query`` on the store; ``AgencyUnavailable`` says why it could not."""
        if self._reads is None:
            raise AgencyUnavailable(AGENCY_CONTROLLER.known(NOT_CONFIGURED))
        from psycopg.errors import InsufficientPrivilege

        from app.agency.reads import READ_FAULTS

        try:
            return await asyncio.wait_for(self._reads.read(query), READ_TIMEOUT_S)
        except InsufficientPrivilege as error:
            # A counter's own role reads no other counter's customers (the GST export does).
            log.warning("Agency store read refused: %s", error)
            raise AgencyUnavailable(
                AGENCY_CONTROLLER.tr(
                    "This counter's sign-in to the agency store may not read that: it holds "
                    "other counters' customers. The agency administrator does it, on the office "
                    "PC or with the administrator's address."
                )
            ) from error
        except READ_FAULTS as error:
            log.warning("Agency store not read: %s", error)
            raise AgencyUnavailable(
                AGENCY_CONTROLLER.tr(
                    "The agency store does not answer now, so the other counters' records cannot "
                    "be shown (this counter keeps selling). Try again in a moment; if it lasts, "
                    "check the office PC that holds the store."
                )
            ) from error

    async def check_supervisor(self, name: str, pin: str) -> SupervisorCheck | None:
        """The store's verdict on ``pin`` for its supervisor ``name`` (the try counted there);
        None when the store does not answer (the PIN dialog's port asks it)."""
        from app.agency import supervisors

        try:
            return await self.read(lambda pool: supervisors.check(pool, name, pin))
        except AgencyUnavailable:
            return None

    async def stop(self) -> None:
        """Stop replicating (what waits stays in the outbox) and close the read pool (a new
        address, or quit)."""
        if self.target is None:
            return  # nothing runs without an agency store
        reads, self._reads, self.target = self._reads, None, None
        replicator, self._replicator = self._replicator, None
        if replicator is not None:
            await asyncio.to_thread(replicator.stop)
        if reads is not None:
            await asyncio.to_thread(reads.close)
        self.link_changed.emit(None)
