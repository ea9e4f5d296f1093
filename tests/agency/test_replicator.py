"""The replicator against a real PostgreSQL server that fails: down for a whole shift, restarted
mid-batch, a counter killed mid-push; every record arrives once, in each counter's order."""

from __future__ import annotations

import asyncio
import datetime as dt
import signal
import sqlite3
import subprocess
import sys
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import psycopg

from app.agency.identity import CounterIdentity
from app.agency.link import LinkState
from app.agency.local_server import LocalServer
from app.agency.replicator import Replicator
from app.agency.store import AgencyStore
from app.domain.clock import SERVICE_TZ
from app.journal import Journal
from tests.agency.records import counter, outbox_of, sell_many
from tests.journal.till_sales import sell, till_sale

WAIT_S = 60.0


async def until(check: Callable[[], Awaitable[bool]], what: str) -> None:
    """Wait until ``check`` holds (failing after a generous time, never asserting a speed)."""
    deadline = asyncio.get_running_loop().time() + WAIT_S
    while not await check():
        assert asyncio.get_running_loop().time() < deadline, f"still waiting for {what}"
        await asyncio.sleep(0.05)


async def query(url: str, sql: str) -> list[tuple[Any, ...]]:
    """The rows of ``sql`` on the store at ``url`` (an empty list when it is down)."""
    try:
        async with await psycopg.AsyncConnection.connect(url, connect_timeout=2) as conn:
            return await (await conn.execute(sql.encode())).fetchall()
    except psycopg.OperationalError:
        return []


async def execute(url: str, sql: str) -> None:
    """Run a statement on the store at ``url``."""
    async with await psycopg.AsyncConnection.connect(url) as conn:
        await conn.execute(sql.encode())


async def quick_open(url: str, password: str | None) -> AgencyStore:
    """``AgencyStore.open`` with short time-outs, so a test sees an outage soon."""
    return await AgencyStore.open(url, password, timeout_s=2)


@asynccontextmanager
async def replicating(
    folder: Path, desk: CounterIdentity, url: str, states: list[LinkState], batch_size: int = 200
) -> AsyncIterator[Replicator]:
    """A replicator of the journal in ``folder`` running as a task; ``states`` gets each state."""
    replicator = Replicator(
        folder / "journal.db",
        desk,
        url,
        on_state=states.append,
        batch_size=batch_size,
        poll_s=0.05,
        min_backoff_s=0.05,
        max_backoff_s=0.5,
        open_store=quick_open,
    )
    task = asyncio.create_task(replicator.run())
    try:
        yield replicator
    finally:
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)


async def arrived_once(url: str, folder: Path, desk: CounterIdentity) -> None:
    """Every outbox record of the journal in ``folder`` is in the store once, in seq order, and
    the outbox has nothing left unsent."""
    journal = sqlite3.connect(folder / "journal.db")
    try:
        local = journal.execute("SELECT seq, record_id FROM outbox ORDER BY seq").fetchall()
        unsent = journal.execute("SELECT count(*) FROM outbox WHERE sent_at IS NULL").fetchone()
    finally:
        journal.close()
    stored = await query(
        url,
        f"SELECT seq, record_id FROM records WHERE counter_id = '{desk.counter_id}' ORDER BY seq",
    )
    assert stored == [tuple(row) for row in local]
    assert unsent == (0,)
    progress = await query(
        url, f"SELECT contiguous_seq FROM counter_progress WHERE counter_id = '{desk.counter_id}'"
    )
    assert progress == [(local[-1][0],)]


async def test_a_whole_shift_with_the_store_down_arrives_once_when_it_returns(
    agency_server: LocalServer, agency_db: str, tmp_path: Path
) -> None:
    desk = counter()
    states: list[LinkState] = []
    sell_many(tmp_path, 1, prefix="before")
    agency_server.stop()
    try:
        async with replicating(tmp_path, desk, agency_db, states) as replicator:
            await until(
                lambda: _true(replicator.state is not None and replicator.state.offline_since),
                "the link to go offline",
            )
            sell_many(tmp_path, 5, prefix="shift")  # the counter keeps selling
            waiting = len(outbox_of(tmp_path))
            await until(
                lambda: _true(replicator.state is not None and replicator.state.waiting == waiting),
                "the waiting records to be counted",
            )
            offline = replicator.state
            assert offline is not None and not offline.synced
            assert offline.describe().startswith("Agency: offline since ")
            assert offline.describe().endswith(f"({waiting} waiting)")
            assert offline.last_error
            agency_server.start()
            await until(
                lambda: _true(replicator.state is not None and replicator.state.synced),
                "everything to arrive",
            )
    finally:
        if not agency_server.running:
            agency_server.start()
    await arrived_once(agency_db, tmp_path, desk)
    assert states[-1].describe() == "Agency: synced"


async def _true(value: object) -> bool:
    return bool(value)


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
    try:
        async with replicating(tmp_path, desk, agency_db, states) as replicator:
            await until(lambda: inserting(agency_db), "a batch to be half-way in")
            agency_server.stop("immediate")
            assert await query(agency_db, "SELECT 1") == []
            agency_server.start()
            assert await query(agency_db, "SELECT count(*) FROM records") == [(0,)]
            await execute(agency_db, "DROP TRIGGER slow_insert ON records")
            await until(
                lambda: _true(replicator.state is not None and replicator.state.synced),
                "everything to arrive",
            )
    finally:
        if not agency_server.running:
            agency_server.start()
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
        await until(
            lambda: _true(replicator.state is not None and replicator.state.synced),
            "everything to arrive",
        )
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
        await until(
            lambda: _true(replicator.state is not None and replicator.state.synced),
            "everything to be marked sent",
        )
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
            await until(
                lambda r=replicator: _true(r.state is not None and r.state.synced),  # type: ignore[misc]
                "everything to arrive",
            )
        await arrived_once(agency_db, folder, desk)
    sales = await query(
        agency_db,
        f"SELECT request_id, created_at FROM agency_sales WHERE counter_id = '{behind.counter_id}'"
        " ORDER BY seq",
    )
    assert [s[0] for s in sales] == ["sale-0", "sale-1", "sale-2"]
    made = [s[1] for s in sales]
    assert made == sorted(made, reverse=True)  # its wall clock says the opposite order
