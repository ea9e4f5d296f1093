"""Instructions counted, not time: a bench scenario run under valgrind's callgrind.

A counted process is started as ``valgrind --tool=callgrind`` (the process only: its children,
such as the embedded sandbox, run natively), with a fixed ``PYTHONHASHSEED`` and ``BENCH_COUNTING``
set. The scenario then marks its milestones with ``mark(name)``: callgrind writes the instructions
executed since the last mark (or since ``restart()``) as one part, named ``name``. ``count`` reads
the parts back; a part's count is what ran between two marks, so a scenario's set-up is left out
by a ``restart()`` before its measured actions.

The harness runs outside the counted process (``MARK_FDS``): a mark writes one line on a pipe
and waits, blocked, for one byte back, while ``count``'s own process has callgrind dump the part.
A mark needs nothing but ``os`` (``start_probe.ask``), so a counted start imports none of this
module (the floors write the line themselves), and what the harness grows to is never counted:
compiled from source inside the start (``PYTHONDONTWRITEBYTECODE``), this module's 274 lines had
put 1.04 % on the bare window's count.

Counts repeat where times do not: a run with both cores busy counts within a few hundredths of a
percent of a quiet one (tests/perf/README.md, "Counted, not timed"). What could still vary with
time is switched off while counting: the bench's heartbeat, and its polls made rare.

A counted run never hangs the gate (``finished``): it runs in a process group of its own, its
output in files; one that has not ended after ``PROBE_LIMIT_S`` is killed with every process
it started, and ``ProbeHung`` names it and the last part it counted.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TypeVar

from app.counter.config.paths import HOME_ENV, AppPaths
from tests.perf import start_probe
from tests.perf.procfs import group_state
from tests.perf.start_probe import DONE, DUMP, MARK_FDS, ask

# The switch a counted process reads, and whether this one is counted: the start probe's, which
# marks without importing this module.
COUNTING_ENV = start_probe.COUNTING_ENV
counting = start_probe.counting
RESTART = "restart"
# Why ``finished`` has no Windows meaning: the bench counts under valgrind, on Linux only, and a
# probe is a POSIX process group (waited for with waitid, ended by killpg) whose marks come on
# inherited descriptors (pass_fds). A test of it is skipped on Windows with this reason.
POSIX_PROBES = "the bench's probes are POSIX process groups (waitid, killpg, pass_fds)"
T = TypeVar("T")
FAILED = b"!"
HASH_SEED = "0"
VALGRIND = "valgrind"
CONTROL = "callgrind_control"
OPTIONS = ("--tool=callgrind", "--dump-line=no", "--dump-instr=no", "--compress-pos=yes")
# A probe's whole run under callgrind takes about 50 times as long as without it: the slowest,
# the bank statement's, 110-200 s on this 2-core machine, 398 s at a load of 7-9
# (docs/decisions/counted-turns.md). A run past three times that is stuck, not slow.
PROBE_LIMIT_S = 1200.0
POLL_S = 0.25
STDERR_TOLD = 3000  # the end of a failed run's stderr told with its failure
_TRIGGER = re.compile(r"^desc: Trigger: dump (.*)$", re.MULTILINE)
_SUMMARY = re.compile(r"^summary: (\d+)$", re.MULTILINE)


class CountingError(RuntimeError):
    """A counted run that failed, or left no count."""


class ProbeHung(CountingError):
    """A counted run that did not end within its limit: it was killed, with every process it
    started (``pid``: its own process's number)."""

    def __init__(self, told: str, pid: int) -> None:
        super().__init__(told)
        self.pid = pid


def _forget_vgdb(pid: int) -> None:
    """Remove the vgdb files valgrind keeps in the temporary folder for the process ``pid``,
    which it removes as it exits, and a killed one cannot."""
    for path in Path(tempfile.gettempdir()).glob(f"vgdb-pipe-*-{pid}-by-*"):
        path.unlink(missing_ok=True)


def mark(name: str) -> None:
    """Close the part counted since the last mark (or ``restart``) as ``name``; nothing when
    not counting."""
    if counting():
        ask(f"{DUMP}{name}")


def restart() -> None:
    """Count from here: what ran since the last mark is dropped (a scenario's set-up). A run
    started with its instrumentation off (``count(..., from_start=False)``) switches it on here."""
    if counting():
        ask(RESTART)


def _control(pid: int, *arguments: str) -> None:
    subprocess.run(
        [CONTROL, *arguments, str(pid)],
        check=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )


class MarkServer:
    """The harness's side of the marks of one counted run: a thread reads the run's requests and
    has callgrind do them (``callgrind_control`` on the run's process, ``pid``), answering each.
    The control program has no timeout of its own: the run's limit covers one that never
    returns, and the list of processes then shows it."""

    def __init__(self) -> None:
        self._ask_read, self._ask_write = os.pipe()
        self._told_read, self._told_write = os.pipe()
        self.failures: list[str] = []
        self._thread: threading.Thread | None = None

    @property
    def fds(self) -> tuple[int, int]:
        """The run's ends of the pipes, to pass to it."""
        return self._ask_write, self._told_read

    @property
    def env(self) -> dict[str, str]:
        """The variable that tells the run where its ends are."""
        return {MARK_FDS: f"{self._ask_write},{self._told_read}"}

    def serve(self, pid: int) -> None:
        """Answer the run (process ``pid``, just started) until it ends; the run's ends are
        closed here, so that its end is seen."""
        os.close(self._ask_write)
        os.close(self._told_read)
        self._thread = threading.Thread(target=self._answer, args=(pid,), daemon=True)
        self._thread.start()

    def _answer(self, pid: int) -> None:
        with os.fdopen(self._ask_read, "rb") as requests:
            for line in requests:
                request = line.decode().rstrip("\n")
                try:
                    if request == RESTART:
                        _control(pid, "--instr=on")
                        _control(pid, "--zero")
                    elif request.startswith(DUMP):
                        _control(pid, f"--dump={request.removeprefix(DUMP)}")
                    else:
                        raise CountingError(f"no such request: {request!r}")
                except (OSError, subprocess.CalledProcessError, CountingError) as error:
                    self.failures.append(f"{request!r}: {error}")
                    self._tell(FAILED)
                else:
                    self._tell(DONE)

    def _tell(self, answer: bytes) -> None:
        # A run killed while it waited has closed its end.
        with contextlib.suppress(OSError):
            os.write(self._told_write, answer)

    def close(self) -> None:
        """After the run: its requests read to their end, the answering pipe closed."""
        if self._thread is not None:
            self._thread.join(timeout=POLL_S * 40)
        os.close(self._told_write)
        if self._thread is None:  # never served: the run's ends are still here
            for fd in (self._ask_read, self._ask_write, self._told_read):
                os.close(fd)


def available() -> bool:
    """Whether valgrind and its control program are installed."""
    return shutil.which(VALGRIND) is not None and shutil.which(CONTROL) is not None


def counted_environment(env: Mapping[str, str]) -> dict[str, str]:
    """``env`` for a counted run: a fixed hash seed, and the switch that the scenario reads."""
    return {**env, "PYTHONHASHSEED": HASH_SEED, COUNTING_ENV: "1"}


def read_parts(folder: Path, thread: int | None = None) -> dict[str, int]:
    """The counted parts callgrind wrote in ``folder``, by name, in order (the parts of one
    process: each dump file's trigger and summary); of its thread ``thread`` alone (1: the main
    thread) when it was counted with its threads apart."""
    parts: dict[str, int] = {}
    pattern = r"cg\.\d+\.(\d+)" + ("" if thread is None else f"-0*{thread}")
    dumps = [
        (int(found.group(1)), path)
        for path in folder.iterdir()
        if (found := re.fullmatch(pattern, path.name))
    ]
    for _number, path in sorted(dumps):
        text = path.read_text(encoding="utf-8", errors="replace")
        trigger, summary = _TRIGGER.search(text), _SUMMARY.search(text)
        if trigger is None or summary is None:
            raise CountingError(f"{path.name} is no callgrind dump")
        name = trigger.group(1).strip()
        if name in parts:
            raise CountingError(f"the part {name!r} was counted twice")
        parts[name] = int(summary.group(1))
    return parts


def last_part(folder: Path) -> str | None:
    """The name of the last part callgrind wrote in ``folder`` (of any thread; None when none):
    where a run that did not end had got to. Read from what is there, a file cut short too."""
    numbered = [
        (int(found.group(1)), path)
        for path in folder.iterdir()
        if (found := re.fullmatch(r"cg\.\d+\.(\d+)(-\d+)?", path.name))
    ]
    for _number, path in sorted(numbered, reverse=True):
        trigger = _TRIGGER.search(path.read_text(encoding="utf-8", errors="replace"))
        if trigger is not None:
            return trigger.group(1).strip()
    return None


def _ended(pid: int, deadline: float) -> bool:
    """Wait until the process ``pid`` (a child) ends or ``deadline`` passes; whether it ended.
    It is left unreaped, so that its process group is still its own to kill."""
    while time.monotonic() < deadline:
        if os.waitid(os.P_PID, pid, os.WEXITED | os.WNOHANG | os.WNOWAIT) is not None:
            return True
        time.sleep(POLL_S)
    return False


def finished(
    command: Sequence[str],
    env: Mapping[str, str],
    folder: Path,
    name: str,
    limit_s: float,
    marks: MarkServer | None = None,
) -> tuple[int, str, str]:
    """Run ``command`` to its end: its exit code, stdout and stderr (kept in ``folder``). It runs
    in a process group of its own, its output in files (a pipe read only at the end fills, and
    a child that outlives it holds it open); when it ends, whatever it started that is still
    there is killed. One that has not ended after ``limit_s`` is killed with all it started,
    and ``ProbeHung`` names it (``name``), the last part it counted and what each of its
    processes was doing (``procfs.group_state``). ``marks``: the run's marks are answered by
    it."""
    said, errors = folder / "stdout.txt", folder / "stderr.txt"
    with said.open("wb") as out, errors.open("wb") as err:
        process = subprocess.Popen(
            command,
            env={**env, **(marks.env if marks else {})},
            stdin=subprocess.DEVNULL,
            stdout=out,
            stderr=err,
            start_new_session=True,
            pass_fds=marks.fds if marks else (),
        )
        if marks:
            marks.serve(process.pid)
        seen: list[str] = []
        try:
            ended = _ended(process.pid, time.monotonic() + limit_s)
            if not ended:  # what each of its processes was doing, before they are killed
                seen = group_state(process.pid)
        finally:
            # Ended, hung or interrupted (Ctrl+C reaches only the bench: the run has its own
            # session): the group goes, while the run's own process still holds its number.
            with contextlib.suppress(ProcessLookupError):
                os.killpg(process.pid, signal.SIGKILL)
            process.wait()
            if marks:
                marks.close()
    text = (said.read_text(errors="replace"), errors.read_text(errors="replace"))
    if not ended:
        got_to = last_part(folder)
        where = "before its first part" if got_to is None else f"after its part {got_to!r}"
        raise ProbeHung(
            f"the counted run of {name} did not end within {limit_s:g} s "
            f"({where}): killed, with every process it started.\nIts processes then:\n"
            + "".join(f"  {line}\n" for line in seen)
            + f"Its stderr ended:\n{text[1][-STDERR_TOLD:]}",
            process.pid,
        )
    return process.returncode, *text


def _app_log(env: Mapping[str, str]) -> str:
    """The end of the app's log in the run's home folder, if it wrote one: an error in a Qt
    slot or a task of the loop is told there, not on stderr."""
    home = env.get(HOME_ENV)
    if not home:
        return ""
    try:
        text = AppPaths.under(Path(home)).log_file.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return ""
    return f"\nThe app's log ended:\n{text[-STDERR_TOLD:]}"


def count(
    arguments: Sequence[str],
    env: Mapping[str, str],
    from_start: bool = True,
    limit_s: float = PROBE_LIMIT_S,
    main_thread: bool = False,
    name: str | None = None,
) -> dict[str, int]:
    """Run ``python arguments`` under callgrind in ``env`` (made a counted environment); the
    instructions of each part it marked, by name. ``from_start=False``: the process runs
    uninstrumented (some 10 times as fast) until its ``restart()``, for a scenario whose set-up
    is not counted. ``main_thread``: the parts of the main thread (the UI's) alone, its workers'
    instructions left out. Raises ``CountingError`` when it fails, ``ProbeHung`` when it does
    not end within ``limit_s`` (killed, ``name`` or its arguments named)."""
    thread = 1 if main_thread else None
    return _counted(
        arguments, env, from_start, limit_s, main_thread, name, lambda at: read_parts(at, thread)
    )


def count_threads(
    arguments: Sequence[str],
    env: Mapping[str, str],
    from_start: bool = True,
    limit_s: float = PROBE_LIMIT_S,
    name: str | None = None,
) -> tuple[dict[str, int], dict[str, int]]:
    """As ``count`` with its threads counted apart, in one run: the parts of the main thread
    alone, and of every thread together."""
    return _counted(
        arguments,
        env,
        from_start,
        limit_s,
        True,
        name,
        lambda at: (read_parts(at, 1), every_thread(at)),
    )


def every_thread(folder: Path) -> dict[str, int]:
    """The counted parts callgrind wrote in ``folder`` for a process counted with its threads
    apart, each the sum of its threads' counts."""
    threads = {
        int(found.group(1))
        for path in folder.iterdir()
        if (found := re.fullmatch(r"cg\.\d+\.\d+-0*(\d+)", path.name))
    }
    parts: dict[str, int] = {}
    for thread in sorted(threads):
        for name, value in read_parts(folder, thread).items():
            parts[name] = parts.get(name, 0) + value
    return parts


def _counted(
    arguments: Sequence[str],
    env: Mapping[str, str],
    from_start: bool,
    limit_s: float,
    separate: bool,
    name: str | None,
    read: Callable[[Path], T],
) -> T:
    name = name or f"python {' '.join(arguments)[:200]}"
    with tempfile.TemporaryDirectory(prefix="bench-counts-") as scratch:
        folder = Path(scratch)
        command = [
            VALGRIND,
            *OPTIONS,
            f"--instr-atstart={'yes' if from_start else 'no'}",
            *(["--separate-threads=yes"] if separate else []),
            f"--callgrind-out-file={folder / 'cg.%p'}",
            sys.executable,
            *arguments,
        ]
        marks = MarkServer()
        try:
            code, said, errors = finished(
                command, counted_environment(env), folder, name, limit_s, marks
            )
        except ProbeHung as hung:
            _forget_vgdb(hung.pid)
            raise ProbeHung(f"{hung}{_app_log(env)}", hung.pid) from None
        if code != 0:
            raise CountingError(
                f"the counted run of {name} ended with {code}:\n"
                f"{errors[-STDERR_TOLD:]}\n{said[-1000:]}{_app_log(env)}"
            )
        if marks.failures:
            raise CountingError(f"{name}: callgrind could not do {'; '.join(marks.failures)}")
        parts = read(folder)
    if not parts:
        raise CountingError(f"{name} marked no part to count")
    return parts


def cumulative(parts: Mapping[str, int], names: Sequence[str]) -> dict[str, int]:
    """The counts from the process's start (or its ``restart``) to each of ``names``, in order:
    each the sum of the parts up to it."""
    total = 0
    sums: dict[str, int] = {}
    for name in names:
        if name not in parts:
            raise CountingError(f"no part {name!r} was counted (only {', '.join(parts)})")
        total += parts[name]
        sums[name] = total
    return sums
