"""Settings: connection test, saving with the key in the keyring only, and a log without keys."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import trustme
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app.counter.config.keystore import NO_STORE_MESSAGE, SERVICE_NAME
from app.counter.config.logs import SecretRedactor, configure_logging
from app.counter.config.paths import AppPaths
from app.counter.config.settings import Settings, load_settings, update_settings
from app.domain.clock import service_now
from app.figures import moment_text
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.registry import HISTORY, SETTINGS, WALLET
from app.ui.screens.settings import SettingsScreen
from tests.conftest import MemoryKeyring, without_keyring
from tests.office_network import (
    PARTNER_HOST,
    issuer_as_shown,
    office_network,
    trust_only,
    without_proxies,
)
from tests.ui.conftest import open_shift, screenshot, start_desk
from tests.ui.helpers.after_sale import book_boat
from tests.ui.helpers.settings import outcome
from tests.ui.helpers.supervisor import PIN, answer_pin, set_pin

CLICK = Qt.MouseButton.LeftButton


def settings_screen(desk: Desk) -> SettingsScreen:
    desk.window.show_screen(SETTINGS)
    return desk.window.page(SETTINGS)


def connection_test_of(desk: Desk, qtbot: QtBot, url: str, key: str) -> str:
    """Type ``url`` and ``key`` into Settings, press Test connection; the outcome."""
    screen = settings_screen(desk)
    screen.url_edit.setText(url)
    QTest.keyClicks(screen.key_edit, key)
    QTest.mouseClick(screen.test_button, CLICK)
    return outcome(screen, qtbot)


@pytest.fixture
def log_file(home: AppPaths, redactor: SecretRedactor) -> Iterator[Any]:
    """The app's rotating log, at DEBUG so that every line the client writes is in it."""
    handler = configure_logging(home.log_file, redactor)
    root = logging.getLogger()
    level = root.level
    root.setLevel(logging.DEBUG)
    yield home.log_file
    root.setLevel(level)
    root.removeHandler(handler)
    handler.close()


def test_connection_test_reports_agent_and_balance(desk: Desk, qtbot: QtBot) -> None:
    screen = settings_screen(desk)
    assert screen.url_edit.text() == desk.connection.settings.base_url
    QTest.mouseClick(screen.test_button, CLICK)
    text = outcome(screen, qtbot)
    first, route = text.splitlines()
    assert first.startswith(
        "Connected. Agent 1001; wallet balance INR 2,00,000.00, credit available INR 50,000.00,"
        " as read at "
    )
    assert first.endswith(". It says it is a SANDBOX: sales there are training.")
    assert route == "Connection: direct (no proxy); not encrypted (http)."
    screenshot(desk.window, "settings")


def test_the_wallet_balance_in_the_settings_line_says_when_it_was_read(
    sales_desk: Desk, qtbot: QtBot, run: Any
) -> None:
    """The line under Settings stays until the next test or save while sales go on: the
    balance it gives is said as of the moment it was read, not as the balance now."""
    desk = sales_desk
    screen = settings_screen(desk)
    before = service_now()
    QTest.mouseClick(screen.test_button, CLICK)
    text = outcome(screen, qtbot)
    after = service_now()
    said = {f"as read at {moment_text(moment)}." for moment in (before, after)}
    assert any(words in text for words in said), text
    run(book_boat(desk.connection.client, "Lata Iyer"))  # the balance moves on
    desk.window.show_screen(HISTORY)
    desk.window.show_screen(SETTINGS)
    assert screen.result_label.text() == text  # the line stays, dated


@pytest.fixture
def office(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[trustme.CA, Any]]:
    """An office network on 127.0.0.1 and the CA its IT put in this PC's store (no proxy yet)."""
    authority = trustme.CA()
    without_proxies(monkeypatch)
    trust_only(authority, tmp_path, monkeypatch)
    with office_network() as network:
        yield authority, network


