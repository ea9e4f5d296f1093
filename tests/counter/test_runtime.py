"""The counter runtime started from saved settings, each scenario in a process of its own with
no Qt imported (``tests.counter.runtime_counter``): the jobs need no window."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.counter import runtime_counter

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("name", sorted(runtime_counter.SCENARIOS))
def test_the_runtime_runs_headless(name: str) -> None:
    # No OS credential store is touched: the key is given, as ``--key`` gives it.
    environment = {**os.environ, "PYTHON_KEYRING_BACKEND": "keyring.backends.fail.Keyring"}
    done = subprocess.run(
        [sys.executable, "-m", runtime_counter.__name__, name],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
        env=environment,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.strip().endswith("; PySide6 not imported")
