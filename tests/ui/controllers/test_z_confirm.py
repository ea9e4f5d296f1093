"""The drawer counted meets the figures as it is typed; the Z report asks before it closes (the
cash counted against the expected, the difference), and a drawer off by more than Settings allow
needs a reason, kept with the Z report, and the supervisor's PIN."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from pytestqt.qtbot import QtBot

from app.counter.config.settings import DEFAULT_DRAWER_LIMIT
from app.counter.papers.formatting import money_text
from app.domain.money import CURRENCY
from app.reports.drawer import z_figures
from app.ui.desk import Desk
from app.ui.registry import SHIFT
from app.ui.style import roles
from app.ui.widgets.shift_drawer import ShiftDrawer
from tests.journal.till_records import decisions
from tests.ui.conftest import CLERK, OPENING_FLOAT, screenshot
from tests.ui.helpers.drawer import answer_close
from tests.ui.helpers.pdf_text import pdf_text
from tests.ui.helpers.sales import type_text
from tests.ui.helpers.supervisor import PIN, SUPERVISOR, answer_pin, set_pin
from tests.ui.themes import words


def drawer_of(desk: Desk) -> ShiftDrawer:
    """The shift report's drawer, shown at 1366x768 in its own tab, as the clerk opens it."""
    desk.window.resize(1366, 768)
    desk.window.show_screen(SHIFT)
    page = desk.window.page(SHIFT)
    page.tabs.setCurrentWidget(page.below)
    return page.drawer


def test_counted_and_the_difference_follow_each_key(desk: Desk, qtbot: QtBot) -> None:
    panel = drawer_of(desk)
    expected = money_text(OPENING_FLOAT)
    assert panel.figures["expected"].text() == expected
    assert panel.figures["counted"].text() == "—"  # nothing counted yet, nothing off
    panel.notes[500].setFocus()
    panel.notes[500].selectAll()  # as Tab leaves it
    type_text("3")  # typed, not yet left: 1,500 of the 2,000 expected
    assert panel.figures["counted"].text() == money_text(Decimal(1500))
    assert panel.figures["difference"].text() == money_text(Decimal(-500))
    assert words(panel.figures["difference"]) == roles().error  # red: the drawer is off
    panel.coins.setFocus()
    type_text("500")
    assert panel.figures["counted"].text() == expected
    assert panel.figures["difference"].text() == money_text(Decimal(0))
    assert words(panel.figures["difference"]) != roles().error
    type_text(".x")  # not an amount: nothing counted shown
    assert panel.figures["counted"].text() == "—"
    screenshot(desk.window, "drawer_counted_as_typed_1366x768")


def test_z_asks_first_and_esc_leaves_the_shift_open(desk: Desk, qtbot: QtBot) -> None:
    panel = drawer_of(desk)
    till = desk.services.journal.till
    panel.notes[500].setValue(3)
    panel.notes[100].setValue(4)  # 1,900: 100 short, the most a clerk closes with alone
    panel.closed_by.setText(CLERK)
    seen = answer_close(close=False, shot="z_asks_100_short_1366x768")
    panel.z_button.click()
    qtbot.waitUntil(lambda: panel.state.text().startswith("Not closed"))
    [dialog] = seen
    assert dialog.counted == money_text(Decimal(1900), CURRENCY)
    assert dialog.expected == money_text(OPENING_FLOAT, CURRENCY)
    assert "100.00 short" in dialog.difference
    assert desk.window.page(SHIFT).isVisible()  # Esc closed only the question
    assert not dialog.needs_reason and not dialog.reason_shown
    assert till.open_shift_of("C1") is not None and till.z_reports("C1") == []

    answer_close()
    panel.z_button.click()
    qtbot.waitUntil(lambda: panel.state.text().startswith("Z report no. 1"))
    [report] = till.z_reports("C1")
    assert z_figures(report).difference == Decimal("-100.00")
    assert report.reason == "" and decisions(till) == []  # no PIN at the limit itself
    assert desk.window.header.shift_label.text() == "No shift open · counter C1"


def test_a_drawer_off_by_more_than_the_limit_needs_a_reason_and_the_pin(
    desk: Desk, qtbot: QtBot
) -> None:
    assert desk.connection.settings.drawer_limit == DEFAULT_DRAWER_LIMIT == Decimal("100.00")
    panel = drawer_of(desk)
    till = desk.services.journal.till
    set_pin(till)
    panel.notes[500].setValue(3)
    panel.notes[100].setValue(3)
    panel.coins.setText("99.99")  # 1,899.99: 100.01 short
    panel.closed_by.setText(CLERK)
    seen = answer_close(close=False, shot="z_asks_reason_1366x768")
    panel.z_button.click()
    qtbot.waitUntil(lambda: panel.state.text().startswith("Not closed"))
    [asked] = seen
    assert asked.needs_reason and asked.reason_shown
    assert "more than INR 100.00" in asked.said

    unsaid = answer_close()  # Close without a reason: refused in the dialog, which stays
    panel.z_button.click()
    qtbot.waitUntil(lambda: bool(unsaid))
    assert unsaid[0].stayed and "Type why the drawer is off" in unsaid[0].said
    qtbot.waitUntil(lambda: panel.state.text().startswith("Not closed"))
    assert till.open_shift_of("C1") is not None

    said = answer_pin([])  # the supervisor is not there: not closed
    answer_close(reason="Gave  change twice")
    panel.z_button.click()
    qtbot.waitUntil(lambda: "needs a supervisor's PIN" in panel.state.text())
    assert said == [] and till.z_reports("C1") == []

    answer_pin([PIN], shot="z_reason_pin")
    answer_close(reason="Gave change twice")
    panel.z_button.click()
    qtbot.waitUntil(lambda: panel.state.text().startswith("Z report no. 1"))
    [report] = till.z_reports("C1")
    assert report.reason == "Gave change twice"
    assert z_figures(report).difference == Decimal("-100.01")
    [decision] = decisions(till)
    assert (decision.supervisor, decision.action) == (
        SUPERVISOR,
        "Close the shift with the drawer off",
    )
    assert "Reason: Gave change twice" in decision.detail
    assert "difference INR -100.01" in decision.detail
    pdf = desk.paths.reports / "Z-C1-0001.pdf"
    qtbot.waitUntil(lambda: panel.saved_row.isVisibleTo(panel))
    text = " ".join(pdf_text(pdf).replace("\xa0", " ").split())
    assert "Difference -100.01 Reason: Gave change twice" in text


