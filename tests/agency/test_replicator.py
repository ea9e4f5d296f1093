"""The replicator against a real PostgreSQL server that fails: down for a whole shift, restarted
mid-batch, a counter killed mid-push; every record arrives once, in each counter's order."""

from __future__ import annotations

import datetime as dt
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

from app.agency.identity import CounterIdentity
from app.agency.link import LinkState
from app.agency.local_server import LocalServer
from app.agency.store import AgencyStore
from app.domain.clock import SERVICE_TZ
from app.journal import Journal
from tests.agency.records import counter, sell_many
from tests.agency.replication import (
    arrived_once,
    execute,
    offline,
    query,
    replicating,
    started_again,
    until,
    until_synced,
)
from tests.journal.till_sales import outbox_of, sell, till_sale


async def test_a_whole_shift_with_the_store_down_arrives_once_when_it_returns(
    agency_server: LocalServer, agency_db: str, tmp_path: Path
) -> None:
    desk = counter()
    states: list[LinkState] = []
    sell_many(tmp_path, 1, prefix="before")
    agency_server.stop()
    with started_again(agency_server):
        async with replicating(tmp_path, desk, agency_db, states) as replicator:
            await until(
                lambda: offline(replicator),
                "the link to go offline",
            )
            sell_many(tmp_path, 5, prefix="shift")  # the counter keeps selling
            waiting = len(outbox_of(tmp_path))
            await until(
                lambda: replicator.state is not None and replicator.state.waiting == waiting,
                "the waiting records to be counted",
            )
            down = replicator.state
            assert down is not None and not down.synced
            assert down.describe().startswith("Agency: offline since ")
            assert down.describe().endswith(f"({waiting} waiting)")
            assert down.last_error
            agency_server.start()
            await until_synced(replicator)
    await arrived_once(agency_db, tmp_path, desk)
    assert states[-1].describe() == "Agency: synced"


SLOW_INSERTS = """
CREATE FUNCTION slow_insert() RETURNS trigger LANGUAGE plpgsql AS
$$ BEGIN PERFORM pg_sleep(0.05); RETURN NEW; END $$;
CREATE TRIGGER slow_insert BEFORE INSERT ON records FOR EACH ROW EXECUTE FUNCTION slow_insert();
"""


async def slowed(url: str) -> None:
    """Make the store's schema and slow every record's insert down (a batch takes seconds)."""
    await (await AgencyStore.open(url)).close()
    await execute(url, SLOW_INSERTS)


async def inserting(url: str) -> bool:
    """A batch of records is being inserted right now."""
    active = await query(
        url,
        "SELECT count(*) FROM pg_stat_activity WHERE state = 'active'"
        " AND query LIKE 'INSERT INTO records%'",
    )
    return bool(active) and active[0][0] > 0


async def idle(url: str) -> bool:
    """No batch of records is being inserted."""
    return not await inserting(url)


async def test_the_store_restarted_mid_batch_loses_and_repeats_nothing(
    agency_server: LocalServer, agency_db: str, tmp_path: Path
) -> None:
    desk = counter()
    await slowed(agency_db)
    sell_many(tmp_path, 20)
    states: list[LinkState] = []
    with started_again(agency_server):
        async with replicating(tmp_path, desk, agency_db, states) as replicator:
            await until(lambda: inserting(agency_db), "a batch to be half-way in")
            agency_server.stop("immediate")
            assert await query(agency_db, "SELECT 1") == []
            agency_server.start()
            assert await query(agency_db, "SELECT count(*) FROM records") == [(0,)]
            await execute(agency_db, "DROP TRIGGER slow_insert ON records")
            await until_synced(replicator)
    assert any(s.offline_since is not None for s in states)
    await arrived_once(agency_db, tmp_path, desk)


def push_child(folder: Path, url: str, desk: CounterIdentity) -> subprocess.Popen[bytes]:
    """A counter's replicator in a process of its own."""
    return subprocess.Popen(
        [
            sys.executable,
            "-m",
            "tests.agency.push_child",
            str(folder),
            url,
            desk.counter_id,
            desk.installation_key,
        ],
        cwd=Path(__file__).resolve().parents[2],
    )


