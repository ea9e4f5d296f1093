"""Entry points: `counterdesk` (the desktop app) and `counterdesk-sandbox` (the local service)."""

from __future__ import annotations

import argparse
import datetime as dt
import json
import sys
from pathlib import Path

from app import __version__


def main(argv: list[str] | None = None) -> int:
    """Start the counter desktop (``--self-test``: start, load, print a summary, exit)."""
    parser = argparse.ArgumentParser(prog="counterdesk", description="Counter desktop.")
    parser.add_argument("--version", action="version", version=f"counterdesk {__version__}")
    parser.add_argument("--base-url", help="address of a real partner service")
    parser.add_argument("--self-test", action="store_true", help="start, load, summarise, exit")
    args = parser.parse_args(argv)
    # Imported here: `counterdesk-sandbox` shares this module and must not load Qt.
    from app.ui.launch import LaunchOptions, run_app, run_self_test
    from app.ui.paths import AppPaths

    if args.self_test:
        code, summary = run_self_test()
        print(summary, file=sys.stdout if code == 0 else sys.stderr)
        return code
    return run_app(LaunchOptions(AppPaths.for_user(), args.base_url))


def _frozen_clock(text: str) -> dt.datetime:
    moment = dt.datetime.fromisoformat(text)
    if moment.tzinfo is None:
        raise argparse.ArgumentTypeError("give the UTC offset, e.g. 2026-12-01T10:00:00+05:30")
    return moment


def _default_sandbox_db() -> Path:
    import platformdirs

    return platformdirs.user_data_path("Counterdesk", appauthor=False) / "sandbox.db"


def sandbox_main(argv: list[str] | None = None) -> int:
    """Run the sandbox of the partner interface alone (``--print-keys``: print its keys, exit)."""
    parser = argparse.ArgumentParser(
        prog="counterdesk-sandbox", description="Local sandbox of the partner interface."
    )
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on")
    parser.add_argument("--port", type=int, default=8080, help="port to listen on")
    parser.add_argument("--db", type=Path, help="database file (made and seeded when missing)")
    parser.add_argument(
        "--catalogue-size", type=int, help="N activities and N boat schedules (8 to 2000)"
    )
    parser.add_argument(
        "--clock",
        type=_frozen_clock,
        help="freeze the service clock, e.g. 2026-12-01T10:00:00+05:30",
    )
    parser.add_argument("--print-keys", action="store_true", help="print the seeded keys and exit")
    args = parser.parse_args(argv)
    # Imported here: `counterdesk` never loads the sandbox unless it embeds it.
    from app.sandbox import SANDBOX_KEYS, SandboxConfig
    from app.sandbox.server import serve

    if args.print_keys:
        print(json.dumps(SANDBOX_KEYS))
        return 0
    db_path: Path = args.db or _default_sandbox_db()
    db_path.parent.mkdir(parents=True, exist_ok=True)
    config = SandboxConfig(db_path=db_path, catalogue_size=args.catalogue_size, clock=args.clock)
    try:
        serve(config, args.host, args.port)
    except ValueError as exc:
        print(f"counterdesk-sandbox: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
