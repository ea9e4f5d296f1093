"""History's day totals as staff read them after a sale paid by UPI and cash is cancelled and
part of its refund given back: the day's customers' money (what they paid, what was given back
to them, the net) and, under it, each tender's part of the three, each figure the books' and
the tenders' lines adding up to the day's (issue 93)."""

from __future__ import annotations

from decimal import Decimal

from pytestqt.qtbot import QtBot

from app.books.queries import BookQueries
from app.counter.papers.formatting import money_text
from app.domain.money import CURRENCY
from app.domain.tenders import CASH, UPI
from app.figures import amount_text, day_text
from app.ui.desk import Desk
from app.ui.registry import HISTORY
from tests.ui.conftest import screenshot
from tests.ui.helpers.clicks import clerk_click
from tests.ui.helpers.history import chosen_detail
from tests.ui.helpers.tables import cells
from tests.ui.screens.test_history import columns_fit
from tests.ui.screens.test_two_tender_refund import give_address, sold_and_cancelled

CUSTOMERS = ("Customers paid", "Given back", "Net paid")
WALLET = ("Bookings", "Wallet charged", "From wallet balance", "On wallet credit")


def amount(text: str) -> Decimal:
    """An amount as a cell shows it (``4,185.00``)."""
    return Decimal(text.replace(",", ""))


def books_of(desk: Desk) -> BookQueries:
    """The books of the desk's journal, to be asked."""
    return BookQueries(desk.services.journal.till.books_connection())


def test_history_s_day_totals_say_each_tender_s_taken_given_back_and_net_by_the_books(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    desk = sales_desk
    screen, owed = sold_and_cancelled(desk, qtbot)  # paid by UPI and cash, cancelled whole
    refund = screen.customer_refund
    assert refund.paid_by() is CASH
    give_address(refund)
    clerk_click(refund.record_button)  # the cash part given back; the UPI part still owed
    qtbot.waitUntil(lambda: refund.state.text().startswith("Recorded"), timeout=15_000)

    desk.window.show_screen(HISTORY)
    history = desk.window.page(HISTORY)
    # The day's line, then a line for each tender that took or gave back money.
    qtbot.waitUntil(lambda: history.model.rowCount() == 1 and history.days.rowCount() == 3)
    qtbot.waitUntil(lambda: history.tables_built and history.days_table.isVisible())
    qtbot.waitUntil(lambda: columns_fit(history.days_table))  # the tenders' lines whole too
    desk.window.resize(1366, 768)
    screenshot(desk.window, "history_day_totals_by_tender")
    day_line, *tender_lines = (cells(history.days, n) for n in range(history.days.rowCount()))
    [(day, books)] = books_of(desk).days_of_sale().items()
    flows, customers = books.tenders, books.customers
    assert day_line["Day"] == day_text(day) and day_line["Bookings"] == "1"
    assert [day_line[title] for title in CUSTOMERS] == [
        amount_text(customers.taken),
        amount_text(customers.given_back),
        amount_text(customers.net),
    ]
    # Each tender's line, named, says what the books say it took, gave back and kept.
    assert [line["Day"] for line in tender_lines] == ["by Cash", "by UPI"]
    for line, kind in zip(tender_lines, (CASH, UPI), strict=True):
        assert [line[title] for title in CUSTOMERS] == [
            amount_text(flows.taken[kind]),
            amount_text(flows.given[kind]),
            amount_text(flows.net(kind)),
        ], kind
        assert [line[title] for title in WALLET] == [""] * len(WALLET)  # the wallet's: no tender
    # The cash part was given back, the UPI part is still owed: nothing went back by UPI.
    assert amount(tender_lines[0]["Given back"]) == owed[CASH] > 0
    assert amount(tender_lines[1]["Given back"]) == 0
    assert amount(tender_lines[1]["Net paid"]) == amount(tender_lines[1]["Customers paid"])
    # The lines add up to the day's, as staff read them.
    for title in CUSTOMERS:
        assert sum(amount(line[title]) for line in tender_lines) == amount(day_line[title])
    assert amount(day_line["Given back"]) > 0  # the day's gross is not its net
    assert amount(day_line["Net paid"]) < amount(day_line["Customers paid"])

    # The booking's cancellation names what its refund gave the customer back, by the books.
    ref = history.model.nth_row(0).booking_ref
    [given] = books_of(desk).settled_by_cancellation(ref).values()
    said = chosen_detail(qtbot, history, 0)
    assert f"(customer refund {money_text(given, CURRENCY)} by Cash; wallet credited" in said
    assert given == owed[CASH]

    # Enter on a tender's line, as on its day's, lists that day's bookings only.
    history.days_table.setCurrentIndex(history.days.index(2, 0))
    history.days_table.activated.emit(history.days.index(2, 0))
    qtbot.waitUntil(lambda: history.day_check.isChecked() and history.day == day)
