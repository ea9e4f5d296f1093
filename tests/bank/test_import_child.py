"""A statement imported by its child process (``counterdesk --statement-import-child``): its
sentences in the screens' language, a file that is no statement, a child killed in the middle
of its one transaction, and an import stopped by staff each keep nothing of the file."""

from __future__ import annotations

import asyncio
import datetime as dt
import json
import sqlite3
import sys
import time
from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from app import i18n
from app.bank.reading import read_statement
from app.bank.statement import StatementError
from app.counter.services import bank_statements, statement_process
from app.counter.services.bank_statements import StatementService
from app.counter.services.statement_process import ImportProcess, ImportProcessFailed
from app.journal import Journal
from app.journal.store import DATABASE_NAME
from tests.bank.planted import killed_after
from tests.bank.statements import Transfer, declared, write

STAMP = dt.datetime(2026, 5, 2, 18, 0, tzinfo=dt.UTC)
DEVANAGARI = range(0x0900, 0x0980)


@pytest.fixture
def journal(tmp_path: Path) -> Iterator[Journal]:
    with Journal(tmp_path / "journal") as opened:
        yield opened


def transfers(count: int) -> list[Transfer]:
    """``count`` credits over April, each with a reference of its own."""
    start = dt.date(2026, 4, 1)
    return [
        Transfer(
            start + dt.timedelta(days=n * 30 // count),
            dt.time(10),
            Decimal(500 + n % 900),
            f"6{n:011d}",
        )
        for n in range(count)
    ]


def stored_counts(database: Path) -> tuple[int, int, int]:
    """The journal's imports, statement rows and matches."""
    conn = sqlite3.connect(database)
    try:
        return tuple(
            conn.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
            for table in ("bank_imports", "bank_rows", "bank_matches")
        )
    finally:
        conn.close()


def in_hindi(text: str) -> bool:
    return any(ord(c) in DEVANAGARI for c in text)


def test_the_child_keeps_the_rows_and_says_their_faults_in_the_screens_language(
    journal: Journal, tmp_path: Path
) -> None:
    path, line = write("HDFC Bank", tmp_path, transfers(40), malformed=True)
    database = journal.folder / DATABASE_NAME
    told: list[tuple[int, int]] = []
    with i18n.in_language(i18n.HINDI):
        answer = ImportProcess(database, path, STAMP, share=True, accounts=declared()).wait(
            lambda done, total: told.append((done, total))
        )
    imported = answer.imported
    assert (imported.layout, imported.read, imported.new) == ("HDFC Bank", 40, 40)
    assert [u.line for u in imported.unreadable] == [line]
    reason = imported.unreadable[0].reason
    assert in_hindi(reason) and "31/02/26" in reason, reason
    assert told and told[-1][0] == told[-1][1] > 0
    # The rows for the agency store, whole and as this process reads them.
    assert answer.rows_whole and answer.rows == read_statement(path).rows
    assert stored_counts(database) == (1, 40, 0)
    assert journal.bank.covered_until() == dt.date(2026, 4, 30)


@pytest.mark.parametrize("language", [i18n.ENGLISH, i18n.HINDI])
def test_a_file_that_is_no_statement_is_its_sentence_and_keeps_nothing(
    journal: Journal, tmp_path: Path, language: str
) -> None:
    path = tmp_path / "notes.csv"
    path.write_text("Dear owner,\nplease find the menu attached.\n", encoding="utf-8")
    database = journal.folder / DATABASE_NAME
    with i18n.in_language(language), pytest.raises(StatementError) as refused:
        ImportProcess(database, path, STAMP, accounts=declared()).wait()
    said = str(refused.value)
    assert in_hindi(said) is (language == i18n.HINDI), said
    if language == i18n.ENGLISH:
        assert said.startswith("No header row of a known statement layout was found")
    assert stored_counts(database) == (0, 0, 0)


def test_a_child_killed_inside_its_transaction_keeps_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "journal"
    Journal(folder).close()  # its write-ahead log folded in and removed on closing
    database = folder / DATABASE_NAME
    path, _line = write("HDFC Bank", tmp_path, transfers(2_000))
    # Killed with its rows written and matched, before its transaction commits (planted: a
    # kill timed by the log's size raced the commit, which is now told as kept).
    monkeypatch.setattr(statement_process, "child_command", lambda: killed_after("_match"))
    with pytest.raises(ImportProcessFailed) as failed:
        ImportProcess(database, path, STAMP, accounts=declared()).wait()
    assert isinstance(failed.value, OSError)  # staff read it as the import's OSError
    assert str(failed.value) == (
        f"its reading stopped before the end (exit code {failed.value.code}), and nothing of "
        "it was kept."
    )
    assert stored_counts(database) == (0, 0, 0)


def test_a_child_that_fails_at_its_start_is_the_same_sentence(
    journal: Journal, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    dying = [
        sys.executable,
        "-c",
        "import sys; sys.stderr.write('no module app'); sys.exit(3)",
    ]
    monkeypatch.setattr(statement_process, "child_command", lambda: dying)
    path, _line = write("HDFC Bank", tmp_path, transfers(5))
    with pytest.raises(ImportProcessFailed) as failed:
        ImportProcess(journal.folder / DATABASE_NAME, path, STAMP, accounts=declared()).wait()
    assert (failed.value.code, failed.value.said) == (3, "no module app")
    assert "exit code 3" in str(failed.value) and "no module app" not in str(failed.value)


def test_an_import_stopped_ends_its_child_and_keeps_nothing(
    journal: Journal, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path, _line = write("HDFC Bank", tmp_path, transfers(20_000))
    children: list[ImportProcess] = []

    class Kept(ImportProcess):
        def __init__(self, *args: Any) -> None:
            super().__init__(*args)
            children.append(self)

    monkeypatch.setattr(bank_statements, "ImportProcess", Kept)
    desk = StatementService(journal, now=lambda: STAMP, accounts=declared)

    async def stopped() -> None:
        loop = asyncio.get_running_loop()
        reading = asyncio.Event()

        def told(_done: int, _total: int) -> None:
            loop.call_soon_threadsafe(reading.set)

        task = asyncio.create_task(desk.import_file(path, told))
        await asyncio.wait_for(reading.wait(), 60)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task

    asyncio.run(stopped())
    assert len(children) == 1
    deadline = time.monotonic() + 10
    while children[0]._child.running():
        assert time.monotonic() < deadline
        time.sleep(0.01)
    assert stored_counts(journal.folder / DATABASE_NAME) == (0, 0, 0)


_WATCHED = """
import atexit, json, runpy, sys

atexit.register(lambda: open({out!r}, "w").write(json.dumps(sorted(sys.modules))))
sys.argv = [{command!r}, *{flags!r}]
runpy.run_module("app.cli", run_name="__main__", alter_sys=True)
"""


def test_the_child_starts_without_the_screens_or_qt(
    journal: Journal, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The child, started from ``app.cli`` as the app starts it, says its sentences in the
    screens' language with no module of ``app.ui`` and no PySide6 loaded (issue 94)."""
    started = statement_process.child_command()
    assert started[1:3] == ["-m", "app.cli"]
    out = tmp_path / "modules.json"
    script = _WATCHED.format(out=str(out), command="app.cli", flags=started[3:])
    monkeypatch.setattr(statement_process, "child_command", lambda: [started[0], "-c", script])
    path, _line = write("HDFC Bank", tmp_path, transfers(3), malformed=True)
    with i18n.in_language(i18n.HINDI):
        answer = ImportProcess(
            journal.folder / DATABASE_NAME, path, STAMP, accounts=declared()
        ).wait()
    assert in_hindi(answer.imported.unreadable[0].reason)
    loaded = json.loads(out.read_text())
    assert "app.counter.services.statement_process" in loaded
    assert [name for name in loaded if name.split(".")[0] in ("PySide6", "shiboken6")] == []
    assert [name for name in loaded if name == "app.ui" or name.startswith("app.ui.")] == []
