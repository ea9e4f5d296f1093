"""The self-test made to fail on Windows: under Wine it ended in ``PermissionError: [WinError 32]
... journal.lock`` over its own error. Now its own error is told alone and its folder goes; a
sandbox that cannot start is told as that, with its reason."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FIRST_ERROR = "the catalogue did not load (made to fail)"
# The embeddable CPython's path is its ._pth file's: the checkout is put on it by hand.
FAILING = f"""
import sys, tempfile
sys.path.insert(0, {str(ROOT)!r})
tempfile.tempdir = sys.argv[1]  # Wine sets TMP and TEMP itself
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


def self_test(tmp_path: Path, code: str, scratch: Path, **env: str) -> tuple[int, str]:
    """Run ``code`` (a self-test) by this Python; its exit code and what it wrote to stderr."""
    env = {**{k: v for k, v in os.environ.items() if k != "COUNTERDESK_HOME"}, **env}
    env.update(QT_QPA_PLATFORM="offscreen")
    env["PYTHON_KEYRING_BACKEND"] = "keyring.backends.fail.Keyring"
    # Into files, not pipes: a process Wine starts meanwhile (its desktop) can inherit a pipe and
    # keep it open after the self-test has ended.
    with open(tmp_path / "out.txt", "wb") as out, open(tmp_path / "err.txt", "wb") as err:
        done = subprocess.run(
            [sys.executable, "-c", code, str(scratch)],
            stdout=out,
            stderr=err,
            env=env,
            cwd=ROOT,
            timeout=300,
            check=False,
        )
    return done.returncode, (tmp_path / "err.txt").read_text(encoding="utf-8", errors="replace")


def test_a_failed_self_test_says_its_own_error_and_leaves_no_folder(tmp_path: Path) -> None:
    scratch = tmp_path / "temp"
    scratch.mkdir()
    code, told = self_test(tmp_path, FAILING, scratch)
    assert "PermissionError" not in told
    assert told.strip().splitlines()[-1] == f"counterdesk self-test failed: {FIRST_ERROR}"
    assert code == 1
    assert list(scratch.iterdir()) == []


def test_a_sandbox_that_cannot_start_is_the_error_told(tmp_path: Path) -> None:
    home = tmp_path / "home"
    # Its database cannot be opened: the sandbox's process ends at once.
    (home / "data" / "sandbox.db" / "a folder").mkdir(parents=True)
    starting = f"import sys\nsys.path.insert(0, {str(ROOT)!r})\nfrom app.cli import main\n"
    code, told = self_test(
        tmp_path, starting + "sys.exit(main(['--self-test']))", tmp_path, COUNTERDESK_HOME=str(home)
    )
    failed = "counterdesk self-test failed: the built-in sandbox did not start ("
    assert told.strip().splitlines()[-1].startswith(failed), told
    assert "has not run yet" not in told
    assert code == 1
