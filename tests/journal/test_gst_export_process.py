"""The GST export written by a child process (``counterdesk --gst-export-child``): the same
files and answer as ``export_period`` in this process, its progress told, its errors raised
here as they were there."""

from __future__ import annotations

import datetime as dt
import errno
import sqlite3
import sys
from pathlib import Path

import pytest
from openpyxl import load_workbook

from app.domain.gst import TallyLedgers
from app.journal import gst_export_process
from app.journal.gst_export import ExportFiles, Progress, no_progress
from app.journal.gst_export_process import (
    GST_EXPORT_FLAG,
    ExportProcess,
    ExportProcessFailed,
    child_command,
)
from app.journal.period_export import export_period
from app.journal.store import DATABASE_NAME
from tests.journal.gst_day import DAY, LEDGERS, day_of_sales
from tests.private_modes import assert_private


def export_in_child(
    database: Path,
    folder: Path,
    first: dt.date,
    last: dt.date,
    ledgers: TallyLedgers,
    company: str = "",
    progress: Progress = no_progress,
) -> ExportFiles:
    """``export_period`` run by its child process, as the app runs it."""
    return ExportProcess(database, folder, first, last, ledgers, company).wait(progress)


@pytest.fixture
def database(tmp_path: Path) -> Path:
    journal, _z_net = day_of_sales(tmp_path / "journal")
    journal.close()
    return tmp_path / "journal" / DATABASE_NAME


def _cells(path: Path) -> dict[str, list[tuple[object, ...]]]:
    workbook = load_workbook(path, read_only=True)
    try:
        return {
            name: list(workbook[name].iter_rows(values_only=True)) for name in workbook.sheetnames
        }
    finally:
        workbook.close()


def test_the_child_writes_the_same_files_as_the_app_did(database: Path, tmp_path: Path) -> None:
    here = export_period(database, tmp_path / "here", DAY, DAY, LEDGERS, "Backwater Trails")
    told: list[tuple[int, int]] = []
    there = export_in_child(
        database,
        tmp_path / "there",
        DAY,
        DAY,
        LEDGERS,
        "Backwater Trails",
        lambda written, total: told.append((written, total)),
    )
    assert there.names == here.names and there.documents == here.documents == 6
    assert there.folder == tmp_path / "there"
    assert_private(there.folder)
    for name in here.names:
        mine, its = here.folder / name, there.folder / name
        assert_private(its)
        if name.endswith(".xlsx"):  # (a workbook carries the time it was made)
            assert _cells(its) == _cells(mine)
        else:
            assert its.read_bytes() == mine.read_bytes(), name
    assert told == [(n, 13) for n in range(14)]


def test_a_folder_that_cannot_be_written_raises_the_same_oserror(
    database: Path, tmp_path: Path
) -> None:
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    with pytest.raises(OSError) as here:
        export_period(database, blocker / "export", DAY, DAY, LEDGERS)
    with pytest.raises(OSError) as there:
        export_in_child(database, blocker / "export", DAY, DAY, LEDGERS)
    assert type(there.value) is type(here.value)
    assert there.value.errno == here.value.errno
    # POSIX says a file is no folder; Windows (and Wine) name the path's fault otherwise.
    assert sys.platform == "win32" or here.value.errno == errno.ENOTDIR
    assert there.value.strerror == here.value.strerror
    assert there.value.filename == here.value.filename


def test_a_journal_that_cannot_be_read_raises_the_same_sqlite_error(tmp_path: Path) -> None:
    broken = tmp_path / DATABASE_NAME
    broken.write_bytes(b"not a database" * 100)
    with pytest.raises(sqlite3.Error) as here:
        export_period(broken, tmp_path / "here", DAY, DAY, LEDGERS)
    with pytest.raises(sqlite3.Error) as there:
        export_in_child(broken, tmp_path / "there", DAY, DAY, LEDGERS)
    assert type(there.value) is type(here.value)
    assert str(there.value) == str(here.value)


def test_a_child_that_ends_without_an_answer_is_an_oserror_saying_so(
    database: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    dying = [sys.executable, "-c", "import sys; sys.stderr.write('it broke'); sys.exit(3)"]
    monkeypatch.setattr(gst_export_process, "child_command", lambda: dying)
    with pytest.raises(ExportProcessFailed, match=r"exit code 3: it broke$") as failed:
        export_in_child(database, tmp_path / "out", DAY, DAY, LEDGERS)
    assert isinstance(failed.value, OSError)  # told to staff as a folder that failed


def test_a_killed_child_writes_no_more(
    database: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    silent = [sys.executable, "-c", "import time; time.sleep(60)"]
    monkeypatch.setattr(gst_export_process, "child_command", lambda: silent)
    child = ExportProcess(database, tmp_path / "out", DAY, DAY, LEDGERS)
    child.kill()
    with pytest.raises(ExportProcessFailed):
        child.wait()


def test_the_child_is_this_program_again(monkeypatch: pytest.MonkeyPatch) -> None:
    assert child_command() == [sys.executable, "-m", "app.cli", GST_EXPORT_FLAG]
    monkeypatch.setattr(sys, "frozen", True, raising=False)  # as PyInstaller sets it
    assert child_command() == [sys.executable, GST_EXPORT_FLAG]


def test_what_else_the_child_prints_is_not_taken_for_its_answer(
    database: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    answer = '{"written": {"folder": "/out", "names": ["a.csv"], "documents": 3}}'
    chatty = [
        sys.executable,
        "-c",
        f"print('a library says hello'); print('[1]'); print({answer!r})",
    ]
    monkeypatch.setattr(gst_export_process, "child_command", lambda: chatty)
    written = export_in_child(database, tmp_path / "out", DAY, DAY, LEDGERS)
    assert (written.folder, written.names, written.documents) == (Path("/out"), ("a.csv",), 3)
