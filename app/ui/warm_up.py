"""The modules of the screens built later, imported in a worker once the first screen is up.

First showing History, the Book screen or the shift report then costs only building it, not also
importing it (History's modules alone take about 20 ms of the UI thread). The worker holds the
interpreter lock only in turns, so the UI thread keeps answering meanwhile.
"""

from __future__ import annotations

import asyncio
import importlib
import logging

from app.ui.registry import SCREENS

log = logging.getLogger(__name__)


def later_modules() -> list[str]:
    """Every module a screen not built at start needs, in navigation order."""
    return [name for entry in SCREENS if not entry.eager for name in entry.modules]


def import_later_modules() -> None:
    """Import them all (blocking: for a worker thread)."""
    for name in later_modules():
        importlib.import_module(name)


async def warm_up() -> None:
    """Import them in a worker. A module that fails to import is logged here and fails again,
    visibly, when its screen is first built."""
    try:
        await asyncio.to_thread(import_later_modules)
    except ImportError:
        log.exception("A screen's modules could not be imported ahead of their first use")
