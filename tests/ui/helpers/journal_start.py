"""The app side of the start-up tests: the real start path on a journal with a fault.

``python -m tests.ui.helpers.journal_start HOME BASE_URL FAULT`` starts Counterdesk as ``counterdesk
--base-url`` does, its journal opened with FAULT (``none``, ``read-only`` or ``disk-full``: a
real SQLite refusal, see tests.journal.faults), then prints one JSON line of what staff see:
the header's journal text, the start-up dialogs, and what happens when a trip is chosen.
"""

from __future__ import annotations

import datetime as dt
import json
import sys
from pathlib import Path

from PySide6.QtCore import QEvent
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication, QMessageBox

from app.api import PartnerClient
from app.booking import Choice
from app.counter.config.paths import AppPaths
from app.domain.modules import Module
from app.journal.schema import connect
from app.ui.desk import Desk
from app.ui.launch import LaunchOptions, run_app
from app.ui.registry import BOOK
from tests.journal.faults import full_connect, read_only_connect
from tests.ui.conftest import SCREENSHOTS

FAULTS = {"none": connect, "read-only": read_only_connect, "disk-full": full_connect}
ACTIVITY_ID = 4


async def cellular_jail_show(client: PartnerClient) -> Choice:
    """The first slot of the Cellular Jail show three days from now, as staff would choose it."""
    day = dt.date.today() + dt.timedelta(days=3)
    activities = await client.content(Module.ACTIVITY)
    slots = await client.search_availability(Module.ACTIVITY, day, ACTIVITY_ID)
    item = next(a for a in activities.data if a.activity_id == ACTIVITY_ID)
    return Choice.of_activity(item, slots.data[0])


def shot_over_window(desk: Desk, dialog: QMessageBox) -> None:
    """Save the window at 1366x768 with ``dialog`` over its middle, as staff see them at start
    (``tests/ui/screenshots/<dialog's name>_1366x768.png``)."""
    window = desk.window
    window.resize(1366, 768)
    # Only the layouts' requests: a processEvents here, inside the scenario's task, would run
    # another task's step (the mail job's) while this one runs; asyncio refuses it, the step is
    # lost, and that job never ends, nor does the app (a CI run's 60 s timeout).
    QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    seen = window.grab()
    shown = dialog.grab()
    painter = QPainter(seen)
    painter.drawPixmap(
        (seen.width() - shown.width()) // 2, (seen.height() - shown.height()) // 2, shown
    )
    painter.end()
    SCREENSHOTS.mkdir(exist_ok=True)
    seen.save(str(SCREENSHOTS / f"{dialog.objectName()}_1366x768.png"))


def main(argv: list[str]) -> int:
    """Run the app on ``argv``'s home, service and fault; report and quit."""
    home, base_url, fault = Path(argv[0]), argv[1], argv[2]

    async def report(desk: Desk) -> int:
        dialogs = {
            dialog.objectName(): dialog.text() for dialog in desk.window.findChildren(QMessageBox)
        }
        for dialog in desk.window.findChildren(QMessageBox):
            shot_over_window(desk, dialog)
        desk.choose(await cellular_jail_show(desk.connection.client))
        seen = {
            "header": desk.window.header.journal_label.text(),
            "header_visible": not desk.window.header.journal_label.isHidden(),
            "dialogs": dialogs,
            "message": desk.window.message_bar.text,
            "book_opened": desk.window.current() is BOOK,
            "catalogue": len(desk.window.catalogue.model.rows),
        }
        print(json.dumps(seen), flush=True)
        return 0

    options = LaunchOptions(AppPaths.under(home), base_url, journal_connect=FAULTS[fault])
    return run_app(options, report)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
