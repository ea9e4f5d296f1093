"""The key this counter seals its records' links under, made anew on a supervisor's decision: the
rotation is recorded under the key it replaces, with who approved it and when, and replicated
with the other records; the agency store registers the new key by that record for the records
after it, and a key that arrives with no such record stays a problem at its day close
(docs/decisions/keys-rotated.md). The screen or the command only asks.
"""

from __future__ import annotations

import asyncio
import secrets

from app.counter.config.declared import Approve, approved
from app.counter.config.keystore import KeyStore, keep_chain_key
from app.counter.config.permissions import ROTATE_RECORDS_KEY
from app.i18n import Catalogue, Refused
from app.journal import Journal, chain

RECORDS_KEY = Catalogue("RECORDS_KEY")
# A new key's length: as the keys derived from the sealing key (SHA-256's).
KEY_BYTES = 32


class RecordsKey:
    """The records' sealing key of ``journal``'s counter, kept in ``keys``, rotated once a
    supervisor approves through ``approve``."""

    def __init__(self, journal: Journal, keys: KeyStore, approve: Approve) -> None:
        self._journal = journal
        self._keys = keys
        self._approve = approve

    async def rotate(self) -> str:
        """Seal the records under a new key from the next one on, once a supervisor approves;
        the new key's fingerprint. ``NotApproved`` without a decision; ``Refused`` on a computer
        whose keyring keeps no key (its records are not sealed at all) or whose journal cannot
        be written."""
        if self._journal.read_only is not None:
            raise Refused(self._journal.read_only.sentence)
        old = await asyncio.to_thread(chain.sealing_key)
        if old is None:
            raise Refused(
                RECORDS_KEY.tr(
                    "This computer has no keyring: its records are not sealed, so there is no key "
                    "to make anew. Ask your IT to set one up."
                )
            )
        decision_id = await approved(self._approve, ROTATE_RECORDS_KEY)
        by = self._journal.till.decision(decision_id).supervisor
        key = secrets.token_bytes(KEY_BYTES)
        fingerprint = chain.fingerprint(key)
        saved = await asyncio.to_thread(keep_chain_key, self._keys, key)
        if not saved.persistent:
            raise Refused(
                RECORDS_KEY.tr(
                    "The keyring did not keep the new key: the records are still sealed under "
                    "the old key."
                )
            )
        try:
            # One transaction: the rotation is the last link sealed under the old key, and
            # every link after it, whichever thread writes it, is sealed under the new one.
            self._journal.key_rotated(
                fingerprint,
                chain.fingerprint(old),
                by,
                decision_id,
                then=lambda: chain.use_key(lambda: key, self._keys.sealing_key_kept),
            )
        except Exception:
            # Nothing recorded: the keyring given the old key back, or the next run would seal
            # under a key no rotation names.
            await asyncio.to_thread(keep_chain_key, self._keys, old)
            raise
        return fingerprint
