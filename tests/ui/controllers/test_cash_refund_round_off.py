"""A cash sale of a till that rounds nothing, its departure cancelled by the operator: the refund
owed has paise, offered on Lookup as owed; recorded, the clerk is told to hand over whole
rupees, the drawer expects what left it, and the Z report prints the round off under the cash
out."""

from __future__ import annotations

from dataclasses import replace
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app.books.queries import BookQueries
from app.counter.papers.formatting import money_text
from app.domain.modules import Module
from app.domain.money import CURRENCY, money
from app.domain.till import Markup, TillRules
from app.figures import amount_text
from app.sandbox import EmbeddedSandbox
from app.ui.registry import HISTORY, LOOKUP, SHIFT
from tests.counter.disrupted_sales import sold_then_cancelled
from tests.ui.conftest import OPENING_FLOAT, screenshot, started_desk
from tests.ui.helpers.after_sale import look_up
from tests.ui.helpers.disrupted import at_till, cancelled_at_desk, watch_finds
from tests.ui.helpers.drawer import z_closed, z_on_the_roll
from tests.ui.helpers.history import chosen_detail
from tests.ui.helpers.rebook import DAY as REBOOK_DAY
from tests.ui.helpers.rebook import rebooked


def rupees(amount: Decimal) -> str:
    """``INR 1,554.00``, as the card's sentences write an amount."""
    return money_text(amount, CURRENCY)


# A service charge of 10.35 a seat and no rounding: the sale's total keeps its paise.
NO_ROUNDING = TillRules(markups={Module.BOAT: Markup(per_seat=Decimal("10.35"))}, round_to=0)


def test_a_cash_refund_with_paise_is_handed_out_in_rupees_and_the_z_report_says_so(
    make_desk: Any, run: Any, own_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk = started_desk(make_desk, run, own_sandbox)
    desk.connection.settings = replace(desk.connection.settings, round_to=0)
    ref, price = cancelled_at_desk(desk, run, own_sandbox, rules=NO_ROUNDING)
    paid = price.total
    assert paid % 1, paid  # paise in the cash taken, and so in the refund owed
    handed = money(paid.quantize(Decimal(1), rounding=ROUND_HALF_UP))
    watch_finds(desk, run, qtbot)

    screen = look_up(desk, qtbot, ref)
    refund = screen.customer_refund
    qtbot.waitUntil(lambda: refund.isVisible() and refund.record_button.isEnabled())
    assert refund.amount.text() == f"{paid:.2f}"  # owed to the paisa
    # History's line of the booking says it is owed, until it is paid.
    history = desk.window.page(HISTORY)
    desk.window.show_screen(HISTORY)
    qtbot.waitUntil(lambda: history.model.rowCount() == 1)
    assert f"Still owed to the customer: {rupees(paid)}, not yet paid." in (
        chosen_detail(qtbot, history, 0)
    )
    desk.window.show_screen(LOOKUP)
    assert (
        f"{money_text(paid)} owed to the customer, not yet paid" in screen.card.state_label.text()
    )
    QTest.mouseClick(refund.record_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: refund.state.text().startswith("Recorded"), timeout=15_000)
    assert refund.state.text().startswith(f"Recorded: give back INR {money_text(handed)} by Cash.")
    assert "Still owed" not in refund.state.text()
    [payment] = desk.services.journal.till.refunds_of(ref)
    assert (payment.amount, payment.round_off) == (paid, handed - paid)
    # What the panel says to hand over is the books' query: what left the drawer.
    till = desk.services.journal.till
    books = BookQueries(till.books_connection()).paid_out([payment.payment_id])
    assert (books.settled, books.handed) == (paid, handed)
    # The card says it at once: nothing owed now, and what the customer was handed.
    card = screen.card
    qtbot.waitUntil(lambda: "owed" not in card.state_label.text())
    assert f"Given back to the customer: {rupees(handed)} (Cash {rupees(handed)})." in (
        card.counter_label.text()
    )
    desk.window.resize(1366, 768)
    screenshot(desk.window, "lookup_cash_refund_round_off_1366x768")
    # History's line too, with nothing said owed any more.
    desk.window.show_screen(HISTORY)
    gave = f"Given back to the customer: {rupees(handed)} (Cash {rupees(handed)})."
    qtbot.waitUntil(lambda: gave in history.detail_label.text())
    assert "Still owed" not in history.detail_label.text()

    desk.window.show_screen(SHIFT)
    panel = desk.window.page(SHIFT).drawer
    panel.x_button.click()
    assert panel.figures["cash_out"].text() == money_text(handed)
    expected = OPENING_FLOAT + paid - handed
    assert panel.figures["expected"].text() == money_text(expected)
    # The Drawer tab names the round off within the cash out, as the X and Z reports print it:
    # the counted drawer is checked by hand against refunds settled plus their round off.
    round_off = panel.figures["refund_round_off"]
    assert round_off.text() == money_text(handed - paid)
    assert round_off.isVisibleTo(panel)
    screen_of_shift = desk.window.page(SHIFT)
    screen_of_shift.tabs.setCurrentWidget(screen_of_shift.below)
    desk.window.resize(1366, 768)
    screenshot(desk.window, "till_drawer_cash_round_off_1366x768")

    text = z_closed(desk, qtbot, expected)

    assert (
        f"- Cash out for refunds {money_text(handed)}"
        f" of which round off to whole rupees {round_off.text()}"
    ) in text, text
    z_on_the_roll(desk, "z_report_cash_round_off_roll_80mm")


def test_a_rebooks_difference_given_back_in_cash_prints_its_round_off(
    make_desk: Any, run: Any, own_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    # The party paid 1,553.52 in cash; rebooked onto a cheaper departure, the difference goes
    # back in cash: whole rupees, the exchange's receipt says its round off under it.
    desk = started_desk(make_desk, run, own_sandbox)
    ref = at_till(sold_then_cancelled, desk, run, own_sandbox, day=REBOOK_DAY, rules=NO_ROUNDING)
    desk.watch.count()
    dialog = rebooked(desk, qtbot, ref)

    new_ref = desk.services.journal.exchanges.exchanged_for(ref)
    assert new_ref is not None
    plan = desk.services.journal.exchanges.exchange_of(new_ref)
    assert plan is not None and plan.cancel_request_id is not None
    given = desk.services.journal.till.refund(plan.cancel_request_id)
    assert given is not None and given.round_off  # paise in the difference, rounded away
    assert given.handed == given.handed.to_integral_value()
    receipt = " ".join(dialog.receipt.toPlainText().split())
    back, round_off = amount_text(given.amount), amount_text(given.round_off)
    assert f"Given back to the customer {back} Round off {round_off}" in receipt, receipt
