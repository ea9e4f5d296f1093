"""The Book screen's quick lines: the customer, then each BOAT passenger, in one line each."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from app.booking import PassengerEntry
from app.domain.limits import QTY_MAX
from app.domain.modules import Module
from app.ui.desk import Desk
from app.ui.models.passengers import FARE_COLUMN
from app.ui.registry import BOOK
from app.ui.widgets.booking_form import BookingForm
from app.ui.widgets.field_grid import LABEL_WIDTH
from app.ui.widgets.passenger_list import full_text
from tests.ui.conftest import screenshot
from tests.ui.helpers.sales import (
    ACTIVITY,
    CUSTOMER,
    NO_FLAGS_TRIP,
    activate,
    choose,
    focused,
    mnemonics,
    press,
    type_text,
)

CUSTOMER_LINE = ", ".join(CUSTOMER)
CTRL = Qt.KeyboardModifier.ControlModifier
PASSENGER_EXPECTED = (
    "Type name, age and gender (M, F or O), separated by commas; a nationality may follow"
)


def book(desk: Desk, qtbot: QtBot, module: Module = Module.BOAT) -> BookingForm:
    """The Book screen of a new sale (the no-flags trip, or the light show), as it opens."""
    activate(desk, qtbot)
    choose(desk, qtbot, NO_FLAGS_TRIP if module is Module.BOAT else ACTIVITY, module)
    return desk.window.page(BOOK).form


def enter(text: str) -> None:
    """Type ``text`` where the focus is, then Enter."""
    type_text(text)
    press(Qt.Key.Key_Return)


def names(form: BookingForm) -> list[str]:
    """The passengers' names, in table order."""
    return [
        form.people.model.entry(row).traveler_name for row in range(form.people.model.rowCount())
    ]


def test_the_quick_customer_line_fills_the_three_fields_then_the_seats(
    desk: Desk, qtbot: QtBot
) -> None:
    form = book(desk, qtbot, Module.ACTIVITY)
    quick = form.customer.quick
    assert focused() is quick  # where the Book screen opens
    assert not form.people.quick_passenger.isVisible()  # an activity has no passengers
    enter(f"  {CUSTOMER[0]} ,{CUSTOMER[1]},   {CUSTOMER[2]}")
    edits = form.customer.edits
    assert [edits[name].text() for name in edits] == list(CUSTOMER)
    assert form.flow is not None
    customer = form.flow.customer
    assert (customer.name, customer.email, customer.phone) == CUSTOMER
    assert form.flow.customer_errors() == {}
    assert quick.text() == "" and quick.message.text() == ""
    assert focused() is form.qty_spin
    type_text("3")  # the 1 is selected: the 3 replaces it
    assert form.flow.qty == 3


def test_the_quick_customer_line_leads_to_the_quick_passenger_line(
    desk: Desk, qtbot: QtBot
) -> None:
    form = book(desk, qtbot)
    enter(CUSTOMER_LINE)
    assert focused() is form.people.quick_passenger


def test_the_three_fields_are_checked_as_if_typed(desk: Desk, qtbot: QtBot) -> None:
    form = book(desk, qtbot)
    enter("Asha Rao, asha.rao@, +91 98765")
    grid = form.customer.grid
    assert grid.message("customer_name") == ""
    assert grid.message("customer_email") == (
        "Customer email is not valid (write it like name@example.com)."
    )
    assert grid.message("customer_phone") == (
        "Customer phone is not a phone number (e.g. 98765 43210 or +91 98765 43210)."
    )


@pytest.mark.parametrize(
    ("email", "said"),
    [
        ("āsha@example.in", "is not valid (write it like name@example.com)."),
        ("asha@example.in\rx@y.in", "contains a control character"),
    ],
)
def test_an_address_no_mail_server_takes_is_refused_by_its_field(
    desk: Desk, qtbot: QtBot, email: str, said: str
) -> None:
    # The quick line fills the fields; the e-mail field's rule is the one of every address.
    form = book(desk, qtbot)
    form.customer.quick.setText(f"Asha Rao, {email}, 9876543210")  # pasted: keys are Latin-1
    press(Qt.Key.Key_Return)
    assert said in form.customer.grid.message("customer_email")
    assert "Customer email " in form.customer.grid.message("customer_email")


@pytest.mark.parametrize(
    ("line", "found"),
    [
        ("Asha Rao, 9876543210", "2 found, 3 or 4 expected"),
        ("Asha Rao, asha.rao@example.in, 9876543210, 2, Port Blair", "5 found, 3 or 4 expected"),
        ("Asha Rao, asha.rao@example.in, 9876543210,", "a part is empty: check the commas"),
    ],
)
def test_a_quick_customer_line_of_other_than_three_parts_is_kept_with_a_message(
    desk: Desk, qtbot: QtBot, line: str, found: str
) -> None:
    form = book(desk, qtbot)
    quick = form.customer.quick
    enter(line)
    assert quick.message.text() == (
        f"Type name, e-mail and phone, separated by commas; the seats may follow ({found})."
    )
    assert quick.text() == line
    assert focused() is quick
    assert all(edit.text() == "" for edit in form.customer.edits.values())
    assert form.flow is not None and form.flow.customer.name == ""
    if found.startswith("2"):
        screenshot(desk.window, "booking_form_quick_customer_refused")
    press(Qt.Key.Key_Backspace)  # staff correct the line: the message goes
    assert quick.message.text() == ""


