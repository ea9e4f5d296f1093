"""The embedded sandbox as a child process of the app, so that it runs on a core of its own.

It writes one JSON line on stdout, ``{"base_url": ..., "demo_key": ...}`` once its database is
open and its socket listens (or ``{"error": ...}`` and exits 1), then serves until its stdin
closes: the app closes it to stop the sandbox, and the system closes it when the app dies, so a
crashed app never leaves a sandbox behind.
"""

from __future__ import annotations

import json
import logging
import sqlite3
import sys
import threading
from pathlib import Path
from typing import BinaryIO, TextIO

from app.sandbox.config import SandboxConfig
from app.sandbox.context import SandboxContext
from app.sandbox.embedded import HOST, listening_socket, quiet_server
from app.sandbox.seed import SANDBOX_KEYS

log = logging.getLogger(__name__)

# What opening the database can raise: a path it cannot write, a file that is not its database.
OPEN_ERRORS = (OSError, ValueError, sqlite3.Error)


def _announce(stdout: TextIO, message: dict[str, str]) -> None:
    stdout.write(json.dumps(message) + "\n")
    stdout.flush()


def serve_child(db_path: Path, stdin: BinaryIO, stdout: TextIO) -> int:
    """Open the database of ``db_path``, announce the address on ``stdout``, serve until
    ``stdin`` ends; the exit code."""
    try:
        db_path.parent.mkdir(parents=True, exist_ok=True)
        context = SandboxContext(SandboxConfig(db_path=db_path))
    except OPEN_ERRORS as exc:
        # What failed, for the counter to say in staff's words; the text itself for its log.
        # (SQLite's "unable to open database file" is an OperationalError: the file's fault.)
        damaged = isinstance(exc, sqlite3.DatabaseError) and not isinstance(
            exc, sqlite3.OperationalError
        )
        kind = "database" if damaged else "file"
        _announce(stdout, {"error": str(exc) or type(exc).__name__, "kind": kind})
        return 1
    listener = listening_socket()
    server = quiet_server(context)

    def stop_when_the_app_does() -> None:
        stdin.read()  # returns at end of file: the app closed the pipe, or ended
        server.should_exit = True

    threading.Thread(target=stop_when_the_app_does, name="parent-watch", daemon=True).start()
    # The socket listens already: requests sent from now on wait in its backlog until uvicorn
    # accepts them, so the app need not wait for the server's start.
    port = listener.getsockname()[1]
    _announce(stdout, {"base_url": f"http://{HOST}:{port}", "demo_key": SANDBOX_KEYS["demo"]})
    try:
        server.run(sockets=[listener])
    finally:
        context.db.close()
    return 0


def main(db_path: str) -> int:
    """``counterdesk --embedded-sandbox DB`` (what the app starts)."""
    logging.basicConfig(level=logging.WARNING, format="%(asctime)s %(name)s: %(message)s")
    return serve_child(Path(db_path), sys.stdin.buffer, sys.stdout)
