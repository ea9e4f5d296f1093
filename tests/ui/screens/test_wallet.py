"""The wallet dashboard: the sandbox's figures, balanced movements, and the credit gauge."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from app.api import PartnerClient
from app.figures import amount_text
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.models.ledger import LedgerModel
from app.ui.registry import SETTINGS, WALLET
from app.ui.screens.wallet import WalletScreen
from app.ui.style import roles
from tests.conftest import client_for
from tests.ui.conftest import screenshot, start_desk
from tests.ui.helpers.after_sale import book_activity, book_boat
from tests.ui.themes import words


def low_runway(label: QLabel) -> bool:
    """The runway reads as under the warning threshold: in the error role, bold."""
    return words(label) == roles().error and label.font().bold()


def amount(text: str) -> Decimal:
    """``INR 1,234.50`` or ``1,234.50`` (or an empty cell) as a Decimal."""
    return Decimal(text.removeprefix("INR ").replace(",", "") or "0")


def refreshed(desk: Desk, qtbot: QtBot) -> WalletScreen:
    """Ctrl+4, then F5 on the dashboard; wait for the figures."""
    window = desk.window
    QTest.keyClick(window, Qt.Key.Key_4, Qt.KeyboardModifier.ControlModifier)
    screen = window.page(WALLET)
    assert window.stack.currentWidget() is screen
    QTest.keyClick(screen.movements_view, Qt.Key.Key_F5)
    assert screen.state_label.text() == "Reading the wallet…"
    qtbot.waitUntil(screen.refresh_button.isEnabled)
    return screen


def line_sums(model: LedgerModel, row: int) -> tuple[Decimal, Decimal]:
    """The debits and credits of a movement row's lines, as the view shows them."""
    parent = model.index(row, 0)
    debit = credit = Decimal(0)
    for line in range(model.rowCount(parent)):
        debit += amount(model.index(line, 4, parent).data())
        credit += amount(model.index(line, 5, parent).data())
    return debit, credit


def test_dashboard_shows_the_sandbox_wallet_and_every_movement_balances(
    counter: Desk, agency: PartnerClient, qtbot: QtBot, run: Any, qtmodeltester: Any
) -> None:
    run(book_activity(agency, qty=2))
    run(book_boat(agency, "Ravi Kumar"))
    screen = refreshed(counter, qtbot)
    wallet = run(agency.wallet_balance()).data
    credit = wallet.credit_facility
    assert screen.balance_label.text() == (
        f"INR {amount_text(wallet.financial_balances.live_available_balance)}"
    )
    assert screen.limit_label.text() == f"INR {amount_text(credit.allocated_limit)}"
    assert screen.used_label.text() == f"INR {amount_text(credit.limit_utilized)}"
    assert screen.runway_label.text() == f"INR {amount_text(credit.available_credit_runway)}"
    assert (screen.account_label.text(), screen.agent_label.text()) == ("Active", "1001")
    assert not low_runway(screen.runway_label)  # 50,000.00 left, over 10,000.00
    assert screen.state_label.text().startswith("Read at ")

    model = screen.model
    snapshot = wallet.recent_ledger_journal_snapshot
    assert model.rowCount() == len(snapshot) >= 3
    for row, movement in enumerate(snapshot):
        assert model.index(row, 2).data() == (movement.booking_ref or "—")
        assert amount(model.index(row, 3).data()) == movement.amount
        debit, credit_sum = line_sums(model, row)
        assert debit == credit_sum == amount(model.index(row, 4).data())
        assert model.rowCount(model.index(row, 0)) == len(movement.lines) > 0
    events = [model.index(row, 1).data() for row in range(model.rowCount())]
    assert events[:2] == ["Sale", "Sale"] and events[-1] == "Top-up"  # newest first
    qtmodeltester.check(model)

    view = screen.movements_view
    view.setFocus()
    view.setCurrentIndex(model.index(0, 0))
    QTest.keyClick(view, Qt.Key.Key_Return)  # Enter opens the lines
    assert view.isExpanded(model.index(0, 0))
    assert model.index(0, 0, model.index(0, 0)).data() in ("Wallet cash", "Credit used")
    assert model.parent(model.index(0, 0, model.index(0, 0))) == model.index(0, 0)
    assert model.parent(model.index(0, 0)) == QModelIndex()
    screenshot(counter.window, "wallet_dashboard")

    # A threshold over the runway, saved in Settings, turns the runway to the warning colour.
    settings = counter.window.page(SETTINGS)
    settings.runway_spin.setValue(60_000)
    QTest.mouseClick(settings.save_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "below INR 60,000.00" in screen.state_label.text())
    assert counter.connection.settings.runway_warning == Decimal("60000.00")
    assert screen.gauge.warning and low_runway(screen.runway_label)


def test_a_refresh_that_reads_nothing_new_keeps_the_entry_opened_and_a_new_sale_shows(
    counter: Desk, agency: PartnerClient, qtbot: QtBot, run: Any
) -> None:
    run(book_activity(agency, qty=1))
    screen = refreshed(counter, qtbot)
    model, view = screen.model, screen.movements_view
    resets: list[None] = []
    model.modelReset.connect(lambda: resets.append(None))
    view.setFocus()
    view.setCurrentIndex(model.index(1, 0))
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert view.isExpanded(model.index(1, 0))

    refreshed(counter, qtbot)  # the same ledger: staff keep their place
    assert resets == []
    assert view.isExpanded(model.index(1, 0)) and view.currentIndex().row() == 1

    sold = run(book_activity(agency, qty=1))
    refreshed(counter, qtbot)
    assert len(resets) == 1
    assert (model.index(0, 1).data(), model.index(0, 2).data()) == ("Sale", sold.booking_ref)


def test_the_gauge_shows_a_sale_paid_partly_on_credit(
    make_desk: Any, run: Any, counter_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk: Desk = make_desk()
    assert start_desk(desk, run, counter_sandbox, counter_sandbox.second_tenant_key)
    other = client_for(counter_sandbox, counter_sandbox.second_tenant_key)
    try:
        booked = run(book_activity(other, qty=2))
        wallet = run(other.wallet_balance()).data
    finally:
        run(other.aclose())
    paid = booked.settlement_breakdown
    assert paid.deducted_from_cash == Decimal("5000.00") and paid.deducted_from_credit > 0

    screen = refreshed(desk, qtbot)
    gauge = screen.gauge
    credit = wallet.credit_facility
    assert (gauge.limit, gauge.used, gauge.runway) == (
        Decimal("5000.00"),
        paid.deducted_from_credit,
        credit.available_credit_runway,
    )
    assert gauge.fraction == float(paid.deducted_from_credit / Decimal("5000.00"))
    # The runway is under the 10,000.00 of the default settings: the warning colour.
    assert gauge.warning and low_runway(screen.runway_label)
    assert "below INR 10,000.00" in screen.state_label.text()
    assert screen.balance_label.text() == "INR 0.00"
    assert f"{gauge.fraction:.0%}" in gauge.toolTip()
    desk.window.show_screen(WALLET)
    screenshot(desk.window, "wallet_credit_gauge")
