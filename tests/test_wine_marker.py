"""The ``wine_defect`` mark (tests/wine.py) does nothing off Wine: a marked test must pass there,
and a failing one fails the run, as on Windows itself."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.wine import wine_version

ROOT = Path(__file__).resolve().parents[1]
# The mark's plugin alone, no configuration file: what the mark does is all that is seen.
PYTEST = [sys.executable, "-m", "pytest", "-p", "tests.wine", "--strict-markers", "-c", "/dev/null"]
PYTEST += ["-p", "no:cacheprovider", "-q"]
MARKED = """
import pytest

@pytest.mark.wine_defect("Wine's defect, named")
def test_marked():
    assert {outcome}
"""


def _run(folder: Path, outcome: str) -> subprocess.CompletedProcess[str]:
    test = folder / "test_marked.py"
    test.write_text(MARKED.format(outcome=outcome), encoding="utf-8")
    return subprocess.run(
        [*PYTEST, "--rootdir", str(folder), str(test)],
        cwd=ROOT,
        # Its summary line is read: options from outside (-q) change it.
        env={**os.environ, "PYTEST_ADDOPTS": ""},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_off_wine_a_marked_test_passes_or_fails_as_it_is(tmp_path: Path) -> None:
    assert wine_version() is None
    passed = _run(tmp_path, "True")
    assert passed.returncode == 0, passed.stdout
    assert "1 passed" in passed.stdout and "xfail" not in passed.stdout
    failed = _run(tmp_path, "False")
    assert failed.returncode == 1, failed.stdout
    assert "1 failed" in failed.stdout
