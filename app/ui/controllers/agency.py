"""The counter's link to the agency store: the replicator started with the settings, its state in
the header, and the reads of the agency's screens (History and Lookup of all counters, the agency
day close, the supervisor's view)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import psycopg
from psycopg_pool import AsyncConnectionPool, PoolTimeout
from PySide6.QtCore import QObject, Signal

from app.agency.target import AgencyTarget
from app.counter.keystore import KeyStore

log = logging.getLogger(__name__)

T = TypeVar("T")
READ_TIMEOUT_S = 10.0
CONNECT_TIMEOUT_S = 5
NOT_CONFIGURED = (
    "This counter has no agency store: its address goes in Settings (Ctrl+6), or is given "
    "with --agency-db."
)


class AgencyUnavailable(Exception):
    """The agency store cannot be read now; the message is what staff read."""


class AgencyController(QObject):
    """Owns the read pool of the agency store (and the replicator that fills it).

    Signals:
        configured_changed(bool): the counter has (or no longer has) an agency store.
    """

    configured_changed = Signal(bool)

    def __init__(self, keys: KeyStore) -> None:
        super().__init__()
        self.keys = keys
        self.target: AgencyTarget | None = None
        self._pool: AsyncConnectionPool[Any] | None = None

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
        self.target = target
        self._pool = AsyncConnectionPool(
            target.connection_url(password),
            min_size=0,
            max_size=2,
            open=False,
            timeout=READ_TIMEOUT_S,
            kwargs={"connect_timeout": CONNECT_TIMEOUT_S},
            check=AsyncConnectionPool.check_connection,
            name="agency-reads",
        )
        await self._pool.open(wait=False)
        log.info("Agency store configured: %s", target.url)
        self.configured_changed.emit(True)

    async def read(self, query: Callable[[AsyncConnectionPool[Any]], Awaitable[T]]) -> T:
        """Run ``query`` on the store; ``AgencyUnavailable`` says why it could not."""
        if self._pool is None:
            raise AgencyUnavailable(NOT_CONFIGURED)
        try:
            return await asyncio.wait_for(query(self._pool), READ_TIMEOUT_S)
        except (psycopg.Error, PoolTimeout, TimeoutError, OSError) as error:
            log.warning("Agency store not read: %s", error)
            raise AgencyUnavailable(
                "The agency store does not answer now, so the other counters' records cannot "
                "be shown (this counter keeps selling). Try again in a moment; if it lasts, "
                "check the office PC that holds the store."
            ) from error

    async def stop(self) -> None:
        """Close the read pool (a new address, or quit)."""
        pool, self._pool, self.target = self._pool, None, None
        if pool is not None:
            await pool.close()
