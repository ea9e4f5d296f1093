"""request_id idempotency per agent and endpoint (docs/partner-interface.md §17).

The final response of every request that passed validation is stored, in the same transaction
as its effect. An identical replay gets it back unchanged; a different body under the same
request_id is 409; a duplicate that arrives while the first is still running waits for it.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import hashlib
import sqlite3
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Any

from app.domain.json_text import encode_json, json_fragments

RETENTION = dt.timedelta(days=31)
DIGEST_PART_CHARS = 256 * 1024


@dataclass(frozen=True, slots=True)
class IdempotencyKey:
    """Where a request_id is unique, and the digest of the body sent with it."""

    agent_id: int
    endpoint: str
    request_id: str
    body_sha256: str


@dataclass(frozen=True, slots=True)
class StoredResponse:
    """The answer given the first time."""

    body_sha256: str
    status: int
    body: bytes


def body_digest(body: dict[str, Any], size: int) -> str:
    """SHA-256 of the body in canonical form: key order and spacing do not make it different.

    ``size`` is the body's length as received. A body of up to ``DIGEST_PART_CHARS`` bytes is
    encoded in one call (its canonical form is about as long); a larger one is hashed as it is
    encoded, a slice at a time, so a 190 MB body is not copied whole once more (twice: as text,
    then as UTF-8). The text hashed is the same either way. Raises UnicodeEncodeError for text
    that is not whole characters (a lone surrogate).
    """
    if size <= DIGEST_PART_CHARS:
        return hashlib.sha256(encode_json(body, sort_keys=True).encode("utf-8")).hexdigest()
    digest = hashlib.sha256()
    for part in json_fragments(body, DIGEST_PART_CHARS, sort_keys=True):
        digest.update(part.encode("utf-8"))
    return digest.hexdigest()


class IdempotencyStore:
    """Per-request_id locks of this process and the table of stored responses."""

    def __init__(self) -> None:
        self._locks: dict[tuple[int, str, str], tuple[asyncio.Lock, int]] = {}

    @asynccontextmanager
    async def hold(self, key: IdempotencyKey) -> AsyncIterator[None]:
        """Run one request of ``key`` at a time; the lock is dropped when nobody waits on it."""
        name = (key.agent_id, key.endpoint, key.request_id)
        lock, users = self._locks.get(name, (asyncio.Lock(), 0))
        self._locks[name] = (lock, users + 1)
        try:
            async with lock:
                yield
        finally:
            lock, users = self._locks[name]
            if users == 1:
                del self._locks[name]
            else:
                self._locks[name] = (lock, users - 1)

    def lookup(self, conn: sqlite3.Connection, key: IdempotencyKey) -> StoredResponse | None:
        """The response stored for this request_id, if any."""
        row = conn.execute(
            "SELECT body_sha256, status_code, response FROM idempotency"
            " WHERE agent_id = ? AND endpoint = ? AND request_id = ?",
            (key.agent_id, key.endpoint, key.request_id),
        ).fetchone()
        if row is None:
            return None
        return StoredResponse(row["body_sha256"], row["status_code"], bytes(row["response"]))

    def record(
        self,
        conn: sqlite3.Connection,
        key: IdempotencyKey,
        status: int,
        body: bytes,
        now: dt.datetime,
    ) -> None:
        """Store the final response inside the caller's transaction."""
        conn.execute(
            "INSERT INTO idempotency (agent_id, endpoint, request_id, body_sha256, status_code,"
            " response, stored_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (
                key.agent_id,
                key.endpoint,
                key.request_id,
                key.body_sha256,
                status,
                body,
                now.isoformat(),
            ),
        )

    def purge(self, conn: sqlite3.Connection, now: dt.datetime) -> None:
        """Forget responses older than the retention (at least 30 days)."""
        conn.execute(
            "DELETE FROM idempotency WHERE stored_at < ?", ((now - RETENTION).isoformat(),)
        )
