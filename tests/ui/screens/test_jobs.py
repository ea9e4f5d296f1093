"""The counter runtime's jobs seen from the window, the app started from its saved settings as
``make run`` starts it: the mail child killed mid-letter is restarted by the runtime and the
header's job line says so; the watch killed past the limit is a problem in the header; a job
late beyond its settings is one too; the owner's panel lists every job."""

from __future__ import annotations

import asyncio
import datetime as dt
import os
import signal
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import trustme
from aiosmtpd.smtp import Envelope, Session
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app.counter.config.keystore import SERVICE_NAME
from app.counter.config.paths import AppPaths
from app.counter.config.settings import Settings, save_settings
from app.domain.clock import service_now
from app.figures import clock_text
from app.mail.outbox import MailState, messages_of
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.style import Tone
from tests.conftest import MemoryKeyring
from tests.mail.fixtures import Starter
from tests.mail.journal_mail import mail_server
from tests.mail.smtp_servers import PASSWORD, Recording
from tests.office_network import trust_only
from tests.ui.conftest import screenshot
from tests.ui.screens.test_mail_from_start import queued_letter, started_from_saved

WAIT_MS = 30_000


@dataclass
class Holding(Recording):
    """Takes each message only once ``released`` is set: until then the sender waits on it."""

    entered: threading.Event = field(default_factory=threading.Event)
    released: threading.Event = field(default_factory=threading.Event)

    async def handle_DATA(self, server: Any, session: Session, envelope: Envelope) -> str:
        """Hold the message (the mail child waits for the answer), then keep it."""
        self.entered.set()
        while not self.released.is_set():
            await asyncio.sleep(0.05)
        return await super().handle_DATA(server, session, envelope)


