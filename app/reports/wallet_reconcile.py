"""The reconciliation of the wallet's readings with the counters' records (the wallet as the
witness: ``app.reports.wallet_witness`` says what is found and how it is said)."""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from decimal import Decimal

from app.api.models import WalletMovement
from app.domain.money import ZERO, money
from app.reports.shift import LEDGER_EVENT, Operation
from app.reports.wallet_witness import (
    SIGN,
    TOPUP,
    Finding,
    KeyWitness,
    Unexplained,
    WalletReading,
)


def _effect(movement: WalletMovement) -> Decimal:
    """What ``movement`` did to the wallet's position (an event the wallet does not know: 0)."""
    return SIGN.get(movement.event, ZERO) * movement.amount


def _new_movements(earlier: WalletReading, later: WalletReading) -> list[WalletMovement]:
    """The movements ``later`` lists that were posted after ``earlier`` was read, oldest first."""
    known = {movement.journal_id for movement in earlier.movements}
    newest = earlier.newest
    return sorted(
        (
            movement
            for movement in later.movements
            if movement.journal_id not in known and (newest is None or movement.posted_at >= newest)
        ),
        key=lambda movement: movement.posted_at,
    )


class _Records:
    """The records of every counter on one key, each explaining at most one movement."""

    def __init__(self, operations: Iterable[Operation]) -> None:
        self._left = list(operations)

    def claim(self, movement: WalletMovement) -> Operation | None:
        """The record of ``movement``'s booking and event, of its amount if one is; taken."""
        candidates = [
            op
            for op in self._left
            if op.booking_ref == movement.booking_ref and LEDGER_EVENT[op.kind] == movement.event
        ]
        chosen = next((op for op in candidates if op.amount == movement.amount), None)
        chosen = chosen or (candidates[0] if candidates else None)
        if chosen is not None:
            self._left.remove(chosen)
        return chosen


def reconcile(
    key: str, readings: Sequence[WalletReading], operations: Iterable[Operation]
) -> KeyWitness:
    """``readings`` on ``key`` (any order, any counters) reconciled with ``operations``, the
    records of every counter on that key: each movement between two readings in order is
    explained movement by movement, and whatever is not is named."""
    ordered = sorted(readings, key=WalletReading.order)
    records = _Records(operations)
    found: list[Unexplained] = []
    moved = explained = ZERO
    for earlier, later in itertools.pairwise(ordered):
        change = later.position - earlier.position
        moved += abs(change)
        listed = ZERO
        for movement in _new_movements(earlier, later):
            effect = _effect(movement)
            listed += effect
            if movement.event == TOPUP or effect == ZERO:
                explained += abs(effect)
                continue
            record = records.claim(movement)
            if record is None:
                found.append(
                    Unexplained(
                        Finding.NO_RECORD,
                        -effect,
                        earlier,
                        later,
                        movement.booking_ref or "",
                        movement.journal_id,
                        movement.event,
                    )
                )
                continue
            claimed = SIGN[movement.event] * record.amount
            explained += abs(claimed)
            if claimed != effect:
                found.append(
                    Unexplained(
                        Finding.AMOUNT_DIFFERS,
                        claimed - effect,
                        earlier,
                        later,
                        movement.booking_ref or "",
                        movement.journal_id,
                        movement.event,
                    )
                )
        if change != listed:
            found.append(Unexplained(Finding.BEYOND_SNAPSHOT, listed - change, earlier, later))
    counters = tuple(sorted({reading.counter for reading in ordered}))
    return KeyWitness(key, counters, len(ordered), money(moved), money(explained), tuple(found))


def reconcile_all(
    readings: Iterable[WalletReading], operations: Iterable[Operation]
) -> list[KeyWitness]:
    """Every key's readings reconciled with the records of every counter. A record claims only
    a movement of its own booking, and the service gives each booking to one agent: a counter
    on another key never explains this key's money, while a counter that keeps no readings (an
    older version) still explains its own sales."""
    by_key: dict[str, list[WalletReading]] = {}
    for reading in readings:
        by_key.setdefault(reading.key, []).append(reading)
    ops = list(operations)
    return [reconcile(key, on_key, ops) for key, on_key in sorted(by_key.items())]
