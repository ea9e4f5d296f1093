"""Whole reschedules through the exchange, each in a process of its own with no Qt imported
(``tests.booking.exchange_sales``): an exchange needs no window."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.booking.exchange_sales import SCENARIOS

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_a_whole_reschedule_runs_headless(name: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "tests.booking.exchange_sales", name],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.strip().endswith("; PySide6 not imported")
