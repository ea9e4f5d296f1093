"""The desk's background jobs as tests drive them: through its counter runtime, as the app's
start and Settings' save do, never a job by hand."""

from __future__ import annotations

from typing import Any

from app.ui.desk import Desk


def restart_watch(desk: Desk, run: Any, first_look_s: float = 0) -> None:
    """The desk's watch started afresh, its first look ``first_look_s`` on (as a setting of it
    saved restarts it)."""
    desk.runtime.watch.first_look_s = first_look_s
    run(desk.runtime.restart("watch"))
