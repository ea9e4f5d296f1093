"""Whole sales through the checkout, each in a process of its own with no Qt imported
(``tests.booking.checkout_sales``): a sale needs no window."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.booking.checkout_sales import SCENARIOS

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_a_whole_sale_runs_headless(name: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "tests.booking.checkout_sales", name],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.strip().endswith("; PySide6 not imported")
