"""History's customer-data dialog opened on one of two journalled sales, for the tests of
customers' data rights."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from app.ui.desk import Desk
from app.ui.registry import HISTORY
from app.ui.screens.history import HistoryScreen
from app.ui.widgets.customer_data_dialog import CustomerDataDialog


def history_of(desk: Desk, qtbot: QtBot, request_id: str, rows: int = 2) -> HistoryScreen:
    """History showing the journal's ``rows`` sales, the cursor on that of ``request_id``."""
    desk.window.show_screen(HISTORY)
    screen: HistoryScreen = desk.window.page(HISTORY)
    desk.controller(HISTORY).reload()
    qtbot.waitUntil(lambda: screen.model.rowCount() == rows)
    (number,) = (n for n, r in enumerate(screen.model.rows) if r.request_id == request_id)
    screen.table.setCurrentIndex(screen.model.index(number, 0))
    return screen


def customer_data_dialog(desk: Desk, qtbot: QtBot, screen: HistoryScreen) -> CustomerDataDialog:
    """The customer's data dialog of the booking History's cursor is on, opened."""
    rights = desk.controller(HISTORY).customer_data
    assert rights is not None
    screen.customer_data_button.click()
    qtbot.waitUntil(lambda: rights.dialog is not None)
    dialog = rights.dialog
    assert isinstance(dialog, CustomerDataDialog)
    qtbot.waitUntil(dialog.isVisible)
    return dialog
