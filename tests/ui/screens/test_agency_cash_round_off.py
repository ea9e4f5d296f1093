"""A cash refund with paise, handed out in whole rupees at a counter linked to the agency store:
the agency's day close lists the counter's Z report with the cash out as it left the drawer and
the round off within it, so that its figures add up to the drawer, and the store's integrity
view finds the Z report's cash as the counter counted it."""

from __future__ import annotations

import datetime as dt
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

import psycopg
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.counter.papers.formatting import money_text
from app.domain.clock import service_today
from app.domain.tenders import CASH
from app.domain.till import DrawerCount
from app.journal.till import RefundPart
from app.reports.drawer import drawer_figures, z_report
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.registry import SHIFT
from tests.agency.conftest import agency_db, agency_server
from tests.counter.disrupted_sales import sold_then_cancelled
from tests.sandbox.helpers import NO_FLAGS_TRIP_SCHEDULE
from tests.ui.conftest import CLERK, screenshot
from tests.ui.controllers.test_cash_refund_round_off import NO_ROUNDING
from tests.ui.screens.test_agency import agency_desk, synced

# The real PostgreSQL fixtures and the linked desk, used here too.
__all__ = ["agency_db", "agency_desk", "agency_server"]


def test_the_agency_day_close_shows_a_cash_refund_s_round_off_within_the_cash_out(
    agency_desk: Desk,
    agency_db: str,
    run: Any,
    counter_sandbox: EmbeddedSandbox,
    qtbot: QtBot,
) -> None:
    desk = agency_desk
    till = desk.services.journal.till
    counter = desk.connection.settings.counter_code
    shift = till.open_shift_of(counter)
    assert shift is not None
    ref = run(
        sold_then_cancelled(
            counter_sandbox,
            desk.connection.client,
            desk.services.journal,
            ["Asha Rao", "Ravi Kumar"],
            schedule_id=NO_FLAGS_TRIP_SCHEDULE,
            day=service_today() + dt.timedelta(days=5),
            counter=counter,
            shift_id=shift.shift_id,
            rules=NO_ROUNDING,
        ),
        30_000,
    )
    [owed] = till.refunds_owed()
    due = owed.due.amount
    assert due % 1, due  # paise owed, which no cash can hand over
    [payment] = till.pay_refund(
        owed.request_id,
        booking_ref=ref,
        counter=counter,
        clerk=CLERK,
        shift_id=shift.shift_id,
        rule_amount=due,
        parts=[RefundPart(CASH, due)],
    )
    handed = due.quantize(Decimal(1), rounding=ROUND_HALF_UP)
    assert (payment.handed, payment.round_off) == (handed, handed - due)
    expected = drawer_figures(till, shift.shift_id).expected
    notes, coins = divmod(expected, 500)  # the drawer holds what it should
    z_report(till, shift.shift_id, DrawerCount.of({500: int(notes)}, coins), closed_by=CLERK)
    desk.agency.wake()
    qtbot.waitUntil(lambda: synced(desk), timeout=15_000)

    desk.window.show_screen(SHIFT)
    screen = desk.window.page(SHIFT)
    qtbot.waitUntil(screen.make_button.isEnabled, timeout=15_000)
    screen.agency_button.click()
    model = screen.agency_close.z_model
    qtbot.waitUntil(lambda: model.rowCount() == 1, timeout=15_000)
    cells = {
        model.headerData(column, Qt.Orientation.Horizontal): model.data(model.index(0, column))
        for column in range(model.columnCount())
    }
    # What left the drawer, and of it what the cash was rounded by: the lines add up.
    assert cells["Cash out"] == money_text(handed)
    assert cells["Round off"] == money_text(handed - due)
    assert cells["Expected"] == money_text(expected)
    assert not screen.agency_close.integrity_label.isVisibleTo(desk.window)
    with psycopg.connect(agency_db) as conn:
        problems = conn.execute("SELECT kind, problem FROM agency_integrity").fetchall()
    assert problems == []
    for width, height in ((1366, 768), (1280, 720)):
        desk.window.resize(width, height)
        screenshot(desk.window, f"agency_day_close_cash_round_off_{width}x{height}")
