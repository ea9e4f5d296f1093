"""The journal's outbox: every settled record, written in the transaction of the record itself,
waiting to be copied to the agency store (``app.agency.replicator``) in ``seq`` order.

Bodies are JSON with amounts as decimal strings; their fields per kind are in the agency store's
documentation. Writing is ``add`` on the open transaction's connection, which also links the record
into the counter's own chain (``app.journal.chain``); ``OutboxReader`` reads and marks rows sent
from a connection of its own, off the thread that sells.
"""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
import threading
import uuid
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum
from pathlib import Path
from typing import Any

from app.domain.money import from_paise, money
from app.journal import access_log, chain, money_chain
from app.records.till import ChainHead

OUTBOX_SCHEMA = """
CREATE TABLE IF NOT EXISTS outbox (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    record_id TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL,
    body TEXT NOT NULL,
    created_at TEXT NOT NULL,
    sent_at TEXT
);
CREATE INDEX IF NOT EXISTS outbox_unsent ON outbox (seq) WHERE sent_at IS NULL;
"""

# The counter's chain over its outbox (journal version 14): per record, the text it sends the
# agency store, that text's digest and its link (``app.journal.chain``). Records written before
# this version are linked, in order, as the journal opens; ``unlinked`` marks those already sent
# then, which reached the store without their link.
OUTBOX_CHAIN_SCHEMA = """
CREATE TABLE IF NOT EXISTS outbox_chain (
    seq INTEGER PRIMARY KEY REFERENCES outbox (seq),
    sent TEXT NOT NULL,
    digest TEXT NOT NULL,
    link TEXT NOT NULL,
    unlinked INTEGER NOT NULL DEFAULT 0
);
"""


# The journal's chains whose heads the agency store witnesses as they grow (its chain_heads).
WITNESSED_RECORDS = "records"
WITNESSED_ACCESS_LOG = "access_log"
# The money events' own chain (``app.journal.money_chain``, store version 35).
WITNESSED_MONEY = "money_events"
WITNESSED_CHAINS = (WITNESSED_RECORDS, WITNESSED_ACCESS_LOG, WITNESSED_MONEY)


def add_chain_seals(conn: sqlite3.Connection) -> None:
    """Journal version 25: each link's seal under the keyring's key (``chain.seal``; NULL for a
    link made before it, or on a computer without a keyring). Added once (SQLite has no ``ADD
    COLUMN IF NOT EXISTS``); no link made before is sealed now (docs/decisions/keyed-chains.md)."""
    columns = {row[1] for row in conn.execute("PRAGMA table_info(outbox_chain)")}
    if "seal" not in columns:
        conn.execute("ALTER TABLE outbox_chain ADD COLUMN seal TEXT")


# Numbers a damaged journal had given whose records its recovery could not read (journal
# version 22, written by ``app.journal.salvage``): the agency store may hold records under them,
# or they are lost and the day close names them, so they are never declared used up.
OUTBOX_LOST_SCHEMA = """
CREATE TABLE IF NOT EXISTS outbox_lost (
    first INTEGER NOT NULL CHECK (first > 0),
    last INTEGER NOT NULL CHECK (last >= first)
);
"""


class Kind(StrEnum):
    """What an outbox record records."""

    PENDING = "pending"
    SALE = "sale"
    CANCELLATION = "cancellation"
    CUSTOMER_REFUND = "customer_refund"
    REFUSED = "refused"
    DECISION = "decision"
    SHIFT_OPEN = "shift_open"
    SHIFT_CLOSE = "shift_close"
    Z_REPORT = "z_report"
    X_REPORT = "x_report"
    DRAFT_VOIDED = "draft_voided"
    DRAFT_KEPT = "draft_kept"
    DRAFT_CLEARED = "draft_cleared"
    TAX_DOCUMENT = "tax_document"
    # An IRN the portal gave a tax document, or its cancellation asked for.
    EINVOICE = "einvoice"
    # The agency store's copy of some sales to lose what tax law does not need (the store
    # erases them when the record arrives: docs/agency-store.md, "Erasure").
    ERASURE = "erasure"
    # The store's copy of this counter's records differs from what the counter sent (found by
    # the replicator: docs/agency-store.md, "The counters' chain").
    CHAIN_MISMATCH = "chain_mismatch"
    # A booking the operator cancelled or changed, found by the watcher, and how it was dealt
    # with (one record per state: open, refunded, rebooked, told).
    DISRUPTION = "disruption"
    # A supervisor's resolution of a questioned UPI or bank payment (its outcome, not its
    # reason), so that the agency day close splits the takings as the counter does.
    BANK_RESOLUTION = "bank_resolution"
    # Numbers the outbox used up without keeping a record (an older version's duplicate add),
    # declared where the chain proves it so that the store and the day close know them from
    # lost ones (docs/decisions/gaps-proved-by-the-chain.md).
    GAP = "gap"
    # Numbers given and records written that the journal no longer holds, and a sequence found
    # moved backwards, named once as the journal opens (``app.journal.outbox_numbers``).
    MISSING = "missing"
    # A money event with the entry it posts in the books (``app.journal.money_events``).
    MONEY_EVENT = "money_event"
    # A reading of the wallet as the service answered it, with the agent key's fingerprint
    # (``app.journal.wallet_readings``): the agency's day close reconciles the readings.
    WALLET_READING = "wallet_reading"
    # What the books' check found (``app.books.checks``), sent each time it changes: the
    # agency's day close lists each counter's latest.
    BOOKS_CHECK = "books_check"
    # A supervisor's rotation of the key the records' links are sealed under, sealed under the
    # key it replaces (``app.journal.key_rotation``): the agency registers the new key by it.
    KEY_ROTATED = "key_rotated"
    # A month closed by a supervisor or re-opened by the owner (``app.journal.month_close``):
    # the agency's owner closes the agency's month once every counter has closed it.
    MONTH_CLOSE = "month_close"


