"""The start's probe on its own: ``python -m tests.perf.start_probe`` starts the app as
``counterdesk`` does (``run_desktop``, the embedded sandbox) and says when its real window lists
the cached catalogue and when the service's catalogue is listed (told by the start, ``listed``,
before the wallet, the jobs and the shift question that follow it); counted
(``BENCH_COUNTING=1``, ``tests/perf/counting.py``) it marks the start window's paint, the loop's
first turn after it, the real window's paint and the live catalogue.

It imports nothing the app does not before the app's first paint, and nothing of the harness at
all: ``bench_ui`` (asyncio, statistics, the harness's figures) or ``tests.perf.counting`` would be
counted as the start's own instructions, which the bare window it is held against does not pay,
and would grow with the harness. A mark is the line the harness reads on its pipe
(``counting.MARK_FDS``), written here with ``os`` alone.
"""

from __future__ import annotations

import os
import sys
from typing import Any

SHOWN = "shown"
CACHED = "cached"
# The counted parts of the start, in order.
FIRST_PAINT = "first_paint"  # the start window painted: frame, header, filter, cached activities
USABLE = "usable"  # the loop's first turn after it: a key typed is taken
WINDOW = "window"  # the real window painted with the cached catalogue, over the start window
LIVE = "live_catalogue"  # the service's catalogue listed
PARTS = (FIRST_PAINT, USABLE, WINDOW, LIVE)
# A counted run's switch, and its pipes to the harness: "ASK,TOLD", the process writes a request
# line on ASK and reads one byte, DONE or not, from TOLD once the harness has done it
# (``tests.perf.counting``, which takes these from here).
COUNTING_ENV = "BENCH_COUNTING"
MARK_FDS = "BENCH_MARK_FDS"
DUMP = "dump "
DONE = b"+"
# The live catalogue's wait and its polls, as ``heartbeat.until``'s (counted: 500 times as long,
# polled rarely).
WAIT_S, COUNTED_WAIT_S = 30.0, 30.0 * 500
POLL_S, COUNTED_POLL_S = 0.002, 0.5


def counting() -> bool:
    """Whether the start is counted."""
    return os.environ.get(COUNTING_ENV) == "1"


def ask(request: str) -> None:
    """The harness asked to do ``request`` (``DUMP`` and a part's name, or a restart) on this
    counted process: its line written, then the answer awaited, blocked in ``read`` (the wait
    costs the part nothing)."""
    ask_fd, told_fd = (int(fd) for fd in os.environ[MARK_FDS].split(","))
    os.write(ask_fd, f"{request}\n".encode())
    if os.read(told_fd, 1) != DONE:
        raise RuntimeError(f"the harness could not do {request!r}")


def mark(name: str) -> None:
    """The part since the last mark closed as ``name`` (nothing when not counted)."""
    if counting():
        ask(f"{DUMP}{name}")


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


async def _until(condition: Any) -> None:
    # Imported here, after the first paint, where the app has them already.
    import asyncio
    import time

    counted = counting()
    deadline = time.monotonic() + (COUNTED_WAIT_S if counted else WAIT_S)
    while not condition():
        if time.monotonic() > deadline:
            raise RuntimeError("the live catalogue was not listed in time")
        await asyncio.sleep(COUNTED_POLL_S if counted else POLL_S)


def _live(desk: Any) -> bool:
    """The service's catalogue listed (the cached rows' mark gone) in the exposed window."""
    screen = desk.window.catalogue
    handle = desk.window.windowHandle()
    return bool(screen.model.rowCount() and screen.cached_mark.isHidden() and handle)


_TOLD: list[bool] = []


def _say_live() -> None:
    print(SHOWN, flush=True)
    mark(LIVE)
    _TOLD.append(True)


def _listed(desk: Any) -> None:
    """Told by the start when it has listed the service's catalogue, before the rest of it (the
    wallet, the jobs, the shift question): the live start ends here when the list is shown."""
    if _live(desk) and desk.window.windowHandle().isExposed():
        _say_live()


async def _shown(desk: Any) -> int:
    # A start that did not list it at once (a slow answer): the window polled until it does.
    if not _TOLD:
        handle = desk.window.windowHandle()
        await _until(lambda: _live(desk))
        await _until(lambda: handle.isExposed())
        _say_live()
    return 0


def main() -> int:
    """Start the app, as ``counterdesk`` does, until the live catalogue is listed."""
    from app.cli import run_desktop

    return run_desktop(None, _shown, painted=_painted, start_painted=_start_painted, listed=_listed)


if __name__ == "__main__":
    sys.exit(main())
