"""Files and folders their user's alone: modes 0600 and 0700 on POSIX, an owner-only DACL on
Windows.

On Windows a private file or folder gets a protected DACL (inheritance from its parent cut) with
one entry: full access for the account the app runs as. A folder's entry is inherited by what is
made in it later (``OICI``), so Windows makes the app's files private from their first byte, as
the umask does on POSIX. The DACL is set with ``SetFileSecurityW``: Wine 8's
``SetNamedSecurityInfoW`` reports success yet keeps Everyone's read, while both Windows and Wine
honour this call (docs/decisions/file-permissions.md). As what is made in a private folder
inherits its entry, ``tighten`` walks a Windows folder only while the folder's own DACL is not yet
this one: once, after an upgrade from a version that left files open.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

PRIVATE_UMASK = 0o077
PRIVATE_FOLDER = 0o700
PRIVATE_FILE = 0o600

if sys.platform == "win32":
    import ctypes
    import functools
    from ctypes import wintypes

    _DACL_SECURITY_INFORMATION = 0x4
    _PROTECTED_DACL_SECURITY_INFORMATION = 0x80000000
    _TOKEN_QUERY = 0x8
    _TOKEN_USER_CLASS = 1
    _SDDL_REVISION_1 = 1

    _advapi32 = ctypes.WinDLL("advapi32", use_last_error=True)
    _kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
    _kernel32.GetCurrentProcess.argtypes = []
    _kernel32.GetCurrentProcess.restype = wintypes.HANDLE
    _kernel32.CloseHandle.argtypes = [wintypes.HANDLE]
    _kernel32.LocalFree.argtypes = [ctypes.c_void_p]
    _kernel32.LocalFree.restype = ctypes.c_void_p
    _advapi32.OpenProcessToken.argtypes = [
        wintypes.HANDLE,
        wintypes.DWORD,
        ctypes.POINTER(wintypes.HANDLE),
    ]
    _advapi32.GetTokenInformation.argtypes = [
        wintypes.HANDLE,
        ctypes.c_int,
        ctypes.c_void_p,
        wintypes.DWORD,
        ctypes.POINTER(wintypes.DWORD),
    ]
    _advapi32.ConvertSidToStringSidW.argtypes = [ctypes.c_void_p, ctypes.POINTER(wintypes.LPWSTR)]
    _advapi32.ConvertStringSecurityDescriptorToSecurityDescriptorW.argtypes = [
        wintypes.LPCWSTR,
        wintypes.DWORD,
        ctypes.POINTER(ctypes.c_void_p),
        ctypes.POINTER(wintypes.ULONG),
    ]
    _advapi32.SetFileSecurityW.argtypes = [wintypes.LPCWSTR, wintypes.DWORD, ctypes.c_void_p]
    _advapi32.GetFileSecurityW.argtypes = [
        wintypes.LPCWSTR,
        wintypes.DWORD,
        ctypes.c_void_p,
        wintypes.DWORD,
        ctypes.POINTER(wintypes.DWORD),
    ]
    _advapi32.ConvertSecurityDescriptorToStringSecurityDescriptorW.argtypes = [
        ctypes.c_void_p,
        wintypes.DWORD,
        wintypes.DWORD,
        ctypes.POINTER(wintypes.LPWSTR),
        ctypes.POINTER(wintypes.ULONG),
    ]

    def _checked(succeeded: int) -> None:
        if not succeeded:
            raise ctypes.WinError(ctypes.get_last_error())

    @functools.cache
    def user_sid() -> str:
        """The SID of the account this process runs as (``S-1-5-21-...``)."""
        token = wintypes.HANDLE()
        process = _kernel32.GetCurrentProcess()
        _checked(_advapi32.OpenProcessToken(process, _TOKEN_QUERY, ctypes.byref(token)))
        try:
            size = wintypes.DWORD()
            # The first call only says how large TOKEN_USER is (and fails for that reason).
            _advapi32.GetTokenInformation(token, _TOKEN_USER_CLASS, None, 0, ctypes.byref(size))
            user = ctypes.create_string_buffer(size.value)
            _checked(
                _advapi32.GetTokenInformation(
                    token, _TOKEN_USER_CLASS, user, size, ctypes.byref(size)
                )
            )
        finally:
            _kernel32.CloseHandle(token)
        sid = ctypes.cast(user, ctypes.POINTER(ctypes.c_void_p))[0]  # TOKEN_USER.User.Sid
        text = wintypes.LPWSTR()
        _checked(_advapi32.ConvertSidToStringSidW(sid, ctypes.byref(text)))
        try:
            return str(text.value)
        finally:
            _kernel32.LocalFree(text)

    def _owner_only(folder: bool) -> str:
        """The DACL of a private file or folder in SDDL: protected, the user's entry alone."""
        return f"D:P(A;{'OICI' if folder else ''};FA;;;{user_sid()})"

    @functools.cache
    def _private_folder_dacls() -> frozenset[str]:
        """How a folder given ``_owner_only`` reads back: as set, ``AI`` (auto-inherited, a
        bookkeeping flag) aside; under Wine, which keeps a DACL as Unix mode bits, without the
        protection and with SYSTEM beside the user (docs/decisions/file-permissions.md)."""
        sid = user_sid()
        read_back = {_owner_only(folder=True), f"D:PAI(A;OICI;FA;;;{sid})"}
        if hasattr(ctypes.WinDLL("ntdll"), "wine_get_version"):  # exported by Wine's ntdll alone
            read_back.add(f"D:(A;OICI;FA;;;SY)(A;OICI;FA;;;{sid})")
        return frozenset(read_back)

    def _dacl_of(path: Path) -> str:
        """The DACL of ``path`` as the system reads it back, in SDDL."""
        size = wintypes.DWORD()
        # The first call only says how large the descriptor is (and fails for that reason).
        _advapi32.GetFileSecurityW(
            str(path), _DACL_SECURITY_INFORMATION, None, 0, ctypes.byref(size)
        )
        descriptor = ctypes.create_string_buffer(size.value)
        _checked(
            _advapi32.GetFileSecurityW(
                str(path), _DACL_SECURITY_INFORMATION, descriptor, size, ctypes.byref(size)
            )
        )
        text = wintypes.LPWSTR()
        _checked(
            _advapi32.ConvertSecurityDescriptorToStringSecurityDescriptorW(
                descriptor, _SDDL_REVISION_1, _DACL_SECURITY_INFORMATION, ctypes.byref(text), None
            )
        )
        try:
            return str(text.value)
        finally:
            _kernel32.LocalFree(text)

    def _walked_before(folder: Path) -> bool:
        # Windows gives what is made in such a folder its entry: only a walk cut short or an
        # earlier version's files need one, and ``tighten`` sets the folder's DACL last.
        return _dacl_of(folder) in _private_folder_dacls()

    def _restrict(path: Path, folder: bool) -> None:
        descriptor = ctypes.c_void_p()
        _checked(
            _advapi32.ConvertStringSecurityDescriptorToSecurityDescriptorW(
                _owner_only(folder),
                _SDDL_REVISION_1,
                ctypes.byref(descriptor),
                None,
            )
        )
        try:
            _checked(
                _advapi32.SetFileSecurityW(
                    str(path),
                    _DACL_SECURITY_INFORMATION | _PROTECTED_DACL_SECURITY_INFORMATION,
                    descriptor,
                )
            )
        finally:
            _kernel32.LocalFree(descriptor)

