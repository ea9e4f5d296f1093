"""The key this counter seals its records' links under, made anew on a supervisor's decision: the
rotation is recorded under the key it replaces, with who approved it and when, and replicated
with the other records; the agency store registers the new key by that record for the records
after it, and a key that arrives with no such record stays a problem at its day close
(docs/decisions/keys-rotated.md). The screen or the command only asks.
"""

from __future__ import annotations

import asyncio

from app.counter.config.declared import Approve, approved
from app.counter.config.keystore import CHAIN_ACCOUNT, KeyStore, seal_records
from app.counter.config.permissions import ROTATE_RECORDS_KEY
from app.i18n import Catalogue, Refused
from app.journal import Journal, chain
from app.journal.sealed import Sealer, new_key

RECORDS_KEY = Catalogue("RECORDS_KEY")


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
        key = new_key()
        fingerprint = chain.fingerprint(key)
        # Recorded first, while the old key is in use (the last link sealed under it): a key the
        # keyring then refuses is named by a rotation nobody seals under, which harms nothing,
        # where a key kept with no rotation recorded would seal every later record unregistered.
        self._journal.key_rotated(fingerprint, chain.fingerprint(old), by, decision_id)
        saved = await asyncio.to_thread(self._keys.save, CHAIN_ACCOUNT, key.decode("ascii"))
        if not saved.persistent:
            raise Refused(
                RECORDS_KEY.tr(
                    "The keyring did not keep the new key: the records are still sealed under "
                    "the old key."
                )
            )
        seal_records(self._keys, Sealer(self._keys.sealing_key))
        return fingerprint
