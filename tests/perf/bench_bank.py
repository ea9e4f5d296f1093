"""A month's statement of 50,000 rows imported at the counter (issue 65): the shift report's
Bank statement tab, the file chosen in its dialog, read and matched against 20,000 UPI and bank
tenders (``tests/perf/bank_month.py``) while the window goes on answering.

Figure (the worst of 3 runs, each a fresh app process and home folder, against 16 ms):
``ui_stall_bank_statement_50000_import``, the 10 ms heartbeat's longest gap from the click on
Import to the tab showing what the import did, the payments in doubt and the shift's split.
Its note gives the same heartbeat's longest gap over 3 s with nothing to do just before: on a
shared machine, what is the machine's rather than the import's.

Counted (``tests/perf/bench_counts.py``, the same month, on the UI thread alone): each turn of
the UI thread that does the import's work, apart (``ImportTurns``, ``tests/perf/turn_marks.py``):
the click, each progress line the child tells (one every 500 rows), the answer shown, the split
shown, the payments questioned and the credits of no sale; the waits between them are not
counted. ``count_stall_bank_statement_50000_import`` is the turns' sum,
``count_stall_bank_statement_busiest_turn`` the heaviest of them (its budget in instructions:
docs/decisions/counted-turns.md). Counted, the app's clocks are stilled (``tests/perf/clocks.py``).

``python -m tests.perf.bench_bank probe bank`` is the app side.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import sys
import tempfile
import time
from collections.abc import AsyncIterator
from dataclasses import replace
from pathlib import Path
from typing import Any

from tests.perf.bank_month import STATEMENT_ROWS, TENDERS, fill_tenders, statement
from tests.perf.bench_ui import _environment, _gaps, _worst_probes, start_settled
from tests.perf.clocks import clocks_stilled
from tests.perf.counting import CountingError, counting, restart
from tests.perf.figure import COUNTED_UNIT, Figure, stall_figure
from tests.perf.turn_marks import TurnMarks
from tests.perf.turn_parts import MARKS, TURN, turn_counts

PROBE = "bank"
MODULE = "tests.perf.bench_bank"
FIGURE = "ui_stall_bank_statement_50000_import"
COUNTED = "count_stall_bank_statement_50000_import"  # the turns' sum
BUSIEST = "count_stall_bank_statement_busiest_turn"
CLICK, PROGRESS, ANSWER, SPLIT, QUESTIONED, CREDITS = (
    "click",
    "progress",
    "answer",
    "split",
    "questioned",
    "credits",
)
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


class LastTurns:
    """The import's last turns, the split and the credits of no sale: ``done`` is set once both
    are shown after the answer (``answered``), counted or not, or at once when the split's turn
    cannot be ended (``failed``): raised in a Qt slot, that error would only be logged, and the
    scenario would wait for ``done`` for hours."""

    def __init__(self, turns: TurnMarks) -> None:
        self.turns = turns
        self.done = asyncio.Event()
        self.answered = False
        self.failed: CountingError | None = None
        self._shown: set[str] = set()

    def shown(self, name: str) -> None:
        """``name`` (``SPLIT`` or ``CREDITS``) is on the screen; the split's turn ends here."""
        try:
            if name == SPLIT:
                self.turns.end(SPLIT)
        except CountingError as error:
            self.failed = error
            self.done.set()
            raise
        if self.answered:
            self._shown.add(name)
        if {SPLIT, CREDITS} <= self._shown:
            self.done.set()


class ImportTurns:
    """The import's turns on the UI thread, each counted apart (``TurnMarks``): the click (to
    the panel's start shown), each progress line (``progress 1``, ``progress 2``…), the
    answer, the split, the payments questioned and the credits of no sale, each from the answer
    back from its worker (or child) to the panel showing it. ``last.done`` is set once the
    split and the credits are shown after the answer (``LastTurns``)."""

    def __init__(self, panel: Any, drawer: Any) -> None:
        from app.ui.controllers.bank_statements import BankStatementController
        from app.ui.controllers.shift_drawer import ShiftDrawerController

        self.turns = turns = TurnMarks()
        self.last = last = LastTurns(turns)
        self._lines = 0
        controller = panel.findChild(BankStatementController)
        reader = drawer.findChild(ShiftDrawerController)
        desk, import_file = controller.desk, turns.after(controller.desk.import_file)

        async def answered(*args: Any) -> Any:
            answer = await import_file(*args)
            last.answered = True
            return answer

        desk.import_file = answered
        desk.in_doubt = turns.after(desk.in_doubt)
        reader.figures_read = turns.after(reader.figures_read)
        panel.show_started = turns.around(lambda: CLICK, panel.show_started)
        panel.show_progress = turns.around(self._line, panel.show_progress)
        panel.show_imported = turns.around(lambda _text: ANSWER, panel.show_imported)
        panel.show_questioned = turns.around(lambda _found: QUESTIONED, panel.show_questioned)
        show_credits = panel.show_credits

        def credits_shown(found: Any) -> None:
            show_credits(found)
            last.shown(CREDITS)

        panel.show_credits = turns.around(lambda _found: CREDITS, credits_shown)
        # After the panel's own slot (connected first): the split is shown when this runs.
        drawer.figures_shown.connect(lambda _figures: last.shown(SPLIT))

    def _line(self, _done: int, _total: int) -> str:
        self._lines += 1
        return f"{PROGRESS} {self._lines}"

    def click(self) -> None:
        """Count from here: the marks' own count (an empty turn), then the click's turn."""
        self.turns.start()
        restart()
        self.turns.empty()
        self.turns.begin()


