"""What SQLite can still read of a damaged journal, carried row by row into a new one.

A damaged page stops a table scan where it is; the scan then looks for the first row it can
reach past that page and goes on from there, so one bad page costs only the rows on it.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

# Rowids are signed 64-bit: a scan starts below the smallest and never probes past the largest.
FIRST_BOUND = -(2**63)
LAST_ROWID = 2**63 - 1


@dataclass(frozen=True, slots=True)
class Salvaged:
    """How many rows of each kind reached the new journal."""

    pending: int
    settled: int
    bookings: int


def _reachable(conn: sqlite3.Connection, table: str, after: int) -> bool:
    """Whether the first row past rowid ``after`` can be read (no damaged page on the way)."""
    try:
        conn.execute(
            f"SELECT * FROM {table} WHERE rowid > ? ORDER BY rowid LIMIT 1", (after,)
        ).fetchall()
    except sqlite3.DatabaseError:
        return False
    return True


def _past_damage(conn: sqlite3.Connection, table: str, failed: int) -> int | None:
    """The smallest bound past ``failed`` from which a scan reads again (None: none does)."""
    step = 1
    while not _reachable(conn, table, failed + step):
        if failed + step >= LAST_ROWID:
            return None
        step = min(step * 2, LAST_ROWID - failed)
    # Doubling overshot by up to half the step: narrow back to lose as few rows as possible.
    low, high = failed + step // 2, failed + step
    while high - low > 1:
        middle = (low + high) // 2
        if _reachable(conn, table, middle):
            high = middle
        else:
            low = middle
    return high


def readable_rows(
    conn: sqlite3.Connection, table: str, where: str = "1"
) -> Iterator[dict[str, Any]]:
    """Every row of ``table`` matching ``where`` that can be read, in rowid order."""
    try:
        conn.execute(f"SELECT * FROM {table} LIMIT 0")
    except sqlite3.DatabaseError as error:
        log.warning("Salvage: table %s cannot be read (%s)", table, error)
        return
    after: int | None = FIRST_BOUND
    while after is not None:
        try:
            for row in conn.execute(
                f"SELECT rowid AS salvage_rowid, * FROM {table}"
                f" WHERE rowid > ? AND ({where}) ORDER BY rowid",
                (after,),
            ):
                record = dict(row)
                after = int(record.pop("salvage_rowid"))
                yield record
            return
        except sqlite3.DatabaseError as error:
            log.warning("Salvage: %s unreadable past rowid %s (%s)", table, after, error)
            after = _past_damage(conn, table, after)


def _copy(source: Iterator[dict[str, Any]], target: sqlite3.Connection, table: str) -> int:
    """Insert each row into ``target`` (once; a row the schema refuses is left out)."""
    columns = {row[1] for row in target.execute(f"PRAGMA table_info({table})")}
    copied = 0
    with target:
        for row in source:
            kept = {name: value for name, value in row.items() if name in columns}
            names = ", ".join(kept)
            marks = ", ".join("?" * len(kept))
            try:
                cursor = target.execute(
                    f"INSERT OR IGNORE INTO {table} ({names}) VALUES ({marks})",
                    tuple(kept.values()),
                )
            except sqlite3.DatabaseError as error:
                log.warning("Salvage: a row of %s was left out (%s)", table, error)
                continue
            copied += cursor.rowcount
    return copied


def salvage(damaged: Path, target: sqlite3.Connection) -> Salvaged:
    """Copy what can be read of the journal file ``damaged`` into ``target`` (a new journal).

    Pending requests first, each in its own pass and transaction: their request_ids and bodies
    are what keeps a sale from being charged twice. Then the settled requests, then the
    bookings of the history and the names of cancelled passengers. ``damaged`` is only read.
    """
    try:
        source = sqlite3.connect(f"{damaged.absolute().as_uri()}?mode=ro", uri=True)
    except sqlite3.DatabaseError as error:
        log.warning("Salvage: %s cannot be opened (%s)", damaged, error)
        return Salvaged(0, 0, 0)
    source.row_factory = sqlite3.Row
    try:
        pending = _copy(readable_rows(source, "requests", "state = 'pending'"), target, "requests")
        settled = _copy(readable_rows(source, "requests"), target, "requests")
        bookings = _copy(readable_rows(source, "bookings"), target, "bookings")
        _copy(readable_rows(source, "cancelled_names"), target, "cancelled_names")
    finally:
        source.close()
    return Salvaged(pending, settled, bookings)
