"""A UPI reference given for a second sale at the till: the clerk is told which sale has it, nothing
is sent without a supervisor's PIN, and with it the sale goes through as one transfer split."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.domain.payment import Payment
from app.domain.tenders import UPI
from app.journal.till import SaleState
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.registry import BOOK
from tests.journal.till_records import decisions
from tests.journal.till_sales import PRICE, sell, till_sale
from tests.ui.helpers.sales import figures, press
from tests.ui.helpers.supervisor import PIN, SUPERVISOR, answer_pin, set_pin
from tests.ui.helpers.till import review_activity, wait_for_result

RRN = "412345678901"


def test_a_repeated_upi_reference_names_the_earlier_sale_and_needs_a_supervisor(
    sales_desk: Desk, sales_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk = sales_desk
    earlier = till_sale(counter="C1", payment=Payment((UPI.paid(PRICE.total, RRN),)))
    sell(desk.services.journal, "earlier-sale", earlier, "REFOLD1")
    taken = desk.services.journal.till.sale_of("REFOLD1")
    assert taken is not None and taken.receipt_no is not None
    review, price = review_activity(desk, qtbot)
    panel = review.payment
    panel.upi_amount.setText(f"{price.total}")
    panel.upi_reference.setText(RRN)
    panel.upi_received.setChecked(True)
    before = figures(sales_sandbox)

    said = answer_pin([])  # no supervisor at hand: cancelled
    panel.tendered.setFocus()
    press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "Not sent: check the reference" in review.state_label.text())
    assert said == [] and figures(sales_sandbox) == before
    assert desk.services.journal.till.sales(state=SaleState.PENDING) == []

    set_pin(desk.services.journal.till)
    said = answer_pin([PIN])
    review.confirm_button.click()
    wait_for_result(desk, qtbot)
    assert said == [""]
    [decision] = decisions(desk.services.journal.till)
    assert (decision.supervisor, decision.action) == (SUPERVISOR, "One transfer for two sales")
    assert taken.receipt_no in decision.detail and "REFOLD1" in decision.detail
    result = desk.window.page(BOOK).result
    record = desk.services.journal.till.sale_of(result.ref_label.text())
    assert record is not None and record.payment.parts == (UPI.paid(price.total, RRN),)
    assert figures(sales_sandbox).bookings == before.bookings + 1
