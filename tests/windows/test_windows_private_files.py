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
import re  # noqa: E402
from ctypes import wintypes  # noqa: E402
from pathlib import Path  # noqa: E402

from app.counter.paths import AppPaths  # noqa: E402
from app.private_access import private_folder, user_sid, write_private  # noqa: E402

SE_FILE_OBJECT = 1
DACL_SECURITY_INFORMATION = 0x4
SDDL_REVISION_1 = 1
# An ACE in SDDL: (type;flags;rights;object;inherited object;SID).
ACE = re.compile(r"\((\w+);(\w*);(\w+);[^;]*;[^;]*;([^)]+)\)")

advapi32 = ctypes.WinDLL("advapi32", use_last_error=True)
kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
advapi32.GetNamedSecurityInfoW.argtypes = [
    wintypes.LPCWSTR,
    ctypes.c_int,
    wintypes.DWORD,
    ctypes.c_void_p,
    ctypes.c_void_p,
    ctypes.POINTER(ctypes.c_void_p),
    ctypes.c_void_p,
    ctypes.POINTER(ctypes.c_void_p),
]
advapi32.ConvertSecurityDescriptorToStringSecurityDescriptorW.argtypes = [
    ctypes.c_void_p,
    wintypes.DWORD,
    wintypes.DWORD,
    ctypes.POINTER(wintypes.LPWSTR),
    ctypes.POINTER(wintypes.ULONG),
]
kernel32.LocalFree.argtypes = [ctypes.c_void_p]


def dacl_of(path: Path) -> str:
    """The DACL of ``path`` as the system reports it, in SDDL (``D:P(A;OICI;FA;;;S-1-...)``)."""
    descriptor, dacl = ctypes.c_void_p(), ctypes.c_void_p()
    failed = advapi32.GetNamedSecurityInfoW(
        str(path),
        SE_FILE_OBJECT,
        DACL_SECURITY_INFORMATION,
        None,
        None,
        ctypes.byref(dacl),
        None,
        ctypes.byref(descriptor),
    )
    assert failed == 0, ctypes.WinError(failed)
    text = wintypes.LPWSTR()
    try:
        assert advapi32.ConvertSecurityDescriptorToStringSecurityDescriptorW(
            descriptor, SDDL_REVISION_1, DACL_SECURITY_INFORMATION, ctypes.byref(text), None
        ), ctypes.WinError(ctypes.get_last_error())
        return str(text.value)
    finally:
        kernel32.LocalFree(text)
        kernel32.LocalFree(descriptor)


def granted(path: Path) -> dict[str, str]:
    """Each SID the DACL of ``path`` allows anything, with the rights allowed; a DENY fails."""
    sddl = dacl_of(path)
    aces = ACE.findall(sddl)
    assert aces, sddl
    assert all(kind == "A" for kind, _flags, _rights, _sid in aces), sddl
    return {sid: rights for _kind, _flags, rights, sid in aces}


def assert_only_the_user(path: Path) -> None:
    allowed = granted(path)
    me = user_sid()
    assert me.startswith("S-1-5-21-")
    assert allowed.get(me) == "FA", dacl_of(path)
    assert set(allowed) <= {me, "SY"}, f"{path} is open to others: {dacl_of(path)}"


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
