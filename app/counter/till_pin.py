"""The counter's supervisor PIN checked at a till gate, without a screen: the hashing (a
quarter second or more) in a worker, the try counted on the gate at once and kept in the
journal through ``keep`` (the screen's way to wait out another program's lock)."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

from app.domain.pin import PinGate, PinHash, verify
from app.journal.till import PinCheck, Till

# Runs a journal write, tried again while another program holds the lock.
Keep = Callable[[Callable[[], None]], Awaitable[None]]


async def check_counter_pin(till: Till, gate: PinGate, pin: str, keep: Keep) -> PinCheck:
    """Check ``pin`` against the counter's PIN (``UNSET`` when none is set: a PIN typed at a gate
    never becomes the PIN); ``PinLocked`` after too many wrong tries."""
    stored = till.pin_hash()
    if stored is None:
        return PinCheck.UNSET
    gate.admit()
    verdict = await asyncio.to_thread(verify, pin, stored)
    # Counted at once: a try is never forgotten while the journal is busy.
    right = gate.record(verdict.right)
    await keep(lambda: till.keep_pin_tries(gate, verdict.upgraded))
    return PinCheck.RIGHT if right else PinCheck.WRONG


def set_counter_pin(till: Till, gate: PinGate, pin: PinHash) -> None:
    """Make ``pin`` the counter's PIN (the API key's holder typed the key again in Settings):
    the wrong tries and any lock, even the one until a reset, are lifted."""
    till.set_pin_hash(pin)
    gate.reset()
