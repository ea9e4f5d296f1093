"""The counter's link to the agency store: the address handed to the counter runtime's agency
job (``app.agency.job``, which replicates), its state in the header, and the reads of the
agency's screens (History and Lookup of all counters, the agency
day close, the supervisor's view)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QObject, Signal

from app.agency.job import AgencyJob
from app.agency.link import LinkState
from app.counter.config.keystore import KeyStore
from app.domain.agency_target import AgencyTarget
from app.domain.pin import SupervisorCheck
from app.i18n import QT_TRANSLATE_NOOP, Catalogue, Said

# The reads and psycopg under them (a third of a second to import) are loaded only when the
# counter has an agency store.
if TYPE_CHECKING:
    from app.agency.reads import AgencyReads, Query

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


class AgencyUnavailable(Said):
    """The agency store cannot be read now; the message is what staff read."""


class AgencyController(QObject):
    """Gives the runtime's agency ``job`` (which copies this counter's outbox to the store on
    a thread of its own: a sale never waits for it) its store, restarted by ``restart``, and
    owns the read pool of the agency's screens.

    Signals:
        configured_changed(bool): the counter has (or no longer has) an agency store.
        link_changed(LinkState | None): the link's state (None: no agency store).
        receipts_resumed(str): the sentence staff read once the store's last receipt numbers
            ended a recovery's new series.
    """

    configured_changed = Signal(bool)
    link_changed = Signal(object)
    receipts_resumed = Signal(str)

    def __init__(
        self, keys: KeyStore, job: AgencyJob, restart: Callable[[], Awaitable[None]]
    ) -> None:
        super().__init__()
        self.keys = keys
        self.job = job
        self._restart = restart
        self.target: AgencyTarget | None = None
        self.link: LinkState | None = None
        self._reads: AgencyReads | None = None
        self.link_changed.connect(self._remember)

    def on_link(self, state: LinkState | None) -> None:
        """The agency job told the link's state."""
        self.link_changed.emit(state)

    def on_receipts(self, prefix: str) -> None:
        """The store's last receipt numbers ended the series ``prefix`` a recovery started."""
        self.receipts_resumed.emit(resumed_text(prefix))

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
        self.job.use(target)
        await self._restart()  # the job's next life copies to ``target`` (none: ends the link)
        if not target.url:
            self.configured_changed.emit(False)
            return
        password = target.password or await asyncio.to_thread(self.keys.load, target.account)
        from app.agency.reads import AgencyReads

        self.target = target
        # Staff hear soon that the store does not answer.
        self._reads = AgencyReads(target.connection_url(password), CONNECT_TIMEOUT_S)
        log.info("Agency store configured: %s", target.url)
        self.configured_changed.emit(True)

    def wake(self) -> None:
        """A record was written: copy it now rather than at the next look."""
        self.job.wake()

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
        """Close the read pool (a new address, or quit); the runtime stops the replication
        (what waits stays in the outbox)."""
        if self.target is None:
            return  # nothing is open without an agency store
        reads, self._reads, self.target = self._reads, None, None
        if reads is not None:
            await asyncio.to_thread(reads.close)
