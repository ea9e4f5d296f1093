"""What the after-sale tests share: bookings, and the lookup screen driven (a quote, a cancel).

Their fixtures (``counter_sandbox``, ``counter``, ``agency``) are in ``tests/ui/conftest.py``.
"""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app.api import PartnerClient
from app.api.models import BookingResult, new_request_id
from app.booking.cancel import QuotedChoice
from app.domain.clock import service_today
from app.domain.modules import Module
from app.journal import Journal
from app.ui.desk import Desk
from app.ui.registry import LOOKUP
from app.ui.screens.lookup import LookupScreen
from tests.reports.counter_sales import sell
from tests.sandbox.helpers import NO_FLAGS_TRIP_SCHEDULE, SCUBA, activity_body, boat_body, indian
from tests.ui.helpers.clicks import clerk_click


def _weekday_after(days: int) -> dt.date:
    # Weekend fares are higher: a weekday keeps the second tenant's sale within its wallet.
    day = service_today() + dt.timedelta(days=days)
    while day.weekday() >= 5:
        day += dt.timedelta(days=1)
    return day


# Far enough ahead for the full-refund band (48 h or more before the start).
DAY = _weekday_after(5)
MORNING, LATE_MORNING, AFTERNOON = 0, 1, 2
CLICK = Qt.MouseButton.LeftButton


async def book_activity(
    client: PartnerClient, qty: int, slot: int = LATE_MORNING, journal: Journal | None = None
) -> BookingResult:
    """Scuba diving for ``qty`` in the ``slot``-th slot of DAY; sold at the counter of
    ``journal`` when one is given."""
    found = await client.search_availability(Module.ACTIVITY, DAY, activity_id=SCUBA)
    body = activity_body(found.data[slot], qty=qty, request_id=new_request_id())
    if journal is not None:
        return await sell(client, journal, body, "Scuba Diving at North Bay")
    return await client.create_booking(body)


async def book_boat(client: PartnerClient, *names: str, day: dt.date = DAY) -> BookingResult:
    """The harbour cruise (no identity flags) for Indian travellers ``names``."""
    passengers = [indian(name, 30 + number) for number, name in enumerate(names)]
    body = boat_body(NO_FLAGS_TRIP_SCHEDULE, day, passengers, request_id=new_request_id())
    return await client.create_booking(body)


def look_up(desk: Desk, qtbot: QtBot, typed: str) -> LookupScreen:
    """Type ``typed`` into Lookup (Ctrl+3) and press Enter; wait for the answer."""
    desk.window.show_screen(LOOKUP)
    screen = desk.window.page(LOOKUP)
    assert screen.ref_edit.hasFocus()
    screen.ref_edit.clear()
    QTest.keyClicks(screen.ref_edit, typed)
    QTest.keyClick(screen.ref_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(screen.find_button.isEnabled)
    return screen


def wait_for_booking(screen: LookupScreen, qtbot: QtBot, ref: str) -> None:
    """Until Lookup shows the booking ``ref`` read from the service, ready to quote."""
    qtbot.waitUntil(
        lambda: (
            screen.status is not None
            and screen.status.booking_reference == ref
            and screen.quote_button.isEnabled()
        ),
        timeout=10_000,
    )


def quote(screen: LookupScreen, qtbot: QtBot) -> list[QuotedChoice]:
    """Press Quote and wait for the columns."""
    clerk_click(screen.quote_button)
    qtbot.waitUntil(lambda: screen.quote_button.isEnabled() and bool(screen.quotes.quotes))
    return screen.quotes.quotes


def confirm(screen: LookupScreen, qtbot: QtBot, column: int) -> str:
    """Press the Cancel button of ``column`` (0-based), then Yes; the result line."""
    clerk_click(screen.quotes.buttons[column])
    dialog = screen.dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    QTest.mouseClick(dialog.yes_button, CLICK)
    qtbot.waitUntil(lambda: screen.result_label.text().startswith(("Refund", "The service")))
    return screen.result_label.text()
