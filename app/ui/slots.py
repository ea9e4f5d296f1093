"""``async_slot``: qasync's ``asyncSlot`` with a type, so mypy keeps checking the handlers."""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import Any, ParamSpec, cast

from qasync import asyncSlot

P = ParamSpec("P")
Handler = Callable[P, Coroutine[Any, Any, None]]


def async_slot(*types: type) -> Callable[[Handler[P]], Callable[P, Any]]:
    """A Qt slot that runs the coroutine handler as a task on the one loop.

    The handler's exceptions go to ``sys.excepthook`` (qasync), a cancelled handler ends quietly.
    """
    return cast(Callable[[Handler[P]], Callable[P, Any]], asyncSlot(*types))
