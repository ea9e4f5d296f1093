"""``counterdesk --self-test``: start on the embedded sandbox, load, search, summarise, exit.

It drives the real Qt window (a ``Desk``), offscreen: that is why it lives in ``app.ui``.
"""

from __future__ import annotations

import datetime as dt
import logging
import os
import tempfile
import time
from pathlib import Path

from app import file_moves
from app.agency.migrate import migrations
from app.counter.config.paths import HOME_ENV, AppPaths
from app.counter.link.service import NotConnected
from app.domain.clock import service_today
from app.domain.demo_catalogue import demo_catalogue
from app.domain.gst import gst_data
from app.domain.modules import Module
from app.ui.desk import Desk
from app.ui.launch import LaunchOptions, run_app
from app.ui.registry import CATALOGUE
from app.ui.translation import missing_catalogues

log = logging.getLogger(__name__)


class SelfTestFailed(Exception):
    """A step of the self-test did not work; the message says which."""


async def self_test(desk: Desk, started: float) -> str:
    """Load both catalogues and one availability search; the one-line summary."""
    if desk.connection.start_error is not None:
        # The window showed it and went on without a service: that first error is the one told.
        raise NotConnected(desk.connection.start_error)
    # An installer built without `make translations` would show every screen in English.
    missing = missing_catalogues()
    if missing:
        raise SelfTestFailed(f"translations not built: {', '.join(missing)}")
    # Data files read beside their modules: an installer that left them out fails here, not at
    # the first tax invoice or the first connection to the agency store.
    gst_data()
    demo_catalogue()
    if not migrations():
        raise SelfTestFailed("the agency store's schema changes are not shipped")
    tomorrow = service_today() + dt.timedelta(days=1)
    catalogue = desk.controller(CATALOGUE)
    activities = await catalogue.load_catalogue(Module.ACTIVITY, tomorrow)
    boats = await catalogue.load_catalogue(Module.BOAT, tomorrow)
    if not activities or not boats:
        raise SelfTestFailed(f"catalogue not loaded: {desk.window.message_bar.text}")
    slots = await catalogue.search(activities[0], tomorrow)
    if slots is None:
        raise SelfTestFailed(f"availability search failed: {desk.window.message_bar.text}")
    elapsed_ms = (time.perf_counter() - started) * 1000
    return (
        f"counterdesk self-test ok: {len(activities)} activities, {len(boats)} boat departures, "
        f"{slots} slots, {elapsed_ms:.0f} ms"
    )


def run_self_test() -> tuple[int, str]:
    """Start offscreen on the embedded sandbox, load and search; exit code and summary line.

    Unless ``$COUNTERDESK_HOME`` says otherwise, everything goes to a temporary folder, so a
    packaging check never touches the user's data, settings or logs. The folder goes after the
    app has let every file in it go; a removal Windows still refuses is said after the summary,
    never in its place.
    """
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    started = time.perf_counter()
    scratch = Path(tempfile.mkdtemp(prefix="counterdesk-selftest-"))
    paths = AppPaths.for_user() if os.environ.get(HOME_ENV) else AppPaths.under(scratch)
    summary: list[str] = []

    async def scenario(desk: Desk) -> int:
        summary.append(await self_test(desk, started))
        return 0

    try:
        code = run_app(LaunchOptions(paths, attended=False), scenario)
    except Exception as exc:
        log.exception("Self-test failed")
        code = 1
        summary[:] = [f"counterdesk self-test failed: {exc}"]
    finally:
        logging.shutdown()  # the log file is in the folder: closed before it goes
    told = summary[0] if summary else "counterdesk self-test failed: it did not start"
    try:
        file_moves.remove_tree(scratch)
    except OSError as refused:
        told = f"{told}\n{refused}"
    return code, told
