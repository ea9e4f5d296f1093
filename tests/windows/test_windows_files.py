"""Windows' own file rules, met for real: a held file is not removed, replaced or renamed; the
journal's lock is an msvcrt lock; paths have drive letters and backslashes."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import threading
from pathlib import Path, PureWindowsPath

import pytest

from app import file_moves
from app.counter.journal_access.journal_lock import InstanceLock, JournalInUse, instance_key
from app.file_moves import FileHeld
from app.journal.salvage import copy_journal

# The embeddable CPython's path is its ._pth file's: a child gets the checkout put on it by hand.
ROOT = Path(__file__).resolve().parents[2]


def test_windows_refuses_to_remove_a_held_file(tmp_path: Path) -> None:
    # What the rest leans on: this is Windows (or Wine), which keeps a held file's name.
    path = tmp_path / "held.txt"
    path.write_text("x")
    with open(path, "rb"), pytest.raises(PermissionError):
        path.unlink()


def test_a_held_file_is_replaced_once_let_go_and_named_if_never(tmp_path: Path) -> None:
    target, partial = tmp_path / "journal-copy.db", tmp_path / "journal-copy.db.part"
    target.write_text("old")
    partial.write_text("new")
    handle = open(target, "rb")  # noqa: SIM115 - closed by the timer
    threading.Timer(0.3, handle.close).start()
    file_moves.replace(partial, target)
    assert target.read_text() == "new"

    with open(target, "rb"), pytest.raises(FileHeld) as refused:
        file_moves.remove(target)
    assert str(refused.value).startswith(f"{target} could not be changed because another program")
    assert target.exists()


def test_a_folder_with_a_held_file_goes_once_it_is_let_go(tmp_path: Path) -> None:
    folder = tmp_path / "counterdesk-selftest-x" / "data" / "journal"
    folder.mkdir(parents=True)
    handle = open(folder / "journal.lock", "wb")  # noqa: SIM115 - closed by the timer
    threading.Timer(0.3, handle.close).start()
    file_moves.remove_tree(tmp_path / "counterdesk-selftest-x")
    assert not (tmp_path / "counterdesk-selftest-x").exists()


def test_the_journal_lock_refuses_a_second_app_and_lets_go_on_release(tmp_path: Path) -> None:
    first = InstanceLock(tmp_path)
    with pytest.raises(JournalInUse):
        InstanceLock(tmp_path)
    first.release()
    InstanceLock(tmp_path).release()
    # Released, nothing holds the lock file: its folder can go.
    file_moves.remove_tree(tmp_path)


def test_the_journal_lock_refuses_another_process(tmp_path: Path) -> None:
    lock = InstanceLock(tmp_path)
    try:
        code = (
            f"import sys; sys.path.insert(0, {str(ROOT)!r}); from pathlib import Path; "
            "from app.counter.journal_access.journal_lock import InstanceLock, JournalInUse\n"
            "try:\n    InstanceLock(Path(sys.argv[1]))\n"
            "except JournalInUse:\n    sys.exit(3)\n"
        )
        done = subprocess.run([sys.executable, "-c", code, str(tmp_path)], check=False)
        assert done.returncode == 3
    finally:
        lock.release()


def test_paths_with_a_drive_letter_and_backslashes(tmp_path: Path) -> None:
    assert PureWindowsPath(tmp_path).drive.endswith(":")
    assert "\\" in str(tmp_path)
    # The key two starts derive alike, whichever way the folder is written.
    assert instance_key(tmp_path) == instance_key(Path(str(tmp_path).replace("\\", "/")))
    # The rolling copy reads the journal through an SQLite URI made from a drive-letter path.
    journal = tmp_path / "journal.db"
    with sqlite3.connect(journal) as conn:
        conn.execute("CREATE TABLE sends (n INTEGER)")
        conn.execute("INSERT INTO sends VALUES (7)")
    conn.close()
    copy_journal(journal, tmp_path / "journal-copy.db")
    read = sqlite3.connect(tmp_path / "journal-copy.db")
    try:
        assert read.execute("SELECT n FROM sends").fetchall() == [(7,)]
    finally:
        read.close()
