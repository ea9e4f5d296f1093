"""The catalogue's price column is what the customer pays (the fare with its GST and the agency's
service charge, rounded as the till rounds), the net fares one tick away."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app.counter.papers.formatting import money_text
from app.domain.modules import Module
from app.domain.money import CURRENCY
from app.domain.till import Markup, SeatFare, customer_price
from app.ui.desk import Desk
from app.ui.screens.catalogue import CatalogueScreen
from tests.ui.conftest import screenshot
from tests.ui.helpers.catalogue import open_item, select, show_boats
from tests.ui.helpers.sales import NO_FLAGS_TRIP

SCUBA = "Scuba Diving at North Bay"


def price_cell(screen: CatalogueScreen, name: str) -> tuple[str, str]:
    """The price column's heading and the cell of row ``name``."""
    model = screen.table.model()
    column = model.columnCount() - 1
    heading = str(model.headerData(column, Qt.Orientation.Horizontal))
    for row in range(model.rowCount()):
        if model.index(row, 0).data() == name:
            return heading, str(model.index(row, column).data())
    raise AssertionError(f"{name} is not listed")


def test_the_price_column_shows_the_customer_s_price_and_the_net_on_demand(
    desk: Desk, qtbot: QtBot
) -> None:
    markup = Markup(per_seat=Decimal("50"))
    desk.connection.settings = replace(desk.connection.settings, activity_markup=markup)
    screen = desk.window.catalogue
    entry = next(e for e in screen.model.rows if e.name == SCUBA)
    pricing = entry.item.pricing  # type: ignore[union-attr]
    gst = entry.item.policies.gst_percentage
    rules = desk.connection.settings.till_rules
    lowest, highest = pricing.min_available_fare, pricing.max_available_fare
    assert lowest is not None and highest is not None
    low, high = (
        customer_price(entry.module, [SeatFare(fare)], gst, rules).total
        for fare in (lowest, highest)
    )
    assert low > lowest + Decimal("50")  # GST and the service charge in
    desk.window.catalogue.model.layoutChanged.emit()
    heading, cell = price_cell(screen, SCUBA)
    assert heading == "Per person incl. GST"
    assert cell == f"{money_text(low, CURRENCY)} – {money_text(high, CURRENCY)}"
    for width, height in ((1366, 768), (1280, 720)):
        desk.window.resize(width, height)
        screenshot(desk.window, f"catalogue_customer_prices_{width}x{height}")
    screen.net_fares.setFocus()
    QTest.keyClick(screen.net_fares, Qt.Key.Key_Space)  # the net, on demand
    heading, cell = price_cell(screen, SCUBA)
    assert heading == "Net fare"
    assert cell == entry.price  # the catalogue's own fares
    QTest.keyClick(screen.net_fares, Qt.Key.Key_Space)
    assert price_cell(screen, SCUBA)[0] == "Per person incl. GST"


def test_a_boat_s_price_range_reaches_the_foreign_adult_s_fare(
    desk: Desk, qtbot: QtBot, run: Any
) -> None:
    """The content lists a boat's fares by ticket type only (the lowest of the nationality
    classes): the list's range ended below what a foreign adult pays. It is now the range of
    the departure's own rates, every class."""
    screen = show_boats(desk, qtbot)
    found = run(desk.connection.client.search_availability(Module.BOAT, screen.toolbar.travel_date))
    entry = next(e for e in screen.model.rows if e.name == NO_FLAGS_TRIP)
    (departure,) = [d for d in found.data if d.schedule_id == entry.item_id]
    content = max(rate.mrp for rate in entry.item.rates)  # type: ignore[union-attr]
    dearest = max(rate.mrp for rate in departure.rates)
    assert dearest > content  # a foreign adult pays more than the content's highest line
    fares = entry.fares
    assert fares is not None and fares.high == dearest
    rules = desk.connection.settings.till_rules
    low, high = (
        customer_price(entry.module, [SeatFare(fare)], fares.gst_percentage, rules).total
        for fare in (fares.low, fares.high)
    )
    assert price_cell(screen, NO_FLAGS_TRIP) == (
        "Per person incl. GST",
        f"{money_text(low, CURRENCY)} – {money_text(high, CURRENCY)}",
    )
    screen.net_fares.setFocus()
    QTest.keyClick(screen.net_fares, Qt.Key.Key_Space)
    assert price_cell(screen, NO_FLAGS_TRIP)[1].endswith(money_text(dearest, CURRENCY))
    desk.window.resize(1366, 768)
    screenshot(desk.window, "catalogue_boat_prices")


