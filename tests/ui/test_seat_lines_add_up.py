"""A boat sale's passenger lines, as staff read them in the passenger table, add up to the
total the form and the review show; the paise the total does not split into are on one line,
which says so (issue 93: 1,258 + 1,258 + 2,023 against a total of 4,538)."""

from __future__ import annotations

import re
from dataclasses import replace
from decimal import Decimal

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.domain.modules import Module
from app.domain.till import Markup
from app.ui.desk import Desk
from app.ui.models.passengers import FARE_COLUMN
from app.ui.registry import BOOK
from tests.ui.conftest import screenshot
from tests.ui.helpers.sales import NO_FLAGS_TRIP, choose, press, type_customer

AMOUNT = re.compile(r"INR ([\d,]+\.\d\d)")
PARTY = ("Ravi Kumar, 34, M", "Meena Kumar, 31, F", "Arjun Kumar, 9, M")


def amount(text: str) -> Decimal:
    """The one amount ``text`` shows (``INR 1,317.41``)."""
    (found,) = AMOUNT.findall(text.replace("\N{NO-BREAK SPACE}", " "))
    return Decimal(found.replace(",", ""))


def test_a_three_passenger_boat_sale_s_lines_add_up_to_its_total(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    desk = sales_desk
    # No service charge, the total rounded to the rupee: two adults at 766.41 each alone (the
    # boat fare 649.50 and its 18 % GST), a child at 471.41; 2,004.23 in all, 2,004.00 rounded.
    # Each seat's own price rounded, 766 + 766 + 471, made 2,003.
    settings = desk.connection.settings
    desk.connection.settings = replace(settings, boat_markup=Markup(), round_to=1)
    window = desk.window
    window.resize(1366, 768)
    choose(desk, qtbot, NO_FLAGS_TRIP, Module.BOAT)
    qtbot.waitUntil(lambda: window.current() is BOOK)
    type_customer()
    form = window.page(BOOK).form
    people = form.people
    for line in PARTY:
        people.quick_passenger.setText(line)
        assert people.add_quick_passenger()
    model = people.model
    lines = [model.index(row, FARE_COLUMN).data() for row in range(model.rowCount())]
    total = amount(form.price_label.text().split("·")[0])
    seats = [amount(line) for line in lines]
    assert len(seats) == 3
    # The total does not split into whole paise by the seats: the paise left are on one line,
    # said there, and the lines add up to the total shown.
    assert sum(seats) == total, (lines, total)
    assert lines == [
        "Adult · Indian · INR 766.33 (includes 0.01 rounding)",
        "Adult · Indian · INR 766.32",
        "Child · Indian · INR 471.35",
    ]
    screenshot(window, "seat_lines_add_up_1366x768")

    press(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    book = window.page(BOOK)
    qtbot.waitUntil(lambda: book.currentWidget() is book.review)
    assert amount(book.review.figures.collect.text()) == total
