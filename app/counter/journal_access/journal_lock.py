"""One app per journal: an OS lock on a file beside it, held as long as the app runs.

No Qt and nothing of the journal package: ``counterdesk`` takes the lock before the embedded
sandbox starts, and a refused start must not have started one.
"""

from __future__ import annotations

import hashlib
import os
import sys
import tempfile
from pathlib import Path

from app.i18n import Catalogue, Said

COUNTER_JOURNAL_LOCK = Catalogue("COUNTER_JOURNAL_LOCK")

LOCK_NAME = "journal.lock"


class JournalInUse(Said):
    """Another Counterdesk holds the journal; ``key`` names it for that app's window channel."""

    def __init__(self, folder: Path, key: str) -> None:
        super().__init__(
            COUNTER_JOURNAL_LOCK.tr(
                "Counterdesk is already open on this computer with the same journal ({folder}). "
                "Use that window: two windows on one journal could sell the same seat twice."
            ).format(folder=folder)
        )
        self.key = key


def instance_key(folder: Path) -> str:
    """A name for the journal in ``folder`` that every Counterdesk here derives alike."""
    digest = hashlib.sha256(str(folder.absolute()).encode("utf-8")).hexdigest()
    return f"counterdesk-{digest[:16]}"


if sys.platform == "win32":
    import msvcrt

    def _try_lock(handle: int) -> bool:
        try:
            msvcrt.locking(handle, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

else:
    import fcntl

    def _try_lock(handle: int) -> bool:
        # flock, not fcntl's record locks: those are per process (a second opening in the same
        # process would not be refused) and are the ones SQLite itself uses.
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True


def _open_lock_file(folder: Path, key: str) -> int:
    """The lock file beside the journal; in a read-only folder the one there, or a temporary one."""
    beside = folder / LOCK_NAME
    try:
        folder.mkdir(parents=True, exist_ok=True)
        return os.open(beside, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError:
        pass
    try:
        return os.open(beside, os.O_RDONLY)
    except OSError:
        # Every start derives the same name, so two apps on this journal still meet here.
        return os.open(Path(tempfile.gettempdir()) / f"{key}.lock", os.O_RDWR | os.O_CREAT, 0o644)


class InstanceLock:
    """This app's hold on the journal in ``folder`` (released when the app ends, or dies)."""

    def __init__(self, folder: Path) -> None:
        """Take the lock; ``JournalInUse`` when another app holds it."""
        self.folder = folder
        self.key = instance_key(folder)
        self._handle: int | None = _open_lock_file(folder, self.key)
        if not _try_lock(self._handle):
            os.close(self._handle)
            self._handle = None
            raise JournalInUse(folder, self.key)

    def release(self) -> None:
        """Let another app open the journal (closing the file drops the lock)."""
        if self._handle is not None:
            os.close(self._handle)
            self._handle = None
