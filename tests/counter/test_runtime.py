"""The counter runtime started from saved settings, each scenario in a process of its own with
no Qt imported (``tests.counter.runtime_counter``, ``tests.counter.runtime_day``): the jobs
need no window."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.agency.conftest import agency_db, agency_server
from tests.counter import runtime_counter, runtime_day

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
