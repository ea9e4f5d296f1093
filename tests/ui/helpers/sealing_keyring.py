"""A keyring for an app started in a child process by a test: it holds only the journal's
sealing key, given in the environment, so the app opens what the test sealed; it keeps nothing
else (an API key saved there is refused, and kept for the session, as with no keyring)."""

from __future__ import annotations

import os

from keyring.backend import KeyringBackend
from keyring.errors import PasswordDeleteError, PasswordSetError

from app.counter.config.keystore import SEALING_ACCOUNT
from app.journal.sealed import Sealer

SEALING_KEY_ENV = "COUNTERDESK_TEST_SEALING_KEY"
# The tests' own sealing key (a Fernet key: 32 bytes, URL-safe Base64); no secret.
TEST_SEALING_KEY = "dGVzdHMtc2VhbGluZy1rZXktMzItYnl0ZXMtbG9uZyE="
BACKEND = f"{__name__}.SealingKeyring"


def child_sealer() -> Sealer:
    """A sealer under the key the child's keyring gives."""
    return Sealer(TEST_SEALING_KEY.encode("ascii"))


class SealingKeyring(KeyringBackend):
    """The sealing key of ``COUNTERDESK_TEST_SEALING_KEY``, and nothing else."""

    priority = 1

    def get_password(self, service: str, username: str) -> str | None:
        """The sealing key; None for any other account."""
        return os.environ.get(SEALING_KEY_ENV) if username == SEALING_ACCOUNT else None

    def set_password(self, service: str, username: str, password: str) -> None:
        """Refused: this keyring keeps nothing."""
        raise PasswordSetError("this test keyring keeps nothing")

    def delete_password(self, service: str, username: str) -> None:
        """Refused: this keyring keeps nothing."""
        raise PasswordDeleteError("this test keyring keeps nothing")
