"""Running a replicator in a test, and checking what reached the agency store."""

from __future__ import annotations

import asyncio
import inspect
import sqlite3
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path
from typing import Any

import psycopg

from app.agency.identity import CounterIdentity
from app.agency.link import LinkState
from app.agency.local_server import LocalServer
from app.agency.replicator import Replicator
from app.agency.store import AgencyStore

WAIT_S = 60.0


async def until(check: Callable[[], Awaitable[bool] | bool], what: str) -> None:
    """Wait until ``check`` holds (failing after a generous time, never asserting a speed)."""
    deadline = asyncio.get_running_loop().time() + WAIT_S
    while True:
        result = check()
        if await result if inspect.isawaitable(result) else result:
            return
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
    folder: Path,
    desk: CounterIdentity,
    url: str,
    states: list[LinkState],
    batch_size: int = 200,
    resumed: list[str] | None = None,
) -> AsyncIterator[Replicator]:
    """A replicator of the journal in ``folder`` running as a task; ``states`` gets each state,
    ``resumed`` each receipt prefix the store's numbers ended."""
    replicator = Replicator(
        folder / "journal.db",
        desk,
        url,
        on_state=states.append,
        on_receipts=(resumed if resumed is not None else []).append,
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


def synced(replicator: Replicator) -> bool:
    """The replicator's last state says everything is in the store."""
    return replicator.state is not None and replicator.state.synced


def offline(replicator: Replicator) -> bool:
    """The replicator's last state says the store cannot be reached."""
    return replicator.state is not None and replicator.state.offline_since is not None


async def until_synced(replicator: Replicator) -> None:
    """Wait until everything the replicator's journal has is in the store."""
    await until(lambda: synced(replicator), "everything to arrive")


@contextmanager
def started_again(server: LocalServer) -> Iterator[LocalServer]:
    """Within the block the test may stop ``server``; it runs again after, whatever happened."""
    try:
        yield server
    finally:
        if not server.running:
            server.start()


async def replicate_once(folder: Path, desk: CounterIdentity, url: str) -> None:
    """Run a replicator of the journal in ``folder`` until everything it has is in the store."""
    async with replicating(folder, desk, url, []) as replicator:
        await until_synced(replicator)
