"""A passport scan's file read, off the UI thread: only a regular file of at most
``MAX_FILE_BYTES`` (a FIFO or ``/dev/zero`` named ``.jpg`` would never end), read straight into
the ``QByteArray`` Qt decodes from a megabyte at a time, within ``READ_DEADLINE_S``, stopped
when staff ask, and refused when it changed while it was read: its identity, size and times
(the change time too, which no writer can put back) compared once it has been left alone a
moment before and after, and it is read again, only hashed, and compared. ``app.ui.scans``
checks what was read.
"""

from __future__ import annotations

import hashlib
import os
import stat
import threading
import time
from collections.abc import Callable
from io import FileIO
from pathlib import Path

from PySide6.QtCore import QByteArray

from app.figures import count_text
from app.i18n import Catalogue
from app.ui.error_words import reason_of
from app.ui.scans import Scan, ScanCancelled, ScanError, scan_from_bytes

SCAN_FILE = Catalogue("SCAN_FILE")

# A passport scan is a few megabytes; anything over this is not one, and is not read.
MAX_FILE_BYTES = 100_000_000
READ_CHUNK_BYTES = 1024 * 1024
# A file on a stalled network share must not keep staff waiting.
READ_DEADLINE_S = 30.0

# How long a file must have been left alone before and after it is read: a write sets the
# file's times as it begins, so a file changed more recently may be mid-write (a scanner still
# saving it), and file systems stamp times with a clock of 1-10 ms ticks.
QUIET_NS = 100_000_000
# A file that keeps changing for this long is refused rather than waited on.
MOST_QUIET_WAIT_S = 2.0

# Windows opens files as text unless told otherwise (``os.open`` has no "rb").
_BINARY = getattr(os, "O_BINARY", 0)


def _refuse_unless_readable(status: os.stat_result, name: str) -> None:
    if not stat.S_ISREG(status.st_mode):
        raise ScanError(
            SCAN_FILE.tr(
                "{name} is not a file (a device, a pipe or a folder). Choose a scan."
            ).format(name=name)
        )
    if status.st_size > MAX_FILE_BYTES:
        raise ScanError(
            SCAN_FILE.tr(
                "{name} is {size} MB, far more than a passport scan (at most {most} MB is read). "
                "Scan it again at a lower resolution."
            ).format(
                name=name,
                size=count_text(round(status.st_size / 1_000_000)),
                most=MAX_FILE_BYTES // 1_000_000,
            )
        )


def _changed(before: os.stat_result, after: os.stat_result, now_at_path: os.stat_result) -> bool:
    """Whether the file read is not the one that was opened, as it was when opened.

    The change time counts too: a writer can put the modification time back (``os.utime``),
    never the change time, which every write and every ``utime`` moves (on POSIX; on Windows
    ``st_ctime`` is the creation time, and the hash of the second read is the guard).
    """

    def version(status: os.stat_result) -> tuple[int, int, int, int, int]:
        return (
            status.st_dev,
            status.st_ino,
            status.st_size,
            status.st_mtime_ns,
            status.st_ctime_ns,
        )

    return not version(before) == version(after) == version(now_at_path)


def _quiet(file: FileIO, name: str, go_on: Callable[[], None]) -> os.stat_result:
    """The file's status once its last change is ``QUIET_NS`` old: a write under way (a scanner
    still saving) set its times as it began, so a file changed just now is waited on, and one
    that keeps changing for ``MOST_QUIET_WAIT_S`` is refused."""
    waited_from = time.monotonic()
    while True:
        go_on()
        status = os.fstat(file.fileno())
        wait_ns = max(status.st_mtime_ns, status.st_ctime_ns) + QUIET_NS - time.time_ns()
        if wait_ns <= 0:
            return status
        if time.monotonic() - waited_from > MOST_QUIET_WAIT_S:
            raise ScanError(changed_while_read(name))
        time.sleep(wait_ns / 1e9)


