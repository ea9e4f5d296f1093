"""A consumer's sale of 50,000 or more taxable value at a registered agency: the review asks for
their address by its field (rule 46 (e)), nothing typed lost, and goes on once it is given."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app.domain.gst import Scheme
from app.domain.modules import Module
from app.ui.desk import Desk
from app.ui.registry import BOOK
from tests.ui.conftest import screenshot
from tests.ui.helpers.sales import choose, press, type_customer
from tests.ui.helpers.sales import type_text as type_here

BARATANG = "Baratang Limestone Caves Day Trip"  # 13 seats: some 60,000 at 5 % on the whole
ASKED = "A consumer's tax invoice of 50,000 or more taxable value names their address."


def test_a_large_consumer_sale_is_reviewed_once_their_address_is_given(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    desk = sales_desk
    desk.connection.settings = replace(
        desk.connection.settings,
        agency_name="Island Trails",
        agency_address="Aberdeen Bazaar, Port Blair 744101",
        agency_gstin="35AAACI1234F1Z5",
        agency_state_code="35",
        gst_schemes={Module.ACTIVITY: Scheme.TOUR_OPERATOR},
    )
    choose(desk, qtbot, BARATANG)
    type_customer()
    book = desk.window.page(BOOK)
    form = book.form
    fields = form.customer
    address = fields.business_edits["customer_address"]
    assert not address.isVisible()  # a consumer's sale shows no GST field until one is needed
    form.qty_spin.setFocus()
    type_here("13")
    press(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: fields.grid.message("customer_address") == ASKED)
    assert address.isVisible() and book.currentWidget() is not book.review
    assert fields.edits["customer_name"].text() == "Asha Rao"  # nothing typed is lost
    desk.window.resize(1366, 768)
    screenshot(desk.window, "consumer_address_asked")
    QTest.keyClicks(address, "12 Goal Ghar Road, Port Blair 744101")
    press(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: book.currentWidget() is book.review)