@dataclass(frozen=True, slots=True)
class OutboxRecord:
    """One outbox row as the replicator sends it, with its ``sent`` text, chain ``link`` and
    the link's ``seal`` (None: not sealed)."""

    seq: int
    record_id: str
    kind: str
    body: dict[str, Any]
    created_at: dt.datetime
    sent: str
    link: str
    seal: str | None = None


def amount_text(value: Decimal) -> str:
    """An amount as a body carries it: a decimal string with two places."""
    return str(money(value))


def paise_text(value: int | None) -> str | None:
    """Whole paise from a journal column as a body's decimal string (None stays None)."""
    return None if value is None else amount_text(from_paise(value))


def unique_id(kind: Kind) -> str:
    """A record id for a record that has no natural key (an X report, a voided draft)."""
    return f"{kind.value}:{uuid.uuid4()}"


def add(
    conn: sqlite3.Connection,
    kind: Kind,
    record_id: str,
    body: Mapping[str, Any],
    made: dt.datetime,
) -> bool:
    """Add a record made at ``made`` (the journal's clock) inside the caller's open transaction;
    False when ``record_id`` is there already (the same outcome recorded again adds nothing)."""
    # Milliseconds, unlike the journal's own stamps: the agency's replication lag is measured
    # from this time. The chain covers the time as written, so as the store receives it.
    stamp = made.isoformat(timespec="milliseconds")
    # Looked for first: an INSERT ... ON CONFLICT DO NOTHING on an AUTOINCREMENT table uses up a
    # number even when it adds nothing, and the store would call that number missing.
    if conn.execute("SELECT 1 FROM outbox WHERE record_id = ?", (record_id,)).fetchone():
        return False
    cursor = conn.execute(
        "INSERT INTO outbox (record_id, kind, body, created_at) VALUES (?, ?, ?, ?)",
        (record_id, kind.value, json.dumps(body, ensure_ascii=False), stamp),
    )
    seq = cursor.lastrowid
    assert seq is not None  # a row was inserted
    before = head(conn, below=seq)
    made_as_written = dt.datetime.fromisoformat(stamp)
    # The seal before it: a link sealed under a new key names the key before it.
    sealed_before = (
        None
        if before is None
        else conn.execute("SELECT seal FROM outbox_chain WHERE seq = ?", (before.seq,)).fetchone()
    )
    record = chained(
        before,
        seq,
        record_id,
        kind.value,
        dict(body),
        made_as_written,
        seal_before=None if sealed_before is None else sealed_before[0],
    )
    _keep_link(conn, record)
    return True


def holes(conn: sqlite3.Connection, given: int = 0) -> list[tuple[int, int]]:
    """The ranges of numbers (first, last) holding no outbox record: between its records, and
    above the last one up to the last number it gave (or ``given``, when higher)."""
    (top,) = conn.execute(
        "SELECT max(coalesce(max(seq), 0), ?) FROM sqlite_sequence WHERE name = 'outbox'",
        (given,),
    ).fetchone()
    rows = conn.execute(
        "SELECT before + 1, seq - 1 FROM (SELECT seq, lag(seq, 1, 0) OVER (ORDER BY seq) AS"
        " before FROM outbox UNION ALL SELECT ? + 1, (SELECT coalesce(max(seq), 0) FROM outbox))"
        " WHERE seq > before + 1",
        (int(top),),
    ).fetchall()
    return [(int(first), int(last)) for first, last in rows]