def mail_children() -> list[int]:
    """The process ids of this test's mail children (``counterdesk --mail-child``)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            command = (entry / "cmdline").read_bytes()
        except OSError:
            continue  # gone meanwhile
        parent = int(stat.rsplit(")", 1)[1].split()[1])
        if parent == os.getpid() and b"--mail-child" in command:
            found.append(int(entry.name))
    return found


def tone_of(label: Any) -> str:
    return str(label.property("tone"))


def test_the_mail_child_killed_is_restarted_and_the_header_says_so(
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
    holding = Holding()
    server = mail_server(smtp(holding).port)
    save_settings(home.settings_file, Settings(base_url=sandbox.base_url, mail=server))
    keyring_in_memory.set_password(SERVICE_NAME, server.password_account, PASSWORD)
    desk: Desk = make_desk()
    desk.runtime.job_keeper.restart_delay_s = 0.2
    queued_letter(desk, "REF00011")
    started_from_saved(desk, run, sandbox, home)
    header = desk.window.header
    assert not header.jobs_label.isVisible()  # every job well: nothing said

    # The letter is being handed over when its child is killed.
    qtbot.waitUntil(holding.entered.is_set, timeout=WAIT_MS)
    [child] = mail_children()
    os.kill(child, signal.SIGKILL)
    holding.released.set()

    qtbot.waitUntil(lambda: header.jobs_label.isVisible(), timeout=WAIT_MS)
    qtbot.waitUntil(
        lambda: messages_of(desk.services.journal._conn, "REF00011")[0].state is MailState.SENT,
        timeout=WAIT_MS,
    )
    qtbot.waitUntil(lambda: header.mail_label.text() == "Mail: all sent", timeout=WAIT_MS)
    assert header.jobs_label.text() == "Mail: restarted 1 time"
    assert header.jobs_label.toolTip().startswith("Mail: all sent · last round ")
    assert "restarted 1 time. Last error: The mail job failed (exit -9)" in (
        header.jobs_label.toolTip()
    )
    assert tone_of(header.jobs_label) == Tone.WARNING
    mail = desk.runtime.job_keeper.children["mail"]
    assert mail.running and mail.restarts == 1 and not mail.given_up
    assert len(holding.received) >= 1  # the killed child's hand-over may have gone too
    screenshot(desk.window, "jobs_mail_restarted_1366x768")


def test_the_watch_killed_past_the_limit_is_a_problem_in_the_header(
    make_desk: Any,
    run: Any,
    sandbox: EmbeddedSandbox,
    home: AppPaths,
    qtbot: QtBot,
) -> None:
    save_settings(home.settings_file, Settings(base_url=sandbox.base_url))
    desk: Desk = make_desk()
    keeper = desk.runtime.job_keeper
    keeper.max_restarts, keeper.restart_delay_s = 1, 0
    started_from_saved(desk, run, sandbox, home)
    header = desk.window.header
    watch = keeper.children["watch"]
    qtbot.waitUntil(lambda: watch.running)

    for deaths in (1, 2):
        qtbot.waitUntil(lambda: watch.task is not None and not watch.task.done())
        assert watch.task is not None
        watch.task.cancel()  # the watch task killed
        qtbot.waitUntil(lambda deaths=deaths: len(watch.deaths) == deaths)  # type: ignore[misc]
        if deaths == 1:  # restarted, and said
            qtbot.waitUntil(
                lambda: header.jobs_label.text() == "Disruption watch: restarted 1 time"
            )
            assert tone_of(header.jobs_label) == Tone.WARNING

    qtbot.waitUntil(lambda: watch.given_up)
    qtbot.waitUntil(lambda: header.jobs_label.text() == "Disruption watch: stopped after 1 restart")
    assert tone_of(header.jobs_label) == Tone.ERROR
    stopped_at = clock_text(watch.given_up_at) if watch.given_up_at else "never"
    assert header.jobs_label.toolTip() == (
        f"Disruption watch stopped at {stopped_at} after 1 restart: it was stopped from "
        "outside. Start it again in Background jobs; if it stops again, call support."
    )
    assert all(keeper.children[name].running for name in ("replay", "mail", "eraser"))
    for size in ((1366, 768), (1280, 720)):
        desk.window.resize(*size)
        screenshot(desk.window, f"jobs_watch_stopped_{size[0]}x{size[1]}")

    # The owner's panel: every job's line, the stopped one said in red.
    desk.window.menu.jobs_action.trigger()
    panel = desk.jobs.panel
    assert panel is not None
    qtbot.waitUntil(panel.isVisible)
    assert list(panel.lines) == ["replay", "mail", "watch", "agency", "eraser", "books"]
    assert panel.lines["mail"].text().startswith("Mail: off")
    assert f"Disruption watch stopped at {stopped_at} after 1 restart" in (
        panel.lines["watch"].text()
    )
    # Only the job stopped for good has the key that starts it again.
    assert [name for name, key in panel.again.items() if key.isVisible()] == ["watch"]
    assert tone_of(panel.lines["watch"]) == Tone.ERROR
    screenshot(panel, "jobs_panel")
    panel.close()


def test_a_job_late_beyond_its_settings_is_a_problem_in_the_header(
    make_desk: Any, run: Any, sandbox: EmbeddedSandbox, home: AppPaths, qtbot: QtBot
) -> None:
    save_settings(home.settings_file, Settings(base_url=sandbox.base_url))
    desk: Desk = make_desk()
    desk.runtime.eraser.first_s = 0
    started_from_saved(desk, run, sandbox, home)
    eraser = desk.runtime.eraser
    qtbot.waitUntil(lambda: eraser.last_round is not None, timeout=WAIT_MS)
    header = desk.window.header
    assert not header.jobs_label.isVisible()

    # Two days on, neither the watch (a round at least every six hours and ten minutes) nor
    # the eraser (daily) has run again: both late, the first in the header, both said.
    two_days_on = service_now() + dt.timedelta(days=2)
    desk.runtime._now = lambda: two_days_on
    desk.runtime._changed()  # the health's look of each minute
    qtbot.waitUntil(header.jobs_label.isVisible)
    assert header.jobs_label.text() == "Disruption watch: late"
    assert tone_of(header.jobs_label) == Tone.ERROR
    watch, eraser_said = header.jobs_label.toolTip().split("\n")
    assert watch.startswith("Disruption watch has done nothing since ")
    assert eraser_said.startswith("Retention eraser has done nothing since ")
    assert eraser_said.endswith(", longer than it may.")


def test_the_mail_job_stopped_for_good_is_started_again_from_the_panel_and_delivers(
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
    holding = Holding()
    server = mail_server(smtp(holding).port)
    save_settings(home.settings_file, Settings(base_url=sandbox.base_url, mail=server))
    keyring_in_memory.set_password(SERVICE_NAME, server.password_account, PASSWORD)
    desk: Desk = make_desk()
    keeper = desk.runtime.job_keeper
    keeper.restart_delay_s = 0.2
    queued_letter(desk, "REF00012")
    started_from_saved(desk, run, sandbox, home)
    mail = keeper.children["mail"]
    header = desk.window.header

    # Six deaths of its child within ten minutes, each while it hands the letter over: the
    # sixth is past the five restarts allowed, and the job is stopped for good.
    killed: set[int] = set()
    for death in range(1, keeper.max_restarts + 2):
        qtbot.waitUntil(lambda: bool(set(mail_children()) - killed), timeout=WAIT_MS)
        for child in set(mail_children()) - killed:
            os.kill(child, signal.SIGKILL)
            killed.add(child)
        qtbot.waitUntil(lambda death=death: len(mail.deaths) == death, timeout=WAIT_MS)  # type: ignore[misc]
    qtbot.waitUntil(lambda: mail.given_up, timeout=WAIT_MS)
    assert len(killed) == 6 and not mail.running
    qtbot.waitUntil(lambda: header.jobs_label.text() == "Mail: stopped after 5 restarts")
    assert messages_of(desk.services.journal._conn, "REF00012")[0].state is not MailState.SENT

    # Background jobs says when and why, and offers the mail job's key alone.
    desk.window.menu.jobs_action.trigger()
    panel = desk.jobs.panel
    assert panel is not None
    qtbot.waitUntil(panel.isVisible)
    assert mail.given_up_at is not None
    said = panel.lines["mail"].text()
    assert f"Mail stopped at {clock_text(mail.given_up_at)} after 5 restarts: " in said
    assert "The mail job failed (exit -9); the letters wait for its next round. Start it " in said
    assert [name for name, key in panel.again.items() if key.isVisible()] == ["mail"]
    for size in ((1366, 768), (1280, 720)):
        desk.window.resize(*size)
        screenshot(panel, f"jobs_mail_stopped_{size[0]}x{size[1]}")

    holding.released.set()  # the server takes the letter from now on
    QTest.mouseClick(panel.again["mail"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: messages_of(desk.services.journal._conn, "REF00012")[0].state is MailState.SENT,
        timeout=WAIT_MS,
    )
    assert mail.running and not mail.given_up and mail.deaths == []
    assert any(str(m["Subject"]) for m in holding.received)  # delivered by the server
    qtbot.waitUntil(lambda: not header.jobs_label.isVisible(), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: not panel.again["mail"].isVisible())
    qtbot.waitUntil(lambda: panel.lines["mail"].text().startswith("Mail: all sent"))
    assert tone_of(panel.lines["mail"]) == Tone.PLAIN
    screenshot(panel, "jobs_mail_started_again")
    panel.close()
