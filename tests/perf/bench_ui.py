"""Desktop app figures: start-up to a filled catalogue, the event loop's longest stalls, and a
keyboard-only walk-in sale.

Each figure is measured in fresh processes, the app offscreen with a scratch home folder.

- ``ui_start_to_cached_catalogue`` and ``ui_start_to_live_catalogue``: the real start path
  (embedded sandbox, a start cache left by an earlier start) until the window is exposed with
  the catalogue last seen, and until it lists the service's answer; each against a bare PySide6
  window started the same way (median of 5 each, interleaved). The app's modules are
  byte-compiled first, as an installed app's are.
- ``ui_stall_catalogue_500_load_filter`` and ``ui_stall_history_10000_load_search``: the longest
  gap of a 10 ms QTimer heartbeat on the app's loop while it loads 500 activities and 500 boat
  departures (3 times each) from a sandbox in another process and filters them as typed; and
  while History reads a journal of 10,000 bookings and searches it as typed.
- ``ui_walkin_boat_sale_2_domestic`` and ``ui_walkin_keystroke_groups``: a BOAT sale for two
  domestic passengers typed with QTest key clicks from the catalogue to the voucher preview, on
  the embedded sandbox; its wall time (the script adds no pauses: every wait is the app's) and
  the number of keystroke groups (one typed string, or one run of Tab/Enter/a shortcut).
- ``ui_stall_voucher_pdf``: the heartbeat's longest gap while that sale's voucher is saved as PDF.
- ``ui_walkin_boat_foreign_time`` and ``ui_walkin_boat_foreign_groups``: the same sale with the
  second passenger foreign, read by a passport reader (its two MRZ lines typed into the quick
  passenger line) and the scan chosen in the picker (Ctrl+O opens it in the last folder, its
  newest scan chosen; Enter). ``ui_scan_reference_groups``: that booking found again by a
  scanner typing its reference and Enter where the sale left the focus.
- ``ui_walkin_boat_3_one_foreign_groups``: a BOAT sale for three, the second foreign, as a
  clerk new to the app makes it with the scanner's folder set in Settings: the reader's swipe,
  the scanner's new file offered on the Book screen and taken with Ctrl+T, the third passenger.
- ``ui_walkin_boat_3_number_trip_typed_groups``, ``ui_walkin_boat_3_aadhaar_1_scan_groups`` and
  ``ui_walkin_boat_3_aadhaar_2_scans_groups``: that sale on the trip that needs every passenger's
  number, its two Indian passengers typed, then one and two of them from their Aadhaar card's
  QR (issue 96).
- ``ui_stall_scan_83mb_shrink``: the heartbeat's longest gap while an 83 MB JPEG (5,060 × 4,000
  pixels of noise at quality 100) is read as a passport scan and shrunk to fit, as the Book
  screen does it (the controller's scan reader, then the shrink in a worker).
- ``ui_stall_history_year_*`` and ``ui_stall_shift_report_year_*``: the heartbeat over a journal
  of 100,000 bookings sold over the year to now (with their requests and a settled cancellation
  of every 40th): History first shown, searched as typed, filtered on a day, exported as CSV; the
  shift report of one day, then of a month's 30 days in turn.

Every stall figure is the worst of ``STALL_RUNS`` (3) runs, each in a fresh process and home
folder, against 16 ms; its note also gives the UI thread's busiest turn in CPU time, which a
loaded machine does not inflate the way it does the gaps.

``python -m tests.perf.bench_ui probe stall|year|walkin|walkin-activity|walkin-foreign|``
``walkin-3-foreign|walkin-aadhaar-typed|walkin-aadhaar-1-scan|walkin-aadhaar-2-scans|``
``stall-catalogue|stall-history`` is the app side of each measurement (the
start's is ``python -m tests.perf.start_probe``). Run with
``BENCH_COUNTING=1`` under callgrind (``tests/perf/bench_counts.py``), a probe marks the parts of
its scenario to count (``tests/perf/counting.py``).
"""

from __future__ import annotations

import asyncio
import atexit
import compileall
import datetime as dt
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from functools import cache
from pathlib import Path
from typing import Any

from tests.perf.clocks import clocks_stilled
from tests.perf.counting import counting
from tests.perf.figure import STALL_RUNS, Figure, stall_figure
from tests.perf.sandbox_process import sandbox_process
from tests.perf.start_probe import CACHED, COUNTING_ENV, DONE, DUMP, MARK_FDS, SHOWN

