"""What SQLite can still read of a damaged journal, carried row by row into a new one.

A damaged page stops a table scan where it is; the scan then looks for the first row it can
reach past that page and goes on from there, so one bad page costs only the rows on it. Every
table is carried over (requests, sent marks, the till's sales, tenders, shifts, receipt series,
refunds, decisions, the PIN, the agency outbox); then the rolling copy fills in what the damaged
file lost. Where something is still missing, the worst is assumed: a pending request whose sent
mark is not known is taken as sent, and each receipt series goes on above the highest number
any copy shows.
"""

from __future__ import annotations

import datetime as dt
import json
import logging
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app import file_moves
from app.journal import outbox
from app.journal.till import next_restart_letter, raise_receipt_series
from app.private_access import PRIVATE_FILE, make_private

log = logging.getLogger(__name__)

# Rowids are signed 64-bit: a scan starts below the smallest and never probes past the largest.
FIRST_BOUND = -(2**63)
LAST_ROWID = 2**63 - 1


# The rolling copy of the journal, beside it (taken at shift open and close, and hourly).
COPY_NAME = "journal-copy.db"

# Every table, in the order they are carried over (a request before what refers to it).
TABLES = (
    "sends",
    "decisions",
    "cancelled_names",
    "supervisor_decisions",
    "shifts",
    "till_sales",
    "till_tenders",
    "receipt_series",
    "z_reports",
    "z_reasons",
    "drawer_counts",
    "customer_refunds",
    "supervisor_pin",
    "pin_tries",
    "customer_left",
    "refunds_due",
    "refunds_credited",
    "receipt_restart",
    "restart_reach",
    "sale_tax",
    "tax_series",
    "tax_documents",
    "slip_series",
    "refund_slips",
    "einvoice_irns",
    "einvoice_cancels",
    "outbox",
    "drafts",
)


@dataclass(frozen=True, slots=True)
class Salvaged:
    """How many rows of each kind reached the new journal, the tables that lost rows (a
    damaged page, or a table that could not be read at all), and the highest agency-store
    record the file had ever written (None: that could not be read)."""

    pending: int
    settled: int
    bookings: int
    rows: int = 0
    damaged: tuple[str, ...] = ()
    last_seq: int | None = None


@dataclass(frozen=True, slots=True)
class Worst:
    """What recovery assumed: ``marked`` pending requests taken as sent, and the new receipt
    series prefix (None: every receipt number was read, the series go on as they were)."""

    marked: int
    prefix: str | None


