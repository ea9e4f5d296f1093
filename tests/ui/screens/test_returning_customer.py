"""A returning customer: their phone, typed in the quick line or the phone field, offers the name,
e-mail (and a business's GSTIN) of their last sale here; Enter takes the offer. Never a passenger's
data, never an erased customer's."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app.api import CreateBookingRequest
from app.records.customers import KnownCustomer, Who
from app.ui.desk import Desk
from app.ui.registry import BOOK, CATALOGUE
from tests.domain.samples import boat_body, foreigner
from tests.journal.entries import record_sale
from tests.ui.conftest import screenshot
from tests.ui.helpers.sales import ACTIVITY, choose, focused, press, type_customer
from tests.ui.helpers.sales import type_text as type_here
from tests.ui.helpers.till import wait_for_result

ERASER = Who("Ravi", "supervisor", "the customer's request")

GSTIN = "29AAGCB7383J1Z4"
ADDRESS = "80 Feet Road, Indiranagar, Bengaluru"
PASSPORT = "Z9X8Y7W6"


def test_a_business_customer_comes_back_and_one_enter_fills_them_in(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    desk = sales_desk
    desk.connection.settings = replace(
        desk.connection.settings,
        agency_name="Backwater Trails",
        agency_address="14 MG Road, Kochi",
        agency_gstin="32AAACB1234F1ZI",
    )
    choose(desk, qtbot, ACTIVITY)
    type_customer()  # Asha Rao, asha.rao@example.in, 9876543210
    fields = desk.window.page(BOOK).form.customer
    fields.business.click()
    QTest.keyClicks(fields.business_edits["customer_gstin"], GSTIN)
    QTest.keyClicks(fields.business_edits["customer_address"], ADDRESS)
    desk.window.page(BOOK).form.qty_spin.setFocus()
    type_here("2")
    press(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    review = desk.window.page(BOOK).review
    qtbot.waitUntil(lambda: desk.window.page(BOOK).currentWidget() is review)
    press(Qt.Key.Key_Return)  # exact cash
    wait_for_result(desk, qtbot)

    # She is back for three seats: her number and the seats in the quick line.
    desk.window.show_screen(CATALOGUE)
    choose(desk, qtbot, ACTIVITY)
    form = desk.window.page(BOOK).form
    fields = form.customer
    assert focused() is fields.quick and fields.edits["customer_name"].text() == ""
    type_here("98765 43210, 3")
    qtbot.waitUntil(lambda: fields.offered is not None)
    offer = fields.quick.message.text()
    assert offer == (
        f"Customer before: Asha Rao, asha.rao@example.in, GSTIN {GSTIN}. Enter fills them in."
    )
    desk.window.resize(1366, 768)
    screenshot(desk.window, "returning_customer_offered")

    press(Qt.Key.Key_Return)

    texts = {name: edit.text() for name, edit in fields.edits.items()}
    assert texts == {
        "customer_name": "Asha Rao",
        "customer_email": "asha.rao@example.in",
        "customer_phone": "98765 43210",
    }
    assert fields.business.isChecked()
    assert fields.business_edits["customer_gstin"].text() == GSTIN
    assert fields.business_edits["customer_address"].text() == ADDRESS
    assert form.qty_spin.value() == 3
    assert fields.quick.text() == "" and fields.quick.message.text() == ""
    assert fields.offered is None
    flow = form.flow
    assert flow is not None and flow.customer.name == "Asha Rao"
    assert flow.customer_errors() == {}
    screenshot(desk.window, "returning_customer_filled")


def test_the_phone_field_offers_the_customer_never_a_passenger_nor_an_erased_one(
    desk: Desk, qtbot: QtBot
) -> None:
    request = CreateBookingRequest.model_validate(
        boat_body(
            [foreigner(traveler_name="Tom Baker", id_number=PASSPORT)],
            request_id="rc-boat",
            customer_name="Kiran Das",
            customer_email="kiran@example.in",
            customer_phone="919812345678",
        )
    )
    row = record_sale(desk.services.journal, request)
    choose(desk, qtbot, ACTIVITY)
    fields = desk.window.page(BOOK).form.customer
    phone = fields.edits["customer_phone"]
    phone.setFocus()
    type_here("98123 45678")
    qtbot.waitUntil(lambda: fields.offered is not None)
    shown = fields.known_label.text()
    assert shown == "Customer before: Kiran Das, kiran@example.in. Enter fills them in."
    assert fields.known_label.isVisible()
    for private in (PASSPORT, "Tom Baker", "BRITISH"):
        assert private not in shown
    desk.window.resize(1366, 768)
    screenshot(desk.window, "returning_customer_phone")

    press(Qt.Key.Key_Return)

    assert fields.edits["customer_name"].text() == "Kiran Das"
    assert fields.edits["customer_email"].text() == "kiran@example.in"
    assert phone.text() == "98123 45678"  # as typed
    assert not fields.business.isChecked()  # a consumer's sale: no business details
    assert not fields.known_label.isVisible()

    # Erased on the customer's request: the same number offers nobody.
    assert desk.services.journal.erase_customer(row.booking_ref, ERASER) == 1
    fields.clear()
    phone.setFocus()
    answered: list[bool] = []
    desk.controller(BOOK).looked_up.connect(lambda _known: answered.append(True))
    type_here("98123 45678")
    qtbot.waitUntil(lambda: bool(answered))
    assert fields.offered is None and not fields.known_label.isVisible()
    press(Qt.Key.Key_Return)
    assert fields.edits["customer_name"].text() == ""


def test_an_answer_for_a_number_since_changed_is_dropped(desk: Desk, qtbot: QtBot) -> None:
    choose(desk, qtbot, ACTIVITY)
    fields = desk.window.page(BOOK).form.customer
    earlier = KnownCustomer(name="Kiran Das", email="kiran@example.in", phone="919812345678")
    type_here("98123 45678")  # in the quick line
    fields.quick.clear()
    type_here("98123 45679")  # one digit changed before the first answer came
    fields.offer("919812345678", earlier)
    assert fields.offered is None and fields.quick.message.text() == ""
    fields.offer("919812345679", replace(earlier, phone="919812345679"))
    assert fields.offered is not None  # the number as it now stands is offered
    QTest.keyClick(fields.quick, Qt.Key.Key_Backspace)  # typing on withdraws it
    assert fields.offered is None and fields.quick.message.text() == ""
