"""API keys: SHA-256 digests in the database, compared in constant time, fail closed."""

from __future__ import annotations

import hashlib
import hmac
import sqlite3
from dataclasses import dataclass

from app.api.codes import ErrorCode
from app.sandbox.errors import SandboxError

ACTIVE = "active"


def key_digest(key: str) -> str:
    """The SHA-256 hex digest stored for a key (the key itself is never stored)."""
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


@dataclass(frozen=True, slots=True)
class Agent:
    """The agent a key belongs to; every query is scoped to it."""

    agent_id: int
    tenant_id: str
    agent_name: str
    account_status: str


class KeyRing:
    """Every agent's key digest, loaded once (keys do not change while the sandbox runs)."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._entries = [
            (
                row["key_sha256"],
                Agent(row["agent_id"], row["tenant_id"], row["agent_name"], row["account_status"]),
            )
            for row in conn.execute(
                "SELECT agent_id, tenant_id, agent_name, account_status, key_sha256 FROM agents"
            )
        ]

    def authenticate(self, key: str | None) -> Agent:
        """The active agent of ``key``; 401 when missing or unknown, 403 when disabled."""
        if not key:
            raise SandboxError(ErrorCode.AUTH_KEY_MISSING, "The X-API-KEY header is required.")
        digest = key_digest(key)
        found: Agent | None = None
        # Every digest is compared, so the time taken does not say which entry matched.
        for stored, agent in self._entries:
            if hmac.compare_digest(stored, digest):
                found = agent
        if found is None:
            raise SandboxError(ErrorCode.AUTH_KEY_INVALID, "The API key is not valid.")
        if found.account_status != ACTIVE:
            raise SandboxError(
                ErrorCode.API_ACCESS_DISABLED, "API access of this partner account is disabled."
            )
        return found
