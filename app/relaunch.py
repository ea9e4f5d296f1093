"""This program started again as a child process for one job, named by a hidden flag: a frozen
app is its own interpreter; from a checkout or a venv, the same Python runs ``app.cli``."""

from __future__ import annotations

import sys


def child_command(flag: str) -> list[str]:
    """The command line of a child doing the job of ``flag``."""
    frozen = getattr(sys, "frozen", False)
    program = [sys.executable] if frozen else [sys.executable, "-m", "app.cli"]
    return [*program, flag]
