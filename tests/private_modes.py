"""A file or folder private to its user, as each system says it: on POSIX its mode (0600 for a
file, 0700 for a folder); on Windows its DACL, read back from the system, granting the account the
tests run as full access and no one else (SYSTEM let pass: Wine lists it beside the owner of
every file, and Windows' own services read as SYSTEM). A test of a private file asks
``assert_private`` and so checks on Windows what the mode bits check on Linux."""

from __future__ import annotations

import stat
import sys
from pathlib import Path

if sys.platform == "win32":
    import ctypes
    import re
    from ctypes import wintypes

    from app.private_access import user_sid

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
    advapi32.ConvertStringSecurityDescriptorToSecurityDescriptorW.argtypes = [
        wintypes.LPCWSTR,
        wintypes.DWORD,
        ctypes.POINTER(ctypes.c_void_p),
        ctypes.POINTER(wintypes.ULONG),
    ]
    advapi32.SetFileSecurityW.argtypes = [wintypes.LPCWSTR, wintypes.DWORD, ctypes.c_void_p]
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


def assert_private(path: Path) -> None:
    """``path`` is its user's alone: its mode on POSIX, its DACL on Windows."""
    if sys.platform == "win32":
        assert_only_the_user(path)
        return
    wanted = 0o700 if path.is_dir() else 0o600
    assert stat.S_IMODE(path.stat().st_mode) == wanted, f"{path}: {oct(path.stat().st_mode)}"