def test_a_cruise_whose_infants_travel_free_is_priced_from_its_paid_tickets(
    desk: Desk, qtbot: QtBot
) -> None:
    """North Bay's cruise carries infants free: its range read "INR 0.00 – …". The list and the
    detail pane now price it from the cheapest paid ticket; the rates say the infant's "Free"."""
    screen = show_boats(desk, qtbot)
    entry = next(e for e in screen.model.rows if e.name == NO_FLAGS_TRIP)
    assert entry.fares is not None and entry.fares.low > 0
    rules = desk.connection.settings.till_rules
    low = customer_price(
        Module.BOAT, [SeatFare(entry.fares.low)], entry.fares.gst_percentage, rules
    )
    cell = price_cell(screen, NO_FLAGS_TRIP)[1]
    assert cell.startswith(money_text(low.total, CURRENCY) + " – "), cell
    assert "INR 0.00" not in cell
    select(screen, NO_FLAGS_TRIP)
    text = " ".join(screen.detail.toPlainText().split())
    assert "No fare: Infant (0-1) (not in this range)." in text, text
    # Each class's own rate, as the departure's rates and its passengers price it.
    assert "Infant 0-1 Indian Free" in text and "Infant 0-1 Foreign Free" in text, text
    assert "INR 0.00" not in text
    # The departures' rate table: the infant's ticket "Free", its parts the 0.00 they are.
    screen = open_item(desk, qtbot, NO_FLAGS_TRIP)
    rates = screen.availability.schedules.rates
    infants = [
        [str(rates.index(row, column).data()) for column in range(rates.columnCount())]
        for row in range(rates.rowCount())
        if rates.index(row, 0).data() == "Infant"
    ]
    assert len(infants) == 2 and all("Free" in cells and "INR 0.00" in cells for cells in infants)
    desk.window.resize(1366, 768)
    screenshot(desk.window, "catalogue_boat_free_infant_1366x768")


def test_a_new_markup_prices_the_listed_rows_afresh(desk: Desk, qtbot: QtBot) -> None:
    """The list keeps each row's price once worked out (the filter repaints it at every key):
    a markup changed in the settings while the list is up must still reach the rows shown,
    and going back to the old one gives the old prices back."""
    screen = desk.window.catalogue
    entry = next(e for e in screen.model.rows if e.name == SCUBA)
    gst = entry.item.policies.gst_percentage
    before = price_cell(screen, SCUBA)[1]
    settings = desk.connection.settings
    desk.connection.settings = replace(settings, activity_markup=Markup(per_seat=Decimal("75")))
    pricing = entry.item.pricing  # type: ignore[union-attr]
    rules = desk.connection.settings.till_rules
    low, high = (
        customer_price(entry.module, [SeatFare(fare)], gst, rules).total
        for fare in (pricing.min_available_fare, pricing.max_available_fare)
        if fare is not None
    )
    after = price_cell(screen, SCUBA)[1]
    assert after == f"{money_text(low, CURRENCY)} – {money_text(high, CURRENCY)}"
    assert after != before
    screen.table.viewport().repaint()  # painted with the new prices, no error on the way
    desk.connection.settings = settings
    assert price_cell(screen, SCUBA)[1] == before
