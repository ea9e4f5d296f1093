"""The start's probe on its own: ``python -m tests.perf.start_probe`` starts the app as
``counterdesk`` does (``run_desktop``, the embedded sandbox) and says when its real window lists
the cached catalogue and when the service's catalogue is listed; counted (``BENCH_COUNTING=1``,
``tests/perf/counting.py``) it marks the start window's paint, the loop's first turn after it,
the real window's paint and the live catalogue.

It imports nothing the app does not before the app's first paint: ``bench_ui`` (asyncio,
statistics, the harness's figures) would be counted as the start's own instructions, which the
bare window it is held against does not pay.
"""

from __future__ import annotations

import sys
from typing import Any

from tests.perf.counting import counting, mark

SHOWN = "shown"
CACHED = "cached"
# The counted parts of the start, in order.
FIRST_PAINT = "first_paint"  # the start window painted: frame, header, filter, cached activities
USABLE = "usable"  # the loop's first turn after it: a key typed is taken
WINDOW = "window"  # the real window painted with the cached catalogue, over the start window
LIVE = "live_catalogue"  # the service's catalogue listed
PARTS = (FIRST_PAINT, USABLE, WINDOW, LIVE)


def _start_painted() -> None:
    if counting():
        from PySide6.QtCore import QTimer

        mark(FIRST_PAINT)
        # The first turn of Qt's events after the paint: from here a key typed is taken.
        QTimer.singleShot(0, lambda: mark(USABLE))


def _painted(window: Any) -> None:
    screen = window.catalogue
    exposed = window.windowHandle().isExposed()
    listed = screen.model.rowCount() and not screen.cached_mark.isHidden()
    print(CACHED if listed and exposed else "painted without a cached catalogue", flush=True)
    mark(WINDOW)


async def _shown(desk: Any) -> int:
    from tests.perf.heartbeat import until

    screen = desk.window.catalogue
    handle = desk.window.windowHandle()
    await until(lambda: screen.model.rowCount() and screen.cached_mark.isHidden())
    await until(lambda: handle and handle.isExposed())
    print(SHOWN, flush=True)
    mark(LIVE)
    return 0


def main() -> int:
    """Start the app, as ``counterdesk`` does, until the live catalogue is listed."""
    from app.cli import run_desktop

    return run_desktop(None, _shown, painted=_painted, start_painted=_start_painted)


if __name__ == "__main__":
    sys.exit(main())
