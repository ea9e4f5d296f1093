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
from enum import StrEnum
from typing import Any

# What the agency store erases from its copy after the trip (its agency_personal_fields(), which
# a test compares): outside the chain, so an erasure never breaks it.
PERSONAL_FIELDS = frozenset({"customer_email", "customer_phone", "passengers", "names"})
SEPARATOR = "\x1f"
_EPOCH = dt.datetime(1970, 1, 1, tzinfo=dt.UTC)
# A seal made before seals named their key: this mark, then the HMAC-SHA256 of the link in hex.
SEALED = "s1:"
# A seal since journal version 31: this mark, the key's fingerprint, ":", the HMAC-SHA256 in hex
# and, on the first link under a new key, ":" and the fingerprint of the key before it.
SEALED_KEYED = "s2:"
FINGERPRINT_PURPOSE = b"counterdesk key fingerprint"
FINGERPRINT_DIGITS = 16
# What the records' chain key is derived for (``Sealer.derived_key``).
CHAIN_PURPOSE = "counterdesk records chain seal"
# The key links are sealed under; None (tests, tools, a computer without a keyring): unsealed.
_key: Callable[[], bytes | None] = lambda: None  # noqa: E731 - replaced by use_key
# Whether a keyring keeps that key (False: the app on a computer without one, whose records go
# unsealed and must say so); tests and tools that seal nothing count theirs as kept.
_kept: Callable[[], bool] = lambda: True  # noqa: E731 - replaced by use_key


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


def use_key(key: Callable[[], bytes | None], kept: Callable[[], bool] = lambda: True) -> None:
    """Seal the links under ``key()`` (the app's: derived from the keyring's sealing key, read
    once, on first use; None when the computer has no keyring to keep it); ``kept()``: whether
    a keyring keeps it (read once)."""
    global _key, _kept
    _key = functools.cache(key)
    _kept = functools.cache(kept)


def no_keyring() -> bool:
    """Whether the records go unsealed because this computer has no keyring to keep their key:
    what the header and the agency link's job say (blocking on first use: it may ask the
    keyring, as ``sealing_key`` does)."""
    # The key first: reading it makes the keyring's entry, or finds there is none to keep it.
    return sealing_key() is None and not _kept()


def sealing_key() -> bytes | None:
    """The key links are sealed under now (None: they are not)."""
    return _key()


def fingerprint(key: bytes) -> str:
    """The identity of ``key`` as seals and log entries name it: the first 64 bits of an HMAC of
    a fixed text under it, which tells one key from another and gives nothing of the key."""
    return hmac.new(key, FINGERPRINT_PURPOSE, hashlib.sha256).hexdigest()[:FINGERPRINT_DIGITS]


def _mac(key: bytes, text: str) -> str:
    return hmac.new(key, text.encode("ascii"), hashlib.sha256).hexdigest()


def seal_of(key: bytes, link_: str, before: str | None = None) -> str:
    """The seal of ``link_`` under ``key``, naming its key's fingerprint; the first link under a
    new key (``before``: the seal of the link before it, under another key) names the old
    key's fingerprint too, so a key change shows where it happened (docs/decisions/
    keys-that-change.md)."""
    own = fingerprint(key)
    old = key_of(before)
    if old is None or old == own:
        return f"{SEALED_KEYED}{own}:{_mac(key, link_)}"
    return f"{SEALED_KEYED}{own}:{_mac(key, SEPARATOR.join((link_, old)))}:{old}"


def key_of(sealed: str | None) -> str | None:
    """The fingerprint of the key ``sealed`` was made under (None: no seal, or one made before
    seals named their key)."""
    if sealed is None or not sealed.startswith(SEALED_KEYED):
        return None
    return sealed[len(SEALED_KEYED) :].split(":", 1)[0]


def follows_key(sealed: str, before: str | None) -> bool:
    """Whether ``sealed``, under a key other than ``before``'s, names that key as the one it
    follows (a segment's first link must; a seal under the same key need not)."""
    own, old = key_of(sealed), key_of(before)
    if own is None or old is None or own == old:
        return True
    return sealed.rsplit(":", 1)[-1] == old and sealed.count(":") == 3


def seal(link_: str, before: str | None = None) -> str | None:
    """The seal of ``link_`` under the key in use (None when there is none); ``before``: the seal
    of the link before it."""
    key = _key()
    return None if key is None else seal_of(key, link_, before)


class Seal(StrEnum):
    """What checking a seal under this computer's key finds."""

    HOLDS = "holds"
    # Made under another key (named by its fingerprint): this computer cannot check it.
    OTHER_KEY = "other key"
    BROKEN = "does not hold"


def seal_holds(key: bytes, link_: str, sealed: str) -> Seal:
    """Whether ``sealed`` is the seal of ``link_`` under ``key``, or was made under another key
    (a seal made before seals named their key is checked under ``key``, as it was made)."""
    if sealed.startswith(SEALED):
        made = SEALED + _mac(key, link_)
        return Seal.HOLDS if hmac.compare_digest(sealed, made) else Seal.BROKEN
    own = key_of(sealed)
    if own is None:
        return Seal.BROKEN
    if own != fingerprint(key):
        return Seal.OTHER_KEY
    parts = sealed[len(SEALED_KEYED) :].split(":")
    text = link_ if len(parts) == 2 else SEPARATOR.join((link_, parts[-1]))
    return Seal.HOLDS if hmac.compare_digest(parts[1], _mac(key, text)) else Seal.BROKEN
