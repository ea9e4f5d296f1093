"""The Z report's question names each customer owed a refund (the first five, the others
counted), not only the amount (issue 96 item 6). In English and in Hindi at 1366x768."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app import i18n
from app.domain.tenders import CASH
from app.figures import amount_text
from app.records.refunds import RefundDue, RefundOwed
from app.sandbox import EmbeddedSandbox
from app.ui.registry import SHIFT
from app.ui.till_words import owed_names
from app.ui.widgets.close_shift import CloseShiftDialog
from tests.ui.conftest import CLERK, OPENING_FLOAT, over_window, started_desk
from tests.ui.helpers.disrupted import cancelled_at_desk, watch_finds


@pytest.mark.parametrize("clerk_language", [i18n.ENGLISH, i18n.HINDI], indirect=True)
def test_the_zs_question_names_the_customer_owed(
    clerk_language: str, make_desk: Any, run: Any, own_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk = started_desk(make_desk, run, own_sandbox)
    desk.window.setFixedSize(1366, 768)
    _ref, price = cancelled_at_desk(desk, run, own_sandbox)
    watch_finds(desk, run, qtbot)
    desk.window.show_screen(SHIFT)
    panel = desk.window.page(SHIFT).drawer
    counted = OPENING_FLOAT + price.total
    panel.notes[500].setValue(int(counted) // 500)
    panel.coins.setText(str(counted % 500))
    panel.closed_by.setText(CLERK)
    seen: list[str] = []

    def look(tries_left: int = 500) -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, CloseShiftDialog):
            if tries_left:
                QTimer.singleShot(20, lambda: look(tries_left - 1))
            return
        seen.append(dialog.owed_to.text() if dialog.owed_to.isVisibleTo(dialog) else "")
        over_window(desk.window, dialog, f"{clerk_language}/z_names_the_owed_1366x768")
        dialog.reject()

    QTimer.singleShot(0, look)
    panel.z_button.click()
    qtbot.waitUntil(lambda: bool(seen), timeout=10_000)
    assert "Asha Rao" in seen[0] and amount_text(price.total) in seen[0]


def test_past_five_the_others_are_counted() -> None:
    def owed(number: int) -> RefundOwed:
        due = RefundDue(f"REF{number}", f"Customer {number}", ((CASH, Decimal(100)),))
        return RefundOwed(f"r{number}", due, dt.datetime(2026, 11, 28, 10, number))

    text = owed_names([owed(number) for number in range(7)])
    assert text.startswith("Customer 0 INR 100.00, Customer 1 INR 100.00")
    assert "Customer 4" in text and "Customer 5" not in text
    assert text.endswith(" and 2 more")
