"""A failed self-test, as a Windows counter runs it: every file let go, the first error told.

Under Wine a self-test that failed ended in ``PermissionError: [WinError 32] ... journal.lock``
instead of its own error: the lock (and the fault file) were still open when its temporary
folder was removed. Here Windows' refusal is made on Linux (``tests.windows_semantics``).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from app.counter.config.paths import HOME_ENV
from tests.ui.helpers.self_test_refused import FIRST_ERROR

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("failing", ["scenario", "closing"])
def test_a_failed_self_test_says_its_own_error_and_leaves_no_folder(
    tmp_path: Path, failing: str
) -> None:
    env = {
        **{k: v for k, v in os.environ.items() if k != HOME_ENV},
        "TMPDIR": str(tmp_path),
        "QT_QPA_PLATFORM": "offscreen",
        "PYTHON_KEYRING_BACKEND": "keyring.backends.fail.Keyring",
    }
    done = subprocess.run(
        [sys.executable, "-m", "tests.ui.helpers.self_test_refused", failing],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=90,
        check=False,
    )
    assert done.returncode == 1
    assert done.stderr == f"counterdesk self-test failed: {FIRST_ERROR}\n"
    assert done.stdout == ""
    # Nothing held the folder when it was removed: the lock, the fault file, the logs, the
    # journal and the embedded sandbox (a process of its own) had all let go.
    assert list(tmp_path.iterdir()) == []


def test_a_sandbox_that_cannot_start_is_the_error_told(tmp_path: Path) -> None:
    # Its database cannot be opened: the sandbox's process ends at once, saying why.
    home = tmp_path / "home"
    (home / "data" / "sandbox.db" / "a folder").mkdir(parents=True)
    env = {
        **os.environ,
        HOME_ENV: str(home),
        "QT_QPA_PLATFORM": "offscreen",
        "PYTHON_KEYRING_BACKEND": "keyring.backends.fail.Keyring",
    }
    done = subprocess.run(
        [sys.executable, "-m", "app.cli", "--self-test"],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=90,
        check=False,
    )
    assert done.returncode == 1
    assert done.stderr == (
        "counterdesk self-test failed: the built-in sandbox did not start "
        "(its database file cannot be opened or made)\n"
    )
    assert done.stdout == ""
    # The log keeps the first error, the sandbox's, as the cause of what the self-test said.
    log = (home / "logs" / "counterdesk.log").read_text(encoding="utf-8")
    told = log[log.index("ERROR app.ui.selftest: Self-test failed") :]
    assert "SandboxNotStarted: its database file cannot be opened or made" in told
    # SQLite's own words, the sandbox's, are the log's alone.
    assert "could not open its database: unable to open database file" in log
    assert "direct cause of the following exception" in told
    assert "has not run yet" not in log
