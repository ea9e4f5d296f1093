"""Windows' refusal to remove, replace or rename a file that a handle holds, on Linux.

``refuse_held_files()`` makes ``os.remove``/``unlink``/``rmdir``/``replace``/``rename`` raise
``PermissionError`` (errno 13, Windows' words for ``WinError 32``) while the file, or the folder's
content, is open in this process or a process it started: read from ``/proc/<pid>/fd``. So a test
on Linux meets the handle left open that a Windows counter would.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

SHARING_VIOLATION = "The process cannot access the file because it is being used by another process"
NAMES = ("remove", "unlink", "rmdir", "replace", "rename")


def _descendants(pid: int) -> list[int]:
    """``pid`` and every living process below it."""
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rpartition(")")[2].split()
            except OSError:
                continue
            parents[int(entry.name)] = int(fields[1])
    found, frontier = [pid], [pid]
    while frontier:
        frontier = [child for child, parent in parents.items() if parent in frontier]
        found.extend(frontier)
    return found


def held_paths() -> set[str]:
    """The files open in this process and the processes it started."""
    held = set()
    for pid in _descendants(os.getpid()):
        try:
            descriptors = list(Path(f"/proc/{pid}/fd").iterdir())
        except OSError:
            continue
        for descriptor in descriptors:
            try:
                target = os.readlink(descriptor)
            except OSError:
                continue
            if target.startswith("/"):
                held.add(target.removesuffix(" (deleted)"))
    return held


def _path(name: Any, dir_fd: int | None) -> str:
    text = os.fsdecode(name)
    if dir_fd is not None and not text.startswith("/"):
        return os.path.join(os.readlink(f"/proc/self/fd/{dir_fd}"), text)
    return os.path.abspath(text)


def _refusing(original: Callable[..., Any], folders: bool) -> Callable[..., Any]:
    def guarded(*args: Any, **kwargs: Any) -> Any:
        paths = [_path(a, kwargs.get("src_dir_fd", kwargs.get("dir_fd"))) for a in args[:2]]
        held = held_paths()
        for path in paths:
            inside = folders and any(h.startswith(path + os.sep) for h in held)
            if path in held or inside:
                raise PermissionError(13, SHARING_VIOLATION, path)
        return original(*args, **kwargs)

    return guarded


@contextmanager
def refuse_held_files() -> Iterator[None]:
    """While inside: removing, replacing or renaming a held file is refused, as on Windows."""
    originals = {name: getattr(os, name) for name in NAMES}
    for name, original in originals.items():
        setattr(os, name, _refusing(original, folders=name in ("rmdir", "rename")))
    try:
        yield
    finally:
        for name, original in originals.items():
            setattr(os, name, original)
