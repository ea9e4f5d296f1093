"""The supervisor PIN: 4 to 8 digits, kept only as a salted scrypt hash; 5 wrong tries lock it.

No I/O: the hash is stored by the journal, the clock is injected.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import re
import time
from collections.abc import Callable
from dataclasses import dataclass

from app.i18n import Catalogue

DOMAIN_PIN = Catalogue("DOMAIN_PIN")

SCRYPT_N = 2**14
SCRYPT_R = 8
SCRYPT_P = 1
SALT_BYTES = 16
HASH_BYTES = 32
MAX_TRIES = 5
LOCK_SECONDS = 60.0
_PIN = re.compile(r"\d{4,8}")


@dataclass(frozen=True, slots=True)
class PinHash:
    """A PIN's salted scrypt hash with the parameters it was made with."""

    salt: bytes
    digest: bytes
    n: int = SCRYPT_N
    r: int = SCRYPT_R
    p: int = SCRYPT_P


def pin_problem(pin: str) -> str | None:
    """A sentence when ``pin`` is not 4 to 8 digits; None when it is."""
    return None if _PIN.fullmatch(pin) else DOMAIN_PIN.tr("The supervisor PIN is 4 to 8 digits.")


def _scrypt(pin: str, salt: bytes, n: int, r: int, p: int) -> bytes:
    return hashlib.scrypt(pin.encode(), salt=salt, n=n, r=r, p=p, dklen=HASH_BYTES)


def hash_pin(pin: str, salt: bytes | None = None) -> PinHash:
    """A new hash of ``pin`` under a fresh 16-byte salt (``ValueError`` for a malformed PIN)."""
    problem = pin_problem(pin)
    if problem:
        raise ValueError(problem)
    salt = os.urandom(SALT_BYTES) if salt is None else salt
    return PinHash(salt, _scrypt(pin, salt, SCRYPT_N, SCRYPT_R, SCRYPT_P))


def matches(pin: str, stored: PinHash) -> bool:
    """Whether ``pin`` is the PIN of ``stored`` (compared in constant time)."""
    if pin_problem(pin):
        return False
    digest = _scrypt(pin, stored.salt, stored.n, stored.r, stored.p)
    return hmac.compare_digest(digest, stored.digest)


class PinLocked(Exception):
    """Too many wrong tries: the PIN is locked for ``seconds_left`` more seconds."""

    def __init__(self, seconds_left: float) -> None:
        self.seconds_left = seconds_left
        # Shown to staff as it is: translated when raised, in the screen's language.
        seconds = max(1, round(seconds_left))
        super().__init__(
            DOMAIN_PIN.tr("Too many wrong PINs: try again in {seconds} seconds.").format(
                seconds=seconds
            )
        )


class PinGate:
    """Checks tries against a stored hash: after 5 wrong in a row, every try is refused for 60 s.

    ``clock`` is a monotonic clock in seconds (injectable for tests).
    """

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._wrong = 0
        self._locked_until: float | None = None

    def seconds_locked(self) -> float:
        """How long the PIN stays locked (0 when it is not)."""
        if self._locked_until is None:
            return 0.0
        left = self._locked_until - self._clock()
        if left <= 0:
            self._locked_until = None
            self._wrong = 0
            return 0.0
        return left

    def check(self, pin: str, stored: PinHash) -> bool:
        """True for the right PIN; False for a wrong one; ``PinLocked`` while locked."""
        left = self.seconds_locked()
        if left:
            raise PinLocked(left)
        if matches(pin, stored):
            self._wrong = 0
            return True
        self._wrong += 1
        if self._wrong >= MAX_TRIES:
            self._locked_until = self._clock() + LOCK_SECONDS
        return False
