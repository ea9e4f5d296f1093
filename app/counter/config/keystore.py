"""The API key in the OS credential store (keyring), or for this session only when there is none.

The key is never written to a file: without a usable keyring it lives in memory until the app quits.
"""

from __future__ import annotations

import base64
import logging
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

from app.domain.keys import clean_key
from app.i18n import QT_TRANSLATE_NOOP, Catalogue

COUNTER_KEYSTORE = Catalogue("COUNTER_KEYSTORE")

if TYPE_CHECKING:
    from keyring.backend import KeyringBackend

    from app.journal.sealed import Sealer

log = logging.getLogger(__name__)

SERVICE_NAME = "counterdesk"
# The keyring account of the key that seals the scans and ID numbers waiting on disk.
SEALING_ACCOUNT = "journal-sealing-key"
# The keyring account of the key the records' links are sealed under once a supervisor rotated
# it (``app.counter.services.records_key``); until then that key is derived from the sealing key.
CHAIN_ACCOUNT = "records-chain-key"
NO_STORE_MESSAGE = QT_TRANSLATE_NOOP(
    "COUNTER_KEYSTORE",
    "This computer has no password store (keyring), so the API key is kept for this session only: "
    "enter it again after restarting the app. It is never written to a file.",
)


def no_store_message() -> str:
    """Why a key is kept for this session only, in the screen's language."""
    return COUNTER_KEYSTORE.known(NO_STORE_MESSAGE)


@dataclass(frozen=True, slots=True)
class KeySaved:
    """Where a key went: ``persistent`` in the OS store, or for the session with ``note`` why."""

    persistent: bool
    note: str


class KeyStore:
    """API keys by account (one per service address); ``on_secret`` learns every key it sees."""

    def __init__(self, on_secret: Callable[[str], None] = lambda _key: None) -> None:
        self._session: dict[str, str] = {}
        self._on_secret = on_secret

    @staticmethod
    def _backend() -> KeyringBackend | None:
        # Imported on first use, which is in a worker thread: keyring finds its backends through
        # package metadata, about 25 ms that start-up does not pay on the UI thread.
        import keyring
        import keyring.backends.fail
        import keyring.backends.null

        backend = keyring.get_keyring()
        unusable = (keyring.backends.fail.Keyring, keyring.backends.null.Keyring)
        return None if isinstance(backend, unusable) else backend

    def describe(self) -> str:
        """One sentence on where keys are kept, for the settings screen."""
        backend = self._backend()
        if backend is None:
            return no_store_message()
        return COUNTER_KEYSTORE.tr(
            "API keys are kept in this computer's password store ({store})."
        ).format(store=backend.name)

    def load(self, account: str) -> str | None:
        """The key saved for ``account`` (this session's first), or None; whitespace around it
        (a key saved before keys were stripped) is dropped."""
        key = self._session.get(account)
        if key is None:
            backend = self._backend()
            if backend is not None:
                try:
                    key = backend.get_password(SERVICE_NAME, account)
                except _keyring_error() as exc:
                    log.warning("Password store unreadable: %s", type(exc).__name__)
        if key:
            self._on_secret(key)
        return clean_key(key) if key else None

    def save(self, account: str, key: str) -> KeySaved:
        """Keep ``key`` for ``account``: in the OS store when there is one, else in memory."""
        self._on_secret(key)
        key = clean_key(key)
        backend = self._backend()
        if backend is not None:
            try:
                backend.set_password(SERVICE_NAME, account, key)
            except _keyring_error() as exc:
                log.warning("Password store refused the key: %s", type(exc).__name__)
            else:
                self._session.pop(account, None)
                return KeySaved(
                    True,
                    COUNTER_KEYSTORE.tr("The API key is saved in this computer's password store."),
                )
        self._session[account] = key
        return KeySaved(False, no_store_message())

    def sealing_key(self) -> bytes:
        """The key that seals what waits on disk: the keyring's, made and saved there on first
        use (without a keyring, one for this session: what it seals is unreadable after)."""
        from app.journal.sealed import new_key

        key = self.load(SEALING_ACCOUNT)
        if key is None:
            key = new_key().decode("ascii")
            self.save(SEALING_ACCOUNT, key)
            log.info("A new key seals the scans and ID numbers kept on disk")
        return key.encode("ascii")

    def sealing_key_kept(self) -> bool:
        """Whether the sealing key is in the OS store (False: this session's only)."""
        return SEALING_ACCOUNT not in self._session and self._backend() is not None


def keyed_sealer(keys: KeyStore) -> Sealer:
    """The sealer under the keyring's sealing key, with the access log's chain keyed and the
    records' links sealed under keys derived from it (or the one a supervisor rotated to, in the
    keyring too), none in the journal file. Without a
    keyring the access log's key is this run's (marked so) and links are not sealed: a key of
    one run proves nothing after it (docs/decisions/sealed-links.md)."""
    from app.journal import access_log, chain
    from app.journal.sealed import ACCESS_LOG_PURPOSE, Sealer

    sealer = Sealer(keys.sealing_key)
    access_log.use_key(partial(sealer.derived_key, ACCESS_LOG_PURPOSE), keys.sealing_key_kept)
    # The records' key, read on first use: the rotated one, else derived from the sealing key.
    chain.use_key(partial(_chain_key, keys, sealer), keys.sealing_key_kept)
    return sealer


def _chain_key(keys: KeyStore, sealer: Sealer) -> bytes | None:
    from app.journal import chain

    derived = sealer.derived_key(chain.CHAIN_PURPOSE)  # reads the sealing key (or makes it)
    if not keys.sealing_key_kept():
        return None
    rotated = keys.load(CHAIN_ACCOUNT)
    return derived if rotated is None else base64.urlsafe_b64decode(rotated)


def keep_chain_key(keys: KeyStore, key: bytes) -> KeySaved:
    """Keep ``key`` in ``keys`` as the records' key from the next run on (the rotation's)."""
    return keys.save(CHAIN_ACCOUNT, base64.urlsafe_b64encode(key).decode("ascii"))


def chain_fingerprint(keys: KeyStore) -> str | None:
    """The fingerprint of the key this computer seals the records' links under, as its seals
    name it (None: no keyring keeps the sealing key, so links go unsealed): what the agency
    registers for the counter."""
    from app.journal import chain
    from app.journal.sealed import Sealer

    key = _chain_key(keys, Sealer(keys.sealing_key))
    return None if key is None else chain.fingerprint(key)


def _keyring_error() -> type[Exception]:
    """keyring's base error (imported with keyring, on first use)."""
    from keyring.errors import KeyringError

    return KeyringError
