"""The counter's own hash chain over the records it sends the agency store: the witness of what
it sent, which the store's owner does not hold (docs/agency-store.md, "The counters' chain").

Each outbox record is sent with its ``sent`` text (the canonical JSON of its body without the
personal fields the store erases after the trip) and its ``link``: the SHA-256 of the link
before it, its order, id, kind, the digest of that text and the time it was made. The store
keeps both as they came; the replicator checks the store's against the journal's, and every Z
report prints the head of the chain as it closed the shift.

Each link is also sealed (journal version 25, store version 14): its ``seal`` is an HMAC-SHA256
of the link under a key derived from the sealing key in the OS keyring (``use_key``), which the
journal file and the store do not hold. Whoever rewrites a record and makes the plain links
again cannot seal them; the counter checks every seal the store keeps (docs/decisions/
keyed-chains.md). Without a keyring there is no key that outlives the run: links are not sealed.
"""

from __future__ import annotations

import datetime as dt
import functools
import hashlib
import hmac
import json
from collections.abc import Callable, Mapping
from typing import Any

# What the agency store erases from its copy after the trip (its agency_personal_fields(), which
# a test compares): outside the chain, so an erasure never breaks it.
PERSONAL_FIELDS = frozenset({"customer_email", "customer_phone", "passengers", "names"})
SEPARATOR = "\x1f"
_EPOCH = dt.datetime(1970, 1, 1, tzinfo=dt.UTC)
# A seal: this mark, then the HMAC-SHA256 of the link in hex.
SEALED = "s1:"
# What the records' chain key is derived for (``Sealer.derived_key``).
CHAIN_PURPOSE = "counterdesk records chain seal"
# The key links are sealed under; None (tests, tools, a computer without a keyring): unsealed.
_key: Callable[[], bytes | None] = lambda: None  # noqa: E731 - replaced by use_key


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


def use_key(key: Callable[[], bytes | None]) -> None:
    """Seal the links under ``key()`` (the app's: derived from the keyring's sealing key, read
    once, on first use; None when the computer has no keyring to keep it)."""
    global _key
    _key = functools.cache(key)


def sealing_key() -> bytes | None:
    """The key links are sealed under now (None: they are not)."""
    return _key()


def seal_of(key: bytes, link_: str) -> str:
    """The seal of ``link_`` under ``key``."""
    return SEALED + hmac.new(key, link_.encode("ascii"), hashlib.sha256).hexdigest()


def seal(link_: str) -> str | None:
    """The seal of ``link_`` under the key in use (None when there is none)."""
    key = _key()
    return None if key is None else seal_of(key, link_)


def seal_holds(key: bytes, link_: str, sealed: str) -> bool:
    """Whether ``sealed`` is the seal of ``link_`` under ``key``."""
    return hmac.compare_digest(sealed, seal_of(key, link_))
