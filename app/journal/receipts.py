"""Receipt numbers: one gapless series per counter and financial year, taken inside the sale's
transaction, and resumed under a new prefix after a recovery that lost numbers."""

from __future__ import annotations

import datetime as dt
import sqlite3
from collections.abc import Iterable
from contextlib import closing
from pathlib import Path

from app.journal.tax import fiscal_year

# A worker resuming the receipt series waits this long for the screen's write to end.
RESUME_WAIT_S = 2.0


def allocate_receipt_no(conn: sqlite3.Connection, counter: str, day: dt.date) -> str:
    """The next receipt number of ``counter`` in ``day``'s financial year, e.g. PB1/2026-27/000123.

    Call it inside the transaction that records the sale: a rolled-back (or killed) transaction
    takes its number with it, so the series has no gaps.
    """
    year = fiscal_year(day)
    series = _receipt_series(conn, counter)
    row = conn.execute(
        "INSERT INTO receipt_series (counter, fiscal_year, last_no) VALUES (?, ?, 1)"
        " ON CONFLICT (counter, fiscal_year) DO UPDATE SET last_no = last_no + 1"
        " RETURNING last_no",
        (series, year),
    ).fetchone()
    return _receipt_text(series, year, row[0])


def _receipt_series(conn: sqlite3.Connection, counter: str) -> str:
    # After a recovery that lost receipt numbers, the series goes on under a new prefix.
    restart = conn.execute("SELECT prefix FROM receipt_restart WHERE only = 1").fetchone()
    return counter if restart is None else f"{counter}{restart[0]}"


def _receipt_text(series: str, year: str, number: int) -> str:
    return f"{series}/{year}/{number:06d}"


def raise_receipt_series(conn: sqlite3.Connection, printed: Iterable[str]) -> None:
    """Make each series go on above every receipt number in ``printed`` (``PB1/2026-27/000123``:
    the series, the financial year, the number), within the caller's transaction."""
    for receipt_no in printed:
        series, year, number = receipt_no.rsplit("/", 2)
        conn.execute(
            "INSERT INTO receipt_series (counter, fiscal_year, last_no) VALUES (?, ?, ?)"
            " ON CONFLICT (counter, fiscal_year) DO UPDATE"
            " SET last_no = MAX(last_no, excluded.last_no)",
            (series, year, int(number)),
        )


def receipts_restarted(path: Path) -> bool:
    """Whether the journal at ``path`` numbers its receipts under a recovery's new prefix (a
    connection of its own: call it from a worker)."""
    with closing(sqlite3.connect(path, timeout=RESUME_WAIT_S)) as conn:
        return conn.execute("SELECT 1 FROM receipt_restart WHERE only = 1").fetchone() is not None


def resume_receipts(path: Path, printed: Iterable[str], stored_seq: int) -> str | None:
    """The agency store's word after a recovery that lost receipt numbers: each series of the
    journal at ``path`` goes on above the greater of its own last number and the store's
    (``printed``). When the store holds every record up to the damaged journal's last
    (``stored_seq``, its contiguous mark, reaches it), no receipt printed before is unknown to
    both, and the counter's own code numbers the receipts again: the prefix given up is
    returned (None: the new series stays). A connection of its own, one transaction: call it
    from a worker."""
    with closing(sqlite3.connect(path, timeout=RESUME_WAIT_S)) as conn, conn:
        row = conn.execute("SELECT prefix FROM receipt_restart WHERE only = 1").fetchone()
        if row is None:
            return None
        raise_receipt_series(conn, printed)
        reach = conn.execute("SELECT last_seq FROM restart_reach WHERE only = 1").fetchone()
        if reach is None or stored_seq < int(reach[0]):
            return None
        conn.execute("DELETE FROM receipt_restart WHERE only = 1")
        conn.execute("DELETE FROM restart_reach WHERE only = 1")
    return str(row[0])


def next_receipt_no(conn: sqlite3.Connection, counter: str, day: dt.date) -> str:
    """The number ``allocate_receipt_no`` would give now, without taking it (nothing written)."""
    year = fiscal_year(day)
    series = _receipt_series(conn, counter)
    row = conn.execute(
        "SELECT last_no FROM receipt_series WHERE counter = ? AND fiscal_year = ?", (series, year)
    ).fetchone()
    return _receipt_text(series, year, 1 if row is None else row[0] + 1)