def chained(
    before: ChainHead | None,
    seq: int,
    record_id: str,
    kind: str,
    body: dict[str, Any],
    made: dt.datetime,
    *,
    sealed: bool = True,
    seal_before: str | None = None,
) -> OutboxRecord:
    """The record ``seq`` as it is sent: with its sent text, its link to ``before`` and, when
    ``sealed``, the link's seal under the key in use (``seal_before``: the seal of ``before``)."""
    sent = chain.sent_text(body)
    previous = None if before is None else before.link
    link = chain.link(previous, seq, record_id, kind, chain.digest(sent), made)
    return OutboxRecord(
        seq,
        record_id,
        kind,
        body,
        made,
        sent,
        link,
        chain.seal(link, seal_before) if sealed else None,
    )


def _keep_link(
    conn: sqlite3.Connection, record: OutboxRecord, *, unlinked: bool = False
) -> ChainHead:
    conn.execute(
        "INSERT INTO outbox_chain (seq, sent, digest, link, unlinked, seal)"
        " VALUES (?, ?, ?, ?, ?, ?)",
        (
            record.seq,
            record.sent,
            chain.digest(record.sent),
            record.link,
            int(unlinked),
            record.seal,
        ),
    )
    return ChainHead(record.seq, record.link)


def sealed_elsewhere(conn: sqlite3.Connection) -> tuple[str, str] | None:
    """(the fingerprint of the key the journal's last seal was made under, the key in use's)
    when they differ: the journal was moved, or the keyring's entry made anew (None: the same
    key, no key in use, or no seal that names its key)."""
    key = chain.sealing_key()
    if key is None:
        return None
    row = conn.execute(
        "SELECT seal FROM outbox_chain WHERE seal IS NOT NULL ORDER BY seq DESC LIMIT 1"
    ).fetchone()
    old = None if row is None else chain.key_of(row[0])
    new = chain.fingerprint(key)
    return None if old is None or old == new else (old, new)


def head(conn: sqlite3.Connection, *, below: int | None = None) -> ChainHead | None:
    """The chain's head over the records before ``below`` (all when None), inside the caller's
    transaction; records of a journal older than the chain are linked first."""
    limit = "WHERE seq < ?" if below is not None else ""
    args = () if below is None else (below,)
    (last,) = conn.execute(f"SELECT max(seq) FROM outbox {limit}", args).fetchone()
    if last is None:
        return None
    row = conn.execute("SELECT link FROM outbox_chain WHERE seq = ?", (last,)).fetchone()
    if row is not None:
        return ChainHead(last, row[0])
    return _link_older(conn, last)


def mailed_problems(conn: sqlite3.Connection, heads: Collection[ChainHead]) -> list[str]:
    """Where the records part from heads mailed at Z reports (``heads``): the chain made again
    from the records as they stand, the first mailed head it does not reach is named, with the
    records since the last head that held (a record changed, taken out or put in after the
    heads left, and every later link made again under the key); and heads beyond the last
    record. Empty when every head holds."""
    wanted = {head.seq: head.link for head in heads}
    if not wanted:
        return []
    before: ChainHead | None = None
    held = 1  # the first record no head that held covers
    rows = conn.execute(
        "SELECT seq, record_id, kind, body, created_at FROM outbox WHERE seq <= ? ORDER BY seq",
        (max(wanted),),
    )
    for seq, record_id, kind, body, made in rows:
        made_at = dt.datetime.fromisoformat(made)
        record = chained(before, seq, record_id, kind, json.loads(body), made_at, sealed=False)
        before = ChainHead(seq, record.link)
        if seq not in wanted:
            continue
        if wanted[seq] == record.link:
            held = seq + 1
            continue
        which = f"record {seq} was" if held == seq else f"one of records {held} to {seq} was"
        return [
            f"record {seq} is not the one a Z report's mailed heads witnessed: {which} changed,"
            " taken out or put in after the heads left this computer"
        ]
    last = 0 if before is None else before.seq
    beyond = [seq for seq in wanted if seq > last]
    if beyond:
        return [f"records {last + 1} to {max(beyond)}, witnessed by mailed heads, are gone"]
    return []


def _link_older(conn: sqlite3.Connection, last: int) -> ChainHead:
    """Link the records up to ``last`` that have no link yet (written before the chain), not
    sealed: a seal says the counter linked the record as it wrote it."""
    start = conn.execute(
        "SELECT seq, link FROM outbox_chain WHERE seq < ? ORDER BY seq DESC LIMIT 1", (last,)
    ).fetchone()
    before = None if start is None else ChainHead(start[0], start[1])
    rows = conn.execute(
        "SELECT seq, record_id, kind, body, created_at, sent_at IS NOT NULL FROM outbox"
        " WHERE seq > ? AND seq <= ? ORDER BY seq",
        (0 if before is None else before.seq, last),
    ).fetchall()
    for seq, record_id, kind, body, made, sent in rows:
        record = chained(
            before,
            seq,
            record_id,
            kind,
            json.loads(body),
            dt.datetime.fromisoformat(made),
            sealed=False,
        )
        before = _keep_link(conn, record, unlinked=bool(sent))
    assert before is not None  # the record ``last`` is there
    return before