async def test_a_counter_killed_mid_push_sends_the_rest_once_after_restart(
    agency_db: str, tmp_path: Path
) -> None:
    desk = counter()
    await slowed(agency_db)
    sell_many(tmp_path, 10)
    child = push_child(tmp_path, agency_db, desk)
    try:
        await until(lambda: inserting(agency_db), "the child's batch to be half-way in")
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
    await until(lambda: idle(agency_db), "the dead child's batch to be gone")
    await execute(agency_db, "DROP TRIGGER slow_insert ON records")
    states: list[LinkState] = []
    async with replicating(tmp_path, desk, agency_db, states) as replicator:
        await until_synced(replicator)
    await arrived_once(agency_db, tmp_path, desk)


async def test_a_counter_killed_after_the_store_committed_sends_nothing_twice(
    agency_db: str, tmp_path: Path
) -> None:
    desk = counter()
    await (await AgencyStore.open(agency_db)).close()  # the schema, before the child makes it
    sell_many(tmp_path, 10)
    expected = len(outbox_of(tmp_path))
    # The journal's write lock held: the child pushes, but cannot mark the batch sent.
    holder = sqlite3.connect(tmp_path / "journal.db", isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    child = push_child(tmp_path, agency_db, desk)
    try:
        await until(
            lambda: _stored(agency_db, expected), "the child's batch to be committed in the store"
        )
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
        holder.execute("ROLLBACK")
        holder.close()
    assert len(outbox_of(tmp_path)) == expected  # none marked sent: all will go again
    states: list[LinkState] = []
    async with replicating(tmp_path, desk, agency_db, states) as replicator:
        await until_synced(replicator)
        assert replicator.sent == expected
    await arrived_once(agency_db, tmp_path, desk)


async def _stored(url: str, count: int) -> bool:
    return await query(url, "SELECT count(*) FROM records") == [(count,)]


async def test_clock_skew_never_reorders_a_counters_records(agency_db: str, tmp_path: Path) -> None:
    # This counter's clock runs backwards: set back an hour after each sale.
    clock = [dt.datetime(2026, 12, 1, 18, 0, tzinfo=SERVICE_TZ)]
    behind = counter("HL1")
    with Journal(tmp_path / "behind", now=lambda: clock[0]) as journal:
        for n in range(3):
            sell(journal, f"sale-{n}", till_sale())
            clock[0] -= dt.timedelta(hours=1)
    ahead = counter("PB1")
    sell_many(tmp_path / "ahead", 3, prefix="ahead")
    states: list[LinkState] = []
    for folder, desk in ((tmp_path / "behind", behind), (tmp_path / "ahead", ahead)):
        async with replicating(folder, desk, agency_db, states) as replicator:
            await until_synced(replicator)
        await arrived_once(agency_db, folder, desk)
    sales = await query(
        agency_db,
        f"SELECT request_id, created_at FROM agency_sales WHERE counter_id = '{behind.counter_id}'"
        " ORDER BY seq",
    )
    assert [s[0] for s in sales] == ["sale-0", "sale-1", "sale-2"]
    made = [s[1] for s in sales]
    assert made == sorted(made, reverse=True)  # its wall clock says the opposite order


def test_a_replicator_stopped_while_its_store_is_down_never_crashes_the_counter(
    agency_server: LocalServer, agency_db: str, tmp_path: Path
) -> None:
    # Stopped while it read the outbox in a worker, the replicator closed the reader from
    # another worker under the read: a segmentation fault within 300 stops, in 3 runs of 3.
    sell_many(tmp_path, 3)
    with started_again(agency_server):
        agency_server.stop()
        child = subprocess.run(
            [sys.executable, "-m", "tests.agency.stop_child", str(tmp_path), agency_db, "300"],
            cwd=Path(__file__).resolve().parents[2],
            capture_output=True,
            text=True,
            timeout=300,
        )
    assert child.returncode == 0, child.stderr[-3000:]
    assert child.stdout.strip() == "stopped 300 times"
    assert len(outbox_of(tmp_path)) == 9  # nothing was sent (3 sales, each with its money event)
