"""Settings' e-mail group: the agency's mail server, a test message that says what the server
answered, the password in the keyring only, and a bad address refused at the form."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest
import trustme
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app.counter.config.paths import AppPaths
from app.mail.server import MailServer
from app.ui.desk import Desk
from app.ui.registry import SETTINGS
from app.ui.widgets.mail_settings import MailSettingsBox
from tests.conftest import MemoryKeyring
from tests.mail.fixtures import Starter
from tests.mail.smtp_servers import PASSWORD, USER, Recording
from tests.office_network import trust_only
from tests.ui.helpers.settings import outcome

CLICK = Qt.MouseButton.LeftButton
SENDER = "tickets@backwater.example"


def mail_box(desk: Desk) -> MailSettingsBox:
    desk.window.show_screen(SETTINGS)
    return desk.window.page(SETTINGS).mail


def fill(box: MailSettingsBox, port: int, password: str = PASSWORD) -> None:
    """Type the test server's details as a clerk would."""
    QTest.keyClicks(box.host, "127.0.0.1")
    box.port.setValue(port)
    QTest.keyClicks(box.user, USER)
    QTest.keyClicks(box.password, password)
    QTest.keyClicks(box.sender_name, "Backwater Trails")
    QTest.keyClicks(box.sender_address, SENDER)


def answer_to_the_test(box: MailSettingsBox, qtbot: QtBot) -> str:
    QTest.mouseClick(box.test_button, CLICK)
    qtbot.waitUntil(lambda: not box.result.text().startswith("Sending"), timeout=20_000)
    return box.result.text()


@pytest.fixture
def trusted(authority: trustme.CA, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The system store trusts the test servers' CA."""
    trust_only(authority, tmp_path, monkeypatch)


def test_the_test_message_says_what_the_server_answered(
    desk: Desk, qtbot: QtBot, smtp: Starter, trusted: None
) -> None:
    recording = Recording()
    box = mail_box(desk)
    assert not box.test_button.isEnabled()  # no server yet
    fill(box, smtp(recording).port)
    text = answer_to_the_test(box, qtbot)
    assert text.startswith("The mail server took the test message: 250 2.0.0 Ok: queued as Q")
    (received,) = recording.received
    assert received["To"] == SENDER and received["Subject"] == "Counterdesk test message"


def test_a_wrong_password_is_told_in_the_servers_words_and_never_shown(
    desk: Desk, qtbot: QtBot, smtp: Starter, trusted: None, log_file: Path
) -> None:
    box = mail_box(desk)
    wrong = "Old-Mail-Pa55word-2025"
    fill(box, smtp(Recording()).port, wrong)
    text = answer_to_the_test(box, qtbot)
    assert text.startswith("The test message was not sent: 535")
    logging.getLogger("app.test").warning("typed %s", wrong)
    assert wrong not in text and wrong not in log_file.read_text(encoding="utf-8")


def test_the_mail_password_is_kept_in_the_keyring_never_in_the_file(
    desk: Desk,
    qtbot: QtBot,
    home: AppPaths,
    keyring_in_memory: MemoryKeyring,
    smtp: Starter,
    log_file: Path,
) -> None:
    box = mail_box(desk)
    port = smtp(Recording()).port
    fill(box, port)
    screen = desk.window.page(SETTINGS)
    screen.save_button.click()
    assert outcome(screen, qtbot).startswith("Saved")
    server = MailServer.from_json(json.loads(home.settings_file.read_text("utf-8"))["mail"])
    assert (server.host, server.port, server.sender_address) == ("127.0.0.1", port, SENDER)
    assert keyring_in_memory.saved[("counterdesk", server.password_account)] == PASSWORD
    assert PASSWORD not in home.settings_file.read_text("utf-8")
    logging.getLogger("app.test").warning("typed %s", PASSWORD)
    assert PASSWORD not in log_file.read_text(encoding="utf-8")
    assert box.password.text() == ""  # never shown again


def test_a_bad_sender_address_is_refused_at_the_form_with_a_sentence(desk: Desk) -> None:
    box = mail_box(desk)
    QTest.keyClicks(box.host, "smtp.backwater.example")
    QTest.keyClicks(box.sender_address, "tickets@backwater")
    assert box.problem.text() == (
        "tickets@backwater is not an e-mail address (like name@example.in)."
    )
    assert not box.test_button.isEnabled()
    assert not desk.window.page(SETTINGS).save_button.isEnabled()
    QTest.keyClicks(box.sender_address, ".example")
    assert box.problem.text() == "" and box.test_button.isEnabled()
