"""The modules of the screens built later, imported in a worker once the first screen is up
(and what else the first sale would otherwise wait for, such as the sealing key).

First showing History, the Book screen or the shift report then costs only building it, not also
importing it (History's modules alone take about 20 ms of the UI thread). The worker holds the
interpreter lock only in turns, so the UI thread keeps answering meanwhile.
"""

from __future__ import annotations

import asyncio
import importlib
import logging
from collections.abc import Callable

from app.ui.registry import SCREENS

log = logging.getLogger(__name__)

# After the window is up: a clerk's first keys (a walk-in already at the counter) come first.
WARM_UP_DELAY_S = 1.5


def later_modules() -> list[str]:
    """Every module a screen not built at start needs, in navigation order."""
    return [name for entry in SCREENS if not entry.eager for name in entry.modules]


def import_later_modules() -> None:
    """Import them all (blocking: for a worker thread)."""
    for name in later_modules():
        importlib.import_module(name)


async def warm_up(delay_s: float = 0.0, *, then: Callable[[], None] | None = None) -> None:
    """Import them in a worker after ``delay_s``, then run ``then`` there (the sealing key read
    before the first sale). A module that fails to import is logged here and fails again,
    visibly, when its screen is first built."""
    await asyncio.sleep(delay_s)
    try:
        await asyncio.to_thread(import_later_modules)
    except ImportError:
        log.exception("A screen's modules could not be imported ahead of their first use")
    if then is not None:
        try:
            await asyncio.to_thread(then)
        except Exception:
            # Said again, to staff, by the first sale that needs it: here only logged.
            log.exception("Ahead of the first sale, %s failed", getattr(then, "__name__", then))
