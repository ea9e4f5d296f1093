"""The customer-facing group of Settings: the agency's UPI ID checked as it is typed, the payee
name and the customer display switch, saved with the rest."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app.counter.paths import AppPaths
from app.counter.settings import load_settings
from app.ui.desk import Desk
from app.ui.registry import SETTINGS
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
