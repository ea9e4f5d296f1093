"""The agency load test in small (``make bench`` runs 20 counters for 20 s): three counter
processes selling at once through the real sale path against one sandbox process, replicating to
a real PostgreSQL; the audit holds, and it finds what is wrong when the store is tampered with."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path

import psycopg
import pytest
from psycopg import sql

from app.agency.local_server import LocalServer
from tests.perf.agency_load import Audit, CounterRun, LoadRun, audit, await_end, run_load

COUNTERS = 3
SECONDS = 3.0
DATABASE = "agency_load_test"


@pytest.fixture(scope="module")
def load(agency_server: LocalServer, tmp_path_factory: pytest.TempPathFactory) -> Iterator[LoadRun]:
    """One small run, in a database of its own, for the module's tests (which undo what they do
    to the store)."""
    name = sql.Identifier(DATABASE)
    with psycopg.connect(agency_server.url(), autocommit=True) as admin:
        admin.execute(sql.SQL("CREATE DATABASE {}").format(name))
    yield run_load(agency_server.url(DATABASE), COUNTERS, SECONDS, tmp_path_factory.mktemp("load"))
    with psycopg.connect(agency_server.url(), autocommit=True) as admin:
        admin.execute(sql.SQL("DROP DATABASE {} WITH (FORCE)").format(name))


def test_every_record_of_every_counter_arrives_once_and_the_totals_agree(load: LoadRun) -> None:
    result = audit(load)

    assert result.problems == []
    assert all(counter.tally.sales > 0 and counter.tally.drained for counter in load.counters)
    sales = sum(counter.tally.sales for counter in load.counters)
    assert result.sales.store_count == result.sales.ledger_count == sales
    events = [money_events(counter) for counter in load.counters]
    # A money event for each sale it made and the drawer count at its close, and no other.
    assert events == [
        Counter({"sale": counter.tally.sales, "drawer_count": 1}) for counter in load.counters
    ]
    # Each sale: its pending record and its sale; each shift: open, close and Z report; and
    # each money event its record.
    assert (
        result.records
        == result.stored
        == 2 * sales + 3 * COUNTERS + sum(event.total() for event in events)
    )
    assert (result.lost, result.duplicated, result.gaps) == (0, 0, [])
    assert result.sales.store_debit > 0 and result.sales.store_takings > 0
    assert len(result.lags_ms) == result.stored and min(result.lags_ms) > 0


def money_events(counter: CounterRun) -> Counter[str]:
    """The money events the counter's journal recorded, by kind."""
    with closing(sqlite3.connect(counter.journal_db)) as conn:
        return Counter(kind for (kind,) in conn.execute("SELECT kind FROM money_events"))


def tampered(load: LoadRun, statement: str) -> Audit:
    """The audit of the store with ``statement`` applied, then undone."""
    with psycopg.connect(load.store_url) as conn:
        conn.execute("CREATE TEMPORARY TABLE saved AS SELECT * FROM records")
        conn.execute(statement)
        conn.commit()
        try:
            return audit(load)
        finally:
            conn.execute("DELETE FROM records")
            conn.execute("INSERT INTO records SELECT * FROM saved")
            conn.commit()


def test_a_record_missing_from_the_store_is_lost_and_leaves_a_gap(load: LoadRun) -> None:
    result = tampered(
        load,
        "DELETE FROM records"
        " WHERE record_id = (SELECT record_id FROM records WHERE kind = 'sale' LIMIT 1)",
    )

    assert result.lost == 1 and len(result.gaps) == 1
    assert any("bookings differ" in problem for problem in result.problems)


def test_records_stored_out_of_their_counter_order_are_found(load: LoadRun) -> None:
    result = tampered(load, "UPDATE records SET seq = seq + 100000 WHERE kind = 'shift_open'")

    assert result.misplaced == COUNTERS and len(result.gaps) == COUNTERS
    assert result.lost == result.unknown == 0


def test_a_booking_stored_twice_is_duplicated(load: LoadRun) -> None:
    result = tampered(
        load,
        "INSERT INTO records (counter_id, seq, record_id, kind, body, created_at)"
        " SELECT counter_id, seq + 100000, record_id || ':again', kind, body, created_at"
        " FROM records WHERE kind = 'sale' LIMIT 1",
    )

    assert result.duplicated == 1 and result.unknown == 1
    assert any("wallet debits differ" in problem for problem in result.problems)


def test_money_the_store_disagrees_on_is_found(load: LoadRun) -> None:
    result = tampered(
        load,
        "UPDATE records SET body = jsonb_set(body, '{payment,customer_total}', '\"0.01\"')"
        " WHERE record_id = (SELECT record_id FROM records WHERE kind = 'sale' LIMIT 1)",
    )

    assert (result.lost, result.duplicated, result.gaps) == (0, 0, [])
    assert [problem for problem in result.problems if problem.startswith("takings differ")]


def _counter_ending_with(code: str, home: Path) -> subprocess.Popen[str]:
    """A process standing in for a counter that has given its tally and now runs ``code``."""
    home.mkdir()
    with (home / "counter.log").open("w") as log:
        return subprocess.Popen(
            [sys.executable, "-X", "faulthandler", "-c", code], stderr=log, text=True
        )


def test_a_counter_that_dies_after_its_tally_is_reported_with_its_stacks(tmp_path: Path) -> None:
    # The bench stopped counters still closing after their tally: a fault then went unseen.
    crash = "import ctypes; ctypes.string_at(0)"  # a read of address 0: SIGSEGV
    dying = _counter_ending_with(crash, tmp_path / "dying")
    with pytest.raises(RuntimeError, match=r"ended \(exit code -11\)") as ended:
        await_end(dying, tmp_path / "dying")
    assert "Fatal Python error: Segmentation fault" in str(ended.value)

    closing = _counter_ending_with("import time; time.sleep(0.5)", tmp_path / "closing")
    await_end(closing, tmp_path / "closing")  # waited for, and a clean end is no error
    assert closing.returncode == 0
