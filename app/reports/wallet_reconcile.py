"""The reconciliation of the wallet's readings with the counters' records (the wallet as the
witness: ``app.reports.wallet_witness`` says what is found and how it is said).

A reading is first checked against what the service can answer: a movement of the wrong sign
for its kind refuses the reading as impossible, and one journal listed two ways by two readings
is a conflict, named with both; the version the agency's own witness read is kept, else the one
most readings list. The readings kept are then reconciled in order, journal by journal; where
the agency's witness read a key, its readings alone are the chain and every counter's readings
are claims checked against them (docs/decisions/wallet-witness.md)."""

from __future__ import annotations

import datetime as dt
import itertools
from collections import Counter
from collections.abc import Iterable, Sequence
from decimal import Decimal

from app.api.models import WalletMovement
from app.domain.clock import SERVICE_TZ
from app.domain.money import ZERO, money
from app.reports.shift import LEDGER_EVENT, Operation
from app.reports.wallet_witness import (
    LISTED,
    SIGN,
    TOPUP,
    Finding,
    KeyWitness,
    Source,
    TopUp,
    Unexplained,
    WalletReading,
)

# What makes a journal the same journal in two readings.
Version = tuple[str, str, Decimal]


def _effect(movement: WalletMovement) -> Decimal:
    """What ``movement`` did to the wallet's position (an event the wallet does not know: 0)."""
    return SIGN.get(movement.event, ZERO) * movement.amount


def _version(movement: WalletMovement) -> Version:
    return movement.event, movement.booking_ref or "", money(movement.amount)


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


def _witnessed(earlier: WalletReading, later: WalletReading) -> bool:
    """Whether nothing can have passed between the readings unseen: ``later`` lists a journal
    ``earlier`` listed too, or fewer than the service lists (then it lists every journal)."""
    known = {movement.journal_id for movement in earlier.movements}
    overlap = any(movement.journal_id in known for movement in later.movements)
    return overlap or len(later.movements) < LISTED


def _total_differs(earlier: WalletReading, later: WalletReading) -> bool:
    """Whether nothing passed unseen between the readings and yet the wallet's total moved by
    another amount than ``later``'s new journals."""
    listed = sum((_effect(m) for m in _new_movements(earlier, later)), ZERO)
    return _witnessed(earlier, later) and later.position - earlier.position != listed


def _odd_totals(ordered: Sequence[WalletReading]) -> list[Unexplained]:
    """Each counter's reading whose total differs from its journals where the readings on
    either side of it agree with each other: that reading, not its neighbours, is wrong."""
    found: list[Unexplained] = []
    kept = list(ordered)
    index = 1
    while index < len(kept) - 1:
        before, reading, after = kept[index - 1], kept[index], kept[index + 1]
        if (
            not reading.by_agency
            and _total_differs(before, reading)
            and _total_differs(reading, after)
            and not _total_differs(before, after)
        ):
            listed = sum((_effect(m) for m in _new_movements(before, reading)), ZERO)
            change = reading.position - before.position
            found.append(Unexplained(Finding.FALSE_TOTAL, listed - change, before, reading))
            del kept[index]
            continue
        index += 1
    return found


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

    def between(self, since: dt.datetime, until: dt.datetime) -> Decimal:
        """What the records made from ``since`` to ``until`` that no journal claimed did to the
        wallet (taken): they explain journals the readings did not see."""
        taken = [op for op in self._left if since < op.at <= until]
        for op in taken:
            self._left.remove(op)
        return money(sum((SIGN[LEDGER_EVENT[op.kind]] * op.amount for op in taken), ZERO))


class _TopUps:
    """The agency owner's recorded top-ups of one key, each matching one top-up journal."""

    def __init__(self, key: str, topups: Iterable[TopUp]) -> None:
        self._left = [topup for topup in topups if topup.key in ("", key)]

    def match(self, movement: WalletMovement) -> bool:
        """Whether a recorded top-up of ``movement``'s amount and service day is left; taken."""
        day = movement.posted_at.astimezone(SERVICE_TZ).date()
        found = next((t for t in self._left if t.amount == movement.amount and t.day == day), None)
        if found is not None:
            self._left.remove(found)
        return found is not None


def _impossible(reading: WalletReading) -> list[Unexplained]:
    """Each movement ``reading`` lists with an amount of the wrong sign for its kind."""
    return [
        Unexplained(
            Finding.IMPOSSIBLE,
            ZERO,
            reading,
            reading,
            movement.booking_ref or "",
            movement.journal_id,
            movement.event,
            listed=money(movement.amount),
        )
        for movement in reading.movements
        if movement.event in SIGN and movement.amount < ZERO
    ]


