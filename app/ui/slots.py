"""``async_slot``: qasync's ``asyncSlot`` with a type, so mypy keeps checking the handlers, and
the handlers still running, so that the app's close can end them before it closes the journal."""

from __future__ import annotations

import asyncio
import functools
import weakref
from collections.abc import Callable, Coroutine
from typing import Any, ParamSpec, cast

from qasync import asyncSlot

P = ParamSpec("P")
Handler = Callable[P, Coroutine[Any, Any, None]]

# The tasks of the handlers that have started and not ended. A handler's task outlives the click
# that started it: one still waiting for the service when the window closes would otherwise go on
# to read a journal the close has already shut ("Cannot operate on a closed database").
_running: set[asyncio.Task[Any]] = set()


def async_slot(*types: type, alone: bool = False) -> Callable[[Handler[P]], Callable[P, Any]]:
    """A Qt slot that runs the coroutine handler as a task on the one loop.

    The handler's exceptions go to ``sys.excepthook`` (qasync), a cancelled handler ends quietly.
    ``alone``: while the handler runs for an object, the slot called again on it does nothing: a
    double click opens one dialog, prints one paper (a later press, once it has ended, runs).
    """

    def decorate(handler: Handler[P]) -> Callable[P, Any]:
        # The objects (the handler's self) whose call of an ``alone`` handler has not ended.
        busy: weakref.WeakSet[object] = weakref.WeakSet()

        # functools.wraps keeps the handler's signature, which qasync reads to drop the trailing
        # arguments a signal sends and the handler does not take.
        @functools.wraps(handler)
        async def tracked(*args: P.args, **kwargs: P.kwargs) -> None:
            owner = args[0] if alone and args else None
            if owner is not None:
                if owner in busy:
                    return
                busy.add(owner)
            task = asyncio.current_task()
            if task is not None:
                _running.add(task)
            try:
                await handler(*args, **kwargs)
            finally:
                _running.discard(cast(asyncio.Task[Any], task))
                if owner is not None:
                    busy.discard(owner)

        return cast(Callable[P, Any], asyncSlot(*types)(tracked))

    return decorate


async def end_running_slots() -> None:
    """Cancel every slot handler still running but the one calling this, and wait until each
    has ended (its ``finally`` blocks run while the journal is still open)."""
    others = [task for task in _running if task is not asyncio.current_task()]
    for task in others:
        task.cancel()
    await asyncio.gather(*others, return_exceptions=True)
