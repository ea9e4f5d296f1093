"""Removing, replacing and renaming files another handle holds, as Windows refuses it.

Each test holds a file open the way another program would (an antivirus scanner for a moment, a
PDF viewer for good) under ``tests.windows_semantics``, which refuses as Windows does.
"""

from __future__ import annotations

import sqlite3
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO

import pytest

from app import file_moves
from app.counter.services.customer_files import CustomerFile, customer_file, remove_customer_files
from app.file_moves import FileHeld
from app.journal.salvage import copy_journal
from app.journal.scans import ScanStore, sha256_text
from app.journal.sealed import Sealer, new_key
from tests.windows_semantics import SHARING_VIOLATION, refuse_held_files


@pytest.fixture(autouse=True)
def as_on_windows() -> Iterator[None]:
    with refuse_held_files():
        yield


@contextmanager
def held(path: Path, for_s: float | None = None) -> Iterator[IO[bytes]]:
    """``path`` open, as another program holds it: let go after ``for_s`` (a scanner), or at
    the end of the block (a viewer left open)."""
    handle = open(path, "rb")  # noqa: SIM115 - closed by the timer or below
    timer = threading.Timer(for_s, handle.close) if for_s is not None else None
    if timer is not None:
        timer.start()
    try:
        yield handle
    finally:
        if timer is not None:
            timer.cancel()
        handle.close()


def test_the_simulation_refuses_as_windows_does(tmp_path: Path) -> None:
    # What every test below leans on: without file_moves, a held file's removal is refused.
    path = tmp_path / "held.txt"
    path.write_text("x")
    with held(path), pytest.raises(PermissionError, match=SHARING_VIOLATION):
        path.unlink()


def test_a_file_held_for_a_moment_is_removed_after_it_is_let_go(tmp_path: Path) -> None:
    path = tmp_path / "scanned.txt"
    path.write_text("x")
    with held(path, for_s=0.3):
        assert file_moves.remove(path) is True
    assert not path.exists()
    assert file_moves.remove(path) is False  # gone already: nothing to do


def test_a_file_held_for_good_is_named_in_one_sentence_and_kept(tmp_path: Path) -> None:
    path = tmp_path / "voucher.pdf"
    path.write_text("x")
    started = time.monotonic()
    with held(path), pytest.raises(FileHeld) as refused:
        file_moves.remove(path)
    assert time.monotonic() - started < 3  # retried briefly, not for ever
    assert str(refused.value) == (
        f"{path} could not be changed because another program has it open ({SHARING_VIOLATION})."
        " Close that program, or restart the computer, and try again."
    )
    assert refused.value.strerror == SHARING_VIOLATION
    assert isinstance(refused.value.__cause__, PermissionError)
    assert path.exists()


def test_replacing_a_held_file_waits_for_it(tmp_path: Path) -> None:
    target, partial = tmp_path / "copy.db", tmp_path / "copy.db.part"
    target.write_text("old")
    partial.write_text("new")
    with held(target, for_s=0.3):
        file_moves.replace(partial, target)
    assert target.read_text() == "new"
    assert not partial.exists()


def test_an_error_other_than_a_refusal_is_raised_at_once(tmp_path: Path) -> None:
    started = time.monotonic()
    with pytest.raises(FileNotFoundError):
        file_moves.replace(tmp_path / "missing", tmp_path / "target")
    assert time.monotonic() - started < 0.05


def test_a_folder_with_a_held_file_goes_once_it_is_let_go(tmp_path: Path) -> None:
    folder = tmp_path / "scratch"
    (folder / "logs").mkdir(parents=True)
    (folder / "logs" / "counterdesk.log").write_text("x")
    with held(folder / "logs" / "counterdesk.log", for_s=0.3):
        file_moves.remove_tree(folder)
    assert not folder.exists()
    file_moves.remove_tree(folder)  # not there: nothing to do


def test_the_rolling_copy_replaces_one_a_scanner_holds(tmp_path: Path) -> None:
    journal, copy = tmp_path / "journal.db", tmp_path / "journal-copy.db"
    with sqlite3.connect(journal) as conn:
        conn.execute("CREATE TABLE sends (n INTEGER)")
        conn.execute("INSERT INTO sends VALUES (1)")
    conn.close()
    copy_journal(journal, copy)
    with held(copy, for_s=0.3):
        copy_journal(journal, copy)
    with sqlite3.connect(copy) as read:
        assert read.execute("SELECT n FROM sends").fetchall() == [(1,)]
    read.close()


def test_a_sale_s_sealed_scans_are_saved_over_a_set_a_scanner_holds(tmp_path: Path) -> None:
    store = ScanStore(tmp_path / "scans", Sealer(new_key()))
    store.save("request-1", {0: "first"})
    first = next((tmp_path / "scans").iterdir()) / "0.sealed"
    with held(first, for_s=0.3):
        store.save("request-1", {0: "second"})
    assert store.load("request-1", {0: sha256_text("second")}) == {0: "second"}


def test_erasure_names_a_customer_file_a_viewer_keeps_open(tmp_path: Path) -> None:
    pdf = customer_file(tmp_path, CustomerFile.SUMMARY, "AB12")
    pdf.write_text("%PDF")
    with held(pdf), pytest.raises(FileHeld, match="Close that program"):
        remove_customer_files(tmp_path, ["AB12"])
    assert remove_customer_files(tmp_path, ["AB12"]) == [pdf]  # the viewer closed
