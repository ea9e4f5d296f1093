"""A counter's replicator in a process of its own, for tests that SIGKILL it mid-push
(``python -m tests.agency.push_child JOURNAL_FOLDER URL COUNTER_ID KEY``)."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

from app.agency.replicator import Replicator
from tests.agency.records import counter


def main(folder: Path, url: str, counter_id: str, key: str) -> None:
    """Replicate the journal at ``folder`` until killed."""
    desk = counter(counter_id=counter_id, key=key)
    replicator = Replicator(folder / "journal.db", desk, url, poll_s=0.05, min_backoff_s=0.05)
    asyncio.run(replicator.run())


if __name__ == "__main__":
    main(Path(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4])
