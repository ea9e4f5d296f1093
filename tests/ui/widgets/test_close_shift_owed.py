"""The Z report's question with money owed to customers: it names the amount and does not close
the shift until the clerk ticks that it closes with it."""

from __future__ import annotations

from decimal import Decimal

from pytestqt.qtbot import QtBot

from app.domain.tenders import TENDERS, by_tender
from app.domain.till import DrawerCount
from app.reports.drawer import DrawerFigures
from app.ui.widgets.close_shift import CloseShiftDialog
from tests.ui.conftest import save_image

D = Decimal


def figures(owed: Decimal) -> DrawerFigures:
    """A shift that took 4,185.00 in cash on a 2,000.00 float, counted right, ``owed`` to its
    customers."""
    taken = by_tender() | {TENDERS[0]: D("4185.00")}
    return DrawerFigures(
        opening_float=D("2000.00"),
        taken=taken,
        given=by_tender(),
        expected=D("6185.00"),
        counted=None,
        difference=None,
        pending_cash=D("0.00"),
        sales=1,
        refunds=0,
        refunds_owed=owed,
        owed=1 if owed else 0,
    ).counted_as(DrawerCount.of({500: 12}, D("185.00")))


def test_the_z_question_names_what_is_owed_and_asks_before_closing(qtbot: QtBot) -> None:
    dialog = CloseShiftDialog(figures(D("11033.00")), D("100.00"), None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert "11,033.00" in dialog.owed.text() and dialog.owed.isVisible()
    dialog.submit()
    # Not closed: the sentence names the amount, the tick is asked for.
    assert dialog.isVisible() and dialog.result() == 0
    assert dialog.state.text() == "Customers are owed INR 11,033.00: tick to close with it owed."
    save_image(dialog.grab().toImage(), "z_dialog_money_owed")
    dialog.owed_known.setChecked(True)
    dialog.submit()
    assert not dialog.isVisible() and dialog.result() == 1


def test_with_nothing_owed_the_z_question_closes_as_before(qtbot: QtBot) -> None:
    dialog = CloseShiftDialog(figures(D("0.00")), D("100.00"), None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.owed.isHidden() and dialog.owed_known.isHidden()
    dialog.submit()
    assert dialog.result() == 1