def test_staff_can_still_type_the_customer_one_field_at_a_time(desk: Desk, qtbot: QtBot) -> None:
    form = book(desk, qtbot)
    press(Qt.Key.Key_Tab)
    assert focused() is form.customer.edits["customer_name"]
    press(Qt.Key.Key_T, Qt.KeyboardModifier.AltModifier)  # Quick cus&tomer
    assert focused() is form.customer.quick
    press(Qt.Key.Key_Q, Qt.KeyboardModifier.AltModifier)  # &Quick passenger
    assert focused() is form.people.quick_passenger


def test_quick_passengers_fill_the_first_unnamed_then_are_added(desk: Desk, qtbot: QtBot) -> None:
    form = book(desk, qtbot)
    enter(CUSTOMER_LINE)
    line = form.people.quick_passenger
    enter("Ravi Kumar, 34, m")
    assert form.people.model.rowCount() == 1  # the sale's first passenger, filled
    assert form.people.model.entry(0) == PassengerEntry(
        traveler_name="Ravi Kumar", age=34, pax_gender="MALE"
    )
    editor = form.people.editor
    assert editor.title() == "Passenger 1"
    assert editor.name_edit.text() == "Ravi Kumar"
    assert editor.gender_combo.currentData() == "MALE"
    assert focused() is line and line.text() == ""

    enter("Sita Devi, 31, F")
    assert names(form) == ["Ravi Kumar", "Sita Devi"]
    assert form.people.count_spin.value() == 2  # the count follows
    assert form.people.current_row() == 1 and editor.title() == "Passenger 2"
    assert editor.age_edit.text() == "31"

    form.people.count_spin.setValue(4)  # two blank rows at the end
    line.setFocus()
    enter("Elsa Lindqvist, 36, F, SWE")
    assert names(form) == ["Ravi Kumar", "Sita Devi", "Elsa Lindqvist", ""]
    assert form.people.model.entry(2).nationality == "SWE"
    # A foreigner: the editor stars the passport fields, as when the nationality is typed.
    assert editor.grid.labels["id_number"].text().endswith("*")
    enter("Asha Rao, 130, O")  # a number, but over the limit: added, and the editor says so
    assert names(form)[3] == "Asha Rao"
    assert editor.grid.message("age") == "Age must be a whole number from 0 to 120."
    assert editor.grid.message("traveler_name") == ""
    enter("Mohan Lal, 70, M")
    assert form.people.model.rowCount() == 5
    screenshot(desk.window, "booking_form_quick_passengers")


@pytest.mark.parametrize(
    ("line", "message"),
    [
        (
            "Ravi Kumar, thirty, M",
            'Age "thirty" is not a whole number of years: type it in digits.',
        ),
        ("Ravi Kumar, -4, M", 'Age "-4" is not a whole number of years: type it in digits.'),
        ("Ravi Kumar, 34, X", 'Gender "X" is not known: type M, F or O.'),
        ("Ravi Kumar, 34", f"{PASSENGER_EXPECTED} (2 found, 3 or 4 expected)."),
        ("Ravi Kumar, 34, M, INDIAN, Delhi", f"{PASSENGER_EXPECTED} (5 found, 3 or 4 expected)."),
    ],
)
def test_a_quick_passenger_that_cannot_be_read_is_kept_with_a_message(
    desk: Desk, qtbot: QtBot, line: str, message: str
) -> None:
    form = book(desk, qtbot)
    enter(CUSTOMER_LINE)
    enter(line)
    quick = form.people.quick_passenger
    assert quick.message.text() == message
    assert quick.text() == line
    assert focused() is quick
    assert names(form) == [""]  # nothing added
    if "thirty" in line:
        screenshot(desk.window, "booking_form_quick_passenger_refused")


def test_the_quick_passenger_line_stops_at_the_most_a_booking_takes(
    desk: Desk, qtbot: QtBot
) -> None:
    form = book(desk, qtbot)
    form.people.count_spin.setValue(QTY_MAX - 1)
    for row in range(QTY_MAX - 1):
        form.people.model.update(row, traveler_name=f"Pax {row + 1}", age=30, pax_gender="MALE")
    form.people.quick_passenger.setFocus()
    enter("Last One, 30, F")  # the 100th: added
    assert form.people.model.rowCount() == QTY_MAX
    assert names(form)[-1] == "Last One"
    enter("One More, 30, F")  # the 101st: refused, kept
    assert form.people.quick_passenger.message.text() == full_text()
    assert form.people.quick_passenger.text() == "One More, 30, F"
    assert form.people.model.rowCount() == QTY_MAX
    form.people.model.update(10, traveler_name="")  # a row without a name is still filled
    press(Qt.Key.Key_Return)
    assert names(form)[10] == "One More"
    assert form.people.quick_passenger.text() == ""


