"""Each tender outside the drawer said as taken, given back and net, alike on the drawer tab and
on the X and Z reports' paper (issue 93: UPI read 3,000.00 on the drawer tab, taken, and 733.72
on the Z, net, neither saying which, and the tab had no line for a UPI refund)."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from pytestqt.qtbot import QtBot

from app.domain.clock import SERVICE_TZ
from app.domain.tenders import CARD, UPI, by_tender
from app.records.till import Shift
from app.reports.drawer import DrawerFigures
from app.reports.drawer_print import TenderLine
from app.reports.drawer_report import drawer_report
from app.ui.widgets.shift_drawer import ShiftDrawer
from tests.reports.documents import AGENCY
from tests.ui.conftest import screenshot

D = Decimal


def _figures() -> DrawerFigures:
    """A shift whose UPI took 3,000.00 and gave 2,266.28 back; its card took 500.00."""
    taken, given = by_tender(), by_tender()
    taken |= {UPI: D("3000.00"), CARD: D("500.00")}
    given |= {UPI: D("2266.28")}
    return DrawerFigures(
        opening_float=D("2000.00"),
        taken=taken,
        given=given,
        expected=D("2000.00"),
        counted=None,
        difference=None,
        pending_cash=D("0.00"),
        sales=2,
        refunds=1,
        refunds_owed=D("0.00"),
        owed=0,
    )


def test_the_drawer_tab_says_a_tender_s_taken_given_back_and_net(qtbot: QtBot) -> None:
    drawer = ShiftDrawer()
    qtbot.addWidget(drawer)
    drawer.show_figures(_figures(), "The figures so far.")
    drawer.show()
    shown = {name: label.text() for name, label in drawer.figures.items() if not label.isHidden()}
    assert (shown["upi_in"], shown["upi_out"], shown["upi_net"]) == (
        "3,000.00",
        "2,266.28",
        "733.72",
    )
    # A tender that gave nothing back: its taken is its net, said once.
    assert shown["card_in"] == "500.00" and "card_out" not in shown and "card_net" not in shown
    screenshot(drawer, "drawer_tab_upi_given_back")


def test_the_x_and_z_papers_say_the_same_three_figures() -> None:
    made = dt.datetime(2026, 12, 1, 18, 0, tzinfo=SERVICE_TZ)
    shift = Shift(1, "PB1", "Leela Menon", made, D("2000.00"), None, None, None)
    report = drawer_report(
        _figures(), shift, None, z_no=None, agency=AGENCY, made_at=made, training=False
    )
    assert report.totals[:2] == (
        TenderLine("UPI", D("3000.00"), D("2266.28"), D("733.72")),
        TenderLine("Card", D("500.00"), D("0.00"), D("500.00")),
    )
