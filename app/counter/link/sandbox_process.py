"""Starting the embedded sandbox as a child process, first thing at start-up (no Qt here).

The child (``app.sandbox.child``) imports and opens the sandbox on the second core while this
process imports the app and builds the window; before, both shared one interpreter lock.
"""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
import threading
from pathlib import Path
from typing import IO

from app.counter.config.paths import AppPaths
from app.counter.config.start_settings import read_start_settings
from app.i18n import Catalogue, Said

COUNTER_SANDBOX_PROCESS = Catalogue("COUNTER_SANDBOX_PROCESS")

log = logging.getLogger(__name__)


class SandboxNotStarted(Said, RuntimeError):
    """The built-in sandbox's process did not start serving: ``str()`` says why for staff (what
    the process itself said goes to the log)."""


START_TIMEOUT_S = 30.0
STOP_TIMEOUT_S = 10.0
SANDBOX_FLAG = "--embedded-sandbox"
# How much of the end of a failed child's stderr is read for its last words.
LAST_WORDS_READ = 4096
LAST_WORDS_KEPT = 300


def child_command(db_path: Path) -> list[str]:
    """The command that serves ``db_path``: this executable again, with the hidden flag."""
    # A frozen app is its own interpreter; from a checkout or a venv, the same Python runs it.
    frozen = getattr(sys, "frozen", False)
    program = [sys.executable] if frozen else [sys.executable, "-m", "app.cli"]
    return [*program, SANDBOX_FLAG, str(db_path)]


class SandboxProcess:
    """The embedded sandbox in a child process: started when constructed, its address known
    once ``wait_ready`` returns, stopped by ``stop`` (or when this process ends)."""

    def __init__(self, db_path: Path, log_path: Path | None = None) -> None:
        self.base_url = ""
        self.demo_key = ""
        self._log_path = log_path
        self._log_start = 0  # where this child's lines begin in the log
        errors: IO[bytes] | int = subprocess.DEVNULL
        if log_path is not None:
            log_path.parent.mkdir(parents=True, exist_ok=True)
            errors = log_path.open("ab")
            self._log_start = errors.tell()
        try:
            self._process = subprocess.Popen(
                child_command(db_path),
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=errors,
                # No console window for it on Windows, where the app has none either.
                creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0),
            )
        finally:
            if not isinstance(errors, int):
                errors.close()  # the child holds its own copy
        self._ready = threading.Lock()

    def wait_ready(self, timeout_s: float = START_TIMEOUT_S) -> SandboxProcess:
        """Block until the child announces its address (call it from a worker thread).

        Raises SandboxNotStarted, its message the reason in staff's words, if it cannot
        serve.
        """
        with self._ready:
            if not self.base_url:
                self._read_announcement(timeout_s)
        return self

    def _read_announcement(self, timeout_s: float) -> None:
        assert self._process.stdout is not None
        timed_out = threading.Event()

        def give_up() -> None:
            timed_out.set()
            self._process.kill()  # which ends the read below

        watchdog = threading.Timer(timeout_s, give_up)
        watchdog.start()
        try:
            line = self._process.stdout.readline()
        finally:
            watchdog.cancel()
        try:
            announced = json.loads(line) if line else {}
        except ValueError:
            announced = {}
        if "base_url" not in announced:
            self.stop()
            if announced.get("error"):
                said = announced["error"]
                log.error("The built-in sandbox could not open its database: %s", said)
                raise SandboxNotStarted(
                    COUNTER_SANDBOX_PROCESS.tr("its database file is damaged or is not a sandbox's")
                    if announced.get("kind") == "database"
                    else COUNTER_SANDBOX_PROCESS.tr("its database file cannot be opened or made")
                )
            if timed_out.is_set():
                raise SandboxNotStarted(
                    COUNTER_SANDBOX_PROCESS.tr("no answer within {seconds} s").format(
                        seconds=f"{timeout_s:.0f}"
                    )
                )
            raise SandboxNotStarted(self._ended())
        self.base_url = str(announced["base_url"])
        self.demo_key = str(announced["demo_key"])

    def _ended(self) -> str:
        """Why a child that ended without serving ended, for staff: its exit code (the last line
        it wrote on stderr, a Python error's own words, goes to the log)."""
        code = self._process.returncode
        said = self._last_words()
        if said:
            # A Python error's own words: the log's, never the screen's.
            log.error("The built-in sandbox's process ended with exit code %s: %s", code, said)
        return COUNTER_SANDBOX_PROCESS.tr("its process ended with exit code {code}").format(
            code=code
        )

    def _last_words(self) -> str:
        if self._log_path is None:
            return ""
        try:
            with self._log_path.open("rb") as log:
                end = log.seek(0, os.SEEK_END)
                log.seek(max(self._log_start, end - LAST_WORDS_READ))
                tail = log.read().decode("utf-8", "replace")
        except OSError:
            return ""
        lines = [line.strip() for line in tail.splitlines() if line.strip()]
        return lines[-1][:LAST_WORDS_KEPT] if lines else ""

    @property
    def pid(self) -> int:
        """The child's process id."""
        return self._process.pid

    @property
    def running(self) -> bool:
        """Whether the child process has not ended."""
        return self._process.poll() is None

    def stop(self) -> None:
        """Ask the child to stop (its stdin closes) and wait; killed if it does not end in time."""
        if self._process.stdin is not None and not self._process.stdin.closed:
            self._process.stdin.close()
        try:
            self._process.wait(timeout=STOP_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            log.warning("The embedded sandbox did not stop in %.0f s: killed", STOP_TIMEOUT_S)
            self._process.kill()
            self._process.wait()
        if self._process.stdout is not None:
            self._process.stdout.close()


def start_early(paths: AppPaths, base_url: str | None) -> SandboxProcess | None:
    """Start the embedded sandbox now if the app is going to use it (no ``--base-url``, and the
    saved settings say so); None otherwise."""
    if base_url or not read_start_settings(paths.settings_file).uses_embedded_sandbox:
        return None
    try:
        return SandboxProcess(paths.sandbox_db, paths.sandbox_log)
    except OSError as exc:
        # The session tries again once the window is up, and shows staff what fails.
        log.warning("The embedded sandbox's process did not start: %s", exc)
        return None
