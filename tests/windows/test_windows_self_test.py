"""The self-test made to fail on Windows: under Wine it ended in ``PermissionError: [WinError 32]
... journal.lock`` over its own error. Now its own error is told alone and its folder goes."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FIRST_ERROR = "the catalogue did not load (made to fail)"
# The embeddable CPython's path is its ._pth file's: the checkout is put on it by hand.
FAILING = f"""
import sys
sys.path.insert(0, {str(ROOT)!r})
import app.ui.desk, app.ui.selftest
from app.cli import main

async def failing_check(desk, started):
    raise app.ui.selftest.SelfTestFailed({FIRST_ERROR!r})

async def failing_close():
    raise RuntimeError("closing failed too (made to fail)")

app.ui.selftest.self_test = failing_check
vars(app.ui.desk)["end_running_slots"] = failing_close
sys.exit(main(["--self-test"]))
"""


def test_a_failed_self_test_says_its_own_error_and_leaves_no_folder(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "COUNTERDESK_HOME"}
    env.update(TMP=str(tmp_path), TEMP=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    env["PYTHON_KEYRING_BACKEND"] = "keyring.backends.fail.Keyring"
    done = subprocess.run(
        [sys.executable, "-c", FAILING],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=300,
        check=False,
    )
    assert "PermissionError" not in done.stderr
    assert done.stderr.strip().splitlines()[-1] == f"counterdesk self-test failed: {FIRST_ERROR}"
    assert done.returncode == 1
    assert list(tmp_path.iterdir()) == []
