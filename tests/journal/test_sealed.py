"""Sealing what waits on disk: AES-256-GCM under the keyring's key; the first release's Fernet
tokens still open."""

from __future__ import annotations

import pytest
from cryptography.fernet import Fernet

from app.journal.sealed import ACCESS_LOG_PURPOSE, SEALED_PREFIX, Sealer, Unsealable, new_key

SCAN = "data:image/jpeg;base64," + "A" * 200_000


def test_a_sealed_text_opens_under_its_key_only_and_holds_nothing_in_the_clear() -> None:
    key = new_key()
    sealed = Sealer(key).seal(SCAN)
    assert b"data:image" not in sealed and b"AAAA" not in sealed
    assert Sealer(key).unseal(sealed) == SCAN
    assert Sealer(key).seal(SCAN) != sealed  # a fresh nonce each time
    with pytest.raises(Unsealable):
        Sealer(new_key()).unseal(sealed)


@pytest.mark.parametrize("where", [0, 1, 12, 13, -1])
def test_any_altered_byte_is_refused(where: int) -> None:
    key = new_key()
    sealed = bytearray(Sealer(key).seal("C1234567"))
    sealed[where] ^= 0x01
    with pytest.raises(Unsealable):
        Sealer(key).unseal(bytes(sealed))


def test_what_the_first_release_sealed_with_fernet_still_opens() -> None:
    key = new_key()
    sealer = Sealer(key)
    legacy = Fernet(key).encrypt(SCAN.encode("utf-8"))
    assert sealer.unseal(legacy) == SCAN
    assert sealer.unseal_value(SEALED_PREFIX + legacy.decode("ascii")) == SCAN
    with pytest.raises(Unsealable):
        Sealer(new_key()).unseal(legacy)


def test_a_sealed_value_round_trips_and_a_plain_value_passes_as_it_is() -> None:
    sealer = Sealer(new_key())
    value = sealer.seal_value("C1234567")
    assert value.startswith(SEALED_PREFIX) and "C1234567" not in value
    assert sealer.unseal_value(value) == "C1234567"
    assert sealer.unseal_value("C7654321") == "C7654321"
    with pytest.raises(Unsealable):
        sealer.unseal_value(SEALED_PREFIX + "not base64 at all!")


def test_the_key_is_read_once_on_first_use_not_at_construction() -> None:
    key = new_key()
    reads: list[int] = []

    def read() -> bytes:
        reads.append(1)
        return key

    sealer = Sealer(read)
    assert reads == []  # nothing read at construction: start-up does not wait for the keyring
    sealed = sealer.seal("C1234567")
    sealer.ready()
    assert sealer.unseal(sealed) == "C1234567" and reads == [1]


def test_a_key_derived_for_a_purpose_is_the_same_for_the_same_key_and_none_other() -> None:
    key = new_key()
    first, again = Sealer(key), Sealer(lambda: key)
    assert first.derived_key(ACCESS_LOG_PURPOSE) == again.derived_key(ACCESS_LOG_PURPOSE)
    assert len(first.derived_key(ACCESS_LOG_PURPOSE)) == 32
    assert first.derived_key(ACCESS_LOG_PURPOSE) != first.derived_key("another purpose")
    assert Sealer(new_key()).derived_key(ACCESS_LOG_PURPOSE) != first.derived_key(
        ACCESS_LOG_PURPOSE
    )
