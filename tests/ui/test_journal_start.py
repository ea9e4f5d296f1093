"""A bad journal at start-up: the real ``counterdesk`` (or ``run_app`` with a scenario) never
vanishes without a word, on screen and on the terminal."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import qasync
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from app.booking.cancel import CancelChoice
from app.counter.composition import CounterServices
from app.counter.config.logs import SecretRedactor
from app.counter.config.paths import HOME_ENV, AppPaths
from app.domain.modules import Module
from app.journal.opening import open_journal
from app.journal.salvage import COPY_NAME, copy_journal
from app.journal.store import DATABASE_NAME
from app.records.faults import WriteFault
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.launch import LaunchOptions, StartRefused, _dialog, _refuse
from app.ui.registry import BOOK, LOOKUP
from tests.journal.faults import (
    locked_by_another_process,
    read_only_connect,
    scramble_pages,
    sold_journal,
)
from tests.ui.conftest import FAST_RETRY, screenshot, start_desk
from tests.ui.helpers.journal_start import cellular_jail_show
from tests.ui.helpers.sealing_keyring import (
    BACKEND,
    SEALING_KEY_ENV,
    TEST_SEALING_KEY,
    child_sealer,
)

DEADLINE_S = 60


def app_env(home: Path, sandbox: EmbeddedSandbox) -> dict[str, str]:
    """The environment of an app process on ``home`` talking to ``sandbox`` with its demo key."""
    return {
        **os.environ,
        HOME_ENV: str(home),
        "QT_QPA_PLATFORM": "offscreen",
        # No API key kept; the journal's sealing key is the one the test sealed with.
        "PYTHON_KEYRING_BACKEND": BACKEND,
        SEALING_KEY_ENV: TEST_SEALING_KEY,
        "COUNTERDESK_API_KEY": sandbox.demo_key,
    }


@contextlib.contextmanager
def counterdesk(home: Path, sandbox: EmbeddedSandbox) -> Iterator[subprocess.Popen[str]]:
    """``counterdesk --base-url`` as staff start it (killed at the end if still running)."""
    app = subprocess.Popen(
        [sys.executable, "-m", "app.cli", "--base-url", sandbox.base_url],
        env=app_env(home, sandbox),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        yield app
    finally:
        if app.returncode is None:  # a test that failed half-way: never left running
            app.kill()
            app.communicate()


def logged(home: Path) -> str:
    path = home / "logs" / "counterdesk.log"
    return path.read_text() if path.exists() else ""


def wait_for_log(app: subprocess.Popen[str], home: Path, line: str) -> None:
    """Until the app's log has ``line`` (the app must still be running)."""
    deadline = time.monotonic() + DEADLINE_S
    while line not in logged(home):
        assert app.poll() is None, app.communicate()
        assert time.monotonic() < deadline, logged(home)
        time.sleep(0.05)


def stop(app: subprocess.Popen[str]) -> tuple[int, str]:
    """SIGTERM (closes the window, or the dialog, as staff would); exit code and stderr."""
    app.send_signal(signal.SIGTERM)
    _, errors = app.communicate(timeout=DEADLINE_S)
    return app.returncode, errors


def scenario(home: Path, sandbox: EmbeddedSandbox, fault: str) -> tuple[dict[str, Any], str]:
    """Run tests.ui.helpers.journal_start (run_app and a scenario): what it saw, and its stderr."""
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "tests.ui.helpers.journal_start",
            str(home),
            sandbox.base_url,
            fault,
        ],
        env=app_env(home, sandbox),
        capture_output=True,
        text=True,
        timeout=DEADLINE_S,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout), done.stderr


