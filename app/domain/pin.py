"""The supervisor PIN: 6 to 12 digits or a passphrase, kept only as a salted scrypt hash costly
enough that one guess takes a quarter of a second; 5 wrong tries lock it, longer at each after,
and 10 lock it until it is set again by the holder of the API key.

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
from enum import StrEnum

from app.i18n import Catalogue, Said

DOMAIN_PIN = Catalogue("DOMAIN_PIN")

# 2**16 x 8 x 128 bytes = 64 MiB and 0.25 to 0.6 s a guess on a 2-core PC
# (docs/decisions/supervisor-pin.md): an offline search of the 10**6 six-digit PINs takes days,
# not the 79 s of 2**14 and 4 digits.
SCRYPT_N = 2**16
SCRYPT_R = 8
SCRYPT_P = 1
SALT_BYTES = 16
HASH_BYTES = 32
MAX_TRIES = 5
LOCK_SECONDS = 60.0
# The 10th wrong try in a row, after locks of 1, 2, 4, 8 and 16 minutes: no supervisor mistypes
# that often, so the PIN stays locked until the API key's holder sets it again
# (docs/decisions/supervisor-pin.md).
RESET_TRIES = MAX_TRIES + 5
# The longest timed lock, that of the 9th wrong try: 16 minutes.
MAX_LOCK_SECONDS = LOCK_SECONDS * 2 ** (RESET_TRIES - 1 - MAX_TRIES)
MIN_DIGITS = 6
MAX_DIGITS = 12
MIN_PASSPHRASE = 12
MAX_PASSPHRASE = 64
_PIN = re.compile(rf"\d{{{MIN_DIGITS},{MAX_DIGITS}}}")


class CheckedBy(StrEnum):
    """Whose PIN approved a supervisor's decision, as the decision records it."""

    # The named supervisor's own PIN, checked by the agency store.
    AGENCY = "agency"
    # The counter's PIN: the counter has no agency store.
    COUNTER = "counter"
    # The counter's PIN because the agency store did not answer.
    COUNTER_OFFLINE = "counter_offline"


class Verdict(StrEnum):
    """What the agency store said of a PIN typed for one of its named supervisors."""

    RIGHT = "right"
    WRONG = "wrong"
    LOCKED = "locked"
    # Ten wrong tries in a row: locked until the administrator sets the PIN again.
    RESET = "reset"
    UNKNOWN = "unknown"


@dataclass(frozen=True, slots=True)
class SupervisorCheck:
    """The store's verdict; ``name`` as the store spells it (None when unknown); ``seconds``
    the PIN stays locked for; ``known``, for an unknown name, every supervisor's name (none:
    the agency has named no supervisor yet)."""

    verdict: Verdict
    name: str | None
    seconds: float = 0.0
    known: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class PinHash:
    """A PIN's salted scrypt hash with the parameters it was made with."""

    salt: bytes
    digest: bytes
    n: int = SCRYPT_N
    r: int = SCRYPT_R
    p: int = SCRYPT_P


def pin_problem(pin: str) -> str | None:
    """A sentence when ``pin`` is neither 6 to 12 digits nor a passphrase of 12 to 64
    characters (not only digits, no space at either end); None when it is one of them."""
    if _PIN.fullmatch(pin):
        return None
    passphrase = MIN_PASSPHRASE <= len(pin) <= MAX_PASSPHRASE and pin == pin.strip()
    if passphrase and not pin.isdigit():
        return None
    return DOMAIN_PIN.tr(
        "The supervisor PIN is {least} to {most} digits, or a passphrase of at least "
        "{phrase} characters."
    ).format(least=MIN_DIGITS, most=MAX_DIGITS, phrase=MIN_PASSPHRASE)


def _scrypt(pin: str, salt: bytes, n: int, r: int, p: int) -> bytes:
    return hashlib.scrypt(
        pin.encode(), salt=salt, n=n, r=r, p=p, dklen=HASH_BYTES, maxmem=2 * 128 * n * r
    )


def hash_pin(pin: str, salt: bytes | None = None) -> PinHash:
    """A new hash of ``pin`` under a fresh 16-byte salt (``ValueError`` for a malformed PIN)."""
    problem = pin_problem(pin)
    if problem:
        raise ValueError(problem)
    return fresh_hash(pin, salt)


def fresh_hash(pin: str, salt: bytes | None = None) -> PinHash:
    """``pin`` hashed at today's cost as it is (a PIN set under an older rule stays valid)."""
    salt = os.urandom(SALT_BYTES) if salt is None else salt
    return PinHash(salt, _scrypt(pin, salt, SCRYPT_N, SCRYPT_R, SCRYPT_P))


def digest_of(pin: str, stored: PinHash) -> bytes:
    """``pin`` hashed under the salt and cost of ``stored`` (its digest is not needed: the agency
    store compares it with the one it keeps)."""
    return _scrypt(pin, stored.salt, stored.n, stored.r, stored.p)


