"""Entry points: `counterdesk` (the desktop app) and `counterdesk-sandbox` (the local service)."""

from __future__ import annotations

import argparse
import sys

from app import __version__


def main(argv: list[str] | None = None) -> int:
    """Start the counter desktop."""
    parser = argparse.ArgumentParser(prog="counterdesk", description="Counter desktop.")
    parser.add_argument("--version", action="version", version=f"counterdesk {__version__}")
    parser.add_argument("--base-url", help="address of a real partner service")
    parser.add_argument("--self-test", action="store_true", help="start, load, summarise, exit")
    parser.parse_args(argv)
    print(
        "The Counterdesk window is not built yet in this release; "
        "the typed client (app.api) and the domain rules (app.domain) are ready."
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