def changed_while_read(name: str) -> str:
    """What staff read when the file changed while it was read."""
    return SCAN_FILE.tr("{name} changed while it was read. Scan it again.").format(name=name)


def unreadable_in_time(name: str, deadline_s: float) -> str:
    """What staff read when a file took longer than ``deadline_s`` to read (a stalled share)."""
    return SCAN_FILE.tr(
        "{name} could not be read within {seconds} seconds. Copy it to this computer first, "
        "then choose it again."
    ).format(name=name, seconds=f"{deadline_s:.0f}")


def _digest_again(file: FileIO, go_on: Callable[[], None]) -> bytes:
    """The hash of ``file`` read again from its start to its end, a chunk at a time (never held
    whole), ``go_on()`` asked before each chunk."""
    file.seek(0)
    hasher = hashlib.blake2b()
    chunk = bytearray(READ_CHUNK_BYTES)
    with memoryview(chunk) as view:
        while True:
            go_on()
            count = file.readinto(view)
            if not count:
                return hasher.digest()
            hasher.update(view[:count])


def read_file(
    path: Path, cancelled: threading.Event | None = None, deadline_s: float = READ_DEADLINE_S
) -> QByteArray:
    """The bytes of a regular file of at most ``MAX_FILE_BYTES``, read a megabyte at a time.

    Refused before reading: anything but a regular file, and a file over the cap; after it, a file
    whose size, time or identity changed while it was read. Stops with ``ScanCancelled`` once
    ``cancelled`` is set, and with ``ScanError`` after ``deadline_s``.
    """
    name = path.name
    deadline = time.monotonic() + deadline_s
    try:
        # Checked before opening: opening a FIFO waits for a writer, which may never come.
        _refuse_unless_readable(path.stat(), name)
        # Non-blocking, so that a FIFO swapped in since the check cannot hold the open.
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | _BINARY)
        with open(descriptor, "rb", buffering=0) as file:

            def go_on() -> None:
                if cancelled is not None and cancelled.is_set():
                    raise ScanCancelled(SCAN_FILE.tr("Reading the scan was stopped."))
                if time.monotonic() > deadline:
                    raise ScanError(unreadable_in_time(name, deadline_s))

            status = _quiet(file, name, go_on)
            _refuse_unless_readable(status, name)
            # Qt leaves a resized array unfilled, and the reads fill it with the lock let go:
            # zeroing 100 MB first, or copying chunks in, would hold the lock for tens of ms.
            array = QByteArray()
            array.resize(status.st_size)

            with memoryview(array) as view:  # type: ignore[arg-type]
                done = 0
                while done < len(view):
                    go_on()
                    count = file.readinto(view[done : done + READ_CHUNK_BYTES])
                    if not count:
                        break  # it got shorter since: refused below
                    done += count
                read = hashlib.blake2b(view).digest()
            # A scanner or a copy still writing, or a file replaced: the bytes read may mix two
            # versions, which no check of their structure is sure to notice. A rewrite within
            # one tick of the file system's clock keeps the size and the time, so the file is
            # read again, only hashed: what was read (and is checked and sent) must be what the
            # file still holds.
            changed = done != status.st_size
            # Left alone again before it is compared: a write begun during the read is over or
            # has moved the times by then.
            after = _quiet(file, name, go_on)
            again = _digest_again(file, go_on)
            changed = changed or _changed(status, after, os.fstat(file.fileno()))
            if changed or _changed(status, after, path.stat()) or read != again:
                raise ScanError(changed_while_read(name))
    except OSError as exc:
        raise ScanError(
            SCAN_FILE.tr("{name} could not be read ({reason}).").format(
                name=name, reason=reason_of(exc)
            )
        ) from None
    return array


def read_scan(
    path: Path, cancelled: threading.Event | None = None, deadline_s: float = READ_DEADLINE_S
) -> Scan:
    """Read a scan from a file (a chosen or dropped one); see ``read_file`` for the limits."""
    return scan_from_bytes(read_file(path, cancelled, deadline_s), path.name)
