"""The modules of the screens built later, imported ahead once the first screen is up, then the
Book screen built in idle turns, a part a turn (and what else the first sale would otherwise
wait for, such as the sealing key).

First showing History, the Book screen or the shift report then costs only building it, not also
importing it (their modules take about 370 ms).

Only the modules without Qt are imported in a worker; the app's Qt modules follow on the UI
thread, one per turn of its loop, each after the modules it imports. PySide6 creates its classes
on first use, from tables that are not safe to change from two threads at once: the screens'
modules imported in a worker (the shift report's charts above all) while the UI thread ran Qt
crashed the app with a segmentation fault of the UI thread, about once in fifteen starts on a
busy machine.
"""

from __future__ import annotations

import asyncio
import dis
import importlib
import logging
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from importlib.abc import InspectLoader
from importlib.machinery import ModuleSpec, PathFinder

from PySide6.QtCore import QObject, QTimer, Signal

from app.lazy_names import home_of
from app.ui.registry import SCREENS
from app.ui.slots import async_slot

log = logging.getLogger(__name__)

# After the window is up: a clerk's first keys (a walk-in already at the counter) come first.
WARM_UP_DELAY_MS = 1500
# The one package whose modules import Qt (tests/test_layering.py holds the rest to it).
QT_PACKAGE = "app.ui"


def later_modules() -> list[str]:
    """Every module a screen not built at start needs, in navigation order."""
    return [name for entry in SCREENS if not entry.eager for name in entry.modules]


@dataclass(frozen=True)
class ImportPlan:
    """The app's modules still to import, each after the app's modules it imports."""

    qt_free: list[str]  # for a worker
    qt: list[str]  # for the UI thread


def import_plan(roots: Sequence[str]) -> ImportPlan:
    """What importing ``roots`` loads of the app that is not loaded yet, read from the modules'
    code without running it (blocking: for a worker thread)."""
    order: list[str] = []
    seen: set[str] = set()

    def visit(name: str) -> None:
        if name in seen or name in sys.modules:
            return
        seen.add(name)
        for imported in _imports_of(name):
            visit(imported)
        order.append(name)

    for root in roots:
        visit(root)
    is_qt = [name == QT_PACKAGE or name.startswith(QT_PACKAGE + ".") for name in order]
    return ImportPlan(
        qt_free=[name for name, qt in zip(order, is_qt, strict=True) if not qt],
        qt=[name for name, qt in zip(order, is_qt, strict=True) if qt],
    )


def _spec(name: str) -> ModuleSpec | None:
    """The spec of the app's module ``name``, found without importing its packages."""
    parts = name.split(".")
    if parts[0] not in sys.modules:
        return None
    locations = getattr(sys.modules[parts[0]], "__path__", None)
    spec = None
    for depth in range(1, len(parts)):
        if locations is None:
            return None
        spec = PathFinder.find_spec(".".join(parts[: depth + 1]), locations)
        if spec is None:
            return None
        locations = spec.submodule_search_locations
    return spec


def _imports_of(name: str) -> Iterator[str]:
    """The app's modules that ``name`` imports at its top level, read from its code."""
    spec = _spec(name)
    loader = spec.loader if spec is not None else None
    code = loader.get_code(name) if isinstance(loader, InspectLoader) else None
    if code is None:
        return
    module = ""
    for instruction in dis.get_instructions(code):
        if instruction.opname == "IMPORT_NAME":
            module = str(instruction.argval)
            candidates = [module]
        elif instruction.opname == "IMPORT_FROM":
            name = str(instruction.argval)
            # A module, or a name in one; a name of a package that imports it on first use
            # (``app.lazy_names``): its module, which the first use would import on this thread.
            candidates = [f"{module}.{name}", home_of(module, name) or ""]
        else:
            continue
        yield from (c for c in candidates if c.startswith("app.") and _spec(c) is not None)


def _import_all(names: Sequence[str]) -> None:
    for name in names:
        importlib.import_module(name)


class WarmUp(QObject):
    """Once, ``delay_ms`` after ``start``: the later screens' modules imported (those without Qt
    in a worker), then the steps of ``ahead`` run on the UI thread, a turn of the loop between
    two (the Book screen built a part a step), then ``then`` run in a worker (the sealing key
    read before the first sale).

    A timer, not a task waiting from the start: nothing is left pending for the loop's closing
    when the app ends before it fires. A module that fails to import is logged here and fails
    again, visibly, when its screen is first built.

    Signals:
        finished(): the warm-up has run to its end (not when stopped before it).
    """

    finished = Signal()

    def __init__(
        self, then: Callable[[], None], ahead: Callable[[], Iterator[None]] = lambda: iter(())
    ) -> None:
        super().__init__()
        self._then = then
        self._ahead = ahead
        self._stopped = False
        self.done = False  # the warm-up has run to its end (the benches wait for it)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._run)

    def start(self, delay_ms: int = WARM_UP_DELAY_MS) -> None:
        """Warm up once ``delay_ms`` from now."""
        self._timer.start(delay_ms)

    def stop(self) -> None:
        """The app is closing: no warm-up if it has not begun, no more of it if it has."""
        self._stopped = True
        self._timer.stop()

    @async_slot()
    async def _run(self) -> None:
        try:
            plan = await asyncio.to_thread(import_plan, later_modules())
            await asyncio.to_thread(_import_all, plan.qt_free)
            for name in plan.qt:
                if self._stopped:
                    return
                importlib.import_module(name)
                await asyncio.sleep(0)  # staff's keys and the paint between two modules
        except ImportError:
            log.exception("A screen's modules could not be imported ahead of their first use")
        for _step in self._ahead():
            if self._stopped:
                return
            await asyncio.sleep(0)  # staff's keys and the paint between two parts
        try:
            await asyncio.to_thread(self._then)
        except Exception:
            # Said again, to staff, by the first sale that needs it: here only logged.
            log.exception("Ahead of the first sale, %s failed", getattr(self._then, "__name__", ""))
        finally:
            self.done = True
            self.finished.emit()
