"""One mail round at a time per journal: an OS lock on a file beside it, held while a round
sends. A killed app's mail child lives on until its round ends; the next app's round waits for
it, so a letter it is handing to the server is not handed over a second time meanwhile."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

LOCK_NAME = "mail-round.lock"

if sys.platform == "win32":
    import msvcrt

    def _lock(handle: int) -> None:
        while True:
            try:
                msvcrt.locking(handle, msvcrt.LK_LOCK, 1)  # tries for 10 s, then raises
            except OSError:
                continue
            return

else:
    import fcntl

    def _lock(handle: int) -> None:
        fcntl.flock(handle, fcntl.LOCK_EX)


@contextmanager
def one_round_at_a_time(journal: Path) -> Iterator[None]:
    """Hold the mail round's lock of the journal file ``journal`` (waiting for another round's
    end); released when the block ends, or when the process dies."""
    handle = os.open(journal.with_name(LOCK_NAME), os.O_RDWR | os.O_CREAT, 0o644)
    try:
        _lock(handle)
        yield
    finally:
        os.close(handle)  # closing the file drops the lock
