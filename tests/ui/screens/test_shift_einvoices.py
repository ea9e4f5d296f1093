"""The shift report's screen shows the e-invoice clock under the report, and opens the
e-invoices' dialog for the day chosen."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from app.domain.einvoice import TurnoverBand
from app.reports.shift import shift_report
from app.ui.screens.shift_report import ShiftReportScreen
from tests.reports.test_einvoice_shift import DAY, einvoice_report


def test_the_screen_shows_the_clock_under_the_report(qtbot: QtBot) -> None:
    screen = ShiftReportScreen(DAY)
    qtbot.addWidget(screen)
    screen.show_report(einvoice_report(TurnoverBand.FROM_5_TO_10_CRORE), "INR")
    lines = screen.einvoice_label.text().splitlines()
    assert not screen.einvoice_label.isHidden() and len(lines) == 4
    assert lines[1] == "Invoice PB1/26/000031: 31 days old, without an IRN."
    screen.show_report(shift_report(DAY, "Counter PB1", [], []), "INR")
    assert screen.einvoice_label.isHidden()
    with qtbot.waitSignal(screen.einvoices_requested) as asked:
        screen.einvoice_button.click()
    assert asked.args == [DAY]
