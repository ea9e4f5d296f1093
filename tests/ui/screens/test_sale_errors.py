"""What keeps a sale from being sent: inline messages, identity documents, a short wallet."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit
from pytestqt.qtbot import QtBot

from app.journal.till import SaleState
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.models.passengers import SCAN_COLUMN
from app.ui.registry import BOOK
from app.ui.widgets.booking_form import BOOKING_FORM
from tests.ui.conftest import screenshot, start_desk
from tests.ui.helpers.sales import (
    ACTIVITY,
    ALL_FLAGS_TRIP,
    activate,
    boat_form,
    choose,
    figures,
    focused,
    press,
    tab,
    type_customer,
    type_fields,
    type_text,
)

SEA_WALK = "Sea Walk at Elephant Beach"


def message(desk: Desk, name: str) -> str:
    """The message written next to customer field ``name``."""
    return desk.window.page(BOOK).form.customer.grid.message(name)


def review_is_refused(desk: Desk, qtbot: QtBot) -> None:
    """Ctrl+Enter; the sale is checked in a worker and the form stays, with its messages."""
    form = desk.window.page(BOOK).form
    press(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: form.isEnabled() and form.other_errors.text() != "")
    assert desk.window.page(BOOK).currentWidget() is desk.window.page(BOOK).form_page


NOT_AN_EMAIL = "Customer email is not valid (write it like name@example.com)."
NOT_A_PHONE = "Customer phone is not a phone number (e.g. 98765 43210 or +91 98765 43210)."


@pytest.mark.parametrize(
    ("name", "typed", "expected"),
    [
        ("customer_name", "A" * 101, "Customer name is 101 characters; at most 100 are allowed."),
        ("customer_email", "asha.rao@", NOT_AN_EMAIL),
        ("customer_email", "a@b", NOT_AN_EMAIL),
        ("customer_email", "t@example.in98", NOT_AN_EMAIL),  # a top-level domain is letters
        (
            "customer_email",
            "a" * 245 + "@example.in",
            "Customer email is 256 characters; at most 254 are allowed.",
        ),
        ("customer_phone", "9876543", NOT_A_PHONE),
        ("customer_phone", "9" * 16, NOT_A_PHONE),
        ("customer_phone", "+91 98765", NOT_A_PHONE),
    ],
)
def test_each_customer_limit_is_explained_next_to_its_field_as_typed(
    sales_desk: Desk,
    sales_sandbox: EmbeddedSandbox,
    qtbot: QtBot,
    name: str,
    typed: str,
    expected: str,
) -> None:
    desk = sales_desk
    before = figures(sales_sandbox)
    choose(desk, qtbot, ACTIVITY)
    edit = desk.window.page(BOOK).form.customer.edits[name]
    edit.setFocus()
    assert message(desk, name) == ""  # nothing is red before staff type
    type_text(typed)
    assert message(desk, name) == expected
    review_is_refused(desk, qtbot)
    assert edit.text() == typed  # what was typed is kept
    assert message(desk, "customer_name" if name != "customer_name" else "customer_email").endswith(
        "is required."
    )
    press(Qt.Key.Key_Backspace)
    if name == "customer_name":
        assert message(desk, name) == ""
    assert figures(sales_sandbox) == before  # not even the wallet was read


def test_an_empty_field_says_it_is_required_once_left_empty(sales_desk: Desk, qtbot: QtBot) -> None:
    choose(sales_desk, qtbot, ACTIVITY)
    tab()  # from the quick line to the name
    type_text("A")
    press(Qt.Key.Key_Backspace)
    assert message(sales_desk, "customer_name") == "Customer name is required."
    assert message(sales_desk, "customer_email") == ""  # not typed in yet


def test_a_foreigner_without_passport_data_is_not_sent(
    sales_desk: Desk, sales_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk = sales_desk
    before = figures(sales_sandbox)
    form = boat_form(desk, qtbot)
    type_fields("Tom Baker", "41", "M")
    assert focused() is form.people.editor.nationality_edit
    type_text("GBR")  # Tab selected INDIAN: GBR replaces it
    grid = form.people.editor.grid
    assert form.people.editor.id_type_combo.currentText() == "Passport"  # set for staff
    assert grid.labels["id_type"].text().endswith("*")
    assert grid.labels["id_number"].text().endswith("*")
    assert "<b>required</b>" in form.people.editor.scan_required.text()
    model = form.people.model
    assert [model.data(model.index(0, column)) for column in (4, 5, SCAN_COLUMN)] == [
        "Passport",
        "required",
        "required",
    ]

    review_is_refused(desk, qtbot)
    assert grid.message("id_type") == ""
    assert grid.message("id_number") == "A foreign passenger needs the document number."
    assert grid.message("id_proof_file") == "A foreign passenger needs a scan of the document."
    # The count's plural form is the English catalogue's ("2 fields need attention").
    nothing_sent = BOOKING_FORM.tr("Nothing was sent: %n field(s) need(s) attention.", "", 2)
    assert form.other_errors.text() == f"{nothing_sent} Check passenger 1."
    assert focused() is form.people.editor.id_number_edit
    assert model.entry(0).traveler_name == "Tom Baker"
    screenshot(desk.window, "booking_form_foreigner_without_passport")
    assert figures(sales_sandbox) == before


def test_a_passenger_name_mixing_alphabets_in_a_word_is_refused_by_its_field(
    sales_desk: Desk, sales_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk = sales_desk
    before = figures(sales_sandbox)
    form = boat_form(desk, qtbot)
    type_text("Meera N")
    name_edit = focused()
    assert isinstance(name_edit, QLineEdit)
    name_edit.insert("\u0430")  # a Cyrillic "а", pasted (QTest types Latin-1 keys only)
    type_text("ir")
    tab()
    type_fields("30", "F")
    review_is_refused(desk, qtbot)
    assert form.people.editor.grid.message("traveler_name") == (
        "The word “N\u0430ir” mixes letters of different alphabets (such as a Cyrillic or "
        "Greek letter that looks Latin); retype it in one alphabet."
    )
    assert form.people.model.entry(0).traveler_name == "Meera N\u0430ir"  # kept as typed
    screenshot(desk.window, "booking_form_name_of_mixed_alphabets")
    assert figures(sales_sandbox) == before


def test_a_trip_with_every_flag_wants_documents_of_an_indian_too(
    sales_desk: Desk, sales_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk = sales_desk
    before = figures(sales_sandbox)
    form = boat_form(desk, qtbot, ALL_FLAGS_TRIP)
    assert "needs an ID type, the document number, a scan of the document" in form.rules.text()
    type_fields("Meera Nair", "30", "F")
    assert form.people.model.entry(0).wire_nationality == "INDIAN"
    grid = form.people.editor.grid
    for name in ("id_type", "id_number"):
        assert grid.labels[name].text().endswith("*")
    assert "<b>required</b>" in form.people.editor.scan_required.text()
    review_is_refused(desk, qtbot)
    assert grid.message("id_type") == "This trip needs an ID type for every passenger."
    assert grid.message("id_number") == "This trip needs the document number."
    assert grid.message("id_proof_file") == "This trip needs a scan of the document."
    assert figures(sales_sandbox) == before


def test_a_short_wallet_is_shown_at_review_and_nothing_is_sent(
    make_desk: Any, run: Any, sales_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk: Desk = make_desk()
    assert start_desk(desk, run, sales_sandbox, sales_sandbox.second_tenant_key)
    activate(desk, qtbot)
    second_tenant = 2001
    before = figures(sales_sandbox, second_tenant)
    choose(desk, qtbot, SEA_WALK)
    type_customer()
    type_text("3")
    press(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    review = desk.window.page(BOOK).review
    qtbot.waitUntil(lambda: desk.window.page(BOOK).currentWidget() is review)
    assert review.payment_label.text().startswith("The wallet cannot pay this: it is short by INR")
    assert "Nothing was sent." in review.payment_label.text()
    assert not review.confirm_button.isEnabled()
    screenshot(desk.window, "booking_review_short_wallet")
    tab()
    press(Qt.Key.Key_Return)
    qtbot.wait(100)
    after = figures(sales_sandbox, second_tenant)
    assert (after.bookings, after.create_requests) == (before.bookings, before.create_requests)
    assert (after.cash_paise, after.utilized_paise) == (before.cash_paise, before.utilized_paise)
    assert desk.services.journal.pending() == []
    assert desk.services.journal.history.count() == 0


def test_a_lost_answer_keeps_the_sale_and_confirm_again_books_it_once(
    sales_desk: Desk, sales_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk = sales_desk
    boat_form(desk, qtbot)
    type_fields("Ravi Kumar", "34", "M")
    press(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    review = desk.window.page(BOOK).review
    qtbot.waitUntil(lambda: desk.window.page(BOOK).currentWidget() is review)
    before = figures(sales_sandbox)
    sales_sandbox.boat_fault = True  # the boat operator's system goes down before Confirm
    try:
        assert focused() is review.payment.tendered
        press(Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: "Confirm again" in review.state_label.text(), timeout=10_000)
    finally:
        sales_sandbox.boat_fault = False
    assert "Boat trips are unavailable right now" in review.state_label.text()
    assert "Press Confirm again to find out" in review.state_label.text()
    assert "stays pending with it: keep it aside" in review.state_label.text()
    [waiting] = desk.services.journal.till.sales(
        state=SaleState.PENDING
    )  # the payment waits with it
    assert waiting.receipt_no is None
    assert review.confirm_button.isEnabled()
    assert not review.confirm_button.hasFocus()
    assert not review.payment.tendered.hasFocus()
    [pending] = desk.services.journal.pending()
    assert figures(sales_sandbox).bookings == before.bookings

    review.confirm_button.setFocus()
    press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: desk.window.page(BOOK).currentWidget() is desk.window.page(BOOK).result)
    assert figures(sales_sandbox).bookings == before.bookings + 1
    row = desk.services.journal.history.find(desk.window.page(BOOK).result.ref_label.text())
    assert row is not None and row.request_id == pending.request_id  # the same request, again
    assert desk.services.journal.pending() == []
