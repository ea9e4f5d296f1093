"""The month's close on the shift report (issue 97, item 3): the chosen day's month shows its
state; a supervisor closes it through the PIN dialog, which shows what the statements leave
unexplained for acceptance; closed, it says by whom and offers the owner's re-opening."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import QDate
from pytestqt.qtbot import QtBot

from app.domain.clock import service_today
from app.figures import long_month_name
from app.ui.desk import Desk
from app.ui.registry import SHIFT
from tests.ui.conftest import screenshot
from tests.ui.helpers.supervisor import PIN, SUPERVISOR, answer_pin, set_pin


@pytest.mark.parametrize("size", [(1366, 768), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_supervisor_closes_the_chosen_days_month(
    sales_desk: Desk, qtbot: QtBot, size: tuple[int, int]
) -> None:
    desk = sales_desk
    set_pin(desk.services.journal.till)
    window = desk.window
    window.resize(*size)
    window.show_screen(SHIFT)
    screen = window.page(SHIFT)
    # A day of a month that has ended: the one before last.
    day = service_today().replace(day=1) - dt.timedelta(days=20)
    screen.day_edit.setDate(QDate(day.year, day.month, day.day))
    screen.request_report()
    month = screen.month
    # Arriving showed today's month; the chosen day's follows.
    shown = f"{long_month_name(day)} {day.year}: Open"
    qtbot.waitUntil(lambda: month.label.text() == shown, timeout=10_000)
    qtbot.waitUntil(screen.make_button.isEnabled, timeout=10_000)  # the report shown first
    assert month.close_button.isVisibleTo(window) and not month.reopen_button.isVisibleTo(window)
    # Nobody's PIN: the service refuses, the month stays open.
    answer_pin([])
    month.close_button.click()
    qtbot.waitUntil(lambda: "closing it needs a supervisor's PIN" in screen.state_label.text())
    assert month.label.text().endswith(": Open")
    answer_pin([PIN], reason="statements checked", shot=f"month_close_pin_{size[0]}x{size[1]}")
    month.close_button.click()
    qtbot.waitUntil(lambda: "Closed on" in month.label.text(), timeout=10_000)
    assert f"by {SUPERVISOR}" in month.label.text()
    assert month.reopen_button.isVisibleTo(window) and not month.close_button.isVisibleTo(window)
    # The state is whole in its row.
    label = month.label
    assert label.visibleRegion().boundingRect().width() == label.width()
    screenshot(window, f"month_closed_{size[0]}x{size[1]}")
