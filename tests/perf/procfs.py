"""Processes seen through Linux's ``/proc``: whether one has ended, and what the processes of a
group are doing (told when a counted run is killed for not ending: a thread stopped by a tracer,
such as callgrind's vgdb, reads differently from one waiting on a lock or a child)."""

from __future__ import annotations

import time
from collections import Counter
from pathlib import Path

PROC = Path("/proc")
POLL_S = 0.05
COMMAND_SHOWN = 160
ENDED = ("Z", "X")  # a zombie left for its new parent to reap runs nothing


def _read(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8", errors="replace")
    except OSError:  # it ended meanwhile
        return ""


def _stat(folder: Path) -> list[str]:
    """The fields of ``folder``'s ``stat`` after its command's name (state first); [] if gone."""
    text = _read(folder / "stat")
    return text.rsplit(")", 1)[1].split() if ")" in text else []


def gone(pid: int, within_s: float = 10.0) -> bool:
    """Whether the process ``pid`` ends within ``within_s``."""
    deadline = time.monotonic() + within_s
    while time.monotonic() < deadline:
        fields = _stat(PROC / str(pid))
        if not fields or fields[0] in ENDED:
            return True
        time.sleep(POLL_S)
    return False


def _threads(folder: Path) -> str:
    """Its threads by state and kernel wait ("3 S futex_wait_queue, 1 t ptrace_stop")."""
    seen: Counter[str] = Counter()
    for task in sorted((folder / "task").glob("*")):
        fields = _stat(task)
        if fields:
            seen[f"{fields[0]} {_read(task / 'wchan').strip() or '-'}"] += 1
    return ", ".join(f"{number} {what}" for what, number in seen.most_common())


def _command(folder: Path) -> str:
    """Its command line, on one line, valgrind's options left out (the program run is what
    tells one counted run from another)."""
    words = _read(folder / "cmdline").split("\0")
    if words and Path(words[0]).name.startswith("valgrind"):
        words = [words[0], *(word for word in words[1:] if not word.startswith("--"))]
    return " ".join(" ".join(words).split())[:COMMAND_SHOWN]


def group_state(group: int) -> list[str]:
    """A line for each process of the process group ``group``: its number, command line, its
    threads' states and where they wait in the kernel, and its tracer if one is attached."""
    lines = []
    for folder in sorted(PROC.glob("[0-9]*"), key=lambda path: int(path.name)):
        fields = _stat(folder)
        if len(fields) < 3 or int(fields[2]) != group:  # the group is the third field after
            continue
        command = _command(folder)
        tracer = next(
            (
                line.split()[1]
                for line in _read(folder / "status").splitlines()
                if line.startswith("TracerPid:")
            ),
            "0",
        )
        traced = "" if tracer == "0" else f"; traced by {tracer}"
        lines.append(f"{folder.name} {command}: {_threads(folder)}{traced}")
    return lines