RUNS = 5
LOADS = 3
CATALOGUE_SIZE = 500
HISTORY_ROWS = 10_000
SCAN_PIXELS = (5060, 4000)  # noise at JPEG quality 100: about 83 MB
YEAR_BOOKINGS = 100_000
MONTH_DAYS = 30
DAY_STEPS = 5
HISTORY_COUNTED = "history load and search"
# The screen every probe draws the window on: a counter PC's. (Qt's offscreen default, 800x800,
# is narrower than the window's least width since the catalogue's toolbar grew: the window then
# hung over the screen's edge, and each change of its layout cost a turn some milliseconds.)
CLERK_SCREEN = {"name": "clerk", "x": 0, "y": 0, "width": 1366, "height": 768}
# Counted (tests/perf/counting.py), each floor closes its count where it prints that it is shown:
# the line the harness reads (``start_probe.ask``), written with ``os`` alone, so that nothing of
# the harness is imported, nor compiled, in the count.
MARK_SHOWN = f"""
if os.environ.get({COUNTING_ENV!r}) == "1":
    _ask, _told = (int(fd) for fd in os.environ[{MARK_FDS!r}].split(","))
    os.write(_ask, {(DUMP + SHOWN + chr(10)).encode()!r})
    assert os.read(_told, 1) == {DONE!r}
"""
BARE_WINDOW = f"""
import os
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
window = QMainWindow()
window.resize(1280, 800)
window.show()
app.processEvents()
print({SHOWN!r}, flush=True)
{MARK_SHOWN}
"""
# The libraries the app is built on (docs/decisions/stack.md), alone: the window, the
# loop, one request and one pydantic model. What start-up cannot go below while the app is built
# on them.
LIBRARY_STACK = f"""
import os, sys, uuid
from PySide6.QtWidgets import QApplication, QMainWindow
import httpx, pydantic, qasync

class Balance(pydantic.BaseModel):
    status: str

async def fetch():
    async with httpx.AsyncClient() as client:
        reply = await client.post(
            sys.argv[1] + "/api/wallet_balance.php",
            headers={{"X-API-Key": sys.argv[2], "Content-Type": "application/json"}},
            json={{"request_id": str(uuid.uuid4())}},
        )
        Balance.model_validate_json(reply.content)
    print({SHOWN!r}, flush=True)
    {MARK_SHOWN.strip().replace(chr(10), chr(10) + "    ")}

app = QApplication([])
window = QMainWindow()
window.resize(1280, 800)
window.show()
qasync.run(fetch())
"""
APP_PACKAGE = Path(__file__).resolve().parents[2] / "app"
# The start probe's own modules (``python -m tests.perf.start_probe``): its packages and itself.
PROBE_MODULES = (
    Path(__file__).resolve().parents[1] / "__init__.py",
    Path(__file__).with_name("__init__.py"),
    Path(__file__).with_name("start_probe.py"),
)
PROBES = "tests.perf.bench_ui"  # the module whose ``probe`` runs the app side
START_PROBE = "tests.perf.start_probe"  # the start's, on its own (it imports none of this)


@cache
def _clerk_screen() -> Path:
    """The offscreen platform's file naming ``CLERK_SCREEN``, for this bench process."""
    folder = Path(tempfile.mkdtemp(prefix="bench-screen-"))
    atexit.register(shutil.rmtree, folder, True)
    path = folder / "screens.json"
    path.write_text(json.dumps({"screens": [CLERK_SCREEN]}), encoding="utf-8")
    return path


def _environment(home: Path, **extra: str) -> dict[str, str]:
    returning_counter(home)
    return {
        **os.environ,
        "QT_QPA_PLATFORM": f"offscreen:configfile={_clerk_screen()}",
        "COUNTERDESK_HOME": str(home),
        "PYTHON_KEYRING_BACKEND": "keyring.backends.fail.Keyring",
        **extra,
    }


def _times_until(command: list[str], env: dict[str, str], *lines: str) -> list[float]:
    """Milliseconds from starting ``command`` to each of its ``lines``; the process then ends."""
    started = time.perf_counter()
    elapsed: list[float] = []
    with subprocess.Popen(command, stdout=subprocess.PIPE, text=True, env=env) as process:
        assert process.stdout is not None
        said = []
        for _ in lines:
            said.append(process.stdout.readline().strip())
            elapsed.append((time.perf_counter() - started) * 1000)
        process.wait(timeout=60)
    if said != list(lines) or process.returncode != 0:
        raise RuntimeError(
            f"{command[-1]} said {said}, not {list(lines)} (exit {process.returncode})"
        )
    return elapsed


def compile_ahead() -> None:
    """The app's modules and the start probe's byte-compiled before a start is timed or counted:
    as installed, they are (the floor's libraries are); without this, a checkout run with
    ``PYTHONDONTWRITEBYTECODE`` compiles each at every start, in the start's count."""
    compileall.compile_dir(APP_PACKAGE, quiet=1)
    for module in PROBE_MODULES:
        compileall.compile_file(module, quiet=1)


