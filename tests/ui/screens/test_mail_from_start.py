"""Mail from the start: the app started with a mail server in its saved settings sends what
waits without anyone opening Settings, and after a restart sends what waited before it (the
app's own mail child, a real SMTP server)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

import pytest
import trustme
from pytestqt.qtbot import QtBot

from app import i18n
from app.counter.config.keystore import SERVICE_NAME
from app.counter.config.paths import AppPaths
from app.counter.config.settings import Settings, load_settings, save_settings
from app.domain.clock import service_now
from app.mail.outbox import Cause, MailState, messages_of, queue_message
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.registry import SETTINGS
from tests.conftest import MemoryKeyring
from tests.mail.fixtures import Starter
from tests.mail.journal_mail import CUSTOMER, mail_server
from tests.mail.smtp_servers import PASSWORD, Recording, free_port
from tests.office_network import trust_only
from tests.ui.conftest import open_shift, screenshot
from tests.ui.helpers.settings import outcome
from tests.ui.screens.test_mail_settings import fill, mail_box

WAIT_MS = 30_000


def queued_letter(desk: Desk, ref: str, *, tried: bool = False) -> None:
    """A sale's letter waiting in the desk's journal; ``tried``: one try failed, its next try
    is far off (as a server that was down leaves it)."""
    now = service_now()
    with desk.services.journal._conn as conn:
        number = queue_message(
            conn,
            booking_ref=ref,
            cause=Cause.SALE,
            recipient=CUSTOMER,
            language=i18n.ENGLISH,
            subject=f"Your booking {ref}",
            body="Your voucher is attached.",
            documents=(),
            now=now,
        )
        if tried:
            later = (now + dt.timedelta(minutes=30)).isoformat(timespec="seconds")
            conn.execute(
                "UPDATE mail_outbox SET attempts = 1, next_try_at = ?,"
                " server_words = '421 4.3.2 Service not available' WHERE message_id = ?",
                (later, number),
            )


def started_from_saved(desk: Desk, run: Any, sandbox: EmbeddedSandbox, home: AppPaths) -> None:
    """Start ``desk`` as the app does: with the settings read from its saved file."""
    settings = load_settings(home.settings_file)
    open_shift(desk, settings)
    assert run(desk.start(settings, sandbox.demo_key))


def test_the_app_sends_from_its_saved_mail_server_at_start_and_after_a_restart(
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
    trust_only(authority, tmp_path, monkeypatch)  # the mail child's system store
    recording = Recording()
    server = mail_server(smtp(recording).port)
    save_settings(home.settings_file, Settings(base_url=sandbox.base_url, mail=server))
    keyring_in_memory.set_password(SERVICE_NAME, server.password_account, PASSWORD)

    first: Desk = make_desk()
    queued_letter(first, "REF00001")  # left from before this start
    started_from_saved(first, run, sandbox, home)
    # Nobody opens Settings: the letter goes.
    qtbot.waitUntil(lambda: len(recording.received) == 1, timeout=WAIT_MS)
    assert recording.received[0]["Subject"] == "Your booking REF00001"
    header = first.window.header.mail_label
    qtbot.waitUntil(lambda: header.text() == "Mail: all sent", timeout=WAIT_MS)

    # One letter waits its next try (the server was down) when the app is closed.
    queued_letter(first, "REF00002", tried=True)
    run(first.aclose())

    again: Desk = make_desk()
    started_from_saved(again, run, sandbox, home)
    qtbot.waitUntil(lambda: len(recording.received) == 2, timeout=WAIT_MS)
    assert recording.received[1]["Subject"] == "Your booking REF00002"
    (letter,) = messages_of(again.services.journal._conn, "REF00002")
    qtbot.waitUntil(
        lambda: messages_of(again.services.journal._conn, "REF00002")[0].state is MailState.SENT,
        timeout=WAIT_MS,
    )
    assert letter.attempts >= 1
    qtbot.waitUntil(lambda: again.window.header.mail_label.text() == "Mail: all sent")
    screenshot(again.window, "mail_running_header")


def test_the_status_line_and_settings_say_mail_is_off_and_what_waits(
    make_desk: Any, run: Any, sandbox: EmbeddedSandbox, home: AppPaths, qtbot: QtBot
) -> None:
    save_settings(home.settings_file, Settings(base_url=sandbox.base_url))  # no mail server
    desk: Desk = make_desk()
    queued_letter(desk, "REF00003")
    started_from_saved(desk, run, sandbox, home)
    label = desk.window.header.mail_label
    qtbot.waitUntil(lambda: label.text() == "Mail: off (1 waiting)")
    assert label.isVisible() and "no mail server is set" in label.toolTip()
    desk.window.show_screen(SETTINGS)
    screen = desk.window.page(SETTINGS)
    screen.sections.show_section("E-mail to customers")
    health = screen.mail.health
    assert health.isVisible()
    assert health.text().startswith("Mail: off (1 waiting). No e-mail is sent")
    screenshot(desk.window, "mail_off_settings")


def test_the_status_line_gives_the_last_error_while_letters_wait(
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
    assert "The last try did not go: The mail server could not be reached" in label.toolTip()


def test_saving_a_mail_server_in_settings_sends_what_waited_and_says_so(
    desk: Desk,
    qtbot: QtBot,
    smtp: Starter,
    authority: trustme.CA,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    trust_only(authority, tmp_path, monkeypatch)
    queued_letter(desk, "REF00005")
    recording = Recording()
    box = mail_box(desk)
    desk.window.page(SETTINGS).sections.show_section("E-mail to customers")
    fill(box, smtp(recording).port)
    screen = desk.window.page(SETTINGS)
    screen.save_button.click()
    assert outcome(screen, qtbot).startswith("Saved")
    qtbot.waitUntil(lambda: len(recording.received) == 1, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: box.health.text().startswith("Mail: all sent."), timeout=WAIT_MS)
    assert "the last letter went" in box.health.text() and "Last round at " in box.health.text()
    assert desk.window.header.mail_label.text() == "Mail: all sent"
    for size, name in (
        ((1366, 768), "mail_settings_running_1366x768"),
        ((1280, 720), "mail_settings_running_1280x720"),
    ):
        desk.window.resize(*size)
        screenshot(desk.window, name)
        assert box.health.visibleRegion().boundingRect().width() == box.health.width()
