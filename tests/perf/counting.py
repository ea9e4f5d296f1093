"""Instructions counted, not time: a bench scenario run under valgrind's callgrind.

A counted process is started as ``valgrind --tool=callgrind`` (the process only: its children,
such as the embedded sandbox, run natively), with a fixed ``PYTHONHASHSEED`` and ``BENCH_COUNTING``
set. The scenario then marks its milestones with ``mark(name)``: callgrind writes the instructions
executed since the last mark (or since ``restart()``) as one part, named ``name``. ``count`` reads
the parts back; a part's count is what ran between two marks, so a scenario's set-up is left out
by a ``restart()`` before its measured actions.

Counts repeat where times do not: a run with both cores busy counts within a few hundredths of a
percent of a quiet one (tests/perf/README.md, "Counted, not timed"). What could still vary with
time is switched off while counting: the bench's heartbeat, and its polls made rare.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Mapping, Sequence
from pathlib import Path

COUNTING_ENV = "BENCH_COUNTING"
HASH_SEED = "0"
VALGRIND = "valgrind"
CONTROL = "callgrind_control"
OPTIONS = ("--tool=callgrind", "--dump-line=no", "--dump-instr=no", "--compress-pos=yes")
# A scenario's whole run under callgrind takes about 50 times as long as without it.
TIMEOUT_S = 3600
_TRIGGER = re.compile(r"^desc: Trigger: dump (.*)$", re.MULTILINE)
_SUMMARY = re.compile(r"^summary: (\d+)$", re.MULTILINE)


class CountingError(RuntimeError):
    """A counted run that failed, or left no count."""


def counting() -> bool:
    """Whether this process runs under the counting harness."""
    return os.environ.get(COUNTING_ENV) == "1"


def _control(*arguments: str) -> None:
    # The control program talks to this process's valgrind while it waits here, blocked.
    subprocess.run(
        [CONTROL, *arguments, str(os.getpid())],
        check=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )


def mark(name: str) -> None:
    """Close the part counted since the last mark (or ``restart``) as ``name``; nothing when
    not counting."""
    if counting():
        _control(f"--dump={name}")


def restart() -> None:
    """Count from here: what ran since the last mark is dropped (a scenario's set-up). A run
    started with its instrumentation off (``count(..., from_start=False)``) switches it on here."""
    if counting():
        _control("--instr=on")
        _control("--zero")


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


def count(
    arguments: Sequence[str],
    env: Mapping[str, str],
    from_start: bool = True,
    timeout_s: float = TIMEOUT_S,
    main_thread: bool = False,
) -> dict[str, int]:
    """Run ``python arguments`` under callgrind in ``env`` (made a counted environment); the
    instructions of each part it marked, by name. ``from_start=False``: the process runs
    uninstrumented (some 10 times as fast) until its ``restart()``, for a scenario whose set-up
    is not counted. ``main_thread``: the parts of the main thread (the UI's) alone, its workers'
    instructions left out. Raises ``CountingError`` when it fails."""
    with tempfile.TemporaryDirectory(prefix="bench-counts-") as scratch:
        folder = Path(scratch)
        command = [
            VALGRIND,
            *OPTIONS,
            f"--instr-atstart={'yes' if from_start else 'no'}",
            *(["--separate-threads=yes"] if main_thread else []),
            f"--callgrind-out-file={folder / 'cg.%p'}",
            sys.executable,
            *arguments,
        ]
        done = subprocess.run(
            command,
            env=counted_environment(env),
            capture_output=True,
            text=True,
            timeout=timeout_s,
        )
        if done.returncode != 0:
            raise CountingError(
                f"counted run of {' '.join(arguments)[:200]} ended with {done.returncode}:\n"
                f"{done.stderr[-3000:]}\n{done.stdout[-1000:]}"
            )
        parts = read_parts(folder, 1 if main_thread else None)
    if not parts:
        raise CountingError(f"{' '.join(arguments)[:200]} marked no part to count")
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
