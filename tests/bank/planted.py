"""The statement import's child as the app starts it, with a kill planted after a method of the
journal's ``BankTables`` returns: after ``import_statement`` (its transaction committed, its answer
not written) or after ``_match`` (its rows written, its transaction not committed)."""

from __future__ import annotations

import sys

_SCRIPT = """
import os, signal, sys
from app.counter.services import statement_process
from app.journal.bank import BankTables

done = getattr(BankTables, "{method}")


def planted(self, *args, **kwargs):
    result = done(self, *args, **kwargs)
    os.kill(os.getpid(), signal.SIGKILL)
    return result


setattr(BankTables, "{method}", planted)
sys.exit(statement_process.serve_import(sys.stdin.buffer, sys.stdout, lambda *_: None))
"""


def killed_after(method: str) -> list[str]:
    """The child's command line, killed as soon as ``BankTables.<method>`` returns."""
    return [sys.executable, "-c", _SCRIPT.format(method=method)]
