"""The counter's supervisor PIN checked at a till gate, without a screen: the hashing (a
quarter second or more) in a worker, the try counted on the gate at once and kept in the
journal through ``keep`` (the screen's way to wait out another program's lock)."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Protocol

from app.booking.journal_waits import Waitless
from app.domain.pin import CheckedBy, PinGate, PinHash, verify
from app.records.till import Decision, PinCheck

# Runs a journal write, tried again while another program holds the lock.
Keep = Callable[[Callable[[], None]], Awaitable[None]]


class GateRecords(Waitless, Protocol):
    """What the till's gates read and write of the journal: the PIN's hash and its wrong tries,
    the supervisors' decisions (the journal's ``Till`` is one)."""

    def pin_hash(self) -> PinHash | None:
        """The PIN's hash, None until it is set."""
        ...

    def set_pin_hash(self, pin: PinHash) -> None:
        """Keep ``pin`` as the PIN."""
        ...

    def keep_pin_tries(self, gate: PinGate, upgraded: PinHash | None = None) -> None:
        """Keep the gate's wrong tries and lock (and the PIN hashed again, ``upgraded``)."""
        ...

    def restore_pin_tries(self, gate: PinGate) -> None:
        """Give the gate the wrong tries and lock kept."""
        ...

    def decide(
        self,
        supervisor: str,
        action: str,
        detail: str = "",
        checked_by: CheckedBy = CheckedBy.COUNTER,
    ) -> int:
        """Record a supervisor's decision; its id."""
        ...

    def decision(self, decision_id: int) -> Decision:
        """The decision ``decision_id`` (``NoSuchDecision`` when there is none)."""
        ...


async def check_counter_pin(till: GateRecords, gate: PinGate, pin: str, keep: Keep) -> PinCheck:
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


def set_counter_pin(till: GateRecords, gate: PinGate, pin: PinHash) -> None:
    """Make ``pin`` the counter's PIN (the API key's holder typed the key again in Settings):
    the wrong tries and any lock, even the one until a reset, are lifted."""
    till.set_pin_hash(pin)
    gate.reset()