def test_counterdesk_on_random_bytes_sets_the_journal_aside_says_so_and_runs(
    tmp_path: Path, sandbox: EmbeddedSandbox
) -> None:
    journal = AppPaths.under(tmp_path).create().journal
    journal.mkdir()
    junk = os.urandom(40_000)
    (journal / DATABASE_NAME).write_bytes(junk)

    with counterdesk(tmp_path, sandbox) as app:
        wait_for_log(app, tmp_path, "Window ready (catalogue loaded)")
        code, errors = stop(app)

    assert code == 0
    [aside] = journal.glob("journal-damaged-*.db")
    assert aside.read_bytes() == junk
    assert errors.startswith("counterdesk: The journal on this computer was damaged.")
    assert f"It was set aside as {aside}" in errors
    assert "Nothing in it could be read" in errors
    assert "was set aside as" in logged(tmp_path)


def test_scrambled_pages_show_what_was_recovered_in_a_dialog(
    tmp_path: Path, sandbox: EmbeddedSandbox
) -> None:
    journal = AppPaths.under(tmp_path).create().journal
    sold_journal(journal, sales=120, pending=2, sealer=child_sealer())
    assert scramble_pages(journal / DATABASE_NAME, b"Customer 1", pages=3) == 3

    seen, errors = scenario(tmp_path, sandbox, "none")

    text = seen["dialogs"]["journalRecovered"]
    assert text.startswith("The journal on this computer was damaged. It was set aside as ")
    assert "2 unanswered sale or cancellation requests" in text
    assert f"counterdesk: {text}" in errors
    assert seen["catalogue"] == 8
    assert seen["header_visible"] is False
    assert len(list(journal.glob("journal-damaged-*.db"))) == 1


@pytest.mark.parametrize("fault", [WriteFault.READ_ONLY, WriteFault.DISK_FULL], ids=str)
def test_a_journal_that_cannot_be_written_starts_read_only_with_selling_off(
    tmp_path: Path, sandbox: EmbeddedSandbox, fault: WriteFault
) -> None:
    sold_journal(AppPaths.under(tmp_path).create().journal, sales=2, pending=0)

    seen, errors = scenario(tmp_path, sandbox, fault.name.lower().replace("_", "-"))

    assert seen["header"] == f"Selling off: {fault.value}"
    assert seen["header_visible"] is True
    # The catalogue works; choosing a trip says why it cannot be sold instead of the Book screen.
    assert seen["catalogue"] == 8
    assert seen["book_opened"] is False
    assert seen["message"] == fault.sentence
    assert f"counterdesk: {fault.sentence}" in errors
    assert seen["dialogs"] == {}


def test_a_second_counterdesk_on_one_journal_brings_the_first_forward_and_exits_1(
    tmp_path: Path, sandbox: EmbeddedSandbox
) -> None:
    with counterdesk(tmp_path, sandbox) as first:
        wait_for_log(first, tmp_path, "Window ready (catalogue loaded)")
        with counterdesk(tmp_path, sandbox) as second:
            wait_for_log(second, tmp_path, "Not started: Counterdesk is already open")
            code, errors = stop(second)
        assert code == 1
        assert errors.startswith("counterdesk: Counterdesk is already open on this computer")
        assert errors.rstrip().endswith("That window has been brought to the front.")
        assert "this window came to the front" in logged(tmp_path)
        # The first one runs on, alone: the second never opened the journal.
        assert first.poll() is None
        assert logged(tmp_path).count("Window ready") == 1
        first_code, first_errors = stop(first)
    assert first_code == 0
    assert first_errors == ""


def test_a_journal_locked_by_another_program_stops_the_start_with_a_message(
    tmp_path: Path, sandbox: EmbeddedSandbox
) -> None:
    journal = AppPaths.under(tmp_path).create().journal
    sold_journal(journal, sales=1, pending=0)
    with (
        locked_by_another_process(journal / DATABASE_NAME),
        counterdesk(tmp_path, sandbox) as app,
    ):
        wait_for_log(app, tmp_path, "Not started: Counterdesk cannot open its journal")
        code, errors = stop(app)
    assert code == 1
    assert errors == (
        f"counterdesk: Counterdesk cannot open its journal ({journal / DATABASE_NAME}): "
        "another program is using it. Close that program (or restart the computer), then start "
        "Counterdesk again.\n"
    )
    assert "Window ready" not in logged(tmp_path)


