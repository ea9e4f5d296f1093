"""The desktop app (Qt)."""

import sys

# httpx imports its command-line tool, and with it rich, click and pygments whenever they are
# installed (a development environment has them): some 60 ms of start-up for a tool the app
# never runs. A None entry makes that one import fail, which httpx expects and skips.
sys.modules.setdefault("httpx._main", None)  # type: ignore[arg-type]
