"""Scans and ID numbers that wait on disk (a draft, a sale without its answer) are sealed:
encrypted and authenticated with AES-256-GCM under a key the OS keyring keeps, so the files and
rows hold no passport number or scan in the clear.

A sealed text is a version byte, a fresh 12-byte nonce, then the ciphertext and its tag (the
version byte authenticated with it). AES-GCM runs in one call that holds the interpreter lock for
about a millisecond per megabyte; the Fernet tokens the first release sealed with (AES-128-CBC,
HMAC-SHA256, Base64) held it for ten per scan, a stall of the window while a sale of 100
passengers was saved. Those tokens are still opened, under the same key.

Without the key (the keyring wiped, another user), a sealed text cannot be read back:
``Unsealable`` says so, and the caller goes on without it (the clerk scans again).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import os
import threading
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from app.i18n import Catalogue

# The ciphers' library comes when a text is first sealed or opened: the journal opens at every
# start, before the service's catalogue is listed, and reads only the key then (the access
# log's chain key is derived from it by HMAC); the library's import is about 30 M instructions.
if TYPE_CHECKING:
    from cryptography.fernet import Fernet
    from cryptography.hazmat.primitives.ciphers.aead import AESGCM

JOURNAL_SEALED = Catalogue("JOURNAL_SEALED")

# A sealed text in a JSON body: marked so that a value typed before sealing is told apart.
SEALED_PREFIX = "sealed:"
_VERSION = b"\x01"  # AES-256-GCM, the nonce after it
_NONCE_BYTES = 12
# How every Fernet token begins (its version byte 0x80 and a timestamp's zero high bytes, in
# Base64): what the first release sealed.
_FERNET_TOKEN = b"gAAAAA"


class Unsealable(Exception):
    """A sealed text cannot be opened: its key is not this computer's password store's."""

    def __init__(self) -> None:
        super().__init__(
            JOURNAL_SEALED.tr(
                "it was kept encrypted with a key this computer's password store no longer has"
            )
        )


_KEY_BYTES = 32


def new_key() -> bytes:
    """A fresh key (32 random bytes, URL-safe Base64, as Fernet takes them and makes them)."""
    return base64.urlsafe_b64encode(os.urandom(_KEY_BYTES))


# What the access log's chain key is derived for (``Sealer.derived_key``).
ACCESS_LOG_PURPOSE = "counterdesk access log chain"


class Sealer:
    """Seals and opens texts under one key, or under the key a function gives on first use.

    The app's key is the keyring's: reading it imports the keyring's backends (a tenth of a
    second), which the start-up need not wait for when nothing sealed waits on disk.
    """

    def __init__(self, key: bytes | Callable[[], bytes]) -> None:
        self._key = key
        self._ciphers: tuple[AESGCM, Fernet] | None = None
        self._raw: bytes | None = None
        # Workers seal too: the key is read, or made and saved, once.
        self._lock = threading.Lock()

    def ready(self) -> None:
        """Read the key now (in a worker, before the first sale needs it)."""
        self._cipher()

    def _read_key(self) -> bytes:
        """The key's 32 bytes, read once."""
        with self._lock:
            if self._raw is None:
                key = self._key() if callable(self._key) else self._key
                # The keyring keeps 32 random bytes in URL-safe Base64 (as Fernet takes them).
                self._raw = base64.urlsafe_b64decode(key)
            return self._raw

    def _cipher(self) -> tuple[AESGCM, Fernet]:
        raw = self._read_key()
        with self._lock:
            if self._ciphers is None:
                from cryptography.fernet import Fernet
                from cryptography.hazmat.primitives.ciphers.aead import AESGCM

                self._ciphers = (AESGCM(raw), Fernet(base64.urlsafe_b64encode(raw)))
            return self._ciphers

    def derived_key(self, purpose: str) -> bytes:
        """A key for ``purpose`` (the access log's chain) derived from the sealing key: an
        HMAC-SHA256 of the purpose under it, so it is as secret as the key and never stored."""
        raw = self._read_key()  # read once (in a worker at start), as for sealing
        return hmac.new(raw, purpose.encode(), hashlib.sha256).digest()

    def seal(self, text: str) -> bytes:
        """``text`` encrypted and authenticated (a fresh random nonce each time)."""
        aead, _ = self._cipher()
        nonce = os.urandom(_NONCE_BYTES)
        return _VERSION + nonce + aead.encrypt(nonce, text.encode("utf-8"), _VERSION)

    def unseal(self, sealed: bytes) -> str:
        """The text ``seal`` made (``Unsealable`` under another key, or when it was altered)."""
        from cryptography.exceptions import InvalidTag
        from cryptography.fernet import InvalidToken

        aead, fernet = self._cipher()
        try:
            if sealed.startswith(_FERNET_TOKEN):
                return fernet.decrypt(sealed).decode("utf-8")
            if not sealed.startswith(_VERSION):
                raise Unsealable
            nonce, body = sealed[1 : 1 + _NONCE_BYTES], sealed[1 + _NONCE_BYTES :]
            return aead.decrypt(nonce, body, _VERSION).decode("utf-8")
        except (InvalidTag, InvalidToken, UnicodeDecodeError, ValueError):
            raise Unsealable from None

    def seal_value(self, text: str) -> str:
        """``text`` sealed, as a text value for a JSON body."""
        return SEALED_PREFIX + base64.urlsafe_b64encode(self.seal(text)).decode("ascii")

    def unseal_value(self, value: str) -> str:
        """The text of a value ``seal_value`` made; any other value as it is."""
        if not value.startswith(SEALED_PREFIX):
            return value
        token = value.removeprefix(SEALED_PREFIX).encode("ascii")
        if token.startswith(_FERNET_TOKEN):
            return self.unseal(token)
        try:
            sealed = base64.urlsafe_b64decode(token)
        except ValueError:
            raise Unsealable from None
        return self.unseal(sealed)


def with_id_numbers(body: Mapping[str, Any], change: Callable[[str], str]) -> dict[str, Any]:
    """``body`` with ``change`` applied to every passenger's ID number (to seal or open them)."""
    passengers = body.get("passengers")
    if not isinstance(passengers, list):
        return dict(body)
    changed = [
        {**p, "id_number": change(p["id_number"])}
        if isinstance(p, dict) and isinstance(p.get("id_number"), str)
        else p
        for p in passengers
    ]
    return {**body, "passengers": changed}


# A journal opened without the keyring's key (tests, tools) seals under this run's own key:
# what it seals is readable until the process ends, never after.
_RUN_KEY = new_key()


def run_sealer() -> Sealer:
    """A sealer under this run's own key."""
    return Sealer(_RUN_KEY)
