"""A sale's draft as the journal keeps it and the sale's screens offer it again."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class StoredDraft:
    """A draft as stored: its JSON body, passenger row -> scan, and when it was saved;
    ``unreadable``: some of its ID numbers or scans were sealed under a key this computer no
    longer has, and are left out (to be typed or scanned again)."""

    body: dict[str, Any]
    scans: dict[int, str]
    saved_at: str
    unreadable: bool = False
