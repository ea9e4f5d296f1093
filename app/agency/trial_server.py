"""``make agency-db``: a local PostgreSQL to try the agency store on one PC, and ``make
agency-db-stop``.

The server keeps its data under the user's data folder (``agency-db``), listens on 127.0.0.1 on
a free port and stays up until Ctrl+C or ``--stop`` from another terminal. Under root the data
goes to ``/var/lib/counterdesk/agency-db`` instead: the server runs as an unprivileged account,
which cannot enter root's home.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
import time
from pathlib import Path
from types import FrameType

import psycopg

from app.agency.local_server import MAINTENANCE_DB, LocalServer, LocalServerError
from app.counter.config.paths import HOME_ENV, AppPaths

DATABASE = "counterdesk"
ROOT_FOLDER = Path("/var/lib/counterdesk/agency-db")
POLL_S = 1.0


def trial_folder() -> Path:
    """Where the trial server keeps its cluster and password."""
    if os.geteuid() == 0 and not os.environ.get(HOME_ENV):
        return ROOT_FOLDER
    return AppPaths.for_user().data / "agency-db"


def running_port(server: LocalServer) -> int | None:
    """The port a running server of this folder listens on (its ``postmaster.pid`` says)."""
    pid_file = server.cluster / "postmaster.pid"
    if not server.running or not pid_file.is_file():
        return None
    lines = pid_file.read_text(encoding="utf-8").splitlines()
    # postmaster.pid: pid, data folder, start time, port, ...
    return int(lines[3]) if len(lines) > 3 and lines[3].strip().isdigit() else None


def ensure_database(server: LocalServer) -> None:
    """Create the ``counterdesk`` database when the cluster has none yet."""
    with psycopg.connect(server.url(MAINTENANCE_DB), autocommit=True) as conn:
        found = conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (DATABASE,))
        if found.fetchone() is None:
            conn.execute(f'CREATE DATABASE "{DATABASE}"')


def describe(server: LocalServer) -> str:
    """What staff need to connect a counter to the trial store."""
    plain = server.url(DATABASE, with_password=False)
    return "\n".join(
        [
            f"Agency store (PostgreSQL) running, data in {server.folder}",
            f"  URL:      {plain}",
            f"  Password: {server.password}  (kept in {server.folder / 'password'})",
            f"Connect a counter: counterdesk --agency-db '{server.url(DATABASE)}'",
        ]
    )


def serve(folder: Path) -> int:
    """Start the server (or find it running), print how to connect, wait for Ctrl+C or a stop."""
    folder.parent.mkdir(parents=True, exist_ok=True)
    port = running_port(LocalServer(folder))
    if port is not None:
        print(describe(LocalServer(folder, port)))
        print("It was already running (stop it with `make agency-db-stop`).")
        return 0
    server = LocalServer(folder).start()

    def interrupted(signum: int, frame: FrameType | None) -> None:
        raise KeyboardInterrupt

    # Also when started in the background, where SIGINT arrives ignored.
    for signum in (signal.SIGINT, signal.SIGTERM):
        signal.signal(signum, interrupted)
    try:
        ensure_database(server)
        print(describe(server))
        print("Stop it with Ctrl+C, or `make agency-db-stop` from another terminal.", flush=True)
        while server.running:
            time.sleep(POLL_S)
        print("The agency store was stopped.")
    except KeyboardInterrupt:
        print("\nStopping the agency store.")
    finally:
        server.stop()
    return 0


def stop(folder: Path) -> int:
    """Stop the trial server of ``folder`` if it runs."""
    server = LocalServer(folder)
    if not server.running:
        print(f"No agency store is running with data in {folder}.")
        return 0
    server.stop()
    print(f"Stopped the agency store with data in {folder}.")
    return 0


def main(argv: list[str] | None = None) -> int:
    """``python -m app.agency.trial_server [--stop] [--folder PATH]``."""
    parser = argparse.ArgumentParser(
        prog="agency-db", description="A local PostgreSQL to try the agency store."
    )
    parser.add_argument("--stop", action="store_true", help="stop the running trial server")
    parser.add_argument("--folder", type=Path, help="data folder (default: the user's)")
    args = parser.parse_args(argv)
    folder: Path = args.folder or trial_folder()
    try:
        return stop(folder) if args.stop else serve(folder)
    except LocalServerError as error:
        print(f"agency-db: {error}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
