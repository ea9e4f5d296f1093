"""Lookup acts on the booking it shows: Ctrl+3 selects the reference already in the field, so
what the clerk types replaces it; a lookup that fails takes the old booking's card and actions
away; the actions name the booking they act on. In English and in Hindi at 1366x768."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app import i18n
from app.api import PartnerClient
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.registry import CATALOGUE, LOOKUP
from tests.ui.conftest import screenshot, start_desk
from tests.ui.helpers.after_sale import book_activity, wait_for_booking
from tests.ui.helpers.sales import activate, focused, press, type_text

CTRL = Qt.KeyboardModifier.ControlModifier
ALT = Qt.KeyboardModifier.AltModifier
# The shape of a reference, held by no booking of the sandbox.
UNKNOWN = "ZZZZ9999"


@pytest.fixture
def lookup_desk(
    clerk_language: str, make_desk: Any, run: Any, counter_sandbox: EmbeddedSandbox
) -> Desk:
    """A desk built in the clerk's language (after it is installed), at the counter's size."""
    desk: Desk = make_desk()
    assert start_desk(desk, run, counter_sandbox)
    desk.window.setFixedSize(1366, 768)
    return desk


@pytest.mark.parametrize("clerk_language", [i18n.ENGLISH, i18n.HINDI], indirect=True)
def test_lookup_acts_on_the_booking_it_shows(
    clerk_language: str, lookup_desk: Desk, agency: PartnerClient, qtbot: QtBot, run: Any
) -> None:
    desk = lookup_desk
    code = clerk_language
    first = run(book_activity(agency, qty=2, journal=desk.services.journal)).booking_ref
    activate(desk, qtbot)
    press(Qt.Key.Key_3, CTRL)
    screen = desk.window.page(LOOKUP)
    qtbot.waitUntil(lambda: focused() is screen.ref_edit)
    type_text(first)
    press(Qt.Key.Key_Return)
    wait_for_booking(screen, qtbot, first)
    # Each action says which booking it acts on.
    assert screen.change_day_button.isVisible() and first in screen.change_day_button.text()
    assert first in screen.cancel_box.title()

    # Away and back with Ctrl+3: the old reference is selected, and typing replaces it.
    press(Qt.Key.Key_1, CTRL)
    qtbot.waitUntil(lambda: desk.window.current() is CATALOGUE)
    press(Qt.Key.Key_3, CTRL)
    qtbot.waitUntil(lambda: focused() is screen.ref_edit)
    assert screen.ref_edit.selectedText() == first
    # Ctrl+3 on Lookup itself, the cursor at the end of the reference: selected again.
    screen.ref_edit.end(False)
    press(Qt.Key.Key_3, CTRL)
    assert screen.ref_edit.selectedText() == first
    type_text(UNKNOWN)
    assert screen.ref_edit.text() == UNKNOWN
    press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: screen.find_button.isEnabled() and UNKNOWN in screen.state_label.text())
    # The old booking is gone from the screen, and nothing acts on it.
    assert screen.status is None
    assert not screen.card.isVisible() and not screen.change_day_button.isVisible()
    screenshot(desk.window, f"{code}/lookup_failed_clears_the_card_1366x768")
    asked: list[object] = []
    screen.change_day_requested.connect(asked.append)
    press(Qt.Key.Key_Y, ALT)
    assert screen.status is None and asked == []

    # A reference of the wrong shape clears the card as well.
    screen.open_ref(first)
    wait_for_booking(screen, qtbot, first)
    screenshot(desk.window, f"{code}/lookup_actions_name_the_booking_1366x768")
    press(Qt.Key.Key_3, CTRL)
    type_text("AB")
    press(Qt.Key.Key_Return)
    assert screen.status is None and not screen.change_day_button.isVisible()
