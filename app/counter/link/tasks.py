"""Named, preemptive tasks: starting a search cancels the one of the same name still running.

After FeelUOwn's ``task.py``: a new catalogue load or availability search makes the previous one
pointless, and its late answer must never overwrite the newer one.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Coroutine
from typing import Any, TypeVar

log = logging.getLogger(__name__)

T = TypeVar("T")


class PreemptiveTasks:
    """At most one running task per name."""

    def __init__(self) -> None:
        self._tasks: dict[str, asyncio.Task[Any]] = {}
        # Every task not yet ended, superseded ones too: one whose cancellation is swallowed on
        # its way (a shielded close in the HTTP stack) still runs, and must end before quitting.
        self._running: set[asyncio.Task[Any]] = set()
        self._closed = False

    async def run(self, name: str, coro: Coroutine[Any, Any, T]) -> T:
        """Cancel the running task called ``name``, then run ``coro`` as its successor.

        After ``cancel_all`` nothing new starts: ``coro`` is closed unrun and the caller is
        cancelled, so a late signal (seats changed as the window closes) never paints a closed
        screen.
        """
        if self._closed:
            coro.close()
            raise asyncio.CancelledError(f"{name}: the tasks are closed")
        previous = self._tasks.get(name)
        if previous is not None and not previous.done():
            log.debug("Task %s superseded", name)
            previous.cancel()
        task = asyncio.ensure_future(coro)
        self._tasks[name] = task
        self._running.add(task)
        task.add_done_callback(self._running.discard)
        try:
            return await task
        finally:
            if self._tasks.get(name) is task:
                del self._tasks[name]

    async def cancel_all(self) -> None:
        """Cancel every task, refuse new ones, and wait until they have stopped (on quit)."""
        self._closed = True
        tasks = [task for task in self._running if not task.done()]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self._tasks.clear()
