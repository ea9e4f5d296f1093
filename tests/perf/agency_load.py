"""The agency load test: N counters, each its own process and journal, selling against one
sandbox process while their replicators fill one agency store; then the audit.

``run_load`` runs it; ``audit`` compares the counters' journals, the agency store and the
sandbox's ledger afterwards. ``bench_agency`` (``make bench``) runs 50 counters for 20 s;
``tests/agency/test_load.py`` runs 3 for 3 s so the audit itself is tested.
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from contextlib import closing, contextmanager
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path
from typing import IO, Any

import psycopg

from app.counter.config.paths import HOME_ENV, AppPaths
from app.domain.money import ZERO, from_paise
from app.journal.schema import connect_read_only
from app.journal.store import DATABASE_NAME
from app.sandbox import SANDBOX_KEYS
from app.sandbox.ledger import JournalEvent
from tests.perf.agency_counter import Tally
from tests.perf.bench_sandbox import CLOCK, DEMO, prepare
from tests.perf.sandbox_process import free_port, start_server, wait_until_serving

CHECKOUT = Path(__file__).resolve().parents[2]
DAYS_PER_COUNTER = 5
# A counter ends within a second of its tally (its replicator stopped, its loop closed).
END_TIMEOUT_S = 60.0


@dataclass(frozen=True, slots=True)
class CounterRun:
    """One counter's folder and what it reported."""

    code: str
    home: Path
    tally: Tally

    @property
    def journal_db(self) -> Path:
        """The counter's journal database."""
        return AppPaths.under(self.home).journal / DATABASE_NAME


@dataclass(frozen=True, slots=True)
class LoadRun:
    """A finished run: its counters, the sandbox's database and the store it filled."""

    counters: list[CounterRun]
    sandbox_db: Path
    store_url: str
    seconds: float


def _spawn(
    code: str, home: Path, number: int, base_url: str, store_url: str, seconds: float
) -> subprocess.Popen[str]:
    """Start one counter process; it announces itself ready on stdout."""
    home.mkdir(parents=True, exist_ok=True)
    command = [
        sys.executable,
        "-m",
        "tests.perf.agency_counter",
        "--code",
        code,
        "--first-day",
        str(1 + number * DAYS_PER_COUNTER),
        "--days",
        str(DAYS_PER_COUNTER),
        "--seconds",
        str(seconds),
        base_url,
        SANDBOX_KEYS["demo"],
        store_url,
    ]
    with (home / "counter.log").open("w") as errors:
        return subprocess.Popen(
            command,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=errors,
            text=True,
            env={**os.environ, HOME_ENV: str(home)},
            cwd=CHECKOUT,  # where ``tests`` is importable from
        )


def _ended_badly(process: subprocess.Popen[str], home: Path) -> RuntimeError:
    """A counter's end as an error: its exit code and its log's tail (every thread's stack
    after a fatal signal: the counters run with ``PYTHONFAULTHANDLER`` as ``make bench`` sets)."""
    tail = (home / "counter.log").read_text(errors="replace").splitlines()[-40:]
    return RuntimeError(
        f"counter in {home} ended (exit code {process.returncode}):\n" + "\n".join(tail)
    )


def _line(process: subprocess.Popen[str], home: Path) -> dict[str, Any]:
    """The next JSON line of a counter; raise with its log's tail when it ended instead."""
    stream: IO[str] | None = process.stdout
    assert stream is not None
    text = stream.readline()
    if not text:
        process.wait()
        raise _ended_badly(process, home)
    answer: dict[str, Any] = json.loads(text)
    return answer


def await_end(process: subprocess.Popen[str], home: Path, timeout_s: float = END_TIMEOUT_S) -> None:
    """Wait for a counter that has given its tally to end; raise with its log's tail unless it
    ended cleanly (a fault while it closes would end a real counter's window too)."""
    try:
        process.wait(timeout_s)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
    if process.returncode != 0:
        raise _ended_badly(process, home)


@contextmanager
def _sandbox(folder: Path) -> Iterator[tuple[str, Path]]:
    """The shared sandbox in its own process, its demo wallet able to pay for the whole run."""
    db_path = folder / "sandbox.db"
    prepare(db_path).db.close()
    port = free_port()
    server = start_server(db_path, port, clock=CLOCK)
    try:
        wait_until_serving(port, server)
        yield f"http://127.0.0.1:{port}", db_path
    finally:
        server.terminate()
        server.wait(timeout=30)


