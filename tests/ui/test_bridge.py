"""Every sentence staff are shown goes to the log file too, at its kind's level, with its request
id and without the key."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from app.api import ApiError, NetworkError, PartnerClient
from app.booking.faults import cannot_save
from app.sandbox import EmbeddedSandbox
from app.ui.bridge import ConnectionState, Level, MessageBridge
from app.ui.widgets.message_bar import MessageBar
from app.ui.widgets.shift_drawer import ShiftDrawer


def shown_on_a_bar(qtbot: QtBot) -> tuple[MessageBridge, MessageBar]:
    """A bridge and the message bar staff read it on, wired as the window wires them."""
    bridge, bar = MessageBridge(), MessageBar()
    qtbot.addWidget(bar)
    bridge.message.connect(bar.show_message)
    return bridge, bar


def test_a_reported_error_is_shown_and_in_the_log_file_with_its_request_id_without_the_key(
    log_file: Path, run: Any, sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    wrong_key = "sk-wrong-0123456789abcdef"

    async def refused() -> ApiError:
        async with PartnerClient(base_url=sandbox.base_url, api_key=wrong_key) as client:
            with pytest.raises(ApiError) as caught:
                await client.wallet_balance(request_id="cd-log-1")
        return caught.value

    error = run(refused())
    bridge, bar = shown_on_a_bar(qtbot)
    said = bridge.report(error)

    assert (bar.level, bar.text) == (Level.ERROR, said)
    [line] = [line for line in log_file.read_text().splitlines() if said in line]
    assert " ERROR " in line and "request_id=cd-log-1" in line and "AuthenticationError" in line
    assert f"code={error.code}" in line and "status=401" in line
    assert wrong_key not in log_file.read_text()


@pytest.mark.parametrize(
    ("level", "log_level"),
    [(Level.ERROR, "ERROR"), (Level.WARNING, "WARNING"), (Level.INFO, "INFO")],
)
def test_each_kind_of_message_is_shown_and_logged_once_at_its_level(
    log_file: Path, qtbot: QtBot, level: Level, log_level: str
) -> None:
    bridge, bar = shown_on_a_bar(qtbot)
    show = {Level.ERROR: bridge.error, Level.WARNING: bridge.warning, Level.INFO: bridge.info}
    show[level]("Booking BK-1 is made and paid.", "cd-req-7")
    show[level]("The service is reachable again.")

    assert (bar.level, bar.text) == (level, "The service is reachable again.")
    lines = log_file.read_text().splitlines()
    [traced] = [line for line in lines if "Booking BK-1 is made and paid." in line]
    assert f" {log_level} " in traced and "request_id=cd-req-7" in traced
    [plain] = [line for line in lines if "The service is reachable again." in line]
    assert f" {log_level} " in plain and "request_id" not in plain


def test_a_sentence_a_panel_shows_itself_is_logged_without_a_registered_secret(
    log_file: Path, qtbot: QtBot, redactor: Any
) -> None:
    secret = "sk-live-abcdef0123456789"
    redactor.add(secret)
    panel = ShiftDrawer()
    qtbot.addWidget(panel)
    panel.show_problem(f"The drawer was not saved ({secret}).")

    assert secret in panel.state.text()
    text = log_file.read_text()
    assert "ERROR" in text and "The drawer was not saved ([redacted])." in text
    assert secret not in text


def test_a_journal_fault_while_offline_is_shown_alone_and_leaves_the_link_offline(
    log_file: Path, qtbot: QtBot
) -> None:
    bridge, bar = shown_on_a_bar(qtbot)
    bridge.report(NetworkError())
    offline = bridge.status
    locked = sqlite3.OperationalError("database is locked")
    said = bridge.report(cannot_save(locked, "cd-req-8"))

    assert said == (
        "This computer cannot save the sale: its journal is in use by another program (another "
        "Counterdesk window?). Nothing was sent or charged."
    )
    assert (bar.level, bar.text) == (Level.ERROR, said)
    # The service was never asked: it is not "reachable again", and the next try stays as set.
    assert bridge.status == offline and offline.state is ConnectionState.OFFLINE
    assert "reachable again" not in log_file.read_text()
