"""The customer-facing group of Settings: the agency's UPI ID checked as it is typed, the payee
name and the customer display switch, saved with the rest."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app.counter.config.paths import AppPaths
from app.counter.config.settings import load_settings
from app.ui.desk import Desk
from app.ui.registry import SETTINGS
from tests.ui.helpers.pdf_text import pdf_text
from tests.ui.helpers.settings import outcome

WRONG = "The UPI ID is a name, @ and the bank's or app's handle, for example agency@okaxis."


def test_a_mistyped_upi_id_is_said_under_it_and_cannot_be_saved(
    desk: Desk, qtbot: QtBot, home: AppPaths
) -> None:
    desk.window.show_screen(SETTINGS)
    screen = desk.window.page(SETTINGS)
    box = screen.customer_facing
    assert box.vpa.text() == "" and box.vpa_error.text() == ""  # none set: no UPI QR, no error
    assert screen.save_button.isEnabled()

    box.vpa.setFocus()
    QTest.keyClicks(box.vpa, "andamantours@")
    assert box.vpa_error.text() == WRONG
    assert WRONG in screen.problems_label.text() and not screen.save_button.isEnabled()
    QTest.keyClicks(box.vpa, "OKAXIS ")
    assert box.vpa_error.text() == ""
    # No agency name in this test's settings: the customer's app needs a name to show.
    assert "payee name" in screen.problems_label.text() and not screen.save_button.isEnabled()
    box.payee.setText("Andaman Tours")
    assert screen.save_button.isEnabled()
    box.display.setChecked(True)
    QTest.mouseClick(screen.save_button, Qt.MouseButton.LeftButton)

    assert outcome(screen, qtbot).startswith("Saved.")
    saved = load_settings(home.settings_file)
    assert (saved.upi_vpa, saved.upi_payee, saved.customer_display) == (
        "andamantours@okaxis",
        "Andaman Tours",
        True,
    )
    box.vpa.clear()  # cleared again: no UPI QR, nothing wrong
    assert box.vpa_error.text() == "" and screen.save_button.isEnabled()


def test_the_privacy_notice_s_contact_and_words_are_saved_and_shown(
    desk: Desk, qtbot: QtBot, home: AppPaths
) -> None:
    desk.window.show_screen(SETTINGS)
    screen = desk.window.page(SETTINGS)
    box = screen.customer_facing
    box.grievance.setFocus()
    QTest.keyClicks(box.grievance, "Priya Nair, 98400 12345 ")
    QTest.keyClicks(box.notice_extra, "CCTV records the counter.")
    QTest.mouseClick(screen.save_button, Qt.MouseButton.LeftButton)
    assert outcome(screen, qtbot).startswith("Saved.")
    saved = load_settings(home.settings_file)
    assert (saved.grievance_contact, saved.privacy_notice_extra) == (
        "Priya Nair, 98400 12345",
        "CCTV records the counter.",
    )
    notice = desk.customer_display.notice()
    assert "Priya Nair, 98400 12345" in notice.plain_text()
    assert notice.items[-1].text == "CCTV records the counter."


def test_the_notice_is_saved_as_a_pdf_to_print_on_request(
    desk: Desk, qtbot: QtBot, home: AppPaths
) -> None:
    task = desk.window.menu.save_privacy_notice()
    assert task is not None
    qtbot.waitUntil(task.done, timeout=10_000)
    path = task.result()
    assert path is not None and path.parent == home.reports
    notice = desk.customer_display.notice()
    assert path.name == f"privacy-notice-{notice.version}.pdf"
    text = " ".join(pdf_text(path).split())  # the lines as the page wraps them
    assert "Data Protection Board of India" in text and "withdraw your consent" in text
