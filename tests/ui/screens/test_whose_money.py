"""Whose money: the Book screen, History and Lookup name what the customer paid (and how, and
what was given back) apart from what the wallet was charged, as a clerk reads them."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFormLayout, QLabel
from pytestqt.qtbot import QtBot

from app.counter.papers.formatting import money_text
from app.domain.money import CURRENCY
from app.domain.tenders import CASH
from app.domain.till import Markup
from app.figures import amount_text
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.registry import BOOK, HISTORY
from app.ui.widgets.booking_card import BookingCard
from tests.counter.disrupted_sales import sell_party
from tests.sandbox.helpers import NO_FLAGS_TRIP_SCHEDULE
from tests.ui.conftest import screenshot
from tests.ui.helpers.after_sale import book_boat, confirm, look_up, quote
from tests.ui.helpers.history import chosen_detail
from tests.ui.helpers.sales import ACTIVITY, choose, press, type_customer
from tests.ui.helpers.sales import type_text as type_here
from tests.ui.helpers.tables import cells
from tests.ui.helpers.till import sell_exact_cash, wait_for_result
from tests.ui.screens.test_refund_quote import open_sale

# Fifty rupees a seat on top of the published fare: the customer's price is not the wallet's.
MARKUP = Markup(per_seat=Decimal("50"))
NOTE = Decimal("500")


def rupees(amount: Decimal) -> str:
    """An amount as the sentences write it."""
    return money_text(amount, CURRENCY)


def test_the_customer_s_money_and_the_wallet_s_are_named_apart_everywhere(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    desk = sales_desk
    desk.connection.settings = replace(desk.connection.settings, activity_markup=MARKUP)
    choose(desk, qtbot, ACTIVITY)
    type_customer()
    type_here("2")
    form = desk.window.page(BOOK).form
    assert form.flow is not None
    wallet = form.flow.breakdown().total
    said = form.price_label.text()
    assert "Total so far" not in said  # one figure was read as the customer's
    assert f"wallet charged {rupees(wallet)}" in said
    desk.window.resize(1366, 768)
    screenshot(desk.window, "book_customer_and_wallet")

    press(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    review = desk.window.page(BOOK).review
    qtbot.waitUntil(lambda: desk.window.page(BOOK).currentWidget() is review)
    price = desk.controller(BOOK).price
    assert price is not None and price.total == price.fares + price.gst + price.markup
    assert price.markup == Decimal("100.00") and price.total != wallet
    # The figure the form showed as the customer's is the one the review collects.
    assert f"Total incl. GST <b>{rupees(price.total)}</b>" in said
    handed = (price.total // NOTE + 1) * NOTE  # the customer hands over notes of 500
    type_here(str(handed))
    press(Qt.Key.Key_Return)
    wait_for_result(desk, qtbot)
    ref = desk.window.page(BOOK).result.ref_label.text()
    sale = desk.services.journal.till.sale_of(ref)
    assert sale is not None and sale.payment.parts == (CASH.paid(price.total, tendered=handed),)
    change = handed - price.total

    desk.window.show_screen(HISTORY)
    history = desk.window.page(HISTORY)
    # The day totals are shown a loop turn after the bookings.
    # The day's line and, under it, its one tender's.
    qtbot.waitUntil(lambda: history.model.rowCount() == 1 and history.days.rowCount() == 2)
    row = cells(history.model)
    assert row["Customer paid"] == f"{amount_text(price.total)} Cash"
    assert row["Wallet charged"] == amount_text(wallet)
    assert "Total" not in row and "Cash" not in row
    day = cells(history.days)
    assert day["Customers paid"] == amount_text(price.total)
    # What was given back to the customers and what the till kept, by the books (issue 93).
    assert day["Given back"] == amount_text(Decimal("0.00"))
    assert day["Net paid"] == amount_text(price.total)
    assert day["Wallet charged"] == amount_text(wallet)
    assert day["From wallet balance"] == amount_text(wallet)  # the wallet had the balance
    assert day["On wallet credit"] == amount_text(Decimal("0.00"))
    cash = cells(history.days, 1)
    assert (cash["Day"], cash["Customers paid"], cash["Wallet charged"]) == (
        "by Cash",
        amount_text(price.total),  # what the drawer kept: the change is no part of it
        "",
    )
    detail = chosen_detail(qtbot, history, 0)
    assert detail == (
        # What was paid is the books' (issue 93), what was tendered and the change apart:
        # 031aec36 said "The customer paid" the 1,000.00 tendered.
        f"The customer paid {rupees(price.total)} (Cash {rupees(price.total)})."
        f" Cash tendered {rupees(handed)}, change {rupees(change)}."
        " Nothing was given back."
        f" The wallet was charged {rupees(wallet)} ({rupees(wallet)} from its balance,"
        f" {rupees(Decimal('0.00'))} on credit)."
    )
    screenshot(desk.window, "history_whose_money")
    desk.window.resize(1280, 720)  # two money columns more: still readable on a smaller screen
    screenshot(desk.window, "history_whose_money_1280x720")
    desk.window.resize(1366, 768)

    lookup = look_up(desk, qtbot, ref)
    note = lookup.card.counter_label.text()
    assert note.startswith("Sold here ") and ": 2 seats." in note
    assert detail in note
    assert "cash," not in note  # the wallet's cash and credit are not read as the customer's
    assert lookup.card.customer_total_label.text() == f"<b>{money_text(price.total)}</b>"
    screenshot(desk.window, "lookup_whose_money")


def test_a_sale_paid_in_exact_cash_says_nothing_was_given_back(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    desk = sales_desk
    choose(desk, qtbot, ACTIVITY)
    type_customer()
    type_here("1")
    press(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    review = desk.window.page(BOOK).review
    qtbot.waitUntil(lambda: desk.window.page(BOOK).currentWidget() is review)
    press(Qt.Key.Key_Return)  # exact cash: nothing to give back
    wait_for_result(desk, qtbot)
    desk.window.show_screen(HISTORY)
    history = desk.window.page(HISTORY)
    qtbot.waitUntil(lambda: history.model.rowCount() >= 1)
    assert "Nothing was given back." in chosen_detail(qtbot, history, 0)


def title_of(card: BookingCard, figure: QLabel) -> str:
    """The words the card puts before ``figure``."""
    for layout in card.findChildren(QFormLayout):
        title = layout.labelForField(figure)
        if isinstance(title, QLabel):
            return title.text()
    raise AssertionError("the figure has no title")


def test_lookup_names_the_wallet_s_figures_and_the_customer_s_price_apart(
    sales_desk: Desk, sales_sandbox: EmbeddedSandbox, qtbot: QtBot, run: Any
) -> None:
    desk = sales_desk
    counter = desk.connection.settings.counter_code
    shift = desk.services.journal.till.open_shift_of(counter)
    assert shift is not None
    ref, price = run(
        sell_party(
            sales_sandbox,
            desk.connection.client,
            desk.services.journal,
            ["Asha Rao", "Ravi Kumar"],
            schedule_id=NO_FLAGS_TRIP_SCHEDULE,
            counter=counter,
            shift_id=shift.shift_id,
        ),
        30_000,
    )
    card = look_up(desk, qtbot, ref).card
    status = card.status
    assert status is not None and status.financial_breakdown is not None
    wallet = status.financial_breakdown.total_price
    assert wallet != price.total  # the till's price is not the wallet's
    # The service's figures are the wallet's: its total is what the wallet was charged.
    assert card.total_label.text() == money_text(wallet)
    assert title_of(card, card.total_label) == "Wallet charged"
    # The customer's price, sold at this counter, beside it under its one name.
    assert card.customer_total_label.isVisible()
    assert card.customer_total_label.text() == f"<b>{money_text(price.total)}</b>"
    assert title_of(card, card.customer_total_label) == "<b>Total incl. GST</b>"
    desk.window.resize(1366, 768)
    screenshot(desk.window, "lookup_boat_whose_money")

    # Sold elsewhere: the counter does not know the customer's price, and says none.
    other = run(book_boat(desk.connection.client, "Lata Iyer"))
    card = look_up(desk, qtbot, other.booking_ref).card
    assert not card.customer_total_label.isVisible()
    assert title_of(card, card.total_label) == "Wallet charged"


def test_history_says_what_the_customer_got_back_and_the_wallet_s_credit_by_name(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    """A cancelled sale's line in History: the customer's refund (what the clerk handed back)
    is the refund it names, the wallet's credit named as the wallet's (they differ: the
    customer's price is not the wallet's)."""
    desk = sales_desk
    desk.connection.settings = replace(desk.connection.settings, activity_markup=MARKUP)
    sell_exact_cash(desk, qtbot)
    ref = desk.window.page(BOOK).result.ref_label.text()
    screen = open_sale(desk, qtbot)
    (whole,) = quote(screen, qtbot)
    confirm(screen, qtbot, 0)
    panel = screen.customer_refund
    qtbot.waitUntil(lambda: panel.isVisible() and panel.record_button.isEnabled())
    panel.record_button.click()  # the rule's amount, in cash
    qtbot.waitUntil(lambda: panel.state.text().startswith("Recorded"))
    (given,) = desk.services.journal.till.refunds_of(ref)
    assert given.amount != whole.net_refund  # the customer's figure is not the wallet's

    desk.window.show_screen(HISTORY)
    history = desk.window.page(HISTORY)
    qtbot.waitUntil(lambda: history.model.rowCount() == 1)
    detail = chosen_detail(qtbot, history, 0)
    assert f"customer refund {rupees(given.amount)} by Cash" in detail
    assert f"wallet credited {rupees(whole.net_refund)}" in detail
    assert f"refund {rupees(whole.net_refund)}" not in detail
    assert cells(history.model)["Wallet refunded"] == amount_text(whole.net_refund)
    desk.window.resize(1366, 768)
    screenshot(desk.window, "history_customer_refund")
