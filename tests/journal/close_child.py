"""An outbox reader closed by one thread while another reads with it, again and again, in a
process of its own: a segmentation fault ends only this process, and the test sees its exit code
(``python -m tests.journal.close_child JOURNAL_FOLDER TIMES``)."""

from __future__ import annotations

import faulthandler
import sqlite3
import sys
import threading
import time
from pathlib import Path

from app.journal.outbox import OutboxReader
from app.journal.store import DATABASE_NAME

# The closes land 0 to 0.9 ms into the reads (each read takes some tens of microseconds).
SPREAD_US = 1000
STEP_US = 100


def _read_until_closed(reader: OutboxReader, reading: threading.Event) -> bool:
    """Read the outbox until the reader is closed; whether a read was then refused."""
    reading.set()
    try:
        while True:
            reader.waiting()
    except sqlite3.ProgrammingError:
        return True


def main(folder: Path, times: int) -> None:
    """Close a reader under another thread's reads ``times`` times; say how it went."""
    faulthandler.enable()
    refused: list[bool] = []
    for number in range(times):
        reader = OutboxReader(folder / DATABASE_NAME)
        reading = threading.Event()
        thread = threading.Thread(
            target=lambda r=reader, e=reading: refused.append(_read_until_closed(r, e))
        )
        thread.start()
        reading.wait()
        time.sleep((number * STEP_US % SPREAD_US) / 1_000_000)
        reader.close()
        thread.join()
    print(f"closed {times} times, {sum(refused)} reads refused after", flush=True)


if __name__ == "__main__":
    main(Path(sys.argv[1]), int(sys.argv[2]))
