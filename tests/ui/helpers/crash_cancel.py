"""The app, run on its own, confirming one cancellation: a test kills it while it waits.

``python -m tests.ui.helpers.crash_cancel BASE_URL BOOKING_REF [quote]``, with ``COUNTERDESK_HOME``
and ``COUNTERDESK_API_KEY`` set. The app starts as for a live service at BASE_URL, looks the
booking up and confirms cancelling all of it, as the Lookup screen does after the explicit yes
(after quoting it first with ``quote``, as staff do: the customer's refund is then written ahead).
"""

from __future__ import annotations

import os
import sys

from app.booking.cancel import whole_booking
from app.counter.config.paths import AppPaths
from app.ui.desk import Desk
from app.ui.launch import LaunchOptions, run_app
from app.ui.registry import LOOKUP


def main(base_url: str, booking_ref: str, quote: str = "") -> int:
    """Run until the CONFIRM is answered (the test kills the process before that)."""

    async def scenario(desk: Desk) -> int:
        status = await desk.controller(LOOKUP).look_up(booking_ref)
        choice = whole_booking(status) if status is not None else None
        if choice is None:
            return 1
        if quote and await desk.controller(LOOKUP).quote([choice]) is None:
            return 1
        return 0 if await desk.controller(LOOKUP).confirm(choice) is not None else 1

    return run_app(LaunchOptions(AppPaths.for_user(), base_url), scenario)


if __name__ == "__main__":
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.exit(main(*sys.argv[1:4]))
