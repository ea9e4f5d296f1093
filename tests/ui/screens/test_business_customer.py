"""A business customer at the counter: its GSTIN, address and state typed in the customer card
(checked as typed), and the sale's tax invoice naming it, numbered in the counter's series."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app.domain.gst import Scheme
from app.ui.desk import Desk
from app.ui.registry import BOOK
from tests.ui.conftest import screenshot
from tests.ui.helpers.sales import ACTIVITY, choose, press, type_customer
from tests.ui.helpers.sales import type_text as type_here
from tests.ui.helpers.till import wait_for_result

AGENCY_GSTIN = "32AAACB1234F1ZI"


def test_a_business_customers_gstin_is_checked_and_named_on_the_invoice(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    desk = sales_desk
    desk.connection.settings = replace(
        desk.connection.settings,
        agency_name="Backwater Trails",
        agency_address="14 MG Road, Kochi",
        agency_gstin=AGENCY_GSTIN,
    )
    choose(desk, qtbot, ACTIVITY)
    type_customer()
    form = desk.window.page(BOOK).form
    fields = form.customer
    gstin = fields.business_edits["customer_gstin"]
    assert not gstin.isVisible()  # a consumer's sale shows none of it
    fields.business.click()
    assert gstin.isVisible()
    QTest.keyClicks(gstin, "29AAGCB7383J1Z5")  # the check character is wrong
    assert "last character does not match" in fields.grid.message("customer_gstin")
    gstin.clear()
    QTest.keyClicks(gstin, "29aagcb7383j1z4")
    assert fields.grid.message("customer_gstin") == ""
    QTest.keyClicks(
        fields.business_edits["customer_address"], "80 Feet Road, Indiranagar, Bengaluru"
    )
    desk.window.resize(1366, 768)
    screenshot(desk.window, "business_customer")
    form.qty_spin.setFocus()
    type_here("2")
    press(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    review = desk.window.page(BOOK).review
    qtbot.waitUntil(lambda: desk.window.page(BOOK).currentWidget() is review)
    press(Qt.Key.Key_Return)  # exact cash
    wait_for_result(desk, qtbot)

    ref = desk.window.page(BOOK).result.ref_label.text()
    sale = desk.services.journal.till.sale_of(ref)
    assert sale is not None
    invoice = desk.services.journal.tax.invoice_of(sale.request_id)
    assert invoice is not None and invoice.doc_no.startswith("C1/26/")
    basis = invoice.basis
    assert (basis.buyer.gstin, basis.buyer.address) == (
        "29AAGCB7383J1Z4",
        "80 Feet Road, Indiranagar, Bengaluru",
    )
    assert (basis.scheme, basis.place_of_supply, basis.supplier_state) == (
        Scheme.AGENT,
        "29",
        "32",
    )
    assert invoice.totals.total == sale.price.total
