"""The agency History bench in small (``make bench`` runs 20 counters of 2,000 sales): the season
written through the store's insert path reads back whole in the agency's views, and the app side
runs its scenario to the end on it, showing what was written (no times are checked)."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import psycopg
import pytest
from psycopg import sql

from app.agency.local_server import LocalServer
from app.agency.queries import PAGE_ROWS
from tests.perf.agency_history import CANCEL_EVERY, SALES_PER_DAY, Season, fill_season
from tests.perf.bench_agency_history import FIGURES, probe_runs

COUNTERS = 3
SALES = 2 * SALES_PER_DAY  # two days each: the first counter's first clerk sells on the first
DATABASE = "agency_history_test"


@pytest.fixture(scope="module")
def season(agency_server: LocalServer) -> Iterator[tuple[str, Season]]:
    """A small season in a database of its own; its URL and what was written."""
    name = sql.Identifier(DATABASE)
    with psycopg.connect(agency_server.url(), autocommit=True) as admin:
        admin.execute(sql.SQL("CREATE DATABASE {}").format(name))
    url = agency_server.url(DATABASE)
    yield url, asyncio.run(fill_season(url, COUNTERS, SALES))
    with psycopg.connect(agency_server.url(), autocommit=True) as admin:
        admin.execute(sql.SQL("DROP DATABASE {} WITH (FORCE)").format(name))


def test_every_counter_s_season_is_in_the_agency_s_views(season: tuple[str, Season]) -> None:
    url, written = season
    with psycopg.connect(url) as conn:
        sales = conn.execute(
            "SELECT counter_code, COUNT(*), COUNT(DISTINCT clerk), SUM(customer_total)"
            " FROM agency_sales WHERE counter_code LIKE 'C0_' GROUP BY 1 ORDER BY 1"
        ).fetchall()
        cancelled = conn.execute(
            "SELECT COUNT(*) FROM agency_sales WHERE refunded > 0"
            " AND status = 'Partially cancelled'"
        ).fetchone()
        unresolved = conn.execute("SELECT COUNT(*) FROM agency_unresolved").fetchone()
        progress = conn.execute(
            "SELECT contiguous_seq, last_seq, records FROM agency_counters"
            " WHERE counter_code LIKE 'C0_'"
        ).fetchall()

    # Two clerks each: one a day. Each sale two seats at INR 1,500.
    assert sales == [(f"C0{n}", SALES, 2, 3000 * SALES) for n in range(1, COUNTERS + 1)]
    assert written.sales == COUNTERS * SALES
    assert cancelled == (COUNTERS * (SALES // CANCEL_EVERY),)
    assert unresolved == (0,)  # every pending record has its sale
    # Pending and sale per sale, the cancellations, a shift's open, close and Z report a day.
    records = 2 * SALES + SALES // CANCEL_EVERY + 3 * 2
    assert progress == [(records, records, records)] * COUNTERS


def test_the_probe_runs_history_of_all_counters_over_the_season(
    season: tuple[str, Season],
) -> None:
    url, written = season

    [measured] = probe_runs(url, written, runs=1)

    # The first page is listed; the rest are read as the list is scrolled.
    assert measured["listed"] == min(PAGE_ROWS, COUNTERS * SALES)
    assert measured["clerks_seen"] == [written.clerk]
    assert measured["clerk_sales"] == SALES_PER_DAY
    assert measured["found"] == f"AN{COUNTERS:02d}{SALES // 2:06d}"
    for key in FIGURES:
        assert isinstance(measured[f"{key}_ms"], float)
        assert isinstance(measured[f"{key}_busy_ms"], float)
    phases = ("agency_load", "agency_filter", "agency_search")
    assert measured["agency_ms"] == max(measured[f"{phase}_ms"] for phase in phases)
