"""The agency store under load: 50 counters, each its own process and journal, selling through
the real sale path against one sandbox process for 20 s while their replicators fill one
PostgreSQL (``tests/perf/agency_load.py``); then the audit.

Figures: the records the store received per second, the replication lag of the sales (p50, p99;
budget 2 s), records lost and duplicated (budget 0), and the audit's problems (budget 0: every
counter gap-free in the store, bookings and money the same in the journals, the store and the
sandbox's ledger).
"""

from __future__ import annotations

import math
import shutil
import tempfile
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

import psycopg
from psycopg import sql

from app.agency.local_server import LocalServer
from tests.perf.agency_load import Audit, LoadRun, audit, run_load
from tests.perf.figure import Figure

COUNTERS = 50
SECONDS = 20.0
DATABASE = "agency_bench"


def percentile(values: Sequence[float], share: float) -> float:
    """The nearest-rank percentile (``share`` of 1); infinite when there are no values."""
    if not values:
        return math.inf
    ordered = sorted(values)
    return ordered[max(0, math.ceil(share * len(ordered)) - 1)]


@contextmanager
def agency_database() -> Iterator[str]:
    """A PostgreSQL server of its own (durable, as in an office) with an empty database; its URL."""
    # Under the system's temporary folder, open to others: as root the server runs as another user.
    root = Path(tempfile.mkdtemp(prefix="bench-agency-"))
    root.chmod(0o755)
    server = LocalServer(root / "server")
    try:
        server.start()
        with psycopg.connect(server.url(), autocommit=True) as admin:
            admin.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(DATABASE)))
        yield server.url(DATABASE)
    finally:
        server.stop()
        shutil.rmtree(root, ignore_errors=True)


def figures(load: LoadRun, result: Audit) -> list[Figure]:
    """The run's figures and the audit's verdict."""
    selling = max(counter.tally.selling_s for counter in load.counters)
    sales = sum(counter.tally.sales for counter in load.counters)
    refused = sum(counter.tally.refused for counter in load.counters)
    undrained = [counter.code for counter in load.counters if not counter.tally.drained]
    scale = f"{len(load.counters)} counters selling {selling:.1f} s"
    lag_note = (
        f"{len(result.lags_ms)} records: from made in the counter's outbox (the journal's"
        " transaction) to received in the store"
    )
    return [
        Figure(
            name="agency_records_per_s",
            value=result.stored / selling,
            unit="records/s",
            note=f"{scale}: {result.stored} records in the store ({sales} sales, {refused} refused"
            f" by the service, {sales / selling:.1f} sales/s; each sale is a pending and a sale"
            " record, each shift its open, close and Z report)",
        ),
        Figure(
            name="agency_lag_p50_ms",
            value=percentile(result.lags_ms, 0.50),
            unit="ms",
            note=lag_note,
        ),
        Figure(
            name="agency_lag_p99_ms",
            value=percentile(result.lags_ms, 0.99),
            unit="ms",
            note=lag_note,
        ),
        Figure(
            name="agency_lost",
            value=result.lost,
            unit="records",
            note=f"of {result.records} records in the counters' outboxes, not in the store"
            + (f"; outboxes not emptied in time: {', '.join(undrained)}" if undrained else ""),
        ),
        Figure(
            name="agency_duplicated",
            value=result.duplicated,
            unit="records",
            note="records or bookings the store holds more than once",
        ),
        Figure(
            name="agency_audit_problems",
            value=len(result.problems),
            unit="problems",
            note=result.summary(),
        ),
    ]


def run() -> list[Figure]:
    """50 counters for 20 s against one sandbox and one agency store, then the audit."""
    with (
        agency_database() as url,
        tempfile.TemporaryDirectory(prefix="bench-counters-") as folder,
    ):
        load = run_load(url, COUNTERS, SECONDS, Path(folder))
        return figures(load, audit(load))
