"""Every per-person price and GST figure shown for one sale, collected across the catalogue, the
slot table, the review (the customer's bill and the agency's), Lookup and the result's bill
(issue 79 item 3): a figure under one label is one number wherever it shows, and two figures
that differ (the customer's fare GST and the same GST on the agency's net; the customer's price
and the agency's net) each carry their own label. The agency's net per person is shown only
when "Show net fares" asks for it."""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import replace
from decimal import Decimal
from html import unescape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFormLayout, QLabel, QWidget
from pytestqt.qtbot import QtBot

from app.counter.config.settings import Settings
from app.domain.till import Markup
from app.ui.desk import Desk
from app.ui.models.bill import BillModel
from app.ui.models.passengers import FARE_COLUMN
from app.ui.models.schedules import RateModel
from app.ui.registry import BOOK
from app.ui.widgets.schedule_picker import SchedulePicker
from app.ui.widgets.slot_picker import NET_COLUMN
from tests.ui.conftest import SCREEN_SIZES, screenshot, settle_layouts
from tests.ui.helpers.after_sale import look_up
from tests.ui.helpers.catalogue import select, show_boats
from tests.ui.helpers.clipping import elided_cells, elided_titles, scrolled_out
from tests.ui.helpers.sales import (
    ACTIVITY,
    ALL_FLAGS_TRIP,
    DAY,
    NO_FLAGS_TRIP,
    press,
    type_customer,
    type_text,
)
from tests.ui.helpers.till import wait_for_result

ROW = re.compile(
    r"<tr><td>(?:<b>)?(.*?)(?:</b>)?</td><td align='right'>(?:<b>)?(.*?)(?:</b>)?</td></tr>"
)
PRICE_COLUMN = 3  # the slot table's customer's price per person
PER_PERSON = 3  # the departure's rates' customer's price per person


def issue_till(settings: Settings) -> Settings:
    """``settings`` with a 5 % service charge on boats and no round off (the issue's till)."""
    return replace(settings, boat_markup=Markup(percent=Decimal(5)), round_to=0)


def bill_pairs(model: BillModel) -> list[tuple[str, str]]:
    """The (label, amount) of each line of a bill."""
    return [(model.text_at(row, 0), model.text_at(row, 1)) for row in range(model.rowCount())]


def plain(text: str) -> str:
    return unescape(text).replace("\N{NO-BREAK SPACE}", " ").strip()


