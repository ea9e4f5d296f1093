"""The supervisor PIN is set in Settings by the API key's holder (the key typed on the PIN's
page), never at a gate; switching to LIVE asks for it; ten wrong tries lock it until it is set
there again. How long ID documents are kept is a supervisor's setting too."""

from __future__ import annotations

import datetime as dt
import logging
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app.api import CreateBookingRequest
from app.counter.config.paths import AppPaths
from app.counter.config.settings import Environment, load_settings
from app.domain.pin import RESET_TRIES, matches
from app.journal.till import PinCheck
from app.sandbox import EmbeddedSandbox
from app.ui.controllers.supervisor import Supervisor
from app.ui.desk import Desk
from app.ui.registry import SETTINGS
from app.ui.screens.settings import SettingsScreen
from tests.domain.samples import boat_body, foreigner, indian
from tests.journal.entries import record_sale
from tests.journal.till_records import check_pin, decisions
from tests.ui.conftest import screenshot
from tests.ui.helpers.settings import outcome
from tests.ui.helpers.supervisor import PIN, answer_pin, set_pin

CLICK = Qt.MouseButton.LeftButton
NEW_PIN = "735914"
# Where a change that needs a supervisor, with no PIN set, sends staff: no key "typed again
# above" (the key is on the service's page, the PIN on a page of its own).
SET_ON_ITS_PAGE = (
    "needs a new supervisor PIN: the API key's holder sets it on the Supervisor PIN page, "
    "with the key in use."
)


def settings_screen(desk: Desk, run: Any) -> SettingsScreen:
    desk.window.show_screen(SETTINGS)
    run(desk.controller(SETTINGS).show_current())
    screen: SettingsScreen = desk.window.page(SETTINGS)
    return screen


def type_new_pin(screen: SettingsScreen, pin: str, key: str) -> None:
    """The new PIN, twice, and the API key in use, all on the Supervisor PIN page."""
    screen.supervisor_pin.key_edit.setText(key)
    screen.supervisor_pin.pin_edit.setText(pin)
    screen.supervisor_pin.again_edit.setText(pin)


def test_the_first_pin_is_set_in_settings_only_with_the_api_key_typed_again(
    desk: Desk, qtbot: QtBot, run: Any, sandbox: EmbeddedSandbox
) -> None:
    till = desk.services.journal.till
    screen = settings_screen(desk, run)
    assert "No PIN is set yet" in screen.supervisor_pin.note.text()
    desk.window.resize(1366, 768)
    screenshot(desk.window, "settings_supervisor_pin")

    # The PIN typed without the key: Save waits and says why.
    screen.supervisor_pin.pin_edit.setText(NEW_PIN)
    screen.supervisor_pin.again_edit.setText(NEW_PIN)
    assert "needs the API key in use, typed on this page" in screen.problems_label.text()
    assert not screen.save_button.isEnabled()
    assert screen.key_edit.text() == ""  # the service's page: no new key

    # A key the service does not accept: no PIN.
    type_new_pin(screen, NEW_PIN, "sandbox-wrong-key-9999")
    QTest.mouseClick(screen.save_button, CLICK)
    text = outcome(screen, qtbot)
    assert text.startswith(
        "Not saved: the supervisor PIN is set only with the API key in use, typed on the "
        "Supervisor PIN page."
    )
    assert till.pin_hash() is None

    type_new_pin(screen, NEW_PIN, sandbox.demo_key)
    QTest.mouseClick(screen.save_button, CLICK)
    assert outcome(screen, qtbot).startswith("Saved.")
    stored = till.pin_hash()
    assert stored is not None and matches(NEW_PIN, stored)
    assert screen.supervisor_pin.new_pin() == ""  # never left on screen
    assert "A PIN is set" in screen.supervisor_pin.note.text()


def test_a_gstin_saved_with_no_pin_set_says_where_the_pin_is_set(
    desk: Desk, qtbot: QtBot, run: Any, sandbox: EmbeddedSandbox
) -> None:
    screen = settings_screen(desk, run)
    screen.sections.show_section("Agency and till")
    screen.till.gstin.setText("27AAPFU0939F1ZV")
    QTest.mouseClick(screen.save_button, CLICK)
    text = outcome(screen, qtbot)
    assert text == f"Not saved: changing the GST registration {SET_ON_ITS_PAGE}"
    assert "above" not in text and "typed again" not in text
    desk.window.resize(1366, 768)
    screenshot(desk.window, "settings_gstin_needs_a_pin")
    # On that page, everything it asks for: the PIN twice and the key in use.
    screen.sections.show_section("Supervisor PIN")
    assert "above" not in screen.supervisor_pin.note.text()
    type_new_pin(screen, NEW_PIN, sandbox.demo_key)
    QTest.mouseClick(screen.save_button, CLICK)
    assert outcome(screen, qtbot).startswith("Saved.")
    assert desk.services.journal.till.pin_hash() is not None
    assert screen.supervisor_pin.key_edit.text() == ""  # never left on screen


