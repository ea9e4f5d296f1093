"""The till at the review: the three figures, the payment (exact cash on one key, split tender,
inline problems, change due), a failed sale giving the money back, a price below cost behind the
supervisor's PIN, and no sale without an open shift."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.counter.config.settings import Settings
from app.counter.papers.formatting import money_text
from app.domain.modules import Module
from app.domain.money import CURRENCY
from app.domain.tenders import CARD, CASH, UPI
from app.domain.till import Markup
from app.figures import amount_text
from app.journal.till import SaleState
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.registry import BOOK
from tests.journal.till_records import decisions
from tests.ui.conftest import CLERK, open_shift, screenshot, start_desk
from tests.ui.helpers.sales import (
    activate,
    figures,
    focused,
    press,
)
from tests.ui.helpers.sales import type_text as type_here
from tests.ui.helpers.supervisor import PIN, SUPERVISOR, answer_pin, set_pin
from tests.ui.helpers.till import review_activity, wait_for_result


def money(amount: Decimal) -> str:
    """An amount as the till shows it."""
    return money_text(amount, CURRENCY)


def test_the_review_shows_three_figures_and_enter_pays_exact_cash(
    sales_desk: Desk, sales_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk = sales_desk
    review, price = review_activity(desk, qtbot)
    assert price.module is Module.ACTIVITY and len(price.seats) == 2
    figures_shown = review.figures
    wallet = Decimal(figures_shown.wallet.text().removeprefix(f"{CURRENCY} ").replace(",", ""))
    assert review.total_label.text() == f"The wallet's total {money(wallet)}"
    assert figures_shown.collect.text() == money(price.total)
    assert figures_shown.margin.text() == money(price.total - wallet)
    # Published fares + GST, rounded to the rupee (the default): the bill says each line.
    assert price.total == price.fares + price.gst + price.markup + price.round_off
    assert price.total == price.total.to_integral_value()
    bill = review.figures.lines.text()
    assert f"Fare 2 x {amount_text(price.seats[0].published)}" in bill and "GST" in bill
    assert focused() is review.payment.tendered
    assert review.payment.change.text() == money(Decimal("0.00"))
    for width, height in ((1366, 768), (1280, 720)):
        desk.window.resize(width, height)
        screenshot(desk.window, f"till_review_{width}x{height}")
    before = figures(sales_sandbox)

    press(Qt.Key.Key_Return)  # the tendered left empty: exact cash, and Confirm

    wait_for_result(desk, qtbot)
    assert figures(sales_sandbox).bookings == before.bookings + 1
    result = desk.window.page(BOOK).result
    record = desk.services.journal.till.sale_of(result.ref_label.text())
    assert record is not None and record.state is SaleState.TAKEN
    assert record.payment.parts == (CASH.paid(price.total, tendered=price.total),)
    assert record.clerk == CLERK and record.receipt_no is not None
    assert record.receipt_no.startswith("C1/")
    assert record.receipt_no in result.receipt_label.text()
    assert result.figures.collect.text() == money(price.total)
    desk.window.resize(1366, 768)
    screenshot(desk.window, "till_result")


def test_a_split_payment_says_what_is_wrong_next_to_each_field_then_shows_the_change(
    sales_desk: Desk, sales_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk = sales_desk
    review, price = review_activity(desk, qtbot)
    panel = review.payment
    before = figures(sales_sandbox)
    panel.upi_amount.setText("200")
    panel.amounts[CARD].setText("100.00")
    panel.details[CARD][0].setText("12")
    panel.tendered.setFocus()
    press(Qt.Key.Key_Return)
    assert "UPI transaction reference" in panel.errors["upi"].text()
    assert "last 4 digits" in panel.errors["card"].text()
    assert "approval code" in panel.errors["card"].text()
    assert panel.errors["cash"].text() == ""
    assert review.confirm_button.isEnabled()  # nothing was sent: the sale waits for the fix
    assert "Tick Received" in panel.errors["upi"].text()
    panel.upi_reference.setText("412345678901")
    panel.upi_received.setChecked(True)
    panel.details[CARD][0].setText("4242")
    panel.details[CARD][1].setText("A1B2C3")
    panel.cash_amount.setText("1")
    panel.tendered.setFocus()
    press(Qt.Key.Key_Return)
    assert "still to pay" in panel.errors["total"].text()
    panel.cash_amount.clear()  # the cash part is what UPI and card leave
    panel.tendered.setFocus()
    type_here("1000")
    cash = price.total - Decimal("300.00")
    assert panel.change.text() == money(Decimal("1000.00") - cash)
    screenshot(desk.window, "till_review_split")
    assert figures(sales_sandbox).bookings == before.bookings

    press(Qt.Key.Key_Return)

    wait_for_result(desk, qtbot)
    result = desk.window.page(BOOK).result
    record = desk.services.journal.till.sale_of(result.ref_label.text())
    assert record is not None
    assert record.payment.parts == (
        CASH.paid(cash, tendered=Decimal("1000.00")),
        UPI.paid(Decimal("200.00"), "412345678901"),
        CARD.paid(Decimal("100.00"), "4242", "A1B2C3"),
    )
    assert f"change due {money(Decimal('1000.00') - cash)}" in result.receipt_label.text()


def test_a_refused_sale_says_not_booked_give_back_and_takes_nothing(
    make_desk: Any, run: Any, own_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk: Desk = make_desk()
    assert start_desk(desk, run, own_sandbox)
    activate(desk, qtbot)
    review, _price = review_activity(desk, qtbot, seats="1")
    # The wallet is emptied between the review and Confirm: the service refuses the sale.
    own_sandbox.context.db.connection().execute(
        "UPDATE wallets SET cash_paise = 0, utilized_paise = limit_paise"
    )
    review.payment.tendered.setFocus()
    type_here("2000")
    press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: review.state_label.text().startswith("Not booked"), timeout=10_000)
    assert review.state_label.text().startswith(f"Not booked: give back {money(Decimal(2000))}.")
    assert desk.services.journal.till.sales(state=SaleState.TAKEN) == []
    [returned] = desk.services.journal.till.sales(state=SaleState.RETURNED)
    assert returned.receipt_no is None
    screenshot(desk.window, "till_not_booked")


def test_a_price_below_cost_is_sent_only_with_a_supervisors_pin(
    make_desk: Any, run: Any, sales_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk: Desk = make_desk()
    settings = Settings(
        base_url=sales_sandbox.base_url, activity_markup=Markup(percent=Decimal("-60"))
    )
    open_shift(desk, settings)
    assert run(desk.start(settings, sales_sandbox.demo_key))
    activate(desk, qtbot)
    review, price = review_activity(desk, qtbot)
    assert review.margin is not None and review.margin.below_cost
    # Said in words, not by the red alone.
    assert review.figures.margin.text().endswith("(below cost)")
    assert "a supervisor must approve this price" in review.figures.note.text()
    assert price.markup_label.value == "Discount"
    before = figures(sales_sandbox)

    said = answer_pin([])  # the supervisor is not there: cancelled
    press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "needs a supervisor" in review.state_label.text())
    assert review.state_label.text() == "Not sent: a price below cost needs a supervisor's PIN."
    assert said == [] and figures(sales_sandbox) == before
    screenshot(desk.window, "till_below_cost_refused")
    assert desk.services.journal.till.pin_hash() is None

    # No PIN is set yet: a PIN typed at the till never becomes it; the dialog sends to Settings.
    said = answer_pin([PIN], shot="till_pin_unset")
    review.confirm_button.click()
    qtbot.waitUntil(lambda: len(said) == 1 and QApplication.activeModalWidget() is None)
    assert said == [
        "No supervisor PIN is set yet. The person who holds the API key sets it in Settings "
        "(Ctrl+6), typing the key again."
    ]
    assert desk.services.journal.till.pin_hash() is None and figures(sales_sandbox) == before

    set_pin(desk.services.journal.till)  # the key's holder sets it in Settings: now it approves
    said = answer_pin([PIN])
    review.confirm_button.click()
    wait_for_result(desk, qtbot)
    assert said == [""]
    [decision] = decisions(desk.services.journal.till)
    assert (decision.supervisor, decision.action) == (SUPERVISOR, "Price below cost")
    assert desk.services.journal.till.pin_hash() is not None
    assert figures(sales_sandbox).bookings == before.bookings + 1
