"""Where a clerk reads, plain words: the wallet's ledger names its accounts as staff say them,
the shift report names the counter by its code (never the computer's network name) and its
operations in words; the service's ids are kept behind "Show details for support"."""

from __future__ import annotations

import socket
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app.api import PartnerClient
from app.counter.papers.formatting import account_text
from app.ui.desk import Desk
from app.ui.models.ledger import SUPPORT_COLUMN
from app.ui.registry import SHIFT, WALLET
from tests.ui.conftest import screenshot
from tests.ui.helpers.after_sale import book_activity

WIDE = (1366, 768)


def test_the_ledger_names_accounts_in_words_and_keeps_the_ids_for_support(
    counter: Desk, agency: PartnerClient, qtbot: QtBot, run: Any
) -> None:
    run(book_activity(agency, qty=2))
    window = counter.window
    window.resize(*WIDE)
    QTest.keyClick(window, Qt.Key.Key_4, Qt.KeyboardModifier.ControlModifier)
    screen = window.page(WALLET)
    QTest.keyClick(screen.movements_view, Qt.Key.Key_F5)
    qtbot.waitUntil(screen.refresh_button.isEnabled)
    model, view = screen.model, screen.movements_view
    sale = model.index(0, 0)
    view.setExpanded(sale, True)
    lines = [model.index(row, 0, sale).data() for row in range(model.rowCount(sale))]
    accounts = [model.index(row, SUPPORT_COLUMN, sale).data() for row in range(len(lines))]
    assert "Wallet cash" in lines and "Activity sales" in lines
    assert not any(":" in line or "_" in line for line in lines)
    assert all(account.startswith(("agent:", "platform:")) for account in accounts)
    # The ids are there for support, out of sight until asked for (and after a refresh).
    assert view.isColumnHidden(SUPPORT_COLUMN)
    screenshot(window, "wallet_ledger_words_1366x768")
    screen.details_check.click()
    assert not view.isColumnHidden(SUPPORT_COLUMN)
    assert model.index(0, SUPPORT_COLUMN).data().startswith("JE-")
    QTest.keyClick(view, Qt.Key.Key_F5)
    qtbot.waitUntil(screen.refresh_button.isEnabled)
    assert not view.isColumnHidden(SUPPORT_COLUMN)
    view.setExpanded(model.index(0, 0), True)
    screenshot(window, "wallet_ledger_details_1366x768")
    screen.details_check.click()
    assert view.isColumnHidden(SUPPORT_COLUMN)


def test_an_account_the_app_does_not_know_reads_as_its_last_part_in_words() -> None:
    assert account_text("agent:1001:credit_utilised") == "Credit used"
    assert account_text("platform:sales:boat") == "Boat trip sales"
    assert account_text("platform:tds_payable") == "Tds payable"
    assert account_text("suspense") == "Suspense"


def test_the_shift_report_names_the_counter_by_its_code_and_hides_request_ids(
    counter: Desk, agency: PartnerClient, qtbot: QtBot, run: Any
) -> None:
    run(book_activity(agency, qty=1, journal=counter.services.journal))
    window = counter.window
    window.resize(*WIDE)
    window.show_screen(SHIFT)
    screen = window.page(SHIFT)
    qtbot.waitUntil(lambda: screen.report is not None and screen.make_button.isEnabled())
    settings = counter.connection.settings
    assert not settings.counter_name
    heading = screen.state_label.text()
    assert f"Counter {settings.counter_code} · Agent " in heading
    assert f"Counter {socket.gethostname()} " not in heading
    model, table = screen.model, screen.table
    request_ids = model.columnCount() - 1
    assert model.headerData(request_ids, Qt.Orientation.Horizontal) == "For support"
    assert table.isColumnHidden(request_ids)
    first = [model.index(0, column).data() for column in range(1, 3)]
    assert first == ["Sale", "Activity"]  # not ACTIVITY
    screenshot(window, "shift_report_words_1366x768")
    screen.details_check.click()
    assert not table.isColumnHidden(request_ids)
    report = screen.report
    assert report is not None
    [line] = report.lines
    assert line.movement is not None and model.index(0, 7).data() == "Matched"
    ids = f"{line.operation.request_id} · {line.movement.journal_id}"
    assert model.index(0, request_ids).data() == ids
    screenshot(window, "shift_report_details_1366x768")
