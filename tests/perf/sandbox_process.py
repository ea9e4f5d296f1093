"""A sandbox served by its own process (``counterdesk-sandbox``), for the benches.

In its own process the sandbox never competes with the measured code for the interpreter lock;
on a 2-core machine each side has one core.
"""

from __future__ import annotations

import datetime as dt
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

START_SECONDS = 60.0


def free_port() -> int:
    """A TCP port of 127.0.0.1 that nothing listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def start_server(
    db_path: Path,
    port: int,
    catalogue_size: int | None = None,
    clock: dt.datetime | None = None,
) -> subprocess.Popen[bytes]:
    """Start ``counterdesk-sandbox`` on ``port`` over ``db_path`` (not waiting for it)."""
    script = shutil.which("counterdesk-sandbox", path=str(Path(sys.executable).parent))
    command = (
        [script] if script else [sys.executable, "-c", "from app.cli import sandbox_main as m; m()"]
    )
    command += ["--port", str(port), "--db", str(db_path)]
    if catalogue_size is not None:
        command += ["--catalogue-size", str(catalogue_size)]
    if clock is not None:
        command += ["--clock", clock.isoformat()]
    return subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def wait_until_serving(port: int, server: subprocess.Popen[bytes]) -> None:
    """Return once ``port`` accepts connections; raise if the server ended or never did."""
    deadline = time.monotonic() + START_SECONDS
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise RuntimeError("the sandbox ended before it served")
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return
        except OSError:
            time.sleep(0.05)
    raise RuntimeError("the sandbox did not start")


@contextmanager
def sandbox_process(
    catalogue_size: int | None = None, clock: dt.datetime | None = None
) -> Iterator[str]:
    """A fresh sandbox in its own process for the ``with`` block; yields its base URL."""
    with tempfile.TemporaryDirectory(prefix="bench-sandbox-") as folder:
        port = free_port()
        server = start_server(Path(folder) / "sandbox.db", port, catalogue_size, clock)
        try:
            wait_until_serving(port, server)
            yield f"http://127.0.0.1:{port}"
        finally:
            server.terminate()
            server.wait(timeout=30)
