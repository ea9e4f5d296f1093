"""Whole sales typed with the keyboard only: the ref, the wallet, the journal, the voucher."""

from __future__ import annotations

from collections import Counter
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QGuiApplication, QKeyEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.counter.papers.voucher import VoucherDocument
from app.domain.booking_ref import is_booking_ref
from app.domain.modules import Module
from app.domain.money import from_paise
from app.figures import amount_text
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.documents import page_images
from app.ui.models.passengers import COLUMNS, SCAN_COLUMN
from app.ui.registry import BOOK
from app.ui.style import paper_ink
from tests.ui.conftest import SCREENSHOTS, screenshot
from tests.ui.helpers.pdf_text import pdf_text
from tests.ui.helpers.sales import (
    ACTIVITY,
    CUSTOMER,
    NO_FLAGS_TRIP,
    SWEDE,
    choose,
    confirm_by_keyboard,
    figures,
    focused,
    jpeg_scan,
    mnemonics,
    patch_file_dialog,
    press,
    save_voucher,
    tab,
    type_customer,
    type_fields,
    type_text,
)

NO_MODIFIER = Qt.KeyboardModifier.NoModifier
NATIONALITY_COLUMN = next(i for i, column in enumerate(COLUMNS) if column.field == "nationality")


def test_an_activity_sale_typed_with_the_keyboard_only(
    sales_desk: Desk,
    sales_sandbox: EmbeddedSandbox,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    desk = sales_desk
    before = figures(sales_sandbox)
    choose(desk, qtbot, ACTIVITY)
    form = desk.window.page(BOOK).form
    assert focused() is form.customer.quick
    type_customer()
    assert focused() is form.qty_spin
    type_text("3")  # Tab selected the 1: the 3 replaces it
    tab()
    assert focused() is form.review_button
    press(Qt.Key.Key_Return)

    ref = confirm_by_keyboard(desk, qtbot)
    assert is_booking_ref(ref)
    after = figures(sales_sandbox)
    assert after.bookings == before.bookings + 1
    row = desk.services.journal.history.find(ref)
    assert row is not None
    # The phone goes out as the full international number, digits only.
    assert (row.customer_name, row.customer_email, row.customer_phone) == (
        *CUSTOMER[:2],
        "91" + CUSTOMER[2],
    )
    assert row.qty == 3
    assert row.total_debited == from_paise(before.cash_paise - after.cash_paise)
    balance = from_paise(after.cash_paise)
    assert f"INR {amount_text(balance)}" in desk.window.header.balance_label.text()
    assert f"INR {amount_text(balance)}" in desk.window.page(BOOK).result.wallet_label.text()

    press(Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert QGuiApplication.clipboard().text() == ref
    text = save_voucher(desk, qtbot, monkeypatch, tmp_path / "voucher.pdf")
    assert ref in text
    assert "Cellular Jail Light and Sound Show" in text
    assert "Asha Rao" in text
    # The customer's voucher: the price the customer paid, not what the wallet paid.
    sale = desk.services.journal.till.sale_of(ref)
    assert sale is not None and sale.receipt_no is not None
    assert f"{amount_text(sale.price.total)}" in text and f"Receipt {sale.receipt_no}" in text
    for word in ("Commission", "Net ", "wallet", "margin", f"{amount_text(row.total_debited)}"):
        assert word not in text, word

    press(Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    dialog = desk.window.page(BOOK).result.print_dialog
    assert dialog is not None and dialog.isVisible()  # window-modal: the app runs on
    printed = tmp_path / "printed.pdf"
    # No printer here: the dialog prints to a file, and the save dialog asks where.
    asked = patch_file_dialog(monkeypatch, "getSaveFileName", printed)
    dialog.accept()
    assert asked[-1].endswith(f"{ref}.pdf")
    state = desk.window.page(BOOK).result.state_label
    qtbot.waitUntil(lambda: state.text().startswith("Voucher sent to"))
    assert ref in pdf_text(printed)

    # The agency's copy, printed from its own button: the wallet's side and the margin.
    result = desk.window.page(BOOK).result
    assert result.agency_button.focusPolicy() & Qt.FocusPolicy.TabFocus
    assert "margin" in result.agency_button.toolTip()
    found = Counter(letter for letter, _ in mnemonics(desk.window))
    # Alt+A, not Alt+Y: Alt+Y is every question's "Yes", pressed a moment too late.
    assert found["A"] == 1 and {letter: n for letter, n in found.items() if n > 1} == {}
    assert found["Y"] == 0
    # The print dialog took the focus with it when it closed: back to the window.
    desk.window.activateWindow()
    result.copy_button.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is result.copy_button)
    printed_dialog = dialog
    press(Qt.Key.Key_Y, Qt.KeyboardModifier.AltModifier)  # a stray "Yes": nothing opens
    QApplication.processEvents()
    assert result.print_dialog is printed_dialog
    press(Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)  # the button's animated click
    qtbot.waitUntil(lambda: result.print_dialog is not printed_dialog)
    dialog = result.print_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.printer().docName() == f"Agency copy {ref}"
    copy = tmp_path / "agency.pdf"
    patch_file_dialog(monkeypatch, "getSaveFileName", copy)
    dialog.accept()
    qtbot.waitUntil(lambda: state.text().startswith("Agency copy sent to"))
    text = " ".join(pdf_text(copy).replace("\xa0", " ").split())
    assert ref in text and "Commission per person" in text
    assert f"Debited from the wallet INR {amount_text(row.total_debited)}" in text
    margin = sale.price.total - row.total_debited
    assert f"Agency margin INR {amount_text(margin)}" in text


def test_a_boat_sale_for_a_domestic_and_a_foreign_passenger(
    sales_desk: Desk,
    sales_sandbox: EmbeddedSandbox,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    desk = sales_desk
    before = figures(sales_sandbox)
    choose(desk, qtbot, NO_FLAGS_TRIP, Module.BOAT)
    form = desk.window.page(BOOK).form
    type_customer()
    assert focused() is form.people.count_spin
    type_text("2")
    assert (
        form.people.model.rowCount() == 1
    )  # a typed count applies once entered, not at each digit
    tab()
    assert form.people.model.rowCount() == 2
    tab(4)  # Add, Remove, the list, then the first passenger's name
    assert focused() is form.people.editor.name_edit
    type_fields("Ravi Kumar", "34", "M")  # the gender list jumps to Male
    assert form.people.editor.gender_combo.currentData() == "MALE"
    assert form.people.model.entry(0).nationality == "INDIAN"  # the default stays

    press(Qt.Key.Key_PageDown, Qt.KeyboardModifier.ControlModifier)  # the next passenger
    assert form.people.current_row() == 1
    assert focused() is form.people.editor.name_edit
    tab(6)  # age, gender, nationality, ID type, ID number, then the MRZ field
    assert focused() is form.people.editor.mrz.edit
    first, second = SWEDE.lines()
    type_text(first)
    press(Qt.Key.Key_Return)  # as a passport reader sends it
    type_text(second)
    press(Qt.Key.Key_Return)
    swede = form.people.model.entry(1)
    assert (swede.traveler_name, swede.nationality, swede.id_type) == (
        "ELSA MARIA LINDQVIST",
        "SWE",
        "PASSPORT",
    )
    assert swede.id_number == "X4821597"
    # The passport's code is sent; staff read the country's name.
    assert form.people.model.data(form.people.model.index(1, NATIONALITY_COLUMN)) == "Sweden"
    assert form.people.model.data(form.people.model.index(0, NATIONALITY_COLUMN)) == "India"
    assert form.people.editor.mrz.state_label.text().startswith(
        "Read: ELSA MARIA LINDQVIST, Sweden,"
    )
    # The scan is still missing.
    assert form.people.model.data(form.people.model.index(1, SCAN_COLUMN)) == "required"

    patch_file_dialog(monkeypatch, "getOpenFileName", jpeg_scan(tmp_path / "elsa.jpg"))
    press(Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: form.people.model.scan(1) is not None)
    assert form.people.model.scan(1).fits  # type: ignore[union-attr]
    assert form.people.editor.scan_panel.meter.value() == form.people.model.scan(1).size  # type: ignore[union-attr]
    screenshot(desk.window, "booking_form_foreign_passenger")

    press(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    review = desk.window.page(BOOK).review
    qtbot.waitUntil(lambda: desk.window.page(BOOK).currentWidget() is review)
    labels = [line.label for line in review.bill.rows]
    assert labels[0].startswith("1. Ravi Kumar (Adult, Indian)")
    assert labels[1].startswith("2. ELSA MARIA LINDQVIST (Adult, Foreigner)")
    assert "Asha Rao · +91 98765 43210 · " in review.customer.text()  # typed as 9876543210
    screenshot(desk.window, "booking_review")
    ref = confirm_by_keyboard(desk, qtbot)
    preview = desk.window.page(BOOK).result.preview
    qtbot.waitUntil(lambda: not preview.pixmap().isNull())  # rendered in a worker
    screenshot(desk.window, "booking_result")

    after = figures(sales_sandbox)
    assert after.bookings == before.bookings + 1
    row = desk.services.journal.history.find(ref)
    assert row is not None
    assert row.passengers == ("Ravi Kumar", "ELSA MARIA LINDQVIST")
    assert row.total_debited == from_paise(before.cash_paise - after.cash_paise) > Decimal(0)
    assert (
        f"INR {amount_text(from_paise(after.cash_paise))}"
        in desk.window.header.balance_label.text()
    )
    text = save_voucher(desk, qtbot, monkeypatch, tmp_path / "boat.pdf")
    assert ref in text
    assert "ELSA MARIA LINDQVIST" in text
    assert "Sweden" in text and "+91 98765 43210" in text
    assert "Swe " not in text and "919876543210" not in text
    voucher = desk.controller(BOOK).results.voucher
    assert voucher is not None
    # The PDF's first page as a picture: the same paged document, painted into an image.
    html = VoucherDocument(voucher).html(paper_ink())
    page_images(html)[0].save(str(SCREENSHOTS / "voucher_pdf.png"))


def test_the_review_opens_on_confirm_and_pays_once(
    sales_desk: Desk, sales_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk = sales_desk
    before = figures(sales_sandbox)
    choose(desk, qtbot, ACTIVITY)
    type_customer()
    press(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    review = desk.window.page(BOOK).review
    qtbot.waitUntil(lambda: desk.window.page(BOOK).currentWidget() is review)
    confirm, tendered = review.confirm_button, review.payment.tendered
    assert focused() is tendered and confirm.isDefault()
    assert review.state_label.text().endswith("left empty, it is exact cash (Esc goes back).")
    # The Ctrl+Enter that asked for the review, held (its repeats) or pressed again, pays
    # nothing; nor does Enter with another modifier.
    held = QKeyEvent(
        QEvent.Type.KeyPress, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier, "", True
    )
    QApplication.sendEvent(tendered, held)
    repeated = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Return, NO_MODIFIER, "\r", True)
    QApplication.sendEvent(tendered, repeated)
    for modifier in (
        Qt.KeyboardModifier.ControlModifier,
        Qt.KeyboardModifier.ShiftModifier,
        Qt.KeyboardModifier.AltModifier,
    ):
        press(Qt.Key.Key_Return, modifier)
    qtbot.wait(200)
    assert desk.window.page(BOOK).currentWidget() is review
    assert figures(sales_sandbox) == before
    press(Qt.Key.Key_Escape)  # back to the form, everything kept
    assert desk.window.page(BOOK).currentWidget() is desk.window.page(BOOK).form_page
    assert desk.window.page(BOOK).form.customer.edits["customer_name"].text() == CUSTOMER[0]

    press(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: desk.window.page(BOOK).currentWidget() is review)
    assert focused() is tendered
    press(Qt.Key.Key_Return)
    assert not confirm.isEnabled()  # at once: a second Enter finds nothing to press
    press(Qt.Key.Key_Return)
    result = desk.window.page(BOOK).result
    qtbot.waitUntil(lambda: desk.window.page(BOOK).currentWidget() is result, timeout=15_000)
    after = figures(sales_sandbox)
    assert (after.bookings, after.create_requests) == (
        before.bookings + 1,
        before.create_requests + 1,
    )
