"""The supervisor PIN: 6+ digits or a passphrase; scrypt n = 2**16 under a fresh salt; 5 wrong
tries lock 60 s."""

from __future__ import annotations

import hashlib

import pytest

from app.domain.pin import (
    MAX_LOCK_SECONDS,
    MAX_TRIES,
    RESET_TRIES,
    PinGate,
    PinLocked,
    PinLockedForGood,
    hash_pin,
    lock_seconds,
    matches,
    pin_problem,
    verify,
)


class Ticker:
    """A monotonic clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_the_hash_is_scrypt_n_2_16_r_8_p_1_under_a_16_byte_salt() -> None:
    stored = hash_pin("482913")

    assert (stored.n, stored.r, stored.p, len(stored.salt)) == (2**16, 8, 1, 16)
    expected = hashlib.scrypt(
        b"482913", salt=stored.salt, n=2**16, r=8, p=1, dklen=32, maxmem=2**27
    )
    assert stored.digest == expected
    assert b"482913" not in stored.digest + stored.salt


def test_each_hash_has_its_own_salt() -> None:
    first, second = hash_pin("482913"), hash_pin("482913")
    assert first.salt != second.salt and first.digest != second.digest
    assert matches("482913", first) and matches("482913", second)
    assert not matches("482914", first)


@pytest.mark.parametrize(
    ("pin", "ok"),
    [
        ("1234", False),
        ("12345", False),
        ("123456", True),
        ("123456789012", True),
        ("1234567890123", False),
        ("12a456", False),
        (" 123456", False),
        ("tea at four!", True),
        ("tea at four", False),
        (" tea at four!", False),
        ("x" * 64, True),
        ("x" * 65, False),
    ],
)
def test_a_pin_is_6_to_12_digits_or_a_passphrase_of_12_to_64_characters(pin: str, ok: bool) -> None:
    assert (pin_problem(pin) is None) is ok
    if not ok:
        with pytest.raises(ValueError, match="6 to 12 digits, or a passphrase of at least 12"):
            hash_pin(pin)


def test_five_wrong_tries_lock_the_pin_for_sixty_seconds() -> None:
    stored, clock = hash_pin("739155"), Ticker()
    gate = PinGate(clock)
    for _ in range(4):
        assert not gate.check("0000", stored)
    assert gate.seconds_locked() == 0
    assert not gate.check("0000", stored)  # the fifth

    with pytest.raises(PinLocked, match="try again in 60 seconds"):
        gate.check("739155", stored)  # even the right PIN, while locked
    clock.now += 59.5
    with pytest.raises(PinLocked):
        gate.check("739155", stored)
    clock.now += 0.5
    assert gate.check("739155", stored)


def test_a_right_pin_clears_the_wrong_tries_before_it() -> None:
    stored = hash_pin("739155")
    gate = PinGate(Ticker())
    for _ in range(4):
        gate.check("0000", stored)
    assert gate.check("739155", stored)
    for _ in range(4):
        assert not gate.check("0000", stored)
    assert gate.seconds_locked() == 0


def test_a_right_pin_of_today_s_cost_is_not_hashed_again() -> None:
    stored = hash_pin("482913")
    assert verify("482913", stored).right
    assert verify("482913", stored).upgraded is None
    assert not verify("482914", stored).right


def test_each_wrong_try_after_the_lock_locks_it_twice_as_long_up_to_16_minutes() -> None:
    assert [lock_seconds(wrong) for wrong in range(1, 10)] == [0, 0, 0, 0, 60, 120, 240, 480, 960]
    assert MAX_LOCK_SECONDS == lock_seconds(9) == lock_seconds(10_000) == 960
    stored, clock = hash_pin("739155"), Ticker()
    gate = PinGate(clock)
    for _ in range(MAX_TRIES):
        gate.check("000000", stored)
    clock.now += 60
    assert not gate.check("000000", stored)  # the sixth: the count went on through the lock
    assert gate.seconds_locked() == 120
    clock.now += 120
    assert gate.check("739155", stored)
    assert gate.tries == (0, None)


def test_a_gate_takes_up_a_kept_lock_cut_to_16_minutes_at_most() -> None:
    clock = Ticker()
    gate = PinGate(clock)
    gate.restore(7, clock.now + 240)
    assert gate.seconds_locked() == 240
    gate.restore(9, clock.now + 10 * MAX_LOCK_SECONDS)  # the clock was set back meanwhile
    assert gate.seconds_locked() == MAX_LOCK_SECONDS


def test_the_tenth_wrong_try_locks_the_pin_until_it_is_set_again() -> None:
    stored, clock = hash_pin("739155"), Ticker()
    gate = PinGate(clock)
    for wrong in range(1, RESET_TRIES):
        assert not gate.check("000000", stored)
        clock.now += lock_seconds(wrong)  # each timed lock waited out
    assert gate.tries[0] == RESET_TRIES - 1 and not gate.locked_for_good
    assert gate.seconds_locked() == 0  # the ninth's 16 minutes are over: one more try
    assert not gate.check("000000", stored)  # the tenth
    assert gate.locked_for_good
    clock.now += 365 * 86_400  # a year later, even the right PIN is refused
    with pytest.raises(PinLockedForGood, match="set again in Settings"):
        gate.check("739155", stored)
    gate.restore(*gate.tries)  # a restart keeps it
    with pytest.raises(PinLockedForGood):
        gate.admit()
    gate.reset()
    assert gate.tries == (0, None)
    assert gate.check("739155", stored)
