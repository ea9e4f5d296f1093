"""A refund the operator's cancellation owes, not paid at the close: the Z report says it,
"owed, not yet paid", by the tender it is owed by, on the PDF saved and as kept in the journal;
the shift report names it; screenshots of the screen and of the report on the roll."""

from __future__ import annotations

from typing import Any

from pytestqt.qtbot import QtBot

from app.counter.papers.formatting import money_text
from app.domain.tenders import CASH
from app.sandbox import EmbeddedSandbox
from app.ui.registry import SHIFT
from tests.ui.conftest import OPENING_FLOAT, screenshot, started_desk
from tests.ui.helpers.disrupted import cancelled_at_desk, watch_finds
from tests.ui.helpers.drawer import z_closed, z_on_the_roll


def test_the_z_report_says_the_refund_owed_and_not_yet_paid_by_tender(
    make_desk: Any, run: Any, own_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk = started_desk(make_desk, run, own_sandbox)
    _ref, price = cancelled_at_desk(desk, run, own_sandbox)
    paid = price.total
    watch_finds(desk, run, qtbot)
    desk.window.resize(1366, 768)
    desk.window.show_screen(SHIFT)
    panel = desk.window.page(SHIFT).drawer
    panel.x_button.click()
    assert panel.figures["refunds_owed"].text() == money_text(paid)
    counted = OPENING_FLOAT + paid  # the cash taken; the refund owed is not out of it yet

    text = z_closed(desk, qtbot, counted)

    assert (
        f"Owed to customers, not yet paid Cash {money_text(paid)} Owed in all {money_text(paid)}"
    ) in text
    figures = z_on_the_roll(desk, "z_report_refund_owed_roll_80mm")
    assert figures.owed_by == {CASH: paid} and figures.refunds_owed == paid
    owed = desk.window.header.owed_label  # until it is paid: counted, and named in its tooltip
    assert owed.text() == f"1 refund owed: INR {money_text(paid)}"
    assert f"Refund owed to Asha Rao: INR {money_text(paid)}" in owed.toolTip()
    screenshot(desk.window, "shift_report_refund_owed_1366x768")