def run_load(store_url: str, counters: int, seconds: float, folder: Path) -> LoadRun:
    """Run ``counters`` counter processes selling for ``seconds`` at once; wait until each has
    closed its shift, sent its whole outbox to the store at ``store_url`` and ended cleanly."""
    with _sandbox(folder) as (base_url, sandbox_db):
        homes = [(f"C{n + 1:02d}", folder / f"counter-{n + 1:02d}") for n in range(counters)]
        processes = [
            _spawn(code, home, n, base_url, store_url, seconds)
            for n, (code, home) in enumerate(homes)
        ]
        try:
            # Every counter has started and found its slots before any sells: one shared window.
            for process, (_, home) in zip(processes, homes, strict=True):
                _line(process, home)
            for process in processes:
                assert process.stdin is not None
                process.stdin.write("go\n")
                process.stdin.flush()
            runs = [
                CounterRun(code, home, Tally(**_line(process, home)))
                for process, (code, home) in zip(processes, homes, strict=True)
            ]
            for process, (_, home) in zip(processes, homes, strict=True):
                await_end(process, home)
        finally:
            for process in processes:
                if process.poll() is None:
                    process.kill()
                process.wait()
                for stream in (process.stdin, process.stdout):
                    if stream is not None:
                        stream.close()
    return LoadRun(runs, sandbox_db, store_url, seconds)


@dataclass(slots=True)
class Audit:
    """The counters' journals against the agency store against the sandbox's ledger.

    ``lost``: records of a journal's outbox missing from the store; ``duplicated``: records (or
    bookings) the store holds more than once; ``unknown``: stored records no journal has;
    ``misplaced``: records stored under another seq than their counter gave them; ``gaps``: the
    counters whose stored seqs are not 1..last of their journal, or whose progress says otherwise.
    """

    counters: int = 0
    records: int = 0
    stored: int = 0
    lost: int = 0
    duplicated: int = 0
    unknown: int = 0
    misplaced: int = 0
    gaps: list[str] = field(default_factory=list)
    lags_ms: list[float] = field(default_factory=list)
    sales: Totals = field(default_factory=lambda: Totals("sales"))

    @property
    def problems(self) -> list[str]:
        """Every way the audit fails, as sentences (empty when it holds)."""
        counts = [
            (self.lost, "records of the journals are not in the store"),
            (self.duplicated, "records or bookings are in the store more than once"),
            (self.unknown, "records of the store are in no journal"),
            (self.misplaced, "records are stored under another seq than their counter's"),
        ]
        found = [f"{count} {what}" for count, what in counts if count]
        found += [f"counter {name} is not gap-free in the store" for name in self.gaps]
        return found + self.sales.problems

    def summary(self) -> str:
        """One line for the bench's note."""
        verdict = "; ".join(self.problems) or (
            f"{self.counters} counters gap-free in the store; {self.sales.describe()}"
        )
        return f"{self.records} records: {verdict}"


@dataclass(slots=True)
class Totals:
    """Bookings and money as the journals, the store and the sandbox's ledger count them."""

    name: str
    journal_count: int = 0
    store_count: int = 0
    ledger_count: int = 0
    journal_debit: Decimal = ZERO
    store_debit: Decimal = ZERO
    ledger_debit: Decimal = ZERO
    journal_takings: Decimal = ZERO
    store_takings: Decimal = ZERO
    z_takings: Decimal = ZERO

    @property
    def problems(self) -> list[str]:
        """The totals that disagree, as sentences."""
        found = []
        if not self.journal_count == self.store_count == self.ledger_count:
            found.append(
                f"bookings differ: journals {self.journal_count}, store {self.store_count},"
                f" ledger {self.ledger_count}"
            )
        if not self.journal_debit == self.store_debit == self.ledger_debit:
            found.append(
                f"wallet debits differ: journals {self.journal_debit}, store {self.store_debit},"
                f" ledger {self.ledger_debit}"
            )
        if not self.journal_takings == self.store_takings == self.z_takings:
            found.append(
                f"takings differ: journals {self.journal_takings}, store {self.store_takings},"
                f" Z reports {self.z_takings}"
            )
        return found

    def describe(self) -> str:
        """The totals when they agree."""
        return (
            f"{self.store_count} bookings, wallet debits INR {self.store_debit} in the store =="
            " the journals == the sandbox's ledger; customers paid INR"
            f" {self.store_takings} == the journals == the Z reports"
        )


