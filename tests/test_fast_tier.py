"""The fast tier (``make test-fast``, ``tests/fast_tier.py``) collects its tests without importing
PySide6, and refuses to run once something imports it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

TOP = Path(__file__).resolve().parent.parent
# What `make test-fast` runs, less the workers: one process collects as each worker does.
FAST_TIER = (sys.executable, "-m", "pytest", "-p", "tests.fast_tier", "-c", "pyproject.toml")


def _collect(*paths: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*FAST_TIER, "--rootdir", str(TOP), "--collect-only", "-q", *paths],
        cwd=TOP,
        # The collection's listing is read line by line: options from outside (-v) change it.
        env={**os.environ, "PYTEST_ADDOPTS": ""},
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


def test_the_fast_tier_collects_its_tests_without_pyside6() -> None:
    done = _collect()
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    collected = done.stdout.splitlines()
    assert any(line.startswith("tests/journal/") for line in collected)
    assert any(line.startswith("tests/sandbox/") for line in collected)
    # A counted run's limit: the bench's gate can never hang.
    assert any(line.startswith("tests/perf/test_probe_limit.py::") for line in collected)
    assert not any(line.startswith(("tests/ui/", "tests/agency/")) for line in collected)
    # The architecture's and the documents' checks, in the inner loop.
    for module in ("test_layering", "test_docs", "test_doc_names"):
        assert any(line.startswith(f"tests/{module}.py::") for line in collected)
    assert not any(line.startswith("tests/test_crash_trail.py::") for line in collected)


def test_a_test_that_imports_pyside6_stops_the_fast_tier(tmp_path: Path) -> None:
    planted = tmp_path / "test_planted.py"
    planted.write_text("from PySide6.QtCore import QObject\n\n\ndef test_x():\n    QObject()\n")
    done = _collect(str(planted))
    assert done.returncode != 0
    assert "the fast tier imported PySide6 while collecting" in done.stdout + done.stderr
