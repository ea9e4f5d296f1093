"""A Windows process that dies of a fatal error leaves its stacks, and the next start reports it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from app.counter.config.crash_reports import CrashWatch, OpenSale
from app.counter.config.paths import AppPaths

ROOT = Path(__file__).resolve().parents[2]
# The embeddable CPython's path is its ._pth file's: the checkout is put on it by hand.
DIE = f"""
import faulthandler, sys
sys.path.insert(0, {str(ROOT)!r})
from pathlib import Path
from app.counter.config.crash_reports import CrashWatch, OpenSale
from app.counter.config.paths import AppPaths
watch = CrashWatch.start(AppPaths.under(Path(sys.argv[1])).create())
watch.take_over("the dying run", OpenSale())
faulthandler._sigsegv()
"""


def test_a_fatal_error_s_stacks_are_reported_at_the_next_start(tmp_path: Path) -> None:
    # No pipes: a process Wine starts meanwhile (its desktop) can inherit one and keep it open.
    died = subprocess.run(
        [sys.executable, "-c", DIE, str(tmp_path)],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        timeout=300,
        check=False,
    )
    assert died.returncode != 0
    watch = CrashWatch.start(AppPaths.under(tmp_path).create())
    try:
        reports = watch.take_over("the next run", OpenSale())
    finally:
        watch.close()
    assert len(reports) == 1
    assert reports[0].fatal  # faulthandler wrote the dying thread's stack into the fault file
    assert "(most recent call first)" in reports[0].text
