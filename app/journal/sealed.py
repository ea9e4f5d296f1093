"""Scans and ID numbers that wait on disk (a draft, a sale without its answer) are sealed:
encrypted and authenticated with Fernet (AES-128-CBC and HMAC-SHA256) under a key the OS
keyring keeps, so the files and rows hold no passport number or scan in the clear.

Without the key (the keyring wiped, another user), a sealed text cannot be read back:
``Unsealable`` says so, and the caller goes on without it (the clerk scans again).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping
from typing import Any

from cryptography.fernet import Fernet, InvalidToken

from app.i18n import Catalogue

JOURNAL_SEALED = Catalogue("JOURNAL_SEALED")

# A sealed text in a JSON body: marked so that a value typed before sealing is told apart.
SEALED_PREFIX = "sealed:"


class Unsealable(Exception):
    """A sealed text cannot be opened: its key is not this computer's password store's."""

    def __init__(self) -> None:
        super().__init__(
            JOURNAL_SEALED.tr(
                "it was kept encrypted with a key this computer's password store no longer has"
            )
        )


def new_key() -> bytes:
    """A fresh key (32 random bytes, URL-safe Base64, as Fernet takes them)."""
    return Fernet.generate_key()


class Sealer:
    """Seals and opens texts under one key, or under the key a function gives on first use.

    The app's key is the keyring's: reading it imports the keyring's backends (a tenth of a
    second), which the start-up need not wait for when nothing sealed waits on disk.
    """

    def __init__(self, key: bytes | Callable[[], bytes]) -> None:
        self._key = key
        self._fernet: Fernet | None = None
        # Workers seal too: the key is read, or made and saved, once.
        self._lock = threading.Lock()

    def ready(self) -> None:
        """Read the key now (in a worker, before the first sale needs it)."""
        self._cipher()

    def _cipher(self) -> Fernet:
        with self._lock:
            if self._fernet is None:
                self._fernet = Fernet(self._key() if callable(self._key) else self._key)
            return self._fernet

    def seal(self, text: str) -> bytes:
        """``text`` encrypted and authenticated (a new random IV each time)."""
        return self._cipher().encrypt(text.encode("utf-8"))

    def unseal(self, sealed: bytes) -> str:
        """The text ``seal`` made (``Unsealable`` under another key, or when it was altered)."""
        try:
            return self._cipher().decrypt(sealed).decode("utf-8")
        except (InvalidToken, UnicodeDecodeError):
            raise Unsealable from None

    def seal_value(self, text: str) -> str:
        """``text`` sealed, as a text value for a JSON body."""
        return SEALED_PREFIX + self.seal(text).decode("ascii")

    def unseal_value(self, value: str) -> str:
        """The text of a value ``seal_value`` made; any other value as it is."""
        if not value.startswith(SEALED_PREFIX):
            return value
        return self.unseal(value.removeprefix(SEALED_PREFIX).encode("ascii"))


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
