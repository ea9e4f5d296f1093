"""The counter runtime started from saved settings, each scenario in a process of its own with
no Qt imported (``tests.counter.runtime_counter``; the disrupted day of
``tests.counter.runtime_day``, whole and killed at six points by ``runtime_kills``): the jobs
need no window."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
import trustme

from tests.agency.conftest import agency_db, agency_server
from tests.counter import runtime_counter, runtime_day, runtime_kills
from tests.mail.fixtures import Starter
from tests.mail.smtp_servers import Recording

__all__ = ["agency_db", "agency_server"]  # the store's fixtures, shared with tests/agency

ROOT = Path(__file__).resolve().parents[2]
# No OS credential store is touched: the key is given, as ``--key`` gives it.
NO_KEYRING = {**os.environ, "PYTHON_KEYRING_BACKEND": "keyring.backends.fail.Keyring"}


@pytest.mark.parametrize("name", sorted(runtime_counter.SCENARIOS))
def test_the_runtime_runs_headless(name: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", runtime_counter.__name__, name],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
        env=NO_KEYRING,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.strip().endswith("; PySide6 not imported")


def test_a_disrupted_day_runs_on_the_runtime_alone(agency_db: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", runtime_day.__name__, agency_db],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
        env=NO_KEYRING,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.strip().endswith("; PySide6 not imported")


KILLED = runtime_kills.STAGES[:-1]


def test_the_day_killed_at_six_points_loses_nothing_and_doubles_nothing(
    agency_db: str, smtp: Starter, authority: trustme.CA, tmp_path: Path
) -> None:
    # The SMTP server outlives each killed counter: it counts every letter it takes.
    recording = Recording()
    server = smtp(recording, "starttls-open")
    bundle, empty = tmp_path / "system-store.pem", tmp_path / "no-more-certificates"
    authority.cert_pem.write_to_path(str(bundle))
    empty.mkdir()
    environment = {**NO_KEYRING, "SSL_CERT_FILE": str(bundle), "SSL_CERT_DIR": str(empty)}
    home = tmp_path / "counter"
    home.mkdir()
    for stage in runtime_kills.STAGES:
        done = subprocess.run(
            [
                sys.executable,
                "-m",
                runtime_kills.__name__,
                stage,
                str(home),
                str(server.port),
                agency_db,
            ],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
            env=environment,
        )
        if stage in KILLED:  # killed where the stage says, not ended some other way
            assert done.returncode == -signal.SIGKILL, (stage, done.stderr[-3000:])
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.strip().endswith("check: PySide6 not imported")
    kept = home / "home"  # the counter's own folders (``counter_at``)
    held = {stage: json.loads((kept / f"{stage}.json").read_text()) for stage in KILLED}
    # The fifth sale killed after the service's answer: pending, the four before it sold.
    assert held["selling"] == {"pending": 1, "sold": 4}
    # One disruption of two recorded, its letter queued and not sent.
    assert held["finding"]["disruptions"] == 1 and held["finding"]["letters"].get("queued") == 1
    # The rebook's new sale recorded, its exchange left open (the restart's replay closes it).
    assert held["rebooking"] == {"exchanges": 1}
    # The refund written over both tenders, nothing left owed (the next part's refund step finds
    # its disruption closed with it: not refunded twice, not left open).
    assert held["refunding"] == {"tenders": 2, "owed": []}
    assert held["linking"]["pushed"] > 0
    assert held["closing"] == {"shift_open": True}
    found = json.loads(done.stdout.splitlines()[0])
    assert found["sales"] == len(runtime_day.PARTIES)
    assert found["disruptions"] == len(runtime_day.ON_CANCELLED)  # each recorded once
    assert found["ledger"] == {
        "BOOKING_SETTLED": len(runtime_day.PARTIES) + 1,
        "CANCELLATION_REFUND": len(runtime_day.ON_CANCELLED),
    }
    # Every letter taken once: none lost, none doubled by a kill.
    assert sorted(str(message["Subject"]) for message in recording.received) == found["letters"]
