"""The outbox's numbers accounted for as the journal opens: each number it gave either holds a
record, or is declared used up without one, or is named missing (docs/decisions/
gaps-proved-by-the-chain.md).

A number is declared only where the chain proves no record ever held it: the record above the
hole was chained to the record below it, so when it was written the hole held nothing. Deleting
a record cannot make that true afterwards (the record after it was chained over it), and a hole
above the last record has no such proof at all. Every other number the outbox gave without a
record, a sale the till holds whose records are gone from the outbox, and a sequence found lower
than the highest number given are named missing, once, in a chained ``missing`` record.
"""

from __future__ import annotations

import datetime as dt
import json
import logging
import sqlite3
from dataclasses import dataclass, field
from typing import Any

from app.journal import chain, outbox
from app.journal.outbox import Kind

log = logging.getLogger(__name__)

# The highest outbox number ever given (journal version 31), kept by a trigger beside
# ``sqlite_sequence``: lowering that one alone, to give a deleted record's number again, is named
# at the next opening.
OUTBOX_GIVEN_SCHEMA = """
CREATE TABLE IF NOT EXISTS outbox_given (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    top INTEGER NOT NULL
);
INSERT OR IGNORE INTO outbox_given (id, top)
    SELECT 1, seq FROM sqlite_sequence WHERE name = 'outbox';
CREATE TRIGGER IF NOT EXISTS outbox_given_top AFTER INSERT ON outbox
BEGIN
    INSERT INTO outbox_given (id, top) VALUES (1, NEW.seq)
        ON CONFLICT (id) DO UPDATE SET top = max(top, excluded.top);
END;
"""

# A till sale whose outbox records are gone: its ``pending`` record (written with the sale), and
# its ``sale`` record once booked. Only sales made since the outbox's first record: a journal
# older than the outbox (version 3) sold before it had one.
_SALES_WITHOUT_RECORDS = """
SELECT t.request_id, t.booking_ref,
    EXISTS (SELECT 1 FROM outbox WHERE record_id = 'pending:' || t.request_id) AS pending,
    EXISTS (SELECT 1 FROM outbox WHERE record_id = t.request_id) AS sale
FROM till_sales AS t
WHERE substr(t.recorded_at, 1, 19) >= (SELECT substr(min(created_at), 1, 19) FROM outbox)
ORDER BY t.rowid
"""


@dataclass(frozen=True, slots=True)
class MissingRecord:
    """A record the journal wrote and no longer holds, found through the till sale it was for."""

    record_id: str
    kind: str
    booking_ref: str | None

    def body(self) -> dict[str, Any]:
        """As the ``missing`` record carries it."""
        return {"record_id": self.record_id, "kind": self.kind, "booking_ref": self.booking_ref}


@dataclass(frozen=True, slots=True)
class Accounting:
    """What one opening found: numbers declared used up, numbers and records named missing, and
    the sequence's highest number given and found when it had moved backwards (else None)."""

    declared: list[int] = field(default_factory=list)
    missing: list[int] = field(default_factory=list)
    records: list[MissingRecord] = field(default_factory=list)
    moved_back: tuple[int, int] | None = None

    def names_missing(self) -> bool:
        """Whether anything is named missing."""
        return bool(self.missing or self.records or self.moved_back)