class Scan:
    """Whether a table's scan met damage (rows on a bad page are lost)."""

    def __init__(self) -> None:
        self.damaged = False


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
    conn: sqlite3.Connection, table: str, where: str = "1", scan: Scan | None = None
) -> Iterator[dict[str, Any]]:
    """Every row of ``table`` matching ``where`` that can be read, in rowid order (``scan`` is
    told when damage cost rows)."""
    seen = scan or Scan()
    try:
        conn.execute(f"SELECT * FROM {table} LIMIT 0")
    except sqlite3.DatabaseError as error:
        log.warning("Salvage: table %s cannot be read (%s)", table, error)
        seen.damaged = True
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
            seen.damaged = True
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
    are what keeps a sale from being charged twice. Then the settled requests, the bookings of
    the history, and every other table. ``damaged`` is only read.
    """
    try:
        source = sqlite3.connect(f"{damaged.absolute().as_uri()}?mode=ro", uri=True)
    except sqlite3.DatabaseError as error:
        log.warning("Salvage: %s cannot be opened (%s)", damaged, error)
        return Salvaged(0, 0, 0, 0, ("requests", "bookings", *TABLES))
    source.row_factory = sqlite3.Row
    lost: list[str] = []
    rows = bookings = 0
    try:
        scan = Scan()
        pending = _copy(
            readable_rows(source, "requests", "state = 'pending'", scan), target, "requests"
        )
        settled = _copy(readable_rows(source, "requests", scan=scan), target, "requests")
        if scan.damaged:
            lost.append("requests")
        for table in ("bookings", *TABLES):
            scan = Scan()
            copied = _copy(readable_rows(source, table, scan=scan), target, table)
            rows += copied
            if scan.damaged:
                lost.append(table)
            if table == "bookings":
                bookings = copied
        last_seq = _last_seq(source)
    finally:
        source.close()
    _keep_lost(target, last_seq or 0)
    if last_seq is not None:
        _keep_seq_above(target, last_seq)
    return Salvaged(pending, settled, bookings, rows + pending + settled, tuple(lost), last_seq)


def _last_seq(source: sqlite3.Connection) -> int | None:
    """The highest outbox ``seq`` the journal ever gave (0: none; None: it cannot be read)."""
    try:
        row = source.execute("SELECT seq FROM sqlite_sequence WHERE name = 'outbox'").fetchone()
    except sqlite3.DatabaseError as error:
        log.warning("Salvage: the outbox's last number cannot be read (%s)", error)
        return None
    return 0 if row is None else int(row[0])


def _keep_lost(target: sqlite3.Connection, last_seq: int) -> None:
    """The numbers up to ``last_seq`` (or the copy's last) whose records the copy lacks are kept
    as lost: the store may hold them, or the day close names them; never declared used up
    (``app.journal.outbox_numbers``)."""
    with target:
        target.executemany(
            "INSERT INTO outbox_lost (first, last) VALUES (?, ?)", outbox.holes(target, last_seq)
        )


def _keep_seq_above(target: sqlite3.Connection, last_seq: int) -> None:
    """New outbox records are numbered above every one the damaged journal gave: the agency
    store holds the sent ones under those numbers."""
    with target:
        if (
            target.execute(
                "UPDATE sqlite_sequence SET seq = MAX(seq, ?) WHERE name = 'outbox'", (last_seq,)
            ).rowcount
            == 0
        ):
            target.execute(
                "INSERT INTO sqlite_sequence (name, seq) VALUES ('outbox', ?)", (last_seq,)
            )


# What a receipt number's series is known from: if any lost rows, a number may have been printed
# that no copy shows.
RECEIPT_TABLES = ("till_sales", "receipt_series", "outbox")


def assume_the_worst(
    target: sqlite3.Connection,
    sent_marks_known: bool,
    receipts_known: bool,
    now: dt.datetime,
    last_seq: int | None = None,
) -> Worst:
    """After salvage: unless every sent mark was read, each pending request without one is
    taken as sent (only the service's answer closes it then); each receipt series goes on above
    the highest number a salvaged sale was printed with, and unless every receipt number was
    read, under a new series (the next letter: ``PB1/26A000001``) with ``last_seq``, the
    damaged journal's highest agency-store record when known (``resume_receipts`` ends the
    series once the store holds it all); each invoice and credit-note series goes on above
    every tax document read."""
    marked = 0
    with target:
        prefix = None if receipts_known else _new_series(target)
        if prefix is not None:
            target.execute(
                "INSERT INTO receipt_restart (only, prefix, restarted_at) VALUES (1, ?, ?)"
                " ON CONFLICT (only) DO UPDATE SET prefix = excluded.prefix,"
                " restarted_at = excluded.restarted_at",
                (prefix, now.isoformat(timespec="seconds")),
            )
            target.execute("DELETE FROM restart_reach")
            if last_seq is not None:
                target.execute(
                    "INSERT INTO restart_reach (only, last_seq) VALUES (1, ?)", (last_seq,)
                )
        if not sent_marks_known:
            marked = target.execute(
                "INSERT OR IGNORE INTO sends (request_id, sent_at)"
                " SELECT request_id, created_at FROM requests WHERE state = 'pending'"
            ).rowcount
        printed = [
            str(receipt_no)
            for (receipt_no,) in target.execute(
                "SELECT receipt_no FROM till_sales WHERE receipt_no IS NOT NULL"
            )
        ]
        # A sale's record for the agency store carries its receipt number too: it may have
        # outlived the sale's own row.
        for (body,) in target.execute("SELECT body FROM outbox WHERE kind = 'sale'"):
            payment = json.loads(body).get("payment") or {}
            if payment.get("receipt_no"):
                printed.append(str(payment["receipt_no"]))
        raise_receipt_series(target, printed)
        # A tax document's number is never given twice: each series goes on above every
        # invoice or credit note that was read back.
        raise_receipt_series(
            target, [str(n) for (n,) in target.execute("SELECT doc_no FROM tax_documents")]
        )
    return Worst(marked, prefix)


def _new_series(target: sqlite3.Connection) -> str:
    """The letter of the recovery series the counter goes on under: after every one seen."""
    seen = [
        str(number)
        for (number,) in target.execute(
            "SELECT receipt_no FROM till_sales WHERE receipt_no IS NOT NULL"
            " UNION ALL SELECT doc_no FROM tax_documents"
        )
    ]
    earlier = target.execute("SELECT prefix FROM receipt_restart WHERE only = 1").fetchone()
    return next_restart_letter(seen, None if earlier is None else str(earlier[0]))


def copy_journal(journal: Path, copy: Path) -> None:
    """Write a consistent copy of the journal file to ``copy`` (SQLite's backup API, through a
    connection of its own: run it in a worker), readable by this user only."""
    partial = copy.with_name(copy.name + ".part")
    file_moves.remove(partial)
    partial.touch(mode=PRIVATE_FILE)
    make_private(partial)
    source = sqlite3.connect(f"{journal.absolute().as_uri()}?mode=ro", uri=True)
    try:
        target = sqlite3.connect(partial)
        try:
            source.backup(target)
        finally:
            target.close()
    finally:
        source.close()
    # Replaced whole: a copy cut off half-way never takes the last good one's place.
    file_moves.replace(partial, copy)
