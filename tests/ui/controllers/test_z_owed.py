"""A refund the operator's cancellation owes, not paid at the close: the Z report says it,
"owed, not yet paid", by the tender it is owed by, on the PDF saved and as kept in the journal;
the shift report names it; screenshots of the screen and of the report on the roll."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from typing import Any

from pytestqt.qtbot import QtBot

from app.counter.formatting import money_text
from app.domain.clock import service_today
from app.domain.tenders import CASH
from app.reports.columns import Paper
from app.reports.drawer import z_figures
from app.reports.drawer_print import drawer_report_html
from app.reports.drawer_report import drawer_report
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.paper import paper_image
from app.ui.registry import SHIFT
from app.ui.style import paper_ink
from tests.counter.disrupted_sales import operator_cancels, sell_party
from tests.sandbox.helpers import NO_FLAGS_TRIP_SCHEDULE
from tests.ui.conftest import CLERK, OPENING_FLOAT, SCREENSHOTS, screenshot, start_desk
from tests.ui.helpers.drawer import answer_close
from tests.ui.helpers.jobs import restart_watch
from tests.ui.helpers.pdf_text import pdf_text

CRUISE = NO_FLAGS_TRIP_SCHEDULE


def test_the_z_report_says_the_refund_owed_and_not_yet_paid_by_tender(
    make_desk: Any, run: Any, own_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk: Desk = make_desk()
    assert start_desk(desk, run, own_sandbox)
    counter = desk.service.settings.counter_code
    shift = desk.journal.till.open_shift_of(counter)
    assert shift is not None
    day = service_today() + dt.timedelta(days=4)

    async def sold_and_cancelled() -> Decimal:
        _ref, price = await sell_party(
            own_sandbox,
            desk.service.client,
            desk.journal,
            ["Asha Rao", "Ravi Kumar"],
            schedule_id=CRUISE,
            day=day,
            counter=counter,
            shift_id=shift.shift_id,
        )
        operator_cancels(own_sandbox, CRUISE, day)
        return price.total

    paid = run(sold_and_cancelled(), 30_000)
    found: list[str] = []
    desk.watch.found.connect(found.append)
    restart_watch(desk, run)
    qtbot.waitUntil(lambda: len(found) == 1, timeout=20_000)
    desk.window.resize(1366, 768)
    desk.window.show_screen(SHIFT)
    panel = desk.window.page(SHIFT).drawer
    panel.x_button.click()
    assert panel.figures["refunds_owed"].text() == money_text(paid)
    expected = OPENING_FLOAT + paid  # the cash taken; the refund owed is not out of it yet
    panel.notes[500].setValue(int(expected) // 500)
    panel.coins.setText(str(expected % 500))
    panel.closed_by.setText(CLERK)
    answer_close()

    panel.z_button.click()

    qtbot.waitUntil(lambda: panel.saved_row.isVisibleTo(panel), timeout=10_000)
    pdf = desk.paths.reports / f"Z-{counter}-0001.pdf"
    text = " ".join(pdf_text(pdf).replace("\xa0", " ").split())
    assert (
        f"Owed to customers, not yet paid Cash {money_text(paid)} Owed in all {money_text(paid)}"
    ) in text
    [report] = desk.journal.till.z_reports(counter)
    figures = z_figures(report)
    assert figures.owed_by == {CASH: paid} and figures.refunds_owed == paid
    owed = desk.window.header.owed_label  # until it is paid: counted, and named in its tooltip
    assert owed.text() == f"1 refund owed: INR {money_text(paid)}"
    assert f"Refund owed to Asha Rao: INR {money_text(paid)}" in owed.toolTip()
    screenshot(desk.window, "shift_report_refund_owed_1366x768")
    printed = drawer_report(
        figures,
        desk.journal.till.shift(report.shift_id),
        None,
        z_no=report.z_no,
        agency=desk.service.settings.agency,
        made_at=report.closed_at,
        training=True,
    )
    roll = paper_image(drawer_report_html(printed, paper_ink(), Paper.ROLL_80), Paper.ROLL_80)
    assert roll.save(str(SCREENSHOTS / "z_report_refund_owed_roll_80mm.png"))
