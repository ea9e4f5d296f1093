"""The shift report's screen shows the e-invoice clock under the report, and opens the
e-invoices' dialog for the day chosen."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app.domain.einvoice import TurnoverBand
from app.domain.modules import Module
from app.reports.shift import shift_report
from app.ui.desk import Desk
from app.ui.registry import SHIFT
from app.ui.screens.shift_report import ShiftReportScreen
from tests.counter.einvoice_sales import FIRM, PRICE
from tests.journal.till_sales import sell, till_sale
from tests.reports.test_einvoice_shift import DAY, einvoice_report
from tests.ui.conftest import screenshot


def test_the_screen_shows_the_clock_under_the_report(qtbot: QtBot) -> None:
    screen = ShiftReportScreen(DAY)
    qtbot.addWidget(screen)
    screen.show_report(einvoice_report(TurnoverBand.FROM_5_TO_10_CRORE), "INR")
    lines = screen.einvoice_label.text().splitlines()
    assert not screen.einvoice_label.isHidden() and len(lines) == 4
    assert lines[1] == "Invoice PB1/26/000031: 31 days old, without an IRN."
    screen.show_report(shift_report(DAY, "Counter PB1", [], [], None), "INR")
    assert screen.einvoice_label.isHidden()
    with qtbot.waitSignal(screen.einvoices_requested) as asked:
        screen.einvoice_button.click()
    assert asked.args == [DAY]


def test_the_days_report_lists_the_journals_b2b_invoice_without_irn(
    counter: Desk, qtbot: QtBot
) -> None:
    settings = counter.connection.settings
    counter.connection.settings = replace(
        settings,
        agency_name="Backwater Trails",
        agency_address="14 MG Road, Kochi 682011",
        agency_gstin="32AAACB1234F1ZI",
        agency_state_code="32",
        turnover_band=TurnoverBand.FROM_10_CRORE,
    )
    basis = counter.connection.settings.registration.basis(Module.BOAT, FIRM)
    sell(counter.services.journal, "b2b-1", till_sale(price=PRICE, tax=basis))
    invoice = counter.services.journal.tax.invoice_of("b2b-1")
    assert invoice is not None

    window = counter.window
    window.show_screen(SHIFT)
    screen: ShiftReportScreen = window.page(SHIFT)
    QTest.keyClick(screen.day_edit, Qt.Key.Key_F5)
    qtbot.waitUntil(lambda: not screen.einvoice_label.isHidden(), timeout=15_000)
    assert screen.einvoice_label.text() == f"Invoice {invoice.doc_no}: 0 days old, without an IRN."
    screenshot(window, "shift_report_einvoices")
