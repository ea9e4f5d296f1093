"""A rotation of the key this counter seals its records' links under, kept as a record of kind
``key_rotated``: the new key's fingerprint, the one it replaces, who rotated it (the supervisor
who approved, and their decision) and when. It is sealed under the key it replaces, the last
link under that key: the agency store registers the new key by it for the records after it,
and no others (store version 31, docs/decisions/keys-rotated.md). The key itself never leaves
the keyring.
"""

from __future__ import annotations

import datetime as dt
import sqlite3
from collections.abc import Callable

from app.journal import outbox
from app.journal.outbox import Kind


def record_rotation(
    conn: sqlite3.Connection,
    fingerprint: str,
    previous: str,
    by: str,
    decision_id: int,
    at: dt.datetime,
    then: Callable[[], None],
) -> None:
    """Queue the rotation to the key of ``fingerprint`` from the one of ``previous``, approved by
    ``by`` as decision ``decision_id`` at ``at``, sealed under the key in use, and call
    ``then()`` (the new key put in use) in the same transaction: every link after it, whichever
    thread writes it, waits for the journal's lock and is sealed under the new key."""
    body = {
        "key_fingerprint": fingerprint,
        "previous": previous,
        "rotated_by": by,
        "decision_id": decision_id,
        "rotated_at": at.isoformat(timespec="milliseconds"),
    }
    with conn:
        outbox.add(conn, Kind.KEY_ROTATED, f"key_rotated:{decision_id}", body, at)
        then()