def _conflicts(readings: Sequence[WalletReading]) -> tuple[list[Unexplained], set[int]]:
    """Every journal two readings list two ways, named with both, and the indexes in
    ``readings`` of the readings listing a version not kept: the agency's own reading's
    version is kept, else the one most readings list (the later on a tie)."""
    seen: dict[str, list[tuple[int, WalletMovement]]] = {}
    for index, reading in enumerate(readings):
        for movement in reading.movements:
            seen.setdefault(movement.journal_id, []).append((index, movement))
    found: list[Unexplained] = []
    dropped: set[int] = set()
    for journal_id, listings in seen.items():
        votes = Counter(_version(movement) for _index, movement in listings)
        if len(votes) < 2:
            continue
        by_agency = [m for i, m in listings if readings[i].by_agency]
        kept = (
            _version(by_agency[0])
            if by_agency
            else max(
                votes, key=lambda v: (votes[v], max(i for i, m in listings if _version(m) == v))
            )
        )
        witness = next(i for i, m in listings if _version(m) == kept)
        for index, movement in listings:
            if _version(movement) == kept or index in dropped:
                continue
            dropped.add(index)
            found.append(
                Unexplained(
                    Finding.CONFLICT,
                    ZERO,
                    readings[witness],
                    readings[index],
                    movement.booking_ref or kept[1],
                    journal_id,
                    movement.event,
                    listed=money(movement.amount),
                    kept_event=kept[0],
                    kept_amount=kept[2],
                )
            )
    return found, dropped


def reconcile(
    key: str,
    readings: Sequence[WalletReading],
    operations: Iterable[Operation],
    topups: Sequence[TopUp] | None = None,
) -> KeyWitness:
    """``readings`` on ``key`` (any order, any counters, the agency's own) reconciled with
    ``operations``, the records of every counter on that key, and ``topups``, the agency's
    recorded top-ups (None: a counter without the agency store, which knows of none and names
    no top-up): each movement between two readings in order is explained journal by journal,
    and whatever is not is named, as is every reading that cannot be the service's answer."""
    ordered = sorted(readings, key=WalletReading.order)
    found: list[Unexplained] = []
    for reading in ordered:
        found += _impossible(reading)
    refused = {id(item.until) for item in found}
    possible = [reading for reading in ordered if id(reading) not in refused]
    conflicts, dropped = _conflicts(possible)
    found += conflicts
    kept = [reading for index, reading in enumerate(possible) if index not in dropped]
    odd = _odd_totals(kept)
    found += odd
    kept = [reading for reading in kept if all(item.until is not reading for item in odd)]
    by_agency = [reading for reading in kept if reading.by_agency]
    source = Source.AGENCY if by_agency else (Source.COUNTER if topups is None else Source.CLAIMS)
    chain = by_agency or kept
    records = _Records(operations)
    recorded_topups = None if topups is None else _TopUps(key, topups)
    moved = explained = ZERO
    for earlier, later in itertools.pairwise(chain):
        change = later.position - earlier.position
        moved += abs(change)
        listed = ZERO
        for movement in _new_movements(earlier, later):
            effect = _effect(movement)
            listed += effect
            if effect == ZERO:
                continue
            if movement.event == TOPUP:
                if recorded_topups is None or recorded_topups.match(movement):
                    explained += abs(effect)
                else:
                    found.append(
                        Unexplained(
                            Finding.TOPUP_UNRECORDED,
                            -effect,
                            earlier,
                            later,
                            journal_id=movement.journal_id,
                            event=movement.event,
                        )
                    )
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
        if not _witnessed(earlier, later):
            recorded = records.between(earlier.read_at, later.read_at)
            explained += abs(recorded)
            found.append(
                Unexplained(
                    Finding.UNWITNESSED,
                    money(listed + recorded - change),
                    earlier,
                    later,
                    moved=money(change),
                    seen=money(listed),
                    recorded=recorded,
                )
            )
        elif change != listed:
            found.append(Unexplained(Finding.READING_TOTAL, listed - change, earlier, later))
    counters = tuple(sorted({reading.counter for reading in ordered if not reading.by_agency}))
    return KeyWitness(
        key, counters, len(ordered), money(moved), money(explained), tuple(found), source
    )


def reconcile_all(
    readings: Iterable[WalletReading],
    operations: Iterable[Operation],
    topups: Sequence[TopUp] | None = None,
) -> list[KeyWitness]:
    """Every key's readings reconciled with the records of every counter and the agency's
    recorded ``topups`` (None: a counter alone, without the agency store). A record claims only
    a movement of its own booking, and the service gives each booking to one agent: a counter
    on another key never explains this key's money, while a counter that keeps no readings (an
    older version) still explains its own sales."""
    by_key: dict[str, list[WalletReading]] = {}
    for reading in readings:
        by_key.setdefault(reading.key, []).append(reading)
    ops = list(operations)
    return [reconcile(key, on_key, ops, topups) for key, on_key in sorted(by_key.items())]
