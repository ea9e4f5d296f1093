"""A month's statement of 50,000 rows imported at the counter (issue 65): the shift report's
Bank statement tab, the file chosen in its dialog, read and matched against 20,000 UPI and bank
tenders (``tests/perf/bank_month.py``) while the window goes on answering.

Figure (the worst of 3 runs, each a fresh app process and home folder, against 16 ms):
``ui_stall_bank_statement_50000_import``, the 10 ms heartbeat's longest gap from the click on
Import to the tab showing what the import did, the payments in doubt and the shift's split.
Its note gives the same heartbeat's longest gap over 3 s with nothing to do just before: on a
shared machine, what is the machine's rather than the import's.

Counted (``count_stall_bank_statement_import``, ``tests/perf/bench_counts.py``): the same on a
month of ``COUNTED_ROWS`` rows and ``COUNTED_TENDERS`` tenders (callgrind is about 50 times as
slow), the app's showing turns alone: from the import's answer shown to the split and both
lists shown, each mark taken in the turn that does it (``ShowingMarks``), no cursor blinking.
Counted from the click, the wait on the child (now ``READ``, not reported) counted the loop's
turns while the child worked, as many as the machine's load made: two runs were 7.5 % apart;
the showing turns alone repeat within 0.01 % (tests/perf/README.md).

``python -m tests.perf.bench_bank probe bank`` is the app side.
"""

from __future__ import annotations

import asyncio
import json
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from tests.perf.bank_month import (
    COUNTED_ROWS,
    COUNTED_TENDERS,
    STATEMENT_ROWS,
    TENDERS,
    fill_tenders,
    statement,
)
from tests.perf.bench_ui import _environment, _gaps, _worst_probes, start_settled
from tests.perf.counting import counting, mark, restart
from tests.perf.figure import Figure, stall_figure

PROBE = "bank"
MODULE = "tests.perf.bench_bank"
FIGURE = "ui_stall_bank_statement_50000_import"
COUNTED = "bank statement import"  # the counted part (tests/perf/bench_counts.py)
READ = "bank statement read by its child"  # counted before it, not reported
IDLE_S = 3.0


def run() -> list[Figure]:
    """The import's longest stall, worst of 3 fresh app processes."""
    with tempfile.TemporaryDirectory(prefix="bench-bank-") as scratch:
        runs = _worst_probes(PROBE, _environment(Path(scratch)), module=MODULE)
    took = ", ".join(f"{run['import_s']:.1f}" for run in runs)
    idle = ", ".join(f"{run['bank_idle_ms']:.1f}" for run in runs)
    note = (
        f"a {STATEMENT_ROWS:,}-row HDFC Bank CSV imported from the shift report's Bank "
        f"statement tab and matched to {TENDERS:,} UPI and bank tenders (read and matched by "
        f"its child process in {took} s), then the payments in doubt and the shift's split "
        f"shown; the same heartbeat idle {IDLE_S:.0f} s before: {idle} ms"
    )
    return [stall_figure(FIGURE, runs, PROBE, note)]


class ShowingMarks:
    """Marks the counted showing turns where they happen, not at a poll's turn: ``READ`` as
    the import's answer is first shown, ``COUNTED`` once both the shift's split (the drawer's
    figures, read in a worker) and the lists in doubt (the controller's refresh) are shown
    after it; ``done`` is then set."""

    def __init__(self, panel: Any, drawer: Any) -> None:
        from app.ui.controllers.bank_statements import BankStatementController

        self.done = asyncio.Event()
        self._answered = False
        self._split = self._lists = False
        controller = panel.findChild(BankStatementController)
        show, refresh = panel.show_imported, controller.refresh

        def show_imported(text: str) -> None:
            if not self._answered:
                self._answered = True
                mark(READ)
            show(text)

        async def refreshed() -> None:
            await refresh()
            self._lists = self._lists or self._answered
            self._check()

        panel.show_imported = show_imported
        controller.refresh = refreshed
        # After the panel's own slot: its split is shown when this runs.
        drawer.figures_shown.connect(self._split_shown)

    def _split_shown(self, _figures: object) -> None:
        self._split = self._split or self._answered
        self._check()

    def _check(self) -> None:
        if self._split and self._lists and not self.done.is_set():
            mark(COUNTED)
            self.done.set()


async def import_stall(desk: Any) -> dict[str, Any]:
    """The app side: the month's tenders and statement made, then the import measured."""
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QFileDialog

    from app.journal.store import DATABASE_NAME
    from app.ui.registry import SHIFT
    from tests.perf.heartbeat import SLOWDOWN, Heartbeat, until
    from tests.perf.walkin import _active, open_shift

    await _active(desk)
    open_shift(desk)
    counter = desk.service.settings.counter_code
    shift = desk.journal.till.open_shift_of(counter)
    database = desk.journal.folder / DATABASE_NAME
    tenders, size = (COUNTED_TENDERS, COUNTED_ROWS) if counting() else (TENDERS, STATEMENT_ROWS)
    await asyncio.to_thread(fill_tenders, database, shift.shift_id, counter, tenders)
    with tempfile.TemporaryDirectory(prefix="bench-bank-file-") as folder:
        path = await asyncio.to_thread(statement, Path(folder), size, tenders)
        QFileDialog.getOpenFileName = lambda *_args: (str(path), "")  # type: ignore[method-assign]
        desk.window.show_screen(SHIFT)
        screen = desk.window.page(SHIFT)
        panel = screen.bank
        screen.tabs.setCurrentWidget(panel)
        # Counted, the day's field (which has the focus) does not blink its cursor: a repaint
        # every half second would count the seconds the showing took, not its work.
        if counting():
            QGuiApplication.styleHints().setCursorFlashTime(0)
        await start_settled(desk)
        await asyncio.sleep(0.1)  # the heartbeat starts on a quiet loop
        # The same heartbeat with nothing to do first: on a shared machine, the gaps that
        # are the machine's (the app waiting for a core), not the import's.
        idle = Heartbeat()
        with idle.measuring():
            await asyncio.sleep(IDLE_S)
        heartbeat, reading, showing = Heartbeat(), Heartbeat(), Heartbeat()
        marks = ShowingMarks(panel, screen.drawer)
        restart()  # counted from here, the part up to READ not reported
        with heartbeat.measuring():
            started = time.perf_counter()
            with reading.measuring():
                panel.import_button.click()
                await until(lambda: panel.state.text().startswith("HDFC Bank:"), timeout_s=240)
            took = time.perf_counter() - started
            with showing.measuring():
                # Woken by the mark itself: a poll's turns would be counted too.
                await asyncio.wait_for(marks.done.wait(), 60 * (SLOWDOWN if counting() else 1))
                await asyncio.sleep(0.2)
    if f"{size:,}" not in panel.state.text() and str(size) not in panel.state.text():
        raise RuntimeError(f"the import said {panel.state.text()!r}")
    return {
        **_gaps(PROBE, heartbeat),
        **_gaps("bank_read", reading),
        **_gaps("bank_show", showing),
        **_gaps("bank_idle", idle),
        "import_s": took,
    }


def _probe() -> int:
    from app.cli import run_desktop

    measured: dict[str, Any] = {}

    async def scenario(desk: Any) -> int:
        measured.update(await import_stall(desk))
        return 0

    code = run_desktop(None, scenario)
    print(json.dumps(measured), flush=True)
    return code


if __name__ == "__main__":
    if sys.argv[1:3] != ["probe", PROBE]:
        sys.exit(f"usage: python -m {MODULE} probe {PROBE}")
    sys.exit(_probe())
