"""The self-test made to fail, as on Windows, for ``tests/ui/test_self_test_refusals.py``.

``python -m tests.ui.helpers.self_test_refused scenario`` runs ``counterdesk --self-test`` with
its check made to fail; ``... closing`` makes the desk's closing fail too. Both run with Windows'
refusal to remove a held file (``tests.windows_semantics``), so a handle left open on the way out
(the journal's lock, the fault file, the embedded sandbox's database) is refused as Windows
refuses it.
"""

from __future__ import annotations

import sys

import app.ui.desk
import app.ui.selftest
from app.cli import main
from app.ui.desk import Desk
from tests.windows_semantics import refuse_held_files

FIRST_ERROR = "the catalogue did not load (made to fail)"


async def failing_check(desk: Desk, started: float) -> str:
    """The self-test's check, failing."""
    raise app.ui.selftest.SelfTestFailed(FIRST_ERROR)


async def failing_close() -> None:
    """A step of the desk's closing, failing after the check did."""
    raise RuntimeError("closing failed too (made to fail)")


if __name__ == "__main__":
    app.ui.selftest.self_test = failing_check
    if sys.argv[1] == "closing":
        vars(app.ui.desk)["end_running_slots"] = failing_close
    with refuse_held_files():
        sys.exit(main(["--self-test"]))
