"""An ACTIVITY sale typed, reviewed and paid at the till, as the till's tests make it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.domain.money import money
from app.domain.till import CustomerPrice
from app.ui.desk import Desk
from app.ui.registry import BOOK
from app.ui.widgets.review_panel import ReviewPanel
from tests.ui.helpers.sales import ACTIVITY, choose, press, type_customer
from tests.ui.helpers.sales import type_text as type_here


def review_activity(
    desk: Desk, qtbot: QtBot, seats: str = "2", *, mail: bool = False
) -> tuple[ReviewPanel, CustomerPrice]:
    """An ACTIVITY sale for ``seats`` typed and reviewed (``mail``: the customer's e-mail box
    ticked); the review (its cursor in the cash tendered) and the customer's price it shows."""
    choose(desk, qtbot, ACTIVITY)
    type_customer()
    type_here(seats)
    if mail:
        box = desk.window.page(BOOK).form.customer.mail
        box.setFocus()
        press(Qt.Key.Key_Space)  # ticked from the keyboard, the cursor left on it
        assert box.isChecked()
    press(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    review = desk.window.page(BOOK).review
    qtbot.waitUntil(lambda: desk.window.page(BOOK).currentWidget() is review)
    price = desk.controller(BOOK).price
    assert price is not None
    return review, price


def sell_exact_cash(desk: Desk, qtbot: QtBot) -> CustomerPrice:
    """An ACTIVITY sale for 2 reviewed and paid in exact cash (Enter); its customer price."""
    _review, price = review_activity(desk, qtbot)
    press(Qt.Key.Key_Return)
    wait_for_result(desk, qtbot)
    return price


def wait_for_result(desk: Desk, qtbot: QtBot) -> None:
    """Until the Book screen shows the booked sale and its voucher's preview (the sale's last
    work, so none is left running when the test ends)."""
    book = desk.window.page(BOOK)
    preview = book.result.preview
    qtbot.waitUntil(
        lambda: book.currentWidget() is book.result and not preview.pixmap().isNull(),
        timeout=15_000,
    )


def sell_half_by_upi(desk: Desk, qtbot: QtBot) -> CustomerPrice:
    """An ACTIVITY sale for 2 paid half by UPI (received, its reference typed) and the rest in
    exact cash; its customer price."""
    review, price = review_activity(desk, qtbot)
    panel = review.payment
    panel.upi_amount.setText(f"{money(price.total / 2)}")
    panel.upi_reference.setText("412345678901")
    panel.upi_received.setChecked(True)
    panel.tendered.setFocus()
    press(Qt.Key.Key_Return)
    wait_for_result(desk, qtbot)
    return price
