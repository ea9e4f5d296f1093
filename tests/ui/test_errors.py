"""Error paths: each shows the right sentence, the app stays responsive, nothing typed is lost."""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.api import ApiError, AuthenticationError, PartnerClient, WalletResult
from app.domain.modules import Module
from app.sandbox import EmbeddedSandbox
from app.ui.bridge import FAILED, ConnectionState, ConnectionStatus, Level, MessageBridge
from app.ui.desk import Desk
from app.ui.registry import SETTINGS
from tests.ui.conftest import screenshot, start_desk
from tests.ui.helpers.catalogue import open_item, shown_names

NEXT_TRY = re.compile(r"\d\d:\d\d:\d\d")


def press(desk: Desk, qtbot: QtBot, key: Qt.Key) -> None:
    """Ctrl+``key`` on the active main window."""
    desk.window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is desk.window)
    QTest.keyClick(desk.window, key, Qt.KeyboardModifier.ControlModifier)


def test_an_invalid_key_says_to_open_settings(
    make_desk: Any, run: Any, sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk = make_desk()
    assert not start_desk(desk, run, sandbox, key="sandbox-wrong-key-9999")
    bar = desk.window.message_bar
    assert bar.level is Level.ERROR
    assert "refused the API key. Open Settings (Ctrl+6)" in bar.text
    assert desk.window.catalogue.list_state.text() == bar.text
    assert desk.window.header.agent_label.text() == "Agent —"
    assert desk.window.header.connection_label.text() == "● Online"  # the service did answer
    screenshot(desk.window, "error_invalid_key")
    press(desk, qtbot, Qt.Key.Key_6)
    assert desk.window.current() is SETTINGS


def test_a_disabled_key_says_to_call_the_office(
    make_desk: Any, run: Any, sandbox: EmbeddedSandbox
) -> None:
    desk = make_desk()
    assert not start_desk(desk, run, sandbox, key=sandbox.disabled_key)
    assert "disabled access for this agency. Call the service's office" in (
        desk.window.message_bar.text
    )


def test_boat_provider_down_leaves_activities_working(
    desk: Desk, qtbot: QtBot, sandbox: EmbeddedSandbox
) -> None:
    sandbox.boat_fault = True
    screen = desk.window.catalogue
    screen.toolbar.set_module(Module.BOAT)
    bar = desk.window.message_bar
    qtbot.waitUntil(lambda: bar.level is Level.WARNING)
    assert "Boat trips are unavailable right now" in bar.text
    assert "Activities can still be sold" in bar.text
    assert screen.model.rowCount() == 0
    assert desk.window.header.connection_label.text() == "● Online"
    screenshot(desk.window, "error_boat_provider")

    screen.toolbar.set_module(Module.ACTIVITY)
    qtbot.waitUntil(lambda: screen.model.rowCount() == 8)
    picker = open_item(desk, qtbot, "Sea Walk at Elephant Beach").availability.slots
    assert picker.model.rowCount() == 2


def test_sandbox_stopped_mid_session_goes_offline_and_keeps_what_was_typed(
    make_desk: Any, run: Any, own_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk = make_desk()
    assert start_desk(desk, run, own_sandbox)
    screen = desk.window.catalogue
    QTest.keyClicks(screen.toolbar.filter_edit, "elephant")
    states: list[ConnectionStatus] = []
    desk.bridge.connection_changed.connect(states.append)

    own_sandbox.stop()
    screen.request_catalogue()
    bar = desk.window.message_bar
    qtbot.waitUntil(lambda: bar.level is Level.ERROR)
    assert "cannot be reached" in bar.text
    assert NEXT_TRY.search(bar.text)
    assert ConnectionState.RETRYING in [status.state for status in states]
    header = desk.window.header.connection_label.text()
    assert header.startswith("● Offline · next try ")
    assert NEXT_TRY.search(header)
    # Nothing lost: the list, the filter and its result are as they were.
    assert screen.toolbar.filter_edit.text() == "elephant"
    assert len(shown_names(screen)) == 2
    screenshot(desk.window, "error_offline")

    # Still responsive: typing filters, shortcuts switch screens, and the app keeps trying.
    QTest.keyClicks(screen.toolbar.filter_edit, " sea")
    assert shown_names(screen) == ["Sea Walk at Elephant Beach"]
    press(desk, qtbot, Qt.Key.Key_6)
    assert desk.window.current() is SETTINGS
    tries = len([status for status in states if status.state is ConnectionState.OFFLINE])
    qtbot.waitUntil(
        lambda: len([s for s in states if s.state is ConnectionState.OFFLINE]) > tries,
        timeout=5_000,
    )


def test_a_failed_call_is_reported_once_and_shown_and_an_answer_is_returned(
    run: Any, sandbox: EmbeddedSandbox
) -> None:
    bridge = MessageBridge()
    messages: list[tuple[Level, str]] = []
    bridge.message.connect(lambda level, text: messages.append((level, text)))
    shown: list[str] = []
    errors: list[ApiError] = []

    async def calls() -> tuple[object, object, object]:
        async with (
            PartnerClient(base_url=sandbox.base_url, api_key="sandbox-wrong-key-9999") as wrong,
            PartnerClient(base_url=sandbox.base_url, api_key=sandbox.demo_key) as right,
        ):
            refused = await bridge.call(wrong.wallet_balance(), shown.append)
            written = await bridge.write(
                wrong.wallet_balance(), lambda error, _text: errors.append(error)
            )
            answered = await bridge.call(right.wallet_balance(), shown.append)
        return refused, written, answered

    refused, written, answered = run(calls())

    assert refused is FAILED and written is FAILED
    assert isinstance(answered, WalletResult) and answered.data.agent_id == 1001
    assert [level for level, _ in messages] == [Level.ERROR, Level.ERROR]
    assert shown == [messages[0][1]] and "Open Settings" in shown[0]
    assert [type(error) for error in errors] == [AuthenticationError]
    assert bridge.status.state is ConnectionState.ONLINE
