"""A test process that dies says where: an inner pytest run (one xdist worker, or none) whose
first test points faulthandler away as the app's crash watch does, and whose second test dies."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

# The first test leaves faulthandler as a crash report test does: at sys.__stderr__, which is
# the capture file while a test runs. The second dies as it is told.
INNER = """
import faulthandler, os, signal

from app.counter.config.crash_reports import CrashWatch
from app.counter.config.paths import AppPaths


def test_a_crash_watch_started_and_closed(tmp_path):
    CrashWatch.start(AppPaths.under(tmp_path).create()).close()


def test_the_end():
    if os.environ["HOW"] == "kill":
        os.kill(os.getpid(), signal.SIGKILL)
    faulthandler._sigsegv()
"""
# Where the second test dies, as a stack names it.
DIES_AT = f"line {INNER.splitlines().index('    faulthandler._sigsegv()') + 1} in test_the_end"


def inner_run(tmp_path: Path, how: str, *options: str) -> str:
    """What an inner run of ``INNER`` prints (its tests ending ``how``), whole."""
    (tmp_path / "test_inner.py").write_text(INNER, encoding="utf-8")
    (tmp_path / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")
    # Only the plugins named: the inner run is the trail's and xdist's alone.
    env = {**os.environ, "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1", "HOW": how}
    env.pop("PYTHONFAULTHANDLER", None)  # as a run without `make` has it
    done = subprocess.run(
        [
            *(sys.executable, "-m", "pytest", "-c", str(tmp_path / "pytest.ini")),
            *("--rootdir", str(tmp_path), "--basetemp", str(tmp_path / "base")),
            *("-p", "tests.crash_trail", *options, str(tmp_path / "test_inner.py")),
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    return done.stdout + done.stderr


def test_a_crashed_worker_s_report_shows_how_it_ended_and_the_stacks(tmp_path: Path) -> None:
    out = inner_run(tmp_path, "segfault", "-p", "xdist", "-n", "1")
    failures = out.split(" FAILURES ", 1)[-1]
    assert "worker 'gw0' crashed while running 'test_inner.py::test_the_end'" in failures
    assert "Ended by SIGSEGV." in failures
    assert "Fatal Python error: Segmentation fault" in failures
    assert DIES_AT in failures, out


def test_a_worker_killed_outright_is_said_to_be(tmp_path: Path) -> None:
    out = inner_run(tmp_path, "kill", "-p", "xdist", "-n", "1")
    failures = out.split(" FAILURES ", 1)[-1]
    assert "Killed by SIGKILL, which no handler sees" in failures, out
    assert "faulthandler wrote no stacks" in failures


@pytest.mark.parametrize("capture", ["fd", "sys"])
def test_a_run_without_workers_prints_the_stacks_as_it_dies(tmp_path: Path, capture: str) -> None:
    out = inner_run(tmp_path, "segfault", f"--capture={capture}")
    assert "Fatal Python error: Segmentation fault" in out
    assert DIES_AT in out, out