def test_one_sales_figures_agree_by_label_and_differ_by_name(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    desk = sales_desk
    window = desk.window
    window.resize(1366, 768)
    seen: list[tuple[str, str, str]] = []  # (where, label, figure)

    # The catalogue: the customer's price per person (a range over its fares).
    screen = window.catalogue
    screen.toolbar.set_travel_date(DAY)
    qtbot.waitUntil(lambda: not screen.list_state.text().startswith("Loading"))
    select(screen, ACTIVITY)
    row = screen.table.currentIndex().row()
    proxy = screen.proxy
    price_column = proxy.columnCount() - 1
    catalogue_title = proxy.headerData(price_column, Qt.Orientation.Horizontal)
    catalogue_price = plain(proxy.index(row, price_column).data())

    # The slot table: the same title, the slot's own price inside the catalogue's range; the
    # net per person hidden until "Show net fares" is ticked.
    screen.table.setFocus()
    press(Qt.Key.Key_Return)
    slots = screen.availability.slots
    qtbot.waitUntil(
        lambda: slots.table.hasFocus() and slots.state_label.text().endswith("bookable")
    )
    slot_model = slots.table.model()
    slot_title = slot_model.headerData(PRICE_COLUMN, Qt.Orientation.Horizontal)
    slot_row = slots.table.currentIndex().row()
    per_person = plain(slot_model.index(slot_row, PRICE_COLUMN).data())
    assert slot_title == catalogue_title
    assert per_person.replace("INR ", "") in catalogue_price.replace("INR ", "") or (
        "–" in catalogue_price
    )
    seen.append(("slot table", slot_title, per_person))
    assert slots.table.isColumnHidden(NET_COLUMN)  # the customer's terms only
    screenshot(window, "figures_slot_table_1366x768")
    screen.net_fares.setChecked(True)
    assert not slots.table.isColumnHidden(NET_COLUMN)
    net_title = slot_model.headerData(NET_COLUMN, Qt.Orientation.Horizontal)
    assert net_title != slot_title  # the agency's net says what it is
    screen.net_fares.setChecked(False)
    assert slots.table.isColumnHidden(NET_COLUMN)

    # The review: the customer's bill and the agency's, each line with its label.
    slots.table.setFocus()
    press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.current() is BOOK)
    type_customer()
    type_text("2")
    press(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    book = window.page(BOOK)
    review = book.review
    qtbot.waitUntil(lambda: book.currentWidget() is review)
    customer = [(plain(a), plain(b)) for a, b in ROW.findall(review.figures.lines.text())]
    agency = bill_pairs(review.bill)
    assert customer and agency
    seen += [("customer's bill", label, figure) for label, figure in customer]
    seen += [("agency's bill", label, figure) for label, figure in agency]
    screenshot(window, "figures_review_1366x768")
    customer_gst = [
        (label, figure) for label, figure in customer if "GST" in label and "%" in label
    ]
    agency_gst = [(label, figure) for label, figure in agency if "GST" in label]
    assert customer_gst and agency_gst
    # The same fare GST on two bases: different figures, so different labels.
    for (c_label, c_figure), (a_label, a_figure) in zip(customer_gst, agency_gst, strict=False):
        if c_figure != a_figure:
            assert c_label != a_label and "net" in a_label, (c_label, a_label)
    total = review.figures.collect.text()

    # Paid; the result's bill and Lookup's card.
    press(Qt.Key.Key_Return)
    wait_for_result(desk, qtbot)
    result = book.result
    seen += [("result's bill", label, figure) for label, figure in bill_pairs(result.bill)]
    ref = result.ref_label.text()
    lookup = look_up(desk, qtbot, ref)
    card = lookup.card
    qtbot.waitUntil(lambda: bool(card.gst_label.text()))
    for form in card.findChildren(QFormLayout):
        for line in range(form.rowCount()):
            title = form.itemAt(line, QFormLayout.ItemRole.LabelRole)
            field = form.itemAt(line, QFormLayout.ItemRole.FieldRole)
            if title is None or field is None:
                continue
            name, figure = title.widget(), field.widget()
            if isinstance(name, QLabel) and isinstance(figure, QLabel):
                shown = plain(re.sub(r"<[^>]+>", "", figure.text()))
                if re.search(r"\d", shown):  # a figure, not a dash for none
                    seen.append(("Lookup", plain(re.sub(r"<[^>]+>", "", name.text())), shown))
    assert any(where == "Lookup" for where, _label, _figure in seen)
    # The customer's price: the review's large figure, the card's, one number.
    card_total = plain(re.sub(r"<[^>]+>", "", card.customer_total_label.text()))
    assert card_total.replace("INR ", "") == plain(total).replace("INR ", "")
    screenshot(window, "figures_lookup_1366x768")

    # One label, one number, wherever it shows.
    by_label: dict[str, set[str]] = defaultdict(set)
    for _where, label, amount in seen:
        by_label[label].add(amount.replace("INR ", "").replace("-", "−").strip())
    assert {label: figures for label, figures in by_label.items() if len(figures) > 1} == {}


def rate_prices(picker: SchedulePicker) -> dict[tuple[str, str], str]:
    """The departure's customer's price per person by (ticket, nationality)."""
    rates = picker.rates
    return {
        (rates.text_at(row, 0), rates.text_at(row, 2)): rates.text_at(row, PER_PERSON)
        for row in range(rates.rowCount())
    }


def whole_at_both_sizes(window: QWidget, part: QWidget, name: str) -> None:
    """``window`` pictured at a counter's two sizes, nothing of ``part``'s figures or titles cut
    or behind a scroll bar; back at 1366x768 after."""
    for width, height in SCREEN_SIZES:
        window.resize(width, height)
        settle_layouts()
        screenshot(window, f"{name}_{width}x{height}")
        assert elided_cells(part) == [] and scrolled_out(part) == [], (width, height)
        assert elided_titles(part) == [], (width, height)
    window.resize(1366, 768)
    settle_layouts()


def open_departure(desk: Desk, qtbot: QtBot, trip: str) -> SchedulePicker:
    """The first departure of ``trip`` on DAY opened in the catalogue, its rates shown."""
    desk.window.resize(1366, 768)
    screen = show_boats(desk, qtbot)
    screen.toolbar.set_travel_date(DAY)
    qtbot.waitUntil(lambda: not screen.list_state.text().startswith("Loading"))
    select(screen, trip)
    screen.table.setFocus()
    press(Qt.Key.Key_Return)
    picker = screen.availability.schedules
    qtbot.waitUntil(lambda: picker.table.hasFocus() and picker.rates.rowCount() > 0)
    return picker


def test_one_boat_seat_shows_one_customer_price_in_the_rates_and_the_passenger_list(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    desk = sales_desk
    # The issue's figures: a 5 % service charge, no round off; an adult to Havelock pays the
    # boat fare 1,150.00 and the permit 50.00, 5 % fare GST on the boat fare, and the charge.
    desk.connection.settings = issue_till(desk.connection.settings)
    window = desk.window
    picker = open_departure(desk, qtbot, ALL_FLAGS_TRIP)
    rates = picker.rates
    title = rates.headerData(PER_PERSON, Qt.Orientation.Horizontal)
    assert title == "Per person incl. GST"
    prices = rate_prices(picker)
    assert prices[("Adult", "Indian")] == "INR 1,317.50"
    assert prices[("Child", "Indian")] == "INR 785.25"  # 690 + 25, 34.50 GST, 35.75 charge
    # The list's range and the detail pane's rate card: the same seats at the same prices.
    screen = window.catalogue
    proxy = screen.proxy
    price_column = proxy.columnCount() - 1
    assert proxy.headerData(price_column, Qt.Orientation.Horizontal) == title
    listed = plain(proxy.index(screen.table.currentIndex().row(), price_column).data())
    by_amount = sorted(prices.values(), key=lambda text: Decimal(text[4:].replace(",", "")))
    assert listed == f"{by_amount[0]} – {by_amount[-1]}"  # INR 165.00 – INR 2,120.00
    card = screen.detail.toPlainText().split("Rates", 1)[1]
    assert all(price in card for price in prices.values()), card
    # The agency's figures only when asked, each with a title of its own.
    hidden = [picker.rates_table.isColumnHidden(column) for column in RateModel.NET_COLUMNS]
    assert hidden == [True] * 4
    whole_at_both_sizes(window, picker, "figures_boat_rates")
    screen.net_fares.setChecked(True)
    assert not any(picker.rates_table.isColumnHidden(c) for c in RateModel.NET_COLUMNS)
    titles = [rates.headerData(c, Qt.Orientation.Horizontal) for c in RateModel.NET_COLUMNS]
    assert titles == ["Boat fare", "Permit fare", "Fare before GST", "Net price"]
    assert rates.text_at(0, RateModel.NET_COLUMNS[2]) == "INR 1,200.00"  # the bill's "Fare"
    whole_at_both_sizes(window, picker, "figures_boat_rates_net")
    screen.net_fares.setChecked(False)

    # Booked: each passenger's seat at the price its rate showed, not the wallet's net.
    press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.current() is BOOK)
    form = window.page(BOOK).form
    people = form.people
    for line in ("Ravi Kumar, 34, M", "Anu Rao, 9, F"):
        people.quick_passenger.setText(line)
        assert people.add_quick_passenger()
    model = people.model
    assert model.headerData(FARE_COLUMN, Qt.Orientation.Horizontal) == (
        "Ticket, per person incl. GST"
    )
    shown = [model.index(row, FARE_COLUMN).data() for row in range(model.rowCount())]
    assert shown == ["Adult · Indian · INR 1,317.50", "Child · Indian · INR 785.25"]
    whole_at_both_sizes(window, people, "figures_boat_passengers")


def test_a_one_passenger_boat_sale_costs_what_its_seat_showed(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    desk = sales_desk
    desk.connection.settings = issue_till(desk.connection.settings)
    picker = open_departure(desk, qtbot, NO_FLAGS_TRIP)
    seat = rate_prices(picker)[("Adult", "Indian")]
    press(Qt.Key.Key_Return)
    window = desk.window
    qtbot.waitUntil(lambda: window.current() is BOOK)
    type_customer()
    people = window.page(BOOK).form.people
    people.quick_passenger.setText("Ravi Kumar, 34, M")
    assert people.add_quick_passenger()
    assert people.model.index(0, FARE_COLUMN).data() == f"Adult · Indian · {seat}"
    press(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    book = window.page(BOOK)
    qtbot.waitUntil(lambda: book.currentWidget() is book.review)
    # One seat: the customer's price on the review is the seat's, to the paisa.
    assert plain(book.review.figures.collect.text()) == seat
    screenshot(window, "figures_boat_review_1366x768")
