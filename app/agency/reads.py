"""The agency screens' reads of the store, on an event loop of their own (no Qt).

psycopg's async connections need a selector event loop, which the app's loop is not on Windows
(Qt's); so the read pool lives on a ``SelectorEventLoop`` in a daemon thread, and the UI's loop
awaits each read there. A store that does not answer is known within ``connect_timeout_s``.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any, TypeVar

import psycopg
from psycopg_pool import AsyncConnectionPool, PoolTimeout

T = TypeVar("T")
# What a read of a store that is down, restarting or unreachable raises.
READ_FAULTS = (psycopg.Error, PoolTimeout, TimeoutError, OSError)
Query = Callable[[AsyncConnectionPool[Any]], Awaitable[T]]


class AgencyReads:
    """A small pool of connections to the store at ``url`` (with its password), opened lazily:
    none is kept while nobody reads, and none is made before the first read."""

    def __init__(self, url: str, connect_timeout_s: float = 5.0) -> None:
        self._loop = asyncio.SelectorEventLoop()
        self._thread = threading.Thread(
            target=self._loop.run_forever, name="agency-reads", daemon=True
        )
        self._thread.start()
        self._pool: AsyncConnectionPool[Any] = self._call(self._make_pool(url, connect_timeout_s))

    def _call(self, coro: Coroutine[Any, Any, T]) -> T:
        """Run ``coro`` on the reads' loop and wait for it (only for the quick set-up)."""
        return asyncio.run_coroutine_threadsafe(coro, self._loop).result()

    @staticmethod
    async def _make_pool(url: str, connect_timeout_s: float) -> AsyncConnectionPool[Any]:
        pool: AsyncConnectionPool[Any] = AsyncConnectionPool(
            url,
            min_size=0,
            max_size=2,
            open=False,
            timeout=connect_timeout_s,
            kwargs={"connect_timeout": max(1, round(connect_timeout_s))},
            check=AsyncConnectionPool.check_connection,
            name="agency-reads",
        )
        await pool.open(wait=False)
        return pool

    async def read(self, query: Query[T]) -> T:
        """``query`` run on the pool, awaited from any loop (cancelling it cancels the read)."""

        async def on_pool() -> T:
            return await query(self._pool)

        return await asyncio.wrap_future(asyncio.run_coroutine_threadsafe(on_pool(), self._loop))

    def close(self) -> None:
        """Close the pool and end the thread (blocking: call it from a worker thread)."""
        self._call(self._pool.close())
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join()
        self._loop.close()
