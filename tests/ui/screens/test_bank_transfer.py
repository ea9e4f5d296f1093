"""Bank transfer at the till, as staff see it: its own row in the payment (amount and UTR, its
problem said next to it), the sale booked against the sandbox and journalled with its UTR, the
receipt naming it, and the shift's drawer counting it outside the cash."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QLineEdit
from pytestqt.qtbot import QtBot

from app.counter.papers.formatting import money_text
from app.domain.money import CURRENCY
from app.domain.tenders import tender_of
from app.journal.till import SaleState
from app.ui.desk import Desk
from app.ui.registry import BOOK, SHIFT
from tests.ui.conftest import screenshot
from tests.ui.helpers.sales import press
from tests.ui.helpers.till import review_activity, wait_for_result

BANK = tender_of("Bank transfer")
UTR = "HDFCN26120198765"


def test_a_sale_paid_by_bank_transfer_is_booked_receipted_and_counted_outside_the_drawer(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    desk = sales_desk
    review, price = review_activity(desk, qtbot)
    panel = review.payment
    amount = panel.findChild(QLineEdit, "bankAmount")
    utr = panel.findChild(QLineEdit, "bankReference")
    error = panel.findChild(QLabel, "bankError")
    assert amount is not None and utr is not None and error is not None
    assert utr.accessibleName() == "Bank transfer UTR"
    amount.setText(f"{price.total:.2f}")
    utr.setText("HDFC-123")
    panel.tendered.setFocus()
    press(Qt.Key.Key_Return)
    assert "UTR" in error.text() and review.confirm_button.isEnabled()  # nothing sent
    utr.setText(UTR)
    assert panel.change.text() == money_text(Decimal("0.00"), CURRENCY)  # a transfer: no change
    screenshot(desk.window, "till_review_bank_transfer")
    panel.tendered.setFocus()
    press(Qt.Key.Key_Return)

    wait_for_result(desk, qtbot)
    result = desk.window.page(BOOK).result
    record = desk.services.journal.till.sale_of(result.ref_label.text())
    assert record is not None and record.state is SaleState.TAKEN
    assert record.payment.parts == (BANK.paid(price.total, UTR),)
    assert "Bank transfer" in result.receipt_label.text()
    desk.window.show_screen(SHIFT)
    drawer = desk.window.page(SHIFT).drawer
    qtbot.waitUntil(lambda: drawer.figures["bank_in"].text() == money_text(price.total))
    assert drawer.figures["cash_in"].text() == money_text(Decimal("0.00"))
