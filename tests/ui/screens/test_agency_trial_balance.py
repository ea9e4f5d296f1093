"""The agency's trial balance on the shift report's Trial balance tab, at a counter linked to a
real PostgreSQL agency store: counter C1's sale replicated by its replicator and HV1's sale's
entry in the store; Agency's trial balance shows the month of both counters' books added up,
as the counters' own journals hold them, debits equal to credits."""

from __future__ import annotations

from typing import Any

from pytestqt.qtbot import QtBot

from app.books.trial_balance import added, counter_sums, month_of, trial_balance
from app.reports.trial_balance import table_rows
from app.ui.desk import Desk
from app.ui.registry import SHIFT
from tests.agency.conftest import agency_db, agency_server
from tests.ui.conftest import screenshot
from tests.ui.screens.test_agency import agency_desk, entries_sent, two_counters

# The real PostgreSQL fixtures, the linked desk and its two counters, used here too.
__all__ = ["agency_db", "agency_desk", "agency_server", "two_counters"]


def test_the_agency_s_trial_balance_adds_up_every_counter_s_books(
    agency_desk: Desk, two_counters: Any, qtbot: QtBot
) -> None:
    _url, _sold_here, there, havelock = two_counters
    entries_sent(havelock, there)
    desk = agency_desk
    desk.window.resize(1366, 768)
    desk.window.show_screen(SHIFT)
    screen = desk.window.page(SHIFT)
    panel = screen.trial
    screen.tabs.setCurrentWidget(panel)
    assert panel.agency_button.isVisibleTo(desk.window)
    panel.agency_button.click()
    qtbot.waitUntil(lambda: panel.balance is not None, timeout=15_000)
    assert panel.balance is not None
    first, last = month_of(screen.day)
    journals = [desk.services.journal.till.books_connection(), there.till.books_connection()]
    sums = added(counter_sums(conn, first, last) for conn in journals)
    expected = trial_balance(panel.balance.whose, first, last, sums)
    assert panel.balance.lines == expected.lines
    assert panel.model.rows == table_rows(expected)
    assert expected.totals.agrees and expected.totals.debits > 0
    qtbot.waitUntil(screen.make_button.isEnabled, timeout=15_000)
    for width, height in ((1366, 768), (1280, 720)):
        desk.window.resize(width, height)
        screenshot(desk.window, f"shift_report_trial_balance_agency_{width}x{height}")