def test_switching_to_live_asks_for_a_new_pin_and_a_pin_typed_at_a_gate_is_not_set(
    desk: Desk, qtbot: QtBot, run: Any
) -> None:
    set_pin(desk.services.journal.till)  # a PIN set while training, in the sandbox
    screen = settings_screen(desk, run)
    screen.live_radio.setChecked(True)
    screen.url_edit.setText("https://partner.example")
    QTest.mouseClick(screen.save_button, CLICK)  # no PIN dialog: a supervisor's PIN is not enough
    text = outcome(screen, qtbot)
    assert text.startswith("Not saved: switching to live, changing the service address needs")
    assert text.endswith(SET_ON_ITS_PAGE)
    assert decisions(desk.services.journal.till) == []
    assert desk.connection.settings.environment is Environment.SANDBOX


def test_ten_wrong_pins_lock_it_until_the_key_s_holder_sets_it_again(
    desk: Desk, qtbot: QtBot, run: Any, sandbox: EmbeddedSandbox
) -> None:
    till = desk.services.journal.till
    set_pin(till)
    supervisor = desk.supervisor
    supervisor.gate.restore(RESET_TRIES - 1, None)  # nine wrong tries, their locks waited out
    assert not supervisor.gate.locked_for_good
    assert run(check_pin(till, "000000", supervisor.gate)) is PinCheck.WRONG  # the tenth
    assert supervisor.gate.locked_for_good
    assert Supervisor(till).gate.locked_for_good  # a restart keeps it

    screen = settings_screen(desk, run)
    screen.till.gstin.setText("27AAPFU0939F1ZV")
    said = answer_pin([PIN])  # even the right PIN
    QTest.mouseClick(screen.save_button, CLICK)
    assert outcome(screen, qtbot).endswith("needs a supervisor's PIN.")
    assert said == [
        "Too many wrong PINs: the PIN is locked until it is set again in Settings, on its "
        "Supervisor PIN page, by the API key's holder."
    ]
    assert "locked after too many wrong tries" in screen.supervisor_pin.note.text()

    type_new_pin(screen, PIN, sandbox.demo_key)  # the key's holder sets it again (the same one)
    QTest.mouseClick(screen.save_button, CLICK)
    assert outcome(screen, qtbot).startswith("Saved.")
    assert not supervisor.gate.locked_for_good and supervisor.gate.tries == (0, None)
    assert Supervisor(till).gate.tries == (0, None)  # and in the journal
    assert run(check_pin(till, PIN, supervisor.gate)) is PinCheck.RIGHT


def test_how_long_id_documents_are_kept_is_a_supervisor_s_setting_and_erases_at_start(
    desk: Desk, qtbot: QtBot, run: Any, home: AppPaths, caplog: pytest.LogCaptureFixture
) -> None:
    set_pin(desk.services.journal.till)
    screen = settings_screen(desk, run)
    kept = screen.till.documents_kept
    assert kept.value() == 30  # the safe default
    kept.setValue(7)
    said = answer_pin([PIN])
    QTest.mouseClick(screen.save_button, CLICK)
    assert outcome(screen, qtbot).startswith("Saved.") and said == [""]
    assert load_settings(home.settings_file).documents_kept_days == 7
    [decision] = decisions(desk.services.journal.till)
    assert decision.action == "Changing how long ID documents are kept"

    # A sale whose trip was 8 days ago: erased by the worker the desk runs at start and daily.
    trip = desk.services.journal.now().date() - dt.timedelta(days=8)
    people = [foreigner(id_number="P8DAYSAGO"), indian()]
    sale = CreateBookingRequest.model_validate(
        boat_body(people, request_id="cd-old", travel_date=trip.isoformat())
    )
    record_sale(desk.services.journal, sale)
    with caplog.at_level(logging.INFO):
        assert run(desk.runtime.eraser.erase_now()) == 1
    found = desk.services.journal.find("cd-old")
    assert found is not None
    assert all("id_number" not in p for p in found.body["passengers"])
    logged = caplog.text
    assert "ID numbers and scans of 1 sale(s) erased" in logged
    assert "P8DAYSAGO" not in logged and "Tom Baker" not in logged
