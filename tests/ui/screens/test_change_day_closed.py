"""A change of day refused because the booking's cancellation has closed says so in the clerk's
words, the start in the clerk's format: no raw timestamp, no microseconds (English and Hindi at
1366x768)."""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

import pytest
from PySide6.QtCore import QDate, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app import i18n
from app.api import PartnerClient
from app.domain.modules import Module
from app.figures import day_text
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.widgets.reschedule_dialog import RescheduleDialog
from tests.sandbox.helpers import SCUBA
from tests.ui.conftest import over_window, start_desk
from tests.ui.helpers.after_sale import DAY, look_up
from tests.ui.helpers.clicks import clerk_click
from tests.ui.helpers.sales import activate, press
from tests.ui.screens.test_reschedule import SATURDAY, sold

RAW = re.compile(r"\d{4}-\d{2}-\d{2}|T\d{2}:|\.\d{6}|\+05:30")


@pytest.fixture
def language_desk(
    clerk_language: str, make_desk: Any, run: Any, counter_sandbox: EmbeddedSandbox
) -> Desk:
    """A desk built in the clerk's language, at the counter's size."""
    desk: Desk = make_desk()
    assert start_desk(desk, run, counter_sandbox)
    desk.window.setFixedSize(1366, 768)
    return desk


@pytest.mark.parametrize("clerk_language", [i18n.ENGLISH, i18n.HINDI], indirect=True)
def test_a_change_of_day_past_the_cancellations_close_says_why_in_the_clerks_words(
    clerk_language: str,
    language_desk: Desk,
    agency: PartnerClient,
    counter_sandbox: EmbeddedSandbox,
    qtbot: QtBot,
    run: Any,
) -> None:
    desk = language_desk
    ref = run(sold(desk, agency)).booking_ref
    slot = run(agency.search_availability(Module.ACTIVITY, DAY, activity_id=SCUBA)).data[0]
    assert slot.booking_rules is not None
    # The service's clock 12 h before the dive: its cancellation has closed.
    counter_sandbox.clock = slot.booking_rules.slot_start_at - dt.timedelta(hours=12)
    try:
        screen = look_up(desk, qtbot, ref)
        activate(desk, qtbot)
        press(Qt.Key.Key_Y, Qt.KeyboardModifier.AltModifier)
        qtbot.waitUntil(lambda: screen.findChild(RescheduleDialog) is not None)
        dialog = screen.findChild(RescheduleDialog)
        assert dialog is not None
        qtbot.waitUntil(dialog.isVisible)
        dialog.day_edit.setDate(QDate(SATURDAY.year, SATURDAY.month, SATURDAY.day))
        QTest.mouseClick(dialog.find_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: dialog.picker.choose_button.isEnabled(), timeout=10_000)
        clerk_click(dialog.picker.choose_button)
        qtbot.waitUntil(lambda: ref in dialog.state.text(), timeout=10_000)
    finally:
        counter_sandbox.clock = None
    text = dialog.state.text()
    assert RAW.search(text) is None, text
    assert day_text(DAY) in text and not dialog.confirm_button.isEnabled()
    if clerk_language == i18n.ENGLISH:
        assert "can no longer be cancelled, so it cannot be moved to another day" in text
    over_window(desk.window, dialog, f"{clerk_language}/change_day_closed_1366x768")
