"""A key with a Windows line ending connects; one with a control character inside is named as
the key's fault (not the network's), wherever it comes from, and never reaches the log."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import pytest

from app.counter.config.keystore import SERVICE_NAME
from app.counter.config.logs import SecretRedactor, configure_logging
from app.counter.config.paths import AppPaths
from app.counter.config.settings import Settings
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.launch import API_KEY_ENV, LaunchOptions, initial_settings
from app.ui.registry import SETTINGS
from tests.conftest import MemoryKeyring


def start_with_saved_key(
    make_desk: Any, run: Any, sandbox: EmbeddedSandbox, keyring: MemoryKeyring, key: str
) -> tuple[Desk, bool]:
    """A desk started on ``sandbox`` with ``key`` as the key saved in the keyring; whether
    its start succeeded."""
    keyring.saved[(SERVICE_NAME, sandbox.base_url)] = key
    desk: Desk = make_desk()
    return desk, bool(run(desk.start(Settings(base_url=sandbox.base_url))))


def test_a_saved_key_with_a_windows_line_ending_connects(
    make_desk: Any, run: Any, sandbox: EmbeddedSandbox, memory_keyring: MemoryKeyring
) -> None:
    key = sandbox.demo_key + "\r\n"
    desk, started = start_with_saved_key(make_desk, run, sandbox, memory_keyring, key)
    assert started
    assert desk.window.header.agent_label.text().startswith("Agent 1001")


def test_a_key_with_a_control_character_inside_is_said_to_be_wrong(
    make_desk: Any,
    run: Any,
    sandbox: EmbeddedSandbox,
    memory_keyring: MemoryKeyring,
    home: AppPaths,
    redactor: SecretRedactor,
) -> None:
    handler = configure_logging(home.log_file, redactor)
    logging.getLogger().setLevel(logging.DEBUG)
    try:
        key = sandbox.demo_key[:9] + "\r" + sandbox.demo_key[9:]
        desk, started = start_with_saved_key(make_desk, run, sandbox, memory_keyring, key)
    finally:
        logging.getLogger().setLevel(logging.INFO)
        logging.getLogger().removeHandler(handler)
        handler.close()
    assert not started
    text = desk.window.message_bar.text
    assert text.startswith("The API key has a line break, tab or other control character")
    assert text.endswith("Open Settings (Ctrl+6) and enter the key again.")
    assert "cannot be reached" not in text
    assert desk.window.header.connection_label.text() != "● Offline"
    logged = home.log_file.read_text()
    assert sandbox.demo_key[9:] not in logged


def test_the_settings_screen_strips_a_typed_key_and_refuses_one_with_a_tab_inside(
    desk: Desk, sandbox: EmbeddedSandbox
) -> None:
    desk.window.show_screen(SETTINGS)
    screen = desk.window.page(SETTINGS)
    screen.key_edit.setText(f"  {sandbox.demo_key}\t")
    assert screen.draft()[1] == sandbox.demo_key
    assert screen.test_button.isEnabled()
    screen.key_edit.setText(sandbox.demo_key[:5] + "\t" + sandbox.demo_key[5:])
    assert "control character" in screen.problems_label.text()
    assert not screen.test_button.isEnabled() and not screen.save_button.isEnabled()


def test_the_key_from_the_environment_is_stripped(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(API_KEY_ENV, "sk-from-a-windows-file\r\n")
    options = LaunchOptions(AppPaths.under(tmp_path), base_url="https://partner.example")
    assert initial_settings(options)[1] == "sk-from-a-windows-file"
