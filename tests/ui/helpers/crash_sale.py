"""The app side of the crash test: the real app sells one activity and is killed while waiting.

``python -m tests.ui.helpers.crash_sale HOME BASE_URL DAY`` starts Counterdesk as ``counterdesk
--base-url`` does (key from ``COUNTERDESK_API_KEY``), sells two seats of the first slot of the
Cellular Jail show on DAY, prints ``confirming`` just before it confirms, and then waits for
the answer, which the test's sandbox holds back until the test has killed this process.
"""

from __future__ import annotations

import datetime as dt
import sys
from decimal import Decimal
from pathlib import Path

from app.booking import Choice
from app.counter.config.paths import AppPaths
from app.domain.modules import Module
from app.ui.desk import Desk
from app.ui.launch import LaunchOptions, run_app
from app.ui.registry import BOOK

ACTIVITY_ID = 4  # Cellular Jail Light and Sound Show
CONFIRMING = "confirming"


def main(argv: list[str]) -> int:
    """Run the app on ``argv``'s home and service; sell, and wait to be killed."""
    home, base_url, day = Path(argv[0]), argv[1], dt.date.fromisoformat(argv[2])

    async def sell(desk: Desk) -> int:
        client = desk.connection.client
        settings = desk.connection.settings
        if desk.services.journal.till.open_shift_of(settings.counter_code) is None:
            desk.services.journal.till.open_shift(
                settings.counter_code, "Leela Menon", Decimal(2000)
            )
        desk.shifts.show()  # the day's question for a shift is answered
        activities = await client.content(Module.ACTIVITY)
        slots = await client.search_availability(Module.ACTIVITY, day, ACTIVITY_ID)
        item = next(a for a in activities.data if a.activity_id == ACTIVITY_ID)
        flow = desk.controller(BOOK).start(Choice.of_activity(item, slots.data[0]))
        assert flow is not None
        flow.set_customer(name="Asha Rao", email="asha.rao@example.in", phone="9876543210")
        flow.set_qty(2)
        assert await desk.controller(BOOK).review() is not None
        print(CONFIRMING, flush=True)
        await desk.controller(BOOK).confirm()
        return 0

    return run_app(LaunchOptions(AppPaths.under(home), base_url), sell)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
