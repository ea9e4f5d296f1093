"""The API key and the sealing key in Windows' own password store (keyring's Windows backend,
over the Credential Manager; Wine's credential store under Wine)."""

from __future__ import annotations

import keyring
from keyring.backends.Windows import WinVaultKeyring

from app.counter.config.keystore import KeyStore


def test_the_keyring_is_windows_credential_manager() -> None:
    assert isinstance(keyring.get_keyring(), WinVaultKeyring)


def test_a_key_saved_is_read_back_by_another_store() -> None:
    saved = KeyStore().save("https://tier.example", "key-of-the-windows-tier")
    assert saved.persistent
    assert KeyStore().load("https://tier.example") == "key-of-the-windows-tier"
    sealing = KeyStore().sealing_key()
    assert KeyStore().sealing_key() == sealing  # made once, kept in the store
