"""What someone holding a closed journal file does to hide a sale: its outbox records deleted
with their chain links, and the outbox's sequence set back so that their numbers are given
again (the tracker's cover-up, issue 83)."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path

from app.journal.store import DATABASE_NAME


def numbers_of(folder: Path, request_id: str) -> list[int]:
    """The outbox numbers of the sale ``request_id``'s records (pending, sale, money event)."""
    ids = (f"pending:{request_id}", request_id, f"money:sale:{request_id}")
    with closing(sqlite3.connect(folder / DATABASE_NAME)) as conn:
        rows = conn.execute(
            "SELECT seq FROM outbox WHERE record_id IN (?, ?, ?) ORDER BY seq", ids
        ).fetchall()
    return [seq for (seq,) in rows]


def delete_offline(
    folder: Path, numbers: list[int], *, lower_sequence: bool = False, lower_mark: bool = False
) -> None:
    """Delete the outbox records ``numbers`` and their chain links from the closed journal;
    ``lower_sequence``: set the outbox's sequence back to its last record; ``lower_mark``: and
    the highest number given, which the journal keeps beside it, too."""
    with closing(sqlite3.connect(folder / DATABASE_NAME)) as conn, conn:
        marks = ",".join("?" * len(numbers))
        conn.execute(f"DELETE FROM outbox_chain WHERE seq IN ({marks})", numbers)
        conn.execute(f"DELETE FROM outbox WHERE seq IN ({marks})", numbers)
        last = "(SELECT coalesce(max(seq), 0) FROM outbox)"
        if lower_sequence:
            conn.execute(f"UPDATE sqlite_sequence SET seq = {last} WHERE name = 'outbox'")
        if lower_mark:
            conn.execute(f"UPDATE outbox_given SET top = {last}")