def test_ctrl_enter_adds_what_is_typed_in_the_quick_lines_then_reviews(
    desk: Desk, qtbot: QtBot
) -> None:
    form = book(desk, qtbot)
    type_text(CUSTOMER_LINE)  # no Enter: Ctrl+Enter applies it
    press(Qt.Key.Key_Tab)
    form.people.quick_passenger.setFocus()
    enter("Ravi Kumar, 34, M")
    type_text("Sita Devi, 31, F")  # no Enter either
    press(Qt.Key.Key_Return, CTRL)
    review = desk.window.page(BOOK).review
    qtbot.waitUntil(lambda: desk.window.page(BOOK).currentWidget() is review)
    assert names(form) == ["Ravi Kumar", "Sita Devi"]
    labels = [line.label for line in review.bill.rows]
    assert labels[0].startswith("1. Ravi Kumar (Adult, Indian)")
    assert labels[1].startswith("2. Sita Devi (Adult, Indian)")
    assert review.customer.text().startswith(f"Customer: {CUSTOMER[0]} · +91 98765 43210")
    assert focused() is review.payment.tendered  # Enter would pay exact cash
    screenshot(desk.window, "booking_review_quick")


def test_ctrl_enter_with_an_unreadable_quick_passenger_waits_for_it(
    desk: Desk, qtbot: QtBot
) -> None:
    form = book(desk, qtbot)
    enter(CUSTOMER_LINE)
    enter("Ravi Kumar, 34, M")
    type_text("Sita Devi, 31, Z")
    press(Qt.Key.Key_Return, CTRL)
    quick = form.people.quick_passenger
    assert quick.message.text() == 'Gender "Z" is not known: type M, F or O.'
    assert quick.text() == "Sita Devi, 31, Z"
    assert focused() is quick
    qtbot.wait(100)
    assert desk.window.page(BOOK).currentWidget() is desk.window.page(BOOK).form_page
    assert names(form) == ["Ravi Kumar"]


def test_the_quick_lines_line_up_with_the_fields(desk: Desk, qtbot: QtBot) -> None:
    form = book(desk, qtbot)
    fields = [form.customer.quick, *form.customer.edits.values(), form.people.quick_passenger]
    lefts = {field.mapTo(form, field.rect().topLeft()).x() for field in fields}
    assert len(lefts) == 1  # one column of fields, under each other
    labels = [
        label
        for label in form.findChildren(QLabel)
        if label.buddy() in (form.customer.quick, form.people.quick_passenger)
    ]
    assert [label.text() for label in labels] == ["Quick cus&tomer", "&Quick passenger"]
    assert all(label.sizeHint().width() <= LABEL_WIDTH for label in labels)
    for line in (form.customer.quick, form.people.quick_passenger):  # each message beside its line
        right = line.mapTo(form, line.rect().topRight())
        beside = line.message.mapTo(form, line.message.rect().topLeft())
        assert beside.x() > right.x() and abs(beside.y() - right.y()) < line.height()


@pytest.mark.parametrize("module", [Module.BOAT, Module.ACTIVITY])
def test_the_book_screen_has_no_mnemonic_twice(desk: Desk, qtbot: QtBot, module: Module) -> None:
    book(desk, qtbot, module)
    found = Counter(letter for letter, _ in mnemonics(desk.window))
    assert {letter: n for letter, n in found.items() if n > 1} == {}
    assert found["T"] == 1  # Quick cus&tomer
    assert found["Q"] == (1 if module is Module.BOAT else 0)  # &Quick passenger


def test_rows_are_whole_the_moment_they_are_inserted_or_removed(desk: Desk, qtbot: QtBot) -> None:
    form = book(desk, qtbot)
    model = form.people.model
    seen: list[list[str]] = []

    def read_fares(*_args: object) -> None:
        # What any listener of the insert or the removal reads: each row's fare, as priced now.
        seen.append([model.index(row, FARE_COLUMN).data() for row in range(model.rowCount())])

    model.rowsInserted.connect(read_fares)
    model.rowsRemoved.connect(read_fares)
    for row, (name, age) in enumerate((("Ravi Kumar", 34), ("Sita Devi", 31), ("Anu Rao", 9))):
        if row:
            model.add()
        model.update(row, traveler_name=name, age=age, pax_gender="MALE")
    model.remove(1)
    model.set_count(1)
    assert [len(fares) for fares in seen] == [2, 3, 2, 1]
    assert seen[-2][1].startswith("Child") and seen[-1][0].startswith("Adult")
