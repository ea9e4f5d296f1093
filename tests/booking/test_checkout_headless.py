"""Whole sales through the checkout, and cancellations with their refunds through the
after-sale, each in a process of its own with no Qt imported (``tests.booking.checkout_sales``,
``tests.booking.aftersale_sales``): neither needs a window."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.booking import aftersale_sales, checkout_sales

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    ("module", "name"),
    [
        (scenarios.__name__, name)
        for scenarios in (checkout_sales, aftersale_sales)
        for name in sorted(scenarios.SCENARIOS)
    ],
)
def test_a_whole_sale_runs_headless(module: str, name: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", module, name],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.strip().endswith("; PySide6 not imported")
