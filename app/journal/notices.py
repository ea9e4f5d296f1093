"""Which privacy notice a sale's customer was shown: its version and language, recorded with the
sale's request in the transaction that writes it ahead, so an agency can show what a customer
was told when their details were taken."""

from __future__ import annotations

import datetime as dt
import sqlite3
from dataclasses import dataclass

NOTICES_SCHEMA = """
CREATE TABLE IF NOT EXISTS notices_shown (
    request_id TEXT PRIMARY KEY,
    version TEXT NOT NULL CHECK (version <> ''),
    language TEXT NOT NULL,
    shown_at TEXT NOT NULL,
    shown_by TEXT NOT NULL
);
"""


@dataclass(frozen=True, slots=True)
class NoticeShown:
    """The notice a customer was shown: ``version`` names its exact text."""

    version: str
    language: str
    shown_at: dt.datetime
    shown_by: str


def record_notice(conn: sqlite3.Connection, request_id: str, shown: NoticeShown) -> None:
    """Record ``shown`` for the sale ``request_id`` inside the caller's open transaction (a
    retried write of the same sale keeps the first)."""
    conn.execute(
        "INSERT INTO notices_shown (request_id, version, language, shown_at, shown_by)"
        " VALUES (?, ?, ?, ?, ?) ON CONFLICT (request_id) DO NOTHING",
        (
            request_id,
            shown.version,
            shown.language,
            shown.shown_at.isoformat(timespec="seconds"),
            shown.shown_by,
        ),
    )


def notice_of(conn: sqlite3.Connection, request_id: str) -> NoticeShown | None:
    """The notice recorded for the sale ``request_id``, if any."""
    row = conn.execute("SELECT * FROM notices_shown WHERE request_id = ?", (request_id,)).fetchone()
    if row is None:
        return None
    return NoticeShown(
        row["version"], row["language"], dt.datetime.fromisoformat(row["shown_at"]), row["shown_by"]
    )
