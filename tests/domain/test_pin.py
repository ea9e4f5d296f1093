"""The supervisor PIN: scrypt with fixed parameters and a fresh salt; 5 wrong tries lock 60 s."""

from __future__ import annotations

import hashlib

import pytest

from app.domain.pin import PinGate, PinLocked, hash_pin, matches, pin_problem


class Ticker:
    """A monotonic clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_the_hash_is_scrypt_n_2_14_r_8_p_1_under_a_16_byte_salt() -> None:
    stored = hash_pin("482913")

    assert (stored.n, stored.r, stored.p, len(stored.salt)) == (2**14, 8, 1, 16)
    expected = hashlib.scrypt(b"482913", salt=stored.salt, n=2**14, r=8, p=1, dklen=32)
    assert stored.digest == expected
    assert b"482913" not in stored.digest + stored.salt


def test_each_hash_has_its_own_salt() -> None:
    first, second = hash_pin("4829"), hash_pin("4829")
    assert first.salt != second.salt and first.digest != second.digest
    assert matches("4829", first) and matches("4829", second)
    assert not matches("4828", first)


@pytest.mark.parametrize(
    ("pin", "ok"),
    [
        ("123", False),
        ("1234", True),
        ("12345678", True),
        ("123456789", False),
        ("12a4", False),
        (" 1234", False),
    ],
)
def test_a_pin_is_4_to_8_digits(pin: str, ok: bool) -> None:
    assert (pin_problem(pin) is None) is ok
    if not ok:
        with pytest.raises(ValueError, match="4 to 8 digits"):
            hash_pin(pin)


def test_five_wrong_tries_lock_the_pin_for_sixty_seconds() -> None:
    stored, clock = hash_pin("7391"), Ticker()
    gate = PinGate(clock)
    for _ in range(4):
        assert not gate.check("0000", stored)
    assert gate.seconds_locked() == 0
    assert not gate.check("0000", stored)  # the fifth

    with pytest.raises(PinLocked, match="try again in 60 seconds"):
        gate.check("7391", stored)  # even the right PIN, while locked
    clock.now += 59.5
    with pytest.raises(PinLocked):
        gate.check("7391", stored)
    clock.now += 0.5
    assert gate.check("7391", stored)


def test_a_right_pin_clears_the_wrong_tries_before_it() -> None:
    stored = hash_pin("7391")
    gate = PinGate(Ticker())
    for _ in range(4):
        gate.check("0000", stored)
    assert gate.check("7391", stored)
    for _ in range(4):
        assert not gate.check("0000", stored)
    assert gate.seconds_locked() == 0
