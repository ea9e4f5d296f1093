"""Every control a screen reader can name, on every screen and dialog; Tab in reading order."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication, QLineEdit, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from app.api import PartnerClient
from app.counter.services.supervisor_approval import TillApproval
from app.domain.pin import PinGate
from app.ui.desk import Desk
from app.ui.registry import SCREENS
from app.ui.widgets.draft_question import DraftQuestion, UndoDiscard
from app.ui.widgets.pin_dialog import PinDialog
from app.ui.window import MainWindow
from tests.ui.helpers.accessibility import accessible_name, tab_order_problems, unnamed
from tests.ui.helpers.after_sale import book_activity, look_up, quote
from tests.ui.helpers.clicks import clerk_click


def shown(desk: Desk, qtbot: QtBot) -> MainWindow:
    """The desk's window at the counter's size, shown and active."""
    window = desk.window
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    return window


def every_screen_and_dialog(
    desk: Desk, agency: PartnerClient, qtbot: QtBot, run: Any
) -> dict[str, list[str]]:
    """The unnamed controls of each screen of the registry and of each dialog, by its name."""
    window = shown(desk, qtbot)
    found: dict[str, list[str]] = {}
    found["window"] = unnamed(window.header) + unnamed(window.nav) + unnamed(window.message_bar)
    for entry in SCREENS:
        window.show_screen(entry)
        QApplication.processEvents()
        found[entry.title] = unnamed(window.page(entry))
    booked = run(book_activity(agency, qty=1, journal=desk.services.journal))
    screen = look_up(desk, qtbot, booked.booking_ref)
    quote(screen, qtbot)
    clerk_click(screen.quotes.buttons[0])
    assert screen.dialog is not None
    found["cancellation confirm"] = unnamed(screen.dialog)
    screen.dialog.reject()
    pin = PinDialog(
        TillApproval(desk.services.journal.till, PinGate(), None),
        "Void the sale",
        "Kayaking, 2 seats",
        window,
    )
    found["supervisor PIN"] = unnamed(pin)
    pin.deleteLater()
    draft = DraftQuestion(
        window,
        "draftQuestion",
        "A sale was in progress.",
        "Kayaking, 2 seats",
        "&Restore",
        cancel=True,
    )
    found["draft question"] = unnamed(draft)
    draft.deleteLater()
    undo = UndoDiscard(window, "Kayaking, 2 seats")
    found["draft discarded"] = unnamed(undo)
    undo.deleteLater()
    return {place: names for place, names in found.items() if names}


def test_every_focusable_control_and_table_has_a_name(
    counter: Desk, agency: PartnerClient, qtbot: QtBot, run: Any
) -> None:
    missing = every_screen_and_dialog(counter, agency, qtbot, run)
    assert not missing, "\n".join(
        f"{place}: {name}" for place, names in missing.items() for name in names
    )


def test_tab_follows_the_reading_order_on_every_screen(counter: Desk, qtbot: QtBot) -> None:
    window = shown(counter, qtbot)
    problems: dict[str, list[str]] = {}
    for entry in SCREENS:
        window.show_screen(entry)
        QApplication.processEvents()
        if found := tab_order_problems(window.page(entry)):
            problems[entry.title] = found
    assert not problems, "\n".join(
        f"{place}: {step}" for place, steps in problems.items() for step in steps
    )


def test_the_walk_finds_an_unnamed_field_and_a_tab_against_the_reading_order(
    qtbot: QtBot,
) -> None:
    page = QWidget()
    qtbot.addWidget(page)
    top, middle, bottom = QLineEdit(), QLineEdit(), QLineEdit()
    layout = QVBoxLayout(page)
    for edit in (top, middle, bottom):
        layout.addWidget(edit)
    top.setAccessibleName("Customer")
    middle.setAccessibleName("Phone")
    assert unnamed(page) == ["?: QLineEdit#"]
    bottom.setAccessibleName("E-mail")
    assert accessible_name(bottom) == "E-mail" and not unnamed(page)
    page.show()
    qtbot.waitExposed(page)
    assert not tab_order_problems(page)
    QWidget.setTabOrder(top, bottom)
    QWidget.setTabOrder(bottom, middle)
    assert len(tab_order_problems(page)) == 1  # E-mail -> Phone goes back up
