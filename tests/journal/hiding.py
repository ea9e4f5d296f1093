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


def hide_sale(conn: sqlite3.Connection, booking_ref: str) -> str:
    """Delete the sale of ``booking_ref`` from the journal on ``conn`` (every row keyed by its
    request id, its outbox records and their links) and every reading of the wallet made after
    it: the cover-up of issue 83 at one counter. Its money event stays (the books' triggers
    refuse a deletion; the wallet's witness does not read them). The sale's request id."""
    (request_id,) = conn.execute(
        "SELECT request_id FROM bookings WHERE booking_ref = ?", (booking_ref,)
    ).fetchone()
    ids = (f"pending:{request_id}", request_id, f"money:sale:{request_id}")
    marks = ",".join("?" * len(ids))
    with conn:
        sold = conn.execute(
            "SELECT coalesce(min(seq), 0) FROM outbox WHERE record_id IN (" + marks + ")", ids
        ).fetchone()[0]
        tables = [
            name
            for (name,) in conn.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            )
        ]
        for table in tables:
            columns = {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}
            if "request_id" in columns and table != "outbox":
                conn.execute(f"DELETE FROM {table} WHERE request_id = ?", (request_id,))
        readings = conn.execute(
            "SELECT seq, record_id FROM outbox WHERE kind = 'wallet_reading' AND seq > ?",
            (sold,),
        ).fetchall()
        for _seq, record_id in readings:
            reading = int(record_id.rsplit(":", 1)[1])
            conn.execute("DELETE FROM wallet_readings WHERE seq = ?", (reading,))
        gone = [
            seq
            for (seq,) in conn.execute(
                "SELECT seq FROM outbox WHERE record_id IN (" + marks + ")", ids
            )
        ] + [seq for seq, _record_id in readings]
        numbers = ",".join("?" * len(gone))
        conn.execute(f"DELETE FROM outbox_chain WHERE seq IN ({numbers})", gone)
        conn.execute(f"DELETE FROM outbox WHERE seq IN ({numbers})", gone)
    return str(request_id)
