"""This program started again as a child process for one job, named by a hidden flag: a frozen
app is its own interpreter; from a checkout or a venv, the same Python runs ``app.cli``.

A job's request is one JSON line on the child's stdin; the child answers on its stdout a JSON
object a line (its progress, then what it did or the error it met). ``ChildJob`` is the app's
side of that conversation, ``error_of`` and ``raised_again`` carry an error across it."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from typing import IO, Any

STDERR_KEPT = 2000  # the end of a child's stderr told with its failure


def child_command(flag: str) -> list[str]:
    """The command line of a child doing the job of ``flag``."""
    frozen = getattr(sys, "frozen", False)
    program = [sys.executable] if frozen else [sys.executable, "-m", "app.cli"]
    return [*program, flag]


class ChildJob:
    """One job's child process, started with ``command`` when constructed and given
    ``request``; ``messages`` reads its answer (blocking: call it in a worker), ``kill`` ends
    it early."""

    def __init__(self, command: list[str], request: dict[str, Any]) -> None:
        # A file, not a pipe: a child that says much there never waits for the app to read it.
        self._errors: IO[bytes] = tempfile.TemporaryFile()  # noqa: SIM115 - closed by ended
        try:
            self._process = subprocess.Popen(
                command,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=self._errors,
                # No console window for it on Windows, where the app has none either; and below
                # the app's priority there (elsewhere the child lowers its own).
                creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0)
                | getattr(subprocess, "BELOW_NORMAL_PRIORITY_CLASS", 0),
            )
        except OSError:
            self._errors.close()
            raise
        assert self._process.stdin is not None
        try:
            self._process.stdin.write((json.dumps(request) + "\n").encode("utf-8"))
            self._process.stdin.close()
        except OSError:
            pass  # it ended already: ``ended`` says how

    def messages(self) -> Iterator[dict[str, Any]]:
        """Each JSON object the child writes on its stdout, until it closes it (a line that
        is not one is something a library printed, and is passed over)."""
        assert self._process.stdout is not None
        try:
            for line in self._process.stdout:
                try:
                    message = json.loads(line)
                except ValueError:
                    continue
                if isinstance(message, dict):
                    yield message
        finally:
            self._process.stdout.close()

    def ended(self) -> tuple[int, str]:
        """Wait for the child's end: its exit code and the end of what it wrote on stderr."""
        code = self._process.wait()
        self._errors.seek(0)
        said = self._errors.read().decode("utf-8", "replace").strip()[-STDERR_KEPT:]
        self._errors.close()
        return code, said

    def running(self) -> bool:
        """Whether the child has not ended yet."""
        return self._process.poll() is None

    def kill(self) -> None:
        """End the child now."""
        if self.running():
            self._process.kill()


def error_of(exc: OSError | sqlite3.Error) -> dict[str, Any]:
    """An OSError or an SQLite error as the child tells it (``raised_again`` in the app)."""
    if isinstance(exc, OSError):
        return {
            "kind": "OSError",
            "errno": exc.errno,
            "strerror": exc.strerror,
            "filename": None if exc.filename is None else str(exc.filename),
            "text": str(exc),
        }
    return {"kind": "sqlite3", "class": type(exc).__name__, "text": str(exc)}


def raised_again(error: dict[str, Any]) -> OSError | sqlite3.Error:
    """The exception the child told, as the app's own code would have raised it."""
    if error.get("kind") == "OSError":
        if error.get("errno") is None:
            return OSError(error.get("text", ""))
        if error.get("filename") is None:
            return OSError(error["errno"], error["strerror"])
        return OSError(error["errno"], error["strerror"], error["filename"])
    kind = getattr(sqlite3, str(error.get("class")), None)
    if not (isinstance(kind, type) and issubclass(kind, sqlite3.Error)):
        kind = sqlite3.Error
    return kind(error.get("text", ""))
