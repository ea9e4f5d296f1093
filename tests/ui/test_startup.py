"""Start-up: the window opens on the sandbox with the agent, the balance and the catalogue."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app.counter.config.paths import HOME_ENV
from app.ui.desk import Desk
from app.ui.style import roles
from tests.ui.conftest import screenshot
from tests.ui.themes import filled_with


def test_header_shows_sandbox_agent_balance_and_online(desk: Desk) -> None:
    header = desk.window.header
    assert header.environment_label.text().strip() == "SANDBOX"
    assert filled_with(header.environment_label) == roles().sandbox
    assert header.agent_label.text() == "Agent 1001"
    assert "INR 2,00,000.00" in header.balance_label.text()
    assert "credit left INR 50,000.00" in header.balance_label.text()
    assert header.connection_label.text() == "● Online"
    assert desk.window.windowTitle() == "Counterdesk — SANDBOX"
    assert not desk.window.message_bar.isVisible()


def test_catalogue_lists_the_seeded_products_of_both_modules(desk: Desk, qtbot: QtBot) -> None:
    screen = desk.window.catalogue
    names = {entry.name for entry in screen.model.rows}
    assert len(names) == 8
    assert "Scuba Diving at North Bay" in names
    assert screen.list_state.text() == "8 activities"
    screen.table.selectRow(0)
    screenshot(desk.window, "catalogue_activities")

    QTest.mouseClick(screen.toolbar._modules.button(1), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: screen.list_state.text() == "6 boats")
    trips = {entry.name for entry in screen.model.rows}
    assert "North Bay Harbour Cruise" in trips
    assert screen.model.headerData(1, Qt.Orientation.Horizontal) == "Boat"
    screen.table.selectRow(0)
    screenshot(desk.window, "catalogue_boats")


def test_self_test_starts_on_the_embedded_sandbox_and_exits_zero(tmp_path: Path) -> None:
    env = {
        **os.environ,
        HOME_ENV: str(tmp_path),
        "QT_QPA_PLATFORM": "offscreen",
        "PYTHON_KEYRING_BACKEND": "keyring.backends.fail.Keyring",
    }
    done = subprocess.run(
        [sys.executable, "-m", "app.cli", "--self-test"],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""  # Qt's diagnostics go to the log file
    assert re.fullmatch(
        r"counterdesk self-test ok: 8 activities, 6 boat departures, \d+ slots, \d+ ms\n",
        done.stdout,
    )
    assert (tmp_path / "data" / "sandbox.db").exists()
    assert "Counterdesk closed" in (tmp_path / "logs" / "counterdesk.log").read_text()


def _stopped_after(tmp_path: Path, logged: str, poll_s: float) -> tuple[int, str, str]:
    """Start the real app on its embedded sandbox, send SIGTERM once its log says ``logged``;
    its exit code, its stderr and its log."""
    env = {
        **os.environ,
        HOME_ENV: str(tmp_path),
        "QT_QPA_PLATFORM": "offscreen",
        "PYTHON_KEYRING_BACKEND": "keyring.backends.fail.Keyring",
    }
    log_file = tmp_path / "logs" / "counterdesk.log"
    with subprocess.Popen(
        [sys.executable, "-m", "app.cli"], env=env, stderr=subprocess.PIPE, text=True
    ) as app:
        deadline = time.monotonic() + 30
        while logged not in _text(log_file):
            assert app.poll() is None and time.monotonic() < deadline, _text(log_file)
            time.sleep(poll_s)
        app.send_signal(signal.SIGTERM)
        try:
            _, errors = app.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            app.kill()  # a hung app fails this test, not the whole run
            app.communicate()
            raise AssertionError(f"not stopped 30 s after SIGTERM:\n{_text(log_file)}") from None
    return app.returncode, errors, _text(log_file)


def test_counterdesk_opens_on_the_embedded_sandbox_and_stops_cleanly(tmp_path: Path) -> None:
    code, errors, logged = _stopped_after(tmp_path, "Window ready (catalogue loaded)", 0.05)
    assert code == 0
    assert errors == ""
    assert "Embedded sandbox started at http://127.0.0.1:" in logged
    assert "Embedded sandbox stopped" in logged
    assert logged.rstrip().endswith("Counterdesk closed")
    assert (tmp_path / "data" / "sandbox.db").exists()


def _text(path: Path) -> str:
    return path.read_text() if path.exists() else ""


def test_a_stop_signal_while_the_window_starts_closes_it_cleanly(tmp_path: Path) -> None:
    # The window is painted and the desk is starting: the catalogue is not loaded yet.
    code, errors, logged = _stopped_after(tmp_path, "Embedded sandbox started", 0.01)
    assert code == 0, errors
    assert logged.rstrip().endswith("Counterdesk closed")