def startup_figures() -> list[Figure]:
    """Median start-up of the app to the cached and to the live catalogue, and of the app's
    libraries alone, each against a bare PySide6 window."""
    from app.sandbox import SANDBOX_KEYS

    compile_ahead()
    with (
        tempfile.TemporaryDirectory(prefix="bench-ui-") as scratch,
        sandbox_process() as base_url,
    ):
        env = _environment(Path(scratch))
        app = [sys.executable, "-m", START_PROBE]
        stack = [sys.executable, "-c", LIBRARY_STACK, base_url, SANDBOX_KEYS["demo"]]
        bare = [sys.executable, "-c", BARE_WINDOW]
        # Untimed: creates and seeds the sandbox's database, and leaves the start cache.
        _times_until(app, env, "painted without a cached catalogue", SHOWN)
        cached: list[float] = []
        live: list[float] = []
        stack_ms: list[float] = []
        bare_ms: list[float] = []
        for _ in range(RUNS):  # interleaved, so that each meets the same machine load
            to_cached, to_live = _times_until(app, env, CACHED, SHOWN)
            cached.append(to_cached)
            live.append(to_live)
            stack_ms.extend(_times_until(stack, env, SHOWN))
            bare_ms.extend(_times_until(bare, env, SHOWN))
    floor = statistics.median(bare_ms)
    note = f"median of {RUNS}; embedded sandbox, offscreen; floor: a bare PySide6 window"
    return [
        Figure(
            name="ui_start_to_cached_catalogue",
            value=statistics.median(cached),
            unit="ms",
            floor=floor,
            note=f"{note}; the window exposed, listing the catalogue last seen (marked)",
        ),
        Figure(
            name="ui_start_to_live_catalogue",
            value=statistics.median(live),
            unit="ms",
            floor=floor,
            note=f"{note}; the service's catalogue listed",
        ),
        Figure(
            name="ui_start_library_stack",
            value=statistics.median(stack_ms),
            unit="ms",
            floor=floor,
            note="the app's libraries alone (PySide6 window, asyncio + qasync, httpx with one "
            "request, one pydantic model; sandbox in its own process): what start-up cannot "
            f"go below on this stack; median of {RUNS}",
        ),
    ]


