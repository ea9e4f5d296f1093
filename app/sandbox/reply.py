"""A finished answer, and how handlers store it for idempotent replays."""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol


@dataclass(frozen=True, slots=True)
class Reply:
    """Status, JSON bytes and extra headers of one response."""

    status: int
    body: bytes
    headers: Mapping[str, str] = field(default_factory=dict)


class Recorder(Protocol):
    """Serialises a result and stores it in the caller's transaction (the request's effect)."""

    def __call__(self, conn: sqlite3.Connection, status: int, result: dict[str, Any]) -> Reply:
        """The reply to send; stored under the request_id before the transaction commits."""
        ...