def test_a_refused_start_says_why_in_a_dialog_and_on_stderr(
    qtbot: QtBot, qloop: qasync.QEventLoop, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = "Counterdesk cannot open its journal (x): another program is using it."
    handlers = {number: signal.getsignal(number) for number in (signal.SIGINT, signal.SIGTERM)}
    shown: list[str] = []

    def close_the_dialog() -> bool:
        for widget in QApplication.topLevelWidgets():
            # This start's own dialog: another test's message box may still be about.
            if (
                isinstance(widget, QMessageBox)
                and widget.objectName() == "startRefused"
                and widget.isVisible()
            ):
                shown.append(widget.text())
                widget.accept()
                return True
        return False

    try:
        refusal = qloop.create_task(
            _refuse(LaunchOptions(AppPaths.under(tmp_path)), StartRefused(text))
        )
        qtbot.waitUntil(close_the_dialog)
        qtbot.waitUntil(refusal.done)
        assert refusal.result() == 1
    finally:
        for number, handler in handlers.items():
            signal.signal(number, handler)
    assert shown == [text]
    assert capsys.readouterr().err == f"counterdesk: {text}\n"


def test_a_read_only_journal_refuses_confirm_on_book_and_lookup_before_sending(
    qtbot: QtBot, run: Any, home: AppPaths, redactor: SecretRedactor, sandbox: EmbeddedSandbox
) -> None:
    sold_journal(home.journal, sales=1, pending=0)
    opened = open_journal(home.journal, connect=read_only_connect)
    desk = Desk(home, redactor, retry=FAST_RETRY, services=CounterServices(opened.journal))
    qtbot.addWidget(desk.window)
    try:
        assert start_desk(desk, run, sandbox)
        sentence = WriteFault.READ_ONLY.sentence
        assert desk.window.header.journal_label.text() == WriteFault.READ_ONLY.header_text

        flow = desk.controller(BOOK).start(run(cellular_jail_show(desk.connection.client)))
        assert flow is not None
        flow.set_customer(name="Asha Rao", email="asha.rao@example.in", phone="9876543210")
        flow.set_qty(2)
        assert run(desk.controller(BOOK).review()) is not None
        assert run(desk.controller(BOOK).confirm()) is None
        assert desk.window.page(BOOK).review.state_label.text() == sentence
        assert not desk.window.page(BOOK).review.confirm_button.isEnabled()

        cancel = CancelChoice("AB12CD34", Module.ACTIVITY, 1)
        assert run(desk.controller(LOOKUP).confirm(cancel)) is None
        assert desk.window.page(LOOKUP).result_label.text() == sentence
        # Nothing was journalled, so nothing was sent.
        assert opened.journal.pending() == []
    finally:
        run(desk.aclose())


def test_the_recovery_dialog_says_what_came_back_from_where_and_what_did_not(
    tmp_path: Path, qtbot: QtBot
) -> None:
    journal = AppPaths.under(tmp_path).create().journal
    sold_journal(journal, sales=120, pending=2, sealer=child_sealer())
    copy_journal(journal / DATABASE_NAME, journal / COPY_NAME)
    assert scramble_pages(journal / DATABASE_NAME, b"Customer 1", pages=3) == 3

    opened = open_journal(journal)
    opened.journal.close()
    assert opened.recovery is not None
    dialog = _dialog(
        QMessageBox.Icon.Warning,
        "Counterdesk: journal recovered",
        opened.recovery.text(),
        "journalRecovered",
    )
    qtbot.addWidget(dialog)
    dialog.show()
    text = dialog.text()
    assert "2 unanswered sale or cancellation requests" in text
    assert "What the damaged file lost was taken from the journal's copy of " in text
    assert "Not everything could be read of: " in text
    screenshot(dialog, "journal_recovered")
