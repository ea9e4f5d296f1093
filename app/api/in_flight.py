"""``InFlight``: the requests under way on one HTTP client, ended before that client closes.

httpx's connection pool, closed, closes the connections it holds, but not one still being made:
that connection is not the pool's yet. Its connect then finishes, its request is sent and
answered on a connection nothing holds any more, and it stays open until the collector finds it
(an unclosed socket). So whoever closes an HTTP client first closes its ``InFlight``: no request
starts from then on, and every one under way is ended (its connection closed by its own
clean-up) before the pool is closed.

A request is ended through an anyio cancel scope, never by cancelling its task. httpcore closes
connections (those the server dropped, at the next request; a response's, when it is given up)
inside anyio's shielded scopes, which keep out a scope's cancellation but not asyncio's own: a
task cancelled while that clean-up waits a turn of the loop leaves the connections still to be
closed open, out of the pool, for the collector to find. A deadline's or a newer search's
cancellation of the caller is therefore passed to the request through its scope too.
"""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any, TypeVar

import anyio

from app.api.errors import ClientClosed

T = TypeVar("T")


async def _within(scope: anyio.CancelScope, exchange: Coroutine[Any, Any, T]) -> T:
    """Run ``exchange`` inside ``scope``; cancelled (as a task is) when the scope ended it."""
    with scope:
        return await exchange
    raise asyncio.CancelledError("ended through its cancel scope")


async def _until_done(task: asyncio.Task[Any]) -> None:
    """Wait until ``task`` has ended, whatever cancels the waiter meanwhile: a request's
    clean-up, once begun, is never cut short."""
    while not task.done():
        try:
            await asyncio.wait((task,))
        except asyncio.CancelledError:
            continue


class InFlight:
    """Each request's exchange with the service (connect, send, read the answer) runs as a task
    of its own inside a cancel scope, kept here while it runs; ``close`` ends them all."""

    def __init__(self) -> None:
        self._running: dict[asyncio.Task[Any], anyio.CancelScope] = {}
        self.closed = False

    async def run(self, exchange: Coroutine[Any, Any, T], request_id: str | None) -> T:
        """Run ``exchange`` as a task of this client and return what it returns.

        ``ClientClosed`` once ``close`` began, or when ``close`` ended it; the caller's own
        cancellation (a deadline's among them) passes on as it came, once the exchange has
        ended through its scope.
        """
        if self.closed:
            exchange.close()  # never started: nothing to clean up
            raise ClientClosed(request_id=request_id)
        scope = anyio.CancelScope()
        task: asyncio.Task[T] = asyncio.ensure_future(_within(scope, exchange))
        self._running[task] = scope
        task.add_done_callback(self._forget)
        try:
            # Not ``await task``: the caller's cancellation would reach the task as asyncio's.
            await asyncio.wait((task,))
        except asyncio.CancelledError:
            scope.cancel()
            await _until_done(task)
            if not task.cancelled():
                task.exception()  # what it ended with, had it ended first: nobody's to see
            raise
        if self._ended_by_close(task):
            raise ClientClosed(request_id=request_id) from None
        return task.result()

    def _ended_by_close(self, task: asyncio.Task[Any]) -> bool:
        """True when ``close`` ended ``task`` (the caller was not cancelled: it has ended)."""
        return self.closed and task.cancelled()

    def _forget(self, task: asyncio.Task[Any]) -> None:
        self._running.pop(task, None)

    async def close(self) -> None:
        """Refuse every request from now on; end those under way and wait until they have."""
        self.closed = True
        running = list(self._running.items())
        for _task, scope in running:
            scope.cancel()
        if running:
            await asyncio.wait([task for task, _scope in running])
