"""The shift and its drawer on the shift report screen: figures after a cash sale, the X report
(writes nothing), the Z report (closes; another clerk's shift needs the supervisor's PIN), and
the next shift opened by a named clerk with a counted float; the Z report saved as a PDF."""

from __future__ import annotations

from decimal import Decimal

from pytestqt.qtbot import QtBot

from app.counter.papers.formatting import money_text
from app.records.customers import Action, Who
from app.reports.drawer import z_figures
from app.ui.desk import Desk
from app.ui.registry import SHIFT
from tests.journal.till_records import decisions
from tests.ui.conftest import CLERK, OPENING_FLOAT, screenshot
from tests.ui.helpers.drawer import answer_close
from tests.ui.helpers.pdf_text import pdf_text
from tests.ui.helpers.supervisor import PIN, SUPERVISOR, answer_pin, set_pin
from tests.ui.helpers.till import sell_exact_cash


def test_the_drawer_counts_a_cash_sale_x_changes_nothing_z_closes_and_a_new_shift_opens(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    desk = sales_desk
    price = sell_exact_cash(desk, qtbot)
    desk.window.show_screen(SHIFT)
    panel = desk.window.page(SHIFT).drawer
    till = desk.services.journal.till
    shift = till.open_shift_of("C1")
    assert shift is not None and shift.clerk == CLERK
    assert CLERK in panel.status.text()
    expected = OPENING_FLOAT + price.total
    assert panel.figures["cash_in"].text() == money_text(price.total)
    assert panel.figures["expected"].text() == money_text(expected)
    # No cash refund, no round off: the line is not shown at all.
    assert not panel.figures["refund_round_off"].isVisibleTo(panel)
    assert not panel.open_button.isEnabled()

    panel.notes[500].setValue(4)
    panel.notes[100].setValue(int(price.total) // 100)
    panel.coins.setText(str(price.total % 100))
    assert panel.lines[500].text() == money_text(Decimal(2000))
    assert panel.count_total.text() == f"<b>{money_text(expected)}</b>"
    panel.x_button.click()
    assert panel.figures["counted"].text() == money_text(expected)
    assert panel.figures["difference"].text() == money_text(Decimal("0.00"))
    assert panel.state.text().startswith("X report: nothing was closed")
    assert till.z_reports("C1") == [] and till.open_shift_of("C1") == shift
    for width, height in ((1366, 768), (1280, 720)):
        desk.window.resize(width, height)
        screenshot(desk.window, f"till_shift_drawer_{width}x{height}")

    panel.notes[10].setValue(1)  # ten rupees over
    panel.closed_by.setText("Ravi Kumar")  # not the clerk of the shift
    said = answer_pin([])
    answer_close()
    panel.z_button.click()
    qtbot.waitUntil(lambda: "needs a supervisor's PIN" in panel.state.text())
    assert said == [] and till.open_shift_of("C1") == shift

    set_pin(desk.services.journal.till)  # set in Settings by the key's holder
    # A supervisor read an ID number during the shift: the Z report witnesses the access log.
    desk.services.journal.privacy.access(
        Who(SUPERVISOR, "supervisor", "the operator asked"), Action.ID_VIEW, "REF1", "id_number"
    )
    answer_pin([PIN])
    answer_close()
    panel.z_button.click()
    qtbot.waitUntil(lambda: panel.state.text().startswith("Z report no. 1"))
    [report] = till.z_reports("C1")
    figures = z_figures(report)
    assert (figures.expected, figures.counted, figures.difference) == (
        expected,
        expected + 10,
        Decimal("10.00"),
    )
    pdf = desk.paths.reports / "Z-C1-0001.pdf"
    qtbot.waitUntil(lambda: panel.saved_row.isVisibleTo(panel))
    assert panel.saved_label.text() == f"Saved as a PDF: {pdf}"
    assert panel.open_folder_button.isVisibleTo(panel)
    text = " ".join(pdf_text(pdf).replace("\xa0", " ").split())
    assert report.chain is not None  # the head of the counter's records as the shift closed
    assert report.access_log is not None and report.access_log.seq == 1
    for line in (
        "Z report 1",
        f"Expected cash {money_text(expected)}",
        f"Counted cash {money_text(expected + 10)}",
        f"Difference {money_text(Decimal('10.00'))}",
        f"Records' chain {report.chain.printed}",
        f"Access log {report.access_log.printed}",
    ):
        assert line in text
    assert report.closed_by == "Ravi Kumar"
    [decision] = decisions(till)
    assert (decision.supervisor, decision.action) == (SUPERVISOR, "Close another clerk's shift")
    assert till.open_shift_of("C1") is None
    assert (
        "No shift is open" in panel.status.text() and "Last Z report: no. 1" in panel.status.text()
    )
    screenshot(desk.window, "till_shift_z_report")

    panel.clerk.setText("Ravi Kumar")
    panel.float_edit.setText("1,500")
    panel.open_button.click()
    qtbot.waitUntil(lambda: till.open_shift_of("C1") is not None)
    opened = till.open_shift_of("C1")
    assert opened is not None and (opened.clerk, opened.opening_float) == (
        "Ravi Kumar",
        Decimal("1500"),
    )
    assert "Ravi Kumar" in panel.status.text()
    panel.open_requested.emit("Asha", "100")  # one shift at a time
    qtbot.waitUntil(lambda: "still open" in panel.state.text())
