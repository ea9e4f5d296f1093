"""The Book screen's "E-mail the customer": ticked, the sale's letter is queued with the
booking; the customer's choice is offered again at their next sale."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QCheckBox
from pytestqt.qtbot import QtBot

from app.mail.outbox import Cause, MailState, messages_of
from app.ui.desk import Desk
from app.ui.registry import BOOK
from tests.ui.helpers.sales import (
    ACTIVITY,
    CUSTOMER,
    activate,
    choose,
    confirm_by_keyboard,
    type_customer,
)


def tick(box: QCheckBox) -> None:
    """Click the box's words, as a clerk does (its middle may be empty cell)."""
    QTest.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


def start_sale(desk: Desk, qtbot: QtBot) -> None:
    """A sale of ACTIVITY to the sample customer, typed at the keyboard."""
    activate(desk, qtbot)
    choose(desk, qtbot, ACTIVITY)
    type_customer()


def test_a_ticked_sale_queues_one_letter_and_the_customer_s_choice_is_remembered(
    sales_desk: Desk, qtbot: QtBot, run: Any
) -> None:
    desk = sales_desk
    start_sale(desk, qtbot)
    mail = desk.window.page(BOOK).form.customer.mail
    assert not mail.isChecked()  # never asked: not by default
    tick(mail)
    assert run(desk.controller(BOOK).review()) is not None
    ref = confirm_by_keyboard(desk, qtbot)

    (letter,) = messages_of(desk.services.journal._conn, ref)
    assert (letter.cause, letter.recipient, letter.state) == (
        Cause.SALE,
        CUSTOMER[1],
        MailState.QUEUED,  # no mail server set: it waits in the journal
    )
    assert letter.subject == f"Your booking {ref}"
    # The result page says where the customer's letter is.
    shown = desk.window.page(BOOK).result.mail_label
    qtbot.waitUntil(shown.isVisible)
    assert shown.text() == f"E-mail to {CUSTOMER[1]}: Waiting to be sent."

    desk.window.page(BOOK).result.new_sale_requested.emit()  # the next customer
    start_sale(desk, qtbot)
    mail = desk.window.page(BOOK).form.customer.mail
    qtbot.waitUntil(mail.isChecked)  # as they chose last time
