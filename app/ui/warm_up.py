"""The modules of the screens built later, imported in a worker once the first screen is up
(and what else the first sale would otherwise wait for, such as the sealing key).

First showing History, the Book screen or the shift report then costs only building it, not also
importing it (History's modules alone take about 20 ms of the UI thread). The worker holds the
interpreter lock only in turns, so the UI thread keeps answering meanwhile.

Qt's own modules among them are the exception: each is imported on the UI thread first. A PySide6
module initialised in a worker while the UI thread ran Qt crashed the app (a segmentation fault
of the UI thread, about once in fifteen starts on a busy machine).
"""

from __future__ import annotations

import asyncio
import importlib
import logging
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

from app.ui.registry import SCREENS
from app.ui.slots import async_slot

log = logging.getLogger(__name__)

# After the window is up: a clerk's first keys (a walk-in already at the counter) come first.
WARM_UP_DELAY_MS = 1500
# The PySide6 modules the later screens need beyond those of the start (the shift report's
# charts), imported on the UI thread: never for the first time in a worker.
QT_MODULES_LATER = ("PySide6.QtCharts",)


def later_modules() -> list[str]:
    """Every module a screen not built at start needs, in navigation order."""
    return [name for entry in SCREENS if not entry.eager for name in entry.modules]


def import_later_modules() -> None:
    """Import them all (blocking: for a worker thread)."""
    for name in later_modules():
        importlib.import_module(name)


class WarmUp(QObject):
    """Once, ``delay_ms`` after ``start``: the later screens' modules imported in a worker, then
    ``then`` run there (the sealing key read before the first sale).

    A timer, not a task waiting from the start: nothing is left pending for the loop's closing
    when the app ends before it fires. A module that fails to import is logged here and fails
    again, visibly, when its screen is first built.
    """

    def __init__(self, then: Callable[[], None]) -> None:
        super().__init__()
        self._then = then
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._run)

    def start(self, delay_ms: int = WARM_UP_DELAY_MS) -> None:
        """Warm up once ``delay_ms`` from now."""
        self._timer.start(delay_ms)

    def stop(self) -> None:
        """The app is closing: no warm-up if it has not begun."""
        self._timer.stop()

    @async_slot()
    async def _run(self) -> None:
        for name in QT_MODULES_LATER:
            importlib.import_module(name)  # about 40 ms, once
        try:
            await asyncio.to_thread(import_later_modules)
        except ImportError:
            log.exception("A screen's modules could not be imported ahead of their first use")
        try:
            await asyncio.to_thread(self._then)
        except Exception:
            # Said again, to staff, by the first sale that needs it: here only logged.
            log.exception("Ahead of the first sale, %s failed", getattr(self._then, "__name__", ""))
