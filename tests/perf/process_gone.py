"""Whether a process has ended, for the tests of a counted run's limit (Linux: ``/proc``)."""

from __future__ import annotations

import time
from pathlib import Path

POLL_S = 0.05


def gone(pid: int, within_s: float = 10.0) -> bool:
    """Whether the process ``pid`` ends within ``within_s`` (a zombie left for its new parent to
    reap counts as ended: it runs nothing)."""
    deadline = time.monotonic() + within_s
    while time.monotonic() < deadline:
        try:
            stat = Path(f"/proc/{pid}/stat").read_text(encoding="ascii", errors="replace")
        except FileNotFoundError:
            return True
        if stat.rsplit(")", 1)[1].split()[0] in ("Z", "X"):
            return True
        time.sleep(POLL_S)
    return False
