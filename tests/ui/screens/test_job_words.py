"""A job's words are a sentence a clerk can act on (issue 79 items 5 and 8): mail never says a
letter went before one has, a server nobody answers at is said so (no "[Errno 111]"), and an
address's wrong letter is named."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import trustme
from pytestqt.qtbot import QtBot

from app.counter.config.keystore import SERVICE_NAME
from app.counter.config.paths import AppPaths
from app.counter.config.settings import Settings, save_settings
from app.domain.email_address import address_problem
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.registry import SETTINGS
from tests.conftest import MemoryKeyring
from tests.mail.fixtures import Starter
from tests.mail.journal_mail import mail_server
from tests.mail.smtp_servers import PASSWORD, Recording, free_port
from tests.office_network import trust_only
from tests.ui.conftest import screenshot
from tests.ui.screens.test_mail_from_start import WAIT_MS, queued_letter, started_from_saved


def test_before_any_letter_mail_says_none_has_gone(
    make_desk: Any,
    run: Any,
    sandbox: EmbeddedSandbox,
    home: AppPaths,
    qtbot: QtBot,
    smtp: Starter,
    authority: trustme.CA,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    keyring_in_memory: MemoryKeyring,
) -> None:
    trust_only(authority, tmp_path, monkeypatch)
    server = mail_server(smtp(Recording()).port)
    save_settings(home.settings_file, Settings(base_url=sandbox.base_url, mail=server))
    keyring_in_memory.set_password(SERVICE_NAME, server.password_account, PASSWORD)
    desk: Desk = make_desk()
    started_from_saved(desk, run, sandbox, home)
    label = desk.window.header.mail_label
    qtbot.waitUntil(lambda: "Last round at " in label.toolTip(), timeout=WAIT_MS)
    assert label.text() == "Mail: nothing waiting"  # not "all sent": nothing was
    assert "the last letter went" not in label.toolTip()
    assert "no letter has been sent yet" in label.toolTip()
    desk.window.show_screen(SETTINGS)
    screen = desk.window.page(SETTINGS)
    screen.sections.show_section("E-mail to customers")
    assert "no letter has been sent yet" in screen.mail.health.text()
    desk.window.resize(1366, 768)
    screenshot(desk.window, "mail_nothing_sent_yet_1366x768")


def test_a_server_nobody_answers_at_is_said_in_words_in_the_jobs_panel(
    make_desk: Any,
    run: Any,
    sandbox: EmbeddedSandbox,
    home: AppPaths,
    qtbot: QtBot,
    authority: trustme.CA,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    keyring_in_memory: MemoryKeyring,
) -> None:
    trust_only(authority, tmp_path, monkeypatch)
    server = mail_server(free_port())  # nobody listens there
    save_settings(home.settings_file, Settings(base_url=sandbox.base_url, mail=server))
    keyring_in_memory.set_password(SERVICE_NAME, server.password_account, PASSWORD)
    desk: Desk = make_desk()
    queued_letter(desk, "REF00004")
    started_from_saved(desk, run, sandbox, home)
    label = desk.window.header.mail_label
    qtbot.waitUntil(lambda: label.text() == "Mail: 1 waiting", timeout=WAIT_MS)
    qtbot.waitUntil(lambda: "could not be reached" in label.toolTip(), timeout=WAIT_MS)
    desk.window.menu.jobs_action.trigger()
    panel = desk.jobs.panel
    assert panel is not None
    qtbot.waitUntil(panel.isVisible)
    said = panel.lines["mail"].text()
    assert "nothing answers at that address and port" in said, said
    assert "Errno" not in said and "Errno" not in label.toolTip()
    screenshot(panel, "jobs_panel_mail_refused")
    panel.close()


def test_an_address_names_the_letter_a_mail_server_does_not_take() -> None:
    said = address_problem("josé@example.in")
    assert said is not None and "(“é”)" in said