def matches(pin: str, stored: PinHash) -> bool:
    """Whether ``pin`` is the PIN of ``stored`` (compared in constant time). A PIN set under
    the older rule (4 digits) still matches: the rule is for new PINs."""
    if not pin or len(pin) > MAX_PASSPHRASE:
        return False
    return hmac.compare_digest(digest_of(pin, stored), stored.digest)


@dataclass(frozen=True, slots=True)
class PinVerdict:
    """A PIN checked against the stored hash: right or not, and, when right and the stored hash
    was made at a lower cost than today's, the PIN hashed again at today's cost to store."""

    right: bool
    upgraded: PinHash | None = None


def verify(pin: str, stored: PinHash) -> PinVerdict:
    """Check ``pin`` against ``stored`` (CPU work of a quarter second or more: call it from a
    worker thread where a screen waits)."""
    if not matches(pin, stored):
        return PinVerdict(right=False)
    current = (stored.n, stored.r, stored.p) == (SCRYPT_N, SCRYPT_R, SCRYPT_P)
    # Hashed again as it was typed: a PIN set under the older 4-digit rule stays valid.
    return PinVerdict(right=True, upgraded=None if current else fresh_hash(pin))


def lock_seconds(wrong: int) -> float:
    """How long ``wrong`` wrong tries in a row lock the PIN: 60 s at the fifth, doubling with
    each one after, up to 16 minutes (a supervisor who mistyped waits a minute; from the tenth,
    ``PinGate`` keeps it locked until it is set again)."""
    if wrong < MAX_TRIES:
        return 0.0
    return float(min(MAX_LOCK_SECONDS, LOCK_SECONDS * 2 ** min(wrong - MAX_TRIES, 32)))


class PinLocked(Said):
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


class PinLockedForGood(PinLocked):
    """Ten wrong tries in a row: the PIN stays locked until it is set again in Settings."""

    def __init__(self) -> None:
        self.seconds_left = float("inf")
        Exception.__init__(
            self,
            DOMAIN_PIN.tr(
                "Too many wrong PINs: the PIN is locked until it is set again in Settings, "
                "on its Supervisor PIN page, by the API key's holder."
            ),
        )


class PinGate:
    """Checks tries against a stored hash: after 5 wrong in a row every try is refused for 60 s,
    and each wrong try after that locks it again for twice as long; the 10th locks it until the
    PIN is set again (``reset``); only a right PIN clears the count otherwise. Its state
    (``tries``) is kept in the journal, so a restart keeps it.

    ``clock`` is the wall clock in seconds (injectable for tests): a lock outlives the process.
    """

    def __init__(self, clock: Callable[[], float] = time.time) -> None:
        self._clock = clock
        self._wrong = 0
        self._locked_until: float | None = None

    @property
    def tries(self) -> tuple[int, float | None]:
        """The wrong tries in a row and when the lock ends (wall clock), as the journal keeps
        them."""
        return self._wrong, self._locked_until

    def restore(self, wrong: int, locked_until: float | None) -> None:
        """Take up the count and lock kept by an earlier run (a timed lock reaching further than
        the longest, after the clock was set back, is cut to the longest)."""
        self._wrong = wrong
        self._locked_until = locked_until
        if locked_until is not None:
            self._locked_until = min(locked_until, self._clock() + MAX_LOCK_SECONDS)

    @property
    def locked_for_good(self) -> bool:
        """Whether the PIN stays locked until it is set again (10 wrong tries in a row)."""
        return self._wrong >= RESET_TRIES

    def reset(self) -> None:
        """The PIN was set again by the API key's holder: no wrong tries, no lock."""
        self._wrong = 0
        self._locked_until = None

    def seconds_locked(self) -> float:
        """How long the PIN stays locked (0 when it is not; infinite until it is set again)."""
        if self.locked_for_good:
            return float("inf")
        if self._locked_until is None:
            return 0.0
        left = self._locked_until - self._clock()
        if left <= 0:
            self._locked_until = None
            return 0.0
        return left

    def admit(self) -> None:
        """``PinLocked`` while the PIN is locked (``PinLockedForGood`` until it is set again);
        nothing otherwise."""
        if self.locked_for_good:
            raise PinLockedForGood
        left = self.seconds_locked()
        if left:
            raise PinLocked(left)

    def record(self, right: bool) -> bool:
        """Count a try checked (``right`` or not) and return ``right``."""
        if right:
            self._wrong = 0
            return True
        self._wrong += 1
        if self._wrong >= MAX_TRIES:
            self._locked_until = self._clock() + lock_seconds(self._wrong)
        return False

    def check(self, pin: str, stored: PinHash) -> bool:
        """True for the right PIN; False for a wrong one; ``PinLocked`` while locked."""
        self.admit()
        return self.record(matches(pin, stored))
