"""Where a test process died: a fatal signal's stacks kept where a crash report can show them.

pytest points ``faulthandler`` at a copy of the terminal's stderr, but a test may point it elsewhere
and leave it there: the app's crash watch (``app.counter.config.crash_reports``), started and closed
by the crash report tests, gives it back to ``sys.__stderr__``, which is pytest's capture file while
a test runs. A later crash's stacks then went into that file and died with the process: an xdist
worker crashed in ``test_mnemonics`` on 8813d773 with no trace at all.

So before and after every test ``faulthandler`` is pointed again at this process's trail:
in an xdist worker, a file of its own under the run's temporary folder, which the controller
reads into the crashed test's report (with how the worker ended); in a run without workers, a
copy of stderr made before any test ran.
"""

from __future__ import annotations

import faulthandler
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import IO, Any

import pytest

# The key of the worker's input naming its trail file (set by the controller).
TRAIL_KEY = "crash_trail"
# The end of a trail a report shows: every thread's stacks, however many threads a test ran.
SHOWN_BYTES = 64_000
# How long the controller waits for a crashed worker's exit status.
EXIT_WAIT_S = 5.0


class Trail:
    """This process's trail: where ``faulthandler`` writes a fatal error's stacks."""

    def __init__(self, target: IO[str] | int) -> None:
        self.target = target

    def point(self) -> None:
        """``faulthandler`` at the trail again, whatever a test pointed it at."""
        faulthandler.enable(self.target, all_threads=True)

    def close(self) -> None:
        """The session's end: ``faulthandler`` let go of the trail, which is closed."""
        faulthandler.disable()
        if isinstance(self.target, int):
            os.close(self.target)
        else:
            self.target.close()


_trail_key = pytest.StashKey[Trail]()


def trail_path(config: pytest.Config, worker: str) -> Path:
    """The trail file of ``worker`` (its gateway's id) in the run's temporary folder."""
    # pytest keeps the session's factory on the config (xdist reads it there too).
    factory: pytest.TempPathFactory = config._tmp_path_factory  # type: ignore[attr-defined]
    return factory.getbasetemp() / f"crash-trail-{worker}.txt"


@pytest.hookimpl(trylast=True)  # after pytest's own faulthandler has taken stderr's copy
def pytest_configure(config: pytest.Config) -> None:
    """Open this process's trail and point ``faulthandler`` at it."""
    worker_input: dict[str, Any] | None = getattr(config, "workerinput", None)
    if worker_input is not None and TRAIL_KEY in worker_input:
        # Kept open for the session: faulthandler writes to its descriptor as the process dies.
        trail = Trail(open(worker_input[TRAIL_KEY], "w", encoding="utf-8"))  # noqa: SIM115
    elif worker_input is None and sys.__stderr__ is not None:
        trail = Trail(os.dup(sys.__stderr__.fileno()))
    else:
        return
    config.stash[_trail_key] = trail
    trail.point()


def pytest_unconfigure(config: pytest.Config) -> None:
    """Let go of the trail."""
    trail = config.stash.get(_trail_key, None)
    if trail is not None:
        del config.stash[_trail_key]
        trail.close()


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    """Before the test's fixtures: the trail, whatever the last test left."""
    trail = item.config.stash.get(_trail_key, None)
    if trail is not None:
        trail.point()


@pytest.hookimpl(trylast=True)
def pytest_runtest_teardown(item: pytest.Item) -> None:
    """After the test's fixtures are gone: the trail, whatever they pointed at."""
    trail = item.config.stash.get(_trail_key, None)
    if trail is not None:
        trail.point()


@pytest.hookimpl(optionalhook=True)
def pytest_configure_node(node: Any) -> None:
    """xdist's controller: each worker is told its trail file."""
    node.workerinput[TRAIL_KEY] = str(trail_path(node.config, node.gateway.id))


@pytest.hookimpl(optionalhook=True)
def pytest_handlecrashitem(crashitem: str, report: pytest.TestReport, sched: Any) -> None:
    """xdist's controller: the crashed test's report shows how its worker ended and the stacks
    its trail holds."""
    node = getattr(report, "node", None)
    if node is None or TRAIL_KEY not in node.workerinput:
        return
    path = node.workerinput[TRAIL_KEY]
    stacks = read_end(Path(path))
    how = ending(node)
    if not stacks.strip():
        how += f"faulthandler wrote no stacks to {path}.\n"
    report.sections.append((f"How worker {node.gateway.id} ended", how))
    if stacks.strip():
        report.sections.append((f"Its stacks as it died ({path})", stacks))


def read_end(path: Path) -> str:
    """The last ``SHOWN_BYTES`` of the trail at ``path`` (empty when there is none)."""
    try:
        with path.open("rb") as trail:
            trail.seek(max(0, path.stat().st_size - SHOWN_BYTES))
            return trail.read().decode("utf-8", errors="replace")
    except OSError:
        return ""


def ending(node: Any) -> str:
    """How a worker's process ended, in a sentence: its exit status, and what that means."""
    # execnet keeps the worker's process on the gateway's I/O (not a public attribute).
    process = getattr(getattr(node.gateway, "_io", None), "popen", None)
    if not isinstance(process, subprocess.Popen):
        return "Its exit status is unknown (not a local process).\n"
    try:
        status = process.wait(EXIT_WAIT_S)
    except subprocess.TimeoutExpired:
        return f"Still running {EXIT_WAIT_S:.0f} s after its connection was lost.\n"
    if status >= 0:
        return f"It exited with status {status}, without a fatal signal.\n"
    name = signal.Signals(-status).name
    if -status == signal.SIGKILL:
        return (
            f"Killed by {name}, which no handler sees, so no stacks can be written: the "
            "kernel's out-of-memory killer (see `dmesg`) or a `kill -9`.\n"
        )
    return f"Ended by {name}.\n"