def _probe_json(
    kind: str, env: dict[str, str], *extra: str, module: str = PROBES
) -> dict[str, Any]:
    """Run ``probe kind`` of ``module`` in a fresh process; the JSON of its last line."""
    done = subprocess.run(
        [sys.executable, "-m", module, "probe", kind, *extra],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    if done.returncode != 0:
        raise RuntimeError(
            f"probe {kind} ended with {done.returncode}:\n{done.stderr[-3000:]}"
            f"{_fault_stacks(env)}\nits last output:\n"
            f"{done.stdout[-1000:]}"
        )
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


def _fault_stacks(env: dict[str, str]) -> str:
    """The stacks a probe that died left in its fault files: the app's crash watch writes them
    there, not to stderr, and its home is a scratch folder removed with the run."""
    # Imported here: this module's start-up probe must load nothing the app does not.
    from app.counter.config.crash_reports import FAULT_SUFFIX, crash_folder
    from app.counter.config.paths import HOME_ENV, AppPaths

    home = AppPaths.under(Path(env[HOME_ENV]))
    faults = sorted(crash_folder(home).glob(f"*{FAULT_SUFFIX}"))
    return "".join(f"\n{fault.name}:\n{fault.read_text(errors='replace')}" for fault in faults)


def returning_counter(home: Path) -> None:
    """Make ``home`` a counter that has read the training note: the scenarios time sales, and
    a first start's note (window-modal until read) would hold their keys."""
    # Imported here: this module's start-up probe must load nothing the app does not.
    from app.counter.config.paths import AppPaths
    from app.ui.training import EXPLAINED_MARKER

    config = AppPaths.under(home).config
    config.mkdir(parents=True, exist_ok=True)
    (config / EXPLAINED_MARKER).touch()


def _worst_probes(
    kind: str, env: dict[str, str], *extra: str, module: str = PROBES, runs: int = STALL_RUNS
) -> list[dict[str, Any]]:
    """``probe kind`` of ``module`` run ``runs`` times, each in a fresh process and a fresh
    home folder."""
    measured = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory(prefix="bench-ui-") as scratch:
            returning_counter(Path(scratch))
            env_run = {**env, "COUNTERDESK_HOME": scratch}
            measured.append(_probe_json(kind, env_run, *extra, module=module))
    return measured


def stall_figures() -> list[Figure]:
    """The longest heartbeat gaps of the catalogue, History and scan scenarios."""
    from app.sandbox import SANDBOX_KEYS

    with (
        tempfile.TemporaryDirectory(prefix="bench-ui-") as scratch,
        sandbox_process(catalogue_size=CATALOGUE_SIZE) as base_url,
    ):
        env = _environment(Path(scratch), COUNTERDESK_API_KEY=SANDBOX_KEYS["demo"])
        runs = _worst_probes("stall", env, base_url)
    loads = ", ".join(f"{run['median_load_ms']:.0f}" for run in runs)
    scans = ", ".join(f"{run['scan_s']:.1f}" for run in runs)
    return [
        stall_figure(
            "ui_stall_catalogue_500_load_filter",
            runs,
            "catalogue",
            f"{LOADS} loads each of {CATALOGUE_SIZE} activities and {CATALOGUE_SIZE} boat "
            f"departures, each then filtered as typed; sandbox in its own process; "
            f"median load {loads} ms",
        ),
        stall_figure(
            "ui_stall_history_10000_load_search",
            runs,
            "history",
            f"History reads a journal of {HISTORY_ROWS:,} bookings, then searches it as typed",
        ),
        stall_figure(
            "ui_stall_scan_83mb_shrink",
            runs,
            "scan",
            f"a {runs[0]['scan_mb']:.0f} MB JPEG read as a passport scan, then shrunk to fit "
            f"({runs[0]['scan_shrunk_chars']:,} characters) in {scans} s",
        ),
    ]


YEAR_FIGURES = {
    "history_load": (
        "ui_stall_history_year_load",
        "History first shown on a journal of {bookings:,} bookings over a year, then read again",
    ),
    "history_search": (
        "ui_stall_history_year_search",
        "a year's History ({bookings:,} bookings) searched as typed to one booking, then cleared",
    ),
    "history_day": (
        "ui_stall_history_year_day_filter",
        "a year's History filtered on one day, then the day stepped {steps} times",
    ),
    "history_export": (
        "ui_stall_history_year_csv_export",
        "a year's History ({bookings:,} bookings) exported as CSV, with progress ({export_s} s)",
    ),
    "shift_day": (
        "ui_stall_shift_report_year_day",
        "the shift report of one day of a year's journal ({day_lines} operations), made and "
        "shown; wallet's ledger from a sandbox in its own process",
    ),
    "shift_month": (
        "ui_stall_shift_report_year_month",
        "the shift reports of {month_days} days in turn (a month) of a year's journal",
    ),
}


def year_figures() -> list[Figure]:
    """The heartbeat's longest gaps over a year of history: History and the shift report."""
    from app.sandbox import SANDBOX_KEYS

    with (
        tempfile.TemporaryDirectory(prefix="bench-ui-") as scratch,
        sandbox_process() as base_url,
    ):
        env = _environment(Path(scratch), COUNTERDESK_API_KEY=SANDBOX_KEYS["demo"])
        runs = _worst_probes("year", env, base_url)
    facts = {
        "bookings": YEAR_BOOKINGS,
        "steps": DAY_STEPS,
        "month_days": MONTH_DAYS,
        "export_s": ", ".join(f"{run['export_s']:.1f}" for run in runs),
        "day_lines": runs[0]["day_lines"],
    }
    return [
        stall_figure(name, runs, key, note.format(**facts))
        for key, (name, note) in YEAR_FIGURES.items()
    ]


def walkin_figures() -> list[Figure]:
    """The keyboard-only walk-in sales: their time, their keystroke groups, the voucher PDF's
    stall, and the booking found again by a scan of its reference."""
    runs = _worst_probes("walkin", _environment(Path(tempfile.gettempdir())))
    # The middle run by time: one run's time varies by a third with the machine's load.
    measured = _median_run(runs)
    times = ", ".join(f"{run['sale_s']:.2f}" for run in runs)
    return [
        Figure(
            name="ui_walkin_boat_sale_2_domestic",
            value=measured["sale_s"],
            unit="s",
            note="catalogue to voucher preview by QTest key clicks, embedded sandbox; the script "
            f"adds no pauses; median of {len(runs)} runs ({times} s); its steps: "
            f"{measured['steps']}",
        ),
        Figure(
            name="ui_walkin_keystroke_groups",
            value=measured["groups"],
            unit="groups",
            note="one typed string, or one run of Tab/Enter/a shortcut, counts one",
        ),
        stall_figure(
            "ui_stall_voucher_pdf",
            runs,
            "voucher_pdf",
            "the walk-in sale's voucher saved as PDF",
        ),
        activity_cash_figure(),
        *foreign_figures(measured["sale_s"]),
        three_one_foreign_figure(),
        *aadhaar_figures(),
    ]


def foreign_figures(domestic_s: float) -> list[Figure]:
    """The walk-in BOAT sale with a foreign passenger (passport reader, scan picker), and its
    booking found again by a scan of the reference. ``domestic_s``, the domestic sale's time in
    the same run, is the time figure's floor: what the foreign passenger adds, on this machine
    now."""
    runs = _worst_probes("walkin-foreign", _environment(Path(tempfile.gettempdir())))
    measured = _median_run(runs)
    times = ", ".join(f"{run['sale_s']:.2f}" for run in runs)
    return [
        Figure(
            name="ui_walkin_boat_foreign_time",
            value=measured["sale_s"],
            unit="s",
            floor=domestic_s,
            note="catalogue to voucher preview, passenger 2 from the passport reader's MRZ and "
            "a scan chosen in the picker; floor: the domestic sale of the same run; median of "
            f"{len(runs)} runs ({times} s); its steps: {measured['steps']}",
        ),
        Figure(
            name="ui_walkin_boat_foreign_groups",
            value=measured["groups"],
            unit="groups",
            note="the domestic sale's keys to the Book screen, the customer line, passenger 1's "
            "line, the reader's two MRZ lines (one swipe), Ctrl+O and Enter (the picker opens "
            "on the last folder's newest scan), Ctrl+Enter, Enter",
        ),
        Figure(
            name="ui_scan_reference_groups",
            value=measured["scan_find_groups"],
            unit="groups",
            note="the scanner types the sale's reference and Enter where the sale left the "
            f"focus (a {measured['scan_find_focus']}); Lookup shows the booking in "
            f"{measured['scan_find_s']:.2f} s",
        ),
    ]


def three_one_foreign_figure() -> Figure:
    """The keystroke groups of a walk-in BOAT sale for three with one foreign passenger, the
    scanner's folder watched."""
    with tempfile.TemporaryDirectory(prefix="bench-ui-") as scratch:
        measured = _probe_json("walkin-3-foreign", _environment(Path(scratch)))
    return Figure(
        name="ui_walkin_boat_3_one_foreign_groups",
        value=measured["groups"],
        unit="groups",
        note="the domestic sale's keys to the Book screen, the customer line, passenger 1's "
        "line, the reader's swipe for passenger 2, Ctrl+T on the scanner's new file offered, "
        "passenger 3's line, Ctrl+Enter, Enter; the sale's time "
        f"{measured['sale_s']:.2f} s ({measured['steps']})",
    )


# The three-passenger sale on the number trip by its Aadhaar scans: the probe of each.
AADHAAR_PROBES = {
    0: "walkin-aadhaar-typed",
    1: "walkin-aadhaar-1-scan",
    2: "walkin-aadhaar-2-scans",
}
AADHAAR_FIGURES = {
    0: "ui_walkin_boat_3_number_trip_typed_groups",
    1: "ui_walkin_boat_3_aadhaar_1_scan_groups",
    2: "ui_walkin_boat_3_aadhaar_2_scans_groups",
}


TYPED_HOW = "the quick line, Enter, Alt+Y, A, Alt+U, the number"
SCANNED_HOW = "the imager's scan of the card's QR, the number"
AADHAAR_HOW = {
    0: f"both typed ({TYPED_HOW})",
    1: f"passenger 1 scanned ({SCANNED_HOW}), passenger 3 typed",
    2: f"both scanned ({SCANNED_HOW})",
}


def aadhaar_figures() -> list[Figure]:
    """The keystroke groups of the three-passenger BOAT sale on the trip that needs every
    passenger's number, its two Indian passengers typed, then one and two of them scanned from
    their Aadhaar card's QR (issue 96)."""
    figures = []
    for scans, probe in AADHAAR_PROBES.items():
        with tempfile.TemporaryDirectory(prefix="bench-ui-") as scratch:
            measured = _probe_json(probe, _environment(Path(scratch)))
        how = AADHAAR_HOW[scans]
        figures.append(
            Figure(
                name=AADHAAR_FIGURES[scans],
                value=measured["groups"],
                unit="groups",
                note="three passengers on Swaraj Dweep to Shaheed Dweep (Neil), which needs each "
                f"one's document number: the Indian passengers 1 and 3 {how}, Alt+Q back to "
                "the quick line after passenger 1; passenger 2 by the passport reader and Ctrl+T "
                f"on the scanner's new file; the sale's time {measured['sale_s']:.2f} s "
                f"({measured['steps']})",
            )
        )
    return figures


def _median_run(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """The run whose sale took the middle time (the lower middle of an even number)."""
    ordered = sorted(runs, key=lambda run: float(run["sale_s"]))
    return ordered[(len(ordered) - 1) // 2]


def activity_cash_figure() -> Figure:
    """The keystroke groups of a walk-in ACTIVITY sale for 2 paid in exact cash."""
    with tempfile.TemporaryDirectory(prefix="bench-ui-") as scratch:
        measured = _probe_json("walkin-activity", _environment(Path(scratch)))
    return Figure(
        name="ui_walkin_activity_exact_cash_groups",
        value=measured["groups"],
        unit="groups",
        note="catalogue to the booked sale: filter, Enter, Enter, quick customer line with the "
        "seats, Ctrl+Enter, Enter (exact cash); after the day's last show has closed the first "
        f"Enter lands on the next day's first slot; {measured['day']}",
    )


def run() -> list[Figure]:
    """The desktop app's figures."""
    return [*startup_figures(), *stall_figures(), *year_figures(), *walkin_figures()]


# --- the app side ---------------------------------------------------------------------------


def _gaps(name: str, heartbeat: Any) -> dict[str, float]:
    """A heartbeat's longest gap as ``name_ms`` and the UI thread's busiest turn as
    ``name_busy_ms``; counted turn by turn, its blocks named ``name`` (``name_blocks``)."""
    from tests.perf.turn_marks import name_blocks

    name_blocks(name, heartbeat.blocks)
    return {f"{name}_ms": heartbeat.longest_ms, f"{name}_busy_ms": heartbeat.longest_busy_ms}


async def start_settled(desk: Any) -> None:
    """Wait for what the app does once after its start: the start-of-day question built and
    opened (the first loop turn of a scenario) and the warm-up's imports of the later screens,
    one module a turn of up to 12 ms, 1.5 s after the window is up. A figure measures its own
    scenario, not whichever of those its first seconds happen to meet."""
    from tests.perf.heartbeat import until

    await until(lambda: desk.warm_up.done, timeout_s=60)


async def _typed_filter(desk: Any, text: str) -> None:
    """Type ``text`` into the catalogue's filter a key at a time, letting the loop run between."""
    from PySide6.QtTest import QTest

    edit = desk.window.catalogue.toolbar.filter_edit
    edit.clear()
    for char in text:
        QTest.keyClicks(edit, char)
        await asyncio.sleep(0.03)  # a fast typist
    edit.clear()


async def _catalogue_stall(desk: Any) -> dict[str, float]:
    """Longest gap over LOADS loads (and filterings) of each module; the median load in ms."""
    from app.domain.modules import Module
    from app.ui.registry import CATALOGUE
    from tests.perf.heartbeat import Heartbeat
    from tests.perf.idle import IdleMarks
    from tests.perf.turn_marks import LOOP_TURNS
    from tests.perf.turn_parts import Response

    await start_settled(desk)
    heartbeat = Heartbeat()
    marks = IdleMarks()
    loads: list[float] = []
    day = desk.window.catalogue.toolbar.travel_date
    # Counted, once: a count repeats, and each action is its own part.
    for _ in range(1 if counting() else LOADS):
        for module in Module:
            await asyncio.sleep(0.05)  # the heartbeat settles between loads
            await marks.restart()
            with heartbeat.measuring():
                started = time.perf_counter()
                entries = await desk.controller(CATALOGUE).load_catalogue(module, day)
                loads.append((time.perf_counter() - started) * 1000)
                if entries is None or len(entries) != CATALOGUE_SIZE:
                    raise RuntimeError(f"{module} catalogue not loaded")
                await marks.mark(f"catalogue {module.value.lower()} load")
                with LOOP_TURNS.responding(Response.KEY):
                    await _typed_filter(desk, "port blair 1")
                    await marks.mark(f"catalogue {module.value.lower()} filter")
    return {**_gaps("catalogue", heartbeat), "median_load_ms": statistics.median(loads)}


async def _history_stall(desk: Any) -> dict[str, float]:
    """Longest gap while History reads 10,000 journalled bookings and searches them as typed."""
    from PySide6.QtTest import QTest

    from app.ui.registry import HISTORY
    from tests.perf.heartbeat import Heartbeat, until
    from tests.perf.idle import IdleMarks
    from tests.perf.turn_marks import LOOP_TURNS
    from tests.perf.turn_parts import Response
    from tests.ui.helpers.history import fill_journal, history_shown

    fill_journal(desk.services.journal.folder, HISTORY_ROWS)
    await start_settled(desk)  # run alone (counted), the warm-up is not History's
    heartbeat = Heartbeat()
    marks = IdleMarks()
    await marks.restart()
    with heartbeat.measuring():
        desk.window.show_screen(HISTORY)
        desk.controller(HISTORY).reload()
        screen = desk.window.page(HISTORY)
        # The keys typed into the list shown, as the year's search is: counted (callgrind runs
        # some fifty times slower), the reading was still under way as the keys came, and the
        # columns were first fitted to the bookings in a key's turn (issue 92).
        await until(lambda: history_shown(screen, HISTORY_ROWS))
        await asyncio.sleep(0.05)
        with LOOP_TURNS.responding(Response.KEY):
            for char in "guest 4321 b":
                QTest.keyClicks(screen.search_edit, char)
                await asyncio.sleep(0.03)
            # The key's answer is the list and its day totals, as the year's search waits for.
            await until(lambda: history_shown(screen, 1))
            screen.search_edit.clear()
            await until(lambda: history_shown(screen, HISTORY_ROWS))
        # The key's last turn ends here, counted: not in the probe's end, where the start-of-day
        # question it leaves open is closed and the window paints both lists again under it.
        await asyncio.sleep(0.05)
    await marks.mark(HISTORY_COUNTED)
    return _gaps("history", heartbeat)


def _large_jpeg(path: Path) -> Path:
    """A JPEG of noise at quality 100, about 83 MB (noise does not compress)."""
    import random

    from PySide6.QtGui import QImage

    width, height = SCAN_PIXELS
    pixels = random.Random(83).randbytes(width * height * 3)
    image = QImage(pixels, width, height, width * 3, QImage.Format.Format_RGB888)
    if not image.save(str(path), "JPEG", 100):  # type: ignore[call-overload]
        raise RuntimeError("the test JPEG could not be written")
    return path


async def _scan_stall(desk: Any) -> dict[str, Any]:
    """Longest gap while an 83 MB JPEG is read as a scan and shrunk, as the Book screen does."""
    from app.ui.registry import BOOK
    from app.ui.scans import shrink_scan
    from tests.perf.heartbeat import Heartbeat

    # The Book screen is built on first use: not measured here.
    reader = desk.controller(BOOK).people.scans
    with tempfile.TemporaryDirectory(prefix="bench-scan-") as folder:
        path = await asyncio.to_thread(_large_jpeg, Path(folder) / "passport.jpg")
        await asyncio.sleep(0.05)
        heartbeat = Heartbeat()
        started = time.perf_counter()
        with heartbeat.measuring():
            scan = await reader.read(0, path)
            small = await reader.run(0, lambda _stop: shrink_scan(scan))  # as the controller
        return {
            **_gaps("scan", heartbeat),
            "scan_s": time.perf_counter() - started,
            "scan_mb": path.stat().st_size / 1_000_000,
            "scan_shrunk_chars": small.chars,
        }


async def _history_year(desk: Any, folder: Path) -> dict[str, Any]:
    """History over a year's journal: first shown, searched as typed, a day, exported."""
    from PySide6.QtCore import QDate
    from PySide6.QtTest import QTest

    from app.ui.registry import HISTORY
    from tests.perf.heartbeat import Heartbeat, until
    from tests.perf.turn_marks import LOOP_TURNS
    from tests.perf.turn_parts import Response
    from tests.ui.helpers.history import history_shown

    measured: dict[str, Any] = {}
    screen = None

    def shown(total: int) -> bool:
        return screen is not None and history_shown(screen, total)

    with Heartbeat().measuring() as heartbeat:
        desk.window.show_screen(HISTORY)
        desk.controller(HISTORY).reload()
        screen = desk.window.page(HISTORY)
        await until(lambda: shown(YEAR_BOOKINGS))
        desk.controller(HISTORY).reload()
        await asyncio.sleep(0.3)
        await until(lambda: shown(YEAR_BOOKINGS))
    measured.update(_gaps("history_load", heartbeat))
    await asyncio.sleep(0.05)
    with LOOP_TURNS.responding(Response.KEY), Heartbeat().measuring() as heartbeat:
        for char in "guest 43210 b":
            QTest.keyClicks(screen.search_edit, char)
            await asyncio.sleep(0.03)
        await until(lambda: shown(1))
        screen.search_edit.clear()
        await until(lambda: shown(YEAR_BOOKINGS))
    measured.update(_gaps("history_search", heartbeat))
    await asyncio.sleep(0.05)

    async def only(day: dt.date) -> None:
        screen.day_edit.setDate(QDate(day.year, day.month, day.day))
        screen.day_check.setChecked(True)
        await until(lambda: screen.model.rows and screen.model.rows[0].sold_at.date() == day)

    middle = screen.days.totals[len(screen.days.totals) // 2].day
    with LOOP_TURNS.responding(Response.KEY), Heartbeat().measuring() as heartbeat:
        for step in range(DAY_STEPS + 1):
            await only(middle - dt.timedelta(days=step))
        screen.day_check.setChecked(False)
        await until(lambda: shown(YEAR_BOOKINGS))
    measured.update(_gaps("history_day", heartbeat))
    await asyncio.sleep(0.05)
    started = time.perf_counter()
    with Heartbeat().measuring() as heartbeat:
        exported = await desk.controller(HISTORY).export(folder / "year.csv", "", None)
    if exported != YEAR_BOOKINGS:
        raise RuntimeError(f"{exported} bookings exported")
    measured.update(_gaps("history_export", heartbeat))
    measured["export_s"] = time.perf_counter() - started
    return measured


async def shift_report_of(screen: Any, day: dt.date) -> int:
    """The shift report of ``day`` made on ``screen`` as staff ask for it, waited for; its
    operations' count."""
    from PySide6.QtCore import QDate

    from tests.perf.heartbeat import until

    screen.day_edit.setDate(QDate(day.year, day.month, day.day))
    screen.request_report()
    await until(lambda: screen.make_button.isEnabled())
    if screen.report is None or screen.report.day != day:
        raise RuntimeError(f"no shift report of {day}")
    return len(screen.report.lines)


async def _shift_year(desk: Any) -> dict[str, Any]:
    """The shift report of one day of a year's journal, then of a month's days in turn."""

    from app.domain.clock import service_today
    from app.ui.registry import SHIFT
    from tests.perf.heartbeat import Heartbeat

    desk.controller(SHIFT)  # built on first use: not measured here
    screen = desk.window.page(SHIFT)
    first = service_today() - dt.timedelta(days=MONTH_DAYS + 1)

    await asyncio.sleep(0.05)
    with Heartbeat().measuring() as heartbeat:
        lines = await shift_report_of(screen, first)
    day = _gaps("shift_day", heartbeat)
    await asyncio.sleep(0.05)
    with Heartbeat().measuring() as heartbeat:
        for offset in range(1, MONTH_DAYS + 1):
            await shift_report_of(screen, first + dt.timedelta(days=offset))
    return {**day, **_gaps("shift_month", heartbeat), "day_lines": lines}


async def _fill_year(desk: Any) -> None:
    """The desk's journal filled with YEAR_BOOKINGS bookings over the year to now."""
    from app.domain.clock import service_now
    from tests.ui.helpers.history import YEAR_SPACING, fill_journal

    start = service_now() - YEAR_SPACING * YEAR_BOOKINGS
    await asyncio.to_thread(
        fill_journal,
        desk.services.journal.folder,
        YEAR_BOOKINGS,
        YEAR_SPACING,
        start=start,
        with_requests=True,
    )
    # As the other stall probes: the warm-up's imports (History's among them) are the start's,
    # not History's first show; a journal filled in under 1.5 s met them there.
    await start_settled(desk)


async def _year(desk: Any) -> dict[str, Any]:
    """A journal of YEAR_BOOKINGS bookings over the year to now: History and the shift report."""
    await _fill_year(desk)
    with tempfile.TemporaryDirectory(prefix="bench-export-") as folder:
        return {**await _history_year(desk, Path(folder)), **await _shift_year(desk)}


async def _year_shift(desk: Any) -> dict[str, Any]:
    """The shift reports of a year's journal alone (counted apart: History's year takes most
    of an hour under callgrind)."""
    await _fill_year(desk)
    return await _shift_year(desk)


async def _stalls(desk: Any) -> dict[str, Any]:
    return {**await _catalogue_stall(desk), **await _history_stall(desk), **await _scan_stall(desk)}


def _run_probe(kind: str, base_url: str | None) -> int:
    from app.cli import run_desktop

    figures: dict[str, Any] = {}

    async def scenario(desk: Any) -> int:
        if kind == "walkin":
            # Imported only here: the start-up probe must load nothing the app does not.
            from tests.perf.walkin import walk_in

            figures.update(await walk_in(desk))
        elif kind == "walkin-foreign":
            from tests.perf.walkin import walk_in_foreign

            figures.update(await walk_in_foreign(desk))
        elif kind == "walkin-3-foreign":
            from tests.perf.walkin import walk_in_three_one_foreign

            figures.update(await walk_in_three_one_foreign(desk))
        elif kind == "walkin-activity":
            from tests.perf.walkin import walk_in_activity_cash

            figures.update(await walk_in_activity_cash(desk))
        elif kind in AADHAAR_PROBES.values():
            from tests.perf.walkin import walk_in_three_aadhaar

            scans = next(scans for scans, probe in AADHAAR_PROBES.items() if probe == kind)
            figures.update(await walk_in_three_aadhaar(desk, scans))
        else:
            probes = {
                "stall": _stalls,
                "year": _year,
                "year-shift": _year_shift,
                # Counted apart: the scan's 83 MB would take minutes under callgrind.
                "stall-catalogue": _catalogue_stall,
                "stall-history": _history_stall,
            }
            figures.update(await probes[kind](desk))
        return 0

    code = run_desktop(base_url, clocks_stilled(scenario))
    print(json.dumps(figures), flush=True)
    return code


if __name__ == "__main__":
    kinds = (
        ["stall"],
        ["year"],
        ["year-shift"],
        ["walkin"],
        ["walkin-activity"],
        ["walkin-foreign"],
        ["walkin-3-foreign"],
        *([probe] for probe in AADHAAR_PROBES.values()),
        ["stall-catalogue"],
        ["stall-history"],
    )
    if sys.argv[1:2] != ["probe"] or sys.argv[2:3] not in kinds:
        sys.exit(
            "usage: python -m tests.perf.bench_ui probe "
            "stall|year|year-shift|walkin|walkin-activity|walkin-foreign|walkin-3-foreign|"
            f"{'|'.join(AADHAAR_PROBES.values())}|stall-catalogue|stall-history [BASE_URL]"
        )
    sys.exit(_run_probe(sys.argv[2], sys.argv[3] if len(sys.argv) > 3 else None))
