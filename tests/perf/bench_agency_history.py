"""The agency's History over 20 counters: the desk's History in "All counters" mode on a
PostgreSQL agency store holding a busy season of 20 counters (2,000 sales each, with their
payments, pending records, cancellations and shifts: ``tests/perf/agency_history.py``), written
once per run through the store's own insert path.

Figures (the worst of 3 runs, each a fresh app process and home folder, against 16 ms): the
10 ms heartbeat's longest gap while History first shows every counter's bookings and reads them
again (``_load``), is filtered by a counter, then a clerk, and back (``_counter_filter``), and
is searched as typed to one sale and cleared (``_search``); ``ui_stall_agency_history_20_counters``
is the worst of the three.

``python -m tests.perf.bench_agency_history probe agency URL SEASON_JSON`` is the app side.
"""

from __future__ import annotations

import asyncio
import json
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from tests.perf.agency_history import Season, fill_season, history_stalls
from tests.perf.bench_agency import agency_database
from tests.perf.bench_ui import _environment, _worst_probes
from tests.perf.clocks import clocks_stilled
from tests.perf.figure import STALL_RUNS, Figure, stall_figure

COUNTERS = 20
SALES_PER_COUNTER = 2_000
PROBE = "agency"
MODULE = "tests.perf.bench_agency_history"
FIGURES = {
    "agency": ("ui_stall_agency_history_20_counters", "load, counter and clerk filter, search"),
    "agency_load": (
        "ui_stall_agency_history_20_counters_load",
        "first shown in All counters mode, then read again",
    ),
    "agency_filter": (
        "ui_stall_agency_history_20_counters_counter_filter",
        "filtered by one counter, then by one of its clerks, then back to every counter",
    ),
    "agency_search": (
        "ui_stall_agency_history_20_counters_search",
        "searched as typed to one sale (a phone number), then cleared",
    ),
}


def probe_runs(url: str, season: Season, runs: int = STALL_RUNS) -> list[dict[str, Any]]:
    """The app side ``runs`` times over the store at ``url`` holding ``season``; each run's
    answer."""
    with tempfile.TemporaryDirectory(prefix="bench-agency-history-") as scratch:
        env = _environment(Path(scratch))
        return _worst_probes(
            PROBE, env, url, json.dumps(season.as_json()), module=MODULE, runs=runs
        )


def run() -> list[Figure]:
    """20 counters' season in a PostgreSQL store of its own, then History over it, 3 times."""
    with agency_database() as url:
        started = time.perf_counter()
        season = asyncio.run(fill_season(url, COUNTERS, SALES_PER_COUNTER))
        fill_s = time.perf_counter() - started
        runs = probe_runs(url, season)
    scale = (
        f"History (All counters) over {COUNTERS} counters' {season.sales:,} sales in a "
        f"PostgreSQL agency store (written in {fill_s:.0f} s through its insert path); the "
        f"newest {runs[0]['listed']} listed"
    )
    return [
        stall_figure(name, runs, key, f"{scale}; {what}") for key, (name, what) in FIGURES.items()
    ]


def _probe(url: str, season: Season) -> int:
    from app.cli import run_desktop

    measured: dict[str, Any] = {}

    async def scenario(desk: Any) -> int:
        measured.update(await history_stalls(desk, season))
        return 0

    code = run_desktop(None, clocks_stilled(scenario), agency_db=url)
    print(json.dumps(measured), flush=True)
    return code


if __name__ == "__main__":
    if sys.argv[1:3] != ["probe", PROBE] or len(sys.argv) != 5:
        sys.exit(f"usage: python -m {MODULE} probe {PROBE} URL SEASON_JSON")
    sys.exit(_probe(sys.argv[3], Season(**json.loads(sys.argv[4]))))