else:

    def _walked_before(folder: Path) -> bool:
        # A mode is not inherited: what a process with another umask made in it may be open.
        return False

    def _restrict(path: Path, folder: bool) -> None:
        path.chmod(PRIVATE_FOLDER if folder else PRIVATE_FILE)


def keep_private() -> None:
    """Make every file and folder created from now on its user's alone (POSIX umask 077; on
    Windows the private folders' inherited entry does it)."""
    if os.name == "posix":
        os.umask(PRIVATE_UMASK)


def make_private(path: Path) -> Path:
    """Make the file or folder ``path`` its user's alone; ``path``."""
    _restrict(path, path.is_dir())
    return path


def private_folder(folder: Path) -> Path:
    """``folder`` made if need be (parents too), its user's alone; ``folder``."""
    folder.mkdir(mode=PRIVATE_FOLDER, parents=True, exist_ok=True)
    return make_private(folder)


def tighten(folder: Path) -> None:
    """Make ``folder`` and all below it its user's alone (what an earlier version left open).

    On Windows a folder whose own DACL is already the private one is not walked: what is made in
    it inherits that DACL. Links are left as they are: their targets are not the app's to change.
    """
    if not folder.is_dir() or folder.is_symlink() or _walked_before(folder):
        return
    for parent, folders, files in os.walk(folder):
        for name in (*folders, *files):
            path = Path(parent, name)
            if not path.is_symlink():
                make_private(path)
    make_private(folder)  # last: on Windows its DACL says the walk was done


def write_private(path: Path, content: bytes) -> None:
    """Write ``content`` to ``path`` readable by its owner only: invoices name customers."""
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, PRIVATE_FILE)
    with os.fdopen(descriptor, "wb") as out:
        make_private(path)  # before the content: an earlier file may have been open to all
        out.write(content)