def counted_figures(parts: dict[str, int]) -> list[Figure]:
    """The counted import (the turns' sum) and its busiest turn, from a counted run's parts."""
    turns = turn_counts(parts)
    lines = [name for name in turns if name.startswith(PROGRESS)]
    named = (CLICK, ANSWER, SPLIT, QUESTIONED, CREDITS)
    missing = [name for name in named if name not in turns]
    if missing or not lines:
        raise RuntimeError(f"the import's turns {missing or [PROGRESS]} were not counted")
    busiest = max(turns, key=lambda name: turns[name])
    heaviest_line = max(lines, key=lambda name: turns[name])
    each = ", ".join(f"{name} {turns[name] / 1e6:.2f} M" for name in named)
    note = (
        f"a {STATEMENT_ROWS:,}-row statement imported in the shift report and matched to "
        f"{TENDERS:,} tenders by its child process; the UI thread's {len(turns)} turns of the "
        f"import, each counted apart with the marks' own in it (an empty turn: "
        f"{parts[TURN + MARKS] / 1e6:.2f} M): {each}; {len(lines)} progress lines, the "
        f"heaviest {turns[heaviest_line] / 1e6:.2f} M"
    )
    return [
        Figure(COUNTED, sum(turns.values()), COUNTED_UNIT, note=f"the turns' sum: {note}"),
        Figure(
            BUSIEST,
            turns[busiest],
            COUNTED_UNIT,
            note=f"the busiest turn ({busiest}) of the same: {note}",
        ),
    ]


@contextlib.asynccontextmanager
async def opening_read() -> AsyncIterator[None]:
    """Until what the shift report's opening reads of the bank (the payments in doubt, the
    credits, the payouts: ``BankStatementController.refresh``, asked as the screen is built and
    as it opens) is shown: on a slow core it was still under way when the import began, and its
    tables were counted among the import's turns (the turn 'questioned' counted twice)."""
    from app.ui.controllers.bank_statements import BankStatementController
    from tests.perf.heartbeat import SLOWDOWN

    refresh = BankStatementController.refresh
    under_way: list[object] = []
    done = asyncio.Event()

    async def counted(self: BankStatementController) -> None:
        under_way.append(self)
        done.clear()
        try:
            await refresh(self)
        finally:
            under_way.pop()
            if not under_way:
                done.set()

    BankStatementController.refresh = counted  # type: ignore[method-assign]
    try:
        yield
        await asyncio.sleep(0.1)  # the opening's slots, queued as tasks, have begun
        if under_way:
            await asyncio.wait_for(done.wait(), 60 * (SLOWDOWN if counting() else 1))
    finally:
        BankStatementController.refresh = refresh  # type: ignore[method-assign]


async def import_stall(desk: Any) -> dict[str, Any]:
    """The app side: the month's tenders and statement made, then the import measured."""
    from PySide6.QtWidgets import QFileDialog

    from app.journal.store import DATABASE_NAME
    from app.ui.registry import SHIFT
    from tests.bank.statements import declared
    from tests.perf.heartbeat import SLOWDOWN, Heartbeat, until
    from tests.perf.walkin import _active, open_shift

    await _active(desk)
    open_shift(desk)
    # The statement's account declared, as a bank's statement is imported only against one.
    settings = desk.connection.settings
    desk.connection.settings = replace(settings, bank_accounts=declared("HDFC Bank"))
    counter = settings.counter_code
    shift = desk.services.journal.till.open_shift_of(counter)
    database = desk.services.journal.folder / DATABASE_NAME
    await asyncio.to_thread(fill_tenders, database, shift.shift_id, counter, TENDERS)
    with tempfile.TemporaryDirectory(prefix="bench-bank-file-") as folder:
        path = await asyncio.to_thread(statement, Path(folder), STATEMENT_ROWS, TENDERS)
        QFileDialog.getOpenFileName = lambda *_args: (str(path), "")  # type: ignore[method-assign]
        async with opening_read():
            desk.window.show_screen(SHIFT)
            screen = desk.window.page(SHIFT)
            panel = screen.bank
            screen.tabs.setCurrentWidget(panel)
        await start_settled(desk)
        await asyncio.sleep(0.1)  # the heartbeat starts on a quiet loop
        # The same heartbeat with nothing to do first: the machine's gaps, not the import's.
        idle = Heartbeat()
        await idle.measure_idle(IDLE_S)
        heartbeat, reading, showing = Heartbeat(), Heartbeat(), Heartbeat()
        turns = ImportTurns(panel, screen.drawer)
        turns.click()  # counted from here
        with heartbeat.measuring():
            started = time.perf_counter()
            with reading.measuring():
                panel.import_button.click()
                await until(lambda: panel.state.text().startswith("HDFC Bank:"), timeout_s=240)
            took = time.perf_counter() - started
            with showing.measuring():
                # Woken by the last turn itself, not by a poll.
                await asyncio.wait_for(turns.last.done.wait(), 60 * (SLOWDOWN if counting() else 1))
                if turns.last.failed is not None:
                    raise turns.last.failed
                await asyncio.sleep(0.2)
    said = panel.state.text()
    if f"{STATEMENT_ROWS:,}" not in said and str(STATEMENT_ROWS) not in said:
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

    code = run_desktop(None, clocks_stilled(scenario))
    print(json.dumps(measured), flush=True)
    return code


if __name__ == "__main__":
    if sys.argv[1:3] != ["probe", PROBE]:
        sys.exit(f"usage: python -m {MODULE} probe {PROBE}")
    sys.exit(_probe())
