"""A disrupted party rebooked from the Disruptions screen onto the next weekday's departure, as
the clerk does it (the rebook tests of the agency store and of the cash round off share it)."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QDate, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app.domain.clock import service_today
from app.ui.desk import Desk
from app.ui.registry import DISRUPTIONS
from app.ui.widgets.reschedule_dialog import RescheduleDialog
from tests.ui.helpers.clicks import clerk_click

CLICK = Qt.MouseButton.LeftButton
# A Monday at least three days ahead, then its Tuesday: weekdays, one fare (a weekend's is
# dearer, and the credit would not cover it).
DAY = service_today() + dt.timedelta(
    days=3 + (7 - (service_today() + dt.timedelta(3)).weekday()) % 7
)
NEXT_DAY = DAY + dt.timedelta(days=1)


def rebooked(desk: Desk, qtbot: QtBot, ref: str) -> RescheduleDialog:
    """The disrupted booking ``ref`` rebooked from Disruptions onto the next day's first
    departure, confirmed."""
    desk.window.show_screen(DISRUPTIONS)
    screen = desk.window.page(DISRUPTIONS)
    qtbot.waitUntil(lambda: screen.current() == ref, timeout=15_000)
    QTest.mouseClick(screen.rebook_button, CLICK)
    qtbot.waitUntil(lambda: screen.findChild(RescheduleDialog) is not None)
    dialog = screen.findChild(RescheduleDialog)
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    dialog.day_edit.setDate(QDate(NEXT_DAY.year, NEXT_DAY.month, NEXT_DAY.day))
    QTest.mouseClick(dialog.find_button, CLICK)
    qtbot.waitUntil(dialog.picker.choose_button.isEnabled, timeout=30_000)
    clerk_click(dialog.picker.choose_button)
    qtbot.waitUntil(dialog.confirm_button.isEnabled, timeout=30_000)
    assert not dialog.payment.isVisible()  # the credit covers the new price: nothing to pay
    QTest.mouseClick(dialog.confirm_button, CLICK)
    qtbot.waitUntil(dialog.receipt.isVisible, timeout=15_000)
    assert dialog.state.text().startswith(f"Booking {ref} was exchanged for ")
    return dialog