def account_for_numbers(conn: sqlite3.Connection, made: dt.datetime) -> Accounting:
    """Declare the numbers the chain proves were never given to a record and name the rest
    missing, each in one chained record, inside the caller's transaction; what was found."""
    moved_back = _restore_sequence(conn)
    already = _already_accounted(conn)
    lost = conn.execute("SELECT first, last FROM outbox_lost").fetchall()
    declared: list[int] = []
    missing: list[int] = []
    for first, last in outbox.holes(conn):
        proved = _skipped_by_chain(conn, first, last)
        for number in range(first, last + 1):
            if number in already or any(low <= number <= high for low, high in lost):
                continue
            (declared if proved else missing).append(number)
    records = _sales_without_records(conn)
    found = Accounting(declared, missing, records, moved_back)
    stamp = made.isoformat(timespec="seconds")
    if declared:
        body: dict[str, Any] = {"numbers": declared, "declared_at": stamp}
        outbox.add(conn, Kind.GAP, outbox.unique_id(Kind.GAP), body, made)
    if found.names_missing():
        named = {
            "numbers": missing,
            "records": [record.body() for record in records],
            "sequence": None
            if moved_back is None
            else {"given": moved_back[0], "found": moved_back[1]},
            "named_at": stamp,
        }
        outbox.add(conn, Kind.MISSING, outbox.unique_id(Kind.MISSING), named, made)
        log.error(
            "The journal's outbox lacks records it wrote: numbers %s, records %s%s",
            missing,
            [(record.record_id, record.booking_ref) for record in records],
            ""
            if moved_back is None
            else f"; its sequence moved back from {moved_back[0]} to {moved_back[1]}",
        )
    return found


def _restore_sequence(conn: sqlite3.Connection) -> tuple[int, int] | None:
    """(given, found) when ``sqlite_sequence`` is below the highest number the outbox gave, set
    back to it so that no number is given twice; None when it is not."""
    row = conn.execute("SELECT top FROM outbox_given WHERE id = 1").fetchone()
    if row is None:
        return None
    given = int(row[0])
    current = conn.execute("SELECT seq FROM sqlite_sequence WHERE name = 'outbox'").fetchone()
    found = 0 if current is None else int(current[0])
    if found >= given:
        return None
    if current is None:
        conn.execute("INSERT INTO sqlite_sequence (name, seq) VALUES ('outbox', ?)", (given,))
    else:
        conn.execute("UPDATE sqlite_sequence SET seq = ? WHERE name = 'outbox'", (given,))
    return given, found


def _already_accounted(conn: sqlite3.Connection) -> set[int]:
    """The numbers declared or named missing by an earlier opening."""
    rows = conn.execute(
        "SELECT body FROM outbox WHERE kind IN (?, ?)", (Kind.GAP.value, Kind.MISSING.value)
    )
    return {int(number) for (body,) in rows for number in json.loads(body)["numbers"]}


def _skipped_by_chain(conn: sqlite3.Connection, first: int, last: int) -> bool:
    """Whether the record just above ``first``..``last`` was chained to the record just below
    it: then, when it was written, nothing held those numbers."""
    above = conn.execute(
        "SELECT o.seq, o.record_id, o.kind, o.created_at, c.digest, c.link"
        " FROM outbox AS o JOIN outbox_chain AS c USING (seq) WHERE o.seq = ?",
        (last + 1,),
    ).fetchone()
    if above is None:
        return False  # above the last record: nothing was chained after it yet
    previous: str | None = None
    if first > 1:
        below = conn.execute(
            "SELECT c.link FROM outbox AS o JOIN outbox_chain AS c USING (seq) WHERE o.seq = ?",
            (first - 1,),
        ).fetchone()
        if below is None:
            return False
        previous = str(below[0])
    seq, record_id, kind, made, text_digest, link = above
    expected = chain.link(
        previous, seq, record_id, kind, text_digest, dt.datetime.fromisoformat(made)
    )
    return bool(link == expected)


def _sales_without_records(conn: sqlite3.Connection) -> list[MissingRecord]:
    """The till's sales whose ``pending`` or ``sale`` record the outbox lacks, not named yet."""
    named = {
        str(entry["record_id"])
        for (body,) in conn.execute("SELECT body FROM outbox WHERE kind = ?", (Kind.MISSING.value,))
        for entry in json.loads(body)["records"]
    }
    found: list[MissingRecord] = []
    for request_id, booking_ref, pending, sale in conn.execute(_SALES_WITHOUT_RECORDS):
        if not pending:
            found.append(MissingRecord(f"pending:{request_id}", Kind.PENDING.value, booking_ref))
        if booking_ref is not None and not sale:
            found.append(MissingRecord(str(request_id), Kind.SALE.value, booking_ref))
    return [record for record in found if record.record_id not in named]
