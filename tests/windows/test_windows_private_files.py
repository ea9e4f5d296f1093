"""Files and folders private to the user on Windows: their DACL, read back from the system,
grants the account the app runs as and no one else.

Under Wine a file's DACL is kept as its Unix mode bits, and read back Wine always lists SYSTEM
(``SY``) beside the owner: SYSTEM is let pass, Everyone, Users and Administrators are not. A file
made without the restriction reads back with Everyone's read under Wine, and with SYSTEM,
Administrators and the user, inherited from the profile, on Windows."""

from __future__ import annotations

import sys

# Windows' alone (conftest.py collects it nowhere else): mypy checks it with --platform win32.
assert sys.platform == "win32"

import ctypes  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

import app.private_access  # noqa: E402
from app.counter.config.paths import AppPaths  # noqa: E402
from app.counter.services.customer_files import requests_folder  # noqa: E402
from app.private_access import private_folder, user_sid, write_private  # noqa: E402
from tests.private_modes import (  # noqa: E402
    ACE,
    DACL_SECURITY_INFORMATION,
    SDDL_REVISION_1,
    advapi32,
    assert_only_the_user,
    dacl_of,
    granted,
    kernel32,
)


def open_to_everyone(path: Path) -> None:
    """Give Everyone read on ``path`` beside its user, as another program might."""
    descriptor = ctypes.c_void_p()
    assert advapi32.ConvertStringSecurityDescriptorToSecurityDescriptorW(
        f"D:P(A;;FA;;;{user_sid()})(A;;FR;;;WD)", SDDL_REVISION_1, ctypes.byref(descriptor), None
    ), ctypes.WinError(ctypes.get_last_error())
    try:
        assert advapi32.SetFileSecurityW(str(path), DACL_SECURITY_INFORMATION, descriptor)
    finally:
        kernel32.LocalFree(descriptor)


def test_a_private_file_is_the_users_alone(tmp_path: Path) -> None:
    path = tmp_path / "sales_register_2026-12-01_2026-12-31.csv"
    write_private(path, b"invoice,customer\n")
    assert_only_the_user(path)
    assert path.read_bytes() == b"invoice,customer\n"
    # The same file without the restriction is open to others: the check above can fail.
    open_one = tmp_path / "open.csv"
    open_one.write_bytes(b"x")
    assert set(granted(open_one)) - {user_sid(), "SY"}


def test_a_private_folder_passes_the_users_entry_to_what_is_made_in_it(tmp_path: Path) -> None:
    folder = private_folder(tmp_path / "customer-requests")
    assert_only_the_user(folder)
    flags = {sid: flags for _kind, flags, _rights, sid in ACE.findall(dacl_of(folder))}
    assert flags[user_sid()] == "OICI"


def test_the_app_folders_and_what_an_earlier_version_left_are_tightened(tmp_path: Path) -> None:
    home = AppPaths.under(tmp_path / "home")
    home.config.mkdir(parents=True)
    old = home.config / "old-notes.txt"
    old.write_text("kept before", encoding="utf-8")
    (home.data / "journal").mkdir(parents=True)
    home.create()
    for path in (home.data, home.data / "journal", home.config, old, home.logs, home.cache):
        assert_only_the_user(path)
    assert old.read_text(encoding="utf-8") == "kept before"


def an_earlier_versions_home(root: Path) -> tuple[AppPaths, list[Path]]:
    """The app's folders as a version before private files left them: all open; their files."""
    home = AppPaths.under(root)
    files = [home.config / "old-notes.txt", home.journal / "journal.db", home.logs / "old.log"]
    for path in files:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("kept before", encoding="utf-8")
    return home, files


def test_a_second_start_walks_no_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    home, files = an_earlier_versions_home(tmp_path / "home")
    home.create()
    for path in files:
        assert_only_the_user(path)
    # Opened after the first start, inside a private folder: a walk would close it again.
    opened = home.journal / "journal.db"
    open_to_everyone(opened)
    made_private: list[Path] = []
    restrict = app.private_access._restrict

    def counted(path: Path, folder: bool) -> None:
        made_private.append(path)
        restrict(path, folder)

    monkeypatch.setattr(app.private_access, "_restrict", counted)
    home.create()
    assert made_private == []
    assert "WD" in granted(opened), dacl_of(opened)


def test_a_walk_cut_short_is_walked_again_at_the_next_start(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home, files = an_earlier_versions_home(tmp_path / "home")
    restrict = app.private_access._restrict

    def refused(path: Path, folder: bool) -> None:
        if path.name == "journal.db":
            raise PermissionError(32, "Sharing violation", str(path))
        restrict(path, folder)

    monkeypatch.setattr(app.private_access, "_restrict", refused)
    with pytest.raises(PermissionError):
        home.create()
    monkeypatch.setattr(app.private_access, "_restrict", restrict)
    home.create()
    for path in (home.data, home.journal, *files):
        assert_only_the_user(path)


def test_an_earlier_versions_customer_requests_are_tightened(tmp_path: Path) -> None:
    folder = tmp_path / "customer-requests"
    folder.mkdir()
    old = folder / "customer-data-PNR1.json"
    old.write_text("{}", encoding="utf-8")
    requests_folder(folder)
    assert_only_the_user(folder)
    assert_only_the_user(old)
