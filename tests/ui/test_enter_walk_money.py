"""Enter in every field of every dialog and panel that records money (issue 79): money moves
only from a paying field with its tender chosen (the review's cash tendered included: cash is the
tender until another is typed) or from the action that says so. A name, an address, a date, a
list, a tender not chosen: Enter there pays nothing.

Walked: the sale's review (nothing typed, then a bank transfer typed), Change the day with the
difference to take and the address asked, and the customer refund of a cancellation. Each
panel's request to move money is counted, its work disconnected (nothing is paid twice here);
the paying flows themselves are tested against the sandbox elsewhere."""

from __future__ import annotations

import datetime as dt
import warnings
from collections.abc import Callable
from contextlib import suppress
from decimal import Decimal
from typing import Any

from PySide6.QtCore import Qt, SignalInstance
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QLineEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot

from app.api import PartnerClient
from app.domain.tenders import BANK, CASH
from app.ui.desk import Desk
from app.ui.enter_keys import is_money_button
from app.ui.widgets.customer_refund import CustomerRefundPanel
from tests.ui.helpers.till import review_activity
from tests.ui.screens.test_enter_pays_only_when_asked import registered_tour_operator
from tests.ui.screens.test_reschedule import SATURDAY, change_the_day, sold

FIELDS = (QLineEdit, QAbstractSpinBox, QComboBox, QCheckBox, QAbstractItemView)


def counted(signal: SignalInstance) -> list[object]:
    """``signal``'s emissions counted, its own work disconnected."""
    with warnings.catch_warnings(), suppress(RuntimeError, TypeError):
        warnings.simplefilter("ignore")
        signal.disconnect()
    seen: list[object] = []
    signal.connect(lambda *args: seen.append(args))
    return seen


def fields_of(root: QWidget) -> list[QWidget]:
    """The fields of ``root`` a clerk can Tab to and type or tick in (no push button: a
    button's Enter is the action it names)."""
    return [
        widget
        for widget in root.findChildren(QWidget)
        if isinstance(widget, FIELDS)
        and (isinstance(widget, QCheckBox) or not isinstance(widget, QAbstractButton))
        and widget.isVisible()
        and widget.isEnabled()
        and widget.focusPolicy() & Qt.FocusPolicy.TabFocus
    ]


def paid_from(
    root: QWidget, moved: list[object], again: Callable[[], None], qtbot: QtBot
) -> tuple[set[str], int]:
    """Enter pressed in each field of ``root``: the fields whence money moved, and how many
    fields were walked. ``again`` puts the panel back as it was after a move."""
    paid: set[str] = set()
    walked = fields_of(root)
    for field in walked:
        before = len(moved)
        field.setFocus(Qt.FocusReason.TabFocusReason)
        QTest.keyClick(field, Qt.Key.Key_Return)
        qtbot.wait(1)  # a slot queued by the key runs before the count is read
        if len(moved) > before:
            paid.add(field.objectName() or type(field).__name__)
            again()
    return paid, len(walked)


def test_enter_in_each_field_of_the_sales_review(sales_desk: Desk, qtbot: QtBot) -> None:
    review, price = review_activity(sales_desk, qtbot)
    moved = counted(review.confirm_requested)

    def again() -> None:
        for button in (review.confirm_button, review.back_button):
            button.setEnabled(True)

    # Nothing typed: cash is the tender, its tendered field pays (exact cash).
    paid, walked = paid_from(review, moved, again, qtbot)
    assert walked >= 11  # every tender's fields, Received, the bill
    assert paid == {"cashTendered"}
    # A bank transfer typed: its amount and its UTR pay too; the card's and UPI's do not.
    panel = review.payment
    panel.amounts[BANK].setText(f"{price.total}")
    panel.details[BANK][0].setText("HDFC0000123456")
    paid, _walked = paid_from(review, moved, again, qtbot)
    assert paid == {"cashTendered", "bankAmount", "bankReference"}
    assert is_money_button(review.confirm_button)


def test_enter_in_each_field_of_change_the_day(
    counter: Desk, agency: PartnerClient, qtbot: QtBot, run: Any
) -> None:
    registered_tour_operator(counter)
    old = run(sold(counter, agency, slot=1, seats=9))
    dialog = change_the_day(counter, qtbot, old.booking_ref, SATURDAY + dt.timedelta(days=1))
    assert dialog.address.isVisible() and dialog.payment.isVisible()
    moved = counted(dialog.confirm_requested)
    dialog.day_chosen.disconnect()  # the date's Enter searches: not walked into a new search

    def again() -> None:
        dialog.confirm_button.setEnabled(True)

    paid, walked = paid_from(dialog, moved, again, qtbot)
    assert walked >= 12  # the date, the slots, the address, the payment's fields
    assert "exchangeAddress" not in paid and "rescheduleDay" not in paid
    assert paid == {"cashTendered"}
    assert is_money_button(dialog.confirm_button)


def test_enter_in_each_field_of_the_customer_refund(qtbot: QtBot) -> None:
    panel = CustomerRefundPanel()
    qtbot.addWidget(panel)
    panel.offer(
        Decimal("1200.00"),
        Decimal("1180.00"),
        ((CASH, Decimal("1200.00")),),
        "A credit note to a consumer names their address.",
    )
    panel.show()
    qtbot.waitExposed(panel)
    moved = counted(panel.record_requested)
    paid, walked = paid_from(panel, moved, lambda: None, qtbot)
    assert walked == 5  # the amount, the tender, the reference, the address, Nothing more owed
    assert paid == {"refundAmount", "refundReference"}  # never the address
    assert is_money_button(panel.record_button)
