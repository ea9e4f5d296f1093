"""Imported before httpx: keeps httpx from importing its command-line tool.

httpx imports its command-line tool, and with it rich, click and pygments whenever they are
installed (a development environment has them): some 60 ms of start-up for a tool no user of
this package runs. A None entry makes that one import fail, which httpx expects and skips.
"""

import sys

sys.modules.setdefault("httpx._main", None)  # type: ignore[arg-type]
