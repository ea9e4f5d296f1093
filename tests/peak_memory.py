"""A process's peak resident memory, as each system keeps it: on Linux the kernel's high-water
mark of resident pages (``VmHWM`` in ``/proc/<pid>/status``); on Windows the peak working set
(``PeakWorkingSetSize`` of ``GetProcessMemoryInfo``), the pages the process held in memory at
its most. A test of a memory budget asks ``peak_mb`` and so checks the same bound on both."""

from __future__ import annotations

import sys
from pathlib import Path

MB = 1024 * 1024

if sys.platform == "win32":
    import ctypes
    from ctypes import wintypes

    PROCESS_QUERY_LIMITED_INFORMATION = 0x1000
    PROCESS_VM_READ = 0x0010

    class _Counters(ctypes.Structure):
        """``PROCESS_MEMORY_COUNTERS``, as psapi.h lays it out."""

        _fields_ = [
            ("cb", wintypes.DWORD),
            ("PageFaultCount", wintypes.DWORD),
            ("PeakWorkingSetSize", ctypes.c_size_t),
            ("WorkingSetSize", ctypes.c_size_t),
            ("QuotaPeakPagedPoolUsage", ctypes.c_size_t),
            ("QuotaPagedPoolUsage", ctypes.c_size_t),
            ("QuotaPeakNonPagedPoolUsage", ctypes.c_size_t),
            ("QuotaNonPagedPoolUsage", ctypes.c_size_t),
            ("PagefileUsage", ctypes.c_size_t),
            ("PeakPagefileUsage", ctypes.c_size_t),
        ]

    kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
    kernel32.OpenProcess.argtypes = [wintypes.DWORD, wintypes.BOOL, wintypes.DWORD]
    kernel32.OpenProcess.restype = wintypes.HANDLE
    kernel32.CloseHandle.argtypes = [wintypes.HANDLE]
    kernel32.K32GetProcessMemoryInfo.argtypes = [
        wintypes.HANDLE,
        ctypes.POINTER(_Counters),
        wintypes.DWORD,
    ]

    def peak_mb(pid: int) -> float:
        """The peak working set of process ``pid`` so far, in MB."""
        handle = kernel32.OpenProcess(
            PROCESS_QUERY_LIMITED_INFORMATION | PROCESS_VM_READ, False, pid
        )
        if not handle:
            raise ctypes.WinError(ctypes.get_last_error())
        try:
            counters = _Counters()
            counters.cb = ctypes.sizeof(counters)
            if not kernel32.K32GetProcessMemoryInfo(handle, ctypes.byref(counters), counters.cb):
                raise ctypes.WinError(ctypes.get_last_error())
        finally:
            kernel32.CloseHandle(handle)
        return int(counters.PeakWorkingSetSize) / MB

else:

    def peak_mb(pid: int) -> float:
        """The peak resident memory (``VmHWM``) of process ``pid`` so far, in MB."""
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
        raise AssertionError("no VmHWM")
