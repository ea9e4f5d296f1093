"""A real app process killed by a fatal signal: its report is written, and the next start says
that Counterdesk stopped unexpectedly, that no sale was lost, and offers the report."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from app.counter.config.crash_reports import REPORT_PREFIX, crash_folder
from app.counter.config.paths import AppPaths
from tests.ui.helpers.crash_start import QT_FATAL, TYPING

START_TIMEOUT_S = 120


def _env() -> dict[str, str]:
    return {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "PYTHON_KEYRING_BACKEND": "keyring.backends.fail.Keyring",
    }


def _helper(home: Path, what: str) -> list[str]:
    return [sys.executable, "-m", "tests.ui.helpers.crash_start", str(home), what]


def _kill_when_typing(home: Path, number: signal.Signals) -> int:
    """Start the app, let it type a sale, kill it with ``number``; its exit code."""
    with subprocess.Popen(
        _helper(home, "sell"), env=_env(), stdout=subprocess.PIPE, text=True
    ) as app:
        assert app.stdout is not None
        assert app.stdout.readline().strip() == TYPING
        app.send_signal(number)
        app.wait(timeout=30)
    return app.returncode


def _next_start(home: Path) -> dict[str, Any]:
    done = subprocess.run(
        _helper(home, "look"),
        env=_env(),
        capture_output=True,
        text=True,
        timeout=START_TIMEOUT_S,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "counterdesk: Counterdesk stopped unexpectedly on " in done.stderr
    seen: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return seen


@pytest.mark.parametrize(
    ("number", "fault"),
    [
        (signal.SIGSEGV, "Fatal Python error: Segmentation fault"),
        (signal.SIGABRT, "Fatal Python error: Aborted"),
    ],
)
def test_a_process_killed_mid_sale_leaves_a_report_the_next_start_offers(
    tmp_path: Path, number: signal.Signals, fault: str
) -> None:
    home = tmp_path / "home"
    assert _kill_when_typing(home, number) == -number
    folder = crash_folder(AppPaths.under(home))
    (left,) = folder.iterdir()
    assert left.read_text(encoding="utf-8").startswith(fault)  # every thread's stack
    assert (home / "data" / "running.json").exists()

    seen = _next_start(home)
    assert seen["notices"] == 1 and seen["visible"]
    assert seen["title"] == "Counterdesk stopped unexpectedly"
    intro = seen["intro"]
    assert intro.startswith("Counterdesk stopped unexpectedly on ")
    assert "No sale was lost. The sale being typed (Asha Rao · Cellular Jail" in intro
    assert "was kept and is offered back now." in intro
    assert "keys, passwords and passport numbers are left out of it" in intro
    assert seen["buttons"] == ["&Copy report", "&Save report…"]
    copied = seen["copied"]
    assert copied.startswith("Counterdesk crash report\nStopped: ")
    assert "How: a fatal error" in copied
    assert fault in copied
    assert "Current thread" in copied and "in run_app" in copied  # the UI thread's stack
    assert "Open sale (kept as a draft): Asha Rao · Cellular Jail" in copied
    assert "Window ready (catalogue loaded)" in copied  # the end of that run's log
    assert "sandbox-demo-key" not in copied
    (report,) = folder.iterdir()  # the fault file became the report; this run ended cleanly
    assert report.name.startswith(REPORT_PREFIX)
    assert report.read_text(encoding="utf-8") == copied
    assert len(seen["listed"]) == 1 and "a fatal error" in seen["listed"][0]
    assert not (home / "data" / "running.json").exists()

    again = subprocess.run(
        _helper(home, "look"), env=_env(), capture_output=True, text=True, timeout=120, check=False
    )
    assert again.returncode == 0, again.stderr
    assert json.loads(again.stdout.strip().splitlines()[-1])["notices"] == 0  # said once
    assert "stopped unexpectedly" not in again.stderr


def test_qts_fatal_message_is_in_the_report_and_no_sale_was_open(tmp_path: Path) -> None:
    home = tmp_path / "home"
    done = subprocess.run(
        _helper(home, "qt-fatal"),
        env=_env(),
        capture_output=True,
        text=True,
        timeout=START_TIMEOUT_S,
        check=False,
    )
    assert done.returncode == -signal.SIGABRT
    # The terminal hears it before the abort (PySide words a fatal message sent from Python its
    # own way, so the test reads what Qt said from there).
    said = done.stderr.partition("counterdesk: ")[2].strip()
    assert said and (QT_FATAL in said or "qFatal()" in said)
    log = (home / "logs" / "counterdesk.log").read_text(encoding="utf-8")
    assert f"CRITICAL qt: {said} (Counterdesk " in log  # with the run's platform and screen
    (left,) = crash_folder(AppPaths.under(home)).iterdir()
    fault = left.read_text(encoding="utf-8")
    assert fault.startswith(f"Qt: {said}\nFatal Python error: Aborted")

    seen = _next_start(home)
    assert seen["intro"].startswith("Counterdesk stopped unexpectedly on ")
    assert "No sale was lost: every sale made is kept in the journal." in seen["intro"]
    assert f"Qt: {said}" in seen["copied"]
    assert "Open sale: none" in seen["copied"]


def test_qts_abort_while_threads_run_python_is_an_abort_with_every_stack(tmp_path: Path) -> None:
    """The abort's report is written while the aborting thread holds the interpreter: threads
    running Python meanwhile cannot turn it into a segmentation fault (seen under load)."""
    homes = [tmp_path / f"home-{n}" for n in range(3)]
    runs = [
        subprocess.Popen(
            _helper(home, "qt-fatal-busy"),
            env=_env(),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        for home in homes
    ]
    codes = [run.wait(timeout=START_TIMEOUT_S) for run in runs]
    assert codes == [-signal.SIGABRT] * len(runs)
    for home in homes:
        (left,) = crash_folder(AppPaths.under(home)).iterdir()
        fault = left.read_text(encoding="utf-8")
        assert "\nFatal Python error: Aborted\n" in fault
        assert fault.count(" in _busy\n") == 3  # each busy thread's stack, whole


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc/self/status")
@pytest.mark.parametrize(
    ("watch", "thread", "handler"),
    [
        ("watch", "main", "none"),
        ("none", "main", "none"),  # no crash watch: the start's own faulthandler only
        ("watch", "worker", "none"),  # Qt's fatal message from a thread of its own
        ("none", "main", "handler"),  # a handler Python was given
        ("watch", "main", "handler"),
    ],
)
def test_qts_abort_finds_sigabrt_at_its_default(
    tmp_path: Path, watch: str, thread: str, handler: str
) -> None:
    """Once the fatal message's hook has run, nothing catches SIGABRT: the abort that follows
    ends the process there and then, with no handler left to walk the threads' frames."""
    # As `make test` runs: faulthandler enabled from the start, for every thread.
    env = {**_env(), "PYTHONFAULTHANDLER": "1"}
    helper = "tests.ui.helpers.abort_ready"
    done = subprocess.run(
        [sys.executable, "-m", helper, watch, thread, handler, str(tmp_path / "home")],
        env=env,
        capture_output=True,
        text=True,
        timeout=START_TIMEOUT_S,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["before"]  # caught until then: faulthandler's handler, or Python's
    assert not seen["after"]
    if thread == "main":  # Python's own record of it (kept only by the main thread)
        assert seen["python"] == str(signal.SIG_DFL)