def test_connection_test_names_the_proxy_and_the_certificate_issuer(
    desk: Desk, sandbox: EmbeddedSandbox, qtbot: QtBot, office: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    authority, network = office
    front = network.tls_front(sandbox.base_url, authority.issue_cert(PARTNER_HOST))
    proxy = network.proxy()
    monkeypatch.setenv("HTTPS_PROXY", proxy.url)
    text = connection_test_of(desk, qtbot, front.office_url, sandbox.demo_key)
    assert proxy.tunnels == [f"{PARTNER_HOST}:{front.port}"]
    assert text.splitlines()[1:] == [
        f"Connection: through the proxy {proxy.url}; certificate issued by "
        f"{issuer_as_shown(authority)}."
    ]


def test_settings_show_that_the_service_on_this_computer_is_reached_without_a_proxy(
    make_desk: Any, run: Any, sandbox: EmbeddedSandbox, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HTTPS_PROXY", "http://proxy.office:3128")
    monkeypatch.setenv("HTTP_PROXY", "http://proxy.office:3128")
    desk: Desk = make_desk()
    assert start_desk(desk, run, sandbox)
    assert settings_screen(desk).proxy_label.text() == "Proxy: none (direct connection)."


def test_a_malformed_proxy_setting_is_told_at_start_and_the_app_works_without_it(
    make_desk: Any,
    run: Any,
    sandbox: EmbeddedSandbox,
    monkeypatch: pytest.MonkeyPatch,
    qtbot: QtBot,
) -> None:
    without_proxies(monkeypatch)
    monkeypatch.setenv("HTTP_PROXY", "http://proxy.office:eighty")
    sentence = (
        "The proxy setting HTTP_PROXY (http://proxy.office:eighty) is not a proxy address; "
        "Counterdesk connects without a proxy."
    )
    desk: Desk = make_desk()
    # 0.0.0.0 is not loopback, so the setting applies to it, yet Linux connects it here.
    settings = Settings(base_url=sandbox.base_url.replace("127.0.0.1", "0.0.0.0"))
    open_shift(desk, settings)
    assert run(desk.start(settings, sandbox.demo_key))  # the catalogue and the wallet loaded
    assert desk.window.message_bar.text == sentence
    screen = settings_screen(desk)
    assert screen.proxy_label.text() == sentence
    desk.window.resize(1366, 768)
    screenshot(desk.window, "settings_malformed_proxy")
    QTest.mouseClick(screen.test_button, CLICK)
    assert outcome(screen, qtbot).startswith("Connected. Agent 1001;")


def test_a_replaced_certificate_shows_as_a_sentence_for_it(
    desk: Desk, sandbox: EmbeddedSandbox, qtbot: QtBot, office: Any
) -> None:
    _authority, network = office
    # The network's own CA, which this PC does not have.
    front = network.tls_front(sandbox.base_url, trustme.CA().issue_cert("127.0.0.1"))
    text = connection_test_of(desk, qtbot, front.url, sandbox.demo_key)
    assert text.splitlines() == [
        "This network replaces the service's certificate with one this PC does not trust; ask "
        "your IT to install their root certificate in this PC's certificate store, or to let "
        "Counterdesk reach 127.0.0.1 directly.",
        "Connection: direct (no proxy); no certificate was accepted.",
    ]


def test_connection_test_with_a_wrong_key_says_so_and_keeps_the_form(
    desk: Desk, qtbot: QtBot
) -> None:
    screen = settings_screen(desk)
    QTest.keyClicks(screen.key_edit, "not-the-right-key-123")
    screen.timeout_spin.setValue(45)
    QTest.mouseClick(screen.test_button, CLICK)
    assert "refused the API key" in outcome(screen, qtbot)
    assert screen.key_edit.text() == "not-the-right-key-123"
    assert screen.timeout_spin.value() == 45
    assert desk.window.header.connection_label.text() == "● Online"


def test_an_unusable_address_is_refused_as_typed(desk: Desk, qtbot: QtBot) -> None:
    screen = settings_screen(desk)
    screen.live_radio.setChecked(True)
    screen.url_edit.setText("")
    assert "needs the service address" in screen.problems_label.text()
    assert not screen.save_button.isEnabled()
    QTest.keyClicks(screen.url_edit, "partner.example")
    assert "must start with https://" in screen.problems_label.text()


def test_saving_puts_the_key_in_the_keyring_and_never_in_a_file(
    desk: Desk,
    qtbot: QtBot,
    sandbox: EmbeddedSandbox,
    home: AppPaths,
    memory_keyring: MemoryKeyring,
    log_file: Any,
) -> None:
    set_pin(desk.services.journal.till)
    screen = settings_screen(desk)
    screen.key_edit.setText(sandbox.second_tenant_key)
    answer_pin([PIN])  # a new key needs the supervisor
    QTest.mouseClick(screen.save_button, CLICK)
    text = outcome(screen, qtbot)
    assert text.startswith("Saved. Connected. Agent 2001;")
    assert "saved in this computer's password store" in text
    assert memory_keyring.saved == {(SERVICE_NAME, sandbox.base_url): sandbox.second_tenant_key}
    assert screen.key_edit.text() == ""
    assert "keep the key in use" in screen.key_edit.placeholderText()
    assert desk.window.header.agent_label.text() == "Agent 2001"
    assert load_settings(home.settings_file) == desk.connection.settings
    for path in home.config.rglob("*"):
        assert sandbox.second_tenant_key not in path.read_text()

    # Another round: a wrong key tested, then the demo key saved; the log never holds a key.
    screen.key_edit.setText("sandbox-wrong-key-9999")
    QTest.mouseClick(screen.test_button, CLICK)
    outcome(screen, qtbot)
    screen.key_edit.setText(sandbox.demo_key)
    wallet_state = desk.window.page(WALLET).state_label
    wallet_state.clear()
    answer_pin([PIN])
    QTest.mouseClick(screen.save_button, CLICK)
    assert outcome(screen, qtbot).startswith("Saved. Connected. Agent 1001")
    # The wallet screen reads again after a save: the test ends once it has.
    qtbot.waitUntil(lambda: wallet_state.text() != "")
    logged = log_file.read_text()
    assert "Settings saved" in logged
    assert "wallet_balance -> 200" in logged
    for key in (sandbox.demo_key, sandbox.second_tenant_key, "sandbox-wrong-key-9999"):
        assert key not in logged


def test_without_a_keyring_the_app_says_so_and_keeps_the_key_for_the_session(
    desk: Desk, qtbot: QtBot, run: Any, sandbox: EmbeddedSandbox
) -> None:
    without_keyring()
    run(desk.controller(SETTINGS).show_current())
    set_pin(desk.services.journal.till)
    screen = settings_screen(desk)
    assert screen.storage_note.text() == NO_STORE_MESSAGE
    screen.key_edit.setText(sandbox.second_tenant_key)
    answer_pin([PIN])  # a new key needs the supervisor
    QTest.mouseClick(screen.save_button, CLICK)
    text = outcome(screen, qtbot)
    assert text.startswith("Saved. Connected. Agent 2001")
    assert text.endswith(NO_STORE_MESSAGE)
    assert desk.keys.load(sandbox.base_url) == sandbox.second_tenant_key


def test_a_save_from_the_screen_keeps_what_it_did_not_change(
    desk: Desk, qtbot: QtBot, run: Any, home: AppPaths
) -> None:
    run(desk.controller(SETTINGS).show_current())
    screen = settings_screen(desk)
    # While the screen is open, another writer saves (the agency CLI, another screen) and a
    # newer version's setting is in the file: the screen shows neither.
    path = home.settings_file
    update_settings(path, counter_name="Jetty 2")
    path.write_text(json.dumps({**json.loads(path.read_text()), "receipt_copies": 2}))
    screen.till.agency_phone.setText("03192 233445")
    wallet_state = desk.window.page(WALLET).state_label
    wallet_state.clear()
    QTest.mouseClick(screen.save_button, CLICK)
    assert outcome(screen, qtbot).startswith("Saved.")
    qtbot.waitUntil(lambda: wallet_state.text() != "")
    saved = json.loads(path.read_text())
    assert saved["agency_phone"] == "03192 233445"
    assert (saved["counter_name"], saved["receipt_copies"]) == ("Jetty 2", 2)
