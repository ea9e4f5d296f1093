"""This branch's screens in Hindi at the counter's 1366x768 (the customer display at 800x480):
the bank transfer confirmed from its UTR, the display once UPI is received, the quit question,
the mail line before any letter, and History's whole product; no English word left in what was
added."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from app import i18n
from app.counter.config.paths import AppPaths
from app.counter.link.start_cache import service_identity
from app.domain.clock import service_today
from app.domain.demo_names import DEMO_CATALOGUE
from app.domain.modules import Module
from app.domain.tenders import BANK, UPI
from app.ui.desk import Desk
from app.ui.models.passengers import FARE_COLUMN
from app.ui.registry import BOOK, CATALOGUE
from app.ui.start_paint import StartPaint, cached_activities
from tests.ui.conftest import SCREENSHOTS, over_window, screenshot
from tests.ui.helpers.catalogue import select, shown_names
from tests.ui.helpers.sales import (
    ACTIVITY,
    ALL_FLAGS_TRIP,
    DAY,
    activate,
    press,
    type_customer,
    type_text,
)
from tests.ui.screens.test_customer_display import on_a_7_inch_panel
from tests.ui.screens.test_upi_payment import AGENCY, VPA
from tests.ui.test_hindi_screens import hindi_desk  # noqa: F401 (a fixture)
from tests.ui.test_one_sales_figures import open_departure

HINDI = SCREENSHOTS / i18n.HINDI


def test_this_branchs_screens_in_hindi(hindi_desk: Desk, qtbot: QtBot) -> None:  # noqa: F811
    desk = hindi_desk
    HINDI.mkdir(parents=True, exist_ok=True)
    desk.connection.settings = replace(
        desk.connection.settings, upi_vpa=VPA, agency_name=AGENCY, customer_display=True
    )
    activate(desk, qtbot)
    press(Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: desk.shifts.quit_question is not None)
    question = desk.shifts.quit_question
    assert question is not None
    qtbot.waitUntil(question.isVisible)
    assert "Quit" not in question.text() + question.informativeText()
    over_window(desk.window, question, f"{i18n.HINDI}/quit_with_shift_open_1366x768")
    press(Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not question.isVisible())
    assert QApplication.activeModalWidget() is None
    activate(desk, qtbot)
    catalogue = desk.window.catalogue
    catalogue.toolbar.set_travel_date(DAY)
    name = DEMO_CATALOGUE.known(ACTIVITY)
    qtbot.waitUntil(lambda: name in shown_names(catalogue), timeout=15_000)
    select(catalogue, name)
    catalogue.table.setFocus()
    press(Qt.Key.Key_Return)
    slots = catalogue.availability.slots
    qtbot.waitUntil(lambda: slots.table.hasFocus() and slots.table.model().rowCount() > 0)
    press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: desk.window.current() is BOOK)
    type_customer()
    type_text("2")
    press(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    book = desk.window.page(BOOK)
    review = book.review
    qtbot.waitUntil(lambda: book.currentWidget() is review)
    price = desk.controller(BOOK).price
    assert price is not None
    panel = review.payment
    panel.amounts[BANK].setText(f"{price.total}")
    panel.details[BANK][0].setText("HDFC0000123456")
    panel.details[BANK][0].setFocus()
    screenshot(desk.window, f"{i18n.HINDI}/review_bank_utr_1366x768")
    panel.amounts[BANK].clear()
    panel.details[BANK][0].clear()

    display = desk.customer_display
    display.set_language(i18n.HINDI)
    panel.amounts[UPI].setText(f"{price.total}")
    panel.upi_reference.setText("412345678901")
    on_a_7_inch_panel(desk, qtbot, i18n.HINDI).grab().save(str(HINDI / "display_upi_800x480.png"))
    panel.upi_received.setChecked(True)
    assert display.window.qr.isHidden()
    received = on_a_7_inch_panel(desk, qtbot, i18n.HINDI)
    assert received.qr.isHidden()
    received.grab().save(str(HINDI / "display_upi_received_800x480.png"))
    panel.upi_received.setChecked(False)


def test_the_boat_customer_prices_and_the_start_window_in_hindi(
    hindi_desk: Desk,  # noqa: F811
    qtbot: QtBot,
    run: Any,
    home: AppPaths,
) -> None:
    desk = hindi_desk
    HINDI.mkdir(parents=True, exist_ok=True)
    picker = open_departure(desk, qtbot, DEMO_CATALOGUE.known(ALL_FLAGS_TRIP))
    rates = picker.rates
    titles = [
        rates.headerData(column, Qt.Orientation.Horizontal) for column in range(rates.columnCount())
    ]
    assert "Per person incl. GST" not in titles and "Fare before GST" not in titles
    screenshot(desk.window, f"{i18n.HINDI}/boat_rates_customer_price_1366x768")
    press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: desk.window.current() is BOOK)
    people = desk.window.page(BOOK).form.people
    people.quick_passenger.setText("Ravi Kumar, 34, M")
    assert people.add_quick_passenger()
    title = people.model.headerData(FARE_COLUMN, Qt.Orientation.Horizontal)
    assert title == "टिकट, प्रति व्यक्ति, GST सहित"
    screenshot(desk.window, f"{i18n.HINDI}/boat_passenger_price_1366x768")

    # The start window, as the next start paints it from what this list kept.
    catalogue = desk.controller(CATALOGUE)
    run(catalogue.load_catalogue(Module.ACTIVITY, service_today()))
    run(catalogue.cache.flush())
    identity = service_identity(desk.connection.settings.base_url, False)
    start = StartPaint(cached_activities(home.start_cache, identity))
    qtbot.addWidget(start)
    start.paint_now()
    start.resize(1366, 768)
    heads = [label.text().splitlines()[0] for label in start.table.findChildren(QLabel)]
    assert heads[2] == "प्रति व्यक्ति, GST सहित"
    screenshot(start, f"{i18n.HINDI}/start_paint_prices_1366x768")