def test_a_higher_limit_from_settings_lets_the_clerk_close_alone(desk: Desk, qtbot: QtBot) -> None:
    desk.connection.settings = replace(desk.connection.settings, drawer_limit=Decimal("500.00"))
    panel = drawer_of(desk)
    panel.notes[500].setValue(3)  # 500 short: at the limit
    panel.closed_by.setText(CLERK)
    seen = answer_close()
    panel.z_button.click()
    qtbot.waitUntil(lambda: panel.state.text().startswith("Z report no. 1"))
    assert not seen[0].needs_reason and decisions(desk.services.journal.till) == []


def test_the_z_asks_what_was_banked_and_the_next_float_is_what_was_left(
    desk: Desk, qtbot: QtBot
) -> None:
    panel = drawer_of(desk)
    till = desk.services.journal.till
    panel.notes[500].setValue(4)  # 2,000 counted, as expected
    panel.closed_by.setText(CLERK)
    seen = answer_close(banked="1,500", shot="z_asks_banked_1366x768")
    panel.z_button.click()
    qtbot.waitUntil(lambda: panel.state.text().startswith("Z report no. 1"))
    [asked] = seen
    assert asked.left == money_text(Decimal(500), CURRENCY)
    [report] = till.z_reports("C1")
    figures = z_figures(report)
    assert (figures.counted, figures.banked, figures.left) == (
        Decimal("2000.00"),
        Decimal("1500.00"),
        Decimal("500.00"),
    )
    # The next shift starts with what stayed in the drawer, not the whole count.
    assert desk.shifts.last_close() == (CLERK, "500.00")


def test_more_banked_than_counted_is_refused_in_the_dialog(desk: Desk, qtbot: QtBot) -> None:
    panel = drawer_of(desk)
    panel.notes[500].setValue(4)
    panel.closed_by.setText(CLERK)
    refused = answer_close(banked="2000.01")
    panel.z_button.click()
    qtbot.waitUntil(lambda: bool(refused))
    assert refused[0].stayed and "more than was counted" in refused[0].said
    qtbot.waitUntil(lambda: panel.state.text().startswith("Not closed"))
    assert desk.services.journal.till.z_reports("C1") == []
    answer_close(banked="2000")  # all of it banked: nothing left, the next float 0
    panel.z_button.click()
    qtbot.waitUntil(lambda: panel.state.text().startswith("Z report no. 1"))
    assert desk.shifts.last_close() == (CLERK, "0.00")


def test_the_z_report_prints_what_was_banked_and_left(desk: Desk, qtbot: QtBot) -> None:
    panel = drawer_of(desk)
    panel.notes[500].setValue(4)
    panel.closed_by.setText(CLERK)
    answer_close(banked="1500")
    panel.z_button.click()
    qtbot.waitUntil(lambda: panel.saved_row.isVisibleTo(panel))
    text = " ".join(pdf_text(desk.paths.reports / "Z-C1-0001.pdf").replace("\xa0", " ").split())
    assert "Banked or taken out 1,500.00 Left in the drawer 500.00" in text


def test_the_shift_reports_own_float_is_what_the_z_left_in_the_drawer(
    desk: Desk, qtbot: QtBot
) -> None:
    """After a Z that banked 1,500 of 2,000, the Shift report's own "open a shift" fields read
    what the open-shift question reads: the last clerk and the 500.00 left, not the whole count
    nor the float typed when the closed shift was opened here."""
    panel = drawer_of(desk)
    panel.float_edit.setText("1,750")  # typed earlier, before the shift was opened elsewhere
    panel.notes[500].setValue(4)
    panel.closed_by.setText(CLERK)
    answer_close(banked="1500")
    panel.z_button.click()
    qtbot.waitUntil(lambda: panel.state.text().startswith("Z report no. 1"))
    assert panel.float_edit.isVisible() and panel.open_button.isEnabled()
    assert (panel.clerk.text(), panel.float_edit.text()) == (CLERK, "500.00")
    screenshot(desk.window, "drawer_after_z_next_float_1366x768")
    panel.open_button.click()  # as prefilled: the next shift opens with what is in the drawer
    qtbot.waitUntil(lambda: desk.services.journal.till.open_shift_of("C1") is not None)
    shift = desk.services.journal.till.open_shift_of("C1")
    assert shift is not None and shift.opening_float == Decimal("500.00")
