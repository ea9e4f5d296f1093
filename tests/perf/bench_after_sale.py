"""Stall figures of the round's after-sale screens, each action timed and counted apart.

- ``ui_stall_watch_round_found``: the disruption watch's round on the desk's sales, in the
  background: the operator's cancellation found, its three parties recorded and the banner
  shown (counted turn by turn, a background job's turns: ``Response.BACKGROUND``).
- ``ui_stall_disruptions_open``: the banner's Open Disruptions clicked on a desk whose watcher
  found three parties of a departure the operator cancelled: the screen built and listing them.
- ``ui_stall_disruptions_refund``: Refund on the chosen party, then Lookup's refund recorded
  (the credit note, the banner and the list read again).
- ``ui_stall_customer_data_open``: History shown on the desk's bookings, the cursor on one, and
  Customer's data: the dialog with its summary of what the agency holds.
- ``ui_stall_customer_data_correction``: the customer's phone corrected in that dialog, saved.

The app (``run_desktop``, offscreen on the clerk's screen) runs on a sandbox of the probe's own
process (``EmbeddedSandbox``: the set-up sells through it and the operator cancels in it), each
figure the worst of ``STALL_RUNS`` fresh processes. Counted (``bench_counts``), each action is a
part of its own, from the app idle to the app idle again (tests/perf/idle.py).

``python -m tests.perf.bench_after_sale probe after-sale`` is the app side.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from tests.perf.bench_ui import _environment, _gaps, _worst_probes
from tests.perf.clocks import clocks_stilled
from tests.perf.figure import Figure, stall_figure

MODULE = "tests.perf.bench_after_sale"
PROBE = "after-sale"
SANDBOX_DB_ENV = "BENCH_SANDBOX_DB"
PARTIES = (
    ("Asha Rao", ["Asha Rao", "Ravi Kumar"]),
    ("Meena Das", ["Meena Das"]),
    ("Arun Pillai", ["Arun Pillai", "Lata Pillai", "Kiran Pillai"]),
)
# Counted parts (tests/perf/counting.py), one per action.
WATCH = "watch round found"
OPEN = "disruptions open"
REFUND = "disruptions refund"
CUSTOMER_DATA = "customer data open"
CORRECTION = "customer data correction"
PARTS = (WATCH, OPEN, REFUND, CUSTOMER_DATA, CORRECTION)
CORRECTED_PHONE = "9840099999"
FIGURES = {
    "watch": (
        "ui_stall_watch_round_found",
        f"the disruption watch's round in the background: the operator's cancellation found, its "
        f"{len(PARTIES)} parties recorded and the banner shown",
    ),
    "open": (
        "ui_stall_disruptions_open",
        f"Open Disruptions on the banner: {len(PARTIES)} parties of a departure the operator "
        "cancelled, listed",
    ),
    "refund": (
        "ui_stall_disruptions_refund",
        "Refund on a disrupted party, then its refund recorded on Lookup (credit note, banner "
        "and list read again)",
    ),
    "data": (
        "ui_stall_customer_data_open",
        "History shown, the cursor on a booking, Customer's data: the dialog and its summary",
    ),
    "correction": (
        "ui_stall_customer_data_correction",
        "the customer's phone corrected in the customer's data dialog, saved and logged",
    ),
}


def run() -> list[Figure]:
    """The after-sale screens' stall figures."""
    with tempfile.TemporaryDirectory(prefix="bench-after-sale-") as scratch:
        runs = _worst_probes(PROBE, _environment(Path(scratch)), module=MODULE)
    return [stall_figure(name, runs, key, note) for key, (name, note) in FIGURES.items()]


# --- the app side ---------------------------------------------------------------------------


