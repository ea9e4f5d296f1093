"""A refund of a sale paid partly in cash and partly by UPI, as Lookup quotes it and the refund
panel offers it: the cash share in whole rupees (no paise handed out), the paise with UPI."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app.counter.papers.formatting import money_text
from app.domain.money import money
from app.domain.refund_split import split_by
from app.domain.tenders import CASH, UPI
from app.ui.desk import Desk
from tests.ui.helpers.after_sale import confirm, quote
from tests.ui.helpers.sales import press
from tests.ui.helpers.till import review_activity, wait_for_result
from tests.ui.screens.test_refund_quote import cell, open_sale


def test_the_cash_share_of_a_refund_is_whole_rupees_and_upi_takes_the_paise(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    desk = sales_desk
    review, price = review_activity(desk, qtbot)
    panel = review.payment
    by_upi_paid = money(price.total * Decimal("0.37")) + Decimal("0.01")  # an odd split
    panel.upi_amount.setText(f"{by_upi_paid}")
    panel.upi_reference.setText("412345678901")
    panel.upi_received.setChecked(True)
    panel.tendered.setFocus()
    press(Qt.Key.Key_Return)
    wait_for_result(desk, qtbot)
    screen = open_sale(desk, qtbot)
    QTest.mouseClick(screen.part_radio, Qt.MouseButton.LeftButton)
    screen.seats_spin.setValue(1)

    whole, part = quote(screen, qtbot)

    for column, quoted in enumerate((whole, part), start=1):
        assert quoted.customer is not None
        by = dict(quoted.customer.by)
        assert by[CASH] == by[CASH].to_integral_value(), by  # no paise in the drawer's share
        assert by[CASH] + by[UPI] == quoted.customer.lines.total
        assert cell(screen, f"refund{column}Tenders") == (
            f"Cash {money_text(by[CASH])} + UPI {money_text(by[UPI])}"
        )
    # A plain split in proportion would have handed out paise in cash here.
    took = {CASH: price.total - by_upi_paid, UPI: by_upi_paid}
    plain = [split_by(q.customer.lines.total, took)[CASH] for q in (whole, part) if q.customer]
    assert any(share % 1 for share in plain), plain
    confirm(screen, qtbot, 0)
    refund = screen.customer_refund
    qtbot.waitUntil(lambda: refund.isVisible() and refund.record_button.isEnabled())
    assert whole.customer is not None
    cash = dict(whole.customer.by)[CASH]
    assert (refund.paid_by(), refund.amount.text()) == (CASH, f"{cash:.2f}")
    assert refund.amount.text().endswith(".00")
