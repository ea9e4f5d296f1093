"""The app side of the private-files test: the real app, started as ``counterdesk`` starts it,
makes one sale, keeps a draft with a passport scan, saves the shift report as a PDF and closes
the shift (its Z report saved as a PDF).

``python -m tests.ui.helpers.private_sale BASE_URL DAY`` (home from ``COUNTERDESK_HOME``, key from
``COUNTERDESK_API_KEY``) runs the app through ``app.cli.run_desktop``, prints (JSON) the mode of
every file and folder of the home while the journal is still open, and exits.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import json
import sys
from decimal import Decimal
from pathlib import Path

from app.booking import Choice
from app.cli import run_desktop
from app.counter.config.settings import save_settings
from app.domain.modules import Module
from app.domain.till import DrawerCount
from app.reports.drawer import x_report
from app.ui.desk import Desk
from app.ui.registry import BOOK, SHIFT
from tests.booking.sales import foreigner
from tests.ui.helpers.drawer import answer_close

ACTIVITY_ID = 4  # Cellular Jail Light and Sound Show
SHIFT_PDF = "shift-report.pdf"
REPORT_WAIT_STEPS = 300  # of 0.1 s: the shift report asks the service for the wallet's ledger


def modes(root: Path) -> dict[str, int]:
    """Every file and folder below ``root`` (relative name -> permission bits)."""
    return {str(path.relative_to(root)): path.stat().st_mode & 0o777 for path in root.rglob("*")}


def main(argv: list[str]) -> int:
    """Sell, keep a draft with a scan, save the shift report, close the shift; 0 when all
    went through."""
    base_url, day = argv[0], dt.date.fromisoformat(argv[1])

    async def sell(desk: Desk) -> int:
        client = desk.connection.client
        # The settings kept as the Settings screen keeps them.
        save_settings(desk.paths.settings_file, desk.connection.settings)
        counter = desk.connection.settings.counter_code
        if desk.services.journal.till.open_shift_of(counter) is None:
            desk.services.journal.till.open_shift(counter, "Leela Menon", Decimal(2000))
        desk.shifts.show()  # the day's question for a shift is answered
        activities = await client.content(Module.ACTIVITY)
        slots = await client.search_availability(Module.ACTIVITY, day, ACTIVITY_ID)
        item = next(a for a in activities.data if a.activity_id == ACTIVITY_ID)
        booking = desk.controller(BOOK)
        flow = booking.start(Choice.of_activity(item, slots.data[0]))
        assert flow is not None
        flow.set_customer(name="Asha Rao", email="asha.rao@example.in", phone="9876543210")
        flow.set_qty(2)
        assert await booking.review() is not None
        await booking.confirm()
        assert list(desk.services.journal.history.rows())
        # The next sale, a boat trip with a foreign passenger, waits as a draft with her scan.
        trips = await client.content(Module.BOAT, day)
        departures = await client.search_availability(Module.BOAT, day)
        trip = trips.data[0]
        departure = next(d for d in departures.data if d.schedule_id == trip.schedule_id)
        flow = booking.start(Choice.of_boat(trip, departure))
        assert flow is not None
        flow.set_customer(name="Emma Schultz", email="emma@example.de", phone="9876543211")
        flow.add_passenger(foreigner())
        assert booking.save_draft() is not None
        desk.window.show_screen(SHIFT)  # the shift report is made on arrival
        screen = desk.window.page(SHIFT)
        for _ in range(REPORT_WAIT_STEPS):
            if screen.report is not None:
                break
            await asyncio.sleep(0.1)
        assert await desk.controller(SHIFT).save_pdf(desk.paths.data / SHIFT_PDF)
        # The shift closed as the drawer panel's button closes it: the Z report saved as a PDF.
        shift = desk.services.journal.till.open_shift_of(counter)
        assert shift is not None
        expected = x_report(desk.services.journal.till, shift.shift_id).expected
        answer_close()  # the cash counted is what is expected: the clerk closes alone
        screen.drawer.z_requested.emit(DrawerCount.of({}, expected), "Leela Menon")
        for _ in range(REPORT_WAIT_STEPS):
            if list(desk.paths.reports.glob("Z-*.pdf")):
                # What is on disk while the journal is open (its -wal and -shm go at the close).
                print(json.dumps(modes(desk.paths.data.parent)), flush=True)
                return 0
            await asyncio.sleep(0.1)
        return 1

    return run_desktop(base_url, sell)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