async def _disrupted(desk: Any, sandbox: Any, marks: Any) -> dict[str, Any]:
    """Three parties of a departure two days on sold at the desk's counter (one of the next
    day's too), the departure cancelled by the operator, and the desk's watcher's round that
    finds it measured, a background job's (``Response.BACKGROUND``)."""
    from app.domain.clock import service_today
    from tests.counter.disrupted_sales import operator_cancels, sell_party
    from tests.perf.heartbeat import Heartbeat, until
    from tests.perf.turn_marks import LOOP_TURNS
    from tests.perf.turn_parts import Response
    from tests.perf.walkin import open_shift
    from tests.sandbox.helpers import NO_FLAGS_TRIP_SCHEDULE as CRUISE

    open_shift(desk)
    counter = desk.connection.settings.counter_code
    shift = desk.services.journal.till.open_shift_of(counter)
    day = service_today() + dt.timedelta(days=2)
    client = desk.connection.client
    for number, (customer, names) in enumerate((*PARTIES, ("Lata Iyer", ["Lata Iyer"]))):
        await sell_party(
            sandbox,
            client,
            desk.services.journal,
            names,
            schedule_id=CRUISE,
            day=day + dt.timedelta(days=number // len(PARTIES)),
            customer=customer,
            counter=counter,
            shift_id=shift.shift_id,
        )
    operator_cancels(sandbox, CRUISE, day)
    found: list[str] = []
    desk.watch.found.connect(found.append)
    desk.runtime.watch.first_look_s = 0
    await asyncio.sleep(0.05)
    await marks.restart()
    with LOOP_TURNS.responding(Response.BACKGROUND), Heartbeat().measuring() as watched:
        await desk.runtime.restart("watch")
        await until(lambda: len(found) == len(PARTIES), timeout_s=60)
        await until(lambda: desk.window.disruption_banner.isVisible())
    await marks.mark(WATCH)
    return _gaps("watch", watched)


async def _disruptions(desk: Any, sandbox: Any) -> dict[str, Any]:
    """The longest gap of each action; counted, each a part."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from app.ui.registry import DISRUPTIONS, LOOKUP
    from tests.perf.bench_ui import start_settled
    from tests.perf.heartbeat import Heartbeat, until
    from tests.perf.idle import IdleMarks
    from tests.ui.helpers.clicks import clerk_click

    await start_settled(desk)
    marks = IdleMarks()
    watched = await _disrupted(desk, sandbox, marks)
    window, click = desk.window, Qt.MouseButton.LeftButton
    await asyncio.sleep(0.05)
    await marks.restart()
    with Heartbeat().measuring() as opened:
        QTest.mouseClick(window.disruption_banner.open_button, click)
        screen = window.page(DISRUPTIONS)
        await until(lambda: screen.model.rowCount() == 1 + len(PARTIES))
    await marks.mark(OPEN)
    chosen = screen.current()
    await asyncio.sleep(0.05)
    await marks.restart()
    with Heartbeat().measuring() as refunded:
        QTest.mouseClick(screen.refund_button, click)
        lookup = window.page(LOOKUP)
        panel = lookup.customer_refund
        await until(lambda: panel.isVisible() and chosen in lookup.card.title_label.text())
        clerk_click(panel.record_button)
        await until(lambda: len(desk.services.journal.till.refunds_of(chosen)) == 1)
        await until(lambda: f"{len(PARTIES) - 1} bookings" in window.disruption_banner.label.text())
    await marks.mark(REFUND)
    return {
        **watched,
        **_gaps("open", opened),
        **_gaps("refund", refunded),
        **await _customer_data(desk, marks),
    }


async def _customer_data(desk: Any, marks: Any) -> dict[str, Any]:
    """History's first booking's customer data opened, then the customer's phone corrected."""
    from app.ui.registry import HISTORY
    from tests.perf.heartbeat import Heartbeat, until

    window, rights = desk.window, None
    await asyncio.sleep(0.05)
    await marks.restart()
    with Heartbeat().measuring() as opened:
        window.show_screen(HISTORY)
        history = window.page(HISTORY)
        desk.controller(HISTORY).reload()
        await until(lambda: history.model.rowCount() == len(PARTIES) + 1)
        history.table.setCurrentIndex(history.model.index(0, 0))
        rights = desk.controller(HISTORY).customer_data
        history.customer_data_button.click()
        await until(lambda: rights.dialog is not None and rights.dialog.isVisible())
        dialog = rights.dialog
        await until(lambda: "What we hold" in dialog.summary.toPlainText())
    await marks.mark(CUSTOMER_DATA)
    await asyncio.sleep(0.05)
    await marks.restart()
    with Heartbeat().measuring() as corrected:
        dialog.edits["customer_phone"].setText(CORRECTED_PHONE)
        dialog.correct_button.click()
        await until(lambda: "The correction is saved." in dialog.state.text())
    await marks.mark(CORRECTION)
    dialog.reject()
    return {**_gaps("data", opened), **_gaps("correction", corrected)}


def _run_probe() -> int:
    from app.cli import run_desktop
    from app.sandbox import SandboxConfig, start_embedded

    figures: dict[str, Any] = {}
    folder = Path(os.environ["COUNTERDESK_HOME"])
    sandbox = start_embedded(SandboxConfig(db_path=folder / "bench-sandbox.db", boat_fault=False))
    os.environ["COUNTERDESK_API_KEY"] = sandbox.demo_key

    async def scenario(desk: Any) -> int:
        figures.update(await _disruptions(desk, sandbox))
        return 0

    try:
        code = run_desktop(sandbox.base_url, clocks_stilled(scenario))
    finally:
        sandbox.stop()
    print(json.dumps(figures), flush=True)
    return code


if __name__ == "__main__":
    if sys.argv[1:3] != ["probe", PROBE]:
        sys.exit(f"usage: python -m {MODULE} probe {PROBE}")
    sys.exit(_run_probe())
