"""The counter's own hash chain over the records it sends the agency store: the witness of what
it sent, which the store's owner does not hold (docs/agency-store.md, "The counters' chain").

Each outbox record is sent with its ``sent`` text (the canonical JSON of its body without the
personal fields the store erases after the trip) and its ``link``: the SHA-256 of the link
before it, its order, id, kind, the digest of that text and the time it was made. The store
keeps both as they came; the replicator checks the store's against the journal's, and every Z
report prints the head of the chain as it closed the shift.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from collections.abc import Mapping
from typing import Any

# What the agency store erases from its copy after the trip (its agency_personal_fields(), which
# a test compares): outside the chain, so an erasure never breaks it.
PERSONAL_FIELDS = frozenset({"customer_email", "customer_phone", "passengers", "names"})
SEPARATOR = "\x1f"
_EPOCH = dt.datetime(1970, 1, 1, tzinfo=dt.UTC)


def sent_text(body: Mapping[str, Any]) -> str:
    """The canonical text of ``body`` as the chain covers it: keys sorted, no spaces, UTF-8
    characters as they are, the personal fields left out."""
    kept = {key: value for key, value in body.items() if key not in PERSONAL_FIELDS}
    return json.dumps(kept, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def digest(text: str) -> str:
    """The SHA-256 of ``text`` (UTF-8), in hex."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def micros(moment: dt.datetime) -> int:
    """``moment`` as microseconds since 1970 (as the store reads a ``timestamptz``)."""
    return (moment - _EPOCH) // dt.timedelta(microseconds=1)


def link(
    before: str | None, seq: int, record_id: str, kind: str, text_digest: str, made: dt.datetime
) -> str:
    """The chain's link of one record: ``before`` is the previous record's link (None first)."""
    fields = (before or "", str(seq), record_id, kind, text_digest, str(micros(made)))
    return digest(SEPARATOR.join(fields))