class OutboxReader:
    """The outbox of the journal at ``path``, read and marked sent from a connection of its own.

    Its calls run in worker threads (``check_same_thread`` off: the replicator hands them to a
    thread pool); each call is one short transaction, and one call at a time uses the
    connection. A call whose awaiting task was cancelled still runs in its worker, so ``close``
    waits for it: Python's sqlite3 closing a connection while another thread runs a statement
    on it reads a freed handle, and the process dies of a segmentation fault.
    """

    def __init__(self, path: Path, *, busy_timeout_ms: int = 2000) -> None:
        self._conn = sqlite3.connect(path, isolation_level="IMMEDIATE", check_same_thread=False)
        self._conn.execute(f"PRAGMA busy_timeout={int(busy_timeout_ms)}")
        self._using = threading.Lock()

    def close(self) -> None:
        """Close the connection, once the call under way (if any) has ended; a later call
        raises ``sqlite3.ProgrammingError``."""
        with self._using:
            self._conn.close()

    def unsent(self, limit: int) -> list[OutboxRecord]:
        """The oldest ``limit`` records not sent yet, in ``seq`` order."""
        with self._using, self._conn as conn:
            # Records of a journal older than the chain are linked before they go.
            head(conn)
            rows = conn.execute(
                "SELECT o.seq, o.record_id, o.kind, o.body, o.created_at, c.sent, c.link, c.seal"
                " FROM outbox AS o JOIN outbox_chain AS c USING (seq)"
                " WHERE o.sent_at IS NULL ORDER BY o.seq LIMIT ?",
                (limit,),
            ).fetchall()
        return [
            OutboxRecord(
                seq,
                record_id,
                kind,
                json.loads(body),
                dt.datetime.fromisoformat(made),
                sent,
                link,
                seal,
            )
            for seq, record_id, kind, body, made, sent, link, seal in rows
        ]

    def links(self) -> dict[int, tuple[str, str, str | None]]:
        """Every record sent with its link: ``seq`` -> (the digest of its sent text, its link,
        its seal)."""
        with self._using:
            rows = self._conn.execute(
                "SELECT seq, digest, link, seal FROM outbox_chain WHERE NOT unlinked"
            ).fetchall()
        return {seq: (text_digest, link, seal) for seq, text_digest, link, seal in rows}

    def heads(self, chain_name: str, after: int, limit: int) -> list[tuple[int, str]]:
        """The heads of the journal's ``chain_name`` ('records': each record's link;
        'access_log': each entry's hash without its mark; 'money_events': each money event's
        link) past place ``after``, oldest first, at most ``limit``: what the agency store
        witnesses as the chain grows."""
        with self._using, self._conn as conn:
            if chain_name == WITNESSED_MONEY:
                return money_chain.heads(conn, after, limit)
            if chain_name == WITNESSED_RECORDS:
                head(conn)  # records of a journal older than the chain are linked first
                rows = conn.execute(
                    "SELECT seq, link FROM outbox_chain WHERE seq > ? ORDER BY seq LIMIT ?",
                    (after, limit),
                ).fetchall()
                return [(int(seq), str(link)) for seq, link in rows]
            rows = conn.execute(
                "SELECT seq, hash FROM access_log WHERE seq > ? ORDER BY seq LIMIT ?",
                (after, limit),
            ).fetchall()
        return [(int(seq), access_log.digits(str(hash_))) for seq, hash_ in rows]

    def note_mismatch(self, body: Mapping[str, Any], record_id: str, made: dt.datetime) -> bool:
        """Record in the outbox that the store's copy differs (False: recorded already)."""
        with self._using, self._conn as conn:
            return add(conn, Kind.CHAIN_MISMATCH, record_id, body, made)

    def waiting(self) -> int:
        """How many records are not sent yet."""
        with self._using:
            (count,) = self._conn.execute(
                "SELECT count(*) FROM outbox WHERE sent_at IS NULL"
            ).fetchone()
        return int(count)

    def mark_sent(self, seqs: Sequence[int], stamp: str) -> None:
        """Mark records sent (after the agency store committed them)."""
        with self._using, self._conn as conn:
            conn.executemany(
                "UPDATE outbox SET sent_at = ? WHERE seq = ? AND sent_at IS NULL",
                [(stamp, seq) for seq in seqs],
            )
