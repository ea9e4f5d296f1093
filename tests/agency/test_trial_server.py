"""``make agency-db``: the trial server starts, prints a URL a client connects with, and stops
from another process (``make agency-db-stop``)."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

from app.agency.trial_server import DATABASE

TIMEOUT_S = 120


@pytest.fixture
def folder() -> Iterator[Path]:
    """A data folder the server's account can reach when the tests run as root."""
    root = Path(tempfile.mkdtemp(prefix="counterdesk-trial-"))
    root.chmod(0o755)
    yield root / "agency-db"
    shutil.rmtree(root, ignore_errors=True)


def trial(folder: Path, *more: str) -> list[str]:
    """The trial server's command line."""
    return [sys.executable, "-m", "app.agency.trial_server", "--folder", str(folder), *more]


def test_trial_server_serves_the_printed_url_until_stopped(folder: Path) -> None:
    with subprocess.Popen(trial(folder), stdout=subprocess.PIPE, text=True) as server:
        try:
            assert server.stdout is not None
            printed = [server.stdout.readline() for _ in range(5)]
            url = next(line.split("'")[1] for line in printed if "--agency-db" in line)
            assert url.endswith(f"/{DATABASE}") and url.startswith("postgresql://")
            with psycopg.connect(url) as conn:
                assert conn.execute("SELECT current_database()").fetchone() == (DATABASE,)

            again = subprocess.run(trial(folder), capture_output=True, text=True, timeout=TIMEOUT_S)
            assert "already running" in again.stdout and url in again.stdout

            stopped = subprocess.run(
                trial(folder, "--stop"), capture_output=True, text=True, timeout=TIMEOUT_S
            )
            assert stopped.returncode == 0 and "Stopped" in stopped.stdout
            assert server.wait(timeout=TIMEOUT_S) == 0
            assert "was stopped" in server.stdout.read()
            with pytest.raises(psycopg.OperationalError):
                psycopg.connect(url, connect_timeout=5)
        finally:
            if server.poll() is None:
                server.terminate()


def test_stopping_when_nothing_runs_says_so(folder: Path) -> None:
    stopped = subprocess.run(
        trial(folder, "--stop"), capture_output=True, text=True, timeout=TIMEOUT_S
    )
    assert stopped.returncode == 0 and "No agency store is running" in stopped.stdout