def audit(run: LoadRun) -> Audit:
    """Compare what the counters journalled, what the store holds and what the service booked."""
    result = Audit(counters=len(run.counters))
    journalled = _journal_side(run, result)
    with psycopg.connect(run.store_url) as conn:
        stored = _store_side(conn, result)
        progress: dict[str, int] = dict(
            conn.execute("SELECT counter_id::text, contiguous_seq FROM counter_progress")
        )
    _ledger_side(run.sandbox_db, result.sales)
    result.records = len(journalled)
    result.stored = len(stored)
    result.lost = len(journalled.keys() - stored.keys())
    result.unknown = len(stored.keys() - journalled.keys())
    result.misplaced = sum(
        1 for key in journalled.keys() & stored.keys() if journalled[key] != stored[key]
    )
    for counter in run.counters:
        owner = counter.tally.counter_id
        seqs = sorted(seq for (counter_id, _), seq in stored.items() if counter_id == owner)
        last = max(
            (seq for (counter_id, _), seq in journalled.items() if counter_id == owner), default=0
        )
        if seqs != list(range(1, last + 1)) or progress.get(owner) != last:
            result.gaps.append(counter.code)
    return result


Key = tuple[str, str]


def _journal_side(run: LoadRun, result: Audit) -> dict[Key, int]:
    """Every counter's outbox ((counter id, record id) -> seq); its journal's totals."""
    journalled: dict[Key, int] = {}
    totals = result.sales
    for counter in run.counters:
        with closing(connect_read_only(counter.journal_db)) as conn:
            for seq, record_id in conn.execute("SELECT seq, record_id FROM outbox"):
                journalled[(counter.tally.counter_id, record_id)] = seq
            (count,) = conn.execute("SELECT COUNT(*) FROM bookings").fetchone()
            totals.journal_count += count
            totals.journal_debit += _paise(conn, "SELECT SUM(total_paise) FROM bookings")
            totals.journal_takings += _paise(
                conn, "SELECT SUM(total_paise) FROM till_sales WHERE state = 'taken'"
            )
            for (figures,) in conn.execute("SELECT figures FROM z_reports"):
                totals.z_takings += Decimal(json.loads(figures)["cash_in"])
    return journalled


def _store_side(conn: psycopg.Connection[Any], result: Audit) -> dict[Key, int]:
    """The store's records ((counter id, record id) -> seq), each one's replication lag, and
    the totals of its sales."""
    rows = conn.execute("SELECT counter_id::text, record_id, seq FROM records").fetchall()
    stored = {(counter_id, record_id): seq for counter_id, record_id, seq in rows}
    count, refs, debit, takings = conn.execute(
        "SELECT count(*), count(DISTINCT booking_ref), COALESCE(sum(wallet_debit), 0),"
        " COALESCE(sum(customer_total), 0) FROM agency_sales"
    ).fetchone() or (0, 0, ZERO, ZERO)
    result.duplicated = len(rows) - len(stored) + count - refs
    totals = result.sales
    totals.store_count, totals.store_debit, totals.store_takings = count, debit, takings
    # Both times are this machine's clock: the outbox row's, made in the transaction that
    # journals the record, and the store's, at the start of the push that brought it.
    result.lags_ms = [
        float(lag)
        for (lag,) in conn.execute(
            "SELECT extract(epoch FROM received_at - created_at) * 1000 FROM records"
        )
    ]
    return stored


def _ledger_side(sandbox_db: Path, totals: Totals) -> None:
    """The bookings the sandbox's ledger debited the shared wallet for, and their sum."""
    with closing(sqlite3.connect(sandbox_db)) as conn:
        query = "FROM journals WHERE agent_id = ? AND event = ?"
        values = (DEMO, JournalEvent.BOOKING_SETTLED.value)
        (totals.ledger_count,) = conn.execute(f"SELECT COUNT(*) {query}", values).fetchone()
        totals.ledger_debit = _paise(conn, f"SELECT SUM(amount_paise) {query}", values)


def _paise(conn: sqlite3.Connection, query: str, values: tuple[Any, ...] = ()) -> Decimal:
    """The sum in paise that ``query`` selects, as rupees (0 when there are no rows)."""
    (paise,) = conn.execute(query, values).fetchone()
    return from_paise(paise or 0)
