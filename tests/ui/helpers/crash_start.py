"""The app side of the crash report tests: the real app, started on the embedded sandbox.

``python -m tests.ui.helpers.crash_start HOME sell`` starts Counterdesk on HOME, begins a sale of
the first slot of the Cellular Jail show for Asha Rao (kept as a draft, as typing keeps it),
prints ``typing`` and waits to be killed. ``... HOME qt-fatal`` starts it and has Qt
report a fatal error (Qt aborts the process). ``python -m tests.ui.helpers.crash_start HOME look``
starts it again and prints, as JSON, what the crash notice says, the report it offers to copy
(the clipboard's text after Copy report) and the reports the Help menu lists, then closes.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import json
import sys
import threading
from decimal import Decimal
from pathlib import Path

from PySide6.QtCore import qFatal
from PySide6.QtWidgets import QApplication

from app.booking import Choice
from app.counter.config.paths import AppPaths
from app.domain.modules import Module
from app.ui.crash_notice import CrashReports
from app.ui.desk import Desk
from app.ui.launch import LaunchOptions, run_app
from app.ui.registry import BOOK
from tests.ui.conftest import screenshot

ACTIVITY_ID = 4  # Cellular Jail Light and Sound Show
TYPING = "typing"
QT_FATAL = "the test's fatal message"


async def sell(desk: Desk) -> int:
    """A sale typed as far as its customer, kept as a draft; then wait to be killed."""
    import asyncio

    client = desk.connection.client
    settings = desk.connection.settings
    if desk.services.journal.till.open_shift_of(settings.counter_code) is None:
        desk.services.journal.till.open_shift(settings.counter_code, "Leela Menon", Decimal(2000))
    desk.shifts.show()  # the day's question for a shift is answered
    day = dt.date.today() + dt.timedelta(days=3)
    activities = await client.content(Module.ACTIVITY)
    slots = await client.search_availability(Module.ACTIVITY, day, ACTIVITY_ID)
    item = next(a for a in activities.data if a.activity_id == ACTIVITY_ID)
    flow = desk.controller(BOOK).start(Choice.of_activity(item, slots.data[0]))
    assert flow is not None
    flow.set_customer(name="Asha Rao", email="asha.rao@example.in", phone="9876543210")
    assert desk.controller(BOOK).save_draft() is not None
    print(TYPING, flush=True)
    await asyncio.Event().wait()
    return 0


async def qt_fatal(_desk: Desk) -> int:
    """Qt's own fatal message, as Qt says it before it aborts (no sale open)."""
    qFatal(QT_FATAL)
    return 0


def _busy() -> None:
    """Python running on and on in a thread of its own, frames made and dropped."""
    while True:
        sum(len(str(n)) for n in range(200))


async def qt_fatal_while_busy(desk: Desk) -> int:
    """Qt's fatal message while three threads run Python (a worker busy at the abort)."""
    for _ in range(3):
        threading.Thread(target=_busy, name="busy", daemon=True).start()
    await asyncio.sleep(0.1)
    return await qt_fatal(desk)


async def look(desk: Desk) -> int:
    """What the start shows of the last unexpected end, as JSON on stdout."""
    notices = [
        widget for widget in QApplication.topLevelWidgets() if isinstance(widget, CrashReports)
    ]
    seen: dict[str, object] = {"notices": len(notices)}
    if notices:
        notice = notices[0]
        notice.copy_report()
        seen["visible"] = notice.isVisible()
        seen["title"] = notice.windowTitle()
        seen["intro"] = notice.intro.text()
        seen["copied"] = QApplication.clipboard().text()
        seen["buttons"] = [notice.copy_button.text(), notice.save_button.text()]
        screenshot(notice, "crash-notice")
    listing = desk.window.menu.show_crash_reports()  # Help, Crash reports…
    assert listing is not None
    await listing
    shown = desk.window.menu.crash_reports
    assert isinstance(shown, CrashReports)
    seen["listed"] = [shown.list.item(row).text() for row in range(shown.list.count())]
    print(json.dumps(seen), flush=True)
    return 0


def main(argv: list[str]) -> int:
    """Run the app on ``argv[0]``'s home, doing ``argv[1]`` (sell, qt-fatal, qt-fatal-busy or
    look)."""
    scenario = {
        "sell": sell,
        "qt-fatal": qt_fatal,
        "qt-fatal-busy": qt_fatal_while_busy,
        "look": look,
    }[argv[1]]
    return run_app(LaunchOptions(AppPaths.under(Path(argv[0]))), scenario)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
