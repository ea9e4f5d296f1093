"""A counter's replicator started and stopped again and again while its store is down, in a
process of its own: a segmentation fault ends only this process, and the test sees its exit code
(``python -m tests.agency.stop_child JOURNAL_FOLDER URL TIMES``)."""

from __future__ import annotations

import faulthandler
import sys
import time
from pathlib import Path

from app.agency.replicator import Replicator, ReplicatorThread
from app.journal.store import DATABASE_NAME
from tests.agency.records import counter

# The stops land 0 to 19 ms after each start: while the replicator connects, reads the
# outbox in a worker, or waits to try again (the waits are a millisecond: it reads most of the
# time, as a replicator whose store is down does after each refused connection).
SPREAD_MS = 20
BACKOFF_S = 0.001


def main(folder: Path, url: str, times: int) -> None:
    """Start and stop a replicator of the journal in ``folder`` ``times`` times; say how many."""
    faulthandler.enable()
    desk = counter()
    for number in range(times):
        replicator = Replicator(
            folder / DATABASE_NAME, desk, url, min_backoff_s=BACKOFF_S, max_backoff_s=BACKOFF_S
        )
        thread = ReplicatorThread(replicator).start()
        time.sleep((number % SPREAD_MS) / 1000)
        thread.stop()
        if thread.running:
            raise SystemExit(f"the replicator did not stop (start {number + 1})")
    print(f"stopped {times} times", flush=True)


if __name__ == "__main__":
    main(Path(sys.argv[1]), sys.argv[2], int(sys.argv[3]))
