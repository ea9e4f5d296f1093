"""No shift open: the sale asks for one at its review (the float prefilled from the last close,
Enter to accept) and goes on; Esc closes only that question; the day's start offers one before
the first customer; the header says who is on the till, at which counter."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.counter.config.settings import Settings
from app.domain.till import DrawerCount
from app.journal.till import SaleState
from app.reports.drawer import z_report
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.registry import BOOK
from app.ui.widgets.open_shift import OpenShiftDialog
from tests.ui.conftest import CLERK, over_window, screenshot
from tests.ui.helpers.sales import focused, press, type_text
from tests.ui.helpers.till import review_activity, wait_for_result

LAST_COUNTED = DrawerCount.of({500: 4}, Decimal("35.50"))  # the last close's drawer


def asked_for_shift(qtbot: QtBot) -> OpenShiftDialog:
    """The open-shift question, once it is up."""
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), OpenShiftDialog))
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, OpenShiftDialog)
    return dialog


def close_the_shift(desk: Desk) -> None:
    """The fixture's shift closed with its Z report, as last night."""
    till = desk.services.journal.till
    shift = till.open_shift_of("C1")
    assert shift is not None
    z_report(till, shift.shift_id, LAST_COUNTED, closed_by=CLERK)


def test_a_sale_with_no_shift_asks_for_one_at_the_review_and_enter_sells_on(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    desk = sales_desk
    till = desk.services.journal.till
    close_the_shift(desk)
    desk.window.resize(1366, 768)
    review, price = review_activity(desk, qtbot)  # Ctrl+Enter
    dialog = asked_for_shift(qtbot)
    assert (dialog.clerk.text(), dialog.float_edit.text()) == (CLERK, "2035.50")
    assert focused() is dialog.clerk
    assert "This sale needs a shift" in dialog.intro.text()
    assert desk.window.page(BOOK).currentWidget() is review  # the review stays behind it
    assert desk.window.header.shift_label.text() == "No shift open · counter C1"
    over_window(desk.window, dialog, "shift_asked_at_review_1366x768")
    press(Qt.Key.Key_Return)  # the name and float as prefilled
    qtbot.waitUntil(lambda: till.open_shift_of("C1") is not None)
    opened = till.open_shift_of("C1")
    assert opened is not None and (opened.clerk, opened.opening_float) == (
        CLERK,
        Decimal("2035.50"),
    )
    qtbot.waitUntil(lambda: review.till_note.text() == "")
    assert focused() is review.payment.tendered
    assert CLERK in desk.window.header.shift_label.text()
    press(Qt.Key.Key_Return)  # exact cash: the sale goes on
    wait_for_result(desk, qtbot)
    [sale] = till.sales()
    assert (sale.shift_id, sale.state, sale.price.total) == (
        opened.shift_id,
        SaleState.TAKEN,
        price.total,
    )


def test_esc_closes_only_the_question_and_confirm_asks_again(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    desk = sales_desk
    till = desk.services.journal.till
    close_the_shift(desk)
    review, _price = review_activity(desk, qtbot)
    dialog = asked_for_shift(qtbot)
    press(Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    assert not dialog.isVisible()
    assert desk.window.page(BOOK).currentWidget() is review  # still at the review
    assert "No shift is open" in review.till_note.text()
    assert "Confirm asks for one" in review.till_note.text()
    assert review.confirm_button.isEnabled() and till.open_shift_of("C1") is None
    desk.window.resize(1366, 768)
    screenshot(desk.window, "shift_not_now_review_1366x768")

    review.payment.tendered.setFocus()
    press(Qt.Key.Key_Return)  # Confirm: the question again
    again = asked_for_shift(qtbot)
    again.clerk.setText("Ravi Kumar")
    again.float_edit.setText("abc")
    press(Qt.Key.Key_Return)
    assert "as an amount" in again.state.text() and till.open_shift_of("C1") is None
    again.float_edit.setText("1500")
    press(Qt.Key.Key_Return)
    wait_for_result(desk, qtbot)
    opened = till.open_shift_of("C1")
    assert opened is not None and opened.clerk == "Ravi Kumar"
    [sale] = till.sales()
    assert sale.shift_id == opened.shift_id


def closed_last_night(make_desk: Any) -> Desk:
    """A desk not yet started whose counter's last shift was closed with its Z report."""
    desk: Desk = make_desk()
    till = desk.services.journal.till
    last = till.open_shift("C1", CLERK, Decimal("2000"))
    z_report(till, last.shift_id, LAST_COUNTED, closed_by=CLERK)
    return desk


def test_the_day_starts_with_a_shift_offered_and_the_header_says_who_is_on_the_till(
    make_desk: Any, run: Any, sales_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk = closed_last_night(make_desk)
    till = desk.services.journal.till
    assert run(desk.start(Settings(base_url=sales_sandbox.base_url), sales_sandbox.demo_key))
    header = desk.window.header
    assert header.shift_label.text() == "No shift open · counter C1"
    dialog = asked_for_shift(qtbot)
    assert "No shift is open at this counter yet" in dialog.intro.text()
    assert dialog.float_edit.text() == "2035.50"
    desk.window.resize(1366, 768)
    over_window(desk.window, dialog, "shift_offered_at_start_1366x768")
    assert focused() is dialog.clerk and dialog.clerk.selectedText() == CLERK
    type_text("Asha Rao")  # another clerk types over the name
    press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: till.open_shift_of("C1") is not None)
    opened = till.open_shift_of("C1")
    assert opened is not None and opened.clerk == "Asha Rao"
    qtbot.waitUntil(lambda: "Asha Rao" in header.shift_label.text())
    assert header.shift_label.text().endswith("· counter C1")
    assert "since" in header.shift_label.text()
    screenshot(desk.window, "header_shift_1366x768")
    desk.window.resize(1280, 720)
    screenshot(desk.window, "header_shift_1280x720")


def test_the_app_closing_before_the_days_offer_is_up_ends_it_without_opening_it(
    make_desk: Any, run: Any, sales_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    # A stop signal right after the start used to find the offer's task not yet running: the
    # close waited for it, it then opened its question on the closing window, and the app hung.
    desk = closed_last_night(make_desk)

    async def start_and_quit() -> bool:
        settings = Settings(base_url=sales_sandbox.base_url)
        started = await desk.start(settings, sales_sandbox.demo_key)
        await desk.aclose()  # before the loop turns: the offer's task has not run yet
        return started

    assert run(start_and_quit(), 5_000)
    qtbot.wait(200)
    assert not [w for w in QApplication.topLevelWidgets() if isinstance(w, OpenShiftDialog)]
    assert desk.window.findChildren(OpenShiftDialog) == []
