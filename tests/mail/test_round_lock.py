"""One mail round at a time per journal: a killed app's mail child that still sends keeps the
next app's round from handing the same letter over again (``app.mail.round_lock``)."""

from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
import trustme

from app.journal import Journal
from tests.journal.entries import Clock
from tests.mail.fixtures import Starter
from tests.mail.journal_mail import journal_file, sender_of, sold
from tests.mail.smtp_servers import Recording

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def journal(tmp_path: Path) -> Iterator[Journal]:
    with Journal(tmp_path / "journal", now=Clock()) as opened:
        yield opened


def test_the_round_of_a_killed_apps_child_ends_before_the_next_round_sends(
    journal: Journal, smtp: Starter, authority: trustme.CA, tmp_path: Path
) -> None:
    sold(journal, True)
    recording = Recording()
    controller = smtp(recording)
    ca_file, release, started = tmp_path / "ca.pem", tmp_path / "release", tmp_path / "started"
    authority.cert_pem.write_to_path(str(ca_file))
    arguments = [journal_file(journal), controller.port, ca_file, release, started]
    old = subprocess.Popen(
        [sys.executable, "-m", "tests.mail.slow_child", *map(str, arguments)], cwd=ROOT
    )
    try:
        for _ in range(3000):  # the old round is handing the letter over
            if started.exists() or old.poll() is not None:
                break
            time.sleep(0.01)
        assert started.exists()
        # The app started again: its round, in a worker, while the old one still sends.
        with ThreadPoolExecutor(1) as worker:
            again = worker.submit(
                sender_of(journal_file(journal), controller.port, authority, Clock()).send_due
            )
            release.touch()
            assert old.wait(60) == 0
            assert again.result(60) == []  # the old round sent it: nothing was left
    finally:
        old.kill()
        old.wait()
    assert len(recording.received) == 1  # handed over once
