"""A party rebooked from the Disruptions screen of a counter linked to the agency store, the new
departure paid wholly by the customer's credit from the cancelled one: replicated, the agency's
day close finds no problem with it (the sale's tenders add up to its total) and the store's
integrity view lists nothing."""

from __future__ import annotations

from typing import Any

import psycopg
from pytestqt.qtbot import QtBot

from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.registry import SHIFT
from tests.agency.conftest import agency_db, agency_server
from tests.counter.disrupted_sales import sold_then_cancelled
from tests.sandbox.helpers import NO_FLAGS_TRIP_SCHEDULE
from tests.ui.conftest import screenshot
from tests.ui.helpers.rebook import DAY, rebooked
from tests.ui.screens.test_agency import agency_desk, synced

# The real PostgreSQL fixtures and the linked desk, used here too.
__all__ = ["agency_db", "agency_desk", "agency_server"]


def test_a_rebook_paid_by_the_customers_credit_is_no_problem_at_the_agency_day_close(
    agency_desk: Desk,
    agency_db: str,
    run: Any,
    counter_sandbox: EmbeddedSandbox,
    qtbot: QtBot,
) -> None:
    desk = agency_desk
    counter = desk.connection.settings.counter_code
    shift = desk.services.journal.till.open_shift_of(counter)
    assert shift is not None
    ref = run(
        sold_then_cancelled(
            counter_sandbox,
            desk.connection.client,
            desk.services.journal,
            ["Asha Rao", "Ravi Kumar"],
            schedule_id=NO_FLAGS_TRIP_SCHEDULE,
            day=DAY,
            counter=counter,
            shift_id=shift.shift_id,
        ),
        30_000,
    )
    desk.watch.count()

    rebooked(desk, qtbot, ref)

    new_ref = desk.services.journal.exchanges.exchanged_for(ref)
    assert new_ref is not None
    new_sale = desk.services.journal.till.sale_of(new_ref)
    assert new_sale is not None and new_sale.payment.paid == 0  # wholly by the credit
    qtbot.waitUntil(lambda: synced(desk), timeout=15_000)
    desk.window.show_screen(SHIFT)
    screen = desk.window.page(SHIFT)
    qtbot.waitUntil(screen.make_button.isEnabled, timeout=15_000)
    screen.agency_button.click()
    qtbot.waitUntil(
        lambda: screen.report is not None and screen.report.counter.startswith("Agency"),
        timeout=15_000,
    )
    # The day close names no problem: the sale's tenders (the credit) add up to its total.
    assert not screen.agency_close.integrity_label.isVisibleTo(desk.window)
    for width, height in ((1366, 768), (1280, 720)):
        desk.window.resize(width, height)
        screenshot(desk.window, f"agency_day_close_rebook_{width}x{height}")
    with psycopg.connect(agency_db) as conn:
        problems = conn.execute("SELECT kind, problem FROM agency_integrity").fetchall()
    assert problems == []  # the store's own view says the same
