"""Killed between sending and the answer: on restart the sale is resolved, booked once."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from app.counter.config.paths import AppPaths
from app.domain.money import from_paise
from app.figures import amount_text
from app.journal.store import DATABASE_NAME
from app.sandbox import EmbeddedSandbox, SandboxConfig, start_embedded
from app.ui.desk import Desk
from app.ui.registry import HISTORY
from tests.ui.conftest import start_desk
from tests.ui.helpers.crash_sale import CONFIRMING
from tests.ui.helpers.sales import DAY, figures

# Long enough for the test to see the booking committed and kill the app; short enough that
# the held answer has gone out before the sandbox is stopped.
ANSWER_DELAY_S = 3.0


@pytest.fixture
def slow_sandbox(tmp_path: Path) -> Iterator[EmbeddedSandbox]:
    """A sandbox that holds every create_booking answer back, as a slow network would."""
    sandbox = start_embedded(
        SandboxConfig(
            db_path=tmp_path / "slow.db", boat_fault=False, response_delay_seconds=ANSWER_DELAY_S
        )
    )
    yield sandbox
    sandbox.stop()


def pending_requests(journal_db: Path) -> int:
    """How many requests the app's journal holds as pending (read as another process would)."""
    if not journal_db.exists():
        return 0
    with sqlite3.connect(f"{journal_db.as_uri()}?mode=ro", uri=True) as conn:
        return int(
            conn.execute("SELECT COUNT(*) FROM requests WHERE state = 'pending'").fetchone()[0]
        )


def test_a_sale_killed_before_its_answer_is_resolved_once_on_restart(
    home: AppPaths,
    slow_sandbox: EmbeddedSandbox,
    make_desk: Any,
    run: Any,
    qtbot: QtBot,
) -> None:
    before = figures(slow_sandbox)
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "PYTHON_KEYRING_BACKEND": "keyring.backends.fail.Keyring",
        "COUNTERDESK_API_KEY": slow_sandbox.demo_key,
    }
    root = home.data.parent
    command = [
        sys.executable,
        "-m",
        "tests.ui.helpers.crash_sale",
        str(root),
        slow_sandbox.base_url,
    ]
    journal_db = home.data / "journal" / DATABASE_NAME
    with subprocess.Popen(
        [*command, DAY.isoformat()], env=env, stdout=subprocess.PIPE, text=True
    ) as app:
        assert app.stdout is not None
        assert app.stdout.readline().strip() == CONFIRMING
        deadline = time.monotonic() + ANSWER_DELAY_S
        # The service has booked and paid; its answer is on hold; the journal says pending.
        while figures(slow_sandbox).bookings == before.bookings or not pending_requests(journal_db):
            assert app.poll() is None and time.monotonic() < deadline
            time.sleep(0.02)
        app.send_signal(signal.SIGKILL)
        app.wait(timeout=10)
    assert app.returncode == -signal.SIGKILL
    paid = figures(slow_sandbox)
    assert paid.bookings == before.bookings + 1

    desk: Desk = make_desk()
    assert start_desk(desk, run, slow_sandbox)
    rows = list(desk.services.journal.history.rows())
    assert len(rows) == 1
    ref = rows[0].booking_ref
    assert desk.services.journal.pending() == []
    bar = desk.window.message_bar
    assert bar.text.startswith("Requests left unanswered when the app last stopped were checked:")
    assert f"went through: booking {ref}." in bar.text
    desk.window.show_screen(HISTORY)
    # The History screen shows it, once (read in a worker).
    # (Its rows carry what the sale took, read of the books; the journal's, the till's price.)
    qtbot.waitUntil(
        lambda: [row.booking_ref for row in desk.window.page(HISTORY).model.rows] == [ref]
    )
    after = figures(slow_sandbox)
    assert after.bookings == before.bookings + 1  # the replay booked nothing more
    assert from_paise(before.cash_paise - after.cash_paise) == rows[0].total_debited  # debited once
    assert (
        f"INR {amount_text(from_paise(after.cash_paise))}"
        in desk.window.header.balance_label.text()
    )
