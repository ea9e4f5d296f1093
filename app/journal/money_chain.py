"""The money events' own chain (journal version 43): each money event linked to the one before
and sealed, as the records are (``app.journal.chain``), in the transaction that posts it.

An event's text is the canonical JSON of its ``money_event`` record's body without its
``chain`` (``event_text``): its id, kind, figures, time, whether it was backfilled, and the lines
it posted. Its link is ``chain.link`` of the link before, its number in ``money_events``, its id,
kind, the digest of that text and its time; its seal the link's under the records' key, naming
the key's fingerprint. The record sent to the agency store carries the link and the seal
(``chain``), and the replicator gives the store each link as it is made (chain
``money_events``), as it does the records': the books can then be held, event by event, to
what was posted and sent (``app.books.chained``). Events posted before this version are linked
once, as the journal is upgraded, unsealed: a seal says the counter linked it as it posted it.
"""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from app.domain.money import from_paise, money
from app.journal import chain

MONEY_CHAIN_SCHEMA = """
CREATE TABLE IF NOT EXISTS money_chain (
    seq INTEGER PRIMARY KEY,
    event_id TEXT NOT NULL,
    digest TEXT NOT NULL,
    link TEXT NOT NULL,
    seal TEXT
);
CREATE TRIGGER IF NOT EXISTS money_chain_final_update BEFORE UPDATE ON money_chain
BEGIN SELECT RAISE(ABORT, 'a money event''s link is final'); END;
CREATE TRIGGER IF NOT EXISTS money_chain_final_delete BEFORE DELETE ON money_chain
BEGIN SELECT RAISE(ABORT, 'a money event''s link is final'); END;
"""

# The field of a ``money_event`` record's body that carries its link and seal (outside its text).
CHAIN_FIELD = "chain"
# The version that chains the money events.
MONEY_CHAIN_VERSION = 43


def event_text(record: Mapping[str, Any]) -> str:
    """The text a money event's link covers: its record's body (``money_events.record``), its
    ``chain`` left out, as canonical JSON."""
    return chain.sent_text({key: value for key, value in record.items() if key != CHAIN_FIELD})


def record_body(
    event_id: str,
    kind: str,
    body: Mapping[str, Any],
    recorded_at: str,
    backfilled: bool,
    lines: list[tuple[str, str, str]],
) -> dict[str, Any]:
    """A money event's record body (without its chain): ``lines`` as (account, debit, credit)
    amount texts."""
    return {
        "event_id": event_id,
        "kind": kind,
        "body": dict(body),
        "recorded_at": recorded_at,
        "backfilled": backfilled,
        "lines": [
            {"account": account, "debit": debit, "credit": credit}
            for account, debit, credit in lines
        ],
    }


def link_event(conn: sqlite3.Connection, seq: int, record: Mapping[str, Any]) -> dict[str, Any]:
    """Link the event of ``money_events`` number ``seq`` (its record body ``record``) to the one
    before and seal it, inside the caller's transaction; its ``chain`` field (number, link,
    seal) for the record sent. While the chain is empty, the events an older version posted are
    linked first (an upgrade's own events, versions 39 and 40, are posted before version 43
    links the others); never after: an event put in the books by hand stays unlinked."""
    (behind,) = conn.execute(
        "SELECT NOT EXISTS (SELECT 1 FROM money_chain)"
        " AND EXISTS (SELECT 1 FROM money_events WHERE seq < ?)",
        (seq,),
    ).fetchone()
    if behind:
        _link_older(conn, below=seq)
    return _keep(conn, seq, record, sealed=True)


def _link_older(conn: sqlite3.Connection, below: int | None = None) -> None:
    for seq, older in standing(conn, unlinked=True):
        if below is None or seq < below:
            _keep(conn, seq, older, sealed=False)


def _keep(
    conn: sqlite3.Connection, seq: int, record: Mapping[str, Any], *, sealed: bool
) -> dict[str, Any]:
    before = conn.execute(
        "SELECT link, seal FROM money_chain WHERE seq < ? ORDER BY seq DESC LIMIT 1", (seq,)
    ).fetchone()
    text_digest = chain.digest(event_text(record))
    made = dt.datetime.fromisoformat(str(record["recorded_at"]))
    link = chain.link(
        None if before is None else before[0],
        seq,
        str(record["event_id"]),
        str(record["kind"]),
        text_digest,
        made,
    )
    seal = chain.seal(link, None if before is None else before[1]) if sealed else None
    conn.execute(
        "INSERT INTO money_chain (seq, event_id, digest, link, seal) VALUES (?, ?, ?, ?, ?)",
        (seq, record["event_id"], text_digest, link, seal),
    )
    return {"seq": seq, "link": link, "seal": seal}


def add_money_chain(conn: sqlite3.Connection) -> None:
    """Journal version 43: the money events' chain; the events an older version posted are
    linked once, in order, unsealed."""
    conn.executescript(MONEY_CHAIN_SCHEMA)
    (version,) = conn.execute("PRAGMA user_version").fetchone()
    if not 0 < version < MONEY_CHAIN_VERSION:
        return
    with conn:
        _link_older(conn)


def standing(
    conn: sqlite3.Connection, *, unlinked: bool = False
) -> Iterator[tuple[int, dict[str, Any]]]:
    """Each money event as the books hold it now, in order: its number and its record body
    (without its chain); ``unlinked``: only those the chain has no link of."""
    where = " WHERE seq NOT IN (SELECT seq FROM money_chain)" if unlinked else ""
    lines: dict[int, list[tuple[str, str, str]]] = {}
    for seq, account, debit, credit in conn.execute(
        f"SELECT seq, account, debit_paise, credit_paise FROM book_lines{where} ORDER BY seq, line"
    ):
        lines.setdefault(seq, []).append(
            (account, str(money(from_paise(debit))), str(money(from_paise(credit))))
        )
    rows = conn.execute(
        "SELECT seq, event_id, kind, body, recorded_at, backfilled FROM money_events"
        f"{where} ORDER BY seq"
    ).fetchall()
    for seq, event_id, kind, body, recorded_at, backfilled in rows:
        yield (
            seq,
            record_body(
                event_id, kind, json.loads(body), recorded_at, bool(backfilled), lines.get(seq, [])
            ),
        )


@dataclass(frozen=True, slots=True)
class KeptLink:
    """One link of the money events' chain as the journal keeps it."""

    seq: int
    event_id: str
    digest: str
    link: str
    seal: str | None


def kept_links(conn: sqlite3.Connection) -> list[KeptLink]:
    """Every link the chain keeps, in order."""
    rows = conn.execute(
        "SELECT seq, event_id, digest, link, seal FROM money_chain ORDER BY seq"
    ).fetchall()
    return [KeptLink(int(s), str(e), str(d), str(link), seal) for s, e, d, link, seal in rows]


def heads(conn: sqlite3.Connection, after: int, limit: int) -> list[tuple[int, str]]:
    """The links past number ``after``, oldest first, at most ``limit``: what the agency store
    witnesses as the chain grows."""
    rows = conn.execute(
        "SELECT seq, link FROM money_chain WHERE seq > ? ORDER BY seq LIMIT ?", (after, limit)
    ).fetchall()
    return [(int(seq), str(link)) for seq, link in rows]
