"""``InFlight``: the requests under way on one HTTP client, ended before that client closes.

httpx's connection pool, closed, closes the connections it holds, but not one still being made:
that connection is not the pool's yet. Its connect then finishes, its request is sent and
answered on a connection nothing holds any more, and it stays open until the collector finds it
(an unclosed socket). So whoever closes an HTTP client first closes its ``InFlight``: no request
starts from then on, and every one under way is cancelled and has ended (its connection closed
by its own clean-up) before the pool is closed.
"""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any, TypeVar

from app.api.errors import ClientClosed

T = TypeVar("T")


class InFlight:
    """Each request's exchange with the service (connect, send, read the answer) runs as a task
    of its own, kept here while it runs; ``close`` ends them all."""

    def __init__(self) -> None:
        self._running: set[asyncio.Task[Any]] = set()
        self.closed = False

    async def run(self, exchange: Coroutine[Any, Any, T], request_id: str | None) -> T:
        """Run ``exchange`` as a task of this client and return what it returns.

        ``ClientClosed`` once ``close`` began, or when ``close`` ended it; the caller's own
        cancellation (a deadline's among them) passes on as it came.
        """
        if self.closed:
            exchange.close()  # never started: nothing to clean up
            raise ClientClosed(request_id=request_id)
        task = asyncio.ensure_future(exchange)
        self._running.add(task)
        task.add_done_callback(self._running.discard)
        try:
            return await task
        except asyncio.CancelledError:
            if self._ended_by_close(task):
                raise ClientClosed(request_id=request_id) from None
            raise

    def _ended_by_close(self, task: asyncio.Task[Any]) -> bool:
        """True when ``close`` cancelled ``task``, and not the caller's cancellation through it."""
        caller = asyncio.current_task()
        return self.closed and task.cancelled() and not (caller and caller.cancelling())

    async def close(self) -> None:
        """Refuse every request from now on; cancel those under way and wait until they end."""
        self.closed = True
        running = list(self._running)
        for task in running:
            task.cancel()
        if running:
            await asyncio.wait(running)
