"""A stopped import told as it is (issue 78): the import's child killed at a planted point
between its commit and its answer, and at random points, and each outcome told from what the
journal holds under the import's token, never from how the child ended."""

from __future__ import annotations

import random
import sqlite3
import threading
from pathlib import Path

import pytest

from app.counter.services import statement_process
from app.counter.services.statement_process import ImportAnswer, ImportProcess, ImportProcessFailed
from app.journal import Journal
from app.journal.store import DATABASE_NAME
from tests.bank.planted import killed_after
from tests.bank.statements import declared, write
from tests.bank.test_import_child import STAMP, stored_counts, transfers


def _journal(folder: Path) -> Path:
    Journal(folder).close()
    return folder / DATABASE_NAME


def test_a_child_killed_between_its_commit_and_its_answer_is_told_all_was_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(
        statement_process, "child_command", lambda: killed_after("import_statement")
    )
    database = _journal(tmp_path / "journal")
    path, _line = write("HDFC Bank", tmp_path, transfers(300))
    answer = ImportProcess(database, path, STAMP, share=True, accounts=declared()).wait()
    assert answer.ended_early and not answer.rows_whole
    assert (answer.imported.read, answer.imported.new) == (300, 300)
    assert answer.imported.account == "50200012345678"
    assert stored_counts(database) == (1, 300, 0)


def _outcome(database: Path, path: Path, delay: float) -> ImportAnswer | ImportProcessFailed:
    child = ImportProcess(database, path, STAMP, accounts=declared())
    killer = threading.Timer(delay, child._child.kill)  # as the system's task manager would
    killer.start()
    try:
        return child.wait()
    except ImportProcessFailed as failed:
        return failed
    finally:
        killer.cancel()


def test_a_child_killed_at_random_points_is_told_as_the_journal_holds_it(tmp_path: Path) -> None:
    chance = random.Random(78)
    path, _line = write("HDFC Bank", tmp_path, transfers(3_000))
    told = []
    for trial in range(5):
        database = _journal(tmp_path / f"journal{trial}")
        outcome = _outcome(database, path, chance.uniform(0.2, 6.0))
        conn = sqlite3.connect(database)
        try:
            imports = conn.execute("SELECT rows_read, rows_new FROM bank_imports").fetchall()
        finally:
            conn.close()
        if isinstance(outcome, ImportProcessFailed):
            told.append("nothing")
            assert "nothing of it was kept" in str(outcome)
            assert imports == [] and stored_counts(database) == (0, 0, 0)
        else:
            told.append("early" if outcome.ended_early else "answered")
            assert imports == [(outcome.imported.read, outcome.imported.new)] == [(3_000, 3_000)]
            assert stored_counts(database)[:2] == (1, 3_000)
    print("outcomes:", told)  # which the random points gave, for the record (-s shows it)
