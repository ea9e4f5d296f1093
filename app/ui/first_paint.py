"""The window's first paint: the catalogue and wallet last seen, shown before the service's
client (httpx, pydantic, ``app.api``) and the journal are imported.

Nothing here may import them, at module level or in what it calls: a test starts the app in a
fresh process and checks ``sys.modules`` at this point. What follows the first paint (the
client, the journal, the controllers) is built around the window made here.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass

from PySide6.QtWidgets import QApplication

from app.counter.config.paths import AppPaths
from app.counter.config.settings import Settings
from app.counter.link.start_cache import StartCache, service_identity
from app.ui.bridge import MessageBridge
from app.ui.placement import WindowPlacement
from app.ui.window import MainWindow

log = logging.getLogger(__name__)

EXPOSE_WAIT_S = 0.5  # a window system that never exposes the window must not hold the start


@dataclass(frozen=True, slots=True)
class FirstPaint:
    """What the first paint built, handed on to the desk."""

    bridge: MessageBridge
    window: MainWindow
    placement: WindowPlacement
    cache: StartCache


def build_first_paint(paths: AppPaths, settings: Settings) -> FirstPaint:
    """The window, with the cached catalogue of the day and the cached wallet when there are
    (marked with their age), placed where it was left; not shown yet."""
    cache = StartCache.read(
        paths.start_cache, service_identity(settings.base_url, settings.uses_embedded_sandbox)
    )
    bridge = MessageBridge()
    window = MainWindow(bridge)
    screen = window.catalogue
    cached = cache.catalogue(screen.toolbar.module, screen.toolbar.travel_date)
    if cached is not None:
        screen.show_cached_catalogue(screen.toolbar.module, cached.entries, cached.seen_at)
    wallet = cache.wallet()
    if wallet is not None:
        window.header.show_wallet(wallet.wallet, wallet.seen_at)
    return FirstPaint(bridge, window, WindowPlacement(paths.config), cache)


def show_first_paint(first: FirstPaint) -> None:
    """Show the window and paint it, before the event loop and the imports that follow (they
    hold the interpreter for a few hundred milliseconds)."""
    first.placement.show(first.window)
    # A walk-in starts with what to sell: the cursor waits in the catalogue's filter.
    first.window.catalogue.focus_filter()
    handle = first.window.windowHandle()
    deadline = time.monotonic() + EXPOSE_WAIT_S
    while not handle.isExposed() and time.monotonic() < deadline:
        QApplication.processEvents()
        if not handle.isExposed():
            time.sleep(0.002)  # the window system has not answered yet
    # Painted now, not in a later turn: what follows keeps the loop busy.
    first.window.repaint()
    log.info(
        "First paint (%s)",
        "cached catalogue" if first.window.catalogue.model.rowCount() else "no cached catalogue",
    )
